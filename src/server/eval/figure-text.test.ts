import { describe, expect, it } from 'vitest';
import { cut, percent, percentToTenths, quotedList, ratio, table } from './figure-text.ts';

describe('the evaluation figures as text', () => {
  it('writes shares as percentages and parts of a whole, "-" when there is no whole', () => {
    expect(percent(0.846)).toBe('85%');
    expect(percentToTenths(0.8462)).toBe('84.6%');
    expect(ratio(3, 4)).toBe('3/4');
    expect(ratio(0, 0)).toBe('-');
  });

  it('cuts a long text to its width with an ellipsis and leaves a short one', () => {
    expect(cut('abcdefgh', 5)).toBe('abcd…');
    expect(cut('abcde', 5)).toBe('abcde');
  });

  it('quotes the first items of a detail line and counts the rest, and writes no line for none', () => {
    expect(quotedList('leaked', ['one', 'two', 'three long'], 2, 6)).toEqual(['    leaked: "one"; "two" and 1 more']);
    expect(quotedList('leaked', ['a reply too long'], 2, 6)).toEqual(['    leaked: "a rep…"']);
    expect(quotedList('leaked', [], 2, 6)).toEqual([]);
  });

  it('aligns the rows under the header and its rule', () => {
    expect(table(['a', 'bb'], [['xyz', 'q'], ['w', '']])).toEqual(['a    bb', '---  --', 'xyz  q', 'w']);
  });
});
