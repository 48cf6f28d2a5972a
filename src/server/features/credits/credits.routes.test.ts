import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/contracts/jobs.ts';
import { CreditsAnswerSchema } from '../../../shared/contracts/scenarios.ts';
import { registerAndLogin, TEST_DATABASES, uniqueEmail, userIdOf, useTestApp } from '../../test/test-app.ts';
import { createCreditsRepository } from './credits.repository.ts';
import { createCreditsService, debitCredits } from './credits.service.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[CREDITS] ledger (${name})`, () => {
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000' });


    it('starts a new account with 30 credits in one "Welcome credits" entry', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: cookies } });
      expect(response.statusCode).toBe(200);
      const body = CreditsAnswerSchema.parse(response.json());
      expect(body.balance).toBe(30);
      expect(body.session_cost).toBe(10);
      expect(body.entries).toHaveLength(1);
      expect(body.entries[0]).toMatchObject({ amount: 30, reason: 'Welcome credits' });
      expect(Number.isNaN(Date.parse(body.entries[0]!.created_at))).toBe(false);
    });

    it('answers 401 without a login', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/credits' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    });

    it('lets 20 concurrent debits of 10 against 30 succeed exactly 3 times', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const userId = await userIdOf(ctx.database.db, account.email);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => ctx.database.db.transaction((tx) => debitCredits(tx, { userId, amount: 10, reason: 'Roleplay session' }))),
      );
      expect(results.filter((result) => result.isPaid)).toHaveLength(3);
      expect(results.filter((result) => !result.isPaid).every((result) => result.balance === 0)).toBe(true);
      const body = CreditsAnswerSchema.parse((await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: cookies } })).json());
      expect(body.balance).toBe(0);
      expect(body.entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-10, -10, -10, 30]);
    });

    it('rolls a debit back with the transaction that failed after it', async () => {
      const { account } = await registerAndLogin(ctx.app);
      const userId = await userIdOf(ctx.database.db, account.email);
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await debitCredits(tx, { userId, amount: 10, reason: 'Roleplay session' });
          throw new Error('the session could not be created');
        }),
      ).rejects.toThrow('the session could not be created');
      const repository = createCreditsRepository(ctx.database.db);
      expect(await repository.sumCreditEntries(userId)).toBe(30);
    });

    it('grants credits, tells the open pages the new balance, and refuses a bad grant clearly', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const published: { userId: string; event: ServerEvent }[] = [];
      const credits = createCreditsService({
        database: ctx.database,
        events: { publish: async (userId, event) => void published.push({ userId, event }) },
      });
      const { userId, balance } = await credits.grantCredits(account.email.toUpperCase(), '20', 'Course bonus');
      expect(balance).toBe(50);
      expect(published).toEqual([{ userId, event: { type: 'credits', balance: 50 } }]);
      const body = CreditsAnswerSchema.parse((await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: cookies } })).json());
      expect(body.balance).toBe(50);
      expect(body.entries[0]).toMatchObject({ amount: 20, reason: 'Course bonus' });

      await expect(credits.grantCredits(uniqueEmail('nobody'), '20')).rejects.toMatchObject({ statusCode: 404, message: expect.stringMatching(/^No account has the e-mail /) });
      for (const amount of ['0', '-5', '2.5', 'ten', '', '1000001']) {
        await expect(credits.grantCredits(account.email, amount)).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^The amount must be a whole number/) });
      }
      await expect(credits.grantCredits(account.email, '5', 'x'.repeat(201))).rejects.toMatchObject({ statusCode: 400 });
      expect(published).toHaveLength(1);
    });
  });
}
