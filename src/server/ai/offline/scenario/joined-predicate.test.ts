// A verb joined after a comma with no subject of its own ("Nadia is a lab technician who has worked here six years,
// and wants…") shares the sentence's subject: what it wants is the character's, and said by the character its verb
// takes "I"'s form.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from '../character/conversation.test-helpers.ts';
import { statedWants } from './stated-wants.ts';
import { toCharacterVoice, type CharacterRef } from './voice.ts';

const NADIA: CharacterRef = { name: 'Nadia Okafor', firstName: 'Nadia', gender: 'Female' };
const DESCRIPTION =
  'Nadia Okafor is a lab technician who has worked at the hospital for six years, and wants the hospital to fund her phlebotomy course.';

describe('a predicate joined to the sentence’s subject', () => {
  it('is a want of the character’s, and an organisation asked to act is asked for its word', () => {
    expect(statedWants([DESCRIPTION], NADIA)).toEqual(['your word that the hospital will fund my phlebotomy course']);
    expect(statedWants(['Nadia Okafor, a lab technician, has worked at the hospital for six years and wants a day a week for study.'], NADIA)).toEqual(['a day a week for study']);
  });

  it('is no want of hers when the sentence’s subject is someone else', () => {
    expect(statedWants(['Her manager has cut the training budget, and wants every course approved by the board.'], NADIA)).toEqual([]);
  });

  it('takes the first person when the character says it', () => {
    expect(toCharacterVoice(DESCRIPTION, NADIA)).toBe('I am a lab technician who has worked at the hospital for six years, and want the hospital to fund my phlebotomy course.');
    expect(toCharacterVoice('Nadia runs the night shift, but still covers the weekend rota.', NADIA)).toBe('I run the night shift, but still cover the weekend rota.');
  });

  it('leaves the character asking for it in conversation', () => {
    const character = quickCharacter('Course funding', 'Lab technician', 'Lab manager', DESCRIPTION);
    expect(character.outcome.requires.map((requirement) => requirement.label)).toEqual(['your word that the hospital will fund my phlebotomy course']);
    const { replies } = converse(character, ['What would you like from me?']);
    expect(replies[0]).toMatch(/the hospital will fund my phlebotomy course/);
    expect(replies.join(' ')).not.toMatch(/\bI (?:wants|covers|runs)\b/);
  });
});
