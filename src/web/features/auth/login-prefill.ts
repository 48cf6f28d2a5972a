/**
 * The e-mail handed from the register page to the login form through the router's navigation state, so a person who
 * has just registered only types the password. The password is never passed along. Also where a login leads next.
 */
import { TWIN_HEIR_INVITE_PATH } from '../../../shared/contracts/twin.ts';

/**
 * Where a login may lead: a fixed list, so no address from outside can send a person elsewhere. `invite:<token>` is
 * the heir-invitation page with its token (a same-site path built here, the token limited to base64url characters).
 */
export type AfterLogin = 'showcase' | 'twin' | `invite:${string}`;

export interface LoginPrefillState {
  email: string;
  /** Where the person was heading when they registered (the landing's "Reserve My Username" leads to the twin). */
  next?: AfterLogin;
}

const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** A `next` value read from anywhere: one of the fixed destinations, else the practice area. */
function toAfterLogin(value: unknown): AfterLogin | null {
  if (value === 'twin' || value === 'showcase') return value;
  if (typeof value === 'string' && value.startsWith('invite:') && INVITE_TOKEN_PATTERN.test(value.slice('invite:'.length))) return value as AfterLogin;
  return null;
}

/** `?next=twin` or `?next=invite:<token>` on /auth/register or /auth/login; anything else is the practice area. */
export function afterLoginFrom(search: string): AfterLogin {
  return toAfterLogin(new URLSearchParams(search).get('next')) ?? 'showcase';
}

/** The same-site path of a destination. */
export function pathOf(next: AfterLogin): string {
  if (next === 'twin') return '/auth/register/ai';
  if (next === 'showcase') return '/showcase';
  return `${TWIN_HEIR_INVITE_PATH}?token=${encodeURIComponent(next.slice('invite:'.length))}`;
}

/** The login (or register) page that leads on to `next`. */
export function authPathWithNext(page: '/auth/login' | '/auth/register', next: AfterLogin): string {
  return next === 'showcase' ? page : `${page}?next=${encodeURIComponent(next)}`;
}

/** The navigation state the register page sends to /auth/login. */
export function loginPrefillState(email: string, next: AfterLogin = 'showcase'): LoginPrefillState {
  return next === 'showcase' ? { email } : { email, next };
}

/** The page a successful login opens: the one the person was heading for, else the practice area. */
export function pathAfterLogin(state: unknown, search: string): string {
  const fromState = typeof state === 'object' && state !== null && 'next' in state ? toAfterLogin(state.next) : null;
  return pathOf(fromState && fromState !== 'showcase' ? fromState : afterLoginFrom(search));
}

/** The e-mail to start the login form with: the one from the navigation state, or empty for anything else there. */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state;
  return typeof email === 'string' ? email.trim() : '';
}
