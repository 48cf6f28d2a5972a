import { describe, expect, it } from 'vitest';
import { loginPrefillState, prefilledEmail } from './login-prefill.ts';

describe('login prefill', () => {
  it('hands the registered e-mail to the login form, and nothing else', () => {
    const state = loginPrefillState('dana@example.com');
    expect(state).toEqual({ email: 'dana@example.com' });
    expect(prefilledEmail(state)).toBe('dana@example.com');
  });

  it.each([null, undefined, 'dana@example.com', 42, {}, { email: 7 }, { mail: 'dana@example.com' }])('starts empty for %j', (state) => {
    expect(prefilledEmail(state)).toBe('');
  });
});
