// A possessive in the description refers to the nearest person before it of its gender: after the character it is
// "my" ("hopes to swap her shift" → "swap my shift"), after someone else it stays theirs ("he has to drive his mother
// to her dialysis"), and the object of the character's own verb is someone else ("so she can take her").
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { toCharacterVoice } from './voice.ts';

const chloe = { name: 'Chloe Adams', firstName: 'Chloe', gender: 'Female' as const };
const dev = { name: 'Dev Patel', firstName: 'Dev', gender: 'Male' as const };

describe('a possessive read by whom it refers to', () => {
  it("stays another person's after that person", () => {
    expect(toCharacterVoice('Her husband Mark normally collects the children, but he has to drive his mother to her dialysis on Fridays.', chloe)).toBe(
      'My husband Mark normally collects the children, but he has to drive his mother to her dialysis on Fridays.',
    );
    expect(toCharacterVoice('His father lost his job and Dev is helping him with his rent.', dev)).toBe('My father lost his job and I am helping him with his rent.');
  });

  it("is the character's after the character, and the object of its own verb is someone else", () => {
    expect(toCharacterVoice('Her aunt has a scan on 3 June and Chloe hopes to move her Friday shift so she can drive her.', chloe)).toBe(
      'My aunt has a scan on 3 June and I hope to move my Friday shift so I can drive her.',
    );
  });

  it('holds in the facts a created character is given', () => {
    const receptionist = quickCharacter(
      'Finishing early on Fridays',
      'Dental receptionist',
      'Practice manager',
      'Chloe Adams is a dental receptionist at Bright Smile Dental in Norwich. She wants to finish at 2pm on Fridays this term. Her husband Mark normally collects the children, but he has to drive his mother to her dialysis on Fridays.',
    );
    const answers = receptionist.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/drive his mother to her dialysis/);
    expect(answers).not.toMatch(/my dialysis/);
  });
});
