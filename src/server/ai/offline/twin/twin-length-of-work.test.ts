// The built-in twin answers how long its owner was at the place of their work from the length their answer about their
// work says, when a sentence of their own work names the place and that answer does not.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A postwoman in Stockport, written for these tests alone.
const POSTWOMAN: TwinOwnerCase = {
  name: 'Janice Hulme',
  answers: {
    12: 'I was a postwoman for twenty-six years, out in all weathers with the bag on my hip.',
    4: 'Sandra and me started at the depot together in 1978 as sorters, the only two women on the early shift.',
    8: 'I still walk past the old depot on a Saturday, it has been flats since 2009. Then up to the allotment, I have had it since 1995.',
  },
  questions: [],
  tagLines: {},
};

describe('how long at the place of one’s work', () => {
  it('answers with the length their work answer says, asked how long they were at the place', () => {
    expect(askOwner(POSTWOMAN, 'How long were you at the depot?')).toContain('twenty-six years');
  });

  it('reads how many years as how long', () => {
    expect(askOwner(POSTWOMAN, 'How many years were you at the depot?')).toContain('twenty-six years');
  });

  it('does not take a place they only go to for their work', () => {
    expect(askOwner(POSTWOMAN, 'How long have you had the allotment?')).not.toContain('twenty-six years');
  });
});
