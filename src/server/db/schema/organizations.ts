// Organisations, their members (with a role each), their invitations and each person's chosen workspace. The organisations feature alone queries them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const organizations = pgTable('organizations', {
  id: idColumn(),
  name: text('name').notNull(),
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

/**
 * The e-mail domains an organisation claims, lower-case, for its join link, its single sign-on or both: one claim per
 * organisation and domain, so a domain proven for one use is proven for the other. A claim admits and signs in nobody
 * until it is proven (a DNS TXT record with its token, or the operator's approval); several organisations may claim a
 * domain, one at most proves it. A claim no use wants any more is deleted (and starts over if claimed again).
 */
export const organizationDomains = pgTable(
  'organization_domains',
  {
    organizationId: belongsTo('organization_id', () => organizations.id),
    domain: text('domain').notNull(),
    status: text('status').notNull().default('pending'),
    /** What the TXT record `engram-verification=<token>` must carry; public once the owner publishes it. */
    verificationToken: text('verification_token').notNull(),
    verifiedBy: text('verified_by'),
    verifiedAt: timestampColumn('verified_at'),
    /** One of the organisation's `email_domains`: its join link admits confirmed addresses here once it is verified. */
    forJoinLink: boolean('for_join_link').notNull().default(false),
    /** Covered by the organisation's single sign-on (organization_sso). */
    forSignOn: boolean('for_sign_on').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.domain] }),
    // The one rule that stops a takeover: a proven domain belongs to one organisation.
    uniqueIndex('organization_domains_verified_domain_idx').on(table.domain).where(sql`${table.status} = 'verified'`),
    index('organization_domains_domain_idx').on(table.domain),
    check('organization_domains_status_check', sql`${table.status} in ('pending', 'verified')`),
    check('organization_domains_verified_by_check', sql`${table.verifiedBy} is null or ${table.verifiedBy} in ('dns', 'operator')`),
    check('organization_domains_use_check', sql`${table.forJoinLink} or ${table.forSignOn}`),
  ],
);

/**
 * Which account an identity at a provider signs in: (issuer, subject) as the ID token names them. Made at the first
 * sign-on, then the only match, so an address changed at the provider never moves the person to another account.
 */
export const organizationSsoIdentities = pgTable(
  'organization_sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: belongsTo('user_id', () => users.id),
    /** The organisation whose sign-on made the link. */
    organizationId: belongsTo('organization_id', () => organizations.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    // One identity per provider for an account, so a second person at the provider cannot join someone's account.
    uniqueIndex('organization_sso_identities_issuer_user_id_idx').on(table.issuer, table.userId),
    index('organization_sso_identities_user_id_idx').on(table.userId),
    index('organization_sso_identities_organization_id_idx').on(table.organizationId),
  ],
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
