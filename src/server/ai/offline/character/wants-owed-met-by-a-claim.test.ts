// A want named only by what the character is owed ("the compensation she is owed", "what he is owed") is met by an
// offer of the thing that says what will be done and by when: a claim filed for a stated sum with a day to hear. The
// clause after the noun ("I am owed") says which compensation, and names nothing an offer must say besides it. Fields
// no evaluation set uses: a holiday park's chalet without hot water and a café's unpaid overtime.
import { describe, expect, it } from 'vitest';
import { isOfferSentence } from './acts.ts';
import { addGiven, meets, nothingGiven } from './offer-reading.ts';
import { saysLine } from './state.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const CHALET = quickCharacter(
  'The chalet without hot water',
  'Guest',
  'Holiday park guest services manager',
  'Grace Mensah, a nurse from Cardiff, booked a week at Seaview Holiday Park from 3 August. The chalet had no hot water for four days and she paid £120 for a room in a hotel nearby. She wants the £120 back and the compensation she is owed.',
);

const OVERTIME = quickCharacter(
  'The missing overtime',
  'Barista',
  'Café payroll officer',
  'Dev Patel, a barista at Bean Street Café, worked 9 hours of overtime in June that never appeared on his payslip. He wants what he is owed.',
);

// The walk issue #33 reports, line for line: asked for the compensation twice already, the character offered only the
// refund says what is still missing, by name.
const CONNECTION = quickCharacter(
  'Missed connection',
  'Passenger',
  'Airline customer relations agent',
  'Tomasz Nowak, a sales engineer from Leeds, missed his connection in Amsterdam on 14 November because his first flight left Manchester 90 minutes late. He slept on a bench at the airport, paid €180 for a new ticket the next morning and missed a client meeting in Oslo about a £40,000 order. He wants the €180 back and the compensation he is owed. My goal: apologise, explain what the airline will refund and agree when he will hear about the claim.',
);
const CONNECTION_LINES = [
  'Hello Tomasz, thanks for getting in touch. I can see this trip went badly wrong.',
  'What went wrong on the way out of Manchester?',
  'How late did you actually leave?',
  'Where did you spend the night?',
  'What did the replacement ticket set you back?',
  'What was riding on the meeting?',
  "I'm not going to promise any compensation today.",
  'So what is the problem with waiting for the claim?',
];

const CHALET_WARM_UP = ['Hello Grace, thanks for getting in touch.', 'What happened with the chalet?', "I'm sorry, four days without hot water is not acceptable.", "I'm not going to promise any compensation today."];
const OVERTIME_WARM_UP = ['Hello Dev, thanks for coming in.', 'What happened with your payslip?', "I'm sorry, that should not have happened."];

function given(offer: string) {
  const lines = nothingGiven();
  addGiven(lines, offer, isOfferSentence, { empathy: false, asked: false, isHostile: false });
  return lines;
}

describe('[AI] built-in character: a want of what it is owed, met by a claim filed with a day', () => {
  it('reads "the compensation I am owed" as the compensation, met by a claim for it, not by another thing', () => {
    expect(meets(given('I can file your compensation claim for £200, and you will hear from me by 30 August.'), 'the compensation I am owed')).toBe(true);
    expect(meets(given('I can refund the £120 today.'), 'the compensation I am owed')).toBe(false);
  });

  it('reads "what I am owed" as asking for an offer that says how much, never a promise to look into it', () => {
    expect(meets(given('I will file a claim for the 9 hours with payroll today.'), 'what I am owed')).toBe(true);
    expect(meets(given('I can send you the overtime form.'), 'what I am owed')).toBe(false);
    expect(meets(given("I'll look into it."), 'what I am owed')).toBe(false);
  });

  it('takes the refund and a compensation claim filed for a sum with a day: agrees, thanks and checks the day back', () => {
    const grace = CHALET;
    expect(grace.outcome.requires.map((requirement) => requirement.label)).toEqual(['the £120 back', 'the compensation I am owed']);
    const reply = converse(grace, [...CHALET_WARM_UP, 'I can refund the £120 today and file your compensation claim for £200, and you will hear from me by 30 August.']).replies.at(-1)!;
    expect(reply).toContain('the £120 back and the compensation I am owed');
    expect(saysLine(reply, grace.outcome.agreementLine)).toBe(true);
    expect(reply).toMatch(/by 30 August/);
  });

  it('offered the refund alone after asking twice, names the compensation still open instead of only pointing back', () => {
    const grace = CHALET;
    const reply = converse(grace, [...CHALET_WARM_UP, 'So what is the problem with waiting for the claim?', 'I can refund the £120 today.']).replies.at(-1)!;
    expect(reply).toContain('the £120 back');
    expect(reply.split('the compensation I am owed').length - 1).toBe(1);
    expect(saysLine(reply, grace.outcome.agreementLine)).toBe(false);
  });

  it('agrees to a claim filed for the hours with a day to hear, and not to a form sent', () => {
    const dev = OVERTIME;
    expect(dev.outcome.requires.map((requirement) => requirement.label)).toEqual(['what I am owed']);
    const agreed = converse(dev, [...OVERTIME_WARM_UP, 'I will file a claim for the 9 hours with payroll today, and you will hear from me by 10 July.']).replies.at(-1)!;
    expect(saysLine(agreed, dev.outcome.agreementLine)).toBe(true);
    expect(agreed).toMatch(/by 10 July/);
    const short = converse(dev, [...OVERTIME_WARM_UP, 'I can send you the overtime form.']).replies.at(-1)!;
    expect(saysLine(short, dev.outcome.agreementLine)).toBe(false);
  });

  it('in the reported walk, takes the refund and the claim together, and offered the refund alone names the compensation', () => {
    const tomasz = CONNECTION;
    const both = converse(tomasz, [...CONNECTION_LINES, 'I can refund the €180 today and file your compensation claim for €400, and you will hear from me by 30 November.']).replies.at(-1)!;
    expect(both).toContain('the €180 back and the compensation I am owed');
    expect(saysLine(both, tomasz.outcome.agreementLine)).toBe(true);
    expect(both).toMatch(/by 30 November/);
    const part = converse(tomasz, [...CONNECTION_LINES, 'I can refund the €180 today.']).replies.at(-1)!;
    expect(part).toContain('the compensation I am owed');
    expect(part).not.toMatch(/You know|has not changed/);
  });
});
