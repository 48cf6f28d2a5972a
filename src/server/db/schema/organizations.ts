// Organisations, their members (with a role each), their invitations and each person's chosen workspace. The organisations feature alone queries them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const organizations = pgTable('organizations', {
  id: idColumn(),
  name: text('name').notNull(),
  /** Lower-case domains whose confirmed addresses may use the join link. */
  emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
  /** SHA-256 of the current join link's token; null while there is none. */
  joinTokenHash: text('join_token_hash').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: belongsTo('organization_id', () => organizations.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_id_idx').on(table.userId),
    check('organization_members_role_check', sql`${table.role} in ('owner', 'admin', 'manager', 'member')`),
  ],
);

/** An invitation by e-mail: only the SHA-256 hash of its token is stored; it works once, until `expiresAt`. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: idColumn(),
    organizationId: belongsTo('organization_id', () => organizations.id),
    /** Lower-case; only the account with this address may accept. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at').notNull(),
    acceptedAt: timestampColumn('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('organization_invitations_organization_id_idx').on(table.organizationId),
    check('organization_invitations_role_check', sql`${table.role} in ('admin', 'manager', 'member')`),
  ],
);

/** The workspace a person last chose in the header: an organisation, or none (their personal space). */
export const organizationSelections = pgTable('organization_selections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: belongsTo('organization_id', () => organizations.id),
  updatedAt: updatedAt(),
});

/**
 * An organisation's single sign-on (OpenID Connect): its provider, the client it registered there (the secret sealed by
 * `auth.secrets`, never answered), and whether covered members must sign in through it.
 */
export const organizationSso = pgTable('organization_sso', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuerUrl: text('issuer_url').notNull(),
  clientId: text('client_id').notNull(),
  /** `lib/secret-box.ts` format. */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  requireSso: boolean('require_sso').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The e-mail domains an organisation's sign-on covers, lower-case; a domain picks one organisation. */
export const organizationSsoDomains = pgTable(
  'organization_sso_domains',
  {
    domain: text('domain').primaryKey(),
    organizationId: belongsTo('organization_id', () => organizationSso.organizationId),
  },
  (table) => [index('organization_sso_domains_organization_id_idx').on(table.organizationId)],
);

/**
 * A sign-on begun and not yet finished: the SHA-256 of its state, with the nonce and PKCE verifier the callback checks.
 * Used once; the callback marks it before it asks the provider anything.
 */
export const organizationSsoAttempts = pgTable(
  'organization_sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: belongsTo('organization_id', () => organizations.id),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('organization_sso_attempts_expires_at_idx').on(table.expiresAt)],
);
