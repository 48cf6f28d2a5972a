import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCreditLedgerAnswerSchema, CREDIT_LEDGER_PAGE_SIZE } from '../../../shared/contracts/admin-credits.ts';
import { CreditRequestAnswerSchema, LatestCreditRequestAnswerSchema } from '../../../shared/contracts/credits.ts';
import { CreditsAnswerSchema } from '../../../shared/contracts/scenarios.ts';
import { creditEntries } from '../../db/schema.ts';
import { callerOf, eventually, registerAndLogin, TEST_DATABASES, uniqueEmail, userIdOf, useTestApp, useTwoInstances, registerAdmin } from '../../test/test-app.ts';
import { LEDGER_MARKER_GONE, WELCOME_CREDITS_FROM_ENVIRONMENT } from './admin-credits.service.ts';
import { ADMIN_ONLY_MESSAGE, GRANTED_REQUEST_REASON } from './credits.service.ts';

type Method = 'GET' | 'PUT' | 'POST';

async function balanceOf(app: FastifyInstance, cookies: string): Promise<number> {
  return CreditsAnswerSchema.parse((await callerOf(app, cookies)('GET', '/credits')).json()).balance;
}

describe.each(TEST_DATABASES)('[ADMIN CREDITS] /admin/credits on $name', ({ url }) => {
  const adminEmail = uniqueEmail('credits-admin');
  const secondAdminEmail = uniqueEmail('credits-admin-two');
  const ctx = useTestApp(url, { ADMIN_EMAILS: `${adminEmail},${secondAdminEmail}`, LOGIN_RATE_LIMIT_PER_IP: '100000' });
  let adminCookies: string;
  let admin: ReturnType<typeof callerOf>;
  let secondAdmin: ReturnType<typeof callerOf>;
  let learner: ReturnType<typeof callerOf>;

  beforeAll(async () => {
    adminCookies = (await registerAdmin(ctx, { email: adminEmail })).cookies;
    admin = callerOf(ctx.app, adminCookies);
    secondAdmin = callerOf(ctx.app, (await registerAdmin(ctx, { email: secondAdminEmail })).cookies);
    learner = callerOf(ctx.app, (await registerAndLogin(ctx.app)).cookies);
  });

  /** A new person with the welcome credits, and a way to call the API as them. */
  async function newPerson(name: string) {
    const { account, cookies } = await registerAndLogin(ctx.app, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) });
    return { ...account, cookies, userId: await userIdOf(ctx.database.db, account.email), call: callerOf(ctx.app, cookies) };
  }

  const ADMIN_ROUTES: [Method, string, object | undefined, object | undefined][] = [
    ['POST', '/api/admin/credits/grants', { userId: randomUUID(), amount: 10, reason: 'Workshop' }, { amount: -1 }],
    ['GET', '/api/admin/credits/ledger', undefined, undefined],
    ['GET', '/api/admin/credits/settings', undefined, undefined],
    ['PUT', '/api/admin/credits/settings', { welcomeCredits: 10 }, { welcomeCredits: 'many' }],
  ];

  it.each(ADMIN_ROUTES)('refuses %s %s to a person who is not an admin (403), even with bad input, and to nobody signed in (401)', async (method, path, payload, badPayload) => {
    const asLearner = await learner(method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    if (badPayload) expect((await learner(method, path, badPayload)).statusCode).toBe(403);
    expect((await callerOf(ctx.app, null)(method, path, payload)).statusCode).toBe(401);
  });

  it('refuses answering requests to a person who is not an admin before reading the amount (403), and to nobody (401)', async () => {
    const id = randomUUID();
    for (const [path, payload] of [
      [`/credits/requests/${id}/grant`, { amount: 0 }],
      [`/credits/requests/${id}/decline`, { reason: '' }],
    ] as const) {
      const response = await learner('POST', path, payload);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ message: ADMIN_ONLY_MESSAGE });
      expect((await callerOf(ctx.app, null)('POST', path, payload)).statusCode, path).toBe(401);
    }
  });

  it('refuses an admin’s grant, answer or setting sent from another site (403), and changes nothing', async () => {
    const person = await newPerson('Cross Site');
    const created = CreditRequestAnswerSchema.parse((await person.call('POST', '/credits/requests', { amount: 20 })).json()).data;
    const fromElsewhere = (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url, headers: { cookie: adminCookies, origin: 'https://evil.example', host: 'localhost:3000' }, ...(payload ? { payload } : {}) });
    for (const response of [
      await fromElsewhere('POST', '/api/admin/credits/grants', { userId: person.userId, amount: 500, reason: 'Free credits' }),
      await fromElsewhere('PUT', '/api/admin/credits/settings', { welcomeCredits: 9999 }),
      await fromElsewhere('POST', `/credits/requests/${created.id}/grant`, { amount: 500 }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Cross-site requests are not allowed.');
    }
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
    expect((await admin('GET', '/api/admin/credits/settings')).json().welcomeCredits.value).toBe(30);
    expect(LatestCreditRequestAnswerSchema.parse((await person.call('GET', '/credits/requests/latest')).json()).data?.status).toBe('pending');
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'The amount must be a whole number of credits from 1 to 10,000.'],
    ['a negative amount', { amount: -5 }, 'The amount must be a whole number of credits from 1 to 10,000.'],
    ['a huge amount', { amount: 10_001 }, 'The amount must be a whole number of credits from 1 to 10,000.'],
    ['a fraction', { amount: 2.5 }, 'The amount must be a whole number of credits from 1 to 10,000.'],
    ['an amount as text', { amount: '50' }, 'The amount must be a whole number of credits from 1 to 10,000.'],
    ['no reason', { reason: undefined }, 'Reason is required'],
    ['a blank reason', { reason: '   ' }, 'Reason is required: the person reads it in their history.'],
    ['a reason of 201 characters', { reason: 'r'.repeat(201) }, 'Reason must be at most 200 characters.'],
    ['no person', { userId: undefined }, 'Choose the person to grant credits to.'],
    ['an id that is not one', { userId: 'sam@example.com' }, 'Account id is not valid.'],
  ])('refuses a grant with %s (400) and adds nothing', async (_what, change, message) => {
    const person = await newPerson('Gina Granted');
    const response = await admin('POST', '/api/admin/credits/grants', { userId: person.userId, amount: 50, reason: 'Workshop', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
  });

  it('grants credits to anyone with a reason their history shows, and answers 404 for an unknown person', async () => {
    const person = await newPerson('Gus Given');
    const granted = await admin('POST', '/api/admin/credits/grants', { userId: person.userId, amount: 50, reason: '  Negotiation workshop  ' });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toEqual({
      data: { userId: person.userId, name: 'Gus Given', email: person.email, amount: 50, balance: 80 },
      message: 'Granted 50 credits to Gus Given. Their balance is now 80 credits.',
    });
    const credits = CreditsAnswerSchema.parse((await person.call('GET', '/credits')).json());
    expect(credits.balance).toBe(80);
    expect(credits.entries[0]).toMatchObject({ amount: 50, reason: 'Negotiation workshop', balance_after: 80 });

    const unknown = await admin('POST', '/api/admin/credits/grants', { userId: randomUUID(), amount: 5, reason: 'Workshop' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Account not found: it may have been deleted.');
  });

  it('grants a request with the amount the admin chose; the person reads it; a second answer from another admin gets 409', async () => {
    const person = await newPerson('Rita Requests');
    const created = CreditRequestAnswerSchema.parse((await person.call('POST', '/credits/requests', { amount: 40, message: 'Team training' })).json()).data;

    for (const amount of [0, -3, 10_001, 1.5]) {
      const bad = await admin('POST', `/credits/requests/${created.id}/grant`, { amount });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().message).toContain('The amount must be a whole number of credits from 1 to 10,000.');
    }
    const noReason = await admin('POST', `/credits/requests/${created.id}/decline`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Reason is required.');

    // Two admins answer at once: one grant, one decline; exactly one wins.
    const [grant, decline] = await Promise.all([
      admin('POST', `/credits/requests/${created.id}/grant`, { amount: 25 }),
      secondAdmin('POST', `/credits/requests/${created.id}/decline`, { reason: 'Ask your lead.' }),
    ]);
    const statuses = [grant.statusCode, decline.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const late = grant.statusCode === 409 ? grant : decline;
    expect(late.json().message).toMatch(/^This request was already (granted|declined)\.$/);

    const latest = LatestCreditRequestAnswerSchema.parse((await person.call('GET', '/credits/requests/latest')).json()).data;
    if (grant.statusCode === 200) {
      expect(latest).toMatchObject({ status: 'granted', amount: 40, granted_amount: 25 });
      expect(await balanceOf(ctx.app, person.cookies)).toBe(55);
    } else {
      expect(latest).toMatchObject({ status: 'declined', answer: 'Ask your lead.', granted_amount: null });
      expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
    }
    // The same admin again: 409 too.
    expect((await admin('POST', `/credits/requests/${created.id}/grant`)).statusCode).toBe(409);
  });

  it('grants what was asked when no amount is sent', async () => {
    const person = await newPerson('Asa Asked');
    const created = CreditRequestAnswerSchema.parse((await person.call('POST', '/credits/requests', { amount: 15 })).json()).data;
    const granted = await admin('POST', `/credits/requests/${created.id}/grant`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ status: 'granted', granted_amount: 15 });
    const credits = CreditsAnswerSchema.parse((await person.call('GET', '/credits')).json());
    expect(credits.entries[0]).toMatchObject({ amount: 15, reason: GRANTED_REQUEST_REASON, balance_after: 45 });
  });

  it('lists every account’s ledger newest first, by person and by kind, a page at a time, with the balance after each entry', async () => {
    const tag = `Ledger${Date.now().toString(36)}`;
    const first = await newPerson(`${tag} Ann`);
    const second = await newPerson(`${tag} Bo`);
    await admin('POST', '/api/admin/credits/grants', { userId: first.userId, amount: 20, reason: 'Pilot group' });
    const base = Date.now() + 60_000;
    await ctx.database.db.insert(creditEntries).values([
      { userId: first.userId, amount: -10, reason: 'Roleplay session: A', kind: 'session', createdAt: new Date(base) },
      { userId: first.userId, amount: 10, reason: 'Refund: nothing was said', kind: 'refund', createdAt: new Date(base + 1000) },
      { userId: second.userId, amount: -10, reason: 'Roleplay session: B', kind: 'session', createdAt: new Date(base + 2000) },
    ]);

    const read = async (query: Record<string, string>) => {
      const response = await admin('GET', `/api/admin/credits/ledger?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return AdminCreditLedgerAnswerSchema.parse(response.json());
    };

    const both = await read({ q: tag });
    expect(both.data.map((entry) => [entry.name, entry.kind, entry.amount, entry.reason, entry.balanceAfter])).toEqual([
      [`${tag} Bo`, 'session', -10, 'Roleplay session: B', 20],
      [`${tag} Ann`, 'refund', 10, 'Refund: nothing was said', 50],
      [`${tag} Ann`, 'session', -10, 'Roleplay session: A', 40],
      [`${tag} Ann`, 'grant', 20, 'Pilot group', 50],
      [`${tag} Bo`, 'welcome', 30, 'Welcome credits', 30],
      [`${tag} Ann`, 'welcome', 30, 'Welcome credits', 30],
    ]);
    expect(both.nextBefore).toBeNull();

    // By e-mail, any case, and by kind.
    expect((await read({ q: second.email.toUpperCase() })).data.map((entry) => entry.reason)).toEqual(['Roleplay session: B', 'Welcome credits']);
    expect((await read({ q: tag, kind: 'session' })).data.map((entry) => entry.name)).toEqual([`${tag} Bo`, `${tag} Ann`]);
    expect((await read({ q: tag, kind: 'grant' })).data.map((entry) => entry.reason)).toEqual(['Pilot group']);
    expect((await read({ q: `${tag} Nobody` })).data).toEqual([]);
    // A search's % is literal.
    expect((await read({ q: '%' })).data.every((entry) => entry.name.includes('%') || entry.email.includes('%'))).toBe(true);

    // A long ledger comes a page at a time, older pages through `before`.
    await ctx.database.db.insert(creditEntries).values(
      Array.from({ length: CREDIT_LEDGER_PAGE_SIZE + 5 }, (_, index) => ({ userId: second.userId, amount: 1, reason: `Bonus ${index}`, kind: 'grant', createdAt: new Date(base + 10_000 + index) })),
    );
    const pageOne = await read({ q: second.email });
    expect(pageOne.data).toHaveLength(CREDIT_LEDGER_PAGE_SIZE);
    expect(pageOne.data[0]).toMatchObject({ reason: `Bonus ${CREDIT_LEDGER_PAGE_SIZE + 4}`, balanceAfter: 20 + CREDIT_LEDGER_PAGE_SIZE + 5 });
    expect(pageOne.nextBefore).toBe(pageOne.data.at(-1)!.id);
    const pageTwo = await read({ q: second.email, before: pageOne.nextBefore! });
    expect(pageTwo.data.map((entry) => entry.reason)).toEqual(['Bonus 4', 'Bonus 3', 'Bonus 2', 'Bonus 1', 'Bonus 0', 'Roleplay session: B', 'Welcome credits']);
    expect(pageTwo.nextBefore).toBeNull();
    const ids = new Set([...pageOne.data, ...pageTwo.data].map((entry) => entry.id));
    expect(ids.size).toBe(CREDIT_LEDGER_PAGE_SIZE + 7);

    const badKind = await admin('GET', '/api/admin/credits/ledger?kind=bonus');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain('The kind must be one of welcome, grant, purchase, session, refund');
    const gone = await admin('GET', `/api/admin/credits/ledger?before=${randomUUID()}`);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(LEDGER_MARKER_GONE);
    expect((await admin('GET', `/api/admin/credits/ledger?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('saves the welcome credits, which the next registration receives; refuses bad numbers', async () => {
    const before = (await admin('GET', '/api/admin/credits/settings')).json();
    expect(before).toMatchObject({ welcomeCredits: { value: 30, isFromEnvironment: false }, defaultWelcomeCredits: 30 });

    for (const welcomeCredits of [-1, 10_001, 2.5, '12']) {
      const bad = await admin('PUT', '/api/admin/credits/settings', { welcomeCredits });
      expect(bad.statusCode, String(welcomeCredits)).toBe(400);
      expect(bad.json().message).toContain('Welcome credits must be a whole number from 0 to 10,000.');
    }

    const saved = await admin('PUT', '/api/admin/credits/settings', { welcomeCredits: 12 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ welcomeCredits: { value: 12, isFromEnvironment: false } });
    expect(saved.json().version).toBeGreaterThan(before.version ?? 0);
    const person = await newPerson('Nina Newcomer');
    expect(await balanceOf(ctx.app, person.cookies)).toBe(12);

    // Zero: new accounts start with nothing (and no welcome entry).
    await admin('PUT', '/api/admin/credits/settings', { welcomeCredits: 0 });
    const nobody = await newPerson('Zed Zero');
    expect(CreditsAnswerSchema.parse((await nobody.call('GET', '/credits')).json())).toMatchObject({ balance: 0, entries: [] });
    await admin('PUT', '/api/admin/credits/settings', { welcomeCredits: 30 });
  });
});

describe.each(TEST_DATABASES)('[ADMIN CREDITS] the environment wins, on $name', ({ url }) => {
  const adminEmail = uniqueEmail('credits-admin');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, WELCOME_CREDITS: '7' });

  it('shows WELCOME_CREDITS as set by the environment and refuses to change it; registration uses it', async () => {
    const admin = callerOf(ctx.app, (await registerAdmin(ctx, { email: adminEmail })).cookies);
    expect((await admin('GET', '/api/admin/credits/settings')).json()).toMatchObject({ welcomeCredits: { value: 7, isFromEnvironment: true } });
    const refused = await admin('PUT', '/api/admin/credits/settings', { welcomeCredits: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WELCOME_CREDITS_FROM_ENVIRONMENT);
    const { cookies } = await registerAndLogin(ctx.app);
    expect(await balanceOf(ctx.app, cookies)).toBe(7);
  });
});

describe.each(TEST_DATABASES)('[ADMIN CREDITS] two instances on one database, on $name', ({ url }) => {
  const adminEmail = uniqueEmail('credits-admin');
  const instances = useTwoInstances(url, { ADMIN_EMAILS: adminEmail, LOGIN_RATE_LIMIT_PER_IP: '100000' });

  it('welcome credits saved on one instance apply to the next registration on the other, without a restart', async () => {
    const { first, second } = instances;
    const { cookies } = await registerAdmin({ app: first, database: instances.database }, { email: adminEmail });
    // The second instance reads (and caches) the default first.
    const newcomerBalance = async () => balanceOf(second, (await registerAndLogin(second)).cookies);
    expect(await newcomerBalance()).toBe(30);
    const saved = await callerOf(first, cookies)('PUT', '/api/admin/credits/settings', { welcomeCredits: 9 });
    expect(saved.statusCode).toBe(200);
    // The other instance looks at the saved version once its short cache has aged.
    expect(await eventually(newcomerBalance, (balance) => balance !== 30)).toBe(9);
  });
});
