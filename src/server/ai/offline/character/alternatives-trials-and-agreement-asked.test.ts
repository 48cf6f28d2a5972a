// A want with alternatives is met by either: "…, or at the very least a loan machine" (the words that weigh the second
// only lead it in) and "…by Thursday or space heaters until then" (a second thing without a determiner). A payment over
// a span ("a payment plan over six months") is paid a part at a time, so a sum split over that span gives it. "We can
// try X" offers X on trial. "Is that a deal?" asks whether they agree, as "Does that work for you?" does. A thing a want
// names only as what is left of another ("the remainder") is no matter; a figure's words ("6 am to 2 pm") are said back
// whole; a verb whose commonest sense names no doing as a noun ("work from home") is said as the doing, not "the work".
// Characters and lines of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { addGiven, alternativesOf, meets, nothingGiven, offersByMeaning } from './offer-reading.ts';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';
import { matterOf } from './stock-lines.ts';
import { nounOfDoing } from './social-moves.ts';
import { conditionOnThem } from './offer-condition.ts';

function given(line: string): ReturnType<typeof nothingGiven> {
  const found = nothingGiven();
  addGiven(found, line, (sentence) => offersByMeaning(sentence), { empathy: false, asked: false, isHostile: false });
  return found;
}

describe('a want with alternatives', () => {
  it('reads the second after the words that only weigh it, or after a bare noun', () => {
    expect(alternativesOf('a replacement laptop this week, or at the very least a loan machine until it is fixed').map((alternative) => alternative.phrase)).toEqual(['a replacement laptop this week', 'a loan machine until it is fixed']);
    expect(alternativesOf('the boiler repaired by Thursday or space heaters until then').map((alternative) => alternative.phrase)).toEqual(['the boiler repaired by Thursday', 'space heaters until then']);
  });

  it('reads a payment over a span as paid in parts, given by a sum split over that span', () => {
    expect(meets(given('We can split the £1,200 over six months.'), 'the late fee waived, or at least a payment plan over six months')).toBe(true);
    expect(meets(given('We can split the £1,200 over three months.'), 'a payment plan over six months')).toBe(false);
  });
});

describe('an offer on trial', () => {
  it('is an offer of what is tried, never an attempt', () => {
    expect(offersByMeaning('We can try a four-day week for two months.')).toBe(true);
    expect(offersByMeaning('I will try to get back to you.')).toBe(false);
  });

  it('takes on a doing the offer asks in return whole, hyphen and all', () => {
    expect(conditionOnThem('We will cover the cost if you book a follow-up visit.')).toBe('book a follow-up visit');
  });
});

describe('the matter and what is said back', () => {
  it('is never a noun that names what is left of another thing', () => {
    const hall = quickCharacter('Missing folding tables', 'Events manager, Alan Reed', 'Sales adviser at Homeway', 'Alan Reed runs the events hall at Kingsley College. He ordered 40 folding tables from Homeway on 3 March for £2,400. Only 15 have arrived; the other 25 are out of stock at the depot. Alan wants the remainder sent by the end of the month.');
    // An opening that names the tables only by their count leaves the want to name the matter.
    const byCount = { ...hall, openingLine: "Thanks for seeing me; I'd like to talk about my 40 folding tables from Homeway." };
    expect(matterOf(byCount)).toBe('the tables');
  });

  it('says a doing by its noun only when its commonest sense has one', () => {
    expect(nounOfDoing('work')).toBeNull();
    expect(nounOfDoing('swap')).toBe('swap');
  });

  const PICKER = quickCharacter('Earlier shifts', 'Warehouse picker, Sam Ortiz', 'Shift manager', 'Sam Ortiz is a warehouse picker at Dalton Logistics. He has asked to work 6 am to 2 pm on weekdays because his daughter starts school in September.');

  it('says back a span of hours whole', () => {
    expect(PICKER.objections.map((objection) => objection.resolvedLine)).toContain('Right. That is what I was asking for: to work 6 am to 2 pm.');
  });

  it('reads a question whether they agree as one, and answers it after agreeing', () => {
    const knowledge = knowledgeOf({ brief: PICKER, glossary: [], facts: [] });
    expect(readLine('Is that a deal?', knowledge).acts.has('nextStep')).toBe(true);
    expect(readLine('Are we agreed, then?', knowledge).acts.has('nextStep')).toBe(true);
    const { replies } = converse(PICKER, ['We can move you to 6 am to 2 pm on weekdays from September.', 'Is that a deal?']);
    expect(replies[1]).not.toMatch(/\bknow\b/i);
  });
});
