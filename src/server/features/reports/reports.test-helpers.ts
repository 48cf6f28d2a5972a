// What the report route tests share: people with credits, a whole session through the routes (start, lines, end,
// grading), the reads of its report and history, and the report's rules that every graded report must keep.
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Conversation } from '../../../shared/contracts/conversations.ts';
import { ConversationListAnswerSchema, ReportSchema, type ConversationListItem, type Report } from '../../../shared/contracts/reports.ts';
import { creditEntries, scenarios } from '../../db/schema.ts';
import { buildRubric, buildScenario } from '../../test/builders.ts';
import { waitForJobStatus, type TestContext, useTestApp, signUpPerson } from '../../test/test-app.ts';

export type App = TestContext['app'];
export interface Person {
  cookies: string;
  userId: string;
  email: string;
}

export const SCENARIO_NAME = 'Renewing the hospital contract';
export const STRONG_LINES = [
  'Thank you for making time today, Maria. What would a good outcome of this meeting look like for you?',
  'I understand the late delivery caused real problems for your wards. How did it affect your team?',
  'So if I heard you right, reliability matters more to you than price. Is that fair?',
  'Here is what I propose: a dedicated delivery slot each Monday and a penalty if we miss it. I will send the written plan by Friday.',
];

export async function signUp(ctx: TestContext, credits = 1000): Promise<Person> {
  const { account, cookies, userId } = await signUpPerson(ctx);
  if (credits > 0) await ctx.database.db.insert(creditEntries).values({ userId, amount: credits, reason: 'Test credits' });
  return { cookies, userId, email: account.email };
}

export function get(app: App, cookies: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: cookies } });
}

export function post(app: App, cookies: string, url: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });
}

export async function startSession(app: App, person: Person, scenarioId: string, mode: 'text' | 'speech' = 'text'): Promise<string> {
  const response = await post(app, person.cookies, '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode });
  if (response.statusCode !== 201) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  return response.json().data.id as string;
}

export async function say(app: App, person: Person, id: string, message: string, speechMs?: number): Promise<void> {
  const response = await post(app, person.cookies, '/conversational/roleplay-chat', {
    scenario_conv_list_id: id,
    message,
    ...(speechMs === undefined ? {} : { speech_ms: speechMs }),
  });
  if (response.statusCode !== 200) throw new Error(`chat answered ${response.statusCode}: ${response.body}`);
}

export async function endSession(app: App, person: Person, id: string): Promise<string> {
  const response = await post(app, person.cookies, `/conversations/${id}/end`);
  if (response.statusCode !== 202) throw new Error(`end answered ${response.statusCode}: ${response.body}`);
  return response.json().jobId as string;
}

export async function readReport(app: App, person: Person, id: string): Promise<Report> {
  const response = await get(app, person.cookies, `/conversations/${id}/report`);
  if (response.statusCode !== 200) throw new Error(`report answered ${response.statusCode}: ${response.body}`);
  return ReportSchema.parse(response.json());
}

/** A whole session through the routes: start, the learner's lines, end, and the grading job. */
export async function gradedSession(app: App, person: Person, scenarioId: string, lines: readonly string[] = STRONG_LINES): Promise<{ id: string; report: Report }> {
  const id = await startSession(app, person, scenarioId);
  for (const line of lines) await say(app, person, id, line);
  const jobId = await endSession(app, person, id);
  const status = await waitForJobStatus(app, `/conversations/job-status-grade/${jobId}`, person.cookies);
  expect(status).toEqual({ jobStatus: 'Completed', result: { conversation_id: id }, failedReason: null });
  return { id, report: await readReport(app, person, id) };
}

export async function readConversation(app: App, person: Person, id: string): Promise<Conversation> {
  return (await get(app, person.cookies, `/conversations/${id}`)).json() as Conversation;
}

export async function listAll(app: App, person: Person, query = ''): Promise<ConversationListItem[]> {
  return ConversationListAnswerSchema.parse((await get(app, person.cookies, `/conversations?limit=100${query}`)).json()).data;
}

/** The report's rules, whatever the grader said: verbatim learner quotes, the not-relevant rule, the weighting and pass/fail. */
export function expectReportRules(report: Report, conversation: Conversation): void {
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

/** The two people every report route test starts from, each with credits. */
export interface ReportPeople {
  me: Person;
  other: Person;
}

/**
 * Call inside a `describe`: starts the app on `url` and signs up two people before the tests, handing them to
 * `receive`; answers the app and ownScenarioWithRubric, a scenario of the person's own graded against a rubric of theirs.
 */
export function useReportRoutes(url: string | undefined, receive: (people: ReportPeople) => void = () => undefined) {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' });
  beforeAll(async () => {
    receive({ me: await signUp(ctx), other: await signUp(ctx) });
  });

  async function ownScenarioWithRubric(person: Person) {
    const rubric = await buildRubric(ctx.database.db, { userId: person.userId });
    const scenario = await buildScenario(ctx.database.db, { userId: person.userId });
    await ctx.database.db.update(scenarios).set({ rubricId: rubric.id }).where(eq(scenarios.id, scenario.id));
    return { rubric, scenarioId: scenario.id };
  }

  return { ctx, ownScenarioWithRubric };
}
