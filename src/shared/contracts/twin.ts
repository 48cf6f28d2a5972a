// The digital twin (an "Engram"): the twin itself, the interview's answers, the summary, the activity log and the chat's
// input. Shared by the onboarding and dashboard pages and the server's profile routes; twin-memories.ts,
// twin-heirs.ts and twin-public.ts hold the other rooms' schemas, twin-constants.ts the limits and lists without zod.
import { z } from 'zod';
import { TWIN_QUESTION_COUNT, TWIN_TOPICS } from '../twin-questions.ts';
import { limitedText, requiredText, textField } from './text.ts';
import { InterfaceLanguageSchema } from './users.ts';
import { TWIN_USERNAME_PATTERN, TWIN_USERNAME_RULE_MESSAGE, TWIN_NAME_MAX_LENGTH, TWIN_ANSWER_MAX_LENGTH, TWIN_SUMMARY_TAGS_MAX, TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH, TWIN_CHAT_MESSAGE_MAX_LENGTH, TWIN_CHAT_MESSAGES_MAX, TWIN_VISIBILITIES, TWIN_RELEASE_RULES, TWIN_ONCHAIN_STATUSES, TWIN_SOURCE_PATTERN, TWIN_USERNAME_AVAILABILITIES, TWIN_ANSWER_VISIBILITIES, TWIN_ACTIVITY_KINDS, TWIN_CHAT_ROLES } from './twin-constants.ts';

const TWIN_SOURCE_MESSAGE = 'A source is "answer:<n>" or "memory:<id>".';
/** "answer:<n>" (a question's answer) or "memory:<id>" (a memory): what a section's text is built from. */
export const TwinSourceSchema = textField('Source').regex(TWIN_SOURCE_PATTERN, TWIN_SOURCE_MESSAGE);

export const TwinSummarySectionSchema = z.object({
  text: z.string().max(TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH),
  sources: z.array(TwinSourceSchema),
  /** True when nothing the person said speaks to this section; `text` then says so. */
  is_empty: z.boolean(),
});
export type TwinSummarySection = z.infer<typeof TwinSummarySectionSchema>;

/** A personality tag and the sentence of the person's that supports it, word for word, with where they said it. */
export const TwinTagEvidenceSchema = z.object({
  tag: z.string(),
  sentence: z.string(),
  source: TwinSourceSchema,
});
export type TwinTagEvidence = z.infer<typeof TwinTagEvidenceSchema>;

/**
 * How much the Engram had to go on when the summary was written: the question areas answered (of 20) and the
 * memories with text it read. A measure of material, not of how much of a personality is captured.
 */
export const TwinCoverageSchema = z.object({
  answered_areas: z.number().int(),
  total_areas: z.number().int(),
  memories_with_text: z.number().int(),
});
export type TwinCoverage = z.infer<typeof TwinCoverageSchema>;

/**
 * The General Personality: tags and seven sections, each citing only what the person said. `tag_evidence` holds the
 * supporting sentence of each generated tag (a tag the owner typed has none); `coverage` is null for a summary written
 * before it was counted.
 */
export const TwinSummarySchema = z.object({
  tags: z.array(z.string()).max(TWIN_SUMMARY_TAGS_MAX),
  sections: z.object({
    family: TwinSummarySectionSchema,
    friends: TwinSummarySectionSchema,
    loved_ones: TwinSummarySectionSchema,
    hobby: TwinSummarySectionSchema,
    interest: TwinSummarySectionSchema,
    work_life: TwinSummarySectionSchema,
    values: TwinSummarySectionSchema,
  }),
  tag_evidence: z.array(TwinTagEvidenceSchema).max(TWIN_SUMMARY_TAGS_MAX),
  coverage: TwinCoverageSchema.nullable(),
});
export type TwinSummary = z.infer<typeof TwinSummarySchema>;

const summarySectionInput = (label: string) =>
  z.object({
    text: limitedText(label, TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH),
    // The same format the answer schema requires: a source it would refuse to serialise must never be stored.
    sources: z.array(TwinSourceSchema, { error: 'Sources must be a list.' }).max(60, 'A section cites at most 60 sources.').default([]),
    is_empty: z.boolean({ error: 'is_empty must be true or false.' }).optional(),
  });

/** The owner's edited summary (`PATCH /twin` with `summary`). */
export const TwinSummaryInputSchema = z.object({
  tags: z
    .array(textField('Tag').trim().min(1, 'A tag cannot be empty.').max(40, 'A tag must be at most 40 characters.'))
    .max(TWIN_SUMMARY_TAGS_MAX, `At most ${TWIN_SUMMARY_TAGS_MAX} tags.`),
  sections: z.object({
    family: summarySectionInput('Family'),
    friends: summarySectionInput('Friends'),
    loved_ones: summarySectionInput('Loved ones'),
    hobby: summarySectionInput('Hobby'),
    interest: summarySectionInput('Interest'),
    work_life: summarySectionInput('Work-Life'),
    // Optional: a client written before the Values section sends six.
    values: summarySectionInput('Values').optional(),
  }),
});
export type TwinSummaryInput = z.input<typeof TwinSummaryInputSchema>;

export const TwinUsernameSchema = textField('Username')
  .trim()
  .toLowerCase()
  .regex(TWIN_USERNAME_PATTERN, TWIN_USERNAME_RULE_MESSAGE);

/** `GET /twin/username-availability?u=`: the username as typed (it is trimmed and lower-cased before the check). */
export const TwinUsernameAvailabilityQuerySchema = z.object({
  u: textField('The username to check (u)').max(100, 'The username to check (u) must be at most 100 characters.'),
});
export type TwinUsernameAvailabilityQuery = z.infer<typeof TwinUsernameAvailabilityQuerySchema>;

export const TwinUsernameAvailabilitySchema = z.object({
  /** The username as it would be saved (trimmed, lower-case). */
  username: z.string(),
  status: z.enum(TWIN_USERNAME_AVAILABILITIES),
  /** Why, in words for the person choosing. */
  message: z.string(),
});
export type TwinUsernameAvailability = z.infer<typeof TwinUsernameAvailabilitySchema>;
const answerVisibilityField = z.enum(TWIN_ANSWER_VISIBILITIES, { error: 'Visibility must be "private", "family" or "public".' });

export const TwinAnswerSchema = z.object({
  number: z.number().int(),
  topic: z.enum(TWIN_TOPICS),
  question: z.string(),
  /** What the person said: typed, or the transcript of their recording ('' when a recording could not be transcribed). */
  text: z.string(),
  /** The voice memory that keeps the recorded answer, if it was spoken. */
  audio_memory_id: z.string().nullable(),
  visibility: z.enum(TWIN_ANSWER_VISIBILITIES),
  updated_at: z.string(),
});
export type TwinAnswer = z.infer<typeof TwinAnswerSchema>;

export const TwinOnchainSchema = z.object({
  status: z.enum(TWIN_ONCHAIN_STATUSES),
  signature: z.string().nullable(),
  /** A link to the transaction on an explorer, once confirmed. */
  explorer_url: z.string().nullable(),
  error: z.string().nullable(),
});
export type TwinOnchain = z.infer<typeof TwinOnchainSchema>;

export const TwinStorageSchema = z.object({ used_bytes: z.number().int(), allowance_bytes: z.number().int() });
export type TwinStorage = z.infer<typeof TwinStorageSchema>;

/** The owner's twin, as `GET /twin` and `PATCH /twin` answer it. */
export const TwinSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  visibility: z.enum(TWIN_VISIBILITIES),
  release: z.enum(TWIN_RELEASE_RULES),
  inactivity_months: z.union([z.literal(3), z.literal(6), z.literal(12)]),
  /** Heirs have access: the rule is "now", or the twin was released (by hand or after the owner's inactivity). */
  released: z.boolean(),
  released_at: z.string().nullable(),
  /** "Save & Finish Setup" was pressed. */
  ready: z.boolean(),
  ready_at: z.string().nullable(),
  summary: TwinSummarySchema.nullable(),
  summary_edited: z.boolean(),
  summary_updated_at: z.string().nullable(),
  onchain: TwinOnchainSchema,
  storage: TwinStorageSchema,
  /** Every answer given so far, by question number (skipped questions are absent): the interview resumes from them. */
  answers: z.array(TwinAnswerSchema),
  answered_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Twin = z.infer<typeof TwinSchema>;

/** `GET /twin`: null until the twin is started (the first answer or a username starts it). */
export const TwinEnvelopeSchema = z.object({ twin: TwinSchema.nullable() });
export type TwinEnvelope = z.infer<typeof TwinEnvelopeSchema>;

/** `PATCH /twin`: any subset. Creates the twin when it does not exist yet (with `username`, or one made from the nickname). */
export const UpdateTwinInputSchema = z.object({
  visibility: z.enum(TWIN_VISIBILITIES, { error: 'Visibility must be "private", "family" or "public".' }).optional(),
  username: TwinUsernameSchema.optional(),
  release: z.enum(TWIN_RELEASE_RULES, { error: 'Release must be "now", "inactivity" or "manual".' }).optional(),
  inactivity_months: z
    .union([z.literal(3), z.literal(6), z.literal(12)], { error: 'Inactivity months must be 3, 6 or 12.' })
    .optional(),
  /** Release to heirs (true) or revoke their access (false) by hand. */
  released: z.boolean({ error: 'Released must be true or false.' }).optional(),
  name: requiredText('Name', TWIN_NAME_MAX_LENGTH).optional(),
  /** The owner's edited General Personality. */
  summary: TwinSummaryInputSchema.optional(),
  /** "Save & Finish Setup". */
  ready: z.literal(true, { error: 'Ready can only be set to true.' }).optional(),
});
export type UpdateTwinInput = z.input<typeof UpdateTwinInputSchema>;

export const TwinQuestionSchema = z.object({ number: z.number().int(), topic: z.enum(TWIN_TOPICS), text: z.string() });
/** `GET /twin/questions`. */
export const TwinQuestionsAnswerSchema = z.object({ questions: z.array(TwinQuestionSchema) });

const QUESTION_NUMBER_MESSAGE = `Question number must be a whole number from 1 to ${TWIN_QUESTION_COUNT}.`;
export const TwinAnswerParamsSchema = z.object({
  n: textField('Question number')
    .regex(/^\d{1,2}$/, QUESTION_NUMBER_MESSAGE)
    .transform(Number)
    .refine((number) => number >= 1 && number <= TWIN_QUESTION_COUNT, QUESTION_NUMBER_MESSAGE),
});

/**
 * `PUT /twin/answers/{n}`: the typed answer. An empty text clears the answer (the question counts as skipped).
 * `visibility` is optional: a new answer is private, an edited one keeps the visibility it had.
 */
export const TwinAnswerInputSchema = z.object({
  text: limitedText('Answer', TWIN_ANSWER_MAX_LENGTH),
  visibility: answerVisibilityField.optional(),
});
export type TwinAnswerInput = z.infer<typeof TwinAnswerInputSchema>;

/** `PATCH /twin/answers/{n}`: who may hear an existing answer. */
export const TwinAnswerVisibilityInputSchema = z.object({ visibility: answerVisibilityField });
export type TwinAnswerVisibilityInput = z.infer<typeof TwinAnswerVisibilityInputSchema>;

/** `POST /twin/answers/{n}/audio` (multipart `audio`): the answer, and whether the recording could be transcribed. */
export const TwinAudioAnswerSchema = z.object({
  answer: TwinAnswerSchema,
  /** `transcribed`: the answer's text is the transcript; `no_engine`: no speech engine is configured, the recording is kept; `failed`: transcription failed, the recording is kept. */
  transcription: z.enum(['transcribed', 'no_engine', 'failed']),
  message: z.string().nullable(),
});
export type TwinAudioAnswer = z.infer<typeof TwinAudioAnswerSchema>;

export const TwinActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(TWIN_ACTIVITY_KINDS),
  /** What happened, in English, readable as it is ("Answered question 3", "A visitor chatted"). */
  detail: z.string(),
  /** The sentence's key in shared/twin-texts.ts (`TWIN_ACTIVITY_TEXTS`), to word it in the reader's language; null on older entries. */
  detail_key: z.string().nullable(),
  /** The values of its placeholders; null with no key. */
  detail_values: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  /** Who did it: "owner", an heir's e-mail (the address they were invited at), "visitor" or "system". */
  actor: z.string(),
  at: z.string(),
});
export type TwinActivity = z.infer<typeof TwinActivitySchema>;
export const TwinActivityListSchema = z.object({ activity: z.array(TwinActivitySchema) });
/** `POST /twin/chat` and `POST /public/twins/{username}/chat`: the conversation so far, the last message the person's. */
export const TwinChatInputSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(TWIN_CHAT_ROLES, { error: 'Role must be "user" or "twin".' }),
        content: requiredText('Message', TWIN_CHAT_MESSAGE_MAX_LENGTH, 'Message cannot be empty.'),
      }),
      { error: 'Messages are required.' },
    )
    .min(1, 'Messages are required.')
    .max(TWIN_CHAT_MESSAGES_MAX, `At most ${TWIN_CHAT_MESSAGES_MAX} messages.`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be the person’s.'),
});
export type TwinChatInput = z.infer<typeof TwinChatInputSchema>;
export type TwinChatMessage = TwinChatInput['messages'][number];

/** `DELETE /twin`: the twin's username typed again, so a slip of the hand deletes nothing. */
export const DeleteTwinInputSchema = z.object({ confirm: limitedText('Confirmation', 40) });
export type DeleteTwinInput = z.infer<typeof DeleteTwinInputSchema>;

/** The result of a completed `twin.summary` job (`GET /twin/job-status-summary/{jobId}`). */
export const TwinSummaryJobResultSchema = TwinSummarySchema;

/** `GET /twin/export`: the language the memory book's headings are written in (else the request's Accept-Language). */
export const TwinExportQuerySchema = z.object({
  language: InterfaceLanguageSchema.optional().describe('The owner’s interface language, for the memory book’s headings and labels.'),
});
