// A request the character made before, beside what they want now: what happened, not a condition of agreeing. A
// tenant whose boiler was asked about in March, and a strong learner who gives what he wants now.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from '../character/conversation.test-helpers.ts';
import { saysLine } from '../character/state.ts';
import { statedWants } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';

const MAREK: CharacterRef = { name: 'Marek Nowicki', firstName: 'Marek', gender: 'Male' };

describe('a request made before', () => {
  it('is what happened once another sentence says what he wants now', () => {
    expect(statedWants(['Marek asked for a new boiler in March and was told an engineer would come.', 'He wants the heating working by Friday.'], MAREK)).toEqual(['the heating working by Friday']);
    expect(statedWants(['He had asked the agent for a rent freeze last year.', 'He wants the heating working by Friday.'], MAREK)).toEqual(['the heating working by Friday']);
  });

  it('is still what he asks for when nothing else is wanted, or when the asking runs up to now', () => {
    expect(statedWants(['Marek asked for a new boiler in March and was told an engineer would come.'], MAREK)).toEqual(['a new boiler in March']);
    expect(statedWants(['Marek has asked for a new boiler.', 'He wants the heating working by Friday.'], MAREK)).toEqual(['a new boiler', 'the heating working by Friday']);
    expect(statedWants(['Marek asks for a new boiler.', 'He wants the heating working by Friday.'], MAREK)).toEqual(['a new boiler', 'the heating working by Friday']);
  });

  it('leaves the character agreeing to a learner who gives what he wants now', () => {
    const brief = quickCharacter(
      'No heating since October',
      'Tenant',
      'Letting agent',
      'Marek Nowicki rents a flat in Leicester through Brook Lettings for £850 a month. The boiler broke down on 2 October. Marek asked for a new boiler in March and was told an engineer would come, but nobody did. He wants the heating working by Friday.',
    );
    expect(brief.outcome.requires.map((requirement) => requirement.label)).toEqual(['the heating working by Friday']);
    const { replies } = converse(brief, [
      'Hello Marek, thank you for taking the time to talk this through with me.',
      "I'm sorry about how this has gone; I can see why it has been frustrating for you.",
      'When did the boiler break down?',
      'An engineer will fit a new boiler on Thursday, so the heating will be working by Friday.',
      "I'll confirm that in writing today and call you on Friday to check it's working. Does that work for you?",
    ]);
    expect(replies.some((reply, index) => saysLine(reply, brief.outcome.agreementLine, replies.slice(0, index).join(' ')))).toBe(true);
  });
});
