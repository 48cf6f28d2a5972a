import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  nickname: text('nickname').notNull(),
  /** The interface language the person chose ('en', 'id'; shared/contracts/languages-constants.ts); null until they choose. */
  language: text('language'),
  passwordHash: text('password_hash').notNull(),
  /** When the person proved they own `email` through a link sent to it; null while unproven (or e-mail is not configured). */
  emailVerifiedAt: timestampColumn('email_verified_at'),
  /** Bytes and count of the person's source files, reserved before an upload is written (FILES_QUOTA_BYTES, FILES_MAX_COUNT). */
  filesBytes: bigint('files_bytes', { mode: 'number' }).notNull().default(0),
  filesCount: integer('files_count').notNull().default(0),
  /**
   * Roles an admin gave on the Users page, `npm run users -- promote`, or the setup code claimed on a server without an
   * admin. ADMIN_EMAILS and CREATOR_EMAILS grant the same on top of these, for proven addresses: auth/roles.ts reads both.
   */
  isAdmin: boolean('is_admin').notNull().default(false),
  canCreate: boolean('can_create').notNull().default(false),
  /** Set while an admin has disabled the account: its logins are refused and its sessions were ended. */
  disabledAt: timestampColumn('disabled_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per login; revoking it ends every refresh token issued to that login. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    userAgent: text('user_agent'),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes; `rotatedAt` marks one already exchanged. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: belongsTo('session_id', () => authSessions.id),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    rotatedAt: timestampColumn('rotated_at'),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** A password-reset link sent by e-mail: only the SHA-256 hash of its token is stored; it works once, until `expiresAt`. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** A link sent to prove a person owns their e-mail address: only the SHA-256 hash of its token is stored; it works once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** The address the link was sent to; a changed address makes the link worthless. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
);

/**
 * Where a person has logged in from: a SHA-256 of the address (`ip:…`) or of a long-lived device cookie (`device:…`),
 * kept in the database so a restart or another instance still lets the owner in while their account is under attack.
 */
export const loginKnownDevices = pgTable(
  'login_known_devices',
  {
    userId: belongsTo('user_id', () => users.id),
    keyHash: text('key_hash').notNull(),
    lastSeenAt: timestampColumn('last_seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.keyHash] })],
);

/**
 * A one-time code a server prints at start while no account is an admin (features/users/admin-setup.service.ts): only
 * its SHA-256 hash is stored. Each instance prints its own; the first claimed makes an admin and deletes them all.
 */
export const adminSetupCodes = pgTable('admin_setup_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestampColumn('expires_at').notNull(),
});
