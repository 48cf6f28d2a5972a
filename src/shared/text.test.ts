import { describe, expect, it } from 'vitest';
import { capitalize, escapeRegExp } from './text.ts';

describe('[TEXT] shared text helpers', () => {
  it('escapes every character a regular expression reads, so a phrase matches only itself', () => {
    const phrase = 'C++ (v2.0) costs $5 ^ [a|b] {x} * ? \\';
    const pattern = new RegExp(`^${escapeRegExp(phrase)}$`);
    expect(pattern.test(phrase)).toBe(true);
    expect(pattern.test('C (v2x0) costs 5  ab x')).toBe(false);
    expect(escapeRegExp('a.b')).toBe('a\\.b');
    expect(escapeRegExp('plain words')).toBe('plain words');
  });

  it('upper-cases the first character only, and leaves an empty text empty', () => {
    expect(capitalize('the client asked twice')).toBe('The client asked twice');
    expect(capitalize('éclair')).toBe('Éclair');
    expect(capitalize('NASA')).toBe('NASA');
    expect(capitalize('')).toBe('');
  });
});
