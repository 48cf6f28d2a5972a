// Colleagues' matters read as what they are: a grievance or a disciplinary is no talk about pay; a doing that goes
// somewhere ("to move back to the day team") or a thing pointed at that is to happen ("her appeal to be heard") is a
// condition; a second want in a clause of its own ("and he'd like…") is another; and how long someone has been what
// the appositive beside their name says is a fact they can tell. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from '../character/conversation.test-helpers.ts';
import { openingLine } from '../character/opening-line.ts';
import { statedWants } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';

const ROSA: CharacterRef = { name: 'Rosa Delgado', firstName: 'Rosa', gender: 'Female' };
const IVAN: CharacterRef = { name: 'Ivan Petrov', firstName: 'Ivan', gender: 'Male' };

describe('wants of a colleague', () => {
  it('reads a doing that goes somewhere as a condition, and a doing that reaches nothing as none', () => {
    expect(statedWants(['She wants to move back to the children’s ward.'], ROSA)).toEqual(['your word that I can move back to the children’s ward']);
    expect(statedWants(['She wants to get on with it.'], ROSA)).toEqual([]);
  });

  it('reads a second want in a clause of its own, and a thing pointed at with what is to happen to it', () => {
    expect(statedWants(["He wants his appeal to be heard by someone outside the depot and he'd like a copy of the CCTV footage."], IVAN)).toEqual([
      'your word that my appeal will be heard by someone outside the depot',
      'a copy of the CCTV footage',
    ]);
  });

  it('reads a doing named with "the" that is to stop as a promise, and a chance or a right as a thing given', () => {
    expect(statedWants(['Ivan’s contract runs to June and he wants the late-night call-outs to stop by the summer.'], IVAN)).toEqual(['your word that the late-night call-outs will stop by the summer']);
    expect(statedWants(['He wants the chance to explain.', 'He wants the right to appeal the warning.'], IVAN)).toEqual(['the chance to explain', 'the right to appeal the warning']);
  });

  it('reads what is to be done to them as a promise asked of the other side, never as no want at all', () => {
    expect(statedWants(['He wants to be moved back onto the day team before the winter rota starts.'], IVAN)).toEqual(['your word that I will be moved back onto the day team before the winter rota starts']);
    expect(statedWants(['She wants to be reimbursed for the training course she paid for herself.'], ROSA)).toEqual(['your word that I will be reimbursed for the training course I paid for myself']);
    expect(statedWants(['She wants to be honest with the team.'], ROSA)).toEqual([]);
  });

  it('reads two doings joined by "and" as leave asked for each, the second verb read as one though tagged a noun', () => {
    expect(statedWants(['She wants to bring the six new starters to the Leeds site on Monday and train them on the tills.'], ROSA)).toEqual([
      'your word that I can bring the six new starters to the Leeds site on Monday',
      'your word that I can train them on the tills',
    ]);
  });

  it('ends a want before a clause that says when', () => {
    expect(statedWants(['He would like a second installer on the job until it is signed off.'], IVAN)).toEqual(['a second installer on the job']);
  });
});

describe('a grievance in a field of its own', () => {
  const rosa = quickCharacter(
    'Grievance about a ward move',
    'Healthcare assistant',
    'Matron',
    "Rosa Delgado, 46, healthcare assistant on Ward 7 for nine years, has raised a grievance. She was moved to the stroke unit on 2 June without being asked. She wants to move back to Ward 7 and feels the ward sister, Joanne Reid, has never liked her.",
  );

  it('opens on her own matter, not on pay, and agrees when she is given it', () => {
    expect(openingLine({ brief: rosa })).not.toMatch(/\bpay\b/);
    expect(rosa.outcome.agreement).toMatch(/move back to Ward 7/);
  });

  it('tells how long she has been in her post, which only her introduction states', () => {
    const { replies } = converse(rosa, ['How long have you worked here?']);
    expect(replies[0]).toMatch(/\bnine years\b/);
  });
});

describe('a description in the learner’s own words', () => {
  const hamid = quickCharacter(
    'Renewing the fleet tracking contract',
    'Transport manager',
    'Account manager',
    "I'm calling Hamid Qureshi, transport manager at Solent Couriers, about renewing their fleet tracking, which ends on 31 August. They pay £640 a month for 40 vans. He'll renew if we can add driver fatigue alerts at no extra cost.",
  );

  it('keeps what the call is about as a fact, and reads "he\'ll renew if we can…" as his condition', () => {
    expect(hamid.facts.map((fact) => fact.answer).join(' ')).toMatch(/31 August/);
    expect(hamid.outcome.agreement).toBe('your word that you can add driver fatigue alerts at no extra cost');
  });
});
