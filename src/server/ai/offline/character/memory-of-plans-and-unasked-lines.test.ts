// "As I said" only for what the question asks: asked what happened, a time the character said only as planned ("was
// told to collect him at 10 am") is not claimed while it said the one that happened ("got him back at 4 pm"); and a
// line that asks something the earlier clause does not say ("Is the flat nice?", "What made you rent there?") gets
// no claim of memory, however much it names what was said.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { backReference, figurePointedBack } from './restating.ts';

const asISaid = (part: string) => `As I said, ${part}.`;
const MEMORY_CLAIM = /\b(?:as i (?:said|mentioned|told you)|like i (?:said|mentioned|told you))\b|^again\b/i;

describe('[CHARACTER] a plan is not claimed as what happened', () => {
  const collected = 'I was told to collect him at 10 am on Sunday 12 May, but the staff had gone out and I only got him back at 4 pm.';

  it('claims no memory of the planned time when asked when the doing happened', () => {
    expect(backReference('10 am', [collected], asISaid, { question: 'Sorry, what time did you say you collected him?' })).toBeNull();
    expect(backReference('12 May at 10 am', [collected], asISaid, { question: 'Sorry, what time did you say you collected him?' })).toBeNull();
  });

  it('reads the plan from anywhere in the figure’s clause', () => {
    const payments = 'I was told my last payment would be on 1 March, but £39 was still taken on 1 April and 1 May.';
    expect(backReference('1 March', [payments], asISaid, { question: 'Sorry, when did you say the last payment went out?' })).toBeNull();
    expect(backReference('1 March', [payments], asISaid, { question: 'When were you told the last payment would be?' })).toBe('As I said, 1 March.');
  });

  it('claims the planned time when the plan is asked, and the time that happened when that is asked', () => {
    expect(backReference('10 am', [collected], asISaid, { question: 'What time were you meant to collect him?' })).toBe('As I said, 10 am.');
    expect(backReference('4 pm', [collected], asISaid, { question: 'Sorry, what time did you say you got him back?' })).toBe('As I said, 4 pm.');
  });

  it('points back to the time that happened, unless the plan is asked for', () => {
    expect(figurePointedBack('When you said you collected him, what time was that?', [collected])).toBe('4 pm');
    expect(figurePointedBack('What time were you told to collect him, you said?', [collected])).toBe('10 am');
  });

  it('in a conversation, never says "as I said" of the planned time', () => {
    const owner = quickCharacter(
      'Owner whose cat was kept too long at the cattery',
      'Customer',
      'Cattery manager',
      'Priya Shah boarded her tabby cat, Mango, at Whiskers Lodge for a week while she was in Spain. She was told to collect him at 10 am on Sunday 12 May, but the staff had gone out and she only got him back at 4 pm. He had lost weight and had a sore paw that cost £85 at the vet.',
    );
    const { replies } = converse(owner, [IDENTITY_LINE, 'When did you get him back?', 'Sorry, what time did you say you collected him?']);
    expect(replies.join(' ')).toMatch(/4 ?pm/);
    const last = replies.at(-1)!;
    expect(MEMORY_CLAIM.test(last) && /10 ?am/.test(last), last).toBe(false);
  });
});

describe('[CHARACTER] no memory claimed for a line that asks what was never said', () => {
  const rented = 'I rent a two-bedroom flat in Salford through Northway Lettings for £850 a month.';

  it('claims none when the question says something of the thing the clause does not', () => {
    expect(backReference('I rent a two-bedroom flat', [rented], asISaid, { question: 'Is the flat nice?' })).toBeNull();
    expect(backReference('I rent a two-bedroom flat', [rented], asISaid, { question: 'Is it a big flat?' })).toBeNull();
  });

  it('claims none when the question names a thing the clause does not hold', () => {
    const paid = 'I paid £45 for my son Adam, aged nine, to go on the Year 5 trip.';
    expect(backReference('I paid £45 for my son Adam', [paid], asISaid, { question: 'Does Adam like science?' })).toBeNull();
  });

  it('claims none for a cause asked by its doing when the clause gives no reason', () => {
    expect(backReference('I rent a two-bedroom flat in Salford', [rented], asISaid, { question: 'What made you rent in Salford?' })).toBeNull();
    const moved = 'I moved to Salford because my new job is at MediaCity.';
    expect(backReference('I moved to Salford because my new job is at MediaCity', [moved], asISaid, { question: 'What made you move to Salford?' })).toBe(
      'As I said, I moved to Salford because my new job is at MediaCity.',
    );
  });

  it('still claims what the question asks again in its own words', () => {
    const raised = 'I raised £3,240 from 112 sponsors.';
    expect(backReference('I raised £3,240 from 112 sponsors', [raised], asISaid, { question: 'What did you raise in the end?' })).toBe('As I said, I raised £3,240 from 112 sponsors.');
    expect(backReference('I rent a two-bedroom flat in Salford', [rented], asISaid, { question: 'What did you say you rent?' })).toBe('As I said, I rent a two-bedroom flat in Salford.');
  });

  it('in a conversation, answers small talk about what it said with no claim of memory', () => {
    const tenant = quickCharacter(
      'Tenant with a broken boiler',
      'Tenant',
      'Letting agent',
      'Grace Obi rents a two-bedroom flat in Salford through Northway Lettings for £850 a month. Her boiler broke on 12 January and the engineer was booked for 15 January, but he only came on 22 January. She spent £60 on electric heaters.',
    );
    const { replies } = converse(tenant, [IDENTITY_LINE, 'How much rent do you pay?', 'Is the flat nice?', 'What made you rent in Salford?']);
    for (const reply of replies.slice(-2)) expect(MEMORY_CLAIM.test(reply), reply).toBe(false);
  });
});
