// Reads who the character is from a persona prompt: name, age, gender, seniority and years of experience.
import { COUNTRIES, FEMALE_NAMES, FEMALE_WORDS, MALE_NAMES, MALE_WORDS, OCCUPATION_HEADS, SENTENCE_STARTERS, isKnownFirstName } from './lexicon.ts';
import { type Token, POSSESSIVES, OTHER_PERSON_PREPOSITIONS, isCountryWord } from './prompt-words.ts';
import type { Gender } from './extract-facts.ts';
import { isNameOnly, isPersonNoun } from '../../language/wordnet.ts';
import { firstNameOf, isTitle, TITLE_WRITTEN } from '../../../../shared/name-address.ts';

const RELATIVE_WORDS = new Set(['son', 'daughter', 'husband', 'wife', 'mother', 'father', 'mom', 'mum', 'dad', 'brother', 'sister', 'boy', 'girl', 'grandmother', 'grandfather']);

const NAME_NOT_WORDS = new Set([...SENTENCE_STARTERS, ...OCCUPATION_HEADS, 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'sceptical', 'skeptical', 'senior', 'junior', 'head', 'lead', 'chief']);

const SOMEONE_ELSES = /\b(?:his|her|their|whose|its)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+\s*,?\s*$/u;

/** The character's name as the prompt gives it: a leading name, "Dr. …", "Meet …", or a person "named …". */
export function readPersonName(text: string): string | null {
  const person = String.raw`(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})`;
  const isNameLike = (candidate: string) => candidate.split(/\s+/).every((word) => !NAME_NOT_WORDS.has(word.toLowerCase()) && !isCountryWord(word.toLowerCase()));
  const stated = new RegExp(String.raw`\b(?:name is|name:|goes by)\s+${person}`, 'u').exec(text);
  if (stated?.[1] && isNameLike(stated[1])) return stated[1];
  // "her teacher, Mrs Hall", "whose GP Dr Shah": a titled person named by their relation to someone else is not the character.
  const titled = [...text.matchAll(new RegExp(String.raw`\b(${TITLE_WRITTEN})\s+${person}`, 'gu'))].find((match) => !SOMEONE_ELSES.test(text.slice(0, match.index)));
  // "Gareth Evans, a retired postman…": the name the prompt opens with is the character's, whatever else is named later.
  // The name ends where its word ends: "Self-employed plumber" names nobody called "Self".
  const leading = new RegExp(String.raw`^\s*${person}(?![\p{L}'’-])\s*(?:,|\(|–|—|-(?=\s)|:|\bis\b|\bwas\b|\bworks\b|\bhas\b)`, 'u').exec(text);
  // One word alone opens a sentence as often as it names someone: "Parking is £6 a day" names nobody. It is a name
  // when the name tables or WordNet hold it only as one ("Marcus is…").
  const isLeadingName = (candidate: string) => isNameLike(candidate) && (candidate.includes(' ') || isKnownFirstName(candidate) || isNameOnly(candidate));
  const leadingName = leading?.[1] && isLeadingName(leading[1]) && !isTitle(leading[1].split(/\s+/)[0]!) ? leading[1] : null;
  // "Chris Doyle is the father of Maisie… She loves her orthodontist, Dr Patel": a title later on names someone else.
  if (leadingName && titled && titled.index > 0) return leadingName;
  if (titled?.[1] && titled[2] && isNameLike(titled[2])) {
    const title = titled[1].replace(/\.$/, '');
    if (title === 'Dr' || title === 'Prof') return `${title}. ${titled[2]}`;
    // "Mrs Okafor" is how the prompt names her; "Mrs Jane Okafor" gives the full name.
    return titled[2].includes(' ') ? titled[2] : `${title} ${titled[2]}`;
  }
  const meet = new RegExp(String.raw`^\s*(?:meet|this is|introducing)\s+${person}`, 'iu').exec(text);
  if (meet?.[1] && isNameLike(meet[1])) return meet[1];
  if (leading?.[1] && isLeadingName(leading[1])) return leading[1];
  // "My neighbour, Gwen Roberts, says…", "our treasurer Gwen Roberts keeps…": a name in apposition to a noun that
  // names a kind of person (by WordNet), never "the shop Crumbs" or "a spaniel, Bramble". Only in the opening
  // sentence, and never after "his", "her" or "whose": "a nurse whose manager, Tom Price, …" names someone else.
  const apposition = new RegExp(String.raw`(?<![\p{L}'’-])(?:[Mm]y|[Oo]ur|[Yy]our|[Tt]he|[Aa]n?)\s+(?:(?!(?:who|whose|which|that|with|and|of)\b)[\p{Ll}-]+\s+)?([\p{Ll}-]+)(?:\s*,\s*|\s+)${person}(?![\p{L}'’-])`, 'gu');
  const opening = /^[^.!?]*/.exec(text)?.[0] ?? text;
  for (const named of opening.matchAll(apposition)) {
    if (named[1] && named[2] && isPersonNoun(named[1]) && isNameLike(named[2])) return named[2];
  }
  // "A nurse called Ana", "She is called Ana"; never "a spaniel called Bramble" or "a bakery called Crumbs".
  for (const named of text.matchAll(new RegExp(String.raw`(?:^|\b([\p{L}'’-]+)\s+)(?:named|called)\s+${person}`, 'gu'))) {
    const before = named[1]?.toLowerCase();
    const namesAPerson = before === undefined || ['is', 'was', 'be', 'been', 'am', 'are', 'were', 'i', 'she', 'he', 'they'].includes(before) || isPersonNoun(before);
    if (namesAPerson && named[2] && isNameLike(named[2])) return named[2];
  }
  return null;
}

// What stands between a person and the age said of them: "her father, who is 81", "his mother, aged 70", "a son, 19".
const AGE_LINK = /(?:,?\s*(?:who|that)\s+(?:is|was|turned|turns|is now|was then)\s*|\s*,\s*(?:aged?\s*)?|\s+(?:aged?|is|was|turned|turns|is now)\s*|\s*\(\s*)$/i;
// Someone named by their relation to another: "her father", "whose two sons", "Grace's father", "my mum".
const RELATED_TO_SOMEONE = /(?:\b(?:his|her|their|whose|its|my|our|your)|['’]s)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+\s*$/u;
const POSSESSIVE_BEFORE = /(?:\b(?:his|her|their|whose|its|my|our|your)|['’]s)\s+$/iu;

/**
 * Whether the age at `at` is said of someone the description names by their relation to another ("Grace's father,
 * who is 81", "her son, 19,", "his 84-year-old mother"), or of a relative ("a daughter, 17"), not of the person it
 * is about. Only within its sentence.
 */
function isAgeOfSomeoneElse(text: string, at: number): boolean {
  const sentenceStart = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('! ', at), text.lastIndexOf('? ', at)) + 1;
  const before = text.slice(sentenceStart, at);
  // "his 84-year-old mother": the age stands between the owner and the relative.
  const after = /^\d{1,2}[-\s]?(?:year|yr)s?[-\s]old\s+([\p{L}-]+)/u.exec(text.slice(at));
  if (after?.[1] && POSSESSIVE_BEFORE.test(before)) return true;
  if (after?.[1] && RELATIVE_WORDS.has(after[1].toLowerCase()) && !/\b(?:i|she|he|they)\s+(?:is|am|are|was)\s+(?:an?\s+)?$/i.test(before)) return true;
  const holder = before.replace(AGE_LINK, '');
  if (holder === before && !/\(\s*$/.test(before)) return false;
  const last = /([\p{L}-]+)\s*$/u.exec(holder)?.[1]?.toLowerCase() ?? '';
  return RELATED_TO_SOMEONE.test(holder) || RELATIVE_WORDS.has(last);
}

/** The stated age (16 to 90), or one a decade gives ("in her late forties"), of the person described, not a relative's. */
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = { sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const NUMBER_WORDS = new RegExp(String.raw`\b(${Object.keys(TENS).join('|')})(?:[-\s](${Object.keys(UNITS).join('|')}))?\b|\b(${Object.keys(TEENS).join('|')})\b`, 'gi');

/** "fifty-seven years old", "aged seventy": the ages people write in words, as digits. */
function ageWordsAsDigits(text: string): string {
  return text.replace(NUMBER_WORDS, (_match, tens?: string, unit?: string, teen?: string) =>
    String(teen ? TEENS[teen.toLowerCase()]! : TENS[tens!.toLowerCase()]! + (unit ? UNITS[unit.toLowerCase()]! : 0)),
  );
}

export function readAge(prompt: string): number | null {
  const text = ageWordsAsDigits(prompt);
  const patterns = [
    /\b(\d{1,2})[-\s]?(?:year|yr)s?[-\s]old\b/i,
    /\b(\d{1,2})\s*(?:years|yrs)\s+(?:of\s+age|old)\b/i,
    /\baged?\s*:?\s*(\d{1,2})\b/i,
    /\b(\d{1,2})\s*(?:y\/o|yo)\b/i,
    /^\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*,\s*(\d{2})\s*[,)]/u,
    /\((\d{2})\)/,
    /\b(?:named|called)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*,\s*(\d{2})\s*[,)]/u,
    /\bage\s+(\d{2})\b/i,
    /,\s*\p{Lu}[\p{L}'’-]+,\s*(\d{2})\s*[,)]/u,
    // "Adaeze Okonkwo is 41 and heads compliance…": a bare number after "is" that nothing measures.
    /\b(?:is|was|turned|turns)\s+(\d{2})(?=\s*(?:[,.;)]|and\b|but\b|now\b|this\b|$))/i,
    // "who turned 45 last spring": a birthday said with when it was.
    /\b(?:turned|turns)\s+(\d{2})(?=\s+(?:last|this|in|on|at)\b)/i,
    // A number standing alone between commas is an age: "…a rural clinic in Portugal, 52, hates long calls".
    /(?:^|[^\d\s],)\s*(\d{2})\s*(?:[,;)]|\.?\s*$)/u,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const age = match[1] ? Number(match[1]) : NaN;
      if (!(age >= 16 && age <= 90)) continue;
      if (!isAgeOfSomeoneElse(text, match.index + match[0].indexOf(match[1]!))) return age;
    }
  }
  const decade = /\b(?:in\s+(?:her|his|their)\s+)(early|mid|mid-|late)?\s*-?\s*(twenties|thirties|forties|fifties|sixties|seventies|20s|30s|40s|50s|60s|70s)\b/i.exec(text);
  if (decade?.[2]) {
    const bases: Record<string, number> = { twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70 };
    const key = decade[2].toLowerCase();
    const base = bases[key] ?? Number(key.slice(0, 2));
    const offset = decade[1]?.toLowerCase().startsWith('early') ? 2 : decade[1]?.toLowerCase().startsWith('mid') ? 5 : decade[1]?.toLowerCase() === 'late' ? 8 : 4;
    return base + offset;
  }
  return null;
}

/** The gender the prompt's words and the first name point to, if any. */
export function readGender(text: string, tokens: Token[], personName: string | null): Gender | null {
  if (/\b(?:non-binary|nonbinary|genderqueer|enby)\b/i.test(text)) return 'Non-binary';
  let score = 0;
  for (const [index, token] of tokens.entries()) {
    // "their son", "to his wife": someone else's family, not the character's gender.
    const before = tokens[index - 1]?.lower ?? '';
    if (RELATIVE_WORDS.has(token.lower) && (POSSESSIVES.has(before) || OTHER_PERSON_PREPOSITIONS.has(before))) continue;
    if (FEMALE_WORDS.includes(token.lower)) score += token.lower === 'woman' || token.lower === 'female' || token.lower === 'mrs' || token.lower === 'ms' ? 5 : 1;
    if (MALE_WORDS.includes(token.lower)) score -= token.lower === 'man' || token.lower === 'male' || token.lower === 'mr' ? 5 : 1;
  }
  const firstName = personName ? firstNameOf(personName) : undefined;
  if (firstName) {
    if (FEMALE_NAMES.includes(firstName) || COUNTRIES.some((country) => country.femaleNames?.includes(firstName))) score += 3;
    if (MALE_NAMES.includes(firstName) || COUNTRIES.some((country) => country.maleNames?.includes(firstName))) score -= 3;
  }
  if (score > 0) return 'Female';
  if (score < 0) return 'Male';
  return null;
}

/** The years of experience stated ("12 years in retail"). */
export function readYearsOfExperience(text: string): number | null {
  const match = /\b(\d{1,2})\+?\s*(?:years|yrs)\s+(?:of\s+(?:experience|work)|experience|in\b|at\b|with\b|working|as\b|on\b)/i.exec(text);
  const years = match?.[1] ? Number(match[1]) : NaN;
  return years > 0 && years < 60 ? years : null;
}

/** Whether the prompt calls the character junior or senior. */
export function readSeniority(lowerText: string): 'junior' | 'senior' | null {
  if (/\b(?:junior|jr\.?|graduate|intern|trainee|entry-level|new hire|apprentice|first job)\b/.test(lowerText)) return 'junior';
  if (/\b(?:senior|sr\.?|principal|chief|director|vp|vice president|veteran|seasoned|head of|executive)\b/.test(lowerText)) return 'senior';
  return null;
}
