// Reads where the character is from a persona prompt: organisation, workplace, hometown, country and language.
import { COUNTRIES, FEMALE_NAMES, MALE_NAMES, OCCUPATION_HEADS, SENTENCE_STARTERS, WORKPLACE_NOUNS, type Country } from './lexicon.ts';
import { ALL_PLACE_NAMES, findCountry, findPlace } from './countries.ts';
import { caseAsWritten, isCountryWord } from './prompt-words.ts';
import { escapeRegExp } from '../../../../shared/text.ts';
import { lemmaOf, readWords, type Word } from '../../language/lemmas.ts';
import { hasPartOfSpeech, isKindOf, nounKinds } from '../../language/wordnet.ts';
import { genderOfPersonNoun } from '../scenario/pronouns.ts';

const ORGANIZATION_WORDS = new Set(['health', 'healthcare', 'systems', 'inc', 'inc.', 'ltd', 'ltd.', 'llc', 'group', 'bank', 'hospital', 'corp', 'corporation', 'solutions', 'partners', 'company', 'university', 'college', 'school', 'council', 'services', 'labs', 'technologies', 'tech', 'foods', 'motors', 'logistics', 'holdings', 'industries', 'consulting', 'agency', 'clinic', 'trust', 'foundation', 'media', 'software', 'insurance', 'energy', 'airlines', 'hotels', 'retail', 'stores', 'pharma', 'capital']);

/** A named organisation the character works at or for ("at Acme Health", "at the Daventry distribution centre"). */
export function readOrganization(text: string, personName: string | null): string | null {
  const pattern = /\b(?:at|for|with|joins|joined)\s+(the\s+)?((?:\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|of|&|and)){0,4})/gu;
  for (const match of text.matchAll(pattern)) {
    const candidate = (match[2] ?? '')
      .replace(/\s+(?:of|and|&)$/u, '')
      .replace(/(?<!\b(?:Inc|Ltd|Co|Corp|Bros|St))\.+$/u, '')
      .trim();
    const lower = candidate.toLowerCase();
    // "for Bramble's knee surgery" names whose surgery it is, not where anyone works.
    if (!candidate || /['’]s$/.test(candidate) || (personName && candidate.includes(personName)) || isCountryWord(lower) || findCity(candidate) || SENTENCE_STARTERS.has(lower)) continue;
    if (isOtherPersonsPlace(text.slice(0, match.index))) continue;
    if (/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(candidate)) continue;
    // "the Daventry distribution centre": a name after "the" that common nouns follow modifies them, the head of the
    // organisation's name, which keeps its article.
    const head = match[1] && candidate === match[2]!.trim() ? headNounsAfter(text.slice((match.index ?? 0) + match[0].length)) : '';
    return head ? `${match[1]}${candidate} ${head}` : candidate;
  }
  return null;
}

// A name modifies at most this many common nouns before its head ends: "distribution centre", "head office".
const MAX_HEAD_NOUNS = 3;

/**
 * The common nouns that open a stretch, as the tagger reads them, up to the first other word, ending on the head:
 * " distribution centre on nights" → "distribution centre", " sorting depot" → "sorting depot" (a gerund describing
 * the noun after it); none for a time ("the Daventry site yesterday").
 */
function headNounsAfter(rest: string): string {
  if (!/^\s+\p{Ll}/u.test(rest)) return '';
  const run: Word[] = [];
  for (const word of readWords(rest.slice(0, HEAD_READ_CHARACTERS))) {
    const isDescribing = word.pos === 'noun' || (word.pos === 'verb' && /ing$/.test(word.text));
    if (!word.isWord || !isDescribing || word.stopWord || !/^\p{Ll}/u.test(word.text) || isKindOf(word.lemma, 'time period') || isKindOf(word.lemma, 'time unit')) break;
    run.push(word);
    if (run.length === MAX_HEAD_NOUNS) break;
  }
  const head = run.findLastIndex((word) => word.pos === 'noun');
  return run.slice(0, head + 1).map((word) => word.text).join(' ');
}

// Enough of what follows a name to read the nouns it modifies.
const HEAD_READ_CHARACTERS = 60;

/**
 * Whether a place the prompt names next belongs to someone the character is related to, not to the character: its
 * phrase ("mother of Aarav in Year 8 at Kingsmead School", "whose son is at…") speaks of that other person.
 */
function isOtherPersonsPlace(before: string): boolean {
  const phrase = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1);
  if (/\bwhose\b|\p{L}['’]s\s+\p{Ll}+/u.test(phrase)) return true;
  return Array.from(phrase.matchAll(/\b(\p{Ll}+)\s+(?:of|to)\s+\p{Lu}/gu)).some((match) => genderOfPersonNoun(lemmaOf(match[1]!)) !== null || isKindOf(lemmaOf(match[1]!), 'relative'));
}

const WORKPLACE_PATTERN = new RegExp(
  String.raw`\b(?:at|in|for|with|runs|owns|manages|joins|joined|from|of|near)\s+(an?|the)\s+((?:[\p{L}-]+\s+){0,3}?)(${[...WORKPLACE_NOUNS]
    .sort((left, right) => right.length - left.length)
    .map(escapeRegExp)
    .join('|')})(?![\p{L}])`,
  'iu',
);

/** A described workplace: "a hospital", "the regional warehouse". */
export function readWorkplace(text: string): string | null {
  const match = WORKPLACE_PATTERN.exec(text);
  if (!match?.[1] || !match[3]) return null;
  return caseAsWritten(`${match[1]} ${match[2] ?? ''}${match[3]}`.replace(/\s+/g, ' '), text);
}

function findCity(candidate: string): { city: string; country: Country } | null {
  const found = findPlace(candidate);
  return found ? { city: found.place, country: found.country } : null;
}

const CITY_PATTERN = new RegExp(String.raw`(?<![\p{L}])(${ALL_PLACE_NAMES.map(escapeRegExp).join('|')})(?![\p{L}])`, 'u');

const COUNTRY_WORD_PATTERN = new RegExp(
  String.raw`(?<![\p{L}])(${COUNTRIES.flatMap((country) => [country.nationality, country.country, ...country.aliases])
    .sort((left, right) => right.length - left.length)
    .map(escapeRegExp)
    .join('|')})(?![\p{L}])`,
  'giu',
);

/** The hometown and country the prompt names. */
export function readPlace(text: string, personName: string | null): { hometown: string | null; country: Country | null } {
  let hometown: string | null = null;
  let country: Country | null = null;
  const word = String.raw`(?:St\.|Mt\.|Ft\.|\p{Lu}[\p{L}'’]+)`;
  const place = String.raw`(${word}(?:[\s-]${word}){0,2})`;
  const strong = new RegExp(String.raw`\b(?:from|based in|lives in|living in|grew up in|born in|raised in|hometown is|hometown of|native of|originally from)\s+(?:the\s+)?${place}`, 'gu');
  for (const match of text.matchAll(strong)) {
    const candidate = match[1] ?? '';
    const city = findCity(candidate);
    if (city) return { hometown: city.city, country: city.country };
    const named = findCountry(candidate);
    if (named) {
      country ??= named;
      continue;
    }
    // The first capitalised word may be enough: "from Leeds, where..." or "from Springfield".
    const first = candidate.split(/[\s-]/)[0] ?? '';
    const isOrganization = candidate.split(/\s+/).some((word) => ORGANIZATION_WORDS.has(word.toLowerCase()));
    if (!hometown && !isOrganization && !SENTENCE_STARTERS.has(first.toLowerCase()) && !OCCUPATION_HEADS.has(first.toLowerCase())) hometown = candidate;
  }
  const based = new RegExp(String.raw`${place}-based\b`, 'u').exec(text);
  if (based?.[1]) {
    const city = findCity(based[1]);
    if (city) return { hometown: city.city, country: city.country };
    country ??= findCountry(based[1]);
  }
  // "in Waikato, New Zealand": a place the tables do not know, placed by the country named after it.
  const placeInCountry = new RegExp(String.raw`\bin\s+(?:the\s+)?${place},\s+(?:the\s+)?${place}`, 'gu');
  for (const match of text.matchAll(placeInCountry)) {
    const named = findCountry(match[2] ?? '');
    const candidate = match[1] ?? '';
    const first = candidate.split(/[\s-]/)[0]?.toLowerCase() ?? '';
    if (!named || findCountry(candidate) || SENTENCE_STARTERS.has(first) || OCCUPATION_HEADS.has(first) || candidate.split(/\s+/).some((part) => ORGANIZATION_WORDS.has(part.toLowerCase()))) continue;
    const city = findCity(candidate);
    if (city && city.country !== named) continue;
    return { hometown: city?.city ?? candidate, country: named };
  }
  const loose = new RegExp(String.raw`\bin\s+(?:the\s+)?${place}`, 'gu');
  for (const match of text.matchAll(loose)) {
    const candidate = match[1] ?? '';
    const city = findCity(candidate) ?? findCity(candidate.split(/\s+/)[0] ?? '');
    if (city && !hometown) return { hometown: city.city, country: city.country };
    country ??= findCountry(candidate);
    // "a distribution centre in Northampton": a town the tables do not hold but the dictionary knows as a place is
    // where they are, so no place is made up for them.
    if (!hometown && !city && !country && (isPlaceName(candidate) || isUnknownProperName(candidate, text.slice((match.index ?? 0) + match[0].length)))) hometown = candidate;
  }
  if (!hometown) {
    // A place named anywhere, except inside the person's own name ("Victoria Hughes", "Georgia Lane").
    const withoutName = personName ? text.replaceAll(personName, ' ') : text;
    const city = CITY_PATTERN.exec(withoutName)?.[1];
    const found = city && city.length >= 4 ? findCity(city) : null;
    if (found && (!country || found.country === country)) return { hometown: found.city, country: country ?? found.country };
  }
  if (!country) {
    for (const match of text.matchAll(COUNTRY_WORD_PATTERN)) {
      const word = match[1] ?? '';
      // Country words are capitalised, and "speaks German" names a language, not a nationality.
      if (!/^\p{Lu}/u.test(word) || /\b(?:speaks?|speaking|fluent in|in)\s+$/i.test(text.slice(Math.max(0, match.index - 14), match.index))) continue;
      country = findCountry(word);
      if (country) break;
    }
  }
  return { hometown, country };
}

// Enough senses to find a town among a word's meanings ("Bath", "Reading").
const PLACE_SENSES = 20;

/**
 * A one-word name after "in" that the dictionary knows as a place and never as a body of people: "Northampton",
 * "Worcester" (a person's name too, but no one is "in" a person).
 */
function isPlaceName(candidate: string): boolean {
  if (/\s/.test(candidate) || SENTENCE_STARTERS.has(candidate.toLowerCase()) || OCCUPATION_HEADS.has(candidate.toLowerCase())) return false;
  const kinds = nounKinds(candidate.toLowerCase(), PLACE_SENSES);
  return kinds.includes('location') && !kinds.includes('group');
}

/**
 * A one-word name after "in" that ends its phrase and that no dictionary or name table holds: "a GP surgery in
 * Exeter,". Such a word can only be a proper name, and a name one is "in" is a place; a first name ("in Priya's
 * team") or a word of the language ("in Marketing") is not.
 */
function isUnknownProperName(candidate: string, after: string): boolean {
  if (/[\s'’]/.test(candidate) || !/^\s*(?:[,.;:!?]|$)/.test(after)) return false;
  const lower = candidate.toLowerCase();
  if (SENTENCE_STARTERS.has(lower) || OCCUPATION_HEADS.has(lower) || FEMALE_NAMES.includes(candidate) || MALE_NAMES.includes(candidate) || isCountryWord(lower)) return false;
  return (['noun', 'verb', 'adjective', 'adverb'] as const).every((pos) => !hasPartOfSpeech(lemmaOf(lower), pos));
}

/** The languages the prompt says the character speaks. */
export function readLanguage(text: string): string | null {
  const spoken = /\b(?:speaks|speaking|fluent in|native language is|mother tongue is|languages?:)\s+((?:\p{Lu}[\p{Ll}]+)(?:(?:,\s*|\s+and\s+|\s*&\s*)\p{Lu}[\p{Ll}]+)*)/u.exec(text);
  if (spoken?.[1]) return spoken[1].replace(/\s*&\s*/g, ' and ');
  const speaking = /\b(\p{Lu}[\p{Ll}]+)-speaking\b/u.exec(text);
  return speaking?.[1] ?? null;
}

/** The country the character was born in, when the prompt says so: "Romanian-born", "born in Poland". */
export function readBirthCountry(text: string): Country | null {
  const born = /\b(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)-born\b/u.exec(text)?.[1] ?? /\bborn\s+in\s+(?:the\s+)?(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)/u.exec(text)?.[1];
  if (!born) return null;
  return findCountry(born) ?? findPlace(born)?.country ?? null;
}

/**
 * How the prompt writes where a city is, when it names the part of the country rather than the country ("Leeds,
 * England", "Cardiff, Wales"): that part, so the persona keeps the prompt's words. Null when it names none.
 */
export function statedPartOfCountry(prompt: string, city: string, country: Country): string | null {
  const after = new RegExp(String.raw`${escapeRegExp(city)},\s+(\p{Lu}[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)?)`, 'u').exec(prompt)?.[1];
  return after !== undefined && after !== country.country && findCountry(after) === country ? after : null;
}
