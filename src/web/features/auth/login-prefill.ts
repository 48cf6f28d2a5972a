/**
 * The e-mail handed from the register page to the login form through the router's navigation state, so a person who
 * has just registered only types the password. The password is never passed along.
 */

export interface LoginPrefillState {
  email: string;
}

/** The navigation state the register page sends to /auth/login. */
export function loginPrefillState(email: string): LoginPrefillState {
  return { email };
}

/** The e-mail to start the login form with: the one from the navigation state, or empty for anything else there. */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state;
  return typeof email === 'string' ? email.trim() : '';
}
