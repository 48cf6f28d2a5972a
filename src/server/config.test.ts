import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 86_400 });
  });

  it('names every invalid variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', COOKIE_SECURE: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'COOKIE_SECURE']) expect(message).toContain(name);
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', AUTH_SECRET: '' })).toMatchObject({ databaseUrl: undefined, authSecret: undefined });
  });
});
