import { describe, expect, it } from 'vitest';
import { createSessionRefresher, type RefreshChannel, type RefreshLocks } from './session-refresh.ts';

/** Web Locks as one browser has them: callbacks under the same name run one after the other. */
function buildLocks(): RefreshLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** A BroadcastChannel shared by tabs: a message reaches every other tab. */
function buildChannels(count: number): RefreshChannel[] {
  const listeners: ((event: { data: unknown }) => void)[][] = Array.from({ length: count }, () => []);
  return listeners.map((own, index) => ({
    postMessage: (data: unknown) => listeners.forEach((tab, other) => other !== index && tab.forEach((listener) => listener({ data }))),
    addEventListener: (_type: 'message', listener: (event: { data: unknown }) => void) => own.push(listener),
  }));
}

describe('[WEB] session renewal across tabs', () => {
  it('renews once when two tabs find their token expired at the same moment', async () => {
    const locks = buildLocks();
    const channels = buildChannels(2);
    let refreshes = 0;
    let clock = 1000;
    const refresh = async () => {
      refreshes += 1;
      clock += 5;
      return true;
    };
    const tabs = channels.map((channel) => createSessionRefresher({ refresh, locks, channel, now: () => clock }));
    // Both requests were sent at 1000 and refused.
    const answers = await Promise.all(tabs.map((tab) => tab.renew(1000)));
    expect(answers).toEqual([true, true]);
    expect(refreshes).toBe(1);
    // A request sent after that renewal and refused again needs a renewal of its own.
    expect(await tabs[1]!.renew(clock + 1)).toBe(true);
    expect(refreshes).toBe(2);
  });

  it('shares one renewal between the requests of one tab, and answers false when it fails', async () => {
    let refreshes = 0;
    const tab = createSessionRefresher({
      refresh: async () => {
        refreshes += 1;
        return false;
      },
    });
    expect(await Promise.all([tab.renew(1), tab.renew(1), tab.renew(1)])).toEqual([false, false, false]);
    expect(refreshes).toBe(1);
  });

  it('answers null, not false, when no answer came: the renewal request or the lock failed as the page was left', async () => {
    const unanswered = createSessionRefresher({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await unanswered.renew(1)).toBeNull();
    const lockLost = createSessionRefresher({ refresh: async () => true, locks: { request: () => Promise.reject(new DOMException('The document is not fully active.', 'InvalidStateError')) } });
    expect(await lockLost.renew(1)).toBeNull();
  });

  it('without Web Locks, still renews (the server forgives tabs that renew together)', async () => {
    let refreshes = 0;
    const tab = createSessionRefresher({ refresh: async () => ++refreshes > 0, locks: undefined });
    expect(await tab.renew(Date.now())).toBe(true);
    expect(refreshes).toBe(1);
  });
});
