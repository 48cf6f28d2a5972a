import { describe, expect, it } from 'vitest';
import { sessionPath } from './session-path.ts';

describe('sessionPath', () => {
  it('carries the mode and the timer', () => {
    expect(sessionPath('7f0b3a3e-8a1d-4f51-9d7e-3f2b9c1d2e4a', 'text', 10)).toBe('/showcase/roleplay/7f0b3a3e-8a1d-4f51-9d7e-3f2b9c1d2e4a?mode=text&minutes=10');
  });

  it('leaves minutes out when no timer is set', () => {
    expect(sessionPath('abc', 'speech', null)).toBe('/showcase/roleplay/abc?mode=speech');
  });
});
