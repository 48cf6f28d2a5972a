// Created scenarios played to their end: the character's conditions are what its description says it wants, never the
// learner's goal; a strong learner (asks, acknowledges, offers what is wanted, dates it in writing) reaches the
// outcome, a pushy one never does, an offer is answered as an offer, and a greeting or a negated line settles nothing.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario, type ScenarioCaseInput } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readWordsInContext } from '../../language/in-context.ts';
import { addGiven, alternativesOf, meets, nothingGiven, offersByMeaning } from './offer-reading.ts';
import { costOfWant, fallsShortOf } from './offer-meaning.ts';
import { matterIn } from './stock-lines.ts';
import { normalised } from './state.ts';
import { converse } from './conversation.test-helpers.ts';

const SCHOOL_TRIP = quickScenario(
  'Refund for a cancelled school trip',
  'Parent',
  'School business manager',
  'Joanne Pike is the mother of Ellis, who is in Year 8 at Castlebrook School. The Year 8 trip to the Lake District on 12 May was cancelled two days before because the coach company went bust. Joanne paid £285 in three instalments and has been told only £150 can come back. She wants the full £285 refunded before the summer holidays. She has emailed the school office twice without a reply. My goal: agree a refund plan she accepts and keep her trust in the school.',
);

const VET_BILL = quickScenario(
  'A vet bill higher than quoted',
  'Dog owner',
  'Practice manager',
  'Colin Mercer brought his spaniel Bramble to Oakfield Vets for a dental clean on 3 June. He was quoted £420 and was billed £690 after two extractions nobody phoned him about. He expects the extractions taken off the bill. He has been a client for nine years. My goal: explain the extra charge and get the bill settled today with a goodwill discount.',
);

const PIANO = quickScenario(
  'Piano damaged in a house move',
  'Customer',
  'Removals company manager',
  "Harriet Lowe, a retired music teacher, paid Swift Removals £1,150 to move her house from Bath to Exeter on 18 September. Her Bechstein upright piano arrived with a cracked soundboard and a broken leg. A piano restorer quoted £2,400 to repair it. The crew leader, Darren, told her on the day that the piano had been dropped on the ramp. She has played it every day for forty years. She wants the full repair paid. My goal: agree what we will pay without accepting more than our £1,500 insurance limit unless she has proof.",
);

function briefOf(input: ScenarioCaseInput): { character: CharacterBrief; goal: string } {
  const { brief } = generateScenarioOffline(input);
  return { character: brief!.character, goal: brief!.learner.goal };
}

/** Whether the character said its agreement line (its last sentence: an earlier one may have been said already). */
function agreed(character: CharacterBrief, replies: readonly string[]): boolean {
  const line = normalised(character.outcome.agreementLine.split(/(?<=[.!?])\s+/).at(-1) ?? '');
  return replies.some((reply) => normalised(reply).includes(line));
}

const PUSHY = ["Look, rules are rules and my hands are tied on this.", "Decide now, I have three more parents to see.", 'Frankly, this is a waste of my time, stop moaning.'];

const CASES = [
  {
    name: 'a school trip refund',
    input: SCHOOL_TRIP,
    wants: 'the full £285 refunded before the summer holidays',
    strong: [
      'Hi Joanne, thanks for coming in.',
      "I'm sorry the trip fell through and that nobody answered your emails.",
      'What did you pay in the end?',
      "We'll refund the full £285 to your card by 30 June, and I'll confirm that in writing today.",
      'Does that work for you?',
    ],
    short: 'We can give you back the £150 by the end of term.',
    pushy: ["I'm not going to apologise for a coach firm going under.", 'Random thought, but are you going to the Boxing Day races?', ...PUSHY],
  },
  {
    name: 'a vet bill',
    input: VET_BILL,
    wants: 'the extractions taken off the bill',
    strong: [
      'Hello Colin, thanks for calling.',
      "I'm sorry nobody phoned you before the extractions; that should have happened. What were you quoted originally?",
      "I'll take the two extractions off the bill, so you pay the £420 you were quoted.",
      "I'll email you the corrected invoice today.",
    ],
    short: 'I can knock 10% off the total as a goodwill gesture.',
    pushy: ["I'm not going to apologise for Bramble's invoice.", 'Did your allotment survive the frost this week?', ...PUSHY],
  },
] as const;

describe('[AI] built-in character on created scenarios: conditions, offers and the outcome', () => {
  for (const scenario of CASES) {
    describe(scenario.name, () => {
      const { character, goal } = briefOf(scenario.input);

      it("takes its conditions from what the description says it wants, never from the learner's goal", () => {
        const conditions = [character.outcome.agreement, ...character.outcome.requires.map((requirement) => requirement.label)];
        expect(conditions).toContain(scenario.wants);
        const goalWords = goal.toLowerCase().replace(/[.!?]$/, '');
        for (const condition of conditions) expect(goalWords).not.toContain(condition.toLowerCase());
        expect(conditions.join(' ').toLowerCase()).not.toMatch(/refund plan|goodwill discount|keep her trust|settled today/);
      });

      it('reaches the outcome with a strong learner', () => {
        const { replies } = converse(character, scenario.strong);
        expect(agreed(character, replies), replies.join('\n')).toBe(true);
      });

      it('never reaches it with a pushy learner, who is shown the door', () => {
        const { replies } = converse(character, scenario.pushy);
        expect(agreed(character, replies), replies.join('\n')).toBe(false);
        expect(replies.at(-1)).toContain(character.outcome.walkAwayLine.split(/(?<=[.!?])\s+/).at(-1)!.replace(/\.$/, ''));
      });

      it('answers an offer that falls short as an offer: what is still missing, no agreement', () => {
        const { replies } = converse(character, [scenario.strong[0], scenario.strong[1], scenario.short]);
        expect(agreed(character, replies)).toBe(false);
        expect(replies.at(-1)).not.toMatch(/I don't know|couldn't tell you/i);
        expect(replies.at(-1)).toContain(scenario.wants);
      });

      it('settles nothing on a greeting, and nothing on an offer made under pressure', () => {
        const greeted = converse(character, [scenario.strong[0]]).replies[0]!;
        for (const objection of character.objections) expect(greeted).not.toContain(objection.resolvedLine);
        const { replies } = converse(character, [scenario.strong[1], `${scenario.strong.at(-2)!} Take it or leave it, final offer.`]);
        expect(agreed(character, replies)).toBe(false);
      });
    });
  }
});

describe('[AI] reading offers and conditions by meaning', () => {
  it('reads an offer by its grammar, never a refusal, a feeling or a question', () => {
    expect(offersByMeaning("You'd get first say on the swap rules.")).toBe(true);
    expect(offersByMeaning("Let's move your 6am classes to 6.30 for the next month.")).toBe(true);
    expect(offersByMeaning("I won't be offering to look at that video.")).toBe(false);
    expect(offersByMeaning('I can see why it has been frustrating.')).toBe(false);
    expect(offersByMeaning("Look, rules are rules and my hands are tied on this.")).toBe(false);
    expect(offersByMeaning('Can I ask what happened?')).toBe(false);
    expect(offersByMeaning("Sadly there's nothing we can refund before July.")).toBe(false);
  });

  it('reads "let\'s" with a way through the talk as no offer, and past an adverb to the verb of one', () => {
    expect(offersByMeaning("I'm not going to go over it again, let's just move on.")).toBe(false);
    expect(offersByMeaning("Let's go back to the dates.")).toBe(false);
    expect(offersByMeaning("Let's just split the cost of the coach.")).toBe(true);
  });

  it('reads what a condition asks for: an offer, a date, writing, an apology, and the things it names', () => {
    expect(alternativesOf('a concrete fix with a date, confirmed in writing').map((alternative) => [...alternative.parts].sort())).toEqual([['date', 'offer', 'writing']]);
    expect(alternativesOf('an apology, and someone who owns this')[0]!.parts).toEqual(new Set(['apology', 'commitment']));
    expect(alternativesOf("the exclusion taken off Cai's record")[0]!.things).toBe('exclusion taken off record');
    expect(alternativesOf('the criteria in plain words, or another way to get there')).toHaveLength(2);
    expect(alternativesOf('the full £285 refunded before the summer holidays')[0]!.parts.has('date')).toBe(true);
  });

  it('meets a figure asked for as a floor or a ceiling with any offer within it', () => {
    const given = nothingGiven();
    const offer = (line: string) => addGiven(given, line, offersByMeaning, { empathy: false, asked: false, isHostile: false });
    offer('We will keep £80 for the broken blind, so £520 comes back to you.');
    expect(meets(given, 'at least £500 back')).toBe(true);
    expect(meets(given, 'at least £600 back')).toBe(false);
    expect(meets(given, 'no more than £50 kept back')).toBe(false);
    offer('I can refund it by Thursday.');
    expect(meets(given, 'at least £500 back within a week')).toBe(true);
  });

  it('asks for a part alone where its other words only say which part: "a fixed repair date" in a talk about the repair', () => {
    const repair = new Set(['repair']);
    expect(alternativesOf('a fixed repair date', repair)[0]).toMatchObject({ parts: new Set(['date']), things: '' });
    expect(alternativesOf('a fixed repair date')[0]!.things).toBe('repair');
    expect(alternativesOf('a refund date', repair)[0]!.things).toBe('refund');
    expect(alternativesOf('summarised terms', repair)[0]!.things).toBe('summarised');
    const given = nothingGiven();
    addGiven(given, "I'll book the engineer for Thursday morning with the part.", offersByMeaning, { empathy: false, asked: false, isHostile: false });
    expect(meets(given, 'a fixed repair date', repair)).toBe(true);
    expect(meets(given, 'a refund date', repair)).toBe(false);
    expect(meets(given, 'a fixed repair date')).toBe(false);
  });

  it('names the matter by a real noun phrase, reading a clause’s missing verb as its verb', () => {
    expect(matterIn([['From 1 March the unit moves from 8-hour shifts to 12-hour long days.', 4]])).toBe('the unit');
    expect(readWordsInContext('The trust moves two nurses to the day unit.').find((word) => word.text === 'moves')?.pos).toBe('verb');
    expect(readWordsInContext('The unit moves are unpopular.').find((word) => word.text === 'moves')?.pos).toBe('noun');
  });
});

describe('[AI] a partial offer or an apology is not the want given', () => {
  const { character } = briefOf(PIANO);
  const want = 'the full repair paid';
  const claimsWant = (reply: string) => new RegExp(`(?:came for|asking for): ${want}`).test(reply);

  it('talks about the thing the want and the damage are about, not the house it came from', () => {
    expect(character.openingLine).toContain('my piano');
    for (const objection of character.objections) expect(objection.objection).not.toMatch(/\bhouse\b/);
  });

  it('settles a stock concern that asks for the want only by the want, never by "sorry"', () => {
    const stock = character.objections.filter((objection) => objection.resolvedBy === want);
    expect(stock.length).toBeGreaterThan(0);
    for (const objection of stock) expect(objection.resolveKeywords).toEqual([want]);
    const reply = converse(character, ["I'm not going to pretend this is acceptable, I'm sorry it happened."]).replies[0]!;
    expect(claimsWant(reply), reply).toBe(false);
  });

  it('reads what the want costs from the facts about the same thing, and an offer below it as short', () => {
    const facts = character.facts.map((fact) => fact.answer);
    expect(costOfWant(want, facts)).toMatchObject({ kind: 'money', value: 2400 });
    expect(costOfWant('the full £285 refunded', facts)).toBeNull();
    expect(fallsShortOf('Our insurance covers up to £1,500.', costOfWant(want, facts))).toBe(true);
    expect(fallsShortOf("We'll pay the £2,400 in full.", costOfWant(want, facts))).toBe(false);
    expect(fallsShortOf("We'll pay it in full.", costOfWant(want, facts))).toBe(false);
  });

  it('answers an offer below the cost with what is missing, never claiming the want given in the same breath', () => {
    const reply = converse(character, ['Our insurance covers up to £1,500. Could we pay that now and look at the rest once the restorer sends a written report?']).replies[0]!;
    expect(claimsWant(reply), reply).toBe(false);
    expect(reply).toContain(want);
  });

  it('agrees to no sum below what the repair costs, however it is worded', () => {
    for (const offer of ["We'll pay £1,500 for the repair, and I'll confirm it in writing today.", "We'll pay the full repair up to £1,500, and I'll confirm it in writing today."]) {
      const { replies } = converse(character, ["I'm sorry about your piano; Darren should have told us straight away. What did the restorer say?", offer, 'Does that work for you?']);
      expect(agreed(character, replies), replies.join('\n')).toBe(false);
      expect(replies.some(claimsWant), replies.join('\n')).toBe(false);
    }
  });

  it('says the want was given only when a line gave it, never of another offer', () => {
    const reply = converse(character, ["I can send our own piano specialist to look at it next week."]).replies[0]!;
    expect(claimsWant(reply), reply).toBe(false);
  });

  it('agrees once the full repair is paid', () => {
    const { replies } = converse(character, [
      "I'm sorry about your piano; Darren should have told us straight away. What did the restorer say?",
      "We'll pay the full £2,400 for the repair, and I'll confirm it in writing today.",
      'Does that work for you?',
    ]);
    expect(agreed(character, replies), replies.join('\n')).toBe(true);
  });
});

describe('a want with alternatives, one of them a whole', () => {
  const sofa = briefOf(
    quickScenario(
      'Torn sofa delivered',
      'Customer',
      'Furniture store manager',
      'Niamh Byrne bought a grey corner sofa from Hollis Home for £899. It was delivered on 4 November with a torn seat cushion. She is hosting her family on Saturday. She wants a replacement sofa before Saturday or a full refund.',
    ),
  ).character;
  const opening = ['Hello Niamh, I understand the sofa arrived damaged?', 'What would you like us to do?'];
  const lastReply = (offer: string) => converse(sofa, [...opening, offer]).replies.at(-1)!;

  it('is not given by a part of the whole, nor by what the line denies', () => {
    const part = lastReply("We can't get a replacement to you before Saturday, but I can refund £200 for the cushion.");
    expect(part).not.toMatch(/what I was asking for|works for me|agreed/i);
    expect(part).toMatch(/replacement sofa before Saturday or a full refund/);
  });

  it('is given by its other alternative, named as the one given, and no denied day is promised', () => {
    const whole = lastReply("We can't replace it before Saturday. I can give you a full refund of the £899 today.");
    expect(whole.match(/a full refund/g)).toHaveLength(1);
    expect(whole).not.toMatch(/asking for: a replacement sofa/);
    expect(whole).not.toMatch(/Saturday, yes\?/);
  });
});
