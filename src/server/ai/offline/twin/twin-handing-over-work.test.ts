// The built-in twin tells when its owner retired from their handing their place of work over: WordNet holds resigning
// and relinquishing as kinds of giving, handing and turning over, and a place named in their answer about their work is
// their workplace, though WordNet does not file it as one.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A hairdresser in Leek, written for these tests alone.
const HAIRDRESSER: TwinOwnerCase = {
  name: 'Maureen Salt',
  answers: {
    12: 'I had my own salon on Derby Street from 1979, cutting and setting for half the town. I handed the salon over to my junior, Kerry, in 2011.',
    8: 'I pass the salon on my way to the library and have a peep in the window.',
  },
  questions: [],
  tagLines: {},
};

describe('retiring told as handing one’s workplace over', () => {
  it('finds the year they handed their own place of work over, asked when they retired', () => {
    expect(askOwner(HAIRDRESSER, 'When did you retire?')).toContain('2011');
  });

  it('does not take a place handed over that is not where they worked', () => {
    const other = { ...HAIRDRESSER, answers: { 12: 'I had my own salon on Derby Street, cutting and setting for half the town.', 1: 'We handed the caravan over to our Kerry in 2011.' } };
    expect(askOwner(other, 'When did you retire?')).toSatisfy(isTwinDecline);
  });
});
