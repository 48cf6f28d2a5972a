// The built-in twin asked an interview question, or one part of it, in other words than the interview's: answered from
// the person's answer to that question when nothing they said answers it as read, and never for a yes/no question, a
// question that points back to what it does not name, or one that shares only a word with a question.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';
import { askedParts, restatement } from './twin-restated.ts';

const KEEPER: TwinOwnerCase = {
  name: 'Morag Sinclair',
  answers: {
    1: 'My brother Alasdair fishes out of Stornoway. My niece Catriona is a vet in Inverness.',
    11: 'Tides. How the moon pulls the sea twice a day, and why the spring tides run so high at the equinox.',
    12: 'I kept the light at Eilean Glas for twenty-two years. What I liked most was the quiet after a storm, when the whole sea went flat.',
    14: 'Up at five to log the weather, the lamp cleaned by eight, then the radio and the garden until the evening watch.',
  },
  questions: [],
  tagLines: {},
};

describe('an interview question asked in other words', () => {
  it('cuts an interview question into the things it asks, keeping "or what did you do" with what it restates', () => {
    const parts = askedParts(getTwinQuestion(12)!.text);
    expect(parts).toHaveLength(2);
    expect(parts.map((part) => part.words.map((word) => word.lemma))).toEqual([['for', 'living'], ['like', 'most', 'about']]);
    expect(askedParts(getTwinQuestion(2)!.text)).toHaveLength(1);
  });

  it('answers what they could talk about all evening from their answer to that question', () => {
    expect(askOwner(KEEPER, 'What could you talk about all evening?')).toContain('Tides.');
  });

  it('restates nothing for a yes/no question, one that points back, or one sharing a lone common word', () => {
    for (const asked of ['Could you talk about the weather for hours?', 'What did you like most about it?', 'What do you miss?']) {
      const words = readQuestion(asked).askedWords!;
      expect(Math.max(...Array.from({ length: 20 }, (_unused, index) => askedParts(getTwinQuestion(index + 1)!.text).map((part) => restatement(words, part))).flat()), asked).toBeLessThan(0.7);
    }
    expect(saysUnknown(askOwner(KEEPER, 'Did you ever talk about politics for hours?'), KEEPER)).toBe(true);
  });
});
