// The queries of single sign-on: an organisation's settings, the sign-ons begun (used once), the identities linked to
// accounts, and the organisations whose sign-on a password login yields to. The domains it covers are claims of
// organization_domains (organization-domains.repository.ts), read here only where a sign-on picks its organisation.
import { and, asc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationDomains, organizationMembers, organizations, organizationSso, organizationSsoAttempts, organizationSsoIdentities } from '../../db/schema.ts';

export type SsoRow = typeof organizationSso.$inferSelect;
export type SsoAttemptRow = typeof organizationSsoAttempts.$inferSelect;

const VERIFIED = 'verified';

export function createSsoRepository(db: Db) {
  return {
    /** The organisation's settings, or undefined when it has none. */
    async findSettings(organizationId: string): Promise<SsoRow | undefined> {
      const [settings] = await db.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId)).limit(1);
      return settings;
    },

    /** Saves the settings (the domains it covers are saved beside them, as claims, by the caller's transaction). */
    async saveSettings(values: { organizationId: string; issuerUrl: string; clientId: string; clientSecretSealed: string; requireSso: boolean }): Promise<void> {
      const { organizationId: _key, ...rest } = values;
      await db
        .insert(organizationSso)
        .values(values)
        .onConflictDoUpdate({ target: organizationSso.organizationId, set: { ...rest, updatedAt: new Date() } });
    },

    /** Turns sign-on off: the settings and any sign-on begun (the caller lets go of its domains). */
    async deleteSettings(organizationId: string): Promise<boolean> {
      const rows = await db.delete(organizationSso).where(eq(organizationSso.organizationId, organizationId)).returning({ id: organizationSso.organizationId });
      await db.delete(organizationSsoAttempts).where(eq(organizationSsoAttempts.organizationId, organizationId));
      return rows.length > 0;
    },

    /** The organisation that has proven `domain` and whose sign-on covers it, with its settings. */
    async findByVerifiedDomain(domain: string): Promise<{ settings: SsoRow; organizationName: string } | undefined> {
      const [row] = await db
        .select({ settings: organizationSso, organizationName: organizations.name })
        .from(organizationDomains)
        .innerJoin(organizationSso, eq(organizationSso.organizationId, organizationDomains.organizationId))
        .innerJoin(organizations, eq(organizations.id, organizationSso.organizationId))
        .where(and(eq(organizationDomains.domain, domain), eq(organizationDomains.status, VERIFIED), eq(organizationDomains.forSignOn, true)))
        .limit(1);
      return row;
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
          organizationDomains,
          and(eq(organizationDomains.organizationId, organizationSso.organizationId), eq(organizationDomains.domain, domain), eq(organizationDomains.status, VERIFIED), eq(organizationDomains.forSignOn, true)),
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
