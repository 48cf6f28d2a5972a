// The built-in twin quotes a sentence only when it meets what the question asks, and within what meets it ranks first
// the sentence that says what the question's head asks for: a thing grown or made is not named by the first half of a
// compound WordNet holds ("the beer garden" grows no beer); a particle alone ("Up at half five") says only a doing of
// the body, not a moving up; "keep going" is read whole, not as keeping or holding; asked after someone alone, the
// sentence that says something of them comes first; and a liking typed as notes ("love the guests") is the
// person's own. On owners written for these tests.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A retired postman in Conwy, who drinks in a beer garden and never said what he grows.
const POSTMAN: TwinOwnerCase = {
  name: 'Emrys Parry',
  answers: {
    5: 'We sit in the beer garden of the Castle Inn on a Sunday and put the world to rights.',
    9: 'Bowls on a Tuesday and the crossword.',
    12: 'I was a postman in Conwy for thirty years.',
  },
  questions: [],
  tagLines: {},
};

// The same postman, who also tells what he grows.
const GROWING_POSTMAN: TwinOwnerCase = {
  ...POSTMAN,
  answers: { ...POSTMAN.answers, 8: 'I potter in the garden, I grow leeks and runner beans for the show.' },
};

// A hotel porter in Liverpool, who answers in notes.
const PORTER: TwinOwnerCase = {
  name: 'Terry Walsh',
  answers: {
    1: 'Mum is 91 and still sharp as a tack, in a home in Wigan.',
    3: 'Dad was a miner at Bickershaw, Mum did the books for a builder. They taught me to say thank you.',
    11: 'Football. I never miss a match, and I hold the door for the old lads at the ground.',
    12: 'Porter at the Adelphi in Liverpool, nights mostly. Head porter since 2009. love the guests, love when a regular asks for me by name.',
    14: 'Up at half five, porridge, then the bus to town.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the sentence quoted meets what the question asks', () => {
  it('does not take the first half of a compound for a thing grown there', () => {
    expect(askOwner(POSTMAN, 'What do you grow in the garden?')).toSatisfy(isTwinDecline);
    expect(askOwner(GROWING_POSTMAN, 'What do you grow in the garden?')).toContain('leeks and runner beans');
  });

  it('reads a particle alone as a doing of the body left out, not as any phrasal verb with it', () => {
    expect(askOwner(PORTER, 'What time do you wake up?')).toContain('Up at half five');
    const reply = askOwner(PORTER, 'Did they ever move you up?');
    expect(reply).toContain('Head porter since 2009');
    expect(reply).not.toContain('Up at half five');
  });

  it('reads "keep going" whole, not as keeping or holding something', () => {
    expect(askOwner(PORTER, 'How do you keep going?')).toSatisfy(isTwinDecline);
  });

  it('asked after someone alone, says the sentence that tells of them, not one that names them beside another', () => {
    const reply = askOwner(PORTER, 'How is your mum?');
    expect(reply).toContain('still sharp as a tack');
    expect(reply).not.toContain('a miner at Bickershaw');
  });

  it('reads a liking typed as notes in an answer about work as the person\'s own', () => {
    const reply = askOwner(PORTER, "What's the best part of your work?");
    expect(reply).toContain('love the guests');
    expect(reply).not.toContain('Head porter since 2009');
  });
});
