// Grades an ended session: the transcript against the scenario's rubric as it is now, by the grade-conversation AI
// task at temperature 0; the quotes, the arithmetic and pass/fail are applied in code (score-report.ts). The report is
// stored with the rubric snapshot, the pass mark and the prompt version, so later rubric changes touch no report.
import { z } from 'zod';
import { RubricContentShapeSchema, type RubricContent } from '../../../shared/contracts/rubrics.ts';
import { orderLevelEntries, orderLevelNames } from '../../../shared/contracts/rubric-rules.ts';
import { sampleRubricIdFor } from '../../../shared/contracts/rubrics-constants.ts';
import { GRADE_JOB_NAME, type Report } from '../../../shared/contracts/reports.ts';
import { GRADER_PROMPT_VERSION } from '../../ai/tasks/grade-conversation/prompt.ts';
import type { GradingInput, GradingOutput } from '../../ai/contracts/grade-conversation.ts';
import { buildReportScores } from '../../ai/tasks/grade-conversation/score-report.ts';
import { gradeConversationTask } from '../../ai/tasks/grade-conversation/task.ts';
import type { Db } from '../../db/client.ts';
import { AI_CALL_JOB_EXPIRY, DEFAULT_JOB_RETRY, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import type { SessionGrading } from '../feature-deps.ts';
import { createSessionRecords, durationSeconds, playableContextOf, type ConversationRow } from '../sessions/session-records.repository.ts';
import { findAccountLanguage } from '../users/account-records.repository.ts';
import { createReportsRepository, type GradingRubricRow } from './reports.repository.ts';

/** Lines a report grades: far more than a timed session holds. */
const GRADED_MESSAGES_LIMIT = 1000;
export const GRADING_STOPPED_REASON = 'The grading stopped before it finished';
const RUBRIC_MISSING_REASON = 'There is no rubric to grade this session against';
const RUBRIC_UNREADABLE_REASON = 'The rubric of this scenario could not be read';

/**
 * The rubric a session is graded against, as it is now: its scenario's, or the copy the scenario kept of it when it was
 * deleted; when the scenario is gone, or it never had one, the sample rubric of the scenario's first category that has one, else the first sample.
 */
export async function resolveGradingRubric(db: Db, conversation: Pick<ConversationRow, 'scenarioId'>): Promise<GradingRubricRow> {
  const repository = createReportsRepository(db);
  const scenario = conversation.scenarioId ? await repository.findScenarioGrading(conversation.scenarioId) : undefined;
  const own = scenario?.rubricId
    ? await repository.findGradingRubric(scenario.rubricId)
    : scenario?.rubricCopy
      ? { id: null, ...scenario.rubricCopy }
      : undefined;
  const rubric = own ?? (await repository.findGradingRubric(sampleRubricIdFor(scenario?.categories ?? [])));
  if (!rubric) throw new PermanentJobError(RUBRIC_MISSING_REASON);
  return rubric;
}

function readRubricContent(rubric: GradingRubricRow): RubricContent {
  const content = RubricContentShapeSchema.safeParse(rubric.content);
  if (!content.success) throw new PermanentJobError(RUBRIC_UNREADABLE_REASON);
  return content.data;
}

/** The criteria as the grader reads them: each criterion's levels best first. */
function toGradingCriteria(content: RubricContent): GradingInput['rubric']['criteria'] {
  const order = orderLevelNames(content.performance_levels_summary);
  return content.criteria.map((criterion) => ({
    name: criterion.criterion_name,
    weight: criterion.weight,
    levels: orderLevelEntries(criterion.performance_levels, order).map(([name, description]) => ({ name, description })),
  }));
}

/** Longest learner line a report quotes whole as the line the character ended the conversation after. */
const ENDED_AFTER_QUOTE_MAX = 300;

/**
 * Who ended the conversation and after which learner line, when the character walked away (the session recorded
 * the character's line that did it); undefined when it did not.
 */
export function endedByCharacter(
  conversation: Pick<ConversationRow, 'characterEndedMessageId' | 'context'>,
  messages: readonly { id: string; role: string; content: string }[],
): Report['ended_by_character'] {
  const endedAt = messages.findIndex((message) => message.id === conversation.characterEndedMessageId);
  if (!conversation.characterEndedMessageId || endedAt < 0) return undefined;
  const before = messages.slice(0, endedAt).findLast((message) => message.role === 'learner' && message.content.trim() !== '');
  const said = before?.content.trim().replaceAll(/\s+/g, ' ') ?? '';
  const quote = said.length > ENDED_AFTER_QUOTE_MAX ? `${said.slice(0, ENDED_AFTER_QUOTE_MAX - 1).replace(/\s+\S*$/, '')}…` : said;
  return { name: conversation.context.character.name.trim() || 'The character', line: before ? { message_id: before.id, quote } : null };
}

/** What a failed try tells the learner: the reason of a failure we understand, else a plain sentence without internals. */
function readableGradingError(error: unknown): string {
  if (error instanceof Error && (error instanceof PermanentJobError || error.name === 'AiError') && error.message) return error.message.replace(/[.\s]+$/, '');
  return GRADING_STOPPED_REASON;
}

export const gradeConversationJob = defineJob({
  name: GRADE_JOB_NAME,
  payload: z.object({ userId: z.uuid(), conversationId: z.uuid() }),
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, conversationId }, { db, ai, jobId, attempt }): Promise<{ conversation_id: string }> {
    const sessions = createSessionRecords(db);
    try {
      const conversation = await sessions.findOwnSession(userId, conversationId);
      if (!conversation) throw new PermanentJobError('This session no longer exists');
      // A retry after the report was stored has nothing left to do.
      if (await createReportsRepository(db).findOwnReport(userId, conversationId)) return { conversation_id: conversationId };

      const messages = (await sessions.listLines(conversationId, GRADED_MESSAGES_LIMIT)).filter((message) => message.content !== '');
      const rubric = await resolveGradingRubric(db, conversation);
      const content = readRubricContent(rubric);
      const { context } = conversation;
      const input: GradingInput = {
        scenario: { name: conversation.scenarioName, overview: context.overview, characterName: context.character.name },
        language: conversation.language,
        feedbackLanguage: await findAccountLanguage(db, userId),
        mode: conversation.mode,
        rubric: { title: content.rubric_title || rubric.name, criteria: toGradingCriteria(content) },
        glossary: context.glossary,
        brief: playableContextOf(conversation).brief,
        messages: messages.map((message) => ({ id: message.id, role: message.role, content: message.content, speech_ms: message.speechMs })),
        characterEndedMessageId: conversation.characterEndedMessageId,
      };
      // Nothing said, nothing to judge: the report says so without a model call (score-report.ts writes it).
      const hasLearnerWords = input.messages.some((message) => message.role === 'learner' && /[\p{L}\p{N}]/u.test(message.content));
      const grader = await ai.engine('grading');
      const output: GradingOutput = hasLearnerWords ? await ai.generate(gradeConversationTask, input) : { summary: '', criteria: [] };
      const scored = buildReportScores(output, input, rubric.passMark);

      const endedBy = endedByCharacter(conversation, messages);
      const endedAt = conversation.endedAt ?? new Date();
      const gradedAt = new Date();
      const report: Report = {
        conversation_id: conversation.id,
        scenario_id: conversation.scenarioId,
        scenario_name: conversation.scenarioName,
        mode: conversation.mode,
        language: conversation.language,
        started_at: conversation.startedAt.toISOString(),
        ended_at: endedAt.toISOString(),
        duration_seconds: durationSeconds(conversation.startedAt, endedAt) ?? 0,
        overall_score: scored.overall_score,
        pass_mark: scored.pass_mark,
        passed: scored.passed,
        summary: scored.summary,
        criteria: scored.criteria,
        delivery: scored.delivery,
        ...(scored.uncovered ? { uncovered: scored.uncovered } : {}),
        ...(endedBy ? { ended_by_character: endedBy } : {}),
        rubric: { id: rubric.id, title: content.rubric_title || rubric.name, criteria: content.criteria },
        grader: { engine: grader.isOffline ? 'offline' : grader.modelLabel, prompt_version: GRADER_PROMPT_VERSION },
        graded_at: gradedAt.toISOString(),
      };
      await db.transaction(async (tx) => {
        await createReportsRepository(tx).saveReport({
          conversationId: conversation.id,
          userId,
          overallScore: report.overall_score,
          passed: report.passed,
          report,
          graderEngine: report.grader.engine,
          promptVersion: report.grader.prompt_version,
          gradedAt,
        });
        await createSessionRecords(tx).markGraded(conversation.id);
      });
      return { conversation_id: conversationId };
    } catch (error) {
      // Kept for the report page. A try that is the last one marks the session failed itself, guarded by its own job
      // id; onFailed covers a job the queue gave up on because the server stopped while it ran.
      await sessions.recordGradingError(conversationId, readableGradingError(error));
      if (error instanceof PermanentJobError || attempt >= DEFAULT_JOB_RETRY.limit) await sessions.markGradingFailed(conversationId, GRADING_STOPPED_REASON, jobId);
      throw error;
    }
  },
  async onFailed({ conversationId }, { db }) {
    await createSessionRecords(db).markGradingFailed(conversationId, GRADING_STOPPED_REASON);
  },
});

/** How the sessions feature queues an ended session's grading (app.ts hands it over as FeatureDeps.grading). */
export const sessionGrading: SessionGrading = {
  enqueue: (enqueue, session) => enqueue(gradeConversationJob, session),
};
