// What a description says the character wants, read as their conditions: a thing wanted, an alternative to it, and
// not what happens otherwise. Sentences of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { converse, quickCharacter } from '../character/conversation.test-helpers.ts';
import { knowledgeOf } from '../character/knowledge.ts';
import { replayConversation } from '../character/state.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { statedWants } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';

const MARISOL: CharacterRef = { name: 'Marisol Ortega', firstName: 'Marisol', gender: 'Female' };

describe('stated wants', () => {
  it('keeps an alternative wanted, and leaves out a clause that says what she will do otherwise', () => {
    expect(
      statedWants(
        [
          'She wants a guaranteed delivery window and a credit for last week, or she will switch at the end of the month.',
          'Marisol wants her deposit back, and she will go to the ombudsman otherwise.',
          'She wants the faulty oven replaced, or a full refund.',
        ],
        MARISOL,
      ),
    ).toEqual(['a guaranteed delivery window', 'a credit for last week', 'my deposit back', 'the faulty oven replaced, or a full refund']);
  });

  it('reads two things joined by "and" as two conditions, each within the length of one', () => {
    const wren: CharacterRef = { name: 'Wren Talbot', firstName: 'Wren', gender: 'Female' };
    expect(statedWants(['She wants the missing £340 of the cask order explained item by item and a new delivery slot before the bank holiday, or she will order elsewhere.'], wren)).toEqual([
      'the missing £340 of the cask order explained item by item',
      'a new delivery slot before the bank holiday',
    ]);
    expect(statedWants(['She wants bread and butter pudding on the menu.'], wren)).toEqual(['bread and butter pudding on the menu']);
    // A second sum opens a second thing: each can be given, and met, on its own.
    expect(statedWants(['She wants the €180 back and €400 compensation.'], wren)).toEqual(['the €180 back', '€400 compensation']);
  });
});

describe('what a body is wanted to do', () => {
  const tomas: CharacterRef = { name: 'Tomás Vidal', firstName: 'Tomás', gender: 'Male' };

  it('reads two doings joined by "and" as two promises, each asked of the one the learner speaks for', () => {
    // Together the two run past the length of one want: each is a condition of its own, in the character's voice.
    expect(statedWants(['He wants the gym to refund the £45 joining fee he paid in January and freeze his membership until his knee has healed.'], tomas)).toEqual([
      'your word that the gym will refund the £45 joining fee I paid in January',
      'your word that the gym will freeze my membership until my knee has healed',
    ]);
    // A company is the body the learner speaks for: "you".
    expect(statedWants(['He wants the company to pay for the course and give him the Friday off.'], tomas)).toEqual(['your word that you will pay for the course', 'your word that you will give me the Friday off']);
  });
});

describe('what a want is not', () => {
  const kofi: CharacterRef = { name: 'Kofi Mensah', firstName: 'Kofi', gender: 'Male' };

  it('splits a bare noun phrase after "and" from a long first thing, and leaves out what he will do otherwise', () => {
    expect(statedWants(['He wants a fitter booked before the weekend and repayment for the ruined flooring, and will post a review if nobody calls back.'], kofi)).toEqual([
      'a fitter booked before the weekend',
      'repayment for the ruined flooring',
    ]);
  });

  it('reads asking leave to do a thing as wanting the word that he may, without the reason, past an apposition', () => {
    expect(statedWants(['Kofi Mensah, a night porter for eleven years, asks to swap his Sunday shifts for Mondays because his mother needs him at church.'], kofi)).toEqual([
      'your word that I can swap my Sunday shifts for Mondays',
    ]);
    expect(statedWants(['Kofi has asked to move to the day team.'], kofi)).toEqual(['your word that I can move to the day team']);
  });

  it('leaves out leave asked in the past: what happened, not what is asked now', () => {
    expect(statedWants(['Kofi applied to study nursing at Leeds.', 'Kofi asked to see the rota last week.'], kofi)).toEqual([]);
  });
});

describe('a want whose words carry marks', () => {
  it("counts words, not marks, and keeps a plural's apostrophe on its word", () => {
    const ref = { name: 'Amara Okafor', firstName: 'Amara', gender: 'Female' as const };
    expect(statedWants(["She wants a two-bedroom flat near the boys' school by the end of May."], ref)).toEqual(["a two-bedroom flat near the boys' school by the end of May"]);
  });
});

describe('a character who comes with a want of their own', () => {
  // An allotment plot and a ferry season ticket: fields no evaluation set uses.
  const plot = () =>
    generateScenarioOffline(quickScenario('Allotment plot', 'Plot holder', 'Allotment secretary', 'Dilys Pryce has kept plot 14 at Brynglas allotments for nine years. The committee gave half of it to a new member in March. She wants her whole plot back before the summer.')).brief.character;

  it('opens by saying what they came about, not as if the learner had come to them', () => {
    expect(plot().openingLine).toMatch(/^Thanks for (?:seeing me|making the time|the time)/);
  });

  it('still thanks the learner for sympathy right after that opening', () => {
    const { replies } = converse(plot(), ['That must be hard after nine years of work on it.']);
    expect(replies[0]).toMatch(/\b(?:thank|thanks|appreciate|helps|means something|glad|kind of you)\b/i);
  });

  it('leaves the learner to open when the learner says they called the character in', () => {
    const called = generateScenarioOffline(quickScenario('Ferry ticket', 'Commuter', 'Ferry office manager', 'You are meeting Tomos Bevan about his season ticket. Tomos wants a refund for the eleven cancelled crossings in May.')).brief.character;
    expect(called.openingLine).not.toMatch(/^Thanks for seeing me/);
  });
});

describe('a condition of agreeing', () => {
  const dev: CharacterRef = { name: 'Dev Arora', firstName: 'Dev', gender: 'Male' };

  it('reads what the character would agree on as the promise they ask for, its verb a future one', () => {
    expect(statedWants(['He would stay if the climbing wall paused his membership until his wrist heals.'], dev)).toEqual(['your word that you will pause my membership until my wrist heals']);
    expect(statedWants(["Dev will sign the new terms as long as he can keep his Tuesday evening slot."], dev)).toEqual(['your word that I can keep my Tuesday evening slot']);
    expect(statedWants(['He would accept the move provided that the exit fee was waived.'], dev)).toEqual(['your word that the exit fee will be waived']);
    expect(statedWants(["He would renew if they didn't charge him for the weeks the wall was shut."], dev)).toEqual(['your word that you will not charge me for the weeks the wall was shut']);
  });

  it('reads two doings of one doer joined by "and" as two conditions, each promised on its own', () => {
    expect(statedWants(['Dev would renew if we moved his induction to a weekend and refunded the two sessions he missed in March.'], dev)).toEqual([
      'your word that you will move my induction to a weekend',
      'your word that you will refund the two sessions I missed in March',
    ]);
  });

  it('reads no condition from a refusal, someone else\'s choice or what happens otherwise', () => {
    expect(statedWants(["He won't stay even if the fee is waived."], dev)).toEqual([]);
    expect(statedWants(['His sister would join if the classes were cheaper.'], dev)).toEqual([]);
    expect(statedWants(['He will cancel unless the showers are fixed.'], dev)).toEqual([]);
  });

  it('is met by an offer that gives it, and the character agrees', () => {
    const brief = quickCharacter(
      'Leaving the climbing wall',
      'Climbing wall member',
      'Membership manager',
      'Dev Arora, 29, has been a member of Peak Climbing Wall in Leeds since 2021 and pays £38 a month. He broke his wrist in November and wants to leave. He would stay if the climbing wall paused his membership for three months at no cost.',
    );
    const lines = ["I'm sorry about your wrist. How are you managing?", 'We can pause your membership for three months at no cost, starting today.'];
    const { messages } = converse(brief, lines);
    const knowledge = knowledgeOf({ brief, glossary: [], facts: [] });
    expect(replayConversation([...messages, { role: 'learner', content: 'Thanks, Dev.' }], brief, knowledge).state.hasAgreed).toBe(true);
    // Not before the offer: the condition is what agreement waits on.
    expect(replayConversation([...messages.slice(0, 3), { role: 'learner', content: 'Thanks, Dev.' }], brief, knowledge).state.hasAgreed).toBe(false);
  });
});

describe('whose want it is', () => {
  it('reads the subject of the clause the verb is in, after a comma and its joining word', () => {
    const tomas: CharacterRef = { name: 'Tomas Ruiz', firstName: 'Tomas', gender: 'Male' };
    expect(statedWants(['His mother moves into a care home in March, and he has asked to work from home on Mondays.'], tomas)).toEqual(['your word that I can work from home on Mondays']);
    expect(statedWants(['He starts in March, and his manager has asked to see the plan first.'], tomas)).toEqual([]);
  });

  it('names the thing wanted as the matter when the description speaks of it again, not the place beside it', () => {
    const brief = quickCharacter(
      'Leaving the tennis club',
      'Club member',
      'Club secretary',
      'Ana Costa has been a member of Riverside Tennis Club since 2019. She hurt her knee in September and wants to leave. She would stay if the tennis club froze her membership over the winter.',
    );
    expect(brief.openingLine).toMatch(/\bmy membership\b/);
    expect(brief.openingLine).not.toMatch(/\bclub\b/);
  });
});


describe('a doing wanted, asked as leave', () => {
  const jade: CharacterRef = { name: 'Jade Cole', firstName: 'Jade', gender: 'Female' };

  it('asks leave for a doing to a thing the other side must allow, in the character’s voice', () => {
    expect(statedWants(['Jade wants to pay her plot fees in three monthly instalments.'], jade)).toEqual(['your word that I can pay my plot fees in three monthly instalments']);
    expect(statedWants(['She wants to move her plot nearer the gate.'], jade)).toEqual(['your word that I can move my plot nearer the gate']);
  });

  it('never for a doing of her own with no object, nor for wanting to say or know something', () => {
    expect(statedWants(['She wants to leave.'], jade)).toEqual([]);
    expect(statedWants(['She wants to talk about the new rules.'], jade)).toEqual([]);
    expect(statedWants(['She wants to know why the fees went up.'], jade)).toEqual([]);
  });

  it('names a debt as the description does, never as an invoice it never mentions', () => {
    const brief = quickCharacter('Allotment arrears', 'Allotment holder', 'Allotment society treasurer', 'Jade Cole has rented plot 14 for six years. She owes £90 in arrears after losing her job in the spring. She wants to pay the arrears in three monthly instalments.');
    expect(brief.outcome.requires.map((requirement) => requirement.label)).toEqual(['your word that I can pay the arrears in three monthly instalments']);
    expect(`${brief.openingLine} ${brief.objections.map((objection) => objection.objection).join(' ')}`).not.toMatch(/invoice/i);
  });
});
