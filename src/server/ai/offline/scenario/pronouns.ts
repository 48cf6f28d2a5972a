// The character's gender as the scenario engine holds it, and the pronouns it is spoken of with: "she", "he", or, when
// the description gives no pronoun and no list knows the name, "they" (never a guess that may contradict the person).
export type CharacterGender = 'Female' | 'Male' | 'Not stated';

/** The gender a character has when the words give none: the pages and the brief say "they". */
export const UNSTATED_GENDER = 'Not stated' satisfies CharacterGender;

export interface Pronouns {
  subject: 'she' | 'he' | 'they';
  object: 'her' | 'him' | 'them';
  possessive: 'her' | 'his' | 'their';
  /** "is" or "are", as the subject takes it: "They are talking with…". */
  be: 'is' | 'are';
}

export function pronounsFor(gender: CharacterGender): Pronouns {
  if (gender === 'Female') return { subject: 'she', object: 'her', possessive: 'her', be: 'is' };
  if (gender === 'Male') return { subject: 'he', object: 'him', possessive: 'his', be: 'is' };
  return { subject: 'they', object: 'them', possessive: 'their', be: 'are' };
}

/** A verb in the present as the subject pronoun takes it: "opens" after "she", "open" after "they". */
export function presentFor(pronouns: Pronouns, thirdPerson: string): string {
  return pronouns.subject === 'they' ? thirdPerson.replace(/ies$/, 'y').replace(/(?<=[sxz]|ch|sh)es$/, '').replace(/s$/, '') : thirdPerson;
}

/** A pattern that matches nothing: the pronoun of a character whose gender is not stated, which no sentence uses. */
export const NO_PRONOUN = '(?!)';
