// A question a told fact answers is answered from it: "Is something worrying you about this?" when the brief says the
// worry outright is not met with a refusal kept for a hidden feeling. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const EMPLOYEE = quickCharacter(
  'Employee asking for a later start',
  'Employee',
  'Line manager',
  'Tom Reyes is a warehouse supervisor who asks to start at 10am instead of 8am for three months because he is caring for his father after an operation. He is worried the request will count against him at his review. He wants a clear yes or no by Friday.',
);

describe('a worry the brief states', () => {
  it('gets the worry the brief states, not a refusal kept for a hidden feeling', () => {
    for (const question of ['Is something worrying you about this?', 'Is anything worrying you?']) {
      const { replies } = converse(EMPLOYEE, [question]);
      expect(replies[0], question).toMatch(/count against me at my review/i);
    }
  });
});
