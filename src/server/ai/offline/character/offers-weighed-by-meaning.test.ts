// A created character weighs an offer against what its description says it wants, by meaning: an offer in other
// words meets a want ("three monthly payments" for "a payment plan over three months", an itemised invoice for the
// charges "explained line by line"), a span or a figure at another value does not, a negated offer or a promise that
// names nothing meets nothing, and the character agrees only once every stated want is met. Fields no evaluation set
// uses: a marina's mooring fees and a music school's lesson fees.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { isOfferSentence } from './acts.ts';
import { addGiven, meets, nothingGiven } from './offer-reading.ts';
import { isVaguePromise } from './offer-meaning.ts';
import { normalised } from './state.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

/** Whether what the lines offered meets the want. */
function offered(want: string, ...lines: string[]): boolean {
  const given = nothingGiven();
  for (const line of lines) addGiven(given, line, isOfferSentence, { empathy: false, asked: false, isHostile: false });
  return meets(given, want);
}

const MOORING = quickCharacter(
  'A boat owner disputes the mooring invoice',
  'Boat owner',
  'Marina office manager',
  'Gwen Tallis keeps her yacht Kestrel on pontoon C at Harwick Marina. Her winter invoice came to £1,240, which is £310 more than last year. Nobody warned her about the rise. She wants the extra £310 explained line by line and a payment plan over three months, or she will move Kestrel to Penmor Quay in spring. My goal: keep her berth and agree how she pays.',
);

const LESSONS = quickCharacter(
  'A father questions the lesson fees',
  'Parent',
  'Music school administrator',
  'Owen Pryce pays for his daughter Nia to have cello lessons at Larkfield Music School. The term fee rose from £180 to £240 without a letter. He expects a refund of the £60 difference for this term. My goal: explain the new fee and keep Nia in lessons.',
);

function agreed(character: CharacterBrief, replies: readonly string[]): boolean {
  const line = normalised(character.outcome.agreementLine.split(/(?<=[.!?])\s+/).at(-1) ?? '');
  return replies.some((reply) => normalised(reply).includes(line));
}

describe('[AI] offers weighed against stated wants by meaning', () => {
  it('compares spans of time as values, whatever the words', () => {
    const want = 'a payment plan over three months';
    expect(offered(want, 'We can split it into three monthly payments.')).toBe(true);
    expect(offered(want, 'I can spread the payments over a quarter.')).toBe(true);
    expect(offered(want, 'I could set up instalments over 3 months for you.')).toBe(true);
    expect(offered(want, 'We can split it into two monthly payments.')).toBe(false);
    expect(offered(want, 'We can take it in six weekly payments.')).toBe(false);
  });

  it('reads "X by X" as each one in turn, which an itemised invoice or each charge gives', () => {
    const want = 'the extra £310 explained line by line';
    expect(offered(want, "I'll send you an itemised invoice for the winter.")).toBe(true);
    expect(offered(want, 'I can go through each charge with you now.')).toBe(true);
    expect(offered(want, "I'll send the invoice again.")).toBe(false);
    expect(offered(want, 'I can explain the extra £310.')).toBe(false);
  });

  it('meets nothing with a negated offer or a promise that names nothing', () => {
    expect(offered('a payment plan over three months', "We can't split it into three monthly payments.")).toBe(false);
    expect(offered('a payment plan over three months', "I won't be spreading the payments over a quarter.")).toBe(false);
    expect(offered('the extra £310 explained line by line', "We'll sort it out, I promise.")).toBe(false);
    expect(isVaguePromise("I'll look into it.")).toBe(true);
    expect(isVaguePromise("I'll take care of it.")).toBe(true);
    expect(isVaguePromise("I'll refund the £60 by Friday.")).toBe(false);
  });

  it('holds a figure to its value: another amount of the same kind does not give it', () => {
    const want = 'a refund of the £60 difference';
    expect(offered(want, "We'll refund the £60 difference to your card this week.")).toBe(true);
    expect(offered(want, 'We can refund £30 of it.')).toBe(false);
  });

  it("agrees only once each stated want is met in the learner's own words", () => {
    const character = MOORING;
    expect(character.outcome.requires.map((requirement) => requirement.label)).toEqual(['the extra £310 explained line by line', 'a payment plan over three months']);
    const opening = ['Hello Gwen, thanks for coming into the office.', "I'm sorry nobody told you about the rise. What worries you most about it?"];
    const met = converse(character, [...opening, "I'll print you an itemised invoice that shows each charge.", 'And we can split the winter fee into three monthly payments.', 'Does that work for you?']);
    expect(agreed(character, met.replies)).toBe(true);
    // Half met: the breakdown is given, the plan is not; the reply says what is still missing.
    const half = converse(character, [...opening, "I'll print you an itemised invoice that shows each charge.", 'Does that work for you?']);
    expect(agreed(character, half.replies)).toBe(false);
    expect(half.replies.slice(2).join(' ')).toContain('a payment plan over three months');
    // Missed: a promise that names nothing and a plan refused.
    const missed = converse(character, [...opening, "We'll sort it out, I promise.", "We can't split it into payments, I'm afraid.", 'Does that work for you?']);
    expect(agreed(character, missed.replies)).toBe(false);
    expect(missed.replies[2]).not.toMatch(/\b(?:a start|a step|moves things|helps with|as far as it goes)\b/i);
  });

  it('is not moved by an amount short of what it expects', () => {
    const character = LESSONS;
    const opening = ['Hi Owen, thanks for calling.', 'I understand the letter never came. What would make this right for you?'];
    expect(agreed(character, converse(character, [...opening, 'We can refund £30 of the rise this term.', 'Does that work for you?']).replies)).toBe(false);
    expect(agreed(character, converse(character, [...opening, "We'll refund the £60 difference to your card by Friday, and I'll confirm it by email today.", 'Does that work for you?']).replies)).toBe(true);
  });
});
