// A want is given as people give it: without the organisation it is placed at ("my savings account at Harland Bank"),
// with each of the things it counts named ("both days": "Monday and Tuesday"), never by a part of them ("Monday, but
// not Tuesday"), and by one of the offers a line joins; a want to end a thing is a want, read by the verb's sense that
// takes an object, and a sum it denies paying is no sum asked for.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { replayConversation } from './state.ts';
import { knowledgeOf } from './knowledge.ts';

const tenant = quickCharacter(
  'Ending a tenancy early',
  'Tenant',
  'Letting agent',
  'Rosa Lindqvist wants to end her tenancy with Greenway Lettings early because she has a new job in Bristol from 1 July. Her rent is £950 a month.',
);

const saver = quickCharacter(
  'Closing a savings account',
  'Bank customer',
  'Branch adviser',
  'Grace Mensah wants to close her savings account at Harland Bank because she is moving to Accra in March. She has £6,200 in it.',
);

const storer = quickCharacter(
  'Storage unit charges',
  'Storage customer',
  'Customer service agent',
  'Ian Walsh moved his things out of his storage unit on 28 February, but he was still charged £85 for March and for April. He wants both months refunded.',
);

const parent = quickCharacter(
  'Nursery closure refund',
  'Parent',
  'Nursery manager',
  'Tom Becker is the father of Ella, 3, at Little Acorns Nursery. The nursery closed on Monday and Tuesday last week because of a burst pipe. He wants the fees for both days refunded; he paid £48 a day.',
);

/** The wants met once the learner has said these lines. */
function coveredAfter(brief: CharacterBrief, lines: readonly string[]): number[] {
  const { messages } = converse(brief, lines);
  return [...replayConversation(messages, brief, knowledgeOf({ brief, glossary: [], facts: [] })).state.covered];
}

describe('a want to end a thing', () => {
  it('is what the character asks for, given by ending it', () => {
    expect(tenant.outcome.requires.map((requirement) => requirement.label)).toEqual([expect.stringMatching(/end my tenancy/)]);
    expect(coveredAfter(tenant, ['Hello Rosa, how can I help?', 'I can end your tenancy early, on 30 June.'])).toEqual([0]);
  });
});

describe('a want to end a thing without paying a sum', () => {
  const florist = quickCharacter(
    'Van hire breakdowns',
    'Florist',
    'Hire company account manager',
    'Carla Reyes runs a florist in Bath and hires a refrigerated van from CoolMove at £410 a month. It has broken down three times since January. She wants to end the hire early without paying the £300 exit fee.',
  );

  it('is given by one of the offers a line joins, whatever sums the others name', () => {
    expect(florist.outcome.requires.map((requirement) => requirement.label)).toEqual(['your word that I can end the hire early without paying the £300 exit fee']);
    const line = 'I will swap the van tomorrow, credit you £120 against the hire, and if it breaks down again before June you can end the hire with no exit fee.';
    expect(coveredAfter(florist, ['Hello Carla, how can I help?', line])).toEqual([0]);
  });
});

describe('a want placed at an organisation', () => {
  it('is given without the organisation named again', () => {
    expect(saver.outcome.requires.map((requirement) => requirement.label)).toEqual([expect.stringMatching(/Harland Bank/)]);
    expect(coveredAfter(saver, ['Hello Grace, how can I help?', 'I can close the savings account for you today.'])).toEqual([0]);
  });
});

describe('a want that counts its things', () => {
  it('is given by naming each of them', () => {
    expect(coveredAfter(parent, ['Hello Tom, what can I do for you?', 'I can refund Monday and Tuesday by Friday.'])).toEqual([0]);
    expect(coveredAfter(parent, ['Hello Tom, what can I do for you?', 'I can refund both days by Friday.'])).toEqual([0]);
  });

  it('is not given by one of them while the other is refused', () => {
    expect(coveredAfter(parent, ['Hello Tom, what can I do for you?', 'I can refund Monday, but not Tuesday.'])).toEqual([]);
    const lines = ['Hello Ian, what can I do for you?', 'I can refund March by Friday, but April I cannot do.'];
    expect(coveredAfter(storer, lines)).toEqual([]);
    expect(converse(storer, lines).replies[1]).not.toMatch(/that is what I was asking for/i);
  });
});
