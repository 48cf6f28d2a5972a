// A telling the brief reports ("she has told me the solo goes to…") is said as what was told until the character has
// said it ("Last week the solo goes to…"); that sentence is then the fact said, so asked again it is said again briefly,
// as said, not once more in full with an "I have told you" that claims it twice. Found on a church hall's bookings
// secretary; tested on a community choir's leader.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[CHARACTER] a telling said plainly counts as told', () => {
  const leader = quickCharacter(
    'Choir leader who dropped my solo',
    'Choir leader',
    'Choir member',
    'I have sung with the Elmfield Community Choir for six years. Our leader is Ruth Kamara, 52, a music teacher. Last week she has told me the solo in the spring concert goes to a new member, and the concert is on 18 April at Elmfield Methodist Church.',
  );

  it('says the told fact again briefly, without claiming the telling a second time', () => {
    const [first, again] = converse(leader, [IDENTITY_LINE, 'When is the concert?']).replies;
    expect(first).toMatch(/the solo in the spring concert goes to a new member/);
    expect(first).not.toMatch(/\btold you\b/);
    expect(again).toMatch(/18 April/);
    expect(again).not.toMatch(/\btold you\b/);
    expect(again).not.toMatch(/goes to a new member/);
  });
});
