// Contempt read by its meaning, not a list of words: the character judged by an adjective of worth ("You are so
// naive", "What a pointless answer"), its talk put down as complaining ("Quit grumbling", "You keep moaning"), or its
// doing said to harm the learner ("You are wasting my time"). The character cools, and after more walks away; a
// remark about a hard situation or a tired person is no insult.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const housekeeper = quickCharacter(
  'Fewer rooms per shift',
  'Hotel housekeeper',
  'Head of housekeeping',
  'Marta Silva has cleaned rooms at the Harbour View Hotel in Plymouth since 2020. She is asked to clean 18 rooms a shift and wants it cut to 14 because her wrist has been sore since August.',
);
const knowledge = buildKnowledge({ brief: housekeeper, glossary: [], facts: [] });
const isInsult = (line: string) => readLine(line, knowledge).acts.has('insult');

describe('contempt read by meaning', () => {
  it('is read in words no list holds', () => {
    for (const line of ['You are wasting my time.', 'You keep moaning about it.', 'Quit grumbling.', 'What a pointless answer.', 'You are so naive.']) expect(isInsult(line), line).toBe(true);
  });

  it('is not a hard time, a tired person, a fair point or a question', () => {
    for (const line of ["That's a difficult question.", 'You must be tired.', 'That is a fair point.', "That's a tough situation.", 'You are working hard.', 'Are you confused?', 'Stop worrying.']) {
      expect(isInsult(line), line).toBe(false);
    }
  });

  it('cools the character, and after more of it the character walks away', () => {
    const { replies } = converse(housekeeper, ['You are wasting my time.', 'You keep moaning about it.', 'What a pointless answer.']);
    expect(replies[0]).not.toMatch(/18 rooms|14/);
    expect(replies.at(-1)).toMatch(/\b(?:stop|goodbye|done|leave|end)\b/i);
  });
});
