import { describe, expect, it } from 'vitest';
import { accessOf, redirectFor } from './access.ts';

describe('route access', () => {
  it.each(['/', '/id', '/id/', '/auth/login', '/auth/register', '/auth/login/'])('%s is for guests only', (path) => {
    expect(accessOf(path)).toBe('guest-only');
    expect(redirectFor(path, true)).toBe('/showcase');
    expect(redirectFor(path, false)).toBeNull();
  });

  it('sends a signed-in person who came to reserve a username to the twin, and nobody anywhere else', () => {
    expect(redirectFor('/auth/register', true, '?next=twin')).toBe('/auth/register/ai');
    expect(redirectFor('/auth/register', true, '?next=//evil.example')).toBe('/showcase');
    expect(redirectFor('/auth/login', true, '?next=%2Fshowcase%2Fhistory')).toBe('/showcase/history');
    expect(redirectFor('/auth/register', false, '?next=twin')).toBeNull();
  });

  it.each(['/showcase', '/showcase/persona', '/showcase/roleplay/abc', '/showcase/session/abc', '/showcase/report/abc', '/showcase/history', '/showcase/progress', '/dashboard', '/dashboard/heirs', '/auth/register/ai', '/auth/register/ai/seventh'])(
    '%s is protected',
    (path) => {
      expect(accessOf(path)).toBe('protected');
      expect(redirectFor(path, false)).toBe('/');
      expect(redirectFor(path, true)).toBeNull();
    },
  );

  it.each(['/terms', '/privacy', '/privacy/', '/t/ana_lee', '/t/ana_lee/'])('%s is public for guests and signed-in people', (path) => {
    expect(accessOf(path)).toBe('public');
    expect(redirectFor(path, true)).toBeNull();
    expect(redirectFor(path, false)).toBeNull();
  });

  it('leaves other paths open and does not confuse look-alike prefixes', () => {
    expect(accessOf('/showcases')).toBe('open');
    expect(accessOf('/auth/register/aiden')).toBe('open');
    expect(accessOf('/tips')).toBe('open');
    expect(redirectFor('/nowhere', true)).toBeNull();
    expect(redirectFor('/nowhere', false)).toBeNull();
  });
});
