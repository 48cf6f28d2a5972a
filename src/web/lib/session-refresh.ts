// Renews the session when an access token has expired, one renewal at a time across every tab of the browser: the
// refresh token rotates on use, so tabs renewing together would present the same token twice (the server forgives
// that within REFRESH_REUSE_GRACE_SECONDS, but not later). Edit this file to change how tabs share a renewal.

/** The parts of the Web Locks API used here (navigator.locks). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The parts of a BroadcastChannel used here: tabs tell each other when they renewed the session. */
export interface RefreshChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export const REFRESH_LOCK_NAME = 'engram-refresh';
export const REFRESH_CHANNEL_NAME = 'engram-session';

interface RefreshedMessage {
  type: 'refreshed';
  at: number;
}

function isRefreshedMessage(data: unknown): data is RefreshedMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'refreshed' && 'at' in data && typeof data.at === 'number';
}

export interface SessionRefresherOptions {
  /** Posts /users/refresh; true when the session was renewed, false when the server refused; rejects when no answer came. */
  refresh: () => Promise<boolean>;
  /** navigator.locks where the browser has it; without it, tabs renew independently (the server's grace covers them). */
  locks?: RefreshLocks | undefined;
  channel?: RefreshChannel | undefined;
  now?: () => number;
}

export function createSessionRefresher({ refresh, locks, channel, now = Date.now }: SessionRefresherOptions) {
  // When this tab or another one last renewed the session (the cookies are shared by every tab).
  let lastRefreshedAt = Number.NEGATIVE_INFINITY;
  let renewing: Promise<boolean | null> | null = null;
  channel?.addEventListener('message', (event) => {
    if (isRefreshedMessage(event.data)) lastRefreshedAt = Math.max(lastRefreshedAt, event.data.at);
  });

  async function renewOnce(sentAt: number): Promise<boolean> {
    // Renewed since the failed request was sent, here or in another tab: its new cookies are already in place.
    if (lastRefreshedAt >= sentAt) return true;
    const isRenewed = await refresh();
    if (isRenewed) {
      lastRefreshedAt = now();
      channel?.postMessage({ type: 'refreshed', at: lastRefreshedAt } satisfies RefreshedMessage);
    }
    return isRenewed;
  }

  return {
    /**
     * Renews the session after a request sent at `sentAt` was refused with 401; true when the request may be sent
     * again, false when the server refused the renewal, null when no answer came. Requests of this tab share one renewal; tabs take turns under a lock and skip a renewal another made.
     */
    renew(sentAt: number): Promise<boolean | null> {
      // null: no answer came (the request or the lock failed, as when the page is being left or reloaded); the session
      // may be fine, so nobody may take it for ended.
      renewing ??= (locks ? locks.request(REFRESH_LOCK_NAME, () => renewOnce(sentAt)) : renewOnce(sentAt))
        .catch(() => null)
        .finally(() => {
          renewing = null;
        });
      return renewing;
    },
  };
}
