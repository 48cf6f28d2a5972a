/**
 * Route access of the specification: guest-only pages send signed-in people to /showcase,
 * protected pages send guests to /. The server enforces the same rule for every API call.
 */

import { INTERFACE_LANGUAGES, landingPathOf } from '@shared/contracts/languages-constants.ts';
import { afterLoginFrom, pathOf } from '@/features/users/after-login.ts';

/** The landing page in every language ('/', '/id'), sign-in and registration. */
const GUEST_ONLY = new Set([...INTERFACE_LANGUAGES.map(landingPathOf), '/auth/login', '/auth/register']);
const PROTECTED_PREFIXES = ['/showcase', '/dashboard', '/auth/register/ai', '/admin'];
/** Pages anyone may read, signed in or not: what the register page asks people to agree to. */
const PUBLIC = new Set(['/terms', '/privacy']);
/** Sections anyone may read, signed in or not: a twin's page at /t/{username}. */
const PUBLIC_PREFIXES = ['/t/'];

export type RouteAccess = 'guest-only' | 'protected' | 'public' | 'open';

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function accessOf(pathname: string): RouteAccess {
  const path = normalize(pathname);
  if (GUEST_ONLY.has(path)) return 'guest-only';
  if (PUBLIC.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'public';
  if (PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'protected';
  return 'open';
}

/**
 * Where a person on `pathname` must be sent instead, or null when they may stay. A signed-in person on a guest page
 * goes where it was heading (`?next=twin`: the twin's interview; `?next=invite:<token>`: an heir invitation), else to
 * the practice area.
 */
export function redirectFor(pathname: string, isSignedIn: boolean, search = ''): string | null {
  const access = accessOf(pathname);
  if (access === 'guest-only' && isSignedIn) return pathOf(afterLoginFrom(search));
  if (access === 'protected' && !isSignedIn) return '/';
  return null;
}
