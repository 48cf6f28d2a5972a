// Roleplay sessions: starting one (credits), reading it back, the learner's turns, a cut-short reply, and ending it.
// Shared by the session pages and the server routes.
import { z } from 'zod';
import { ReplyQueuedEventSchema, ReplyTextEventSchema } from './reply-events.ts';
import { CHAT_MESSAGE_MAX_LENGTH, ROLEPLAY_MODES } from './scenarios-constants.ts';
import { SESSION_LANGUAGES, SESSION_TIME_LIMIT_MAX_MINUTES } from './conversations-constants.ts';
import { requiredText, textField } from './text.ts';

export { SESSION_LANGUAGE_LABELS, SESSION_LANGUAGES, SESSION_TIME_LIMIT_MAX_MINUTES, type SessionLanguage } from './conversations-constants.ts';
export const CONVERSATION_STATUSES = ['active', 'ended'] as const;
export const CONVERSATION_ROLES = ['character', 'learner'] as const;
/**
 * The response header of `POST /conversational/roleplay-chat` naming the reply's message id (for an interruption), when
 * the reply is answered as plain text; as events, `TurnStartedEvent` names it.
 */
export const REPLY_ID_HEADER = 'engram-reply-id';

const conversationId = (label = 'Conversation id') =>
  z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? `${label} is required.` : `${label} is not valid.`) });

/** `POST /assessment/scenario-conversation/create`: debits the session's credits and opens the conversation. */
export const CreateConversationInputSchema = z.object({
  scenario_id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Scenario id is required.' : 'Scenario id is not valid.') }),
  mode: z.enum(ROLEPLAY_MODES, { error: 'Mode must be "speech" or "text".' }).default('speech'),
  time_limit_minutes: z
    .number({ error: 'Time limit must be a whole number of minutes.' })
    .int('Time limit must be a whole number of minutes.')
    .min(1, 'Time limit must be at least 1 minute.')
    .max(SESSION_TIME_LIMIT_MAX_MINUTES, `Time limit must be at most ${SESSION_TIME_LIMIT_MAX_MINUTES} minutes.`)
    .nullish()
    .transform((value) => value ?? null),
  language: z.enum(SESSION_LANGUAGES, { error: 'Language must be "en-US" or "id-ID".' }).optional(),
});
export type CreateConversationInput = z.input<typeof CreateConversationInputSchema>;

/** `GET /assessment/scenario-conversation/funds?scenario_id=`: who would pay for a session of the scenario started now. */
export const SessionFundsQuerySchema = CreateConversationInputSchema.pick({ scenario_id: true });
export const SessionFundsSchema = z.object({
  /** The person's own credits, or an organisation's (its shared library's scenario, or its workspace chosen in the header). */
  payer: z.enum(['personal', 'organization']),
  /** The organisation that pays; null when the person does. */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  balance: z.number().int(),
  session_cost: z.number().int(),
  /** What a start would answer (402) while the balance is short: which balance and how to get credits; null otherwise. */
  short_message: z.string().nullable(),
});
export type SessionFunds = z.infer<typeof SessionFundsSchema>;

export const CreateConversationAnswerSchema = z.object({ data: z.object({ id: z.string() }) });
export type CreateConversationAnswer = z.infer<typeof CreateConversationAnswerSchema>;

export const ConversationParamsSchema = z.object({ id: conversationId() });
export const ConversationMessageParamsSchema = z.object({ id: conversationId(), messageId: conversationId('Message id') });

export const ConversationMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CONVERSATION_ROLES),
  content: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** A character's line cut short: the learner spoke over it or left; `content` is what was said. */
  interrupted: z.boolean(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** Which scenario a session practised, and how: the same in the session, its report and the history list. */
export const sessionScenarioFields = {
  /** Null once the scenario is deleted; the name stays. */
  scenario_id: z.string().nullable(),
  scenario_name: z.string(),
  mode: z.enum(ROLEPLAY_MODES),
};

/** `GET /conversations/{id}`: the session and every line, oldest first; the first line is the character's. */
export const ConversationSchema = z.object({
  id: z.string(),
  ...sessionScenarioFields,
  language: z.enum(SESSION_LANGUAGES),
  status: z.enum(CONVERSATION_STATUSES),
  started_at: z.string(),
  /** When the timer runs out; null without a timer. */
  ends_at: z.string().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  ended_at: z.string().nullable(),
  /**
   * The character's line that ended the conversation (the character walked away): the session takes no more turns and
   * can only be ended; null while the character has not ended it.
   */
  character_ended_message_id: z.string().nullable(),
  /** The character as it was when the session started. */
  character: z.object({ name: z.string(), gender: z.string(), age: z.string(), occupation: z.string() }),
  messages: z.array(ConversationMessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `POST /conversational/roleplay-chat`: the learner's line; the character's reply streams back as text/plain. */
export const RoleplayChatInputSchema = z.object({
  scenario_conv_list_id: conversationId(),
  message: requiredText('Message', CHAT_MESSAGE_MAX_LENGTH),
  /** Speech mode: how long the learner spoke this line, in milliseconds (for words per minute in the report). */
  speech_ms: z
    .number({ error: 'Speech duration must be a whole number of milliseconds.' })
    .int('Speech duration must be a whole number of milliseconds.')
    .min(0, 'Speech duration must be 0 or more.')
    .max(600_000, 'Speech duration must be at most 10 minutes.')
    .optional(),
});
export type RoleplayChatInput = z.infer<typeof RoleplayChatInputSchema>;

/** Just before the reply's first words (after `queued`, when the reply waited): the learner's line is saved, and the reply has an id. */
export const TurnStartedEventSchema = z.object({
  type: z.literal('started'),
  learner: ConversationMessageSchema,
  /** The reply's message id, for an interruption while it streams. */
  reply_id: z.string(),
});
export type TurnStartedEvent = z.infer<typeof TurnStartedEventSchema>;

/**
 * A turn's last event, once the reply is saved: both lines as `GET /conversations/{id}` now answers them, and what the
 * turn changed in the session, so the page needs no second read. A stream that ends without it was cut short.
 */
export const TurnSavedEventSchema = z.object({
  type: z.literal('saved'),
  learner: ConversationMessageSchema,
  /** Null when the reply ended before its first word (nothing of it is kept). */
  reply: ConversationMessageSchema.nullable(),
  /** As in `Conversation`: set once the character has walked away, after which the session takes no more turns. */
  character_ended_message_id: z.string().nullable(),
  /** The turns the session may still take. */
  turns_left: z.number().int(),
});
export type TurnSavedEvent = z.infer<typeof TurnSavedEventSchema>;

/**
 * `POST /conversational/roleplay-chat` asked for events (`Accept: application/x-ndjson`): `queued` when the reply waits
 * for its turn on a busy model, started, the reply's text, saved.
 */
export const TurnEventSchema = z.discriminatedUnion('type', [ReplyQueuedEventSchema, TurnStartedEventSchema, ReplyTextEventSchema, TurnSavedEventSchema]);
export type TurnEvent = z.infer<typeof TurnEventSchema>;

/**
 * `POST /conversations/{id}/messages/{messageId}/interrupt`: the learner spoke over the character; the reply is
 * kept as far as it was said (its first `spoken_characters` characters) and marked interrupted.
 */
export const InterruptReplyInputSchema = z.object({
  spoken_characters: z
    .number({ error: 'Spoken characters must be a whole number.' })
    .int('Spoken characters must be a whole number.')
    .min(0, 'Spoken characters must be 0 or more.')
    .max(1_000_000, 'Spoken characters is too large.'),
});
export type InterruptReplyInput = z.infer<typeof InterruptReplyInputSchema>;
export const InterruptReplyAnswerSchema = z.object({ data: ConversationMessageSchema });

/**
 * `POST /conversations/{id}/end` answers the grading job; ending twice answers the same job. A session in which the
 * learner said nothing is not graded (its credits are refunded): `jobId` is null and `grading` is `not_graded`.
 */
export const EndConversationAnswerSchema = z.object({ jobId: z.string().nullable(), grading: z.enum(['grading', 'not_graded']) });
export type EndConversationAnswer = z.infer<typeof EndConversationAnswerSchema>;

/** `POST /conversational/vibes-check/ended`: whether the character's last Vibes Check reply ended the conversation. */
export const VibesCheckEndedInputSchema = z.object({
  scenario_id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Scenario id is required.' : 'Scenario id is not valid.') }),
  reply: textField('Reply').max(CHAT_MESSAGE_MAX_LENGTH, `Reply must be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
});
export type VibesCheckEndedInput = z.infer<typeof VibesCheckEndedInputSchema>;
/** `message` says so in words ("Marcus Reid ended the conversation."); null while the conversation goes on. */
export const VibesCheckEndedAnswerSchema = z.object({ ended: z.boolean(), message: z.string().nullable() });
export type VibesCheckEndedAnswer = z.infer<typeof VibesCheckEndedAnswerSchema>;

/** A Vibes Check's last event, once the reply has ended: whether it ended the conversation (as `/vibes-check/ended` answers). */
export const VibesCheckDoneEventSchema = z.object({ type: z.literal('done'), ...VibesCheckEndedAnswerSchema.shape });
export type VibesCheckDoneEvent = z.infer<typeof VibesCheckDoneEventSchema>;

/**
 * `POST /conversational/vibes-check` asked for events (`Accept: application/x-ndjson`): `queued` when the reply waits
 * for its turn on a busy model, the reply's text, then done.
 */
export const VibesCheckEventSchema = z.discriminatedUnion('type', [ReplyQueuedEventSchema, ReplyTextEventSchema, VibesCheckDoneEventSchema]);
export type VibesCheckEvent = z.infer<typeof VibesCheckEventSchema>;
