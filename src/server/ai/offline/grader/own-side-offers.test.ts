import { describe, expect, it } from 'vitest';
import { offersByMeaning } from '../character/offer-reading.ts';
import { takesOnAction } from './learner-patterns.ts';
import { briefSides } from '../../language/own-side.ts';
import { affirms } from '../negation-scope.ts';

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

// Which body is the learner's is read from the scenario: the learner's role, or a body it names that is not the
// character's. A body the scenario does not name, or the character's own, offers nothing of the learner's.
describe('an offer in the name of a body, by the scenario\'s sides', () => {
  const practice = briefSides({
    situation: 'Tom Reid is a patient. He is talking with a practice manager. His crown came loose two weeks after it was fitted.',
    openingLine: 'My crown came loose again.',
    identity: { organisation: '', occupation: 'Patient' },
    facts: [{ answer: 'I paid £480 for the crown.' }],
  });
  const tenancy = briefSides(
    { situation: 'Sam Cole is a tenant at Elm Court. His deposit of £1,200 was not returned.', openingLine: 'I want my deposit back.', identity: { organisation: '', occupation: 'Tenant' }, facts: [] },
    'Deposit dispute. You are a letting agent.',
  );

  it.each([
    ['The practice will cover the cost of the new crown.', practice],
    ['The practice can refit it this Friday at no charge.', practice],
    ['The agency will return the £1,200 by Friday.', tenancy],
  ] as const)('reads "%s" as the learner\'s offer, in the character and the grader', (sentence, sides) => {
    expect(offersByMeaning(sentence, sides)).toBe(true);
    expect(takesOnAction(sentence, affirms, sides)).toBe(true);
  });

  it.each([
    ['The bank will pay the £1,200.', tenancy],
    ['The insurer will cover the crown.', practice],
    ["The practice won't cover the crown.", practice],
  ] as const)('reads "%s" as no offer of the learner\'s', (sentence, sides) => {
    expect(offersByMeaning(sentence, sides)).toBe(false);
    expect(takesOnAction(sentence, affirms, sides)).toBe(false);
  });
});
