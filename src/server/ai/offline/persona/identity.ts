// Who the persona is when the prompt does not say: name, gender, country, language, age, birthdate and looks.
// Each choice is seeded, so the same prompt gives the same person.
import type { Gender, PersonaFacts } from './extract-facts.ts';
import {
  ATTITUDES,
  COUNTRIES,
  DEFAULT_COUNTRY_NATIONALITIES,
  FEMALE_NAMES,
  HAIR_COLORS,
  INDUSTRIES,
  MALE_NAMES,
  NON_TITLE_WORDS,
  OCCUPATION_FAMILIES,
  OCCUPATION_HEADS,
  RELATIONSHIP_ROLES,
  SURNAMES,
  isKnownFirstName,
  type Country,
  type OccupationFamily,
} from './lexicon.ts';
import type { Chooser } from '../seeded-choice.ts';
import { isEnglishSpeaking } from './countries.ts';
import { isNameOnly, isPersonNoun } from '../../language/wordnet.ts';
import { firstNameOf } from '../../../../shared/name-address.ts';

const NAME_BLOCKERS = new Set(['persona', 'test', 'sample', 'new', 'character', 'profile', 'untitled', 'demo', 'example', 'the', 'my', 'our', 'sceptic', 'skeptic']);

/** Whether the form's name reads as a person's name ("Sarah", "Dr. Amelia Lee") rather than a label ("Sceptical Buyer"). */
export function isPersonLikeName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length === 0 || words.length > 4 || !words[0]) return false;
  return words.every((word) => {
    const lower = word.toLowerCase().replace(/[.,]$/, '');
    if (!/^\p{Lu}[\p{L}'’.-]*$/u.test(word)) return false;
    if (NAME_BLOCKERS.has(lower) || OCCUPATION_HEADS.has(lower) || NON_TITLE_WORDS.has(lower) || RELATIONSHIP_ROLES.includes(lower)) return false;
    if (ATTITUDES.some((attitude) => attitude.stems.some((stem) => lower.startsWith(stem)))) return false;
    if (OCCUPATION_FAMILIES.some((family) => family.keywords.includes(lower))) return false;
    if (INDUSTRIES.some((industry) => industry.keywords.includes(lower))) return false;
    return true;
  }) && !isLabelOfAKind(words);
}

/** "Beekeeper", "Piano Tuner", "Lock Keeper": a kind of person named in common words, not a person's name. */
function isLabelOfAKind(words: readonly string[]): boolean {
  const last = words.at(-1)!.toLowerCase().replace(/[.,]$/, '');
  if (!isPersonNoun(last) || isNameOnly(last)) return false;
  const first = words[0]!.replace(/[.,]$/, '');
  return words.length === 1 || (!isKnownFirstName(first) && !isNameOnly(first.toLowerCase()));
}

/** A birthdate (YYYY-MM-DD) that gives `age` on `today`. */
export function chooseBirthdate(age: number, today: Date, choose: Chooser): string {
  const month = choose.int('birth-month', 1, 12);
  const day = choose.int('birth-day', 1, 28);
  const currentMonth = today.getUTCMonth() + 1;
  const hasHadBirthday = currentMonth > month || (currentMonth === month && today.getUTCDate() >= day);
  const year = today.getUTCFullYear() - age - (hasHadBirthday ? 0 : 1);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A height for the gender, in centimetres with feet and inches. */
export function chooseHeight(gender: Gender | string, choose: Chooser): string {
  const centimetres = gender === 'Female' ? choose.int('height', 155, 178) : gender === 'Male' ? choose.int('height', 168, 192) : choose.int('height', 160, 185);
  const totalInches = Math.round(centimetres / 2.54);
  return `${centimetres} cm (${Math.floor(totalInches / 12)}'${totalInches % 12}")`;
}

/** A hair colour, grey or greying with age. */
export function chooseHairColor(age: number, choose: Chooser): string {
  const base = choose.pick('hair-color', HAIR_COLORS);
  if (age >= 58) return choose.pick('hair-grey', ['Grey', 'Silver-grey', 'Salt-and-pepper', 'White']);
  if (age >= 45) return `${base}, greying at the temples`;
  return base;
}

/** The stated country, else a seeded default. */
export function chooseCountry(facts: PersonaFacts, choose: Chooser): Country {
  if (facts.country) return facts.country;
  // Never the country a name's table holds: a surname says nothing about where a person is from or what they speak.
  return choose.pick('country', COUNTRIES.filter((country) => DEFAULT_COUNTRY_NATIONALITIES.includes(country.nationality)));
}

/** A first name and surname from the country's tables (or the general ones) for the gender. */
export function generateName(gender: string, country: Country, choose: Chooser): string {
  const firstNames = gender === 'Female' ? (country.femaleNames ?? FEMALE_NAMES) : gender === 'Male' ? (country.maleNames ?? MALE_NAMES) : ['Alex', 'Sam', 'Jordan', 'Taylor', 'Robin', 'Morgan'];
  const surnames = country.surnames ?? SURNAMES;
  return `${choose.pick('first-name', firstNames)} ${choose.pick('surname', surnames)}`;
}

/** The gender the tables give a first name, if any. */
export function genderOfName(name: string): Gender | null {
  const first = firstNameOf(name);
  if (FEMALE_NAMES.includes(first) || COUNTRIES.some((country) => country.femaleNames?.includes(first))) return 'Female';
  if (MALE_NAMES.includes(first) || COUNTRIES.some((country) => country.maleNames?.includes(first))) return 'Male';
  return null;
}

/** The character's languages: the country's, with English for a job that deals across borders. */
export function chooseLanguage(country: Country, family: OccupationFamily, lowerPrompt: string): string {
  if (isEnglishSpeaking(country)) return country.language;
  const isInternational = INTERNATIONAL_FAMILIES.has(family.key) || /\b(?:international|global|multinational|english)\b/.test(lowerPrompt);
  if (!isInternational || /\bEnglish\b/.test(country.language)) return country.language;
  // "Dutch and French" and English: one list, one "and".
  return `${country.language.replace(/ and /g, ', ')} and English`;
}

const INTERNATIONAL_FAMILIES = new Set(['procurement', 'sales', 'engineering', 'finance', 'marketing', 'management', 'project', 'legal', 'operations']);

/** The stated age, else one fitting the seniority, title, role or occupation family. */
export function chooseAge(facts: PersonaFacts, family: OccupationFamily, occupation: string, choose: Chooser): number {
  if (facts.age !== null) return facts.age;
  if (facts.seniority === 'junior') return choose.int('age', 22, 28);
  if (facts.seniority === 'senior' || /\b(?:director|head of|chief|vp|vice president|senior|principal|partner)\b/i.test(occupation)) return choose.int('age', 42, 58);
  if (facts.role === 'student') return choose.int('age', 19, 24);
  if (family.key === 'owner') return choose.int('age', 34, 60);
  return choose.int('age', 27, 55);
}
