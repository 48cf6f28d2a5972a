import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeJobEnded } from '../jobs/job-ended.ts';
import { eventually } from './waiting.ts';

describe('[TESTS] eventually', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads again as soon as a job of this process ends, without waiting out the pause', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const reading = eventually(async () => (reads += 1), (count) => count === 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
    noticeJobEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(2);
    noticeJobEnded();
    await expect(reading).resolves.toBe(3);
  });

  it('waits longer between reads the longer nothing comes true, up to the longest wait', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const reading = eventually(async () => (reads += 1), (count) => count === 10, 60_000, 100);
    // Reads at 0, 25, 63, 120 and 206 ms, then every 100 ms: the tenth at 706 ms.
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(25);
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(37);
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toBe(3);
    await vi.advanceTimersByTimeAsync(642);
    expect(reads).toBe(9);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reading).resolves.toBe(10);
  });

  it('answers the last read once the time is up', async () => {
    vi.useFakeTimers();
    const reading = eventually(async () => 'still waiting', (value) => value === 'done', 1000);
    await vi.advanceTimersByTimeAsync(1300);
    await expect(reading).resolves.toBe('still waiting');
  });
});
