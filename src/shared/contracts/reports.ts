// The graded report of a roleplay session, the history of sessions and the learner's progress. Shared by the report,
// history and progress pages and the server routes.
import { z } from 'zod';
import { CONVERSATION_STATUSES, SESSION_LANGUAGES, sessionScenarioFields } from './conversations.ts';
import { PassMarkSchema, RubricCriterionSchema } from './rubrics.ts';
import { textField } from './text.ts';
import { HISTORY_PAGE_DEFAULT_LIMIT } from './reports-constants.ts';

// Defined beside the rubric contract, whose edit form sets it too.
export { DEFAULT_PASS_MARK } from './rubrics-constants.ts';
export const HISTORY_PAGE_MAX_LIMIT = 100;

export const ReportEvidenceSchema = z.object({
  /** The learner's message the quote is from. */
  message_id: z.string(),
  /** A verbatim part of that message (checked by the server). */
  quote: z.string(),
});
export type ReportEvidence = z.infer<typeof ReportEvidenceSchema>;

export const ReportCriterionSchema = z.object({
  name: z.string(),
  /** Percent of the rubric; the relevant criteria's weights are renormalised for the overall score. */
  weight: z.number(),
  /** False when the conversation never touched it: then score and level are null and it is left out of the weighting. */
  relevant: z.boolean(),
  score: z.number().min(0).max(100).nullable(),
  /** The rubric's performance level the score falls in. */
  level: z.string().nullable(),
  evidence: z.array(ReportEvidenceSchema),
  feedback: z.string(),
  /** What the learner could have said instead, when there is something to improve. */
  better_line: z.string().nullable(),
});
export type ReportCriterion = z.infer<typeof ReportCriterionSchema>;

/** How the learner talked, computed in code from the transcript. */
export const DeliverySchema = z.object({
  /** The learner's share of all words said, 0..1. */
  learner_talk_share: z.number().min(0).max(1),
  questions_asked: z.number().int().min(0),
  open_questions: z.number().int().min(0),
  filler_words: z.number().int().min(0),
  /** Speech mode only (from the recordings' lengths); null in text mode or when unknown. */
  words_per_minute: z.number().nullable(),
  longest_monologue_words: z.number().int().min(0),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** A learner line that did something: its message and a verbatim sentence of it. */
export const UncoveredLineSchema = z.object({ message_id: z.string(), quote: z.string() });
export type UncoveredLine = z.infer<typeof UncoveredLineSchema>;

/** What the learner drew out of the character's brief, computed in code from the transcript for every engine. */
export const UncoveredSchema = z.object({
  /** Facts (and hidden facts) the character gave in answer to the learner, each with the line that asked. */
  facts: z.array(
    z.object({
      topic: z.string(),
      /** Kept back until asked well (an open question, or empathy first). */
      hidden: z.boolean(),
      /** What the character knows on the topic, as the brief says it. */
      answer: z.string(),
      line: UncoveredLineSchema,
      /** The character's reply that gave it. */
      reply_id: z.string(),
    }),
  ),
  /**
   * The brief's facts and hidden facts the learner did not draw out: no line of theirs on the topic got the fact in the
   * next reply; `given` when the character told it anyway, unasked. Absent from reports graded before it was listed.
   */
  missed_facts: z.array(z.object({ topic: z.string(), hidden: z.boolean(), given: z.boolean() })).optional(),
  /** Objections the character raised or the learner answered; `line` is the learner's line that resolved it, null if none. */
  objections: z.array(z.object({ objection: z.string(), resolved_by: z.string(), raised: z.boolean(), line: UncoveredLineSchema.nullable() })),
  outcome: z.object({
    /** What the character would agree to: "a pilot meeting on Tuesday". */
    agreement: z.string(),
    /** Every requirement was covered and the character agreed. */
    reached: z.boolean(),
    /** The learner's line the character agreed to; null when not reached. */
    line: UncoveredLineSchema.nullable(),
    requirements: z.array(z.object({ label: z.string(), line: UncoveredLineSchema.nullable() })),
  }),
});
export type Uncovered = z.infer<typeof UncoveredSchema>;

/** `GET /conversations/{id}/report`. */
export const ReportSchema = z.object({
  conversation_id: z.string(),
  ...sessionScenarioFields,
  language: z.enum(SESSION_LANGUAGES),
  started_at: z.string(),
  ended_at: z.string(),
  duration_seconds: z.number().int().min(0),
  overall_score: z.number().min(0).max(100),
  pass_mark: z.number().int().min(0).max(100),
  passed: z.boolean(),
  /** One sentence on the whole session (what went well, what to do next). */
  summary: z.string(),
  criteria: z.array(ReportCriterionSchema),
  delivery: DeliverySchema,
  /** What the learner drew out of the character's brief; absent from reports graded before briefs existed. */
  uncovered: UncoveredSchema.optional(),
  /**
   * The character ended the conversation (walked away) after the learner's `line` (null when it ended before the learner
   * said anything); absent when the character did not, and from reports graded before this was recorded.
   */
  ended_by_character: z.object({ name: z.string(), line: UncoveredLineSchema.nullable() }).optional(),
  /** The rubric as it was graded: editing or deleting it later changes no report. */
  rubric: z.object({ id: z.string().nullable(), title: z.string(), criteria: z.array(RubricCriterionSchema) }),
  grader: z.object({ engine: z.string(), prompt_version: z.string() }),
  graded_at: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

/**
 * Why `GET /conversations/{id}/report` has no report to answer: `grading` (under way), `failed` (retry with
 * `POST /conversations/{id}/grade`), `not_ended` (the session is still open), `not_graded` (nothing was said, so there
 * was nothing to grade and its credits were refunded).
 */
export const REPORT_UNAVAILABLE_STATUSES = ['grading', 'failed', 'not_ended', 'not_graded'] as const;
export type ReportUnavailableStatus = (typeof REPORT_UNAVAILABLE_STATUSES)[number];

/**
 * The report route's 409: the readable `message` as every error has it, the typed `status`, and for `failed` and
 * `not_graded` the `reason` a page shows (without the message's "Grading failed:" or "Not graded:" framing).
 */
export const ReportUnavailableSchema = z.discriminatedUnion('status', [
  z.object({ message: z.string(), status: z.literal('grading') }),
  z.object({ message: z.string(), status: z.literal('not_ended') }),
  z.object({ message: z.string(), status: z.literal('failed'), reason: z.string() }),
  z.object({ message: z.string(), status: z.literal('not_graded'), reason: z.string() }),
]);
export type ReportUnavailable = z.infer<typeof ReportUnavailableSchema>;

/** The grading job's queue, as its events on `GET /events` name it (`{ type: 'job', queue, jobStatus }`). */
export const GRADE_JOB_NAME = 'conversations.grade';

/** The `result` of a completed grading job. */
export const GradeJobResultSchema = z.object({ conversation_id: z.string() });

export const ConversationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(HISTORY_PAGE_MAX_LIMIT, `Limit must be at most ${HISTORY_PAGE_MAX_LIMIT}.`)
    .default(HISTORY_PAGE_DEFAULT_LIMIT),
  /** The `next_cursor` of the previous page. */
  cursor: textField('Cursor').max(200, 'Cursor is not valid.').optional(),
  scenario_id: z.uuid({ error: 'Scenario id is not valid.' }).optional(),
});
export type ConversationListQuery = z.input<typeof ConversationListQuerySchema>;

/** `not_graded`: the learner said nothing, so the session was not graded and its credits were refunded. */
export const GRADING_STATUSES = ['not_ended', 'grading', 'graded', 'failed', 'not_graded'] as const;

export const ConversationListItemSchema = z.object({
  id: z.string(),
  ...sessionScenarioFields,
  status: z.enum(CONVERSATION_STATUSES),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  overall_score: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Where its grading stands; `failed` can be retried from the report page. */
  grading: z.enum(GRADING_STATUSES),
});
export type ConversationListItem = z.infer<typeof ConversationListItemSchema>;

/** `GET /conversations`: newest first. */
export const ConversationListAnswerSchema = z.object({ data: z.array(ConversationListItemSchema), next_cursor: z.string().nullable() });
export type ConversationListAnswer = z.infer<typeof ConversationListAnswerSchema>;

/** `POST /rubrics/pass-mark`: the owner changes a rubric's pass mark (future reports only). */
export const UpdatePassMarkInputSchema = z.object({
  id: z.uuid({ error: 'Rubric id is not valid.' }),
  pass_mark: PassMarkSchema,
});
export type UpdatePassMarkInput = z.infer<typeof UpdatePassMarkInputSchema>;

/** `GET /conversations/progress`: per scenario, the graded sessions' scores over time. */
export const ScenarioProgressSchema = z.object({
  scenario_id: z.string().nullable(),
  scenario_name: z.string(),
  sessions: z.number().int(),
  first_score: z.number(),
  best_score: z.number(),
  latest_score: z.number(),
  /** Latest minus first. */
  gain: z.number(),
  /** `started_at` is the session's time, as History shows it; `ended_at` orders the points. */
  points: z.array(z.object({ conversation_id: z.string(), started_at: z.string(), ended_at: z.string(), score: z.number(), passed: z.boolean() })),
});
export type ScenarioProgress = z.infer<typeof ScenarioProgressSchema>;

/**
 * One skill (a rubric criterion, grouped by name across rubrics and scenarios) over the graded sessions that scored
 * it: sessions where it was not relevant are left out.
 */
export const SkillProgressSchema = z.object({
  name: z.string(),
  sessions: z.number().int(),
  first_score: z.number(),
  latest_score: z.number(),
  /** The level the latest score fell in. */
  latest_level: z.string().nullable(),
  /** Latest minus the session before it; null after one session. */
  change: z.number().nullable(),
  /** Oldest first. */
  points: z.array(z.object({ conversation_id: z.string(), started_at: z.string(), scenario_name: z.string(), score: z.number(), level: z.string().nullable() })),
});
export type SkillProgress = z.infer<typeof SkillProgressSchema>;

export const ProgressAnswerSchema = z.object({
  data: z.array(ScenarioProgressSchema),
  /** Per skill, the latest-practised first. */
  skills: z.array(SkillProgressSchema),
});
export type ProgressAnswer = z.infer<typeof ProgressAnswerSchema>;
