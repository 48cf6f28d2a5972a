// The built-in twin answers why its owner did something from what they said it was for: "for the nursing training at
// the Royal Infirmary" says why she came, "for thirty years" only how long she stayed.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A ward sister from Carmarthenshire in Cardiff, written for these tests alone.
const WARD_SISTER: TwinOwnerCase = {
  name: 'Eirlys Bowen',
  answers: {
    12: 'I came to Cardiff in 1961 for the nursing training at the Royal Infirmary, and I was a ward sister there until I retired.',
    14: 'Chapel on a Sunday, the Western Mail, a walk in Roath Park with my sister.',
  },
  questions: [],
  tagLines: {},
};

describe('a reason told as what a doing was for', () => {
  it('answers why the owner came from what they came for', () => {
    expect(askOwner(WARD_SISTER, 'Why did you move to Cardiff?')).toContain('for the nursing training');
  });

  it('does not take how long as why', () => {
    const stayed = { ...WARD_SISTER, answers: { ...WARD_SISTER.answers, 12: 'I came to Cardiff in 1961 and I was a ward sister at the Royal Infirmary for thirty years.' } };
    expect(askOwner(stayed, 'Why did you move to Cardiff?')).toSatisfy(isTwinDecline);
  });
});
