import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('passes the first value at once, then the latest at most once per interval', () => {
    const calls: [number, string][] = [];
    const throttle = createThrottle<string>((value) => calls.push([Date.now(), value]), 100);
    throttle.push('I');
    throttle.push('I want');
    vi.advanceTimersByTime(30);
    throttle.push('I want to');
    vi.advanceTimersByTime(70);
    throttle.push('I want to talk');
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([
      [0, 'I'],
      [100, 'I want to'],
      [200, 'I want to talk'],
    ]);
    for (let index = 1; index < calls.length; index += 1) expect((calls[index]?.[0] ?? 0) - (calls[index - 1]?.[0] ?? 0)).toBeGreaterThanOrEqual(100);
  });

  it('drops a pending value on cancel', () => {
    const values: string[] = [];
    const throttle = createThrottle<string>((value) => values.push(value), 100);
    throttle.push('a');
    throttle.push('b');
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(values).toEqual(['a']);
  });
});
