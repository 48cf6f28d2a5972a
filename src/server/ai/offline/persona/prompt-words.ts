// The words of a persona prompt as the fact readers see them: tokens with their positions, title case, and the tests
// for country and attitude words.
import { ATTITUDES, COUNTRIES } from './lexicon.ts';

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const WORD_PATTERN = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;

export const ARTICLES = new Set(['a', 'an', 'the']);

export const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our', 'your', 'whose', 'its']);

/** An article after these introduces someone else: "speak to a manager", "angry with the supplier". */
export const OTHER_PERSON_PREPOSITIONS = new Set(['to', 'with', 'from', 'by', 'than', 'about', 'against', 'toward', 'towards', 'like', 'into', 'onto', 'of', 'over', 'under', 'for', 'at', 'see', 'meet', 'call', 'ask', 'tell', 'hire', 'replace', 'blame', 'involve', 'trust']);

const ACRONYMS = new Set(['it', 'hr', 'ceo', 'cto', 'cfo', 'coo', 'cio', 'cmo', 'vp', 'pr', 'qa', 'ui', 'ux', 'nhs', 'ai', 'ict', 'b2b', 'saas', 'rfp', 'erp', 'crm', 'pmo', 'gp', 'er', 'icu']);

const LOWER_TITLE_WORDS = new Set(['of', 'and', 'for', 'the', 'in']);

/** The words of a text with their offsets. */
export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => ({ text: match[0], lower: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length }));
}

/** True when punctuation separates two neighbouring tokens, so they belong to different phrases. */
export function isBroken(text: string, left: Token, right: Token): boolean {
  return /[,.;:!?()[\]"“”]/.test(text.slice(left.end, right.start));
}

/** "procurement manager" → "Procurement Manager"; acronyms stay upper case. */
export function toTitleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && LOWER_TITLE_WORDS.has(lower)) return lower;
      if (ACRONYMS.has(lower)) return lower.toUpperCase();
      if (/\p{Lu}.*\p{Lu}/u.test(word)) return word;
      return lower
        .split('-')
        .map((part) => (ACRONYMS.has(part) ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1)))
        .join('-');
    })
    .join(' ');
}

/** Whether a lower-case word names a country or a nationality. */
export function isCountryWord(lower: string): boolean {
  return COUNTRIES.some((country) => country.aliases.includes(lower) || country.nationality.toLowerCase() === lower);
}

const ATTITUDE_STEMS = ATTITUDES.flatMap((attitude) => attitude.stems.filter((stem) => !stem.includes(' ')));

/** Whether a lower-case word starts with one of the attitude stems. */
export function isAttitudeWord(lower: string): boolean {
  return ATTITUDE_STEMS.some((stem) => lower.startsWith(stem));
}

/**
 * A phrase cased the one way names and places are: a word the prompt capitalises inside a sentence ("Manchester",
 * "St Columba's") keeps its capital, an acronym stays upper case, every other word is lower case ("the Manchester
 * office", "warm but guarded", never "the manchester office" or "Warm but guarded" inside a sentence).
 */
export function caseAsWritten(phrase: string, text: string): string {
  const proper = new Set<string>();
  for (const match of text.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
    const atSentenceStart = /(?:^|[.!?:]["”]?)\s*$/.test(text.slice(0, match.index));
    if (!atSentenceStart && /^\p{Lu}/u.test(match[0])) proper.add(match[0].toLowerCase());
  }
  return phrase.replace(/[\p{L}][\p{L}'’-]*/gu, (word) => {
    if (word.length >= 2 && word === word.toUpperCase()) return word;
    const lower = word.toLowerCase();
    return proper.has(lower) ? word.charAt(0).toUpperCase() + word.slice(1) : lower;
  });
}
