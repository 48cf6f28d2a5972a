import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextJobEnd, noticeJobEnded } from './job-ended.ts';

describe('[JOBS] the notice that a job of this process ended', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends the wait of everyone waiting when a job ends, long before their limit', async () => {
    const waits = [nextJobEnd(600_000), nextJobEnd(600_000)];
    noticeJobEnded();
    await expect(Promise.all(waits)).resolves.toEqual([undefined, undefined]);
  });

  it("ends a wait for one job at that job's end, not at the others', and at a notice naming no job", async () => {
    vi.useFakeTimers();
    const ended: string[] = [];
    void nextJobEnd(1000, 'job-a').then(() => ended.push('a'));
    void nextJobEnd(1000, 'job-b').then(() => ended.push('b'));
    void nextJobEnd(1000, 'job-c').then(() => ended.push('c'));
    noticeJobEnded('job-b');
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual(['b']);
    noticeJobEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual(['b', 'a', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends a wait at its limit when no job ends', async () => {
    vi.useFakeTimers();
    let isOver = false;
    void nextJobEnd(1000).then(() => (isOver = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(isOver).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isOver).toBe(true);
  });

  it('tells only the waits begun before the job ended', async () => {
    vi.useFakeTimers();
    noticeJobEnded();
    let isOver = false;
    void nextJobEnd(1000).then(() => (isOver = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isOver).toBe(false);
    noticeJobEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(isOver).toBe(true);
    // Its timer went with it.
    expect(vi.getTimerCount()).toBe(0);
  });
});
