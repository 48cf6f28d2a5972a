import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Storage as the browser has it, enough for forgetting a session. */
function buildStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A deferred answer: the test decides when the server's reply arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const unauthorized = () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } });

describe('[WEB] a 401 while logging out', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', { location: { pathname: '/showcase', search: '' } });
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('localStorage', buildStorage());
    vi.stubGlobal('sessionStorage', buildStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the logout itself: no renewal, no "session ended", and the person lands on the landing page', async () => {
    const pending = deferred<Response>();
    const calls: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      calls.push(path);
      if (path !== '/api/scenarios') return Promise.resolve(new Response(null, { status: 204 }));
      return calls.filter((call) => call === path).length === 1 ? pending.promise : Promise.resolve(unauthorized());
    });
    const client = await import('@/lib/api-client.ts');
    const session = await import('@/lib/session.ts');
    const { signedOutPath } = await import('@/features/users/after-login.ts');
    const signedOut = vi.fn();
    client.setSignedOutHandler(signedOut);

    // A list was loading when the person confirmed the logout; its 401 arrives after the server revoked the login.
    const listing = client.apiRequest('/api/scenarios').catch((error: unknown) => error);
    const { logout } = await import('./logout.ts');
    const loggingOut = logout();
    pending.resolve(unauthorized());
    await loggingOut;

    expect(await listing).toBeInstanceOf(client.ApiError);
    // A page still shown fetches once more before the landing page replaces it.
    const refetch = await client.apiRequest('/api/scenarios').catch((error: unknown) => error);
    expect(refetch).toBeInstanceOf(client.ApiError);
    expect(calls).not.toContain('/users/refresh');
    expect(signedOut).not.toHaveBeenCalled();
    expect(session.sessionEndedOn()).toBeNull();
    expect(signedOutPath()).toBe('/');
  });

  it('is a session that ended when nobody logged out: renewal is tried, then the login page says so', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      calls.push(path);
      return Promise.resolve(unauthorized());
    });
    const client = await import('@/lib/api-client.ts');
    const session = await import('@/lib/session.ts');
    const { signedOutPath } = await import('@/features/users/after-login.ts');
    const signedOut = vi.fn();
    client.setSignedOutHandler(signedOut);

    await expect(client.apiRequest('/api/scenarios')).rejects.toBeInstanceOf(client.ApiError);
    expect(calls).toEqual(['/api/scenarios', '/users/refresh']);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(session.sessionEndedOn()).toBe('/showcase');
    expect(signedOutPath()).toBe('/auth/login?next=%2Fshowcase&session=ended');
  });
});
