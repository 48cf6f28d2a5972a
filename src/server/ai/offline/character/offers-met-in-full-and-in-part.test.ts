// An offer weighed against everything a created character wants: one that gives every part with a day is taken (one
// line naming each thing given, the agreement, thanks and the day checked back), one that gives a part is taken for
// that part with the rest named once and no new concern beside it, and a want's "for …" naming what the character
// told happened ("compensation for the missed appointment") is met by an offer of the thing itself. Fields no evaluation
// set uses: a cookery school's cancelled class and a boiler service nobody came to.
import { describe, expect, it } from 'vitest';
import { isOfferSentence } from './acts.ts';
import { addGiven, dayPromised, meets, nothingGiven } from './offer-reading.ts';
import { normalised, saysLine } from './state.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { joinedResolutions } from './moves.ts';

const COOKERY = quickCharacter(
  'A cancelled cookery class',
  'Customer',
  'Cookery school manager',
  'Hannah Cole, a pharmacist from York, booked a Thai cookery class at Spice Route Kitchen for 14 March. The school cancelled it the night before and kept her £65 fee. She had already paid £30 for a train ticket to get there. She wants the £65 fee back and £30 for the train ticket.',
);

const BOILER = quickCharacter(
  'The boiler service nobody came to',
  'Customer',
  'Heating firm customer adviser',
  "Tom Reyes, a plumber from Hull, booked a boiler service appointment with HeatRight for 9 January. The engineer never came to the appointment and Tom lost a day's work waiting in. He wants £90 compensation for the missed appointment.",
);

const WARM_UP = ['Hello Hannah, thanks for coming in.', 'What happened with the class?', "I'm sorry we cancelled so late; that must have been really frustrating."];

/** How often a reply names a sum, as written ("£30"). */
function times(reply: string, sum: string): number {
  return reply.split(sum).length - 1;
}

describe('[AI] built-in character: an offer met in full or in part', () => {
  it('reads two sums wanted as two things, and agrees to both together', () => {
    const hannah = COOKERY;
    expect(hannah.outcome.requires.map((requirement) => requirement.label)).toEqual(['the £65 fee back', '£30 for the train ticket']);
    expect(hannah.outcome.agreement).toBe('the £65 fee back and £30 for the train ticket');
  });

  it('takes an offer of every part with a day: one line naming each thing, the agreement, thanks and the day checked back', () => {
    const hannah = COOKERY;
    const reply = converse(hannah, [...WARM_UP, "I can refund the £65 fee today and pay you £30 for the train ticket, and you'll have both by 21 March."]).replies.at(-1)!;
    expect(reply).toContain('that is what I was asking for: the £65 fee back and £30 for the train ticket.');
    expect(reply.match(/what I was asking for/g)).toHaveLength(1);
    expect(saysLine(reply, hannah.outcome.agreementLine)).toBe(true);
    expect(reply).toMatch(/by 21 March[,?]/);
  });

  it('takes an offer of a part for that part, names the rest once and brings up no new concern beside it', () => {
    const hannah = COOKERY;
    const reply = converse(hannah, [...WARM_UP, 'I can refund the £65 fee today.']).replies.at(-1)!;
    expect(reply).toContain('that is what I was asking for: the £65 fee back.');
    expect(times(reply, '£30')).toBe(1);
    expect(saysLine(reply, hannah.outcome.agreementLine)).toBe(false);
    for (const { objection } of hannah.objections) expect(normalised(reply)).not.toContain(normalised(objection));
  });

  it('asked what it wants once a part is given, names only what is still missing', () => {
    const hannah = COOKERY;
    const reply = converse(hannah, [...WARM_UP, 'I can refund the £65 fee today.', 'What would put this right for you?']).replies.at(-1)!;
    expect(reply).toContain('£30');
    expect(reply).not.toContain('£65');
  });

  it('closes once agreed when asked whether there is anything else, instead of saying its want again', () => {
    const hannah = COOKERY;
    const { replies } = converse(hannah, [...WARM_UP, "I can refund the £65 fee today and pay you £30 for the train ticket, and you'll have both by 21 March.", 'Is there anything else I can help with?']);
    expect(replies.at(-1)).not.toMatch(/£65|£30|\bwant\b/);
  });

  it('hears compensation "for" what it told happened in an offer of the compensation itself', () => {
    const tom = BOILER;
    const reply = converse(tom, ['Hello Tom, thanks for calling.', 'What happened on the 9th?', "I'm sorry nobody came; losing a day's work is a real cost.", 'I can pay you £90 compensation, and I will send you the confirmation in writing.']).replies.at(-1)!;
    expect(saysLine(reply, tom.outcome.agreementLine)).toBe(true);
  });

  it('meets a want\'s "for …" only when what it names is told, and never by the thing alone otherwise', () => {
    const given = nothingGiven();
    addGiven(given, 'I can pay you £90 compensation.', isOfferSentence, { empathy: false, asked: false, isHostile: false });
    expect(meets(given, '£90 compensation for the missed appointment', new Set(), new Set(['appointment']))).toBe(true);
    expect(meets(given, '£90 compensation for the missed appointment')).toBe(false);
    // Who it is for is no reason told: "a place for my son" stays a thing to name.
    expect(meets(given, 'a place for my son', new Set(), new Set(['place']))).toBe(false);
  });

  it('checks back the last day an offer names, as said', () => {
    expect(dayPromised("I'll refund it today and you'll hear from me by 30 November.")).toBe('by 30 November');
    expect(dayPromised('We can book the engineer for next week.')).toBe('next week');
    expect(dayPromised('I will call you back within 14 days.')).toBe('within 14 days');
    expect(dayPromised('I can refund it by Friday and email you today.')).toBe('by Friday');
    expect(dayPromised('I can refund the fee.')).toBeNull();
  });

  it('says resolutions that lead the same way once, naming each thing', () => {
    expect(joinedResolutions(['Right. That is what I was asking for: the fee back.', 'Right. That is what I was asking for: £30 for the ticket.', 'Fair enough.'])).toEqual([
      'Right. That is what I was asking for: the fee back and £30 for the ticket.',
      'Fair enough.',
    ]);
  });

  it('says resolutions that lead the same way once when one names the matter first', () => {
    expect(joinedResolutions(['Right. That is what I was asking for: the boiler fixed this week.', 'As for the boiler, that is what I was asking for: a discount on the rent.'])).toEqual([
      'Right. That is what I was asking for: the boiler fixed this week and a discount on the rent.',
    ]);
  });
});

describe('[AI] built-in character: a time offered for a matter held at a time', () => {
  const owen = quickCharacter(
    'The engineer who never came',
    'Broadband customer',
    'Broadband support agent',
    "Owen Price waited in all day on Monday for a broadband engineer's visit that never came. He works from home and lost a day's pay. He wants a new visit this week.",
  );
  const label = owen.outcome.requires[0]!.label;
  const given = (line: string) => {
    const state = nothingGiven();
    addGiven(state, line, (sentence) => isOfferSentence(sentence), { empathy: false, asked: false, isHostile: false });
    return meets(state, label, new Set(['visit']), new Set(['engineer', 'broadband', 'pay', 'home']));
  };

  it('takes a day booked for it, or named with what it is about, as the visit itself', () => {
    expect(label).toBe('a new visit this week');
    expect(given('I can book an engineer for Thursday morning.')).toBe(true);
    expect(given('We can send an engineer round on Thursday between 8 and 12.')).toBe(true);
  });

  it('never takes a day for something else: a call, an email or another thing', () => {
    expect(given("I'll call you on Thursday.")).toBe(false);
    expect(given("I'll email you on Thursday with an update.")).toBe(false);
    expect(given("We'll send you a new router on Thursday.")).toBe(false);
  });
});
