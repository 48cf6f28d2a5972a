import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema.ts';
import { TEST_DATABASES, waitForJobStatus, signUpPerson } from '../../test/test-app.ts';
import { NOTHING_SAID_REFUND_REASON } from './session-rules.ts';
import { balanceOf, chat, endSession, readConversation, useSessionRoutes, startedId, type Person } from './sessions.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[SESSIONS] ending a session (${name})`, () => {
    let me: Person;
    let other: Person;
    let scenarioId: string;
    let othersPublicId: string;
    const ctx = useSessionRoutes(url, (people) => ({ me, other, scenarioId, othersPublicId } = people));

    it('ends once: ending twice answers the same job, which closes the conversation; no turn is taken after', async () => {
      const id = await startedId(ctx.app, me.cookies, scenarioId);
      expect((await chat(ctx.app, me.cookies, id, 'Thanks for making the time.')).statusCode).toBe(200);
      const balanceBefore = await balanceOf(ctx.app, me.cookies);
      const first = await endSession(ctx.app, me.cookies, id);
      expect(first.statusCode).toBe(202);
      const { jobId } = first.json() as { jobId: string };
      expect(jobId).toEqual(expect.any(String));
      expect(first.json()).toEqual({ jobId, grading: 'grading' });
      expect((await endSession(ctx.app, me.cookies, id)).json()).toEqual({ jobId, grading: 'grading' });
      // A session in which the learner spoke is graded and keeps its cost.
      expect(await balanceOf(ctx.app, me.cookies)).toBe(balanceBefore);

      // Refused from the moment it is ended, before the job has run.
      const early = await chat(ctx.app, me.cookies, id, 'One more thing.');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: 'This conversation has ended.' });

      const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies);
      expect(status).toEqual({ jobStatus: 'Completed', result: { conversation_id: id }, failedReason: null });
      const ended = await readConversation(ctx.app, me.cookies, id);
      expect(ended.status).toBe('ended');
      expect(Date.parse(ended.ended_at!)).toBeGreaterThanOrEqual(Date.parse(ended.started_at));
      expect(ended.messages).toHaveLength(3);

      const late = await chat(ctx.app, me.cookies, id, 'Are you there?');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'This conversation has ended.' });
      expect((await endSession(ctx.app, me.cookies, id)).json()).toEqual({ jobId, grading: 'grading' });
      expect((await readConversation(ctx.app, me.cookies, id)).messages).toHaveLength(3);
      // The job's status is its owner's alone.
      expect((await ctx.app.inject({ method: 'GET', url: `/conversations/job-status-grade/${jobId}`, headers: { cookie: other.cookies } })).statusCode).toBe(404);
    });

    it('refunds a session in which nothing was said, once even when ended twice at once, and does not grade it', async () => {
      const person = await signUpPerson(ctx);
      const id = await startedId(ctx.app, person.cookies, othersPublicId);
      expect(await balanceOf(ctx.app, person.cookies)).toBe(20);

      const ends = await Promise.all([endSession(ctx.app, person.cookies, id), endSession(ctx.app, person.cookies, id)]);
      expect(ends.map((response) => response.statusCode)).toEqual([202, 202]);
      for (const response of ends) expect(response.json()).toEqual({ jobId: null, grading: 'not_graded' });
      expect((await endSession(ctx.app, person.cookies, id)).json()).toEqual({ jobId: null, grading: 'not_graded' });

      const credits = (await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json();
      expect(credits.balance).toBe(30);
      expect(credits.entries.filter((entry: { reason: string }) => entry.reason === NOTHING_SAID_REFUND_REASON)).toEqual([
        { amount: 10, reason: 'Refund: nothing was said', created_at: expect.any(String), balance_after: 30 },
      ]);

      // Ended, not graded: no grading job, a report that says so, the history's label, and no point in Progress.
      const [row] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ status: 'ended', gradingStatus: 'not_graded', gradeJobId: null });
      const report = await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/report`, headers: { cookie: person.cookies } });
      expect(report.statusCode).toBe(409);
      const reason = 'Nothing was said in this session, so its credits were refunded.';
      expect(report.json()).toEqual({ message: `Not graded: no answers. ${reason}`, status: 'not_graded', reason });
      const retry = await ctx.app.inject({ method: 'POST', url: `/conversations/${id}/grade`, headers: { cookie: person.cookies } });
      expect(retry.statusCode).toBe(409);
      const history = (await ctx.app.inject({ method: 'GET', url: '/conversations', headers: { cookie: person.cookies } })).json();
      expect(history.data).toEqual([expect.objectContaining({ id, status: 'ended', grading: 'not_graded', overall_score: null })]);
      const progress = (await ctx.app.inject({ method: 'GET', url: '/conversations/progress', headers: { cookie: person.cookies } })).json();
      expect(progress).toEqual({ data: [], skills: [] });
      const late = await chat(ctx.app, person.cookies, id, 'Hello?');
      expect(late.statusCode).toBe(409);
    });
  });
}
