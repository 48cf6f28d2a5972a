import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  nickname: text('nickname').notNull(),
  passwordHash: text('password_hash').notNull(),
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
