// Single sign-on rules: who may read and change an organisation's settings (owners and admins; the secret sealed and
// never answered), the domains it covers (claims shared with the join link, organization-domains.service.ts: never a
// public provider's; pending until a DNS TXT record or the operator proves them; proven for one organisation at most), which organisation an address signs in with (a proven domain's
// only), the checks of a sign-on coming back (state bound to the browser, used once, in time; nonce and PKCE by
// openid-client; a verified address on a proven domain), joining as a member, and whose password login yields to sign-on.
import type { FastifyBaseLogger } from 'fastify';
import { SaveSsoSettingsInputSchema, type AdminSsoDomainList, type SaveSsoSettingsInput, type SsoSettings } from '../../../shared/contracts/organization-sso.ts';
import { ADMIN_SSO_DOMAINS_LIMIT, SSO_ATTEMPT_TTL_MINUTES, SSO_CALLBACK_PATH, SSO_MESSAGES, type SsoErrorCode } from '../../../shared/contracts/organization-sso-constants.ts';
import { ORGANIZATION_MEMBERS_MAX, ORGANIZATIONS_PER_PERSON_MAX } from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { EmailSchema } from '../../../shared/contracts/users.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { ServerText } from '../../i18n/server-text.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { openSealed } from '../../lib/secret-box.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { hashLinkToken } from './organization-links.ts';
import { checkIssuerUrl, createSsoClient, isPrivateIssuer, SsoDeniedError, SsoProviderError, type SsoIdentity, type SsoProvider } from './organization-sso-client.ts';
import { assertClaimable, createDomainClaims, domainAnswer, domainOf, isVerifiedClaim } from './organization-domains.service.ts';
import { createSsoDns, type SsoDns } from './organization-sso-dns.ts';
import { createSsoRepository, type SsoRow } from './organization-sso.repository.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** How a sign-on coming back ended: the person the provider vouched for and their organisation, or why not. */
export type SsoFinish = { organizationId: string; identity: SsoIdentity & { email: string } } | { error: SsoErrorCode };

export function createSsoService(deps: Pick<FeatureDeps, 'config' | 'database' | 'auth' | 'mail'>, logger?: Pick<FastifyBaseLogger, 'warn'>, dns: SsoDns = createSsoDns(deps.config.ssoDnsServers)) {
  const { config, database, auth, mail } = deps;
  const db = database.db;
  const repository = createSsoRepository(db);
  const organizations = createOrganizationsRepository(db);
  const claims = createDomainClaims(db, dns, logger);
  const client = createSsoClient({ allowHttpLoopback: config.ssoAllowHttpLoopback, resolveAddresses: (hostname) => dns.resolveAddresses(hostname) });

  async function requireAdmin(caller: AccessClaims, organizationId: string): Promise<void> {
    const membership = isUuid(organizationId) ? await organizations.findMembership(organizationId, caller.userId) : undefined;
    if (!membership) throw notFound(ORGANIZATION_MESSAGES.notFound);
    if (membership.role !== 'owner' && membership.role !== 'admin') throw forbidden(ORGANIZATION_MESSAGES.adminOnly);
  }

  /** The provider as saved; undefined when its secret was sealed with another key (SECRETS_KEY changed). */
  function providerOf(settings: SsoRow): SsoProvider | undefined {
    const clientSecret = openSealed(auth.secrets, settings.clientSecretSealed);
    return clientSecret === undefined ? undefined : { issuerUrl: settings.issuerUrl, clientId: settings.clientId, clientSecret };
  }

  return {
    /** Where providers send people back: on PUBLIC_URL when set, else on the origin the request came to. */
    async redirectUri(requestOrigin: string): Promise<string> {
      // Normalised as URL writes it (no default port), since providers compare it character by character.
      return new URL(SSO_CALLBACK_PATH, (await mail.get()).publicUrl ?? requestOrigin).href;
    },

    async getSettings(caller: AccessClaims, organizationId: string, redirectUri: string): Promise<SsoSettings> {
      await requireAdmin(caller, organizationId);
      const [found, covered] = await Promise.all([repository.findSettings(organizationId), claims.listClaims(organizationId, 'signOn')]);
      return {
        is_configured: found !== undefined,
        issuer_url: found?.issuerUrl ?? null,
        client_id: found?.clientId ?? null,
        has_client_secret: found !== undefined,
        email_domains: covered.map((row) => row.domain),
        domains: covered.map(domainAnswer),
        require_sso: found?.requireSso ?? false,
        redirect_uri: redirectUri,
      };
    },

    /**
     * Saves the settings after reading the provider's discovery document (400 saying what failed). No secret keeps the
     * one saved before; the secret is sealed before it is stored. A public provider's domain is 400; one another
     * organisation has proven, 409; a new domain starts pending with its own token, and one the organisation claims
     * already for its join link keeps its state.
     */
    async saveSettings(caller: AccessClaims, organizationId: string, input: SaveSsoSettingsInput, redirectUri: string): Promise<SsoSettings> {
      await requireAdmin(caller, organizationId);
      const { issuer_url: issuerUrl, client_id: clientId, client_secret: secretInput, email_domains: domains, require_sso: requireSso } = SaveSsoSettingsInputSchema.parse(input);
      if (!checkIssuerUrl(issuerUrl, config.ssoAllowHttpLoopback)) throw badRequest(SSO_MESSAGES.insecureIssuer);
      if (isPrivateIssuer(issuerUrl, config.ssoAllowHttpLoopback)) throw badRequest(SSO_MESSAGES.privateIssuer);
      assertClaimable(domains);
      const saved = await repository.findSettings(organizationId);
      const clientSecret = secretInput?.trim() ? secretInput.trim() : saved ? providerOf(saved)?.clientSecret : undefined;
      if (!clientSecret) throw badRequest(SSO_MESSAGES.secretRequired);
      try {
        await client.check({ issuerUrl, clientId, clientSecret });
      } catch (error) {
        if (error instanceof SsoProviderError) throw badRequest(SSO_MESSAGES.discoveryFailed(error.message));
        throw error;
      }
      await db.transaction(async (tx) => {
        await claims.saveUse(organizationId, 'signOn', domains, tx);
        await createSsoRepository(tx).saveSettings({ organizationId, issuerUrl, clientId, clientSecretSealed: auth.secrets.seal(clientSecret), requireSso });
      });
      return this.getSettings(caller, organizationId, redirectUri);
    },

    /**
     * Proves a claimed domain by its TXT record (organization-domains.service.ts `verify`: 400 naming the record when
     * it is not found, 404 not claimed, 409 proven by another organisation, 502 DNS unreachable); the settings answered.
     */
    async verifyDomain(caller: AccessClaims, organizationId: string, domain: string, redirectUri: string): Promise<SsoSettings> {
      await requireAdmin(caller, organizationId);
      await claims.verify(organizationId, domain);
      return this.getSettings(caller, organizationId, redirectUri);
    },

    /** The operator vouches for an organisation's claim (admins only, checked by the route): 404 no such claim, 409 taken. */
    async approveDomain(organizationId: string, domain: string): Promise<void> {
      await claims.approve(organizationId, domain);
    },

    /** Claims waiting for proof, for the operator's console. */
    async listPendingDomains(): Promise<AdminSsoDomainList> {
      return claims.listPending(ADMIN_SSO_DOMAINS_LIMIT);
    },

    /** Turns sign-on off; the domains it covered stay claimed (and proven) only where the join link names them. */
    async deleteSettings(caller: AccessClaims, organizationId: string): Promise<void> {
      await requireAdmin(caller, organizationId);
      await db.transaction(async (tx) => {
        if (!(await createSsoRepository(tx).deleteSettings(organizationId))) throw notFound(SSO_MESSAGES.notConfigured);
        await claims.saveUse(organizationId, 'signOn', [], tx);
      });
    },

    /**
     * Begins a sign-on for `email`: its domain picks the organisation that proved it (403 when a claim waits for proof,
     * 404 when none signs it in), and the attempt's
     * state, nonce and PKCE verifier are stored (the state as a hash) for the callback. Answers the provider's URL and
     * the state, which the route also keeps in a cookie of this browser.
     */
    async begin(email: string, redirectUri: string): Promise<{ authorizationUrl: string; state: string; organizationName: string }> {
      const domain = domainOf(email);
      const found = await repository.findByVerifiedDomain(domain);
      if (!found && (await claims.isClaimPending(domain, 'signOn'))) throw forbidden({ key: 'errors.sso.domainPending', values: { domain } });
      const provider = found ? providerOf(found.settings) : undefined;
      if (!found || !provider) throw notFound({ key: 'errors.sso.noDomainMatch' });
      let begun: Awaited<ReturnType<typeof client.begin>>;
      try {
        begun = await client.begin(provider, redirectUri, email);
      } catch (error) {
        if (!(error instanceof SsoProviderError)) throw error;
        logger?.warn({ err: error, organizationId: found.settings.organizationId }, 'single sign-on provider unreachable');
        throw new HttpError(502, { key: 'errors.sso.provider' });
      }
      await repository.insertAttempt({
        stateHash: hashLinkToken(begun.state),
        organizationId: found.settings.organizationId,
        nonce: begun.nonce,
        codeVerifier: begun.codeVerifier,
        expiresAt: new Date(Date.now() + SSO_ATTEMPT_TTL_MINUTES * 60_000),
      });
      return { authorizationUrl: begun.authorizationUrl, state: begun.state, organizationName: found.organizationName };
    },

    /**
     * Checks a sign-on coming back: the state must be the one this browser began with (its cookie), not used before
     * and not expired; then openid-client checks the code, nonce and PKCE verifier with the provider, and the address
     * must be verified and on a domain the organisation has proven. The attempt is used up before the provider is asked
     * anything.
     */
    async finish(callbackUrl: URL, browserState: string | undefined): Promise<SsoFinish> {
      const state = callbackUrl.searchParams.get('state');
      if (!state || !browserState || state !== browserState) return { error: 'state' };
      const attempt = await repository.useAttempt(hashLinkToken(state));
      if (!attempt) return { error: 'state' };
      if (attempt.expiresAt.getTime() <= Date.now()) return { error: 'expired' };
      const found = await repository.findSettings(attempt.organizationId);
      const provider = found ? providerOf(found) : undefined;
      if (!found || !provider) return { error: 'provider' };
      let identity: SsoIdentity;
      try {
        identity = await client.finish(provider, callbackUrl, { state, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier });
      } catch (error) {
        if (error instanceof SsoDeniedError) return { error: 'denied' };
        if (error instanceof SsoProviderError) {
          logger?.warn({ err: error, organizationId: attempt.organizationId }, 'single sign-on did not finish');
          return { error: 'provider' };
        }
        throw error;
      }
      if (!identity.email || !identity.isEmailVerified || !EmailSchema.safeParse(identity.email).success) return { error: 'unverified' };
      const emailDomain = domainOf(identity.email);
      const claim = await claims.findClaim(attempt.organizationId, emailDomain);
      if (!claim?.forSignOn || !isVerifiedClaim(claim)) return { error: 'domain' };
      return { organizationId: attempt.organizationId, identity: { ...identity, email: identity.email } };
    },

    /**
     * Makes the person a member (role member) inside the caller's transaction, with the organisation's row locked;
     * nothing changes for someone who is a member already. False past the member limits, so the caller rolls back.
     */
    async joinAsMember(tx: Db, organizationId: string, userId: string): Promise<boolean> {
      const repo = createOrganizationsRepository(tx);
      if (!(await repo.lockOrganization(organizationId))) return false;
      if (await repo.findMember(organizationId, userId)) return true;
      if ((await repo.countMembers(organizationId)) >= ORGANIZATION_MEMBERS_MAX) return false;
      if ((await repo.countMemberships(userId)) >= ORGANIZATIONS_PER_PERSON_MAX) return false;
      await repo.insertMember(organizationId, userId, 'member');
      return true;
    },

    /** The account this identity at a provider was linked to at its first sign-on, if any. */
    async findLinkedAccount(issuer: string, subject: string, tx: Db = db): Promise<string | undefined> {
      return repository.findLinkedUserId(issuer, subject, tx);
    },

    /** Links the identity to the account in the caller's transaction; false when either is linked already. */
    async linkAccount(tx: Db, link: { issuer: string; subject: string; userId: string; organizationId: string }): Promise<boolean> {
      return createSsoRepository(tx).linkIdentity(tx, link);
    },

    /** Why this person may not sign in with a password (an organisation requires sign-on), or null. */
    async passwordRefusal(userId: string, email: string): Promise<ServerText | null> {
      const requiring = await repository.findRequiringOrganization(userId, domainOf(email));
      return requiring ? { key: 'errors.sso.passwordRefused', values: { organization: requiring.name } } : null;
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
