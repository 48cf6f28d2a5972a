/**
 * A message for the next page to show, across a navigation that leaves the app layout (and its toaster): the landing
 * page after the account was deleted. Kept in memory only, because signing out clears the browser's storage.
 */
let pending: string | null = null;

export function leaveArrivalNotice(message: string): void {
  pending = message;
}

export function peekArrivalNotice(): string | null {
  return pending;
}

/** Answers the message once; the next call answers null. */
export function takeArrivalNotice(): string | null {
  const message = pending;
  pending = null;
  return message;
}
