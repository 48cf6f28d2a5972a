import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SpeechVoice } from '../../../shared/contracts/speech.ts';
import type { TwinSummary } from '../../../shared/contracts/twin.ts';
import type { TwinTextValues } from '../../../shared/twin-texts.ts';
import { belongsTo, createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** One digital twin ("Engram") per owner; its username is reserved uniquely (and, when configured, on Solana). */
export const twins = pgTable('twins', {
  id: idColumn(),
  userId: belongsTo('user_id', () => users.id).unique(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  /** 'private' | 'family' | 'public'. */
  visibility: text('visibility').notNull().default('private'),
  /** When heirs get access: 'now' | 'inactivity' | 'manual'. */
  releaseRule: text('release_rule').notNull().default('manual'),
  inactivityMonths: integer('inactivity_months').notNull().default(6),
  /** Set while heirs have access (by the rule "now", by hand, or by the inactivity job); null when not released. */
  releasedAt: timestampColumn('released_at'),
  readyAt: timestampColumn('ready_at'),
  summary: jsonb('summary').$type<TwinSummary>(),
  summaryEdited: boolean('summary_edited').notNull().default(false),
  summaryUpdatedAt: timestampColumn('summary_updated_at'),
  /** 'not_configured' | 'pending' | 'confirmed' | 'failed': the username's Memo transaction on Solana. */
  onchainStatus: text('onchain_status').notNull().default('not_configured'),
  onchainSignature: text('onchain_signature'),
  onchainError: text('onchain_error'),
  /** The locker's allowance; null means the configured default (TWIN_LOCKER_BYTES), so a larger package can raise one twin's. */
  storageAllowanceBytes: bigint('storage_allowance_bytes', { mode: 'number' }),
  /** Bytes the locker holds or has reserved for uploads in flight; raised atomically before bytes are written. */
  lockerBytes: bigint('locker_bytes', { mode: 'number' }).notNull().default(0),
  /** The summary visitors of a public twin see: built only from public answers and public memories. */
  publicSummary: jsonb('public_summary').$type<TwinSummary>(),
  /** The voice the twin speaks in (to its owner, heirs and visitors); null means the server's default voice. */
  voice: jsonb('voice').$type<SpeechVoice>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What a memory holds: typed text, a voice note, a video, a photo or a document; the bytes live in storage under `storageKey`. */
export const twinMemories = pgTable(
  'twin_memories',
  {
    id: idColumn(),
    twinId: belongsTo('twin_id', () => twins.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    memoryDate: date('memory_date', { mode: 'string' }),
    /** 'private' | 'family' | 'public': who may hear the twin use it. */
    visibility: text('visibility').notNull().default('private'),
    filename: text('filename'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    mimeType: text('mime_type'),
    /** The owner's words about it (a photo's caption); searched, and read by the summary and chat with its text. */
    caption: text('caption'),
    /** Typed, extracted from a document, or a recording's transcript (the engine's or the owner's); the twin's summary and chat read it. */
    text: text('text'),
    /** 'ready' | 'pending' | 'none' | 'failed'. */
    textStatus: text('text_status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('twin_memories_twin_id_idx').on(table.twinId, table.createdAt)],
);

/** The interview's answers, one row per answered question (1–20). */
export const twinAnswers = pgTable(
  'twin_answers',
  {
    twinId: belongsTo('twin_id', () => twins.id),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    /** 'private' | 'family' | 'public': who may see the answer or hear the twin use it. Private until the owner shares it. */
    visibility: text('visibility').notNull().default('private'),
    /** The recorded answer, kept as a voice memory. */
    audioMemoryId: uuid('audio_memory_id').references(() => twinMemories.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.twinId, table.number] })],
);

/**
 * People the owner names by e-mail. An heir gains access only by accepting the invitation: a single-use secret link
 * (only its SHA-256 is stored) that binds the heir to the account that accepts it. The e-mail is where it was sent.
 */
export const twinHeirs = pgTable(
  'twin_heirs',
  {
    id: idColumn(),
    twinId: belongsTo('twin_id', () => twins.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestampColumn('invite_expires_at'),
    /** The account that accepted the invitation; only it sees the twin as this heir. */
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestampColumn('accepted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('twin_heirs_twin_email_idx').on(table.twinId, table.email),
    index('twin_heirs_email_idx').on(table.email),
    index('twin_heirs_accepted_user_id_idx').on(table.acceptedUserId),
  ],
);

/** Append-only: what happened to the twin, and who did it. */
export const twinActivity = pgTable(
  'twin_activity',
  {
    id: idColumn(),
    twinId: belongsTo('twin_id', () => twins.id),
    kind: text('kind').notNull(),
    /** In English, for the API's clients and the rows written before keys. */
    detail: text('detail').notNull(),
    /** The sentence's key in shared/twin-texts.ts and its values, worded in the reader's language; null on older rows. */
    detailKey: text('detail_key'),
    detailValues: jsonb('detail_values').$type<TwinTextValues>(),
    /** 'owner', an heir's e-mail, 'visitor' or 'system'. */
    actor: text('actor').notNull(),
    at: timestampColumn('at').notNull().defaultNow(),
  },
  (table) => [index('twin_activity_twin_id_idx').on(table.twinId, table.at)],
);

/**
 * Who chatted with a twin lately (an heir's e-mail, or a SHA-256 of a visitor's address: the address itself is not
 * kept), so the activity log says "A visitor chatted" once per visit rather than once per message.
 */
export const twinChatVisits = pgTable(
  'twin_chat_visits',
  {
    twinId: belongsTo('twin_id', () => twins.id),
    visitorKey: text('visitor_key').notNull(),
    lastAt: timestampColumn('last_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.twinId, table.visitorKey] })],
);

/**
 * What the twin said lately to one listener through its public page (`speaker_key`: the signed-in account's id, or
 * `ip:` and a SHA-256 of a visitor's address), its whitespace normalised: the page's voice speaks only these. UNLOGGED
 * (see the migration) like the shared limits: short-lived, and losing them in a crash only means a reply cannot be
 * heard again. Capped per twin and listener by the repository; rows past `expires_at` are deleted with the expired
 * limits (db/limits.repository.ts).
 */
export const twinSpokenReplies = pgTable(
  'twin_spoken_replies',
  {
    id: idColumn(),
    twinId: belongsTo('twin_id', () => twins.id),
    speakerKey: text('speaker_key').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('twin_spoken_replies_twin_speaker_idx').on(table.twinId, table.speakerKey, table.createdAt), index('twin_spoken_replies_expires_at_idx').on(table.expiresAt)],
);

/** A published username the owner renamed away from: its links lead to the new page (301) until `expiresAt`. */
export const twinUsernameRedirects = pgTable(
  'twin_username_redirects',
  {
    username: text('username').primaryKey(),
    twinId: belongsTo('twin_id', () => twins.id),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('twin_username_redirects_twin_id_idx').on(table.twinId)],
);

/**
 * A username nobody but `twinId` may take until `expiresAt`: a deleted twin's current and reserved names (30 days, held
 * by the database's `twins_hold_usernames_on_delete` trigger whatever deleted it, `twinId` then null), and a name
 * written on chain (`expiresAt` null: never re-issued, though its own twin may take it back while it exists).
 */
export const twinUsernameHolds = pgTable(
  'twin_username_holds',
  {
    username: text('username').primaryKey(),
    twinId: uuid('twin_id').references(() => twins.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [index('twin_username_holds_twin_id_idx').on(table.twinId), index('twin_username_holds_expires_at_idx').on(table.expiresAt)],
);

/**
 * What an heir is told in the app: named by an owner (addressed to the e-mail they were named at, so a person who
 * signs up later finds it), or an Engram released to them (addressed to the account that accepted the invitation).
 */
export const twinNotices = pgTable(
  'twin_notices',
  {
    id: idColumn(),
    twinId: belongsTo('twin_id', () => twins.id),
    /** The account it is for; null when it is for an address (`email`). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; null when it is for an account (`userId`). */
    email: text('email'),
    /** 'heir_named' | 'twin_released'. */
    kind: text('kind').notNull(),
    /** In English, for the API's clients and the rows written before keys. */
    message: text('message').notNull(),
    /** The sentence's key in shared/twin-texts.ts and its values; null on older rows. */
    messageKey: text('message_key'),
    messageValues: jsonb('message_values').$type<TwinTextValues>(),
    link: text('link').notNull(),
    /** One notice per event and heir, however often the step that writes it runs. */
    eventKey: text('event_key').notNull().unique(),
    readAt: timestampColumn('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('twin_notices_user_id_idx').on(table.userId, table.createdAt), index('twin_notices_email_idx').on(table.email, table.createdAt)],
);
