// The queries of the domains organisations claim (organization_domains): one row per organisation and domain, saying
// what it is claimed for (the join link, single sign-on or both) and whether it is proven. The join link's and sign-on's
// lists are saved through `saveUse`, so a domain both lists name is one claim with one proof.
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationDomains, organizations } from '../../db/schema.ts';
import type { DomainProof } from '../../../shared/contracts/organization-domains-constants.ts';
import { ORGANIZATION_DOMAINS_MAX } from '../../../shared/contracts/organizations-constants.ts';

export type DomainClaimRow = typeof organizationDomains.$inferSelect;

/** What a list of domains is claimed for. */
export type DomainUse = 'joinLink' | 'signOn';

/** Thrown by `saveUse` when another organisation has proven one of the domains. */
export class DomainTakenError extends Error {
  constructor(readonly domain: string) {
    super(`The domain ${domain} is verified by another organisation.`);
  }
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === UNIQUE_VIOLATION;

const VERIFIED = 'verified';
/** Each use names at most ORGANIZATION_DOMAINS_MAX domains, so an organisation holds at most twice as many claims. */
const CLAIMS_MAX = ORGANIZATION_DOMAINS_MAX * 2;

const otherUse = (use: DomainUse): DomainUse => (use === 'joinLink' ? 'signOn' : 'joinLink');
const columnOf = (use: DomainUse) => (use === 'joinLink' ? organizationDomains.forJoinLink : organizationDomains.forSignOn);
const flagOf = (use: DomainUse, value: boolean): Pick<DomainClaimRow, 'forJoinLink'> | Pick<DomainClaimRow, 'forSignOn'> => (use === 'joinLink' ? { forJoinLink: value } : { forSignOn: value });

/** Another organisation's proven claim on the same domain as the row. */
const verifiedElsewhere = sql<boolean>`exists (select 1 from organization_domains as other_domains where other_domains.domain = ${organizationDomains.domain} and other_domains.status = ${VERIFIED} and other_domains.organization_id <> ${organizationDomains.organizationId})`;

/** By domain, character by character, whatever the database's locale. */
const byDomain = sql`${organizationDomains.domain} collate "C"`;

/** The organisation's join-link domains, by name, as a column of a query on `organizations`. */
export const joinLinkDomainsColumn = sql<string[]>`array(select d.domain from organization_domains as d where d.organization_id = ${organizations.id} and d.for_join_link order by d.domain collate "C")`;

export function createDomainClaimsRepository(db: Db) {
  async function takenDomain(tx: Db, organizationId: string, domains: string[]): Promise<string | undefined> {
    if (domains.length === 0) return undefined;
    const [taken] = await tx
      .select({ domain: organizationDomains.domain })
      .from(organizationDomains)
      .where(and(inArray(organizationDomains.domain, domains), eq(organizationDomains.status, VERIFIED), ne(organizationDomains.organizationId, organizationId)))
      .orderBy(asc(organizationDomains.domain))
      .limit(1);
    return taken?.domain;
  }

  return {
    /** Every claim of the organisation, by domain; with `use`, only those claimed for it. */
    async listClaims(organizationId: string, use?: DomainUse): Promise<DomainClaimRow[]> {
      return db
        .select()
        .from(organizationDomains)
        .where(and(eq(organizationDomains.organizationId, organizationId), use ? eq(columnOf(use), true) : undefined))
        .orderBy(byDomain)
        .limit(CLAIMS_MAX);
    },

    /** One claim of the organisation. */
    async findClaim(organizationId: string, domain: string): Promise<DomainClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationDomains)
        .where(and(eq(organizationDomains.organizationId, organizationId), eq(organizationDomains.domain, domain)))
        .limit(1);
      return row;
    },

    /**
     * Makes `domains` the organisation's list for `use`, in one transaction: a domain claimed already (for
     * either use) keeps its state and token, a new one starts pending with `newToken()`, one left out stops being
     * claimed for `use` and goes when no use wants it. Throws DomainTakenError, before changing anything, when another
     * organisation has proven one of them.
     */
    async saveUse(organizationId: string, use: DomainUse, domains: string[], newToken: () => string): Promise<void> {
      await db.transaction(async (tx) => {
        const taken = await takenDomain(tx, organizationId, domains);
        if (taken) throw new DomainTakenError(taken);
        const leftOut = and(eq(organizationDomains.organizationId, organizationId), eq(columnOf(use), true), domains.length > 0 ? notInArray(organizationDomains.domain, domains) : undefined);
        // A claim no use wants any more goes; one the other use still names only stops being claimed for this one.
        await tx.delete(organizationDomains).where(and(leftOut, eq(columnOf(otherUse(use)), false)));
        await tx.update(organizationDomains).set(flagOf(use, false)).where(leftOut);
        if (domains.length === 0) return;
        await tx
          .insert(organizationDomains)
          .values(domains.map((domain) => ({ domain, organizationId, verificationToken: newToken(), ...flagOf(use, true) })))
          .onConflictDoUpdate({ target: [organizationDomains.organizationId, organizationDomains.domain], set: flagOf(use, true) });
      });
    },

    /**
     * Marks the claim proven. 'taken' when another organisation proved the domain first (checked, and held by the
     * unique index on proven domains against a race); 'missing' when the claim is gone.
     */
    async markVerified(organizationId: string, domain: string, proof: DomainProof, now = new Date()): Promise<'verified' | 'taken' | 'missing'> {
      try {
        return await db.transaction(async (tx) => {
          if (await takenDomain(tx, organizationId, [domain])) return 'taken';
          const rows = await tx
            .update(organizationDomains)
            .set({ status: VERIFIED, verifiedBy: proof, verifiedAt: now })
            .where(and(eq(organizationDomains.organizationId, organizationId), eq(organizationDomains.domain, domain)))
            .returning({ domain: organizationDomains.domain });
          return rows.length > 0 ? 'verified' : 'missing';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Claims waiting for proof, oldest first, with their organisation and whether another has proven the domain. */
    async listPendingClaims(limit: number) {
      return db
        .select({
          domain: organizationDomains.domain,
          organizationId: organizationDomains.organizationId,
          organizationName: organizations.name,
          claimedAt: organizationDomains.createdAt,
          forJoinLink: organizationDomains.forJoinLink,
          forSignOn: organizationDomains.forSignOn,
          isVerifiedElsewhere: verifiedElsewhere,
        })
        .from(organizationDomains)
        .innerJoin(organizations, eq(organizations.id, organizationDomains.organizationId))
        .where(ne(organizationDomains.status, VERIFIED))
        .orderBy(asc(organizationDomains.createdAt), asc(organizationDomains.domain))
        .limit(limit);
    },

    /** Whether some organisation claims `domain` for `use` without having proven it. */
    async isClaimPending(domain: string, use: DomainUse): Promise<boolean> {
      const [row] = await db
        .select({ domain: organizationDomains.domain })
        .from(organizationDomains)
        .where(and(eq(organizationDomains.domain, domain), ne(organizationDomains.status, VERIFIED), eq(columnOf(use), true)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the organisation claims any domain for `use`. */
    async hasClaimFor(organizationId: string, use: DomainUse): Promise<boolean> {
      const [row] = await db
        .select({ domain: organizationDomains.domain })
        .from(organizationDomains)
        .where(and(eq(organizationDomains.organizationId, organizationId), eq(columnOf(use), true)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type DomainClaimsRepository = ReturnType<typeof createDomainClaimsRepository>;
