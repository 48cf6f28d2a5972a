import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from './format.ts';

describe('formatNumber in English', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes integers as Intl does without making an Intl.NumberFormat, and asks Intl for the rest', () => {
    const intl = new Intl.NumberFormat('en-US');
    const NumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function make(...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    });
    for (const value of [0, 5, 1234, -98_765, 12_000_000]) expect(formatNumber(value)).toBe(intl.format(value));
    expect(made).not.toHaveBeenCalled();
    expect(formatNumber(1234.5)).toBe(intl.format(1234.5));
    expect(formatNumber(1234, { useGrouping: false })).toBe('1234');
  });
});
