// The rules of the domains an organisation claims, for its join link and its single sign-on alike: never a public
// provider's (400), never one another organisation has proven (409), pending until a DNS TXT record or the operator
// proves it, and proven once for both uses. The organisations and single sign-on services check who is asking first.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrganizationDomain } from '../../../shared/contracts/organization-domains.ts';
import { DOMAIN_MESSAGES, DOMAIN_TXT_LABEL, DOMAIN_TXT_PREFIX, PUBLIC_EMAIL_DOMAINS, type DomainProof } from '../../../shared/contracts/organization-domains-constants.ts';
import type { AdminSsoDomainList } from '../../../shared/contracts/organization-sso.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { createDomainClaimsRepository, DomainTakenError, type DomainClaimRow, type DomainUse } from './organization-domains.repository.ts';
import { DnsUnavailableError, type SsoDns } from './organization-sso-dns.ts';

const PUBLIC_DOMAINS = new Set(PUBLIC_EMAIL_DOMAINS);

/** The domain of an address, lower-case. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const isVerifiedClaim = (row: Pick<DomainClaimRow, 'status'>) => row.status === 'verified';

/** A claim as the organisation page and the sign-on card show it, with the exact TXT record that proves it. */
export function domainAnswer(row: DomainClaimRow): OrganizationDomain {
  return {
    domain: row.domain,
    status: isVerifiedClaim(row) ? 'verified' : 'pending',
    txt_name: `${DOMAIN_TXT_LABEL}.${row.domain}`,
    txt_value: `${DOMAIN_TXT_PREFIX}${row.verificationToken}`,
    verified_by: row.verifiedBy === 'dns' || row.verifiedBy === 'operator' ? row.verifiedBy : null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    is_for_join_link: row.forJoinLink,
    is_for_sign_on: row.forSignOn,
  };
}

/** 400 naming the first public provider's domain among `domains`. */
export function assertClaimable(domains: readonly string[]): void {
  const publicDomain = domains.find((domain) => PUBLIC_DOMAINS.has(domain));
  if (publicDomain) throw badRequest(DOMAIN_MESSAGES.publicDomain(publicDomain));
}

const newToken = () => randomBytes(18).toString('base64url');

export function createDomainClaims(db: Db, dns: SsoDns, logger?: Pick<FastifyBaseLogger, 'warn'>) {
  const repository = createDomainClaimsRepository(db);

  /** Marks the claim proven, or says why not (400 a public provider's, 404 gone, 409 another organisation proved it first). */
  async function markVerified(organizationId: string, domain: string, proof: DomainProof): Promise<void> {
    assertClaimable([domain]);
    const marked = await repository.markVerified(organizationId, domain, proof);
    if (marked === 'missing') throw notFound(DOMAIN_MESSAGES.notClaimed);
    if (marked === 'taken') throw conflict(DOMAIN_MESSAGES.domainTaken(domain));
  }

  return {
    /** The organisation's claims, by domain; with `use`, only those claimed for it. */
    async listClaims(organizationId: string, use?: DomainUse): Promise<DomainClaimRow[]> {
      return repository.listClaims(organizationId, use);
    },

    /**
     * Makes `domains` the organisation's list for `use` (in `tx` when given, so it commits with the caller's change):
     * 400 for a public provider's domain, 409 for one another organisation has proven; a new domain starts pending with
     * its own token, one claimed already for the other use keeps its state.
     */
    async saveUse(organizationId: string, use: DomainUse, domains: string[], tx: Db = db): Promise<void> {
      assertClaimable(domains);
      try {
        await createDomainClaimsRepository(tx).saveUse(organizationId, use, domains, newToken);
      } catch (error) {
        if (error instanceof DomainTakenError) throw conflict(DOMAIN_MESSAGES.domainTaken(error.domain));
        throw error;
      }
    },

    /**
     * Looks for the claim's TXT record (`engram-verification=<token>` at `_engram.<domain>` or at the domain) and marks
     * the domain proven when it is there: 400 naming the record when it is not, 502 when DNS cannot be asked, 409 when
     * another organisation proved the domain first, 404 for a domain the organisation does not claim. A domain proven
     * already stays as it is.
     */
    async verify(organizationId: string, domain: string): Promise<void> {
      const claim = await repository.findClaim(organizationId, domain);
      if (!claim) throw notFound(DOMAIN_MESSAGES.notClaimed);
      if (isVerifiedClaim(claim)) return;
      assertClaimable([domain]);
      const expected = `${DOMAIN_TXT_PREFIX}${claim.verificationToken}`;
      let records: string[];
      try {
        records = (await Promise.all([dns.readTxt(`${DOMAIN_TXT_LABEL}.${domain}`), dns.readTxt(domain)])).flat();
      } catch (error) {
        if (!(error instanceof DnsUnavailableError)) throw error;
        logger?.warn({ err: error, domain }, 'organisation domain check could not ask DNS');
        throw new HttpError(502, DOMAIN_MESSAGES.verifyUnreachable(domain));
      }
      if (!records.some((record) => record.trim() === expected)) throw badRequest(DOMAIN_MESSAGES.verifyNotFound(domain, claim.verificationToken));
      await markVerified(organizationId, domain, 'dns');
    },

    /** The operator vouches for an organisation's claim (admins only, checked by the route): 404 no such claim, 409 taken. */
    async approve(organizationId: string, domain: string): Promise<void> {
      await markVerified(organizationId, domain, 'operator');
    },

    /** Claims waiting for proof, for the operator's console. */
    async listPending(limit: number): Promise<AdminSsoDomainList> {
      const rows = await repository.listPendingClaims(limit);
      return {
        data: rows.map((row) => ({
          domain: row.domain,
          organization_id: row.organizationId,
          organization_name: row.organizationName,
          claimed_at: row.claimedAt.toISOString(),
          is_for_join_link: row.forJoinLink,
          is_for_sign_on: row.forSignOn,
          is_verified_elsewhere: row.isVerifiedElsewhere,
        })),
      };
    },

    /** Whether some organisation claims `domain` for `use` without having proven it. */
    async isClaimPending(domain: string, use: DomainUse): Promise<boolean> {
      return repository.isClaimPending(domain, use);
    },

    async hasClaimFor(organizationId: string, use: DomainUse): Promise<boolean> {
      return repository.hasClaimFor(organizationId, use);
    },

    async findClaim(organizationId: string, domain: string): Promise<DomainClaimRow | undefined> {
      return repository.findClaim(organizationId, domain);
    },
  };
}

export type DomainClaims = ReturnType<typeof createDomainClaims>;
