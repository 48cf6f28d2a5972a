// The OpenID Connect exchange with an organisation's provider, through openid-client: discovery, the authorization
// URL (state, nonce, PKCE S256) and the code grant that checks all three. The only importer of openid-client. Every
// request it makes (discovery, keys, token, userinfo) goes through lib/guarded-fetch.ts: public addresses only.
import { isIP } from 'node:net';
import * as oidc from 'openid-client';
import { createGuardedFetch, isLoopbackAddress, isNonPublicAddress, OutboundRefusedError, type AddressResolver } from '../../lib/guarded-fetch.ts';

/** Seconds a provider has to answer discovery, the token request and the userinfo request. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** The largest answer read from a provider (a discovery document or key set is a few kilobytes). */
const PROVIDER_RESPONSE_MAX_BYTES = 256 * 1024;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export interface SsoProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** What the organisation's provider says about the person, after every check passed. */
export interface SsoIdentity {
  /** The issuer as the ID token names it (checked against the discovered one); with `subject`, who the person is. */
  issuer: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
}

/** A failure talking to the provider, in words an admin can act on. */
export class SsoProviderError extends Error {}

/** The provider refused or the person cancelled there (`error` on the callback). */
export class SsoDeniedError extends Error {}

export const isLoopbackUrl = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);

/**
 * http:// is refused unless the operator allowed it (SSO_ALLOW_HTTP_LOOPBACK) and the issuer is on this machine;
 * answers whether openid-client must be told to allow it.
 */
export function checkIssuerUrl(issuerUrl: string, allowHttpLoopback: boolean): { url: URL; isInsecureAllowed: boolean } | undefined {
  const url = new URL(issuerUrl);
  if (url.protocol === 'https:') return { url, isInsecureAllowed: false };
  if (url.protocol === 'http:' && allowHttpLoopback && isLoopbackUrl(url)) return { url, isInsecureAllowed: true };
  return undefined;
}

/** Whether the issuer is written as an address no provider can be at (a private, link-local or loopback IP). */
export function isPrivateIssuer(issuerUrl: string, allowHttpLoopback: boolean): boolean {
  const hostname = new URL(issuerUrl).hostname.replace(/^\[|\]$/g, '');
  if (hostname === 'localhost') return !allowHttpLoopback;
  if (!isIP(hostname)) return false;
  return isLoopbackAddress(hostname) ? !allowHttpLoopback : isNonPublicAddress(hostname);
}

function describe(error: unknown): string {
  if (error instanceof OutboundRefusedError) return error.message;
  if (error instanceof Error && error.cause instanceof OutboundRefusedError) return error.cause.message;
  if (error instanceof oidc.ResponseBodyError) return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

export function createSsoClient({ allowHttpLoopback, resolveAddresses }: { allowHttpLoopback: boolean; resolveAddresses: AddressResolver }) {
  const guardedFetch = createGuardedFetch({
    allowLoopback: allowHttpLoopback,
    resolve: resolveAddresses,
    timeoutMs: PROVIDER_TIMEOUT_SECONDS * 1000,
    maxResponseBytes: PROVIDER_RESPONSE_MAX_BYTES,
  });
  // openid-client hands over the URL and options of the Fetch API; the guard takes the same.
  const customFetch: oidc.CustomFetch = (url, options) => guardedFetch(url, options);

  /** The provider's configuration from its discovery document, with the client's authentication it supports. */
  async function configure(provider: SsoProvider): Promise<oidc.Configuration> {
    const checked = checkIssuerUrl(provider.issuerUrl, allowHttpLoopback);
    if (!checked) throw new SsoProviderError('the issuer URL must start with https://.');
    const execute = checked.isInsecureAllowed ? [oidc.allowInsecureRequests] : [];
    let discovered: oidc.Configuration;
    try {
      discovered = await oidc.discovery(checked.url, provider.clientId, undefined, oidc.None(), { execute, timeout: PROVIDER_TIMEOUT_SECONDS, [oidc.customFetch]: customFetch });
    } catch (error) {
      throw new SsoProviderError(describe(error));
    }
    const metadata = discovered.serverMetadata();
    if (!metadata.authorization_endpoint || !metadata.token_endpoint) throw new SsoProviderError('it names no authorization or token endpoint.');
    // Basic is what every provider must support; post only where the provider lists it alone.
    const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const auth = methods.includes('client_secret_basic') || !methods.includes('client_secret_post') ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.ClientSecretPost(provider.clientSecret);
    const config = new oidc.Configuration(metadata, provider.clientId, { client_secret: provider.clientSecret }, auth);
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    config[oidc.customFetch] = customFetch;
    if (checked.isInsecureAllowed) oidc.allowInsecureRequests(config);
    return config;
  }

  return {
    /** Reads the discovery document; throws SsoProviderError saying what failed. */
    async check(provider: SsoProvider): Promise<void> {
      await configure(provider);
    },

    /** A new state, nonce and PKCE verifier, and the provider's URL that carries them (with the S256 challenge). */
    async begin(provider: SsoProvider, redirectUri: string, loginHint: string) {
      const config = await configure(provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        login_hint: loginHint,
      });
      return { authorizationUrl: url.href, state, nonce, codeVerifier };
    },

    /**
     * Exchanges the code of `callbackUrl` with the checks of its attempt (state, nonce, PKCE verifier; the ID token's
     * signature, issuer, audience and age by openid-client), then reads the e-mail claims, from the userinfo endpoint
     * when the ID token leaves them out.
     */
    async finish(provider: SsoProvider, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<SsoIdentity> {
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) throw new SsoDeniedError(providerError);
      const config = await configure(provider);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new SsoProviderError('it sent no ID token.');
        let profile: Record<string, unknown> = { ...claims };
        if ((claims.email === undefined || claims.email_verified === undefined) && config.serverMetadata().userinfo_endpoint) {
          profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        }
        const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : null;
        // Some providers send "true" as a string; anything else is not a confirmation.
        const isEmailVerified = profile.email_verified === true || profile.email_verified === 'true';
        const name = typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : null;
        return { issuer: claims.iss, subject: claims.sub, email, isEmailVerified, name };
      } catch (error) {
        if (error instanceof SsoProviderError) throw error;
        if (error instanceof oidc.AuthorizationResponseError) throw new SsoDeniedError(error.error);
        throw new SsoProviderError(describe(error));
      }
    },
  };
}

export type SsoClient = ReturnType<typeof createSsoClient>;
