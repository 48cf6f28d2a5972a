import { describe, expect, it } from 'vitest';
import { offersByMeaning } from '../character/offer-reading.ts';
import { takesOnAction } from './learner-patterns.ts';

// Offers made in the name of the body the learner speaks for, in fields the samples do not cover.
describe('an offer in the name of the learner\'s own side', () => {
  const offers = [
    'The school will cover the £62.',
    'The council can refund the permit.',
    'Our company will replace the unit by Friday.',
    'Our accounts team can send you a corrected invoice today.',
    'The firm will pay the re-inspection fee.',
  ];
  const notOffers = [
    'The insurer might pay.',
    'The insurer will pay for the damage.',
    'The insurance company will pay.',
    "The school won't cover the £62.",
    'Our company will not replace the unit.',
    "The council can't refund the permit.",
    'The weather will improve by Friday.',
    'Will the school cover the £62?',
  ];

  it.each(offers)('reads "%s" as an offer, in the character and the grader', (sentence) => {
    expect(offersByMeaning(sentence)).toBe(true);
    expect(takesOnAction(sentence)).toBe(true);
  });

  it.each(notOffers)('reads "%s" as no offer of the learner\'s', (sentence) => {
    expect(offersByMeaning(sentence)).toBe(false);
    expect(takesOnAction(sentence)).toBe(false);
  });
});
