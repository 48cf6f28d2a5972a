import { describe, expect, it } from 'vitest';
import { afterLoginFrom, authPathWithNext, isPublicEngramPage, isSafeNextPath, isSessionEnded, pathAfterLogin, productOf, sessionEndedLoginPath } from './after-login.ts';

describe('where signing in leads', () => {
  it.each(['/showcase', '/showcase/history', '/showcase/report/abc?tab=quotes', '/dashboard/heirs#top', '/auth/register/ai/third?question=4', '/t/ana_lee', '/'])(
    'accepts the same-site path %s',
    (path) => {
      expect(isSafeNextPath(path)).toBe(true);
      expect(pathAfterLogin(`?next=${encodeURIComponent(path)}`)).toBe(path);
    },
  );

  it.each([
    '',
    'showcase',
    '//evil.example',
    '//evil.example/showcase',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /showcase',
    '/\t/evil.example',
    '/\n/evil.example',
    '/show case',
    `/${'a'.repeat(1000)}`,
  ])('refuses %j', (value) => {
    expect(isSafeNextPath(value)).toBe(false);
    expect(pathAfterLogin(`?next=${encodeURIComponent(value)}`)).toBe('/showcase');
  });

  it('leads to the twin or the practice area when the person came for either, and to the practice area by default', () => {
    expect(afterLoginFrom('?next=twin')).toBe('twin');
    expect(pathAfterLogin('?next=twin')).toBe('/auth/register/ai');
    expect(afterLoginFrom('?next=practice')).toBe('practice');
    expect(pathAfterLogin('?next=practice')).toBe('/showcase');
    // The practice area's older name in links already shared.
    expect(pathAfterLogin('?next=showcase')).toBe('/showcase');
    expect(pathAfterLogin('')).toBe('/showcase');
    expect(pathAfterLogin('?next=https://evil.example')).toBe('/showcase');
  });

  it('comes back to an heir invitation with its token, and never to another address', () => {
    expect(afterLoginFrom('?next=invite%3Aab_C-9')).toBe('invite:ab_C-9');
    expect(pathAfterLogin('?next=invite:ab_C-9')).toBe('/heirs/accept?token=ab_C-9');
    expect(afterLoginFrom('?next=invite:../../evil')).toBe('practice');
    expect(afterLoginFrom('?next=invite://evil.example')).toBe('practice');
    expect(pathAfterLogin('?next=invite:a/b')).toBe('/showcase');
  });

  it('keeps `next` when switching between the login and register pages', () => {
    expect(authPathWithNext('/auth/register', 'twin')).toBe('/auth/register?next=twin');
    expect(authPathWithNext('/auth/login', 'practice')).toBe('/auth/login');
    expect(authPathWithNext('/auth/login', '/showcase/history')).toBe('/auth/login?next=%2Fshowcase%2Fhistory');
  });

  it('sends a person whose session ended to the login page, which says so and leads back to where they were', () => {
    const path = sessionEndedLoginPath('/showcase/history?scenario=abc');
    expect(path).toBe('/auth/login?next=%2Fshowcase%2Fhistory%3Fscenario%3Dabc&session=ended');
    const search = path.slice(path.indexOf('?'));
    expect(isSessionEnded(search)).toBe(true);
    expect(pathAfterLogin(search)).toBe('/showcase/history?scenario=abc');
    expect(isSessionEnded('?next=twin')).toBe(false);
    // An unsafe page to return to is dropped; the message stays.
    expect(sessionEndedLoginPath('//evil.example')).toBe('/auth/login?session=ended');
  });

  it('speaks of the Engram to a visitor signing in from a public Engram’s page, and of the practice area elsewhere', () => {
    const fromMentor = afterLoginFrom(`?next=${encodeURIComponent('/t/mira_lee')}`);
    expect(isPublicEngramPage(fromMentor)).toBe(true);
    expect(productOf(fromMentor)).toBe('twin');
    expect(pathAfterLogin(`?next=${encodeURIComponent('/t/mira_lee')}`)).toBe('/t/mira_lee');
    for (const next of ['/showcase/history', '/tasks', 'practice'] as const) {
      expect(isPublicEngramPage(afterLoginFrom(`?next=${encodeURIComponent(next)}`))).toBe(false);
      expect(productOf(afterLoginFrom(`?next=${encodeURIComponent(next)}`))).toBe('practice');
    }
    expect(isPublicEngramPage('twin')).toBe(false);
  });
});
