// A "he" or "she" that opens a sentence goes on with the subject of the sentence before when that is someone else of
// the character's gender ("Mr Osei's son Kofi, 15, joined the under-16s in April. He has asthma."): the brief tells it of
// them ("My son Kofi has asthma"), never of the character ("I have asthma"); after a sentence about the character or a
// thing, the pronoun is the character's as before.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { withOpeningPronounsNamed } from './voice.ts';

const father = quickCharacter(
  'Parent worried about a training session',
  'Kwabena Osei, a parent',
  'Youth football coach',
  "Kwabena Osei's son Kofi, 15, joined the under-16s at Riverside FC in April. He has asthma and keeps an inhaler in his bag. Kwabena works nights at the bus depot. He wants a written plan for what happens if Kofi has an attack at training.",
);

describe('a pronoun opening a sentence', () => {
  it('is the person the sentence before was about, when that is someone else of the same gender', () => {
    const answers = father.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/\bKofi has asthma\b/);
    expect(answers).not.toMatch(/\bI have asthma\b/);
    expect(answers).toMatch(/\bI work nights\b/);
  });

  it('stays the character after a sentence about the character, a thing or someone of the other gender', () => {
    const ref = { name: 'Kwabena Osei', firstName: 'Kwabena', gender: 'Male' as const };
    const sentences = ['Kwabena Osei runs a bakery.', 'He opens at six.', 'His van broke down on Monday.', 'He hired one.', "Kwabena's wife Ama does the books.", 'He pays her monthly.'];
    expect(withOpeningPronounsNamed(sentences, ref)).toEqual(sentences);
    expect(withOpeningPronounsNamed(["Kwabena's brother Yaw joined the bakery in May.", 'He starts at five.'], ref)[1]).toBe("Kwabena's brother Yaw starts at five.");
  });
});

describe('a pronoun after someone unnamed', () => {
  it('is the character’s', () => {
    const ref = { name: 'Sam Cole', firstName: 'Sam', gender: 'Male' as const };
    const sentences = ['His son starts at a new school in September.', 'He wants his route changed.', 'His two sons also play in the junior section.', 'He was not consulted.'];
    expect(withOpeningPronounsNamed(sentences, ref)).toEqual(sentences);
  });
});
