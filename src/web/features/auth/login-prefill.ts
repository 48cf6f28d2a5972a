/**
 * The e-mail handed from the register page to the login form through the router's navigation state, so a person who
 * has just registered only types the password. The password is never passed along.
 */

export interface LoginPrefillState {
  email: string;
  /** Where the person was heading when they registered (the landing's "Reserve My Username" leads to the twin). */
  next?: AfterLogin;
}

/** Where a login may lead: a fixed list, so no address from outside can send a person elsewhere. */
const AFTER_LOGIN = { showcase: '/showcase', twin: '/auth/register/ai' } as const;
export type AfterLogin = keyof typeof AFTER_LOGIN;

/** `?next=twin` on /auth/register or /auth/login; anything else is the practice area. */
export function afterLoginFrom(search: string): AfterLogin {
  return new URLSearchParams(search).get('next') === 'twin' ? 'twin' : 'showcase';
}

/** The navigation state the register page sends to /auth/login. */
export function loginPrefillState(email: string, next: AfterLogin = 'showcase'): LoginPrefillState {
  return next === 'showcase' ? { email } : { email, next };
}

/** The page a successful login opens: the one the person was heading for, else the practice area. */
export function pathAfterLogin(state: unknown, search: string): string {
  const fromState = typeof state === 'object' && state !== null && 'next' in state && state.next === 'twin' ? 'twin' : null;
  return AFTER_LOGIN[fromState ?? afterLoginFrom(search)];
}

/** The e-mail to start the login form with: the one from the navigation state, or empty for anything else there. */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state;
  return typeof email === 'string' ? email.trim() : '';
}
