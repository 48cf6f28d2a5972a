import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreditRequestAnswerSchema, LatestCreditRequestAnswerSchema, PendingCreditRequestsAnswerSchema } from '../../../shared/contracts/credits.ts';
import { CreditsAnswerSchema } from '../../../shared/contracts/scenarios.ts';
import { creditEntries } from '../../db/schema.ts';
import { signUpPerson, TEST_DATABASES, uniqueEmail, userIdOf, useTestApp, type TestContext, registerAdmin } from '../../test/test-app.ts';
import { ADMIN_ONLY_MESSAGE, GRANTED_REQUEST_REASON } from './credits.service.ts';

type App = TestContext['app'];

function inject(app: App, cookies: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return app.inject({ method, url, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });
}

async function readCredits(app: App, cookies: string) {
  return CreditsAnswerSchema.parse((await inject(app, cookies, 'GET', '/credits')).json());
}

for (const { name, url } of TEST_DATABASES) {
  describe(`[CREDITS] ledger, requests and the admins' answers (${name})`, () => {
    const adminEmail = uniqueEmail('credits-admin');
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAILS: adminEmail.toUpperCase() });
    let admin: { cookies: string };

    beforeAll(async () => {
      admin = await registerAdmin(ctx, { email: adminEmail });
    });

    it("answers each person's own ledger, newest first, with the running balance; a long ledger is cut with has_more", async () => {
      const person = await signUpPerson(ctx);
      const other = await signUpPerson(ctx);
      await ctx.database.db.insert(creditEntries).values([
        { userId: person.userId, amount: -10, reason: 'Roleplay session: A', createdAt: new Date(Date.now() + 1000) },
        { userId: person.userId, amount: 10, reason: 'Refund: nothing was said', createdAt: new Date(Date.now() + 2000) },
        { userId: person.userId, amount: -10, reason: 'Roleplay session: B', createdAt: new Date(Date.now() + 3000) },
        { userId: other.userId, amount: 500, reason: 'Not yours', createdAt: new Date(Date.now() + 4000) },
      ]);
      const mine = await readCredits(ctx.app, person.cookies);
      expect(mine.balance).toBe(20);
      expect(mine.has_more).toBe(false);
      expect(mine.entries.map((entry) => [entry.reason, entry.amount, entry.balance_after])).toEqual([
        ['Roleplay session: B', -10, 20],
        ['Refund: nothing was said', 10, 30],
        ['Roleplay session: A', -10, 20],
        ['Welcome credits', 30, 30],
      ]);
      expect((await readCredits(ctx.app, other.cookies)).entries.map((entry) => entry.reason)).toEqual(['Not yours', 'Welcome credits']);

      await ctx.database.db.insert(creditEntries).values(Array.from({ length: 105 }, (_, index) => ({ userId: other.userId, amount: 1, reason: `Bonus ${index}` })));
      const long = await readCredits(ctx.app, other.cookies);
      expect(long.balance).toBe(635);
      expect(long.entries).toHaveLength(100);
      expect(long.has_more).toBe(true);
      expect(long.entries[0]!.balance_after).toBe(635);
    });

    it('sends one pending request at a time, which the person reads back with its answer', async () => {
      const person = await signUpPerson(ctx);
      expect(LatestCreditRequestAnswerSchema.parse((await inject(ctx.app, person.cookies, 'GET', '/credits/requests/latest')).json())).toEqual({ data: null });

      const bad = await inject(ctx.app, person.cookies, 'POST', '/credits/requests', { amount: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Amount must be at least 1 credit.');
      expect((await inject(ctx.app, person.cookies, 'POST', '/credits/requests', { amount: 1001 })).statusCode).toBe(400);

      // Three at once: exactly one is accepted.
      const sent = await Promise.all([20, 30, 40].map((amount) => inject(ctx.app, person.cookies, 'POST', '/credits/requests', { amount, message: '  For the workshop  ' })));
      expect(sent.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      const created = CreditRequestAnswerSchema.parse(sent.find((response) => response.statusCode === 201)!.json()).data;
      expect(created).toMatchObject({ status: 'pending', message: 'For the workshop', answer: null, answered_at: null });
      const refused = sent.find((response) => response.statusCode === 409)!.json();
      expect(refused.message).toBe(`You already have a request for ${created.amount} credits waiting. An administrator will answer it soon.`);
      expect(LatestCreditRequestAnswerSchema.parse((await inject(ctx.app, person.cookies, 'GET', '/credits/requests/latest')).json()).data).toEqual(created);

      const declined = await inject(ctx.app, admin.cookies, 'POST', `/credits/requests/${created.id}/decline`, { reason: 'Please ask your team lead first.' });
      expect(declined.statusCode).toBe(200);
      const latest = LatestCreditRequestAnswerSchema.parse((await inject(ctx.app, person.cookies, 'GET', '/credits/requests/latest')).json()).data;
      expect(latest).toMatchObject({ id: created.id, status: 'declined', answer: 'Please ask your team lead first.', answered_at: expect.any(String) });
      expect((await readCredits(ctx.app, person.cookies)).balance).toBe(30);
      // Answered, so a new request may be sent.
      expect((await inject(ctx.app, person.cookies, 'POST', '/credits/requests', { amount: 10 })).statusCode).toBe(201);
    });

    it('lets only admins list, grant and decline (403 for others); a grant adds the credits once, even when sent at once', async () => {
      const person = await signUpPerson(ctx);
      const stranger = await signUpPerson(ctx);
      const created = CreditRequestAnswerSchema.parse((await inject(ctx.app, person.cookies, 'POST', '/credits/requests', { amount: 25, message: 'Out of credits' })).json()).data;

      for (const [method, path, payload] of [
        ['GET', '/credits/requests/pending', undefined],
        ['POST', `/credits/requests/${created.id}/grant`, undefined],
        ['POST', `/credits/requests/${created.id}/decline`, { reason: 'No.' }],
      ] as const) {
        const response = await inject(ctx.app, stranger.cookies, method, path, payload);
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toEqual({ message: ADMIN_ONLY_MESSAGE });
      }
      // The person's own request is no exception.
      expect((await inject(ctx.app, person.cookies, 'POST', `/credits/requests/${created.id}/grant`)).statusCode).toBe(403);

      const pending = PendingCreditRequestsAnswerSchema.parse((await inject(ctx.app, admin.cookies, 'GET', '/credits/requests/pending')).json()).data;
      expect(pending.find((item) => item.id === created.id)).toMatchObject({ amount: 25, message: 'Out of credits', user_email: person.account.email, balance: 30 });

      const grants = await Promise.all(Array.from({ length: 4 }, () => inject(ctx.app, admin.cookies, 'POST', `/credits/requests/${created.id}/grant`)));
      expect(grants.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(grants.find((response) => response.statusCode === 409)!.json()).toEqual({ message: 'This request was already granted.' });
      const credits = await readCredits(ctx.app, person.cookies);
      expect(credits.balance).toBe(55);
      expect(credits.entries.filter((entry) => entry.reason === GRANTED_REQUEST_REASON)).toEqual([
        { amount: 25, reason: GRANTED_REQUEST_REASON, created_at: expect.any(String), balance_after: 55 },
      ]);
      expect(LatestCreditRequestAnswerSchema.parse((await inject(ctx.app, person.cookies, 'GET', '/credits/requests/latest')).json()).data).toMatchObject({ status: 'granted', answer: null });
      const declineLate = await inject(ctx.app, admin.cookies, 'POST', `/credits/requests/${created.id}/decline`, { reason: 'Too late.' });
      expect(declineLate.statusCode).toBe(409);
      const after = PendingCreditRequestsAnswerSchema.parse((await inject(ctx.app, admin.cookies, 'GET', '/credits/requests/pending')).json()).data;
      expect(after.map((item) => item.id)).not.toContain(created.id);

      expect((await inject(ctx.app, admin.cookies, 'POST', `/credits/requests/${randomUUID()}/grant`)).statusCode).toBe(404);
      expect((await inject(ctx.app, admin.cookies, 'POST', '/credits/requests/not-an-id/grant')).statusCode).toBe(400);
      const noReason = await inject(ctx.app, admin.cookies, 'POST', `/credits/requests/${created.id}/decline`, { reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toContain('Reason is required.');
      expect(await userIdOf(ctx.database.db, person.account.email)).toBe(person.userId);
    });

    it('answers 401 without a login', async () => {
      for (const [method, path] of [
        ['GET', '/credits/requests/latest'],
        ['POST', '/credits/requests'],
        ['GET', '/credits/requests/pending'],
      ] as const) {
        expect((await ctx.app.inject({ method, url: path })).statusCode, path).toBe(401);
      }
    });
  });
}
