// What a question asks is met, not only a word of it: where it is set ("at the college") says only where, a thing held
// by a definition alone ("a board" of football) is another thing, and asked whether the person did something, the
// doing is what is asked. A sentence that meets only the rest is not quoted: the twin says it never talked about that.
import { describe, expect, it } from 'vitest';
import { TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

const OWNER: TwinOwnerCase = {
  name: 'Oluwaseun Adeyemi',
  answers: {
    1: 'My wife Funmi teaches maths at a girls’ school in Abeokuta. Our grandson Tunde is six and mad for aeroplanes like his grandad.',
    9: 'Draughts. My uncle taught me on a board he painted himself, and I played for the staff team at Yaba College.',
    12: 'I was a ground engineer at Murtala Muhammed Airport for thirty-one years, on the night shift mostly. I checked the engines before the morning flights.',
    14: 'I walk to the market at seven, then I sit under the mango tree with the newspaper until Funmi calls me in.',
  },
  questions: [],
  tagLines: {},
};

const declines = (question: string) => expect(askOwner(OWNER, question)).toContain(TWIN_UNKNOWN_REPLY);

describe('[TWIN] a sentence is quoted only when it meets what is asked', () => {
  it('asked whether the person did something, does not quote a sentence that names the thing without the doing', () => {
    declines('Did you ever fly an aeroplane yourself?');
  });

  it('does not take where the question is set, and a doing said of another thing, for the thing asked', () => {
    declines('Did you ever play football at Yaba College?');
  });

  it('still answers what the sentences do say', () => {
    expect(askOwner(OWNER, 'Did you play draughts at Yaba College?')).toContain('I played for the staff team at Yaba College.');
    expect(askOwner(OWNER, 'What do you do at the airport?')).toContain('ground engineer');
    expect(askOwner(OWNER, 'Did you work nights?')).toContain('night shift');
  });
});
