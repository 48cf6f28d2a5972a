// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 at a random port, for the single sign-on tests: one
// confidential client, accounts whose claims each test chooses, PKCE required, and its own login page (any password).
// `signIn` walks its pages the way a browser does and answers the address it sends the person back to.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account; its id is what one types as the login on the provider's page. */
  addAccount(accountId: string, account: LocalAccount): void;
  /**
   * Follows `authorizationUrl` through the provider's login page as `accountId` (or cancels there) and answers the
   * redirect back to the client, with its code or error.
   */
  signIn(authorizationUrl: string, accountId: string | { cancel: true }): Promise<URL>;
  close(): Promise<void>;
}

/** The cookies a browser would keep for the provider: every one it set, sent back to it on every request. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const accounts = new Map<string, LocalAccount>();
  // The issuer names the port, known once the server listens; the provider answers from then on.
  const routed: { handle?: RequestListener } = {};
  const server: Server = createServer((request, response) => routed.handle?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'engram-test-client';
  const clientSecret = 'a-client-secret-only-this-test-knows';

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => Promise.resolve({ sub, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['a-cookie-key-for-the-local-provider'] },
    // The client is the organisation's own: no consent page, as a company's provider is set up.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  routed.handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (accountId, account) => accounts.set(accountId, account),
    async signIn(authorizationUrl, who) {
      const jar = cookieJar();
      const go = async (url: string | URL, init: RequestInit = {}) => {
        const response = await fetch(new URL(url, issuer), { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
        jar.keep(response);
        return response;
      };
      const toInteraction = await go(authorizationUrl);
      const interaction = toInteraction.headers.get('location');
      if (!interaction) throw new Error(`The provider did not ask for a login (${toInteraction.status}): ${await toInteraction.text()}`);
      let next =
        typeof who === 'string'
          ? await go(interaction, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ prompt: 'login', login: who, password: 'any password' }).toString() })
          : await go(`${interaction}/abort`);
      // Back to the authorization endpoint, and from there to the client (a few hops at most).
      for (let hops = 0; hops < 5; hops += 1) {
        const location = next.headers.get('location');
        if (!location) throw new Error(`The provider stopped at ${next.status}: ${await next.text()}`);
        const url = new URL(location, issuer);
        if (url.href.startsWith(redirectUri)) return url;
        next = await go(url);
      }
      throw new Error('The provider never sent the person back.');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
