import { describe, expect, it } from 'vitest';
import { createSerializedCache } from './serialized-cache.ts';

describe('createSerializedCache', () => {
  it('answers only while the version matches', () => {
    const cache = createSerializedCache({ maxBytes: 1000 });
    cache.set('a', 'v1', '{"x":1}');
    expect(cache.get('a', 'v1')).toBe('{"x":1}');
    expect(cache.get('a', 'v2')).toBeUndefined();
    expect(cache.get('b', 'v1')).toBeUndefined();
  });

  it('drops the least recently used entries past its size', () => {
    const cache = createSerializedCache({ maxBytes: 10 });
    cache.set('a', 'v', '12345');
    cache.set('b', 'v', '12345');
    expect(cache.get('a', 'v')).toBe('12345');
    cache.set('c', 'v', '12345');
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBe('12345');
    expect(cache.get('c', 'v')).toBe('12345');
    cache.set('huge', 'v', '12345678901');
    expect(cache.get('huge', 'v')).toBeUndefined();
  });
});
