// A worry the description states is a concern the learner settles by answering it: denying what is feared, affirming
// what it puts at stake, or saying that how things stand still holds. A line that only names the worry, or says the
// feared thing will happen, settles nothing. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const LIBRARIAN = quickCharacter(
  'Library assistant and the new opening hours',
  'Library assistant',
  'Branch manager',
  'Grace Adeyemi is a library assistant at the town library. She finishes at 4pm on Thursdays. She is worried the new opening hours will stop her picking up her daughter from nursery. She wants a clear answer on her hours by the end of the month.',
);
const OPENING = ['Hello Grace, thanks for making the time.', 'What is on your mind about the new hours?'];
const SETTLED = /what worried me was the new opening hours/i;

describe('a worry the description states', () => {
  it('is one of the concerns, said in the character\'s own words', () => {
    expect(LIBRARIAN.objections.map((objection) => objection.objection)).toContain('I am worried the new opening hours will stop me picking up my daughter from nursery.');
    // A sum's decimal point ends no sentence: the worry keeps what is at stake.
    const porter = quickCharacter('Moving to days', 'Hospital porter', 'Estates manager', 'Ade Bello is a night porter at St Luke\'s. He is worried that moving to days will cost him the £2.85 an hour night allowance.');
    expect(porter.objections.map((objection) => objection.objection)).toContain('I am worried that moving to days will cost me the £2.85 an hour night allowance.');
  });

  it.each([
    "Don't worry, you'll still finish at 4 on Thursdays.",
    "The new opening hours won't stop you picking up your daughter.",
    'You can still pick up your daughter from nursery.',
  ])('is settled by a line that answers it: "%s"', (line) => {
    expect(converse(LIBRARIAN, [...OPENING, line]).replies.at(-1)).toMatch(SETTLED);
  });

  it.each(['The new opening hours will stop you picking up your daughter.', 'I understand the new opening hours worry you.', 'Will you still finish at 4 on Thursdays?'])(
    'is not settled by a line that only names it: "%s"',
    (line) => {
      expect(converse(LIBRARIAN, [...OPENING, line]).replies.at(-1)).not.toMatch(SETTLED);
    },
  );

  it('is settled by keeping what the feared thing would take, and not by losing it', () => {
    const porter = quickCharacter('Moving to days', 'Hospital porter', 'Estates manager', 'Ade Bello is a night porter at St Luke\'s. He is worried that moving to days will cost him the £2.85 an hour night allowance. He wants to move to days from March.');
    const settled = /what worried me|answered it/i;
    expect(converse(porter, ['Hi Ade, thanks for coming in.', 'You would keep the night allowance on days, I can promise that.']).replies.at(-1)).toMatch(settled);
    expect(converse(porter, ['Hi Ade, thanks for coming in.', 'Moving to days will not cost you the allowance.']).replies.at(-1)).toMatch(settled);
    expect(converse(porter, ['Hi Ade, thanks for coming in.', 'You would lose the night allowance on days, I am afraid.']).replies.at(-1)).not.toMatch(settled);
  });
});
