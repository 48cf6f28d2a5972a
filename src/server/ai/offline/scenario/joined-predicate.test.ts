// A verb joined after a comma with no subject of its own ("Nadia is a lab technician who has worked here six years,
// and wants…") shares the sentence's subject: said by the character, it takes "I"'s form.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { toCharacterVoice, type CharacterRef } from './voice.ts';

const NADIA: CharacterRef = { name: 'Nadia Okafor', firstName: 'Nadia', gender: 'Female' };
const DESCRIPTION = 'Nadia Okafor is a lab technician who has worked at the hospital for six years, and wants the hospital to fund her phlebotomy course.';

describe('a predicate joined to the sentence’s subject', () => {
  it('takes the first person when the character says it', () => {
    expect(toCharacterVoice(DESCRIPTION, NADIA)).toBe('I am a lab technician who has worked at the hospital for six years, and want the hospital to fund my phlebotomy course.');
    expect(toCharacterVoice('Nadia runs the night shift, but still covers the weekend rota.', NADIA)).toBe('I run the night shift, but still cover the weekend rota.');
  });

  it('keeps another subject’s verb as it is', () => {
    expect(toCharacterVoice('Nadia runs the night shift, and the manager covers the weekend rota.', NADIA)).toBe('I run the night shift, and the manager covers the weekend rota.');
  });

  it('leaves no third-person verb after "I" in what the character knows', () => {
    const character = quickCharacter('Course funding', 'Lab technician', 'Lab manager', DESCRIPTION);
    expect(character.facts.map((fact) => fact.answer).join(' ')).not.toMatch(/\bI (?:[a-z]+ )*?(?:wants|covers|runs)\b|\band wants\b/);
  });
});

describe('a want followed by a second predicate of its subject', () => {
  // A florist asking a wholesaler for credit: "and is worried…" is no part of the thing wanted.
  const florist = quickCharacter(
    'Credit for wilted stock',
    'Florist',
    'Wholesale account manager',
    'Hana Kowalczyk runs a florist in Leeds. Her Friday delivery of 200 tulips arrived wilted. She wants a credit note for £340 and is worried the Mother’s Day order will arrive the same way.',
  );

  it('ends the thing wanted where "and" joins a verb said of the subject', () => {
    expect(florist.outcome.requires.map((requirement) => requirement.label)).toContain('a credit note for £340');
    const wanted = [florist.outcome.agreement, ...florist.outcome.requires.map((requirement) => requirement.label), ...florist.objections.map((objection) => objection.resolvedBy)].join(' ');
    expect(wanted).not.toMatch(/\band is worried\b/);
  });
});
