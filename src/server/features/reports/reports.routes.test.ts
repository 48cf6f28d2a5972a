import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/conversations.ts';
import {
  ConversationListAnswerSchema,
  ProgressAnswerSchema,
  ReportSchema,
  ReportUnavailableSchema,
  type ConversationListAnswer,
  type ConversationListItem,
  type Report,
} from '../../../shared/contracts/reports.ts';
import { SAMPLE_RUBRIC_IDS_BY_CATEGORY, sampleRubricIdFor } from '../../../shared/contracts/rubrics-constants.ts';
import { GRADER_PROMPT_VERSION } from '../../ai/tasks/grade-conversation/prompt.ts';
import { conversationMessages, conversations, creditEntries, rubrics, scenarios } from '../../db/schema.ts';
import { buildRubric, buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, waitForJobStatus, type TestContext, useTestApp, signUpPerson, eventually } from '../../test/test-app.ts';
import { decodeCursor, encodeCursor, gradingFailedMessage, NOT_GRADED_REASON } from './reports.service.ts';
import { formatOffset, transcriptFilename } from './transcript.ts';

type App = TestContext['app'];
interface Person {
  cookies: string;
  userId: string;
  email: string;
}

const SCENARIO_NAME = 'Renewing the hospital contract';
const STRONG_LINES = [
  'Thank you for making time today, Maria. What would a good outcome of this meeting look like for you?',
  'I understand the late delivery caused real problems for your wards. How did it affect your team?',
  'So if I heard you right, reliability matters more to you than price. Is that fair?',
  'Here is what I propose: a dedicated delivery slot each Monday and a penalty if we miss it. I will send the written plan by Friday.',
];

async function signUp(ctx: TestContext, credits = 1000): Promise<Person> {
  const { account, cookies, userId } = await signUpPerson(ctx);
  if (credits > 0) await ctx.database.db.insert(creditEntries).values({ userId, amount: credits, reason: 'Test credits' });
  return { cookies, userId, email: account.email };
}

function get(app: App, cookies: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: cookies } });
}

function post(app: App, cookies: string, url: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });
}

async function startSession(app: App, person: Person, scenarioId: string, mode: 'text' | 'speech' = 'text'): Promise<string> {
  const response = await post(app, person.cookies, '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode });
  if (response.statusCode !== 201) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id as string;
}

async function say(app: App, person: Person, id: string, message: string, speechMs?: number): Promise<void> {
  const response = await post(app, person.cookies, '/conversational/roleplay-chat', {
    scenario_conv_list_id: id,
    message,
    ...(speechMs === undefined ? {} : { speech_ms: speechMs }),
  });
  if (response.statusCode !== 200) throw new Error(`chat answered ${response.statusCode}: ${response.body}`);
}

async function endSession(app: App, person: Person, id: string): Promise<string> {
  const response = await post(app, person.cookies, `/conversations/${id}/end`);
  if (response.statusCode !== 202) throw new Error(`end answered ${response.statusCode}: ${response.body}`);
  return response.json().jobId as string;
}

async function readReport(app: App, person: Person, id: string): Promise<Report> {
  const response = await get(app, person.cookies, `/conversations/${id}/report`);
  if (response.statusCode !== 200) throw new Error(`report answered ${response.statusCode}: ${response.body}`);
  return ReportSchema.parse(response.json());
}

/** A whole session through the routes: start, the learner's lines, end, and the grading job. */
async function gradedSession(app: App, person: Person, scenarioId: string, lines: readonly string[] = STRONG_LINES): Promise<{ id: string; report: Report }> {
  const id = await startSession(app, person, scenarioId);
  for (const line of lines) await say(app, person, id, line);
  const jobId = await endSession(app, person, id);
  const status = await waitForJobStatus(app, `/conversations/job-status-grade/${jobId}`, person.cookies);
  expect(status).toEqual({ jobStatus: 'Completed', result: { conversation_id: id }, failedReason: null });
  return { id, report: await readReport(app, person, id) };
}

async function readConversation(app: App, person: Person, id: string): Promise<Conversation> {
  return (await get(app, person.cookies, `/conversations/${id}`)).json() as Conversation;
}

async function listAll(app: App, person: Person, query = ''): Promise<ConversationListItem[]> {
  return ConversationListAnswerSchema.parse((await get(app, person.cookies, `/conversations?limit=100${query}`)).json()).data;
}

/** The report's rules, whatever the grader said: verbatim learner quotes, the not-relevant rule, the weighting and pass/fail. */
function expectReportRules(report: Report, conversation: Conversation): void {
  const learnerLines = new Map(conversation.messages.filter((message) => message.role === 'learner').map((message) => [message.id, message.content]));
  for (const criterion of report.criteria) {
    for (const evidence of criterion.evidence) {
      expect(learnerLines.has(evidence.message_id), `${criterion.name}: quotes a learner line`).toBe(true);
      expect(learnerLines.get(evidence.message_id)).toContain(evidence.quote);
      expect(evidence.quote.trim()).not.toBe('');
    }
    if (!criterion.relevant) {
      expect(criterion).toMatchObject({ score: null, level: null, evidence: [] });
    } else {
      expect(criterion.score).not.toBeNull();
      expect(criterion.level).not.toBeNull();
    }
  }
  const relevant = report.criteria.filter((criterion) => criterion.relevant);
  const totalWeight = relevant.reduce((sum, criterion) => sum + criterion.weight, 0);
  const mean = totalWeight === 0 ? 0 : relevant.reduce((sum, criterion) => sum + criterion.score! * criterion.weight, 0) / totalWeight;
  expect(Math.abs(report.overall_score - mean)).toBeLessThanOrEqual(0.5);
  expect(report.passed).toBe(report.overall_score >= report.pass_mark);
}

describe('[REPORTS] the rules without a server', () => {
  it('keeps a cursor opaque and refuses one it did not write', () => {
    const cursor = { startedAt: new Date('2025-03-04T05:06:07.089Z'), id: randomUUID() };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'not a cursor', Buffer.from('2025-01-01|x').toString('base64url'), Buffer.from(`x|${randomUUID()}`).toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow('Cursor is not valid.');
    }
  });

  it('stamps transcript lines from the start and names the file after the scenario and day', () => {
    const start = new Date('2025-01-06T08:00:00.000Z');
    expect(formatOffset(start, new Date('2025-01-06T08:00:42.900Z'))).toBe('00:42');
    expect(formatOffset(start, new Date('2025-01-06T08:01:05.000Z'))).toBe('01:05');
    expect(formatOffset(start, new Date('2025-01-06T09:02:03.000Z'))).toBe('1:02:03');
    expect(formatOffset(start, new Date('2025-01-06T07:59:00.000Z'))).toBe('00:00');
    expect(transcriptFilename({ scenarioName: 'Q3: "Budget" / review', startedAt: start })).toBe('Transcript - Q3 Budget review - 2025-01-06.txt');
  });

  it('says why grading failed in one sentence', () => {
    expect(gradingFailedMessage('The AI provider is not answering. Please try again.')).toBe(
      'Grading failed: The AI provider is not answering. Please try again. Try again from the report page.',
    );
    expect(gradingFailedMessage('The rubric of this scenario could not be read')).toBe(
      'Grading failed: The rubric of this scenario could not be read. Try again from the report page.',
    );
  });

  it("grades a scenario without a rubric against its first category's sample rubric, else the first sample", () => {
    expect(sampleRubricIdFor(['Negotiation', 'Sales'])).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales);
    expect(sampleRubricIdFor(['constructor', 'Underwater basket weaving'])).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
    expect(sampleRubricIdFor([])).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
  });
});

for (const { name, url } of TEST_DATABASES) {
  describe(`[REPORTS] grading, report, history, progress and transcript (${name})`, () => {
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' });
    let me: Person;
    let other: Person;
    beforeAll(async () => {
      me = await signUp(ctx);
      other = await signUp(ctx);
    });

    async function ownScenarioWithRubric(person: Person) {
      const rubric = await buildRubric(ctx.database.db, { userId: person.userId });
      const scenario = await buildScenario(ctx.database.db, { userId: person.userId });
      await ctx.database.db.update(scenarios).set({ rubricId: rubric.id }).where(eq(scenarios.id, scenario.id));
      return { rubric, scenarioId: scenario.id };
    }

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

    it('pages the history newest first without duplicates and filters it by scenario', async () => {
      const person = await signUp(ctx);
      const first = (await buildScenario(ctx.database.db, { userId: person.userId })).id;
      const second = (await buildScenario(ctx.database.db, { userId: person.userId, name: 'A second scenario' })).id;
      const ids: string[] = [];
      for (const scenarioId of [first, second, first, second, first]) ids.push(await startSession(ctx.app, person, scenarioId));

      const pages: ConversationListAnswer[] = [];
      let cursor: string | null = null;
      do {
        const response = await get(ctx.app, person.cookies, `/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode).toBe(200);
        const page = ConversationListAnswerSchema.parse(response.json());
        pages.push(page);
        cursor = page.next_cursor;
      } while (cursor && pages.length < 10);
      expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
      const listed = pages.flatMap((page) => page.data);
      expect(new Set(listed.map((item) => item.id)).size).toBe(5);
      expect([...listed.map((item) => item.id)].sort()).toEqual([...ids].sort());
      const starts = listed.map((item) => Date.parse(item.started_at));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(listed[0]).toMatchObject({ status: 'active', grading: 'not_ended', ended_at: null, duration_seconds: null, overall_score: null, passed: null, mode: 'text' });

      const filtered = await listAll(ctx.app, person, `&scenario_id=${second}`);
      expect(filtered.map((item) => item.id).sort()).toEqual([ids[1], ids[3]].sort());
      expect(filtered.every((item) => item.scenario_name === 'A second scenario')).toBe(true);

      for (const [query, message] of [
        ['?cursor=nonsense', 'Cursor is not valid.'],
        ['?limit=0', 'Limit must be at least 1.'],
        ['?limit=101', 'Limit must be at most 100.'],
        ['?scenario_id=nope', 'Scenario id is not valid.'],
      ]) {
        const response = await get(ctx.app, person.cookies, `/conversations${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toContain(message);
      }
    });

    it('shows progress per scenario: first, best, latest and gain over the graded sessions, oldest first', async () => {
      const person = await signUp(ctx);
      const { scenarioId } = await ownScenarioWithRubric(person);
      const weak = await gradedSession(ctx.app, person, scenarioId, ['ok', 'um yes fine']);
      const strong = await gradedSession(ctx.app, person, scenarioId, STRONG_LINES);
      const middle = await gradedSession(ctx.app, person, scenarioId, STRONG_LINES.slice(0, 2));
      // An open session and another scenario's session count only where they belong.
      await startSession(ctx.app, person, scenarioId);
      const otherScenario = (await buildScenario(ctx.database.db, { userId: person.userId, name: 'Another scenario' })).id;
      const lone = await gradedSession(ctx.app, person, otherScenario, STRONG_LINES.slice(0, 1));

      const response = await get(ctx.app, person.cookies, '/conversations/progress');
      expect(response.statusCode).toBe(200);
      const { data } = ProgressAnswerSchema.parse(response.json());
      expect(data.map((entry) => entry.scenario_id)).toEqual([otherScenario, scenarioId]);
      const scores = [weak, strong, middle].map((session) => Math.round(session.report.overall_score));
      expect(data[1]).toEqual({
        scenario_id: scenarioId,
        scenario_name: SCENARIO_NAME,
        sessions: 3,
        first_score: scores[0],
        best_score: Math.max(...scores),
        latest_score: scores[2],
        gain: scores[2]! - scores[0]!,
        points: [weak, strong, middle].map((session) => ({
          conversation_id: session.id,
          started_at: session.report.started_at,
          ended_at: session.report.ended_at,
          score: Math.round(session.report.overall_score),
          passed: session.report.passed,
        })),
      });
      expect(strong.report.overall_score).toBeGreaterThan(weak.report.overall_score);
      expect(data[0]).toMatchObject({ sessions: 1, gain: 0, first_score: Math.round(lone.report.overall_score), points: [{ conversation_id: lone.id }] });

      // Each skill (criterion, by name) over the sessions that scored it, with its latest score and level and the change.
      const { skills } = ProgressAnswerSchema.parse(response.json());
      const sessionsInOrder = [weak, strong, middle, lone];
      const expectedNames = new Set(sessionsInOrder.flatMap((session) => session.report.criteria.filter((criterion) => criterion.score !== null).map((criterion) => criterion.name)));
      expect(skills.length).toBeGreaterThan(0);
      expect(new Set(skills.map((skill) => skill.name))).toEqual(expectedNames);
      for (const skill of skills) {
        const scored = sessionsInOrder.flatMap((session) => {
          const criterion = session.report.criteria.find((item) => item.name === skill.name && item.score !== null);
          return criterion ? [{ id: session.id, score: Math.round(criterion.score!), level: criterion.level }] : [];
        });
        expect(skill.points.map((point) => [point.conversation_id, point.score])).toEqual(scored.map((item) => [item.id, item.score]));
        expect(skill).toMatchObject({
          sessions: scored.length,
          first_score: scored[0]!.score,
          latest_score: scored.at(-1)!.score,
          latest_level: scored.at(-1)!.level,
          change: scored.length > 1 ? scored.at(-1)!.score - scored.at(-2)!.score : null,
        });
      }
      // Another person sees none of these skills.
      const stranger = await signUp(ctx);
      expect(ProgressAnswerSchema.parse((await get(ctx.app, stranger.cookies, '/conversations/progress')).json()).skills).toEqual([]);
    });

    it('downloads the transcript as an attached text file with a header and timed lines', async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const id = await startSession(ctx.app, me, scenarioId);
      await say(ctx.app, me, id, 'Line one of mine.\nAnd its second line.');
      const conversation = await readConversation(ctx.app, me, id);
      const response = await get(ctx.app, me.cookies, `/conversations/${id}/transcript`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const day = conversation.started_at.slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Transcript - ${SCENARIO_NAME} - ${day}.txt"; filename*=UTF-8''${encodeURIComponent(`Transcript - ${SCENARIO_NAME} - ${day}.txt`)}`,
      );
      const lines = response.body.split('\n');
      expect(lines.slice(0, 4)).toEqual([`Scenario: ${SCENARIO_NAME}`, expect.stringMatching(/^Date: \d{4}-\d\d-\d\d \d\d:\d\d UTC$/), 'Mode: Text', 'Character: Maria Keller']);
      const timed = lines.filter((line) => /^\[\d\d:\d\d\] /.test(line));
      expect(timed).toEqual([
        expect.stringMatching(/^\[\d\d:\d\d\] Maria Keller: \S/),
        expect.stringMatching(/^\[\d\d:\d\d\] You: Line one of mine\.$/),
        expect.stringMatching(/^\[\d\d:\d\d\] Maria Keller: \S/),
      ]);
      expect(lines).toContain('    And its second line.');
      expect(timed[0]).toContain(conversation.messages[0]!.content.split('\n')[0]);
    });

    it("downloads the transcript as a PDF with the report's headline: scenario, date, score, pass or not, each criterion's level", async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const { id, report } = await gradedSession(ctx.app, me, scenarioId);
      const response = await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/transcript.pdf`, headers: { cookie: me.cookies } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const day = report.started_at.slice(0, 10);
      expect(response.headers['content-disposition']).toContain(`filename="Transcript - ${SCENARIO_NAME} - ${day}.pdf"`);
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf.endsWith('%%EOF\n')).toBe(true);
      const shown = [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1]!.replaceAll(/\\(.)/g, '$1')).join('\n');
      expect(shown).toContain(SCENARIO_NAME);
      expect(shown).toMatch(/Date: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(shown).toContain(`Score: ${Math.round(report.overall_score)}/100 \xb7 ${report.passed ? 'Passed' : 'Not passed'} (pass mark ${report.pass_mark})`);
      for (const criterion of report.criteria) {
        expect(shown).toContain(criterion.relevant ? `${criterion.name}: ${criterion.level} (${Math.round(criterion.score!)}/100)` : `${criterion.name}: Not relevant`);
      }
      // The learner's words, wrapped over lines: every word is there, in order.
      expect(shown.replaceAll(/\s+/g, ' ')).toContain(STRONG_LINES[0]!.replaceAll(/\s+/g, ' ').replaceAll('’', '\x92'));
      expect(shown).toMatch(/Page 1 of \d+/);
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

    it("stores a quick scenario with its category's sample rubric", async () => {
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
      expect(row!.rubricId).toBe(sampleRubricIdFor(row!.categories));
      const { report } = await gradedSession(ctx.app, me, scenarioId, STRONG_LINES.slice(0, 2));
      expect(report.rubric.id).toBe(row!.rubricId);
    });
  });
}

