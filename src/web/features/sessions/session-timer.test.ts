import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration, isLastMinute, remainingMs, sessionDurationMs } from './session-timer.ts';

describe('the session countdown', () => {
  const endsAt = '2026-03-04T14:10:00.000Z';
  const end = Date.parse(endsAt);

  it('counts down to ends_at and stops at zero', () => {
    expect(remainingMs(endsAt, end - 90_000)).toBe(90_000);
    expect(remainingMs(endsAt, end)).toBe(0);
    expect(remainingMs(endsAt, end + 5_000)).toBe(0);
    expect(remainingMs('not a date', end)).toBe(0);
  });

  it.each([
    [10 * 60_000, '10:00'],
    [9 * 60_000 + 59_000, '09:59'],
    [61_000, '01:01'],
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-500, '00:00'],
    [120 * 60_000, '120:00'],
  ])('%i ms shows as %s', (ms, shown) => {
    expect(formatCountdown(ms)).toBe(shown);
  });

  it('warns in the last minute only, not at zero', () => {
    expect(isLastMinute(61_000)).toBe(false);
    expect(isLastMinute(60_000)).toBe(true);
    expect(isLastMinute(1)).toBe(true);
    expect(isLastMinute(0)).toBe(false);
  });
});

describe('how long a session lasted', () => {
  it('is the time from start to end, or null while open', () => {
    expect(sessionDurationMs('2026-03-04T14:00:00.000Z', '2026-03-04T14:12:05.000Z')).toBe(725_000);
    expect(sessionDurationMs('2026-03-04T14:00:00.000Z', null)).toBeNull();
  });

  it.each([
    [725_000, '12 min 5 s'],
    [600_000, '10 min'],
    [45_000, '45 s'],
    [0, '0 s'],
    [3_900_000, '1 h 5 min'],
  ])('%i ms reads as %s', (ms, shown) => {
    expect(formatDuration(ms)).toBe(shown);
  });
});
