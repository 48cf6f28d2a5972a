import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProgressAnswerSchema } from '../../../shared/contracts/reports.ts';
import { GENERAL_RUBRIC_ID, SAMPLE_RUBRIC_IDS_BY_CATEGORY } from '../../../shared/contracts/rubrics-constants.ts';
import { GRADER_PROMPT_VERSION } from '../../ai/tasks/grade-conversation/prompt.ts';
import { conversationMessages, rubrics, scenarios } from '../../db/schema.ts';
import { buildRubric } from '../../test/builders.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { SCENARIO_NAME, STRONG_LINES, endSession, expectReportRules, get, gradedSession, listAll, post, readConversation, readReport, say, startSession, useReportRoutes, type Person } from './reports.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[REPORTS] grading and the pass mark (${name})`, () => {
    let me: Person;
    let other: Person;
    const { ctx, ownScenarioWithRubric } = useReportRoutes(url, (people) => ({ me, other } = people));

    it('keeps every sample rubric of the category map seeded, under its category', async () => {
      for (const [category, id] of Object.entries(SAMPLE_RUBRIC_IDS_BY_CATEGORY)) {
        const [row] = await ctx.database.db.select().from(rubrics).where(eq(rubrics.id, id));
        expect(row?.isSample, category).toBe(true);
        expect(row?.name.startsWith(`${category}:`), category).toBe(true);
      }
    });

    it("grades an ended session against its scenario's rubric: verbatim quotes, the weighting in code, pass from the pass mark", async () => {
      const { rubric, scenarioId } = await ownScenarioWithRubric(me);
      const { id, report } = await gradedSession(ctx.app, me, scenarioId);
      const conversation = await readConversation(ctx.app, me, id);

      expect(report).toMatchObject({
        conversation_id: id,
        scenario_id: scenarioId,
        scenario_name: SCENARIO_NAME,
        mode: 'text',
        language: 'en-US',
        started_at: conversation.started_at,
        ended_at: conversation.ended_at,
        pass_mark: 70,
        rubric: { id: rubric.id, criteria: (rubric.content as { criteria: unknown[] }).criteria },
        grader: { engine: 'offline', prompt_version: GRADER_PROMPT_VERSION },
      });
      expect(report.duration_seconds).toBe(Math.round((Date.parse(conversation.ended_at!) - Date.parse(conversation.started_at)) / 1000));
      expect(report.criteria.map((criterion) => criterion.name)).toEqual(report.rubric.criteria.map((criterion) => criterion.criterion_name));
      expect(report.criteria.some((criterion) => criterion.relevant && criterion.evidence.length > 0)).toBe(true);
      expectReportRules(report, conversation);
      expect(report.delivery.questions_asked).toBeGreaterThanOrEqual(3);
      expect(report.delivery.words_per_minute).toBeNull();
      // What the learner drew out of the character's brief, with their own lines.
      expect(report.uncovered).toBeDefined();
      expect(report.uncovered!.outcome.agreement).not.toBe('');
      const learnerLines = new Map(conversation.messages.filter((message) => message.role === 'learner').map((message) => [message.id, message.content]));
      const uncoveredLines = [...report.uncovered!.facts.map((fact) => fact.line), ...report.uncovered!.objections.flatMap((entry) => (entry.line ? [entry.line] : []))];
      for (const line of uncoveredLines) expect(learnerLines.get(line.message_id)).toContain(line.quote);

      const listed = (await listAll(ctx.app, me)).find((item) => item.id === id);
      expect(listed).toMatchObject({ status: 'ended', grading: 'graded', overall_score: Math.round(report.overall_score), passed: report.passed });
      // Grading again is refused once graded.
      const again = await post(ctx.app, me.cookies, `/conversations/${id}/grade`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This session has already been graded.' });
    });

    it('does not grade a conversation without a learner line: it is refunded, labelled and left out of progress', async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const graded = await gradedSession(ctx.app, me, scenarioId);
      const id = await startSession(ctx.app, me, scenarioId);
      const ended = await post(ctx.app, me.cookies, `/conversations/${id}/end`);
      expect(ended.json()).toEqual({ jobId: null, grading: 'not_graded' });
      const report = await get(ctx.app, me.cookies, `/conversations/${id}/report`);
      expect(report.statusCode).toBe(409);
      expect(report.json().message).toMatch(/^Not graded: no answers\./);
      expect((await listAll(ctx.app, me)).find((item) => item.id === id)).toMatchObject({ status: 'ended', grading: 'not_graded', overall_score: null, passed: null });
      const progress = ProgressAnswerSchema.parse((await get(ctx.app, me.cookies, '/conversations/progress')).json());
      const points = progress.data.flatMap((entry) => entry.points.map((point) => point.conversation_id));
      expect(points).toContain(graded.id);
      expect(points).not.toContain(id);
    });

    it('uses the pass mark at grading time: a new report takes a changed mark, old reports keep theirs after edits and deletion', async () => {
      const { rubric, scenarioId } = await ownScenarioWithRubric(me);
      const lowered = await post(ctx.app, me.cookies, '/rubrics/pass-mark', { id: rubric.id, pass_mark: 0 });
      expect(lowered.statusCode).toBe(200);
      expect(lowered.json().data).toMatchObject({ id: rubric.id, pass_mark: 0 });
      const first = await gradedSession(ctx.app, me, scenarioId);
      expect(first.report).toMatchObject({ pass_mark: 0, passed: true });

      expect((await post(ctx.app, me.cookies, '/rubrics/pass-mark', { id: rubric.id, pass_mark: 100 })).statusCode).toBe(200);
      expect((await get(ctx.app, me.cookies, `/rubrics/rubric/${rubric.id}`)).json().data.pass_mark).toBe(100);
      const second = await gradedSession(ctx.app, me, scenarioId);
      expect(second.report.pass_mark).toBe(100);
      expect(second.report.passed).toBe(second.report.overall_score >= 100);
      expect(second.report.overall_score).toBeLessThan(100);
      expect(await readReport(ctx.app, me, first.id)).toEqual(first.report);

      // Editing the rubric (a level renamed) changes neither report.
      const level = Object.keys((rubric.content as { performance_levels_summary: Record<string, string> }).performance_levels_summary)[0]!;
      const renamed = await post(ctx.app, me.cookies, '/rubrics/rename-level', { id: rubric.id, level, new_name: 'Renamed level' });
      expect(renamed.statusCode).toBe(202);
      expect((await waitForJobStatus(ctx.app, `/rubrics/job-status-rename-level/${renamed.json().jobId}`, me.cookies)).jobStatus).toBe('Completed');
      expect(await readReport(ctx.app, me, first.id)).toEqual(first.report);
      expect(await readReport(ctx.app, me, second.id)).toEqual(second.report);

      // Deleting it neither; the next session is graded against the sample rubric of the scenario's category (Sales).
      await ctx.database.db.delete(rubrics).where(eq(rubrics.id, rubric.id));
      expect(await readReport(ctx.app, me, first.id)).toEqual(first.report);
      expect(await readReport(ctx.app, me, second.id)).toEqual(second.report);
      const third = await gradedSession(ctx.app, me, scenarioId);
      expect(third.report.rubric.id).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales);
      expect(third.report.pass_mark).toBe(70);
    });

    it('grades a session whose scenario was deleted against the first sample rubric', async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const id = await startSession(ctx.app, me, scenarioId);
      await say(ctx.app, me, id, STRONG_LINES[0]!);
      await ctx.database.db.delete(scenarios).where(eq(scenarios.id, scenarioId));
      const jobId = await endSession(ctx.app, me, id);
      expect((await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies)).jobStatus).toBe('Completed');
      const report = await readReport(ctx.app, me, id);
      expect(report).toMatchObject({ scenario_id: null, scenario_name: SCENARIO_NAME, rubric: { id: SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service'] } });
    });

    it("stores a speech line's duration and reports words per minute in speech mode", async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const id = await startSession(ctx.app, me, scenarioId, 'speech');
      await say(ctx.app, me, id, STRONG_LINES[0]!, 6000);
      const [line] = await ctx.database.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id)).orderBy(conversationMessages.seq).offset(1);
      expect(line).toMatchObject({ role: 'learner', speechMs: 6000 });
      const jobId = await endSession(ctx.app, me, id);
      await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${jobId}`, me.cookies);
      const report = await readReport(ctx.app, me, id);
      expect(report.mode).toBe('speech');
      expect(report.delivery.words_per_minute).toBeGreaterThan(0);
    });

    it('lets the owner set a pass mark from 0 to 100; samples are read-only and others are not found', async () => {
      const rubric = await buildRubric(ctx.database.db, { userId: me.userId });
      for (const [payload, message] of [
        [{ id: rubric.id, pass_mark: 101 }, 'Pass mark must be a whole number from 0 to 100.'],
        [{ id: rubric.id, pass_mark: -1 }, 'Pass mark must be a whole number from 0 to 100.'],
        [{ id: rubric.id, pass_mark: 50.5 }, 'Pass mark must be a whole number from 0 to 100.'],
        [{ id: rubric.id, pass_mark: '70' }, 'Pass mark must be a whole number from 0 to 100.'],
        [{ id: 'nope', pass_mark: 70 }, 'Rubric id is not valid.'],
      ] as const) {
        const response = await post(ctx.app, me.cookies, '/rubrics/pass-mark', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toContain(message);
      }
      const sample = await post(ctx.app, me.cookies, '/rubrics/pass-mark', { id: SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales, pass_mark: 50 });
      expect(sample.statusCode).toBe(403);
      expect(sample.json()).toEqual({ message: 'Sample rubrics cannot be changed.' });
      for (const id of [rubric.id, randomUUID()]) {
        const response = await post(ctx.app, other.cookies, '/rubrics/pass-mark', { id, pass_mark: 50 });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Rubric not found.' });
      }
      const [unchanged] = await ctx.database.db.select().from(rubrics).where(eq(rubrics.id, rubric.id));
      expect(unchanged!.passMark).toBe(70);
      const set = await post(ctx.app, me.cookies, '/rubrics/pass-mark', { id: rubric.id, pass_mark: 55 });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toMatchObject({ id: rubric.id, pass_mark: 55, is_sample: false });
      const listed = (await get(ctx.app, me.cookies, `/rubrics/all/${encodeURIComponent(me.email)}`)).json().data;
      expect(listed.find((item: { id: string }) => item.id === rubric.id).pass_mark).toBe(55);
      expect(listed.find((item: { id: string }) => item.id === SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales).pass_mark).toBe(70);
    });

    it('stores a quick scenario with the rubric that fits its conversation, and grades on it', async () => {
      const created = await post(ctx.app, me.cookies, '/quick-roleplay/create', {
        scenario_title: 'A loan for the boat',
        ai_role: 'Customer',
        my_role: 'Bank manager',
        scenario_description: 'Tom Walsh, a 67-year-old fisherman, wants a loan to repair his boat after a storm. He is worried and impatient.',
        file_ids: [],
      });
      expect(created.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/quick-roleplay/job-status-create/${created.json().jobId}`, me.cookies);
      expect(status.jobStatus).toBe('Completed');
      const scenarioId = (status.result as { data: { id: string } }).data.id;
      const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenarioId));
      // A loan talk is none of the sample rubrics' conversations: the general one grades it.
      expect(row!.rubricId).toBe(GENERAL_RUBRIC_ID);
      const { report } = await gradedSession(ctx.app, me, scenarioId, STRONG_LINES.slice(0, 2));
      expect(report.rubric.id).toBe(row!.rubricId);
    });
  });
}
