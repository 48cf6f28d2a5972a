import { useSyncExternalStore } from 'react';
import { COOKIE_NAMES } from '@shared/contracts/users-constants.ts';
import { THEME_STORAGE_KEY } from './theme.ts';
import { clearAllCookies, readCookie } from './cookies.ts';

/** The signed-in principal as the readable cookies describe it (the spec's client state). */
export interface Principal {
  email: string;
  name: string;
  nickname: string;
}

const listeners = new Set<() => void>();
let snapshot: Principal | null = null;
let snapshotKey = '';
let cookiesRead: string | null = null;

/** Each render asks for the principal: while the cookie string is the one last read, the answer is the last one. */
function readPrincipal(): Principal | null {
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  if (cookies === cookiesRead) return snapshot;
  cookiesRead = cookies;
  const email = readCookie(COOKIE_NAMES.email);
  const name = readCookie(COOKIE_NAMES.name) ?? '';
  const nickname = readCookie(COOKIE_NAMES.nickname) ?? name;
  const key = `${email}\u0000${name}\u0000${nickname}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = email ? { email, name, nickname: nickname || name || email } : null;
  }
  return snapshot;
}

/** Call after the server has changed the readable cookies (login, nickname update, logout). */
export function notifySessionChanged(): void {
  if (readCookie(COOKIE_NAMES.email) !== null) {
    endedOn = null;
    isSigningOut = false;
  }
  for (const listener of listeners) listener();
}

export function usePrincipal(): Principal | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readPrincipal,
    () => null,
  );
}

export function isSignedIn(): boolean {
  return readCookie(COOKIE_NAMES.email) !== null;
}

// The page (path and query) this tab was on when its session ended by itself, rather than by logging out. Kept in memory
// only: signing out clears the browser's storage.
let endedOn: string | null = null;

// Counts deliberate sign-outs, so that a request answered 401 because the person just logged out is not mistaken for a
// session that ended by itself: from the start of a logout until the next sign-in, a 401 is expected (a page still
// mounted may fetch once more before the landing page replaces it).
let signOutCount = 0;
let isSigningOut = false;

/** Call when the person starts logging out. */
export function beginSignOut(): void {
  isSigningOut = true;
  signOutCount += 1;
}

/** A mark taken before a request; `wasSignedOutSince` then tells whether a logout began before its answer came. */
export function signOutMark(): number {
  return signOutCount;
}

export function wasSignedOutSince(mark: number): boolean {
  return isSigningOut || mark !== signOutCount;
}

function forgetClientSession(): void {
  const theme = localStorage.getItem(THEME_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
  clearAllCookies();
}

/** Forgets everything the browser holds about the session; the chosen theme is the one thing kept. */
export function clearClientSession(): void {
  endedOn = null;
  signOutCount += 1;
  isSigningOut = true;
  forgetClientSession();
  notifySessionChanged();
}

/** Like `clearClientSession`, when the server no longer accepts the session: the login page then says so. */
export function endClientSession(page: string): void {
  endedOn = page;
  forgetClientSession();
  notifySessionChanged();
}

/** The page on which the session ended by itself, or null after a logout (or before any ending). */
export function sessionEndedOn(): string | null {
  return endedOn;
}
