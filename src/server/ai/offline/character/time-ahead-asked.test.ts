// "What's the hurry?", "Why the rush to get it done?", "When do you need it done by?": the time ahead is asked for, and
// the occasion a fact names answers it (whether the fact says the thing is needed before it or only names it with its
// date), not a deflection nor the date something went wrong on. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const HOST = quickCharacter(
  'Customer whose marquee booking was cancelled',
  'Customer',
  'Events hire manager',
  'Grace Okoro paid TentWorks £900 for a marquee. On 3 May the office cancelled the booking by text. Her son’s wedding reception in the back garden on 14 June. She wants the marquee back or her money returned.',
);

const GARDENER = quickCharacter(
  'Customer whose fence was left half built',
  'Customer',
  'Fencing company owner',
  'Martin Hale paid £1,800 in March for a new garden fence, to be finished before his daughter’s christening party on 22 May. The fitters put up half the panels and have not been back for three weeks. He wants a date to finish.',
);

describe('the time ahead asked for', () => {
  it('is answered with the occasion a fact names with its date', () => {
    for (const question of ["What's the hurry to get it sorted?", 'Why the rush?', 'Why is it so urgent?']) {
      const { replies } = converse(HOST, [question]);
      expect(replies[0], question).toMatch(/wedding reception/i);
      expect(replies[0], question).toMatch(/14 June/);
    }
  });

  it('is the occasion again, in short, once the fact was told', () => {
    const { replies } = converse(HOST, ['When did we cancel on you?', 'What else is happening around then?', "What's the hurry to get it sorted?"]);
    expect(replies[0]).toMatch(/3 May/);
    expect(replies.slice(1).join(' ')).toMatch(/wedding reception/i);
    expect(replies[2]).toMatch(/wedding reception on 14 June|14 June/i);
  });

  it('reads what a thing must be done before as the time ahead', () => {
    const { replies } = converse(GARDENER, ['What was the rush to get it finished?']);
    expect(replies[0]).toMatch(/christening party on 22 May/i);
  });

  it('answers "When do you need it done by?" with the time ahead, not the date something went wrong on', () => {
    const { replies } = converse(HOST, ['When did we cancel on you?', 'When do you need it done by?']);
    expect(replies[1]).toMatch(/14 June/);
    expect(replies[1]).not.toMatch(/3 May/);
  });

  it('leaves a question after pressure of another kind to small talk', () => {
    const { replies } = converse(GARDENER, ['Are you under a lot of pressure at work?']);
    expect(replies[0]).not.toMatch(/^(?:my )?daughter’s christening party/i);
    expect(replies[0]).toMatch(/fence/i);
  });
});
