// The built-in twin finds a thing asked for by WordNet's relations other than synonymy and broader kinds: a narrower
// sense of the word asked ("hours" of work → a shift) and, for a thing, a word of its family ("a contract" → sign);
// never a part or a member, and for a time or a person nothing but a narrower sense. An owner of its own, in a life no
// evaluation set holds (a baker who works nights on Shop Street in Galway).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { linkedWords } from '../../language/wordnet.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const BAKER: TwinOwnerCase = {
  name: 'Róisín Keane',
  answers: {
    4: 'Orla has been my friend since we were six. We still swim at Salthill every Sunday.',
    1: 'We have twin girls, Maeve and Orla, who study in Cork.',
    12: 'I bake bread at a bakery on Shop Street. The shift starts at two in the morning and ends at ten.',
    14: 'I sleep until four in the afternoon. In the evening I walk the prom with my sister.',
    16: 'Read every page twice before you sign anything. And never lend what you cannot lose.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] senses linked by WordNet relations other than synonymy', () => {
  it('walks a bounded number of steps, weighing each relation, and skips relations too general to follow', () => {
    const hours = linkedWords('hour', 'noun');
    // "Hours", the time assigned for work, held by WordNet as a plural of its own: a shift is one narrower sense.
    expect(hours.get('shift')).toBeCloseTo(0.8);
    expect(hours.get('night shift')).toBeCloseTo(0.64);
    // "Period" has hundreds of narrower senses: none is a link.
    expect(linkedWords('period', 'noun').size).toBe(0);
    expect(linkedWords('unheardofword', 'noun').size).toBe(0);
  });

  it('answers what hours someone works with the shift they told, and a day asked of with no evening', () => {
    expect(askOwner(BAKER, 'What hours do you work?')).toMatch(/The shift starts at two in the morning/);
    expect(askOwner(BAKER, 'What does your day look like?')).toMatch(/I sleep until four/);
  });

  it('finds a thing asked by a word of its family, and a person only as said or a narrower one', () => {
    expect(askOwner(BAKER, 'Should I sign this contract?')).toBe('Read every page twice before you sign anything.');
    // "Mate" and "twin" are words of one family in WordNet (a pair): twin girls are no best mate. In Britain and
    // Ireland a mate is a friend, as WordNet says of the word's regional sense: her friend is.
    const mate = askOwner(BAKER, "Who's your best mate?");
    expect(mate).toContain('Orla has been my friend');
    expect(mate).not.toContain('twin girls');
  });
});
