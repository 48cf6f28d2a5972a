// The part of oidc-provider (a devDependency that ships no types) that the tests' local identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface KoaContextLike {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }

  export interface ProviderConfiguration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: unknown, sub: string): Promise<{ accountId: string; claims(): Promise<Record<string, unknown>> } | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    cookies?: { keys: string[] };
    loadExistingGrant?(ctx: KoaContextLike): Promise<Grant | undefined>;
    renderError?(ctx: unknown, out: unknown, error: unknown): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: new (values: { clientId: string; accountId: string }) => Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
