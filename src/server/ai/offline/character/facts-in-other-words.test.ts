// Facts of a created scenario asked for the way people ask: in other words, with pronouns, "remind me…", "what's the
// damage", "when's it due", numbers in words. Each scenario is created offline from its Quick description, as a person
// would type it, in a field neither the samples nor the evaluation's created set cover; the questions are asked in one
// conversation after "who are you?", as the evaluation asks them, and each reply must hold what the description states.
import { describe, expect, it } from 'vitest';
import { answeredShare, askCase, DESCRIBED_CASES } from './facts-in-other-words.test-helpers.ts';

// Measured: 87 of the 99 questions are answered with the fact (75 before the matching read lengths of time, counts
// of people, adverbs, abbreviations and "it" pointing back). The misses are mostly words WordNet does not join to the
// fact's ("veggie meals" and "vegetarian portions", "come to" and a total, "studying" and "law student").
const MIN_ANSWERED_SHARE = 0.87;

describe('[AI] facts of a created scenario asked for in other words', () => {
  it(`answers at least ${MIN_ANSWERED_SHARE * 100}% of the questions with the stated fact`, () => {
    const { share, message } = answeredShare(DESCRIBED_CASES);
    expect(share, message).toBeGreaterThanOrEqual(MIN_ANSWERED_SHARE);
    // 99 questions in 14 conversations: on two cores shared with the rest of the unit lane, more than the default 30 s.
  }, 90_000);
});

describe('[AI] the detail a question in other words asks for', () => {
  const ask = (id: string, lines: readonly string[]) => askCase(DESCRIBED_CASES.find((testCase) => testCase.id === id)!, lines);

  it('tells a length of time up to now from one inside it, and one ahead from one behind', () => {
    expect(ask('dental-crown', ['How long have you been a patient here?'])[0]).toMatch(/14 years/);
    expect(ask('care-home-fees', ['How long will the money last?'])[0]).toMatch(/18 months/);
    expect(ask('broadband-outage', ['Since when has it been off?'])[0]).toMatch(/since Monday/);
  });

  it('takes the figure a change goes to, a count its noun names, and the count said in words', () => {
    expect(ask('nursery-hours', ['What time will we be closing from September?'])[0]).toMatch(/5\.30pm/);
    expect(ask('nursery-hours', ['How old is your little boy?', 'How many days a week does he come in?'])[1]).toMatch(/\bfour\b/);
    expect(ask('dental-crown', ['How much did you pay for the crown?', 'How many times has it come off?'])[1]).toMatch(/\btwice\b/i);
  });

  it('reads "they" as the fact just told, an abbreviation by its words, and an adverb by its adjective', () => {
    expect(ask('boiler-repair', ['Who came out to look at it the first time?', 'What did they charge you for the part?'])[1]).toMatch(/£260/);
    expect(ask('phone-bill-shock', ["What's the damage on this bill?", 'And what do you normally pay?'])[1]).toMatch(/£22/);
    expect(ask('holiday-cancelled', ['How many of you were going?'])[0]).toMatch(/\bfour\b/);
  });
});
