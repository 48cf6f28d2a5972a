// After the agreement, a further proposal is confirmed by naming what the learner offered ("the refund you offered"),
// not the brief's matter dropped into the agreement's phrase, and in a sentence that reads as English whatever noun
// phrase fills it. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const CUSTOMER = quickCharacter(
  'Customer charged for a scratch on a hire car',
  'Customer',
  'Car hire branch manager',
  'Tomasz Nowak hired a small hatchback from QuickWheels for a week in March and was charged £380 for a scratch on the rear door that he says was already there. ' +
    'He has photos from the pick-up showing the scratch. My goal: look at the photos, refund the charge and close the damage report.',
);

const AGREED = [IDENTITY_LINE, 'How much were you charged?', 'I am sorry about this. Your photos show the scratch at pick-up, so I will refund the full £380 today and email you a copy of the closed damage report.'];

describe('a proposal after the agreement', () => {
  it('is confirmed by what the learner offered', () => {
    const { replies } = converse(CUSTOMER, [...AGREED, 'I will also call you on Monday to check it is done. Does that work for you?']);
    expect(replies.at(-1)).toMatch(/\bthe refund you offered\b/i);
  });

  it('names a payment offered as a payment, and a check as nothing offered', () => {
    const paid = converse(CUSTOMER, [IDENTITY_LINE, 'How much were you charged?', 'I am sorry about this. We will pay the £380 back today and close the damage report.', 'I will also call you on Monday to check it is done. Does that work for you?']);
    expect(paid.replies.at(-1)).toMatch(/\bthe payment you offered\b/i);
    const checked = converse(CUSTOMER, [IDENTITY_LINE, 'How much were you charged?', 'I am sorry about this. I will check with the depot and take the £380 charge off today.', 'I will also call you on Monday to check it is done. Does that work for you?']);
    expect(checked.replies.at(-1)).not.toMatch(/\bthe (?:check|take) you offered\b/i);
  });

  it('never puts a phrase with a comma in it before its verb', () => {
    const { replies } = converse(CUSTOMER, [...AGREED, 'I will also call you on Monday to check it is done. Does that work for you?']);
    expect(replies.at(-1)).not.toMatch(/,[^.,]* works for me/i);
  });
});

describe('what was settled, said back after the agreement', () => {
  const TENANT = quickCharacter(
    'Parking bay at the flats',
    'Tenant',
    'Housing officer',
    'Mira Kovac has rented a flat at Alder Court for four years. Her parking bay has been taken by a contractor’s van since June. She wants the van moved off her bay.',
  );

  it('says a thing and what is done to it as what was settled, never "settled on" it', () => {
    const { replies } = converse(TENANT, [IDENTITY_LINE, 'How long has it been there?', 'I will have the van moved off your bay by Friday.', 'Thanks, Mira.', 'Is there anything else?']);
    expect(replies[2]).toMatch(/that is what I was asking for/i);
    const after = replies.slice(3).join(' ');
    expect(after).toMatch(/settled: the van moved off my bay|Good: the van moved off my bay/);
    expect(after).not.toMatch(/settled on the van moved|hold you to the van moved|before the van moved/i);
  });

  it('answers "anything else?" once agreed with nothing else, then the goodbye', () => {
    const { replies } = converse(TENANT, [IDENTITY_LINE, 'How long has it been there?', 'I will have the van moved off your bay by Friday.', 'Is there anything else you need?']);
    expect(replies.at(-1)).toMatch(/^No, that's everything\. /);
  });
});
