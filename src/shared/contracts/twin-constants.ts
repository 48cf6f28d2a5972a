// The Engram's limits, lists, messages and paths without zod: pages import these (the invitation path is on every
// page's first load); twin.ts, twin-memories.ts, twin-heirs.ts and twin-public.ts hold the schemas built on them.

export const TWIN_USERNAME_MIN_LENGTH = 3;
export const TWIN_USERNAME_MAX_LENGTH = 20;
export const TWIN_USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/;
export const TWIN_USERNAME_RULE_MESSAGE = 'Username must be 3–20 characters: lowercase letters a–z, digits 0–9 and _.';
export const TWIN_USERNAME_TAKEN_MESSAGE = 'That username is taken. Try another one.';
/** A renamed username keeps leading to the twin's new page, and stays reserved for its owner, this many days. */
export const TWIN_USERNAME_REDIRECT_DAYS = 30;
/** A twin keeps at most this many old usernames reserved: a further rename frees the oldest. */
export const TWIN_USERNAME_RESERVED_MAX = 3;
export const TWIN_USERNAME_REDIRECT_WARNING = `People who have your old link will be sent to the new one for ${TWIN_USERNAME_REDIRECT_DAYS} days.`;
/** At most this many photos on a twin's page. */
export const TWIN_PUBLIC_PHOTOS_MAX = 24;
export const TWIN_NAME_MAX_LENGTH = 100;
export const TWIN_ANSWER_MAX_LENGTH = 5000;
/** The summary is generated once at least this many questions are answered. */
export const TWIN_SUMMARY_MIN_ANSWERS = 5;
export const TWIN_HEIRS_MAX = 10;
export const TWIN_SUMMARY_TAGS_MAX = 8;
export const TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH = 5000;
export const TWIN_CHAT_MESSAGE_MAX_LENGTH = 2000;
export const TWIN_CHAT_MESSAGES_MAX = 40;
export const TWIN_MEMORY_TITLE_MAX_LENGTH = 200;
/** A memory's caption (a photo's words beneath it, or a line about a recording). */
export const TWIN_MEMORY_CAPTION_MAX_LENGTH = 1000;
/** A voice note's or video's transcript as the owner may type or correct it. */
export const TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH = 50_000;
/** At most this many notices are listed, newest first. */
export const TWIN_NOTICES_LIST_LIMIT = 50;
/** A text memory (typed, not uploaded) holds at most this many characters. */
export const TWIN_MEMORY_TEXT_MAX_LENGTH = 20_000;
export const TWIN_MEMORIES_LIST_LIMIT = 500;
export const TWIN_ACTIVITY_LIST_LIMIT = 200;
/** The locker's allowance when `TWIN_LOCKER_BYTES` is not set: 1 GB, the initial package. */
export const DEFAULT_TWIN_LOCKER_BYTES = 1024 * 1024 * 1024;
/** One uploaded memory is at most this large when `TWIN_MEMORY_MAX_BYTES` is not set. */
export const DEFAULT_TWIN_MEMORY_MAX_BYTES = 50 * 1024 * 1024;

export const TWIN_VISIBILITIES = ['private', 'family', 'public'] as const;
export type TwinVisibility = (typeof TWIN_VISIBILITIES)[number];
export const TWIN_RELEASE_RULES = ['now', 'inactivity', 'manual'] as const;
export type TwinReleaseRule = (typeof TWIN_RELEASE_RULES)[number];
export const TWIN_INACTIVITY_MONTHS = [3, 6, 12] as const;
export type TwinInactivityMonths = (typeof TWIN_INACTIVITY_MONTHS)[number];
export const TWIN_MEMORY_KINDS = ['text', 'voice', 'video', 'photo', 'document'] as const;
/** The kinds whose text is a transcript of what is said in them: made by the speech engine, or typed by the owner. */
export const TWIN_SPOKEN_MEMORY_KINDS = ['voice', 'video'] as const;
export type TwinMemoryKind = (typeof TWIN_MEMORY_KINDS)[number];
export const TWIN_MEMORY_VISIBILITIES = ['private', 'family', 'public'] as const;
export type TwinMemoryVisibility = (typeof TWIN_MEMORY_VISIBILITIES)[number];
export const TWIN_MEMORY_SORTS = ['newest', 'oldest', 'title'] as const;
export type TwinMemorySort = (typeof TWIN_MEMORY_SORTS)[number];
/** Where a memory's text stands: typed, extracted or transcribed (`ready`), being read (`pending`), none to read (`none`: a photo, or a recording without a speech engine), unreadable (`failed`). */
export const TWIN_MEMORY_TEXT_STATUSES = ['ready', 'pending', 'none', 'failed'] as const;
export type TwinMemoryTextStatus = (typeof TWIN_MEMORY_TEXT_STATUSES)[number];
export const TWIN_ONCHAIN_STATUSES = ['not_configured', 'pending', 'confirmed', 'failed'] as const;
export type TwinOnchainStatus = (typeof TWIN_ONCHAIN_STATUSES)[number];

/** Accepted uploads per memory kind, by extension (the server also checks the content). */
export const TWIN_MEMORY_EXTENSIONS: Record<Exclude<TwinMemoryKind, 'text'>, readonly string[]> = {
  voice: ['webm', 'ogg', 'oga', 'opus', 'm4a', 'mp4', 'wav'],
  video: ['mp4', 'webm'],
  photo: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  document: ['pdf', 'docx', 'txt', 'md', 'csv'],
};

/** How long a reply of the twin to one listener on its public page can be heard in its voice. */
export const TWIN_SPOKEN_REPLY_MINUTES = 30;
/** The latest replies of a twin to one caller that its public voice may speak (older ones are refused, then swept). */
export const TWIN_SPOKEN_REPLIES_KEPT = 20;
/**
 * The most of a reply kept to be spoken (its whole sentences within this many characters): a provider's reply has no
 * fixed length. The speech route takes 1,000 characters and the page sends a reply's first whole sentences within them.
 */
export const TWIN_SPOKEN_REPLY_MAX_LENGTH = 4_000;

export const TWIN_MESSAGES = {
  noTwin: 'You have no Engram yet. Answer a question or choose a username to start one.',
  notFound: 'Engram not found.',
  memoryNotFound: 'Memory not found.',
  noticeNotFound: 'Notice not found.',
  transcriptNotSpoken: 'Only a voice note or a video has a transcript.',
  heirNotFound: 'Heir not found.',
  heirExists: 'That person is already one of your heirs.',
  heirsFull: `You can name at most ${TWIN_HEIRS_MAX} heirs.`,
  heirIsOwner: 'You cannot name yourself as your heir.',
  confirmMismatch: 'Type your Engram’s username to confirm.',
  noFile: 'Choose a file to upload.',
  emptyFile: 'The file is empty.',
  noText: 'Write the memory’s text.',
  audioRequired: 'Record an answer to send.',
  answerNotFound: 'That question has no answer yet. Answer it first, then choose who may hear it.',
  inviteUnknown: 'This invitation link is not valid. It may have been replaced by a newer link or withdrawn: ask the person who invited you for a new one.',
  inviteUsed: 'This invitation has already been accepted. Ask the person who invited you for a new link if you need one.',
  inviteExpired: 'This invitation link has expired. Ask the person who invited you for a new one.',
  inviteOwnTwin: 'This is an invitation to your own Engram. Send the link to your heir instead.',
  inviteAlreadyHeir: 'Your account already holds another invitation to this Engram.',
  inviteNeedsVerifiedEmail: 'Verify your e-mail address before accepting an invitation: open the link we sent you, or ask for a new one on your dashboard.',
  notOwnReply: `Only this Engram’s own replies to you from the last ${TWIN_SPOKEN_REPLY_MINUTES} minutes can be spoken.`,
} as const;

/** The web page that takes an heir's invitation token (`?token=`); the links in invitation e-mails point here. */
export const TWIN_HEIR_INVITE_PATH = '/heirs/accept';
export const TWIN_HEIR_INVITE_TOKEN_MAX_LENGTH = 200;

export const TWIN_SUMMARY_SECTIONS = ['family', 'friends', 'loved_ones', 'hobby', 'interest', 'work_life', 'values'] as const;
export type TwinSummarySectionName = (typeof TWIN_SUMMARY_SECTIONS)[number];
export const TWIN_SUMMARY_SECTION_LABELS: Record<TwinSummarySectionName, string> = {
  family: 'Family',
  friends: 'Friends',
  loved_ones: 'Loved ones',
  hobby: 'Hobby',
  interest: 'Interest',
  work_life: 'Work-Life',
  values: 'Values',
};

export const TWIN_SOURCE_PATTERN = /^(answer:\d{1,2}|memory:[0-9a-f-]{36})$/;

/** `available` to take, `taken` by someone else, `invalid` against the username rule, or already the caller's (`yours`). */
export const TWIN_USERNAME_AVAILABILITIES = ['available', 'taken', 'invalid', 'yours'] as const;
export type TwinUsernameAvailabilityStatus = (typeof TWIN_USERNAME_AVAILABILITIES)[number];

export const TWIN_ANSWER_VISIBILITIES = ['private', 'family', 'public'] as const;
/** Who may hear an answer: the owner alone (the default), also released heirs of a family or public twin, or anyone. */
export type TwinAnswerVisibility = (typeof TWIN_ANSWER_VISIBILITIES)[number];

export const TWIN_NOTICE_KINDS = ['heir_named', 'twin_released'] as const;
export type TwinNoticeKind = (typeof TWIN_NOTICE_KINDS)[number];

export const TWIN_HEIR_STATUSES = ['invited', 'accepted', 'expired'] as const;
/** `invited`: the link works until `invite_expires_at`; `accepted`: bound to `accepted_by`; `expired`: the owner must make a new link. */
export type TwinHeirStatus = (typeof TWIN_HEIR_STATUSES)[number];

export const TWIN_ACTIVITY_KINDS = [
  'created',
  'username',
  'answer',
  'summary',
  'summary_edited',
  'reset',
  'ready',
  'memory_added',
  'memory_deleted',
  'memory_edited',
  'heir_added',
  'heir_invited',
  'heir_accepted',
  'heir_removed',
  'visibility',
  'release_rule',
  'released',
  'revoked',
  'chat',
  'mentor',
] as const;
export type TwinActivityKind = (typeof TWIN_ACTIVITY_KINDS)[number];

export const TWIN_CHAT_ROLES = ['user', 'twin'] as const;

export const TWIN_AUDIENCES = ['public', 'family'] as const;
/** `public`: anyone with the link, signed in or not; `family`: heirs who accepted their invitation, once released. */
export type TwinAudience = (typeof TWIN_AUDIENCES)[number];
