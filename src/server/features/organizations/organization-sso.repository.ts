// The queries of single sign-on: an organisation's settings and claimed domains (pending until proven), the sign-ons
// begun (used once), the identities linked to accounts, and the organisations whose sign-on a password login yields to.
import { and, asc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations, organizationSso, organizationSsoAttempts, organizationSsoDomains, organizationSsoIdentities } from '../../db/schema.ts';
import { ORGANIZATION_DOMAINS_MAX } from '../../../shared/contracts/organizations-constants.ts';
import type { SsoDomainProof } from '../../../shared/contracts/organization-sso-constants.ts';

export type SsoRow = typeof organizationSso.$inferSelect;
export type SsoAttemptRow = typeof organizationSsoAttempts.$inferSelect;
export type SsoDomainRow = typeof organizationSsoDomains.$inferSelect;

/** Thrown by `saveSettings` when another organisation has proven one of the domains. */
export class SsoDomainTakenError extends Error {
  constructor(readonly domain: string) {
    super(`The domain ${domain} is covered by another organisation.`);
  }
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === UNIQUE_VIOLATION;

const VERIFIED = 'verified';

/** Another organisation's proven claim on the same domain as `domains`' row. */
const verifiedElsewhere = (domain: typeof organizationSsoDomains.domain, organizationId: typeof organizationSsoDomains.organizationId) =>
  sql<boolean>`exists (select 1 from organization_sso_domains as other_domains where other_domains.domain = ${domain} and other_domains.status = ${VERIFIED} and other_domains.organization_id <> ${organizationId})`;

export function createSsoRepository(db: Db) {
  async function domainsOf(organizationId: string): Promise<SsoDomainRow[]> {
    return db
      .select()
      .from(organizationSsoDomains)
      .where(eq(organizationSsoDomains.organizationId, organizationId))
      .orderBy(asc(organizationSsoDomains.domain))
      .limit(ORGANIZATION_DOMAINS_MAX);
  }

  async function takenDomain(tx: Db, organizationId: string, domains: string[]): Promise<string | undefined> {
    if (domains.length === 0) return undefined;
    const [taken] = await tx
      .select({ domain: organizationSsoDomains.domain })
      .from(organizationSsoDomains)
      .where(and(inArray(organizationSsoDomains.domain, domains), eq(organizationSsoDomains.status, VERIFIED), ne(organizationSsoDomains.organizationId, organizationId)))
      .limit(1);
    return taken?.domain;
  }

  return {
    /** The organisation's settings and claimed domains (with their state), or undefined when it has none. */
    async findSettings(organizationId: string): Promise<{ settings: SsoRow; domains: SsoDomainRow[] } | undefined> {
      const [settings] = await db.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId)).limit(1);
      return settings ? { settings, domains: await domainsOf(organizationId) } : undefined;
    },

    /**
     * Saves the settings and the claimed domains in one transaction: a domain kept keeps its state and token, a new one
     * starts pending with `newToken()`, one left out goes. Throws SsoDomainTakenError when another organisation has
     * proven one of them.
     */
    async saveSettings(
      values: { organizationId: string; issuerUrl: string; clientId: string; clientSecretSealed: string; requireSso: boolean },
      domains: string[],
      newToken: () => string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const taken = await takenDomain(tx, values.organizationId, domains);
        if (taken) throw new SsoDomainTakenError(taken);
        const { organizationId, ...rest } = values;
        await tx
          .insert(organizationSso)
          .values(values)
          .onConflictDoUpdate({ target: organizationSso.organizationId, set: { ...rest, updatedAt: new Date() } });
        await tx
          .delete(organizationSsoDomains)
          .where(and(eq(organizationSsoDomains.organizationId, organizationId), domains.length > 0 ? notInArray(organizationSsoDomains.domain, domains) : undefined));
        if (domains.length > 0) {
          await tx
            .insert(organizationSsoDomains)
            .values(domains.map((domain) => ({ domain, organizationId, verificationToken: newToken() })))
            .onConflictDoNothing({ target: [organizationSsoDomains.organizationId, organizationSsoDomains.domain] });
        }
      });
    },

    /** One claimed domain of the organisation. */
    async findDomain(organizationId: string, domain: string): Promise<SsoDomainRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationSsoDomains)
        .where(and(eq(organizationSsoDomains.organizationId, organizationId), eq(organizationSsoDomains.domain, domain)))
        .limit(1);
      return row;
    },

    /**
     * Marks the claim proven. 'taken' when another organisation proved the domain first (checked, and held by the
     * unique index on proven domains against a race); 'missing' when the claim is gone.
     */
    async markVerified(organizationId: string, domain: string, proof: SsoDomainProof, now = new Date()): Promise<'verified' | 'taken' | 'missing'> {
      try {
        return await db.transaction(async (tx) => {
          if (await takenDomain(tx, organizationId, [domain])) return 'taken';
          const rows = await tx
            .update(organizationSsoDomains)
            .set({ status: VERIFIED, verifiedBy: proof, verifiedAt: now })
            .where(and(eq(organizationSsoDomains.organizationId, organizationId), eq(organizationSsoDomains.domain, domain)))
            .returning({ domain: organizationSsoDomains.domain });
          return rows.length > 0 ? 'verified' : 'missing';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Claims waiting for proof, oldest first, with their organisation and whether another has proven the domain. */
    async listPendingDomains(limit: number) {
      return db
        .select({
          domain: organizationSsoDomains.domain,
          organizationId: organizationSsoDomains.organizationId,
          organizationName: organizations.name,
          claimedAt: organizationSsoDomains.createdAt,
          isVerifiedElsewhere: verifiedElsewhere(organizationSsoDomains.domain, organizationSsoDomains.organizationId),
        })
        .from(organizationSsoDomains)
        .innerJoin(organizations, eq(organizations.id, organizationSsoDomains.organizationId))
        .where(ne(organizationSsoDomains.status, VERIFIED))
        .orderBy(asc(organizationSsoDomains.createdAt), asc(organizationSsoDomains.domain))
        .limit(limit);
    },

    /** Turns sign-on off: the settings, their domains (by cascade) and any sign-on begun. */
    async deleteSettings(organizationId: string): Promise<boolean> {
      const rows = await db.delete(organizationSso).where(eq(organizationSso.organizationId, organizationId)).returning({ id: organizationSso.organizationId });
      await db.delete(organizationSsoAttempts).where(eq(organizationSsoAttempts.organizationId, organizationId));
      return rows.length > 0;
    },

    /** The organisation that has proven `domain`, with its settings. */
    async findByVerifiedDomain(domain: string): Promise<{ settings: SsoRow; organizationName: string } | undefined> {
      const [row] = await db
        .select({ settings: organizationSso, organizationName: organizations.name })
        .from(organizationSsoDomains)
        .innerJoin(organizationSso, eq(organizationSso.organizationId, organizationSsoDomains.organizationId))
        .innerJoin(organizations, eq(organizations.id, organizationSso.organizationId))
        .where(and(eq(organizationSsoDomains.domain, domain), eq(organizationSsoDomains.status, VERIFIED)))
        .limit(1);
      return row;
    },

    /** Whether some organisation claims `domain` without having proven it. */
    async isClaimPending(domain: string): Promise<boolean> {
      const [row] = await db
        .select({ domain: organizationSsoDomains.domain })
        .from(organizationSsoDomains)
        .where(and(eq(organizationSsoDomains.domain, domain), ne(organizationSsoDomains.status, VERIFIED)))
        .limit(1);
      return row !== undefined;
    },

    /** The account an identity at a provider was linked to, if any. */
    async findLinkedUserId(issuer: string, subject: string, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ userId: organizationSsoIdentities.userId })
        .from(organizationSsoIdentities)
        .where(and(eq(organizationSsoIdentities.issuer, issuer), eq(organizationSsoIdentities.subject, subject)))
        .limit(1);
      return row?.userId;
    },

    /**
     * Links the identity to the account; false when the identity is linked already or the account already has another
     * identity at this issuer (both held by unique keys, so two sign-ons at once cannot both link).
     */
    async linkIdentity(tx: Db, values: { issuer: string; subject: string; userId: string; organizationId: string }): Promise<boolean> {
      const rows = await tx.insert(organizationSsoIdentities).values(values).onConflictDoNothing().returning({ userId: organizationSsoIdentities.userId });
      return rows.length > 0;
    },

    /** Records a sign-on begun; old attempts past their expiry go at the same time, so the table stays small. */
    async insertAttempt(values: { stateHash: string; organizationId: string; nonce: string; codeVerifier: string; expiresAt: Date }, now = new Date()): Promise<void> {
      await db.delete(organizationSsoAttempts).where(lt(organizationSsoAttempts.expiresAt, new Date(now.getTime() - 86_400_000)));
      await db.insert(organizationSsoAttempts).values(values);
    },

    /**
     * Marks the attempt used and answers it, in one statement, so a callback presented twice finds it only once.
     * Undefined when there is none with that state or it was used already.
     */
    async useAttempt(stateHash: string, now = new Date()): Promise<SsoAttemptRow | undefined> {
      const [row] = await db
        .update(organizationSsoAttempts)
        .set({ usedAt: now })
        .where(and(eq(organizationSsoAttempts.stateHash, stateHash), isNull(organizationSsoAttempts.usedAt)))
        .returning();
      return row;
    },

    /**
     * The organisations that require sign-on for this person: they are a member there but not an owner, and their
     * address is on a domain its sign-on has proven. The first by name, if any.
     */
    async findRequiringOrganization(userId: string, domain: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizationMembers)
        .innerJoin(organizationSso, eq(organizationSso.organizationId, organizationMembers.organizationId))
        .innerJoin(
          organizationSsoDomains,
          and(eq(organizationSsoDomains.organizationId, organizationSso.organizationId), eq(organizationSsoDomains.domain, domain), eq(organizationSsoDomains.status, VERIFIED)),
        )
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.userId, userId), ne(organizationMembers.role, 'owner'), eq(organizationSso.requireSso, true)))
        .orderBy(asc(organizations.name))
        .limit(1);
      return row;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
