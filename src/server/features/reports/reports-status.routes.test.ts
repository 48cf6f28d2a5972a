import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProgressAnswerSchema, ReportUnavailableSchema } from '../../../shared/contracts/reports.ts';
import { conversations, rubrics } from '../../db/schema.ts';
import { TEST_DATABASES, waitForJobStatus, eventually } from '../../test/test-app.ts';
import { NOT_GRADED_REASON } from './reports.service.ts';
import { STRONG_LINES, endSession, expectReportRules, get, gradedSession, listAll, post, readConversation, readReport, say, startSession, useReportRoutes, type Person } from './reports.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[REPORTS] a report's status until it exists, and grading again (${name})`, () => {
    let me: Person;
    let other: Person;
    const { ctx, ownScenarioWithRubric } = useReportRoutes(url, (people) => ({ me, other } = people));

    it('answers 409 with a typed status until the report exists (not ended, grading, not graded), and ends a session at once', async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const id = await startSession(ctx.app, me, scenarioId);
      const open = await get(ctx.app, me.cookies, `/conversations/${id}/report`);
      expect(open.statusCode).toBe(409);
      expect(ReportUnavailableSchema.parse(open.json())).toEqual({ message: 'This session has not ended yet.', status: 'not_ended' });
      const early = await post(ctx.app, me.cookies, `/conversations/${id}/grade`);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: 'This session has not ended yet.' });

      // Being graded: a job the queue still holds (here one that never runs).
      await ctx.database.db.update(conversations).set({ status: 'ended', endedAt: new Date(), gradingStatus: 'grading', gradeJobId: randomUUID() }).where(eq(conversations.id, id));
      const grading = await get(ctx.app, me.cookies, `/conversations/${id}/report`);
      expect(grading.statusCode).toBe(409);
      expect(ReportUnavailableSchema.parse(grading.json())).toEqual({ message: 'This session is still being graded.', status: 'grading' });
      const retry = await post(ctx.app, me.cookies, `/conversations/${id}/grade`);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toEqual({ message: 'This session is still being graded.' });
      expect((await listAll(ctx.app, me)).find((item) => item.id === id)).toMatchObject({ status: 'ended', grading: 'grading', overall_score: null, passed: null });

      // Nothing said: not graded, and the reason says why.
      const silent = await startSession(ctx.app, me, scenarioId);
      expect((await post(ctx.app, me.cookies, `/conversations/${silent}/end`)).json()).toEqual({ jobId: null, grading: 'not_graded' });
      const notGraded = await get(ctx.app, me.cookies, `/conversations/${silent}/report`);
      expect(notGraded.statusCode).toBe(409);
      expect(ReportUnavailableSchema.parse(notGraded.json())).toEqual({
        message: `Not graded: no answers. ${NOT_GRADED_REASON}`,
        status: 'not_graded',
        reason: 'Nothing was said in this session, so its credits were refunded.',
      });

      // The end itself is written with the request: the session is closed before its job runs, and ending again answers the same job.
      const fresh = await startSession(ctx.app, me, scenarioId);
      await say(ctx.app, me, fresh, STRONG_LINES[0]!);
      const jobId = await endSession(ctx.app, me, fresh);
      expect(await readConversation(ctx.app, me, fresh)).toMatchObject({ status: 'ended', ended_at: expect.any(String) });
      expect(await endSession(ctx.app, me, fresh)).toBe(jobId);
      expect(await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies)).toEqual({
        jobStatus: 'Completed',
        result: { conversation_id: fresh },
        failedReason: null,
      });
    });

    it('retries a failed grading through POST /grade, which then grades it', async () => {
      const { rubric, scenarioId } = await ownScenarioWithRubric(me);
      const id = await startSession(ctx.app, me, scenarioId);
      await say(ctx.app, me, id, STRONG_LINES[1]!);
      // A rubric the grader cannot read fails the grading for good.
      await ctx.database.db.update(rubrics).set({ content: { broken: true } }).where(eq(rubrics.id, rubric.id));
      const jobId = await endSession(ctx.app, me, id);
      expect(await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies)).toEqual({
        jobStatus: 'Failed',
        result: null,
        failedReason: 'The rubric of this scenario could not be read',
      });
      const failed = await get(ctx.app, me.cookies, `/conversations/${id}/report`);
      expect(failed.statusCode).toBe(409);
      expect(ReportUnavailableSchema.parse(failed.json())).toEqual({
        message: 'Grading failed: The rubric of this scenario could not be read. Try again from the report page.',
        status: 'failed',
        reason: 'The rubric of this scenario could not be read.',
      });
      // The clean-up marks the row failed as well, for the history.
      const listed = await eventually(
        async () => (await listAll(ctx.app, me)).find((item) => item.id === id),
        (item) => item?.grading === 'failed',
      );
      expect(listed).toMatchObject({ grading: 'failed', overall_score: null });

      await ctx.database.db.update(rubrics).set({ content: rubric.content }).where(eq(rubrics.id, rubric.id));
      const before = (await get(ctx.app, me.cookies, '/credits')).json().balance as number;
      const retried = await post(ctx.app, me.cookies, `/conversations/${id}/grade`);
      expect(retried.statusCode).toBe(202);
      const retryJobId = retried.json().jobId as string;
      expect(retryJobId).not.toBe(jobId);
      expect(await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${retryJobId}`, me.cookies)).toMatchObject({ jobStatus: 'Completed' });
      const report = await readReport(ctx.app, me, id);
      expectReportRules(report, await readConversation(ctx.app, me, id));
      expect((await get(ctx.app, me.cookies, '/credits')).json().balance).toBe(before);
      // Ending it again still answers the latest job.
      expect(await endSession(ctx.app, me, id)).toBe(retryJobId);
    });

    it("keeps every session to its owner: another person's report, transcript, grade and job answer 404 and never list", async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const mine = await gradedSession(ctx.app, me, scenarioId);
      const jobId = await endSession(ctx.app, me, mine.id);
      for (const [method, path] of [
        ['GET', `/conversations/${mine.id}/report`],
        ['GET', `/conversations/${mine.id}/transcript`],
        ['GET', `/conversations/${mine.id}/transcript.pdf`],
        ['POST', `/conversations/${mine.id}/grade`],
        ['POST', `/conversations/${mine.id}/end`],
        ['GET', `/conversations/job-status-grade/${jobId}`],
      ] as const) {
        const response = await ctx.app.inject({ method, url: path, headers: { cookie: other.cookies } });
        expect(response.statusCode, path).toBe(404);
        expect(typeof response.json().message, path).toBe('string');
      }
      for (const path of [`/conversations/${randomUUID()}/report`, `/conversations/${randomUUID()}/transcript`, `/conversations/${randomUUID()}/transcript.pdf`]) {
        expect((await get(ctx.app, me.cookies, path)).statusCode).toBe(404);
      }
      expect((await listAll(ctx.app, other)).map((item) => item.id)).not.toContain(mine.id);
      expect((await listAll(ctx.app, other, `&scenario_id=${scenarioId}`))).toEqual([]);
      const progress = ProgressAnswerSchema.parse((await get(ctx.app, other.cookies, '/conversations/progress')).json());
      expect(progress.data.flatMap((entry) => entry.points.map((point) => point.conversation_id))).not.toContain(mine.id);
    });
  });
}
