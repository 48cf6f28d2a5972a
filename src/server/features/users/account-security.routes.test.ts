// Attacks on logins, sessions, credits and deletion, replayed against the real app.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginKnownDevices, refreshTokens } from '../../db/schema.ts';
import { cookieHeader, eventually, registerAndLogin, uniqueEmail, useTestApp, userIdOf, waitForJobStatus, TEST_DATABASES } from '../../test/test-app.ts';
import { createLoginDevicesRepository, KNOWN_KEYS_PER_KIND, knownDeviceKeys } from './login-devices.repository.ts';
import { hashRefreshToken } from '../../auth/tokens.ts';

const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('[USERS] the owner is not locked out by many addresses on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000' });
  let restarted: FastifyInstance;
  beforeAll(async () => {
    // The same database after a restart: every count and memory of this process is gone.
    restarted = await buildApp({ ...ctx.config, runWorkers: false }, { database: ctx.database, filesDir: ctx.filesDir });
    await restarted.ready();
  });
  afterAll(() => restarted.close());

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/users/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });

  it('lets the owner in from a known address or with their device cookie after a restart, and nobody else', async () => {
    const email = uniqueEmail('owner');
    const home = '203.0.113.10';
    expect((await ctx.app.inject({ method: 'POST', url: '/users/register', payload: { name: 'Owner', email, password: PASSWORD }, remoteAddress: home })).statusCode).toBe(201);
    const firstLogin = await login(ctx.app, email, PASSWORD, home);
    expect(firstLogin.statusCode).toBe(200);
    const device = firstLogin.cookies.find((cookie) => cookie.name === 'device_id');
    expect(device).toMatchObject({ httpOnly: true, path: '/users', sameSite: 'Lax', maxAge: 365 * 86_400 });
    expect(device!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Five wrong guesses from each of 22 addresses, on the restarted instance.
    const answers: number[] = [];
    for (let address = 1; address <= 22; address += 1) {
      for (let guess = 1; guess <= 5; guess += 1) answers.push((await login(restarted, email, `wrong-guess-${guess}`, `198.51.100.${address}`)).statusCode);
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(100);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);

    const stranger = await login(restarted, email, PASSWORD, '192.0.2.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/^Too many failed login attempts for this account\./);
    // A device cookie the server never issued to this account does not help.
    const forgedDevice = `device_id=${randomBytes(32).toString('base64url')}`;
    expect((await login(restarted, email, PASSWORD, '192.0.2.98', forgedDevice)).statusCode).toBe(429);

    expect((await login(restarted, email, PASSWORD, home)).statusCode).toBe(200);
    const travelling = await login(restarted, email, PASSWORD, '192.0.2.50', `device_id=${device!.value}`);
    expect(travelling.statusCode).toBe(200);
    // The browser keeps its device id.
    expect(travelling.cookies.find((cookie) => cookie.name === 'device_id')?.value).toBe(device!.value);
  }, 120_000);

  it('stores only hashes, and keeps the newest keys of each kind per account', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const userId = await userIdOf(ctx.database.db, account.email);
    const devices = createLoginDevicesRepository(ctx.database.db);
    const start = Date.now();
    for (let i = 0; i < KNOWN_KEYS_PER_KIND + 5; i += 1) {
      await devices.remember(userId, knownDeviceKeys({ address: `198.51.100.${i}`, deviceId: `device-${i}` }), new Date(start + i * 1000));
    }
    const rows = await ctx.database.db.select().from(loginKnownDevices).where(eq(loginKnownDevices.userId, userId));
    expect(rows.every((row) => /^(ip|device):[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
    const ofKind = async (kind: string) =>
      (await ctx.database.db.select({ total: count() }).from(loginKnownDevices).where(and(eq(loginKnownDevices.userId, userId), like(loginKnownDevices.keyHash, `${kind}:%`))))[0]?.total;
    expect(await ofKind('ip')).toBe(KNOWN_KEYS_PER_KIND);
    expect(await ofKind('device')).toBe(KNOWN_KEYS_PER_KIND);
    // The newest stay known, the oldest are forgotten.
    expect(await devices.isKnown(account.email, knownDeviceKeys({ address: `198.51.100.${KNOWN_KEYS_PER_KIND + 4}` }))).toBe(true);
    expect(await devices.isKnown(account.email, knownDeviceKeys({ address: '198.51.100.0' }))).toBe(false);
  });
});

describe.each(TEST_DATABASES)('[USERS] tabs refreshing at the same moment on $name', ({ url }) => {
  const ctx = useTestApp(url, { REFRESH_REUSE_GRACE_SECONDS: '30' });

  const refresh = (cookie: string) => ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie } });
  const me = (accessToken: string) => ctx.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${accessToken}` } });
  const refreshTokenOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;

  it('answers two concurrent refreshes with one token with the same new refresh token, and the login stays', async () => {
    const { login } = await registerAndLogin(ctx.app);
    const token = cookieHeader(login, ['refresh_token']);
    const [first, second] = await Promise.all([refresh(token), refresh(token)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(refreshTokenOf(first!)).toBeTruthy();
    expect(refreshTokenOf(first!)).toBe(refreshTokenOf(second!));
    expect(first!.json().refreshToken).toBe(second!.json().refreshToken);
    expect((await me(first!.json().accessToken)).statusCode).toBe(200);
    expect((await me(second!.json().accessToken)).statusCode).toBe(200);
    // A third tab a moment later gets the same answer too, and the successor goes on working.
    expect(refreshTokenOf(await refresh(token))).toBe(refreshTokenOf(first!));
    const next = await refresh(`refresh_token=${refreshTokenOf(first!)}`);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().accessToken)).statusCode).toBe(200);
  });

  it('treats a reuse after the grace window as theft: 401 and the whole login ends', async () => {
    const { login } = await registerAndLogin(ctx.app);
    const token = login.cookies.find((cookie) => cookie.name === 'refresh_token')!.value;
    const renewed = await refresh(`refresh_token=${token}`);
    expect(renewed.statusCode).toBe(200);
    // The rotation happened 31 seconds ago.
    await ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    const reused = await refresh(`refresh_token=${token}`);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
    expect((await me(renewed.json().accessToken)).statusCode).toBe(401);
    expect((await refresh(`refresh_token=${refreshTokenOf(renewed)}`)).statusCode).toBe(401);
  });

  it('does not answer a successor for a login that was logged out meanwhile', async () => {
    const { login } = await registerAndLogin(ctx.app);
    const token = cookieHeader(login, ['refresh_token']);
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { cookie: cookieHeader(renewed) } })).statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe.each(TEST_DATABASES)('[USERS] welcome credits once per address on $name', ({ url }) => {
  const ctx = useTestApp(url, { WELCOME_CREDITS: '30' });

  it('does not grant welcome credits again after the account is deleted and registered again', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const credits = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie } })).json();
    expect((await credits(cookies)).balance).toBe(30);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/users/me', headers: { cookie: cookies }, payload: { password: account.password } });
    expect(deleted.statusCode).toBe(204);

    // The same address in another case is the same address.
    const again = await registerAndLogin(ctx.app, { email: account.email.toUpperCase(), password: account.password });
    const answer = await credits(again.cookies);
    expect(answer.balance).toBe(0);
    expect(answer.entries.filter((entry: { reason: string }) => entry.reason === 'Welcome credits')).toEqual([]);
    // Another address still gets them.
    expect((await credits((await registerAndLogin(ctx.app)).cookies)).balance).toBe(30);
  });
});

describe('[USERS] origin check with PUBLIC_URL', () => {
  const ctx = useTestApp(undefined, { PUBLIC_URL: 'http://engram.example' });

  it('compares the Origin with PUBLIC_URL, not with the Host header a rebinding page controls', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const patch = (origin: string, host: string) =>
      ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies, origin, host }, payload: { nickname: 'Checked' } });
    const rebound = await patch('http://evil.example', 'evil.example');
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json()).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
    expect((await patch('http://engram.example', 'engram.example')).statusCode).toBe(200);
    // Behind a proxy that passes another Host, the public origin still counts.
    expect((await patch('http://engram.example', '127.0.0.1:3000')).statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASES)('[USERS] deleting an account or a twin deletes its jobs on $name', ({ url }) => {
  const ctx = useTestApp(url, { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' });

  /** How many rows of pg-boss's live and archive tables mention `text` in their payload or output. */
  async function jobRowsMentioning(text: string): Promise<number> {
    let total = 0;
    for (const table of ['pgboss.job', 'pgboss.archive']) {
      const { rows } = await ctx.database.executeSql(`select count(*)::int as total from ${table} where data::text like $1 or coalesce(output::text, '') like $1`, [`%${text}%`]);
      total += Number(rows[0]?.total ?? 0);
    }
    return total;
  }

  async function signedIn() {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      ctx.app.inject({ method, url: path, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });
    return { account, cookies, call, userId: await userIdOf(ctx.database.db, account.email) };
  }

  async function writeTwinSummary(person: Awaited<ReturnType<typeof signedIn>>, secret: string) {
    for (const [number, text] of [[1, `My sister keeps the ${secret} hint.`], [4, 'My best friend lives in Leeds.'], [8, 'I go fishing.'], [12, 'I am a carpenter.'], [15, 'Honesty matters.']] as const) {
      expect((await person.call('PUT', `/twin/answers/${number}`, { text })).statusCode).toBe(200);
    }
    const summary = await person.call('POST', '/twin/summary');
    expect(summary.statusCode, summary.body).toBe(202);
    expect((await waitForJobStatus(ctx.app, `/twin/job-status-summary/${summary.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
  }

  it('leaves nothing of the person in pg-boss: not their words, not their id', async () => {
    const person = await signedIn();
    const secret = `heron${randomBytes(4).toString('hex')}`;
    const persona = await person.call('POST', '/persona/create', { name: 'Sarah', persona_prompt: `A buyer whose password is ${secret}.`, organization_id: person.account.email, file_ids: [] });
    expect(persona.statusCode, persona.body).toBe(202);
    expect((await waitForJobStatus(ctx.app, `/persona/job-status-create/${persona.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
    const glossary = await person.call('POST', '/glossary/create', { name: 'Terms', glossary: `${secret}: our code word` });
    expect(glossary.statusCode, glossary.body).toBe(202);
    expect((await waitForJobStatus(ctx.app, `/glossary/job-status-create/${glossary.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
    await writeTwinSummary(person, secret);
    const staying = await signedIn();
    await writeTwinSummary(staying, 'staying');
    // Archived jobs count too.
    await ctx.database.executeSql(`insert into pgboss.archive select *, now() from pgboss.job where data->>'userId' = $1 limit 1`, [person.userId]);
    expect(await jobRowsMentioning(secret)).toBeGreaterThan(0);
    expect(await jobRowsMentioning(person.userId)).toBeGreaterThan(1);

    const deleted = await person.call('DELETE', '/users/me', { password: person.account.password });
    expect(deleted.statusCode).toBe(204);
    expect(await jobRowsMentioning(secret)).toBe(0);
    expect(await jobRowsMentioning(person.userId)).toBe(0);
    // Someone else's jobs stay.
    expect(await jobRowsMentioning(staying.userId)).toBeGreaterThan(0);
  });

  it('queues only ids: what the person wrote stays in job_inputs while the job waits, and is forgotten once it ends', async () => {
    const person = await signedIn();
    const secret = `kestrel${randomBytes(4).toString('hex')}`;
    const payloadsMentioning = async (text: string) =>
      Number((await ctx.database.executeSql(`select count(*)::int as total from pgboss.job where data::text like $1`, [`%${text}%`])).rows[0]?.total ?? 0);
    const persona = await person.call('POST', '/persona/create', { name: 'Sarah', persona_prompt: `A buyer whose pet is called ${secret}.`, organization_id: person.account.email, file_ids: [] });
    expect(persona.statusCode, persona.body).toBe(202);
    const glossary = await person.call('POST', '/glossary/create', { name: `Terms ${secret}`, glossary: `${secret}: our code word` });
    expect(glossary.statusCode, glossary.body).toBe(202);
    expect(await payloadsMentioning(secret)).toBe(0);
    const { rows: queued } = await ctx.database.executeSql(`select data from pgboss.job where data->>'userId' = $1 and name in ('personas.generate', 'glossaries.create')`, [person.userId]);
    expect(queued.length).toBe(2);
    for (const row of queued) expect((row.data as { inputId?: string }).inputId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await waitForJobStatus(ctx.app, `/persona/job-status-create/${persona.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
    const created = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${glossary.json().jobId}`, person.cookies);
    expect(created.jobStatus).toBe('Completed');
    // The job read the private input back: the glossary holds the person's words.
    expect(JSON.stringify(created.result)).toContain(secret);
    expect(await payloadsMentioning(secret)).toBe(0);
    const inputsLeft = async () => Number((await ctx.database.executeSql('select count(*)::int as total from job_inputs where user_id = $1', [person.userId])).rows[0]?.total ?? 0);
    expect(await eventually(inputsLeft, (left) => left === 0)).toBe(0);
  });

  it('deletes a deleted twin\'s jobs, and keeps the person\'s other jobs', async () => {
    const person = await signedIn();
    const secret = `otter${randomBytes(4).toString('hex')}`;
    await writeTwinSummary(person, secret);
    const glossary = await person.call('POST', '/glossary/create', { name: 'Terms', glossary: 'ZOPA: zone of possible agreement' });
    expect((await waitForJobStatus(ctx.app, `/glossary/job-status-create/${glossary.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
    expect(await jobRowsMentioning(secret)).toBeGreaterThan(0);
    const { rows } = await ctx.database.executeSql('select username from twins where user_id = $1', [person.userId]);
    const deleted = await person.call('DELETE', '/twin', { confirm: rows[0]!.username as string });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await jobRowsMentioning(secret)).toBe(0);
    expect(await jobRowsMentioning('zone of possible agreement')).toBeGreaterThan(0);
  });
});
