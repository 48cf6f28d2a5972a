// The queries of single sign-on: an organisation's settings and covered domains, the sign-ons begun (used once), and
// the organisations whose sign-on a person's password login must yield to.
import { and, asc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations, organizationSso, organizationSsoAttempts, organizationSsoDomains } from '../../db/schema.ts';
import { ORGANIZATION_DOMAINS_MAX } from '../../../shared/contracts/organizations-constants.ts';

export type SsoRow = typeof organizationSso.$inferSelect;
export type SsoAttemptRow = typeof organizationSsoAttempts.$inferSelect;

/** Thrown by `saveSettings` when a domain is another organisation's already. */
export class SsoDomainTakenError extends Error {
  constructor(readonly domain: string) {
    super(`The domain ${domain} is covered by another organisation.`);
  }
}

const UNIQUE_VIOLATION = '23505';

export function createSsoRepository(db: Db) {
  async function domainsOf(organizationId: string): Promise<string[]> {
    const rows = await db
      .select({ domain: organizationSsoDomains.domain })
      .from(organizationSsoDomains)
      .where(eq(organizationSsoDomains.organizationId, organizationId))
      .orderBy(asc(organizationSsoDomains.domain))
      .limit(ORGANIZATION_DOMAINS_MAX);
    return rows.map((row) => row.domain);
  }

  return {
    /** The organisation's settings and covered domains, or undefined when it has none. */
    async findSettings(organizationId: string): Promise<{ settings: SsoRow; domains: string[] } | undefined> {
      const [settings] = await db.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId)).limit(1);
      return settings ? { settings, domains: await domainsOf(organizationId) } : undefined;
    },

    /**
     * Saves the settings and replaces the covered domains in one transaction; throws SsoDomainTakenError when another
     * organisation covers one of them (checked first for the message, and by the primary key against a race).
     */
    async saveSettings(values: { organizationId: string; issuerUrl: string; clientId: string; clientSecretSealed: string; requireSso: boolean }, domains: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        if (domains.length > 0) {
          const [taken] = await tx
            .select({ domain: organizationSsoDomains.domain })
            .from(organizationSsoDomains)
            .where(and(inArray(organizationSsoDomains.domain, domains), ne(organizationSsoDomains.organizationId, values.organizationId)))
            .limit(1);
          if (taken) throw new SsoDomainTakenError(taken.domain);
        }
        const { organizationId, ...rest } = values;
        await tx
          .insert(organizationSso)
          .values(values)
          .onConflictDoUpdate({ target: organizationSso.organizationId, set: { ...rest, updatedAt: new Date() } });
        await tx.delete(organizationSsoDomains).where(eq(organizationSsoDomains.organizationId, organizationId));
        try {
          if (domains.length > 0) await tx.insert(organizationSsoDomains).values(domains.map((domain) => ({ domain, organizationId })));
        } catch (error) {
          const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
          if (code === UNIQUE_VIOLATION) throw new SsoDomainTakenError(domains[0]!);
          throw error;
        }
      });
    },

    /** Turns sign-on off: the settings, their domains (by cascade) and any sign-on begun. */
    async deleteSettings(organizationId: string): Promise<boolean> {
      const rows = await db.delete(organizationSso).where(eq(organizationSso.organizationId, organizationId)).returning({ id: organizationSso.organizationId });
      await db.delete(organizationSsoAttempts).where(eq(organizationSsoAttempts.organizationId, organizationId));
      return rows.length > 0;
    },

    /** The organisation whose sign-on covers `domain`, with its settings. */
    async findByDomain(domain: string): Promise<{ settings: SsoRow; organizationName: string } | undefined> {
      const [row] = await db
        .select({ settings: organizationSso, organizationName: organizations.name })
        .from(organizationSsoDomains)
        .innerJoin(organizationSso, eq(organizationSso.organizationId, organizationSsoDomains.organizationId))
        .innerJoin(organizations, eq(organizations.id, organizationSso.organizationId))
        .where(eq(organizationSsoDomains.domain, domain))
        .limit(1);
      return row;
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
     * address is on a domain its sign-on covers. The first by name, if any.
     */
    async findRequiringOrganization(userId: string, domain: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizationMembers)
        .innerJoin(organizationSso, eq(organizationSso.organizationId, organizationMembers.organizationId))
        .innerJoin(organizationSsoDomains, and(eq(organizationSsoDomains.organizationId, organizationSso.organizationId), eq(organizationSsoDomains.domain, domain)))
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.userId, userId), ne(organizationMembers.role, 'owner'), eq(organizationSso.requireSso, true)))
        .orderBy(asc(organizations.name))
        .limit(1);
      return row;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
