// The scripted-learner suite: in every sample scenario a strong and a weak learner hold a conversation through the
// real routes (start, six turns, end, the grading job, the report) with the offline engines. The strong one must score
// at least 25 points higher, every relevant criterion of both must quote the learner's own lines, and the same
// transcript graded twice must give the same report (the strong one's in every other scenario, the weak one's in the
// rest, so both kinds of conversation are repeated across the suite and none is held three times for it).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/conversations.ts';
import { ReportSchema, type Report } from '../../../shared/contracts/reports.ts';
import { SAMPLE_SCENARIOS_TO_PLAY, SCRIPTED_LEARNERS } from '../../test/scripted-learners.ts';
import { registerAndLogin, waitForJobStatus, type TestContext, useTestApp } from '../../test/test-app.ts';

const MIN_LEAD = 25;
// Three sessions per scenario (one learner twice), ten credits each, with room to spare.
const CREDITS = '1000';

type App = TestContext['app'];

interface Session {
  id: string;
  jobId: string;
}

function post(app: App, cookies: string, url: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });
}

function get(app: App, cookies: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: cookies } });
}

/** Start, say every line (the character answers each), end: the grading job's id. */
async function holdConversation(app: App, cookies: string, scenarioId: string, lines: readonly string[]): Promise<Session> {
  const started = await post(app, cookies, '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().data.id as string;
  for (const message of lines) {
    const reply = await post(app, cookies, '/conversational/roleplay-chat', { scenario_conv_list_id: id, message });
    // A character who walked away takes no more lines: the learner ends the session, as the page offers.
    if (reply.statusCode === 409 && /ended the conversation/.test(reply.body)) break;
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
  }
  const ended = await post(app, cookies, `/conversations/${id}/end`);
  expect(ended.statusCode, ended.body).toBe(202);
  return { id, jobId: ended.json().jobId as string };
}

async function readGraded(app: App, cookies: string, session: Session): Promise<{ report: Report; conversation: Conversation }> {
  const status = await waitForJobStatus(app, `/conversations/job-status-grade/${session.jobId}`, cookies, 30_000);
  expect(status).toEqual({ jobStatus: 'Completed', result: { conversation_id: session.id }, failedReason: null });
  const report = await get(app, cookies, `/conversations/${session.id}/report`);
  expect(report.statusCode, report.body).toBe(200);
  const conversation = await get(app, cookies, `/conversations/${session.id}`);
  return { report: ReportSchema.parse(report.json()), conversation: conversation.json() as Conversation };
}

/**
 * Every relevant criterion quotes at least one line, unless it says the behaviour was not shown and nothing in the
 * conversation called for it (then no line of the learner's is the moment it was missed); every quote is part of one
 * of the learner's own lines.
 */
function expectLearnerEvidence({ report, conversation }: { report: Report; conversation: Conversation }, label: string): void {
  const learnerLines = new Map(conversation.messages.filter((message) => message.role === 'learner').map((message) => [message.id, message.content]));
  // A character may walk away from a pushy learner early, and then takes no more lines.
  expect(learnerLines.size, label).toBeGreaterThanOrEqual(label === 'weak' ? 2 : 5);
  expect(report.criteria.some((criterion) => criterion.relevant), label).toBe(true);
  for (const criterion of report.criteria) {
    if (!criterion.relevant) {
      expect(criterion, `${label}: ${criterion.name}`).toMatchObject({ score: null, level: null, evidence: [] });
      continue;
    }
    if (criterion.evidence.length === 0) expect(criterion.feedback, `${label}: ${criterion.name} cites no line only for a behaviour not shown`).toMatch(/^You did not [^"]*\.(?: Next time\b|$)/);
    for (const { message_id, quote } of criterion.evidence) {
      expect(learnerLines.get(message_id), `${label}: ${criterion.name}`).toContain(quote);
    }
  }
}

/** The report without what differs between two sessions of the same transcript: ids, times, and quotes by line number. */
function comparable({ report, conversation }: { report: Report; conversation: Conversation }) {
  const position = new Map(conversation.messages.map((message, index) => [message.id, index]));
  const { conversation_id: _id, started_at: _started, ended_at: _ended, graded_at: _graded, duration_seconds: _duration, ended_by_character: ended, ...rest } = report;
  return {
    ...rest,
    ended_by_character: ended ? { ...ended, line: ended.line ? { quote: ended.line.quote, line: position.get(ended.line.message_id) } : null } : null,
    // What was uncovered names messages by id too: compared by their place in the transcript.
    uncovered: JSON.parse(JSON.stringify(report.uncovered ?? null, (key, value: unknown) => (key === 'message_id' || key === 'reply_id' ? position.get(value as string) : value))) as unknown,
    criteria: report.criteria.map((criterion) => ({
      ...criterion,
      evidence: criterion.evidence.map(({ message_id, quote }) => ({ line: position.get(message_id), quote })),
    })),
  };
}

describe('[COACHING] scripted learners in every sample scenario, graded offline through the routes', () => {
  const ctx = useTestApp(undefined, { WELCOME_CREDITS: CREDITS, AI_OFFLINE_STREAM_DELAY_MS: '0' });
  let cookies: string;
  beforeAll(async () => {
    cookies = (await registerAndLogin(ctx.app)).cookies;
  });

  it('has a script for every sample scenario', () => {
    expect(Object.keys(SCRIPTED_LEARNERS).sort()).toEqual(SAMPLE_SCENARIOS_TO_PLAY.map((scenario) => scenario.id).sort());
  });

  SAMPLE_SCENARIOS_TO_PLAY.forEach((scenario, index) => {
    const repeated = index % 2 === 0 ? 'strong' : 'weak';
    it(`${scenario.name}: the strong learner leads by ${MIN_LEAD}+ points, both are graded on their own lines, and the ${repeated} one's repeat grades the same`, async () => {
      const script = SCRIPTED_LEARNERS[scenario.id]!;
      // Held one after another, graded together: the jobs run while the next conversation is held.
      const sessions: Session[] = [];
      for (const lines of [script.strong, script.weak, script[repeated]]) sessions.push(await holdConversation(ctx.app, cookies, scenario.id, lines));
      const [strong, weak, again] = await Promise.all(sessions.map((session) => readGraded(ctx.app, cookies, session)));

      expect(strong!.report.grader.engine).toBe('offline');
      expect(strong!.report.rubric.id).toBe(scenario.rubricId);
      expect(strong!.report.overall_score, `strong ${strong!.report.overall_score}, weak ${weak!.report.overall_score}`).toBeGreaterThanOrEqual(
        weak!.report.overall_score + MIN_LEAD,
      );
      expectLearnerEvidence(strong!, 'strong');
      expectLearnerEvidence(weak!, 'weak');
      expect(comparable(again!)).toEqual(comparable(repeated === 'strong' ? strong! : weak!));
    }, 120_000);
  });
});
