import { describe, expect, it } from 'vitest';
import { createRequestTurns } from './request-turns.ts';

const nextPass = () => new Promise((resolve) => setImmediate(resolve));

describe('[TURNS] request turns', () => {
  it('lets `limit` requests work at once and hands places on first come, first served', async () => {
    const turns = createRequestTurns({ limit: 2, leaseMs: 10_000 });
    const started: number[] = [];
    const releases = new Map<number, () => void>();
    for (const id of [1, 2, 3, 4]) {
      void turns.wait().then((release) => {
        started.push(id);
        releases.set(id, release);
      });
    }
    await nextPass();
    expect(started).toEqual([1, 2]);
    releases.get(2)!();
    releases.get(2)!(); // a second call changes nothing
    await nextPass();
    expect(started).toEqual([1, 2, 3]);
    releases.get(1)!();
    await nextPass();
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('hands a freed place on in a later pass of the event loop, not at once', async () => {
    const turns = createRequestTurns({ limit: 1, leaseMs: 10_000 });
    const release = await turns.wait();
    let isSecondStarted = false;
    void turns.wait().then(() => (isSecondStarted = true));
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(isSecondStarted).toBe(false);
    await nextPass();
    expect(isSecondStarted).toBe(true);
  });

  it('takes the place back from a request that holds it past its lease', async () => {
    const turns = createRequestTurns({ limit: 1, leaseMs: 20 });
    await turns.wait(); // never released by its holder
    const second = await turns.wait();
    expect(typeof second).toBe('function');
  });
});
