// Reads the facts a persona prompt states (name, age, gender, job, workplace, place, attitudes, sentences about
// the character), so the offline engine keeps them instead of inventing over them. One reader per kind of fact:
// read-person.ts, read-occupation.ts, read-place.ts and read-manner.ts, over the words of prompt-words.ts.
import type { Attitude, Country } from './lexicon.ts';
import { splitSentences } from '../../language/text.ts';
import { tokenize } from './prompt-words.ts';
import { readPersonName, readAge, readGender, readYearsOfExperience, readSeniority } from './read-person.ts';
import { readOccupation, readRole, readSelfEmployed } from './read-occupation.ts';
import { readOrganization, readWorkplace, readPlace, readLanguage, readBirthCountry } from './read-place.ts';
import { readAttitudes, readStatements, DISLIKE_PATTERN, WANT_PATTERN, OPPOSE_PATTERN, readClauses, readDescriptors } from './read-manner.ts';

export type Gender = 'Female' | 'Male' | 'Non-binary' | 'Not stated';

export interface PersonaFacts {
  personName: string | null;
  gender: Gender | null;
  age: number | null;
  seniority: 'junior' | 'senior' | null;
  /** Title-cased, e.g. "Procurement Manager". */
  occupation: string | null;
  /** What the character is to the learner: "customer", "team member"... */
  role: string | null;
  /** A named organisation: "Acme Health". */
  organization: string | null;
  /** A described workplace: "a hospital". */
  workplace: string | null;
  country: Country | null;
  /** Where the character was born, when the prompt says ("Romanian-born"): their nationality, not where they live. */
  birthCountry: Country | null;
  hometown: string | null;
  language: string | null;
  attitudes: Attitude[];
  /** Sentences about the character, kept as the prompt says them. */
  statements: string[];
  /** Sentences about the learner or the situation. */
  scenarioNotes: string[];
  /** A line of dialogue the prompt gives. */
  quote: string | null;
  yearsOfExperience: number | null;
  /** The character no longer works: "a retired fisherman". */
  isRetired: boolean;
  /** The character works for themselves ("self-employed", "freelance"): nobody employs them. */
  isSelfEmployed: boolean;
  /** The prompt says the character lives or works somewhere rural: a village, the countryside, a small town. */
  isRural: boolean;
  /** The prompt's word for it: "rural", "small town". */
  ruralWord: string | null;
  /**
   * How the character is, in the prompt's own words: "skeptical of new software", "polite but evasive",
   * "quiet, data-minded". Kept verbatim, so the persona never rewrites a tone into another one.
   */
  descriptors: string[];
  /** What the character cannot stand, in the prompt's words: "jargon", "being rushed". */
  dislikes: string[];
  /** What the character wants or asks for, in the prompt's words: "plain answers", "a full refund". */
  wants: string[];
  /** What the character opposes, in the prompt's words: "the new harbour project". */
  opposes: string[];
}

/** Removes an instruction in front of the description: "Create a persona for a sceptical buyer" → "a sceptical buyer". */
export function stripInstruction(prompt: string): string {
  return prompt
    .replace(/^\s*(?:persona|character|description)\s*[:-]\s*/i, '')
    .replace(
      /^\s*(?:please\s+)?(?:create|make|generate|build|design|write|give me|i need|i want|imagine|roleplay|role-play|play)\s+(?:me\s+)?(?:(?:a|an)\s+)?(?:(?:new|realistic|roleplay|role-play|ai)\s+)*(?:persona|character|profile)?\s*(?:of|for|about|as|who is|that is|:|-)?\s*/i,
      '',
    )
    .trim();
}

const RURAL_PATTERN = /\b(?:rural|village|countryside|small town|remote|farming community|provincial)\b/i;

/** Reads every fact a persona prompt states; what it does not state stays null for the engine to fill. */
export function extractFacts(prompt: string): PersonaFacts {
  const text = stripInstruction(prompt.replace(/\s+/g, ' ').trim());
  const lowerText = text.toLowerCase();
  const tokens = tokenize(text);
  const personName = readPersonName(text);
  const occupation = readOccupation(text, tokens);
  const role = readRole(text, tokens);
  const firstSentence = splitSentences(text)[0] ?? text;
  const afterHead = [occupation?.end, role?.end].filter((end): end is number => end !== undefined && end <= firstSentence.length);
  const { statements, scenarioNotes } = readStatements(text, firstSentence, personName, afterHead.length > 0 ? Math.max(...afterHead) : null);
  const place = readPlace(text, personName);
  const quote = /["“]([^"”]{8,240})["”]/.exec(text)?.[1] ?? null;
  const straightQuotes = text.replaceAll('’', "'");
  return {
    personName,
    gender: readGender(text, tokens, personName),
    age: readAge(text),
    seniority: readSeniority(lowerText),
    // A student of a named subject is that: "a chemistry student" is a Chemistry Student, not any university student.
    occupation: occupation?.title ?? (role?.studies ? `${role.studies} Student` : null),
    role: role?.role ?? null,
    organization: readOrganization(text, personName),
    workplace: readWorkplace(text),
    country: place.country,
    birthCountry: readBirthCountry(text),
    hometown: place.hometown,
    language: readLanguage(text),
    attitudes: readAttitudes(lowerText),
    statements,
    scenarioNotes,
    quote,
    yearsOfExperience: readYearsOfExperience(text),
    isRetired: /\bretired\b/i.test(text),
    isSelfEmployed: readSelfEmployed(text),
    dislikes: readClauses(straightQuotes, DISLIKE_PATTERN),
    wants: readClauses(straightQuotes, WANT_PATTERN),
    opposes: readClauses(straightQuotes, OPPOSE_PATTERN),
    isRural: RURAL_PATTERN.test(text),
    ruralWord: RURAL_PATTERN.exec(text)?.[0].toLowerCase() ?? null,
    descriptors: readDescriptors(text, personName),
  };
}
