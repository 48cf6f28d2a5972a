import { useSyncExternalStore } from 'react';
import { COOKIE_NAMES } from '../../shared/contracts/users.ts';
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

function readPrincipal(): Principal | null {
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

/** Forgets everything the browser holds about the session; the chosen theme is the one thing kept. */
export function clearClientSession(): void {
  const theme = localStorage.getItem(THEME_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
  clearAllCookies();
  notifySessionChanged();
}
