// Single sign-on rules: who may read and change an organisation's settings (owners and admins; the secret sealed and
// never answered), which organisation an address signs in with, the checks of a sign-on coming back (state bound to
// the browser, used once, in time; nonce and PKCE by openid-client; a verified address on a covered domain), joining
// as a member, and whose password login yields to sign-on.
import type { FastifyBaseLogger } from 'fastify';
import { SaveSsoSettingsInputSchema, type SaveSsoSettingsInput, type SsoSettings } from '../../../shared/contracts/organization-sso.ts';
import { SSO_ATTEMPT_TTL_MINUTES, SSO_CALLBACK_PATH, SSO_ERROR_MESSAGES, SSO_MESSAGES, type SsoErrorCode } from '../../../shared/contracts/organization-sso-constants.ts';
import { ORGANIZATION_MEMBERS_MAX, ORGANIZATION_MESSAGES, ORGANIZATIONS_PER_PERSON_MAX } from '../../../shared/contracts/organizations-constants.ts';
import { EmailSchema } from '../../../shared/contracts/users.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { openSealed } from '../../lib/secret-box.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { hashLinkToken } from './organization-links.ts';
import { checkIssuerUrl, createSsoClient, SsoDeniedError, SsoProviderError, type SsoIdentity, type SsoProvider } from './organization-sso-client.ts';
import { createSsoRepository, SsoDomainTakenError, type SsoRow } from './organization-sso.repository.ts';
import { createOrganizationsRepository } from './organizations.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** How a sign-on coming back ended: the person the provider vouched for and their organisation, or why not. */
export type SsoFinish = { organizationId: string; identity: SsoIdentity & { email: string } } | { error: SsoErrorCode };

export function createSsoService(deps: Pick<FeatureDeps, 'config' | 'database' | 'auth' | 'mail'>, logger?: Pick<FastifyBaseLogger, 'warn'>) {
  const { config, database, auth, mail } = deps;
  const db = database.db;
  const repository = createSsoRepository(db);
  const organizations = createOrganizationsRepository(db);
  const client = createSsoClient({ allowHttpLoopback: config.ssoAllowHttpLoopback });

  async function requireAdmin(caller: AccessClaims, organizationId: string): Promise<void> {
    const membership = UUID.test(organizationId) ? await organizations.findMembership(organizationId, caller.userId) : undefined;
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
      const found = await repository.findSettings(organizationId);
      return {
        is_configured: found !== undefined,
        issuer_url: found?.settings.issuerUrl ?? null,
        client_id: found?.settings.clientId ?? null,
        has_client_secret: found !== undefined,
        email_domains: found?.domains ?? [],
        require_sso: found?.settings.requireSso ?? false,
        redirect_uri: redirectUri,
      };
    },

    /**
     * Saves the settings after reading the provider's discovery document (400 saying what failed). No secret keeps the
     * one saved before; the secret is sealed before it is stored.
     */
    async saveSettings(caller: AccessClaims, organizationId: string, input: SaveSsoSettingsInput, redirectUri: string): Promise<SsoSettings> {
      await requireAdmin(caller, organizationId);
      const { issuer_url: issuerUrl, client_id: clientId, client_secret: secretInput, email_domains: domains, require_sso: requireSso } = SaveSsoSettingsInputSchema.parse(input);
      if (!checkIssuerUrl(issuerUrl, config.ssoAllowHttpLoopback)) throw badRequest(SSO_MESSAGES.insecureIssuer);
      const saved = await repository.findSettings(organizationId);
      const clientSecret = secretInput?.trim() ? secretInput.trim() : saved ? providerOf(saved.settings)?.clientSecret : undefined;
      if (!clientSecret) throw badRequest(SSO_MESSAGES.secretRequired);
      try {
        await client.check({ issuerUrl, clientId, clientSecret });
      } catch (error) {
        if (error instanceof SsoProviderError) throw badRequest(SSO_MESSAGES.discoveryFailed(error.message));
        throw error;
      }
      try {
        await repository.saveSettings({ organizationId, issuerUrl, clientId, clientSecretSealed: auth.secrets.seal(clientSecret), requireSso }, domains);
      } catch (error) {
        if (error instanceof SsoDomainTakenError) throw badRequest(SSO_MESSAGES.domainTaken(error.domain));
        throw error;
      }
      return this.getSettings(caller, organizationId, redirectUri);
    },

    async deleteSettings(caller: AccessClaims, organizationId: string): Promise<void> {
      await requireAdmin(caller, organizationId);
      if (!(await repository.deleteSettings(organizationId))) throw notFound(SSO_MESSAGES.notConfigured);
    },

    /**
     * Begins a sign-on for `email`: its domain picks the organisation (404 when none signs it in), and the attempt's
     * state, nonce and PKCE verifier are stored (the state as a hash) for the callback. Answers the provider's URL and
     * the state, which the route also keeps in a cookie of this browser.
     */
    async begin(email: string, redirectUri: string): Promise<{ authorizationUrl: string; state: string; organizationName: string }> {
      const found = await repository.findByDomain(domainOf(email));
      const provider = found ? providerOf(found.settings) : undefined;
      if (!found || !provider) throw notFound(SSO_MESSAGES.noDomainMatch);
      let begun: Awaited<ReturnType<typeof client.begin>>;
      try {
        begun = await client.begin(provider, redirectUri, email);
      } catch (error) {
        if (!(error instanceof SsoProviderError)) throw error;
        logger?.warn({ err: error, organizationId: found.settings.organizationId }, 'single sign-on provider unreachable');
        throw new HttpError(502, SSO_ERROR_MESSAGES.provider);
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
     * must be verified and on a covered domain. The attempt is used up before the provider is asked anything.
     */
    async finish(callbackUrl: URL, browserState: string | undefined): Promise<SsoFinish> {
      const state = callbackUrl.searchParams.get('state');
      if (!state || !browserState || state !== browserState) return { error: 'state' };
      const attempt = await repository.useAttempt(hashLinkToken(state));
      if (!attempt) return { error: 'state' };
      if (attempt.expiresAt.getTime() <= Date.now()) return { error: 'expired' };
      const found = await repository.findSettings(attempt.organizationId);
      const provider = found ? providerOf(found.settings) : undefined;
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
      if (!found.domains.includes(domainOf(identity.email))) return { error: 'domain' };
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

    /** Why this person may not sign in with a password (an organisation requires sign-on), or null. */
    async passwordRefusal(userId: string, email: string): Promise<string | null> {
      const requiring = await repository.findRequiringOrganization(userId, domainOf(email));
      return requiring ? SSO_MESSAGES.passwordRefused(requiring.name) : null;
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
