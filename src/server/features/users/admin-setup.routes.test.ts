// The first administrator is proven: without e-mail an ADMIN_EMAILS address is no admin, and the first admin claims the
// one-time setup code the server printed at start (once, by a named address when ADMIN_EMAILS is set, a limited number
// of tries per account and address across instances, never once an admin exists).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_SETUP_API_PATH } from '../../../shared/contracts/admin-setup.ts';
import { ADMIN_USERS_API_PATH } from '../../../shared/contracts/admin-users.ts';
import { adminSetupCodes, users } from '../../db/schema.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { callerOf, freshDatabaseUrl, registerAndLogin, startTestApp, uniqueEmail, type TestContext } from '../../test/test-app.ts';
import { hashSetupCode } from './admin-setup.service.ts';

/** The code in the line the server printed for the person starting it. */
function printedCode(announced: readonly string[]): string {
  const match = /No administrator yet\. .*enter this setup code \(it works once, within 24 hours\): ([A-Z2-7]{4}(?:-[A-Z2-7]{4}){7})\b/.exec(announced.join('\n'));
  if (!match) throw new Error(`no setup code in ${JSON.stringify(announced)}`);
  return match[1]!;
}

describe('[ADMIN SETUP] without e-mail, with ADMIN_EMAILS', () => {
  const bossEmail = uniqueEmail('boss');
  const logs = createLogCapture();
  const url = freshDatabaseUrl();
  const ctx = useDescribeResource(
    'The test app',
    () => startTestApp(url, { ADMIN_EMAILS: bossEmail.toUpperCase(), LOG_LEVEL: 'warn', PUBLIC_URL: 'https://engram.example.test' }, { logStream: logs.stream }),
    (app) => app.close(),
  );
  const claim = (cookies: string, code: unknown, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: ADMIN_SETUP_API_PATH, headers: { cookie: cookies }, remoteAddress, payload: { code } });

  it('prints a setup code at start, in the log (warn) and for the person starting it, and stores only its hash', async () => {
    const code = printedCode(ctx.announced);
    expect(ctx.announced[0]).toContain('Sign in with an address in ADMIN_EMAILS, open https://engram.example.test/admin and enter this setup code');
    expect(ctx.announced[0]).toContain('npm run users -- promote <your e-mail>');
    const warning = logs.text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string }).find((line) => line.msg.includes(code));
    expect(warning?.level).toBe(40);
    // 32 characters of base32: 160 random bits.
    expect(code.replaceAll('-', '')).toHaveLength(32);
    const rows = await ctx.database.db.select().from(adminSetupCodes);
    expect(rows.map((row) => row.codeHash)).toEqual([hashSetupCode(code)]);
    expect(JSON.stringify(rows)).not.toContain(code.replaceAll('-', ''));
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('makes no admin of an ADMIN_EMAILS address the server cannot prove', async () => {
    const boss = await registerAndLogin(ctx.app, { email: bossEmail });
    const call = callerOf(ctx.app, boss.cookies);
    expect((await call('GET', '/users/me')).json().permissions.isAdmin).toBe(false);
    expect((await call('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(403);
    expect((await call('GET', ADMIN_SETUP_API_PATH)).json()).toEqual({ hasAdmin: false, isLimitedToNamedAddresses: true, sendsEmail: false });
  });

  it('refuses another address, a wrong code and bad input with a message; takes the right code once', async () => {
    const code = printedCode(ctx.announced);
    const stranger = await registerAndLogin(ctx.app);
    const notNamed = await claim(stranger.cookies, code);
    expect(notNamed.statusCode).toBe(403);
    expect(notNamed.json().message).toMatch(/^Only the addresses the server names as its administrators' \(ADMIN_EMAILS\) may become the first administrator\./);

    const boss = (await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: bossEmail, password: 'correct horse battery' } })).cookies;
    const cookies = boss.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const wrong = await claim(cookies, 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This setup code is not valid. Enter the code the server printed when it last started (it works once, within 24 hours).');
    expect((await claim(cookies, '')).json().message).toBe('Enter the setup code.');
    expect((await claim(cookies, 42)).json().message).toBe('Setup code must be text.');
    expect((await claim(cookies, 'x'.repeat(101))).statusCode).toBe(400);
    expect((await callerOf(ctx.app, cookies)('GET', '/users/me')).json().permissions.isAdmin).toBe(false);

    // Typed as a person might: lower case, spaces for dashes.
    const claimed = await claim(cookies, ` ${code.toLowerCase().replaceAll('-', ' ')} `);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ success: true, message: 'You are now an administrator of this Engram.' });
    expect((await callerOf(ctx.app, cookies)('GET', '/users/me')).json().permissions.isAdmin).toBe(true);
    expect((await callerOf(ctx.app, cookies)('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(200);
    expect((await callerOf(ctx.app, cookies)('GET', ADMIN_SETUP_API_PATH)).json()).toMatchObject({ hasAdmin: true });

    const again = await claim(cookies, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This Engram already has an administrator. Ask them to make you one on the Users page.');
    // Used up, not only shut by the admin: with the admin's flag taken away again, the same code is refused.
    await ctx.database.db.update(users).set({ isAdmin: false }).where(eq(users.email, bossEmail));
    expect((await claim(cookies, code)).statusCode).toBe(400);
    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, bossEmail));
  });

  it('prints no code at a start with an administrator', async () => {
    const restarted = await startTestApp(url, { ADMIN_EMAILS: bossEmail });
    try {
      expect(restarted.announced).toEqual([]);
      expect(await restarted.database.db.select().from(adminSetupCodes)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

describe('[ADMIN SETUP] two instances started together on an empty database', () => {
  const url = freshDatabaseUrl();
  const pair = useDescribeResource(
    'The two instances',
    async () => {
      const [first, second] = await Promise.all([startTestApp(url), startTestApp(url)]);
      return { first, second, close: async () => Promise.all([first.close(), second.close()]) };
    },
    (instances) => instances.close().then(() => undefined),
  );
  const claim = (instance: TestContext, cookies: string, code: string, remoteAddress: string) =>
    instance.app.inject({ method: 'POST', url: ADMIN_SETUP_API_PATH, headers: { cookie: cookies }, remoteAddress, payload: { code } });

  it('prints a working code on each, limits tries per account and per address across both, and makes one admin', async () => {
    const codes = [printedCode(pair.first.announced), printedCode(pair.second.announced)];
    expect(codes[0]).not.toBe(codes[1]);
    const guesser = await registerAndLogin(pair.first.app);
    const other = await registerAndLogin(pair.first.app);
    const third = await registerAndLogin(pair.second.app);

    // Ten tries per account in 15 minutes, counted on both instances.
    for (let index = 0; index < 10; index += 1) {
      const instance = index % 2 === 0 ? pair.first : pair.second;
      expect((await claim(instance, guesser.cookies, `WRONG-${index}`, `10.0.1.${index}`)).statusCode).toBe(400);
    }
    const limited = await claim(pair.second, guesser.cookies, codes[0]!, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many setup codes tried\. Try again in (1[0-5]|[1-9]) minutes?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);

    // Ten per address, whoever signs in there.
    for (let index = 0; index < 10; index += 1) {
      const instance = index % 2 === 0 ? pair.second : pair.first;
      expect((await claim(instance, third.cookies, `WRONG-${index}`, '10.0.3.1')).statusCode).toBe(400);
    }
    expect((await claim(pair.first, other.cookies, codes[1]!, '10.0.3.1')).statusCode).toBe(429);

    // The second instance's code, on the first: one database, one set of codes.
    expect((await claim(pair.first, other.cookies, codes[1]!, '10.0.4.1')).statusCode).toBe(200);
    expect((await callerOf(pair.second.app, other.cookies)('GET', '/users/me')).json().permissions.isAdmin).toBe(true);
    const late = await claim(pair.second, guesser.cookies, codes[0]!, '10.0.5.1');
    expect(late.statusCode).toBe(409);
  });

  it('makes exactly one admin of two right codes claimed at once', async () => {
    const url2 = freshDatabaseUrl();
    const [first, second] = await Promise.all([startTestApp(url2), startTestApp(url2)]);
    try {
      const people = [await registerAndLogin(first.app), await registerAndLogin(first.app)];
      const answers = await Promise.all([
        claim(first, people[0]!.cookies, printedCode(first.announced), '10.0.6.1'),
        claim(second, people[1]!.cookies, printedCode(second.announced), '10.0.6.2'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const admins = await first.database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
