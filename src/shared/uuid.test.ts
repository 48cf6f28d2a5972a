import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes a UUID in either case', () => {
    expect(isUuid('8c4d0000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('8C4D0000-0000-4000-8000-00000000000A')).toBe(true);
  });

  it('refuses anything else, so a malformed id names nothing', () => {
    for (const text of ['', 'not-a-uuid', '8c4d0000-0000-4000-8000-00000000001', ' 8c4d0000-0000-4000-8000-000000000001', '8c4d0000000040008000000000000001']) expect(isUuid(text), text).toBe(false);
  });
});
