// The built-in twin asked what its owner eats at a meal or a part of the day: a thing eaten or made answers when it is
// told at that part of the day (said there, or in the order of a day told from morning to night), never one told at
// another meal ("Supper at seven, a fish stew" says nothing of the morning).
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact, saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { dayPartsOf } from './twin-gate.ts';

// A lighthouse keeper on Lofoten, written for these tests alone.
const LIGHTHOUSE_KEEPER: TwinOwnerCase = {
  name: 'Solveig Hansen',
  answers: {
    12: 'I kept the light at Skomvær for thirty-one years, and I still write the weather down every day out of habit.',
    14: 'I wake before six, I check the wind and the barometer. Then I cook oatmeal with lingonberries and drink two cups of coffee. I mend nets or paint the railings until the boat comes. Supper at seven, usually a fish stew with potatoes. Then the radio and bed.',
  },
  questions: [],
  tagLines: {},
};

// A signalman in Crewe, whose day tells only a midday meal.
const SIGNALMAN: TwinOwnerCase = {
  name: 'Derek Ashworth',
  answers: {
    12: 'I worked the box at Crewe North for twenty-six years, nights mostly.',
    14: 'I get up late these days, I potter in the shed. Lunch at one, a cheese sandwich and an apple. In the evening I watch the snooker.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] meals and the parts of the day they are had at', () => {
  it('reads the part of the day a meal is had at from its definition', () => {
    expect(dayPartsOf('breakfast')).toEqual(['morning']);
    expect(dayPartsOf('supper')).toEqual(['evening']);
    expect(dayPartsOf('noon')).toEqual(['midday']);
    expect(dayPartsOf('porridge')).toEqual([]);
  });

  it('answers what is eaten in the morning or at breakfast with the thing told first in the day, not at supper', () => {
    for (const ask of ['What do you eat in the morning?', 'What do you have for breakfast?']) {
      const reply = askOwner(LIGHTHOUSE_KEEPER, ask);
      expect(holdsFact(reply, q('other-words', ask, 'oatmeal with lingonberries')), `${ask} → ${reply}`).toBe(true);
      expect(reply, ask).not.toContain('fish stew');
    }
  });

  it('answers what is had for supper with the thing told at supper', () => {
    const reply = askOwner(LIGHTHOUSE_KEEPER, 'What do you have for supper?');
    expect(reply).toContain('fish stew');
    expect(reply).not.toContain('oatmeal');
  });

  it('does not answer the morning with the only meal told at midday', () => {
    const reply = askOwner(SIGNALMAN, 'What do you eat in the morning?');
    expect(reply).not.toContain('sandwich');
    expect(saysUnknown(reply, SIGNALMAN)).toBe(true);
  });
});
