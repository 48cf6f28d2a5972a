// What every request's authentication needs, built once at start-up and handed to the auth plugin and to the
// features (users signs tokens and revokes logins with it).
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSettingsRepository } from '../db/settings.repository.ts';
import { createSecretBox, deriveSecretsKey, type SecretBox } from '../lib/secret-box.ts';
import { createAuthSessionsRepository } from './auth-sessions.repository.ts';
import { createSessionStatusCache, type SessionStatusCache } from './session-status-cache.ts';
import { createTokenSigner, generateSecret, type TokenSigner } from './tokens.ts';

export interface Auth {
  tokens: TokenSigner;
  sessionStatus: SessionStatusCache;
  /** Seals the secrets admins save (API keys): SECRETS_KEY, or a key derived from the token-signing secret. */
  secrets: SecretBox;
}

const AUTH_SECRET_SETTING = 'auth_secret';

export async function createAuth({ config, database }: { config: Config; database: Database }): Promise<Auth> {
  // From AUTH_SECRET, or generated once and kept in the database so every instance signs with the same key.
  const secret = config.authSecret || (await createSettingsRepository(database.db).getOrInsertSetting(AUTH_SECRET_SETTING, generateSecret()));
  const sessions = createAuthSessionsRepository(database.db);
  return {
    tokens: createTokenSigner(secret, config.accessTokenTtlSeconds),
    // At most one database look-up per login per second; a revocation on another instance is seen within that second.
    sessionStatus: createSessionStatusCache({ lookup: (sessionId) => sessions.findUsableSessionExpiry(sessionId), ttlMs: 1000 }),
    secrets: createSecretBox(deriveSecretsKey(config.secretsKey ?? secret)),
  };
}
