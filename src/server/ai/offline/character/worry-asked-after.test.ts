// What settles a stated worry is said as the worry asked after, in the affirmative: "an answer on whether the choir
// will have a room…", so a reminder of it reads as what the character still needs. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const SECRETARY = quickCharacter(
  'Hall double-booked',
  'Choir secretary',
  'Community centre manager',
  "Helen Jones books the church hall for the village choir every Tuesday. The hall has been double-booked for a yoga class from January. She is worried the choir won't have a room for rehearsals before the spring concert on 14 March. She wants the Tuesday booking kept.",
);
const WHAT_SETTLES = 'an answer on whether the choir will have a room for rehearsals before the spring concert on 14 March';

describe('a stated worry, asked after', () => {
  it('is settled by an answer on whether what is feared happens, its negation read out', () => {
    const worry = SECRETARY.objections.find((objection) => objection.objection.startsWith('I am worried'));
    expect(worry?.resolvedBy).toBe(WHAT_SETTLES);
  });

  it('is what a reminder names while it is open', () => {
    const { replies } = converse(SECRETARY, ['Hello Helen, thanks for coming in.', 'Are you worried about the concert?', 'We can look at other rooms.', 'Thanks Helen.']);
    expect(replies[1]).toMatch(/won't have a room for rehearsals/);
    expect(replies.slice(2).join(' ')).toContain(WHAT_SETTLES);
    expect(replies.join(' ')).not.toMatch(/means for me/);
  });
});
