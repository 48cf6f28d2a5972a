// Metered model use: Vibes Checks per person per day, learner turns per session, and the longest a session without a
// timer runs. Small limits through the environment keep the tests short.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ID_HEADER } from '../../../shared/contracts/conversations.ts';
import { conversations, creditEntries, dailyUsage } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { signUpPerson, TEST_DATABASES, useTestApp, waitForJobStatus } from '../../test/test-app.ts';
import { serverText } from '../../i18n/server-text.ts';
import { sessionMinutesMessage, sessionTurnsMessage } from './session-rules.ts';

type Person = Awaited<ReturnType<typeof signUpPerson>>;

const VIBES_CHECKS_PER_DAY = 2;
const SESSION_MAX_TURNS = 3;
const SESSION_MAX_MINUTES = 60;

for (const { name, url } of TEST_DATABASES) {
  describe(`[METERING] Vibes Checks per day, turns and minutes per session (${name})`, () => {
    const ctx = useTestApp(url, {
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      AI_OFFLINE_STREAM_DELAY_MS: '0',
      VIBES_CHECKS_PER_DAY: String(VIBES_CHECKS_PER_DAY),
      SESSION_MAX_TURNS: String(SESSION_MAX_TURNS),
      SESSION_MAX_MINUTES: String(SESSION_MAX_MINUTES),
    });
    let me: Person;
    let scenarioId: string;

    beforeAll(async () => {
      me = await signUpPerson(ctx);
      await ctx.database.db.insert(creditEntries).values({ userId: me.userId, amount: 1000, reason: 'Test credits' });
      scenarioId = (await buildScenario(ctx.database.db, { userId: me.userId, isPublic: true })).id;
    });

    const vibesCheck = (cookies: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/conversational/vibes-check',
        headers: { cookie: cookies },
        payload: { scenario_id: scenarioId, messages: [{ role: 'learner', content: 'What do you need from us?' }] },
      });
    const chat = (cookies: string, id: string, message: string) =>
      ctx.app.inject({ method: 'POST', url: '/conversational/roleplay-chat', headers: { cookie: cookies }, payload: { scenario_conv_list_id: id, message } });
    const start = async (extra: Record<string, unknown> = {}) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/assessment/scenario-conversation/create',
        headers: { cookie: me.cookies },
        payload: { scenario_id: scenarioId, mode: 'text', ...extra },
      });
      if (response.statusCode !== 201) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
      return response.json().data.id as string;
    };
    const learnerLines = async (id: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/conversations/${id}`, headers: { cookie: me.cookies } });
      return (response.json().messages as { role: string }[]).filter((message) => message.role === 'learner').length;
    };

    it("refuses a person's Vibes Check past the day's limit with 429, Retry-After and the limit named; others go on", async () => {
      const person = await signUpPerson(ctx);
      for (let index = 0; index < VIBES_CHECKS_PER_DAY; index += 1) expect((await vibesCheck(person.cookies)).statusCode).toBe(200);

      const refused = await vibesCheck(person.cookies);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: serverText('en', 'errors.vibesCheckLimit', { count: VIBES_CHECKS_PER_DAY }) });
      expect(serverText('en', 'errors.vibesCheckLimit', { count: 30 })).toBe("You have used today's 30 Vibes Checks. They renew at midnight UTC.");
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(86_400);

      expect((await vibesCheck(me.cookies)).statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select({ count: dailyUsage.count })
        .from(dailyUsage)
        .where(and(eq(dailyUsage.userId, person.userId), eq(dailyUsage.kind, 'vibes_check')));
      expect(row).toEqual({ count: VIBES_CHECKS_PER_DAY });
    });

    it('counts parallel Vibes Checks atomically: never more than the limit get through', async () => {
      const person = await signUpPerson(ctx);
      const statuses = (await Promise.all(Array.from({ length: 6 }, () => vibesCheck(person.cookies)))).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(VIBES_CHECKS_PER_DAY);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6 - VIBES_CHECKS_PER_DAY);
    });

    it("counts no use for a scenario the person may not talk to (404), nor for another person's private one", async () => {
      const person = await signUpPerson(ctx);
      const stranger = await signUpPerson(ctx);
      const privateId = (await buildScenario(ctx.database.db, { userId: stranger.userId })).id;
      for (const id of ['00000000-0000-4000-8000-000000000000', privateId]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/conversational/vibes-check',
          headers: { cookie: person.cookies },
          payload: { scenario_id: id, messages: [{ role: 'learner', content: 'Hello?' }] },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Scenario not found.' });
      }
      const rows = await ctx.database.db.select().from(dailyUsage).where(eq(dailyUsage.userId, person.userId));
      expect(rows).toEqual([]);
      expect((await vibesCheck(person.cookies)).statusCode).toBe(200);
      const [row] = await ctx.database.db.select({ count: dailyUsage.count }).from(dailyUsage).where(eq(dailyUsage.userId, person.userId));
      expect(row).toEqual({ count: 1 });
    });

    it("renews the count on a new day (UTC): yesterday's uses do not count", async () => {
      const person = await signUpPerson(ctx);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await ctx.database.db.insert(dailyUsage).values({ userId: person.userId, kind: 'vibes_check', day: yesterday, count: VIBES_CHECKS_PER_DAY });
      expect((await vibesCheck(person.cookies)).statusCode).toBe(200);
    });

    it('refuses the turn past the session limit with 409 naming it, saving nothing; the session still ends and is graded', async () => {
      const id = await start();
      for (let turn = 1; turn <= SESSION_MAX_TURNS; turn += 1) expect((await chat(me.cookies, id, `Line ${turn}.`)).statusCode).toBe(200);

      const refused = await chat(me.cookies, id, 'One more line.');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: sessionTurnsMessage(SESSION_MAX_TURNS) });
      expect(sessionTurnsMessage(60)).toBe('This session reached its 60 turns. End it to get your report.');
      expect(await learnerLines(id)).toBe(SESSION_MAX_TURNS);

      const parallel = await Promise.all([chat(me.cookies, id, 'a'), chat(me.cookies, id, 'b')]);
      expect(parallel.map((response) => response.statusCode)).toEqual([409, 409]);

      const ended = await ctx.app.inject({ method: 'POST', url: `/conversations/${id}/end`, headers: { cookie: me.cookies } });
      expect(ended.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${ended.json().jobId}`, me.cookies);
      expect(status.jobStatus).toBe('Completed');
    });

    it('lets parallel turns of one session take no more than the limit together', async () => {
      const id = await start();
      const responses = await Promise.all(Array.from({ length: SESSION_MAX_TURNS + 3 }, (_, index) => chat(me.cookies, id, `Line ${index}.`)));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(SESSION_MAX_TURNS);
      expect(await learnerLines(id)).toBe(SESSION_MAX_TURNS);
    });

    it('closes a session without a timer after SESSION_MAX_MINUTES from its start (409), and it can still be ended and graded', async () => {
      const id = await start();
      const first = await chat(me.cookies, id, 'Hello.');
      expect(first.statusCode).toBe(200);
      expect(first.headers[REPLY_ID_HEADER]).toBeDefined();
      await ctx.database.db
        .update(conversations)
        .set({ startedAt: sql`now() - make_interval(mins => ${SESSION_MAX_MINUTES}, secs => 1)` })
        .where(eq(conversations.id, id));

      const refused = await chat(me.cookies, id, 'Are you still there?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: sessionMinutesMessage(SESSION_MAX_MINUTES) });
      expect(sessionMinutesMessage(60)).toBe('This session reached its 60-minute limit. End it to get your report.');
      expect(await learnerLines(id)).toBe(1);

      const ended = await ctx.app.inject({ method: 'POST', url: `/conversations/${id}/end`, headers: { cookie: me.cookies } });
      expect(ended.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${ended.json().jobId}`, me.cookies);
      expect(status.jobStatus).toBe('Completed');
    });

    it('leaves a timed session to its own timer, even one longer than SESSION_MAX_MINUTES', async () => {
      const id = await start({ time_limit_minutes: 90 });
      await ctx.database.db
        .update(conversations)
        .set({ startedAt: sql`now() - make_interval(mins => ${SESSION_MAX_MINUTES + 10})`, endsAt: sql`now() + make_interval(mins => 20)` })
        .where(eq(conversations.id, id));
      expect((await chat(me.cookies, id, 'Still on time.')).statusCode).toBe(200);
    });
  });
}
