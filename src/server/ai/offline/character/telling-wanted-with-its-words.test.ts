// A telling wanted with the words it is to say ("a written statement that the fridge failure is not my kitchen's
// mistake") is given by an offer that says such a clause as a telling, in other words ("I will state in writing
// that…", "put in writing that…"); the clause's words are weighed as the rest of the want. A refusal to write it gives
// nothing. A brief of this file's own, in a field no evaluation set uses.
import { describe, expect, it } from 'vitest';
import { alternativesOf } from './offer-reading.ts';
import { offerGives } from './offer-meaning.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { saysLine } from './state.ts';

const TITLE = 'Failed fridge check at the Harbour Kitchen';
const CHEF = quickCharacter(
  TITLE,
  'Head chef, Nadia Rossi',
  'Food safety officer',
  "Nadia Rossi is head chef at the Harbour Kitchen in Whitby. The walk-in fridge failed its temperature check on 3 October because the engineer fitted the wrong thermostat on 28 September. The kitchen lost £1,200 of stock. Nadia wants the inspection report corrected this month and a written statement that the fridge failure is not her kitchen's mistake.",
);
const WANT = "a written statement that the fridge failure is not my kitchen's mistake";

describe('a telling wanted with its words', () => {
  it('is given by an offer that says such a clause as a telling', () => {
    const [alternative] = alternativesOf(WANT);
    expect(offerGives("I will state in writing that it was the engineer's mistake, not your kitchen.", alternative!)).toBe(true);
    expect(offerGives("I'll confirm in writing that it was not your kitchen's mistake.", alternative!)).toBe(true);
  });

  it('is not given by a refusal to write it, nor by an offer of something else', () => {
    const [alternative] = alternativesOf(WANT);
    expect(offerGives("I can't state in writing that it was not your kitchen's mistake.", alternative!)).toBe(false);
    expect(offerGives('I will look at the fridge next week.', alternative!)).toBe(false);
  });

  it('agrees once the report and the statement are both offered', () => {
    expect(CHEF.outcome.requires.map((requirement) => requirement.label)).toContain(WANT);
    const reply = converse(CHEF, ['Hello Nadia, thanks for coming in.', 'What happened with the fridge?', 'I will get the inspection report corrected this month, and put in writing that it was the engineer\'s mistake, not your kitchen.'], { scenarioName: TITLE }).replies.at(-1)!;
    expect(saysLine(reply, CHEF.outcome.agreementLine)).toBe(true);
  });
});
