// The digital twin (an "Engram"): the interview's answers, the summary, memories, heirs, publishing, the activity log
// and the public page. Shared by the onboarding and dashboard pages, the public page /t/{username} and the server routes.
import { z } from 'zod';
import { TWIN_QUESTION_COUNT, TWIN_TOPICS } from '../twin-questions.ts';
import { textField } from './text.ts';
import { EmailSchema } from './users.ts';
import { TWIN_USERNAME_PATTERN, TWIN_USERNAME_RULE_MESSAGE, TWIN_NAME_MAX_LENGTH, TWIN_ANSWER_MAX_LENGTH, TWIN_SUMMARY_TAGS_MAX, TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH, TWIN_CHAT_MESSAGE_MAX_LENGTH, TWIN_CHAT_MESSAGES_MAX, TWIN_MEMORY_TITLE_MAX_LENGTH, TWIN_MEMORY_CAPTION_MAX_LENGTH, TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH, TWIN_MEMORY_TEXT_MAX_LENGTH, TWIN_VISIBILITIES, TWIN_RELEASE_RULES, TWIN_MEMORY_KINDS, TWIN_MEMORY_VISIBILITIES, TWIN_MEMORY_SORTS, TWIN_MEMORY_TEXT_STATUSES, TWIN_ONCHAIN_STATUSES, TWIN_HEIR_INVITE_TOKEN_MAX_LENGTH, TWIN_SOURCE_PATTERN, TWIN_USERNAME_AVAILABILITIES, TWIN_ANSWER_VISIBILITIES, TWIN_NOTICE_KINDS, TWIN_HEIR_STATUSES, TWIN_ACTIVITY_KINDS, TWIN_CHAT_ROLES, TWIN_AUDIENCES } from './twin-constants.ts';
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
    text: textField(label).trim().max(TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH, `${label} must be at most ${TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`),
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
  name: textField('Name').trim().min(1, 'Name is required.').max(TWIN_NAME_MAX_LENGTH, `Name must be at most ${TWIN_NAME_MAX_LENGTH} characters.`).optional(),
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
  text: textField('Answer').trim().max(TWIN_ANSWER_MAX_LENGTH, `Answer must be at most ${TWIN_ANSWER_MAX_LENGTH.toLocaleString('en-US')} characters.`),
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

export const TwinMemorySchema = z.object({
  id: z.string(),
  kind: z.enum(TWIN_MEMORY_KINDS),
  title: z.string(),
  /** The day it happened (YYYY-MM-DD), if given. */
  date: z.string().nullable(),
  visibility: z.enum(TWIN_MEMORY_VISIBILITIES),
  /** The owner's words about it (a photo's caption); searched like its text. */
  caption: z.string().nullable(),
  /** A voice note's or video's whole transcript (the engine's or the owner's), null for other kinds or none yet. */
  transcript: z.string().nullable(),
  /** The uploaded file's name, null for a typed memory. */
  filename: z.string().nullable(),
  mime_type: z.string().nullable(),
  size_bytes: z.number().int(),
  text_status: z.enum(TWIN_MEMORY_TEXT_STATUSES),
  /** The first few hundred characters of its text (typed, extracted or transcribed). */
  excerpt: z.string().nullable(),
  created_at: z.string(),
});
export type TwinMemory = z.infer<typeof TwinMemorySchema>;

export const TwinMemoriesListSchema = z.object({ memories: z.array(TwinMemorySchema), storage: TwinStorageSchema });
export type TwinMemoriesList = z.infer<typeof TwinMemoriesListSchema>;

/** `GET /twin/memories?q=&sort=`: search in titles, captions and text (typed, extracted or transcribed); newest first unless asked. */
export const TwinMemoriesQuerySchema = z.object({
  q: textField('Search').trim().max(200, 'Search must be at most 200 characters.').optional(),
  sort: z.enum(TWIN_MEMORY_SORTS, { error: 'Sort must be "newest", "oldest" or "title".' }).default('newest'),
});
export type TwinMemoriesQuery = z.input<typeof TwinMemoriesQuerySchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const memoryDateField = textField('Date')
  .trim()
  .refine((value) => value === '' || (DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), 'Date must be a day as YYYY-MM-DD.');
const memoryCaptionField = textField('Caption')
  .trim()
  .max(TWIN_MEMORY_CAPTION_MAX_LENGTH, `Caption must be at most ${TWIN_MEMORY_CAPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`);
const memoryTitleField = textField('Title').trim().min(1, 'Title is required.').max(TWIN_MEMORY_TITLE_MAX_LENGTH, `Title must be at most ${TWIN_MEMORY_TITLE_MAX_LENGTH} characters.`);
const memoryVisibilityField = z.enum(TWIN_MEMORY_VISIBILITIES, { error: 'Visibility must be "private", "family" or "public".' });

/** The text fields of `POST /twin/memories` (multipart; `file` for voice, photo and document, `text` for a typed memory). */
export const TwinMemoryFormSchema = z.object({
  kind: z.enum(TWIN_MEMORY_KINDS, { error: 'Kind must be "text", "voice", "video", "photo" or "document".' }),
  title: memoryTitleField,
  date: memoryDateField.optional().transform((value) => (value ? value : null)),
  visibility: memoryVisibilityField.default('private'),
  caption: memoryCaptionField.optional().transform((value) => (value ? value : null)),
  text: textField('Text').trim().max(TWIN_MEMORY_TEXT_MAX_LENGTH, `Text must be at most ${TWIN_MEMORY_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`).optional(),
  filename: textField('File name').max(255, 'File name must be at most 255 characters.').optional(),
});
export type TwinMemoryForm = z.input<typeof TwinMemoryFormSchema>;

export const TwinMemoryParamsSchema = z.object({ id: textField('Memory id').max(100, 'Memory id must be at most 100 characters.') });

/**
 * `PATCH /twin/memories/{id}`: any of the memory's words after it was saved. An empty `date` or `caption` clears it;
 * `transcript` only for a voice note or video (an empty one clears it).
 */
export const UpdateTwinMemoryInputSchema = z
  .object({
    title: memoryTitleField.optional(),
    date: memoryDateField.optional(),
    caption: memoryCaptionField.optional(),
    visibility: memoryVisibilityField.optional(),
    transcript: textField('Transcript')
      .trim()
      .max(TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH, `Transcript must be at most ${TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH.toLocaleString('en-US')} characters.`)
      .optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Send at least one of title, date, caption, visibility or transcript.');
export type UpdateTwinMemoryInput = z.input<typeof UpdateTwinMemoryInputSchema>;
/** Something that happened to the signed-in person as an heir: named by an owner, or an Engram released to them. */
export const TwinNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(TWIN_NOTICE_KINDS),
  /** Readable as it is ("Ada Lovelace named you as an heir of their Engram."). */
  message: z.string(),
  /** A path on this site that leads to it (the inherited Engram, or where to accept). */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type TwinNotice = z.infer<typeof TwinNoticeSchema>;
/** `GET /twin/notices`: newest first, at most TWIN_NOTICES_LIST_LIMIT, with the count not yet read. */
export const TwinNoticesListSchema = z.object({ notices: z.array(TwinNoticeSchema), unread: z.number().int() });
export type TwinNoticesList = z.infer<typeof TwinNoticesListSchema>;
export const TwinNoticeParamsSchema = z.object({ id: textField('Notice id').max(100, 'Notice id must be at most 100 characters.') });

/** An heir as its owner sees it. The invitation link itself is never listed: only made (`TwinHeirInvitationSchema`). */
export const TwinHeirSchema = z.object({
  id: z.string(),
  /** Where the invitation was sent; it grants nothing by itself. */
  email: z.string(),
  status: z.enum(TWIN_HEIR_STATUSES),
  invite_expires_at: z.string().nullable(),
  /** The account that accepted the invitation: only it sees the twin as this heir. */
  accepted_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TwinHeir = z.infer<typeof TwinHeirSchema>;
/**
 * `POST /twin/heirs` and `POST /twin/heirs/{id}/invitation`: the heir with the secret link, shown this once.
 * `invite_url` is absolute when PUBLIC_URL is set, else a path on this site.
 */
export const TwinHeirInvitationSchema = TwinHeirSchema.extend({ invite_url: z.string(), invite_emailed: z.boolean() });
export type TwinHeirInvitation = z.infer<typeof TwinHeirInvitationSchema>;

/** `POST /twin/heirs/accept`: the token from the invitation link. */
export const AcceptHeirInvitationInputSchema = z.object({
  token: textField('Invitation token')
    .trim()
    .min(1, 'Invitation token is required.')
    .max(TWIN_HEIR_INVITE_TOKEN_MAX_LENGTH, `Invitation token must be at most ${TWIN_HEIR_INVITE_TOKEN_MAX_LENGTH} characters.`),
});
export type AcceptHeirInvitationInput = z.infer<typeof AcceptHeirInvitationInputSchema>;
/** The twin the caller is now an heir of; `released` says whether they can already open it. */
export const AcceptHeirInvitationAnswerSchema = z.object({
  username: z.string(),
  name: z.string(),
  released: z.boolean(),
  message: z.string(),
});
export type AcceptHeirInvitationAnswer = z.infer<typeof AcceptHeirInvitationAnswerSchema>;
export const TwinHeirsListSchema = z.object({ heirs: z.array(TwinHeirSchema), max: z.number().int() });
export const TwinHeirInputSchema = z.object({ email: EmailSchema });
export type TwinHeirInput = z.infer<typeof TwinHeirInputSchema>;
export const TwinHeirParamsSchema = z.object({ id: textField('Heir id').max(100, 'Heir id must be at most 100 characters.') });

export const TwinActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(TWIN_ACTIVITY_KINDS),
  /** What happened, readable as it is ("Answered question 3", "A visitor chatted"). */
  detail: z.string(),
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
        content: textField('Message')
          .trim()
          .min(1, 'Message cannot be empty.')
          .max(TWIN_CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${TWIN_CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
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
export const DeleteTwinInputSchema = z.object({ confirm: textField('Confirmation').trim().max(40, 'Confirmation must be at most 40 characters.') });
export type DeleteTwinInput = z.infer<typeof DeleteTwinInputSchema>;

export const TwinUsernameParamsSchema = z.object({ username: textField('Username').max(40, 'Username must be at most 40 characters.') });
/** `GET /public/twins/{username}/photos/{id}`. */
export const PublicTwinPhotoParamsSchema = TwinUsernameParamsSchema.extend({ id: TwinMemoryParamsSchema.shape.id });

/**
 * `GET /public/twins/{username}`: what a visitor or heir sees; no private data. `summary` is the public summary, built
 * only from public answers and public memories, whatever the owner's own summary holds.
 */
export const PublicTwinSchema = z.object({
  username: z.string(),
  name: z.string(),
  visibility: z.enum(['family', 'public']),
  summary: TwinSummarySchema.nullable(),
  onchain: TwinOnchainSchema,
  /** The caller owns it (shown a link to the dashboard instead of the heir's notice). */
  is_owner: z.boolean(),
  /** Photo memories this reader may see (public ones for visitors; family ones too for heirs), newest first. */
  photos: z.array(z.object({ id: z.string(), title: z.string(), date: z.string().nullable(), url: z.string() })),
});
export type PublicTwin = z.infer<typeof PublicTwinSchema>;

/** `GET /public/twins/{old username}` within the redirect window: 301 to the new address, with the new username. */
export const PublicTwinMovedSchema = z.object({ message: z.string(), moved_to: z.string() });
export type PublicTwinMoved = z.infer<typeof PublicTwinMovedSchema>;

/** `GET /twin/visibility-preview?visibility=`: what going family or public would show (private needs no preview). */
export const TwinVisibilityPreviewQuerySchema = z.object({
  visibility: z.enum(['family', 'public'], { error: 'Visibility must be "family" or "public".' }),
});
export type TwinVisibilityPreviewQuery = z.infer<typeof TwinVisibilityPreviewQuerySchema>;

/** What one audience would read and hear: the answers and memories the chat speaks from, and the summary on the page. */
export const TwinAudienceViewSchema = z.object({
  audience: z.enum(TWIN_AUDIENCES),
  answers: z.array(TwinAnswerSchema),
  memories: z.array(TwinMemorySchema),
  /** The public summary as the page shows it now (null: none written yet); heirs read the same one. */
  summary: TwinSummarySchema.nullable(),
});
export type TwinAudienceView = z.infer<typeof TwinAudienceViewSchema>;

export const TwinVisibilityPreviewSchema = z.object({
  visibility: z.enum(['family', 'public']),
  /** Public: visitors, then heirs (who also hear family answers and memories). Family: heirs only. */
  audiences: z.array(TwinAudienceViewSchema),
  heirs: z.object({
    /** Heirs named by the owner. */
    named: z.number().int(),
    /** Heirs whose invitation was accepted: the only accounts that can be heirs. */
    accepted: z.number().int(),
    /** Whether heirs have access now. */
    released: z.boolean(),
  }),
});
export type TwinVisibilityPreview = z.infer<typeof TwinVisibilityPreviewSchema>;

/** The result of a completed `twin.summary` job (`GET /twin/job-status-summary/{jobId}`). */
export const TwinSummaryJobResultSchema = TwinSummarySchema;

/** `GET /twin/inherited`: the twins whose invitations the caller accepted and whose owners released them (family or public). */
export const InheritedTwinsListSchema = z.object({
  twins: z.array(z.object({ username: z.string(), name: z.string(), visibility: z.enum(TWIN_VISIBILITIES), released_at: z.string().nullable() })),
});
export type InheritedTwinsList = z.infer<typeof InheritedTwinsListSchema>;
