// The built-in twin asked for someone ("your oldest friend") finds them where a noun names them, never in a word of
// that noun's family describing a thing ("the harbour always felt friendly"): that sentence is about the harbour.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A harbour pilot in Valparaíso, written for these tests alone.
const HARBOUR_PILOT: TwinOwnerCase = {
  name: 'Tomás Aravena',
  answers: {
    4: 'Ignacio, whom I met on the training ship in 1979.',
    18: 'Standing on the mole with my uncle at dawn, when I was six, and feeling that the harbour was something friendly.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] someone asked for is named by a noun', () => {
  it('answers who the oldest friend is with the one named, not with a harbour that felt friendly', () => {
    const reply = askOwner(HARBOUR_PILOT, 'Who is your oldest friend?');
    expect(reply).toContain('Ignacio');
    expect(reply).not.toContain('friendly');
  });

  it('says it was never told when only a thing was friendly', () => {
    const owner = { ...HARBOUR_PILOT, answers: { 18: HARBOUR_PILOT.answers[18]! } };
    const reply = askOwner(owner, 'Who is your oldest friend?');
    expect(saysUnknown(reply, owner), reply).toBe(true);
  });
});
