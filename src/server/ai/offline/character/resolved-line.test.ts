// A concern's resolution said to the line that settled it: thanks for asking only when the line asked.
import { describe, expect, it } from 'vitest';
import { resolvedLineFor } from './moves.ts';

describe('[AI] a resolution said to the line that settled it', () => {
  it('leaves out thanks for asking after a proposal that asked nothing, and keeps it after a question', () => {
    expect(resolvedLineFor('Thanks for asking. That makes this easier.', false)).toBe('That makes this easier.');
    expect(resolvedLineFor('Thank you for enquiring. It helps.', false)).toBe('It helps.');
    expect(resolvedLineFor('Thanks for asking. That makes this easier.', true)).toBe('Thanks for asking. That makes this easier.');
    expect(resolvedLineFor("That's fair. Thanks for the offer.", false)).toBe("That's fair. Thanks for the offer.");
  });
});
