import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo.ts';

describe('BoundedMemo', () => {
  it('answers as the function does, computing each kept key once', () => {
    const memo = new BoundedMemo<number>({ entries: 10, keyChars: 1_000 });
    let computed = 0;
    const length = (key: string) => memo.answer(key, () => ((computed += 1), key.length));
    expect([length('a'), length('abc'), length('a'), length('abc')]).toEqual([1, 3, 1, 3]);
    expect(computed).toBe(2);
  });

  it('keeps at most its number of answers, dropping the one used longest ago', () => {
    const memo = new BoundedMemo<string>({ entries: 3, keyChars: 1_000 });
    const calls: string[] = [];
    const upper = (key: string) => memo.answer(key, () => (calls.push(key), key.toUpperCase()));
    for (const key of ['a', 'b', 'c', 'a', 'd']) upper(key);
    expect(memo.size.entries).toBe(3);
    // "b" was used longest ago when "d" came: computed again; "a", used again after "c", is still kept.
    calls.length = 0;
    expect([upper('a'), upper('b')]).toEqual(['A', 'B']);
    expect(calls).toEqual(['b']);
    expect(memo.size.entries).toBe(3);
  });

  it('keeps at most its characters of keys, and never keeps a key longer than allowed', () => {
    const memo = new BoundedMemo<number>({ entries: 1_000, keyChars: 100, longestKey: 30 });
    for (let index = 0; index < 50; index += 1) memo.answer(`${index}`.padStart(20, 'x'), () => index);
    expect(memo.size.keyChars).toBeLessThanOrEqual(100);
    expect(memo.size.entries).toBe(5);
    let computed = 0;
    const long = 'y'.repeat(31);
    memo.answer(long, () => (computed += 1));
    memo.answer(long, () => (computed += 1));
    expect(computed).toBe(2);
    expect(memo.size.keyChars).toBeLessThanOrEqual(100);
  });
});
