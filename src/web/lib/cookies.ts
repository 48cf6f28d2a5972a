/** Reads and clears the readable cookies; the tokens themselves are httpOnly and only the server touches them. */

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Expires every cookie this page can see, on every path prefix of the current location. */
export function clearAllCookies(): void {
  const paths = ['/', ...window.location.pathname.split('/').filter(Boolean).map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`)];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths) document.cookie = `${name}=; Max-Age=0; path=${path}`;
  }
}
