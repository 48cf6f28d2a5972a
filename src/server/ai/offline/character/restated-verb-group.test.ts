// A told fact said again is cut where a phrase ends, never inside its verb group: "I am worried my grant will not" is
// no sentence. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const STUDENT = quickCharacter(
  'Late maintenance grant',
  'Nursing student',
  'Student finance adviser',
  'Leah Morris is a second-year nursing student. Her maintenance grant for the autumn term has not arrived. She is worried her grant will not be paid before her rent is due on 1 November. She wants the grant paid this week.',
);

describe('a told worry said again', () => {
  it('keeps the verb its modal and negation carry', () => {
    const { replies } = converse(STUDENT, ['Hello Leah, thanks for coming in.', "What's worrying you most about the grant?", 'Is there anything else worrying you?']);
    expect(replies[1]).toMatch(/will not be paid before my rent/);
    const again = replies[2]!;
    expect(again).toMatch(/my grant will not be paid/);
    expect(again).not.toMatch(/\b(?:will|not|would|can|be|am)\.\s*$/);
  });
});
