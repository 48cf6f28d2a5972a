import { describe, expect, it } from 'vitest';
import { afterLoginFrom, loginPrefillState, pathAfterLogin, prefilledEmail } from './login-prefill.ts';

describe('login prefill', () => {
  it('hands the registered e-mail to the login form, and nothing else', () => {
    const state = loginPrefillState('dana@example.com');
    expect(state).toEqual({ email: 'dana@example.com' });
    expect(prefilledEmail(state)).toBe('dana@example.com');
  });

  it.each([null, undefined, 'dana@example.com', 42, {}, { email: 7 }, { mail: 'dana@example.com' }])('starts empty for %j', (state) => {
    expect(prefilledEmail(state)).toBe('');
  });

  it('leads to the twin only when the person came for it, and to the practice area otherwise', () => {
    expect(afterLoginFrom('?next=twin')).toBe('twin');
    expect(afterLoginFrom('?next=https://evil.example')).toBe('showcase');
    expect(loginPrefillState('dana@example.com', 'twin')).toEqual({ email: 'dana@example.com', next: 'twin' });
    expect(pathAfterLogin(loginPrefillState('dana@example.com', 'twin'), '')).toBe('/auth/register/ai');
    expect(pathAfterLogin(null, '?next=twin')).toBe('/auth/register/ai');
    expect(pathAfterLogin({ next: '//evil.example' }, '?next=/admin')).toBe('/showcase');
    expect(pathAfterLogin(undefined, '')).toBe('/showcase');
  });

  it('comes back to an heir invitation with its token, and never to another address', () => {
    expect(afterLoginFrom('?next=invite%3Aab_C-9')).toBe('invite:ab_C-9');
    expect(pathAfterLogin(null, '?next=invite:ab_C-9')).toBe('/heirs/accept?token=ab_C-9');
    expect(pathAfterLogin(loginPrefillState('dana@example.com', 'invite:tok'), '')).toBe('/heirs/accept?token=tok');
    expect(afterLoginFrom('?next=invite:../../evil')).toBe('showcase');
    expect(afterLoginFrom('?next=invite://evil.example')).toBe('showcase');
    expect(pathAfterLogin({ next: 'invite:a/b' }, '')).toBe('/showcase');
  });
});
