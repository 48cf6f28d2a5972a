// A told fact asked for again by what it says, not when: "What did you find when you turned up?" has its "when" open a
// clause of the question's own, so no time is picked from the fact ("As I mentioned, February."), and the part said
// again runs on to the verb the question asks after ("…to find a car boot sale on the pitch"), not only to the words
// it shares with the question ("on 9 February you turned up"). Found on a church hall; tested on a dance studio.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[CHARACTER] a told part asked for by what it says', () => {
  const parent = quickCharacter(
    'Parent whose class was cancelled on the day',
    'Parent',
    'Dance studio manager',
    'Hannah Osei has brought her daughter Amara to our studio in Leeds every Thursday for two years. On 6 March she arrived with Amara at 5pm to find a note on the door saying the class was off, and nobody had rung her. She pays £48 a month by direct debit.',
  );

  it('says what was found again, not the day it was found', () => {
    const { replies } = converse(parent, ['What happened on 6 March?', 'Sorry, what did you find when you arrived?']);
    expect(replies[0]).toMatch(/a note on the door/);
    expect(replies[1]).toMatch(/a note on the door/);
  });
});
