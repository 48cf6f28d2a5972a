/**
 * Where signing in (logging in or registering) leads: the `next` of /auth/login and /auth/register. Only fixed
 * destinations and same-site paths are accepted, so no address from outside can send a person elsewhere.
 */
import { TWIN_HEIR_INVITE_PATH } from '@shared/contracts/twin-constants.ts';
import { sessionEndedOn } from '@/lib/session.ts';

/**
 * `practice` is the practice area, `twin` the Engram's interview, `invite:<token>` the heir-invitation page with its
 * token (limited to base64url characters), and a path the page the person was on when their session ended.
 */
export type AfterLogin = 'practice' | 'twin' | `invite:${string}` | `/${string}`;

const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const NEXT_PATH_MAX_LENGTH = 1000;
const SAME_SITE_BASE = 'https://same-site.invalid';

/**
 * A backslash (some browsers read it as "/"), a space or a control character: browsers drop tabs and newlines from
 * addresses, so "/\t/evil.example" would become "//evil.example".
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * A path on this site: it starts with one "/" (not "//"), has no backslash, space or control character, and resolves
 * to this origin. Anything with a scheme ("https:", "javascript:") does not start with "/" and is refused too.
 */
export function isSafeNextPath(value: string): value is `/${string}` {
  if (value.length === 0 || value.length > NEXT_PATH_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return false;
  try {
    return new URL(value, SAME_SITE_BASE).origin === SAME_SITE_BASE;
  } catch {
    return false;
  }
}

/** A `next` value read from anywhere: one of the fixed destinations or a safe path, else null. */
function toAfterLogin(value: unknown): AfterLogin | null {
  if (typeof value !== 'string') return null;
  // "showcase" is the practice area's older name in links already shared.
  if (value === 'practice' || value === 'showcase') return 'practice';
  if (value === 'twin') return value;
  if (value.startsWith('invite:') && INVITE_TOKEN_PATTERN.test(value.slice('invite:'.length))) return value as AfterLogin;
  return isSafeNextPath(value) ? value : null;
}

/** `?next=…` on /auth/register or /auth/login; anything missing or unsafe is the practice area. */
export function afterLoginFrom(search: string): AfterLogin {
  return toAfterLogin(new URLSearchParams(search).get('next')) ?? 'practice';
}

/** The same-site path of a destination. */
export function pathOf(next: AfterLogin): string {
  if (next === 'practice') return '/showcase';
  if (next === 'twin') return '/auth/register/ai';
  if (next.startsWith('invite:')) return `${TWIN_HEIR_INVITE_PATH}?token=${encodeURIComponent(next.slice('invite:'.length))}`;
  return next;
}

/** Which half of the product the person came for, to speak of it on the sign-in pages: a public Engram's page is the Engram's. */
export function productOf(next: AfterLogin): 'practice' | 'twin' {
  return next === 'twin' || isPublicEngramPage(next) ? 'twin' : 'practice';
}

/** A public Engram's page (`/t/{username}`): a visitor signs in to come back to it (to pay a paid mentor, say). */
export function isPublicEngramPage(next: AfterLogin): boolean {
  return next.startsWith('/t/');
}

/** The login (or register) page that leads on to `next`. */
export function authPathWithNext(page: '/auth/login' | '/auth/register', next: AfterLogin, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(next === 'practice' ? extra : { next, ...extra });
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}

/** The page a successful login or registration opens: the one the person was heading for, else the practice area. */
export function pathAfterLogin(search: string): string {
  return pathOf(afterLoginFrom(search));
}

/** The login page after a session ended on the page `from` (its path and query): it says so, then leads back there. */
export function sessionEndedLoginPath(from: string): string {
  return authPathWithNext('/auth/login', toAfterLogin(from) ?? 'practice', { session: 'ended' });
}

/** Whether the login page was opened because the session ended. */
export function isSessionEnded(search: string): boolean {
  return new URLSearchParams(search).get('session') === 'ended';
}

/**
 * Where a person goes once signed out: after their session ended by itself, the login page that says so and leads
 * back; after logging out (or deleting the account), the landing page.
 */
export function signedOutPath(): string {
  const page = sessionEndedOn();
  return page === null ? '/' : sessionEndedLoginPath(page);
}
