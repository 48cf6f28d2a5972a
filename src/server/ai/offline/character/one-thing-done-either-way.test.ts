// A want of one thing done either of two ways ("the three sessions paid back or made up before Christmas") is met by
// either doing: a phrasal verb said with its particle ("make the sessions up"), or by the noun made from it
// ("make-up sessions"), with a date that keeps to the time it is wanted by. A character of this file's own.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;

describe('a want of one thing done either of two ways', () => {
  const patient = () =>
    quickCharacter(
      'Cancelled physio sessions',
      'Patient',
      'Clinic manager',
      'Hannah Price is a patient at a physiotherapy clinic. Three of her sessions for a knee injury were cancelled at short notice in November. She paid £150 for a block of six. She wants the three sessions paid back or made up before Christmas.',
    );
  const answer = (line: string) => converse(patient(), [IDENTITY_LINE, `I'm sorry about the cancellations. ${line}`]).replies.at(-1);

  it('is agreed to when the sessions are offered by the noun made from the phrasal verb', () => {
    expect(answer('We will book you three make-up sessions before 19 December.')).toMatch(AGREES);
  });

  it('is agreed to when the phrasal verb is said with its particle after the thing', () => {
    expect(answer('We will make the sessions up before Christmas.')).toMatch(AGREES);
  });

  it('is agreed to by the other way too', () => {
    expect(answer('We will pay the three sessions back, £75 in all.')).toMatch(AGREES);
  });

  it('is not agreed to when the sessions are made up after the time wanted', () => {
    expect(answer('We will make up the three sessions by 30 December.')).not.toMatch(AGREES);
  });

  it('is not agreed to when the sessions are only moved', () => {
    expect(answer('We will move your remaining sessions to Thursdays from 3 December.')).not.toMatch(AGREES);
  });
});
