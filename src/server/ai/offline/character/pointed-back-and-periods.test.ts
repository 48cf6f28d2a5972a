// A question answered with the fact that holds what it asks for: a pronoun pointing back to the fact the question
// before it drew ("How long did he stay?" after the engineer's visit), a length asked as an amount of time over a
// period ("How much time does she put in each day?" and "20 minutes every day"), and "called" in a clause of its own,
// which asks for no name.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { briefOfCase } from './facts-in-other-words.test-helpers.ts';
import { askedKinds } from './fact-meaning.ts';

const BOILER = briefOfCase({
  id: 'boiler-visit',
  title: 'A boiler left broken',
  persona: { name: 'Priya Nair', prompt: 'Priya Nair, 34, a pharmacist in Leeds, calm but worn down' },
  description:
    'Priya rents a flat from Castle Lettings in Leeds. Her boiler stopped working on 3 January and she has reported it four times since then. An engineer came on 10 January but left after fifteen minutes because he had no replacement pump. She has spent £60 on electric heaters.',
  questions: [],
});

const SWIMMING = quickCharacter(
  'Swimming lessons',
  'Parent',
  'Swim school manager',
  'Owen Price has paid Splash Academy £96 a term for swimming lessons for his daughter Isla for two years. Isla practises 20 minutes every day at the leisure centre pool. She failed her Stage 5 badge on 4 March. My goal: keep Isla enrolled.',
);

describe('[AI] a question pointing back with a pronoun', () => {
  it('asks after the fact the question before it drew, when that fact holds the detail asked', () => {
    const { replies } = converse(BOILER, [IDENTITY_LINE, 'When did it stop working?', 'What day did someone come out to look at it?', 'How long did he stay?']);
    expect(replies[2]).toMatch(/10 January/);
    expect(replies[3]).toMatch(/fifteen minutes/i);
  });
});

describe('[AI] a length asked as an amount of time', () => {
  it('reads "how much time" as a length, and the period it is counted over as the fact counting over it', () => {
    expect([...askedKinds('How much time does she put in each day?')]).toEqual(['howLong']);
    const { replies } = converse(SWIMMING, [IDENTITY_LINE, 'How much time does she put in each day?']);
    expect(replies[1]).toMatch(/20 minutes/);
  });
});

describe('[AI] "called" in a clause of its own', () => {
  it('asks for no name, as "What was the shop called?" does', () => {
    expect(askedKinds('What were you told it would be when you first called?').has('who')).toBe(false);
    expect(askedKinds('What was the shop called?').has('who')).toBe(true);
  });
});
