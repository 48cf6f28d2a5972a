import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TEST_AUTH_SECRET, TEST_DATABASES, useTestDatabase } from '../test/test-app.ts';
import { createAuth } from './auth.ts';
import { createTokenSigner } from './tokens.ts';

const CLAIMS = { userId: '00000000-0000-4000-8000-000000000001', sessionId: '00000000-0000-4000-8000-000000000002', email: 'sam@example.com' };

describe.each(TEST_DATABASES)('[AUTH] token signing secret on $name', ({ url }) => {
  const database = useTestDatabase(url);

  it('without AUTH_SECRET, instances on one database generate the secret once and accept each other’s tokens', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    const [first, second] = await Promise.all([createAuth({ config, database }), createAuth({ config, database })]);
    const token = await first!.tokens.signAccessToken(CLAIMS);
    expect(await second!.tokens.verifyAccessToken(token)).toEqual(CLAIMS);
    // A signer with another key refuses it, so the check above is about the shared secret.
    expect(await createTokenSigner('another-secret-another-secret-0123456789', 60).verifyAccessToken(token)).toBeNull();
  });

  it('with AUTH_SECRET, signs with that secret', async () => {
    const auth = await createAuth({ config: loadConfig({ DATA_DIR: 'memory://', AUTH_SECRET: TEST_AUTH_SECRET }), database });
    const token = await auth.tokens.signAccessToken(CLAIMS);
    expect(await createTokenSigner(TEST_AUTH_SECRET, 60).verifyAccessToken(token)).toEqual(CLAIMS);
  });
});
