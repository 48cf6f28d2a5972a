import { describe, expect, it } from 'vitest';
import { createSerializedCache } from './serialized-cache.ts';

describe('createSerializedCache', () => {
  it('answers only while the version matches', () => {
    const cache = createSerializedCache({ maxBytes: 1000 });
    expect(cache.set('a', 'v1', '{"x":"é"}').toString('utf8')).toBe('{"x":"é"}');
    expect(cache.get('a', 'v1')?.toString('utf8')).toBe('{"x":"é"}');
    expect(cache.get('a', 'v2')).toBeUndefined();
    expect(cache.get('b', 'v1')).toBeUndefined();
  });

  it('counts its size in bytes, not characters', () => {
    const cache = createSerializedCache({ maxBytes: 10 });
    cache.set('a', 'v', 'ééééé');
    cache.set('b', 'v', 'x');
    expect(cache.get('a', 'v')).toBeUndefined();
    expect(cache.get('b', 'v')?.toString()).toBe('x');
  });

  it('drops the least recently used entries past its size', () => {
    const cache = createSerializedCache({ maxBytes: 10 });
    cache.set('a', 'v', '12345');
    cache.set('b', 'v', '12345');
    expect(cache.get('a', 'v')?.toString()).toBe('12345');
    cache.set('c', 'v', '12345');
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')?.toString()).toBe('12345');
    expect(cache.get('c', 'v')?.toString()).toBe('12345');
    expect(cache.set('huge', 'v', '12345678901').toString()).toBe('12345678901');
    expect(cache.get('huge', 'v')).toBeUndefined();
  });
});
