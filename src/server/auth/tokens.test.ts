import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'a-signing-secret-a-signing-secret-0123456789';
const CLAIMS = { userId: '00000000-0000-4000-8000-000000000001', sessionId: '00000000-0000-4000-8000-000000000002', email: 'sam@example.com' };

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('[AUTH] access token check', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again and again, and refuses a changed one after the original was accepted', async () => {
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccessToken(CLAIMS);
    expect(await signer.verifyAccessToken(token)).toEqual(CLAIMS);
    expect(await signer.verifyAccessToken(token)).toEqual(CLAIMS);
    expect(await signer.verifyAccessToken(tampered(token))).toBeNull();
    expect(await signer.verifyAccessToken(`${token}x`)).toBeNull();
  });

  it('refuses a token it accepted once its expiry has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signer = createTokenSigner(SECRET, 60);
    const token = await signer.signAccessToken(CLAIMS);
    expect(await signer.verifyAccessToken(token)).toEqual(CLAIMS);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await signer.verifyAccessToken(token)).toEqual(CLAIMS);
    vi.setSystemTime(Date.now() + 2000);
    expect(await signer.verifyAccessToken(token)).toBeNull();
    expect(await signer.verifyAccessToken(token)).toBeNull();
  });
});
