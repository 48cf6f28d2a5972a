// "it" or "they" after a fact the character has just told stands for what that fact speaks of: "When were they
// supposed to turn up?" after the samples' delay asks the date they were booked for, and "when will they actually get
// here?" after that the date they will now come, though another fact holds a date too. The verb of a phrasal verb
// asked ("turn" of "turn up") meets no word a fact's verb was only widened to ("turn" of "turn in", like "hand
// over"). A brief of this file's own, in a field no evaluation set uses.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { meaningMatches } from './fact-meaning.ts';

const TITLE = 'Soil samples held up';
const TOM = quickCharacter(
  TITLE,
  'PhD student, Tom Reed',
  'Lab manager',
  'Tom Reed is a PhD student at Durham who is due to hand over his lab bench to a new student on 2 March. The soil samples booked for 10 April will now come on 20 April because the courier sent them to the wrong lab. Each week without them costs him lab time he has already paid £200 for. He wants his supervisor told today and a written note that the late results are not his fault.',
);

describe('a pronoun after a fact just told', () => {
  it('asks the planned date and then the date it will now be, of the thing just spoken of', () => {
    const { replies } = converse(TOM, ['What is the problem with the samples?', 'When were they supposed to turn up?', 'And when will they actually get here?'], { scenarioName: TITLE });
    expect(replies[1]).toMatch(/\b10 April\b/);
    expect(replies[1]).not.toMatch(/\b2 March\b/);
    expect(replies[2]).toMatch(/\b20 April\b/);
    expect(replies[2]).not.toMatch(/\b2 March\b/);
  });

  it('reads no word of "turn up" in a fact that says "hand over" (like "turn in")', () => {
    const knowledge = knowledgeOf({ brief: TOM, glossary: [], facts: [], scenarioName: TITLE });
    const thesis = meaningMatches('When were they supposed to turn up?', knowledge, true).find((match) => match.topic.answer.includes('bench'));
    expect(thesis?.wordScore).toBe(0);
  });
});
