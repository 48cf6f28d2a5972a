// The created character agrees to what meets its wants, and only to that: a thing taken to them ("get X to you") is a
// delivery, an offer made over several lines gives what its lines give together, a request for a thing is not the
// thing, leave asked with its means ("make the hours up by starting at 6am") is met by granting the means, a worry is
// settled by denying it, and an offer with a condition is agreed to with the condition taken on.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { addGiven, meets, nothingGiven, offersByMeaning } from './offer-reading.ts';
import { withoutAskedFor } from '../../language/asked-for.ts';
import { conditionOnThem } from './offer-condition.ts';
import { normalised, requirementsCoveredAt } from './state.ts';
import { knowledgeOf } from './knowledge.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

/** Whether the character said its agreement line (its last sentence: an earlier one may have been said already). */
function agreed(character: CharacterBrief, replies: readonly string[]): boolean {
  const line = normalised(character.outcome.agreementLine.split(/(?<=[.!?])\s+/).at(-1) ?? '');
  return replies.some((reply) => normalised(reply).includes(line));
}

function givenBy(lines: readonly string[]): ReturnType<typeof nothingGiven> {
  const given = nothingGiven();
  for (const line of lines) addGiven(given, line, (sentence) => offersByMeaning(sentence), { empathy: false, asked: false, isHostile: false });
  return given;
}

const UNIFORMS = quickCharacter(
  'School uniforms not delivered',
  'Parent',
  'Uniform shop manager',
  'Marta Silva ordered three sets of school uniform for her twins from Crestline Schoolwear for £186 in July. They were due on 15 August and have not come. Term starts on 3 September. She wants a firm delivery date before term starts. My goal: keep the order.',
);

const GYM = quickCharacter(
  'Gym fees taken while the pool was shut',
  'Gym member',
  'Gym manager',
  'Owen Price has been a member of Riverside Leisure for six years and pays £48 a month. The pool, the reason he joined, was shut for two months for repairs and he was charged in full. He wants a refund of the two months of fees. My goal: keep Owen as a member.',
);

const PICKER = quickCharacter(
  'Earlier finish on Fridays',
  'Warehouse picker',
  'Shift manager',
  'Lena Novak is a picker at Northway Logistics on a 7am to 3pm shift. Her mother has hospital appointments on Friday afternoons. She has asked to finish at 1pm on Fridays and make the hours up by starting at 5am on Mondays. She worries it will hurt her chances of promotion. My goal: agree a pattern that keeps the Friday pick covered.',
);

const NURSE = quickCharacter(
  'Leaving early on Wednesdays',
  'Staff nurse',
  'Ward manager',
  'Grace Mensah is a staff nurse on Ward 9 at St Luke\'s Hospital. Her father has dialysis on Wednesday afternoons. She has asked to leave at 3pm on Wednesdays and make the hours up by working until 9pm. My goal: keep the late shift covered.',
);

const SCHOOL_TRIP = quickCharacter(
  'A school trip missed through illness',
  'Parent',
  'School business manager',
  'Tunde Adeyemi paid £90 for his daughter Ife to go on the Year 6 trip to the Science Museum. Ife had chickenpox and could not go. He wants the £90 refunded. My goal: settle it within the trips policy.',
);

describe('[AI] agreement by what the learner gives', () => {
  it('reads a thing got to someone on a day as its delivery', () => {
    const { replies } = converse(UNIFORMS, ['Hello Marta, thanks for coming in.', "I'm sorry the uniforms are late; you should have heard from us.", 'I can get all three sets to you on Friday 29 August.']);
    expect(agreed(UNIFORMS, replies), replies.join('\n')).toBe(true);
    // Got, with no one it goes to, is only got: "I can get the uniforms" delivers nothing.
    expect(meets(givenBy(['I can get the three sets on Friday 29 August.']), 'a firm delivery date')).toBe(false);
    expect(meets(givenBy(['I can get the three sets to you on Friday 29 August.']), 'a firm delivery date')).toBe(true);
    // Sent to them is delivered too: sending and delivering are one kind of transferring.
    expect(meets(givenBy(['We will send the three sets to you on Friday 29 August.']), 'a firm delivery date')).toBe(true);
    expect(meets(givenBy(['We will send you an email on Friday 29 August.']), 'a firm delivery date')).toBe(false);
  });

  it('keeps what earlier lines offered: an offer made in steps gives what its lines give together', () => {
    const want = 'a £60 discount and a new tasting date before the wedding';
    expect(meets(givenBy(["We'll take £60 off the bill.", 'We can hold the tasting on Saturday 24 May.']), want)).toBe(true);
    expect(meets(givenBy(['We can hold the tasting on Saturday 24 May.', "We'll take £60 off the bill."]), want)).toBe(true);
    // A sum taken off is a discount; one added is none.
    expect(meets(givenBy(["We'll take £60 off the bill."]), 'a discount on the bill')).toBe(true);
    expect(meets(givenBy(["We'll add £60 to the bill."]), 'a discount on the bill')).toBe(false);
    // Each line alone gives only its own part.
    expect(meets(givenBy(["We'll take £60 off the bill."]), want)).toBe(false);
    expect(meets(givenBy(['We can hold the tasting on Saturday 24 May.']), want)).toBe(false);
  });

  it('reads a request for a thing as no thing given, and the thing granted as given', () => {
    const opening = ['Hi Owen, thanks for coming in.', "I'm sorry, charging you in full while the pool was shut wasn't fair."];
    // Where each line of the conversation met the member's want, as the character reads it (-1: never).
    const metAt = (line: string) => {
      const { messages } = converse(GYM, [...opening, line]);
      return requirementsCoveredAt(messages, GYM, knowledgeOf({ brief: GYM, glossary: [], facts: [] }));
    };
    expect(GYM.outcome.requires.map((requirement) => requirement.label)).toEqual(['a refund of the two months of fees']);
    for (const request of ['I will put in a request for a refund of the two months of fees.', "I'll ask head office for a refund of your two months of fees."]) expect(metAt(request), request).toEqual([-1]);
    expect(metAt("I'll refund the two months of fees to your card by Friday.")).toEqual([5]);
    expect(metAt("I'll approve your request for a refund of the two months of fees.")).toEqual([5]);
    expect(withoutAskedFor('We can apply for a transfer to the day team.')).toBe('We can apply.');
    expect(withoutAskedFor("I'll approve your application for a transfer.")).toBe("I'll approve your application for a transfer.");
    expect(withoutAskedFor("I'll order a replacement for you.")).toBe("I'll order a replacement for you.");
  });

  it('meets leave asked with its means when the means is granted', () => {
    const { replies } = converse(NURSE, ['Hi Grace, come in.', 'Tell me what you need.', 'You can leave at 3 on Wednesdays and work until 9 on Fridays.']);
    expect(agreed(NURSE, replies), replies.join('\n')).toBe(true);
  });

  it('settles a worry by denying it, and only then agrees', () => {
    expect(PICKER.objections.map((objection) => objection.objection)).toContain('I worry it will hurt my chances of promotion.');
    const granted = ['Hi Lena, come in.', 'Tell me what you need.', 'You can finish at 1 on Fridays and start at 5 on Mondays.'];
    expect(agreed(PICKER, converse(PICKER, granted).replies)).toBe(false);
    const { replies } = converse(PICKER, [...granted, "It won't hurt your chances of promotion."]);
    expect(agreed(PICKER, replies), replies.join('\n')).toBe(true);
    // "start at 7" is another hour: the hours are not made up as asked.
    expect(meets(givenBy(['You can start at 7 on Mondays.']), 'your word that I can make the hours up by starting at 5am on Mondays')).toBe(false);
    expect(meets(givenBy(['You can start at 5 on Mondays.']), 'your word that I can make the hours up by starting at 5am on Mondays')).toBe(true);
  });

  it('agrees to a strong offer with a condition and takes the condition on; a hollow one settles nothing', () => {
    const opening = ['Hello Mr Adeyemi, thanks for calling.', "I'm sorry Ife missed the trip; chickenpox is miserable."];
    const { replies } = converse(SCHOOL_TRIP, [...opening, "We'll refund the £90 if you send us the doctor's note."]);
    expect(agreed(SCHOOL_TRIP, replies), replies.join('\n')).toBe(true);
    expect(replies.at(-1)).toContain("I'll send you the doctor's note.");
    for (const hollow of ['We can look at it sometime.', 'I will ask my manager.']) {
      const said = converse(SCHOOL_TRIP, [...opening, hollow]).replies;
      expect(agreed(SCHOOL_TRIP, said), `${hollow}\n${said.join('\n')}`).toBe(false);
    }
    expect(conditionOnThem('Provided you bring the lamp back, we can refund it in full.')).toBe('bring the lamp back');
    expect(conditionOnThem("We'll refund it if you don't mind waiting.")).toBeNull();
  });
});
