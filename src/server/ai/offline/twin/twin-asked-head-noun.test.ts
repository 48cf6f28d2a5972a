// A noun said only before another ("your Oxfam shop discount", "your school secretary salary") says which thing is
// asked, as a describing word does: the last noun is the thing. A sentence that names only the nouns before it speaks
// of the place or work they name, not of what is asked of it, and is not quoted.
import { describe, expect, it } from 'vitest';
import { TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

const OWNER: TwinOwnerCase = {
  name: 'Beryl Ashworth',
  answers: {
    8: 'Saturdays I help out at the Oxfam shop on Market Street, sorting the books. Then I sit in the garden with the radio on.',
    12: 'I was a school secretary at St Anne’s Primary for twenty-two years.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a question asks for the last of its nouns', () => {
  it('declines when a sentence names only what qualifies the thing asked', () => {
    expect(askOwner(OWNER, 'What’s your Oxfam shop discount?')).toContain(TWIN_UNKNOWN_REPLY);
    expect(askOwner(OWNER, 'What was your school secretary salary?')).toContain(TWIN_UNKNOWN_REPLY);
  });

  it('still answers when the thing asked is said', () => {
    expect(askOwner(OWNER, 'Where is the Oxfam shop?')).toContain('on Market Street');
    expect(askOwner(OWNER, 'Where were you a school secretary?')).toContain('at St Anne’s Primary');
  });
});

describe('[TWIN] "what I should do" asks for advice', () => {
  const GIVER: TwinOwnerCase = {
    name: 'Desmond Okafor',
    answers: {
      16: 'Pay yourself first, even if it is ten pounds. And ring your sister on Sundays.',
      19: 'The day I never forget is my first shift at the depot in 1979, the snow up to our knees.',
    },
    questions: [],
    tagLines: {},
  };

  it('is not answered with a memory that shares its verb', () => {
    expect(askOwner(GIVER, 'What is the one thing I should never forget?')).not.toContain('first shift at the depot');
  });
});
