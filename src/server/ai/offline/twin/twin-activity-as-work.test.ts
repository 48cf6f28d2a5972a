// The built-in twin reads an activity asked about ("weaving") as its owner's work only when their answer about their
// work names it, its doing or its doer, by WordNet's derivations (weaving → weave → weaver); the same activity said
// only as a pastime is not their work.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A weaver at a Yorkshire mill, written for these tests alone.
const WEAVER: TwinOwnerCase = {
  name: 'Edna Holroyd',
  answers: {
    12: 'I was a weaver at Salts Mill in Saltaire, minding four looms at once. The hardest was the noise, you learned to lip-read.',
    14: 'Kettle on, the crossword, then a walk by the canal.',
  },
  questions: [],
  tagLines: {},
};

describe('an activity asked about as the owner’s work', () => {
  it('answers from their work when it names the doer of the activity', () => {
    expect(askOwner(WEAVER, 'What was the hardest thing about weaving?')).toContain('the noise');
  });

  it('does not take an activity done for pleasure for their work', () => {
    const hobbyist = { ...WEAVER, answers: { 12: 'I was a postwoman in Shipley. The hardest was the noise of the dogs behind the doors.', 9: 'Weaving, I have a little loom in the back bedroom.' } };
    expect(askOwner(hobbyist, 'What was the hardest thing about weaving?')).not.toContain('dogs');
  });
});
