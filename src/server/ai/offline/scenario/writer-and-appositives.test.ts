// A description the learner writes in the first person ("Our gardener, Tomasz Wierzbicki, has asked me for…"): the
// name set beside what the character is names the character, and the writer's "I", "me" and "our" are the learner's.
// A description that sets phrases beside the name ("Leila Haddad, a pharmacist, whose mother lives in Tangier, …"):
// a place belongs to the one it is said of, and each phrase is read as its own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';
import { leakReasons } from '../../../eval/created/checks.ts';
import { statedWants } from './stated-wants.ts';
import { toCharacterVoice } from './voice.ts';

const GARDENER =
  'Our gardener, Tomasz Wierzbicki, has asked me for a pay rise of £2 an hour. I manage the grounds of a small hotel and the budget is set until April.';

describe('a description written by the learner', () => {
  const character = quickCharacter('Pay rise', 'Gardener', 'Grounds manager', GARDENER);

  it('names the character by the name set beside what they are', () => {
    expect(character.identity.name).toBe('Tomasz Wierzbicki');
  });

  it('gives the character what they asked the writer for, and the writer’s words as the learner’s', () => {
    expect(character.outcome.requires.map((requirement) => requirement.label)).toEqual(['a pay rise of £2 an hour']);
    const answers = character.facts.map((fact) => fact.answer);
    expect(answers).toContain('I have asked you for a pay rise of £2 an hour.');
    expect(answers.join(' ')).not.toMatch(/\b(?:Our|Your) gardener\b|\bTomasz\b/);
  });

  it('says who it is in its own voice', () => {
    const { replies } = converse(character, [IDENTITY_LINE, 'What did you want to talk about?']);
    expect(replies[0]).toMatch(/Tomasz Wierzbicki/);
    for (const reply of replies) expect(leakReasons(reply, { name: character.identity.name, pronoun: 'he', sources: [GARDENER], labels: [], goal: '' })).toEqual([]);
  });
});

describe('phrases set beside the name', () => {
  const LEILA = 'Leila Haddad, a pharmacist, whose mother lives in Tangier, wants a month of unpaid leave to look after her.';
  const ref = { name: 'Leila Haddad', firstName: 'Leila', gender: 'Female' as const };

  it('leaves a relative’s place to the relative', () => {
    const character = quickCharacter('Unpaid leave', 'Pharmacist', 'Pharmacy manager', LEILA);
    expect(character.identity.location).toBe('');
    expect(character.facts[0]!.answer).toBe("I'm a pharmacist.");
  });

  it('reads each phrase as its own, and the one looked after as someone else', () => {
    expect(toCharacterVoice(LEILA, ref)).toBe('My mother lives in Tangier. I want a month of unpaid leave to look after her.');
    expect(statedWants([LEILA], ref)).toEqual(['a month of unpaid leave to look after her']);
    // Another doer before the infinitive: the one it is done for may be the character.
    expect(toCharacterVoice('Leila wants the pharmacy to pay her for the training.', ref)).toBe('I want the pharmacy to pay me for the training.');
  });
});
