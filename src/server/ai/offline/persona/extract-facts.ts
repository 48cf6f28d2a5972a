// Reads the facts a persona prompt states (name, age, gender, job, workplace, place, attitudes, sentences about
// the character), so the offline engine keeps them instead of inventing over them.
import {
  ATTITUDES,
  COUNTRIES,
  FEMALE_NAMES,
  FEMALE_WORDS,
  MALE_NAMES,
  MALE_WORDS,
  NON_TITLE_WORDS,
  OCCUPATION_HEADS,
  RELATIONSHIP_ROLES,
  SENTENCE_STARTERS,
  TONE_WORDS,
  WORKPLACE_NOUNS,
  type Attitude,
  type Country,
} from './lexicon.ts';
import { ALL_PLACE_NAMES, findCountry, findPlace } from './countries.ts';
import { splitSentences } from '../text.ts';

export type Gender = 'Female' | 'Male' | 'Non-binary';

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

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

const WORD_PATTERN = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;
const ARTICLES = new Set(['a', 'an', 'the']);
const POSSESSIVES = new Set(['her', 'his', 'their', 'my', 'our', 'your', 'whose', 'its']);
/** An article after these introduces someone else: "speak to a manager", "angry with the supplier". */
const OTHER_PERSON_PREPOSITIONS = new Set(['to', 'with', 'from', 'by', 'than', 'about', 'against', 'toward', 'towards', 'like', 'into', 'onto', 'of', 'over', 'under', 'for', 'at', 'see', 'meet', 'call', 'ask', 'tell', 'hire', 'replace', 'blame', 'involve', 'trust']);
const HEADS_NEEDING_A_MODIFIER = new Set(['lead', 'head', 'partner', 'associate', 'agent', 'operator', 'producer', 'driver', 'user']);
const OF_HEADS = new Set(['director', 'head', 'vp', 'president', 'chief', 'officer', 'manager']);
const ACRONYMS = new Set(['it', 'hr', 'ceo', 'cto', 'cfo', 'coo', 'cio', 'cmo', 'vp', 'pr', 'qa', 'ui', 'ux', 'nhs', 'ai', 'ict', 'b2b', 'saas', 'rfp', 'erp', 'crm', 'pmo', 'gp', 'er', 'icu']);
const ORGANIZATION_WORDS = new Set(['health', 'healthcare', 'systems', 'inc', 'inc.', 'ltd', 'ltd.', 'llc', 'group', 'bank', 'hospital', 'corp', 'corporation', 'solutions', 'partners', 'company', 'university', 'college', 'school', 'council', 'services', 'labs', 'technologies', 'tech', 'foods', 'motors', 'logistics', 'holdings', 'industries', 'consulting', 'agency', 'clinic', 'trust', 'foundation', 'media', 'software', 'insurance', 'energy', 'airlines', 'hotels', 'retail', 'stores', 'pharma', 'capital']);
const RELATIVE_WORDS = new Set(['son', 'daughter', 'husband', 'wife', 'mother', 'father', 'mom', 'mum', 'dad', 'brother', 'sister', 'boy', 'girl', 'grandmother', 'grandfather']);
const LOWER_TITLE_WORDS = new Set(['of', 'and', 'for', 'the', 'in']);
const ING_EXCLUDED = new Set(['during', 'morning', 'evening', 'nothing', 'something', 'anything', 'everything', 'building', 'meeting', 'according', 'including', 'regarding', 'bring', 'thing', 'king', 'spring', 'string']);
const NAME_NOT_WORDS = new Set([...SENTENCE_STARTERS, ...OCCUPATION_HEADS, 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'sceptical', 'skeptical', 'senior', 'junior', 'head', 'lead', 'chief']);

function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => ({ text: match[0], lower: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length }));
}

/** True when punctuation separates two neighbouring tokens, so they belong to different phrases. */
function isBroken(text: string, left: Token, right: Token): boolean {
  return /[,.;:!?()[\]"“”]/.test(text.slice(left.end, right.start));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

function isCountryWord(lower: string): boolean {
  return COUNTRIES.some((country) => country.aliases.includes(lower) || country.nationality.toLowerCase() === lower);
}

const ATTITUDE_STEMS = ATTITUDES.flatMap((attitude) => attitude.stems.filter((stem) => !stem.includes(' ')));
function isAttitudeWord(lower: string): boolean {
  return ATTITUDE_STEMS.some((stem) => lower.startsWith(stem));
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

function readPersonName(text: string): string | null {
  const person = String.raw`(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})`;
  const isNameLike = (candidate: string) => candidate.split(/\s+/).every((word) => !NAME_NOT_WORDS.has(word.toLowerCase()) && !isCountryWord(word.toLowerCase()));
  const named = new RegExp(String.raw`\b(?:named|called|name is|name:|goes by)\s+${person}`, 'u').exec(text);
  if (named?.[1] && isNameLike(named[1])) return named[1];
  const titled = new RegExp(String.raw`\b(Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+${person}`, 'u').exec(text);
  if (titled?.[1] && titled[2] && isNameLike(titled[2])) {
    if (titled[1] === 'Dr' || titled[1] === 'Prof') return `${titled[1]}. ${titled[2]}`;
    // "Mrs Okafor" is how the prompt names her; "Mrs Jane Okafor" gives the full name.
    return titled[2].includes(' ') ? titled[2] : `${titled[1]} ${titled[2]}`;
  }
  const meet = new RegExp(String.raw`^\s*(?:meet|this is|introducing)\s+${person}`, 'iu').exec(text);
  if (meet?.[1] && isNameLike(meet[1])) return meet[1];
  const leading = new RegExp(String.raw`^\s*${person}\s*(?:,|\(|–|—|-|:|\bis\b|\bwas\b|\bworks\b|\bhas\b)`, 'u').exec(text);
  if (leading?.[1] && isNameLike(leading[1])) return leading[1];
  return null;
}

function readAge(text: string): number | null {
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
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const age = match?.[1] ? Number(match[1]) : NaN;
    if (age >= 16 && age <= 90) return age;
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

function readGender(text: string, tokens: Token[], personName: string | null): Gender | null {
  if (/\b(?:non-binary|nonbinary|genderqueer|enby)\b/i.test(text)) return 'Non-binary';
  let score = 0;
  for (const [index, token] of tokens.entries()) {
    // "their son", "to his wife": someone else's family, not the character's gender.
    const before = tokens[index - 1]?.lower ?? '';
    if (RELATIVE_WORDS.has(token.lower) && (POSSESSIVES.has(before) || OTHER_PERSON_PREPOSITIONS.has(before))) continue;
    if (FEMALE_WORDS.includes(token.lower)) score += token.lower === 'woman' || token.lower === 'female' || token.lower === 'mrs' || token.lower === 'ms' ? 5 : 1;
    if (MALE_WORDS.includes(token.lower)) score -= token.lower === 'man' || token.lower === 'male' || token.lower === 'mr' ? 5 : 1;
  }
  const firstName = personName?.replace(/^(?:Dr|Prof)\.\s+/, '').split(/\s+/)[0];
  if (firstName) {
    if (FEMALE_NAMES.includes(firstName) || COUNTRIES.some((country) => country.femaleNames?.includes(firstName))) score += 3;
    if (MALE_NAMES.includes(firstName) || COUNTRIES.some((country) => country.maleNames?.includes(firstName))) score -= 3;
  }
  if (score > 0) return 'Female';
  if (score < 0) return 'Male';
  return null;
}

/** Whether the noun at `index` is introduced as the character itself rather than as someone they deal with. */
function isIntroducedAsSubject(tokens: Token[], firstModifier: number, text: string): boolean {
  const before = tokens[firstModifier - 1];
  if (!before || isBroken(text, before, tokens[firstModifier]!)) return true;
  if (POSSESSIVES.has(before.lower)) return false;
  if (OTHER_PERSON_PREPOSITIONS.has(before.lower)) return false;
  if (ARTICLES.has(before.lower)) {
    const preposition = tokens[firstModifier - 2];
    if (preposition && !isBroken(text, preposition, before) && OTHER_PERSON_PREPOSITIONS.has(preposition.lower)) return false;
  }
  return true;
}

function collectModifiers(tokens: Token[], headIndex: number, text: string): number {
  let first = headIndex;
  while (first > 0 && headIndex - first < 3) {
    const previous = tokens[first - 1]!;
    if (isBroken(text, previous, tokens[first]!)) break;
    const lower = previous.lower;
    if (NON_TITLE_WORDS.has(lower) || /\d/.test(lower) || isAttitudeWord(lower) || isCountryWord(lower)) break;
    if (OCCUPATION_HEADS.has(lower) && !['sales', 'project', 'product', 'account', 'office', 'store', 'ward', 'case'].includes(lower)) break;
    first -= 1;
  }
  return first;
}

interface OccupationMatch {
  title: string;
  end: number;
}

function readOccupation(text: string, tokens: Token[]): OccupationMatch | null {
  const stop = String.raw`(?=\s+(?:at|in|for|with|who|and|but|since|from|where|on|whose|because)\b|[,.;:!?()]|$)`;
  const worksAs = new RegExp(String.raw`\b(?:works|working|worked|employed|serves|serving|hired|recruited)\s+as\s+(?:(?:an?|the)\s+)?([^,.;:!?()]{2,60}?)${stop}`, 'iu').exec(text);
  const titled = new RegExp(String.raw`\b(?:job title|job|occupation|role|position|title)\s*(?:is|:)\s*(?:(?:an?|the)\s+)?([^,.;:!?()]{2,60}?)${stop}`, 'iu').exec(text);
  for (const [match, needsHead] of [[worksAs, false], [titled, true]] as const) {
    if (!match?.[1]) continue;
    const words = match[1].split(/\s+/).filter((word) => !NON_TITLE_WORDS.has(word.toLowerCase()) && !isAttitudeWord(word.toLowerCase()));
    const head = words.at(-1)?.toLowerCase() ?? '';
    if (needsHead && !OCCUPATION_HEADS.has(head)) continue;
    if (words.length > 0 && words.length <= 5) return { title: toTitleCase(words.join(' ')), end: match.index + match[0].length };
  }

  // "owner of a family restaurant" is a restaurant owner.
  const ownerOf = /\b(owner|founder|co-founder)\s+of\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:in|at|near|that|which|who|with|on|for|and)\b|[,.;:!?]|$)/iu.exec(text);
  if (ownerOf?.[1] && ownerOf[2]) {
    const business = ownerOf[2].split(/\s+/).filter((word) => !NON_TITLE_WORDS.has(word.toLowerCase()) && !['family', 'successful', 'growing', 'little', 'thriving'].includes(word.toLowerCase()));
    if (business.length > 0) return { title: `${toTitleCase(business.join(' '))} ${toTitleCase(ownerOf[1])}`, end: ownerOf.index + ownerOf[0].length };
  }

  for (let start = 0; start < tokens.length; start += 1) {
    if (!OCCUPATION_HEADS.has(tokens[start]!.lower)) continue;
    // "nurse manager", "sales rep": a job noun before another one is part of the title.
    let index = start;
    while (tokens[index + 1] && OCCUPATION_HEADS.has(tokens[index + 1]!.lower) && !isBroken(text, tokens[index]!, tokens[index + 1]!)) index += 1;
    const token = tokens[index]!;
    const first = collectModifiers(tokens, start, text);
    if (HEADS_NEEDING_A_MODIFIER.has(token.lower) && first === index && tokens[index + 1]?.lower !== 'of') continue;
    if (!isIntroducedAsSubject(tokens, first, text)) continue;
    const words = tokens.slice(first, index + 1).map((part) => part.text);
    let end = token.end;
    const next = tokens[index + 1];
    if (OF_HEADS.has(token.lower) && next?.lower === 'of' && !isBroken(text, token, next)) {
      const tail: Token[] = [];
      for (let cursor = index + 2; cursor < tokens.length && tail.length < 2; cursor += 1) {
        const part = tokens[cursor]!;
        const previous = tokens[cursor - 1]!;
        if (isBroken(text, previous, part) || NON_TITLE_WORDS.has(part.lower) || /\d/.test(part.lower)) break;
        tail.push(part);
      }
      if (tail.length > 0) {
        words.push('of', ...tail.map((part) => part.text));
        end = tail.at(-1)!.end;
      }
    }
    return { title: toTitleCase(words.join(' ')), end };
  }

  const owns = /\b(?:runs|owns|founded|started)\s+(?:an?|the|her|his|their)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:in|at|that|which|who|with|on|for|and)\b|[,.;:!?]|$)/iu.exec(text);
  if (owns?.[1]) {
    const business = owns[1].split(/\s+/).filter((word) => !NON_TITLE_WORDS.has(word.toLowerCase()) && !['family', 'successful', 'growing', 'little', 'thriving'].includes(word.toLowerCase()));
    if (business.length > 0) return { title: `${toTitleCase(business.join(' '))} Owner`, end: owns.index + owns[0].length };
  }
  return null;
}

function readRole(text: string, tokens: Token[]): { role: string; end: number } | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const pair = tokens[index + 1] ? `${token.lower} ${tokens[index + 1]!.lower}` : '';
    const role = RELATIONSHIP_ROLES.includes(pair) ? pair : RELATIONSHIP_ROLES.includes(token.lower) ? token.lower : null;
    if (!role) continue;
    const end = role === pair ? tokens[index + 1]!.end : token.end;
    // "customer success manager" is a job title, not a customer.
    const following = tokens.slice(role === pair ? index + 2 : index + 1, (role === pair ? index + 2 : index + 1) + 2);
    if (following.some((next, offset) => OCCUPATION_HEADS.has(next.lower) && !isBroken(text, tokens[index + offset]!, next))) continue;
    // Only a role the character is introduced with: "an upset customer", not "her customers" or "to the customer".
    let first = index;
    while (first > 0 && index - first < 3) {
      const previous = tokens[first - 1]!;
      if (isBroken(text, previous, tokens[first]!) || ARTICLES.has(previous.lower) || previous.lower === 'as' || POSSESSIVES.has(previous.lower) || OTHER_PERSON_PREPOSITIONS.has(previous.lower)) break;
      first -= 1;
    }
    const before = tokens[first - 1];
    // A prompt may start with the role itself: "upset customer".
    if (!before && first === 0) return { role, end };
    if (before && (ARTICLES.has(before.lower) || before.lower === 'as') && isIntroducedAsSubject(tokens, first, text)) return { role, end };
  }
  return null;
}

function readOrganization(text: string, personName: string | null): string | null {
  const pattern = /\b(?:at|for|with|joins|joined)\s+(?:the\s+)?((?:\p{Lu}[\p{L}\p{N}&'’.-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|of|&|and)){0,4})/gu;
  for (const match of text.matchAll(pattern)) {
    const candidate = (match[1] ?? '')
      .replace(/\s+(?:of|and|&)$/u, '')
      .replace(/(?<!\b(?:Inc|Ltd|Co|Corp|Bros|St))\.+$/u, '')
      .trim();
    const lower = candidate.toLowerCase();
    if (!candidate || (personName && candidate.includes(personName)) || isCountryWord(lower) || findCity(candidate) || SENTENCE_STARTERS.has(lower)) continue;
    if (/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(candidate)) continue;
    return candidate;
  }
  return null;
}

const WORKPLACE_PATTERN = new RegExp(
  String.raw`\b(?:at|in|for|with|runs|owns|manages|joins|joined|from|of|near)\s+(an?|the)\s+((?:[\p{L}-]+\s+){0,3}?)(${[...WORKPLACE_NOUNS]
    .sort((left, right) => right.length - left.length)
    .map(escapeRegExp)
    .join('|')})(?![\p{L}])`,
  'iu',
);

function readWorkplace(text: string): string | null {
  const match = WORKPLACE_PATTERN.exec(text);
  if (!match?.[1] || !match[3]) return null;
  return `${match[1].toLowerCase()} ${(match[2] ?? '').toLowerCase()}${match[3].toLowerCase()}`.replace(/\s+/g, ' ');
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

function readPlace(text: string, personName: string | null): { hometown: string | null; country: Country | null } {
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
  const loose = new RegExp(String.raw`\bin\s+(?:the\s+)?${place}`, 'gu');
  for (const match of text.matchAll(loose)) {
    const candidate = match[1] ?? '';
    const city = findCity(candidate) ?? findCity(candidate.split(/\s+/)[0] ?? '');
    if (city && !hometown) return { hometown: city.city, country: city.country };
    country ??= findCountry(candidate);
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

function readLanguage(text: string): string | null {
  const spoken = /\b(?:speaks|speaking|fluent in|native language is|mother tongue is|languages?:)\s+((?:\p{Lu}[\p{Ll}]+)(?:(?:,\s*|\s+and\s+|\s*&\s*)\p{Lu}[\p{Ll}]+)*)/u.exec(text);
  if (spoken?.[1]) return spoken[1].replace(/\s*&\s*/g, ' and ');
  const speaking = /\b(\p{Lu}[\p{Ll}]+)-speaking\b/u.exec(text);
  return speaking?.[1] ?? null;
}

const ATTITUDE_PATTERNS = new Map(ATTITUDES.map((attitude) => [attitude, attitude.stems.map((stem) => new RegExp(String.raw`(?<![\p{L}-])${escapeRegExp(stem)}`, 'gu'))]));

function readAttitudes(lowerText: string): Attitude[] {
  const found: { attitude: Attitude; index: number }[] = [];
  for (const attitude of ATTITUDES) {
    let firstIndex = -1;
    for (const pattern of ATTITUDE_PATTERNS.get(attitude) ?? []) {
      for (const match of lowerText.matchAll(pattern)) {
        const before = lowerText.slice(Math.max(0, match.index - 14), match.index);
        if (/\b(?:not|never|no longer|isn't|wasn't|hardly)\s+(?:\w+\s+)?$/.test(before)) continue;
        if (firstIndex === -1 || match.index < firstIndex) firstIndex = match.index;
        break;
      }
    }
    if (firstIndex !== -1) found.push({ attitude, index: firstIndex });
  }
  return found.sort((left, right) => left.index - right.index).map((entry) => entry.attitude);
}

const LEARNER_WORDS = /\b(?:you|your|learner|trainee|the user|salesperson|sales rep|the rep|the agent|the manager|practise|practice|scenario)\b/i;
const VERB_STARTS = /^(?:has|had|is|was|wants|needs|works|worked|likes|loves|hates|prefers|believes|thinks|feels|cares|insists|tends|often|always|never|recently|lives|lived|grew|refuses|expects|values|dislikes|struggles|manages|leads|runs|owns|speaks|spends|joined|joins|became|reports|oversees|handles|recently|currently)\b/i;

function readStatements(text: string, firstSentence: string, personName: string | null, afterHead: number | null): { statements: string[]; scenarioNotes: string[] } {
  // The engine puts the final name in place of {name}, which the prompt may not give.
  const subject = '{name}';
  const statements: string[] = [];
  const scenarioNotes: string[] = [];
  const add = (sentence: string) => {
    const clean = sentence.replace(/\s+/g, ' ').trim().replace(/[,;:\s]+$/, '');
    if (clean.length < 6 || statements.some((existing) => existing.toLowerCase() === clean.toLowerCase())) return;
    statements.push(/[.!?]$/.test(clean) ? clean : `${clean}.`);
  };

  for (const match of firstSentence.matchAll(/\b(who|whose)\s+([^.!?;]+)/gi)) {
    // "whose order arrived broken and who wants a refund" holds two facts.
    const [own = '', ...rest] = (match[2] ?? '').split(/,?\s+and\s+who\s+/i);
    add(match[1]!.toLowerCase() === 'whose' ? `${subject}'s ${own}` : `${subject} ${own}`);
    for (const clause of rest) add(`${subject} ${clause}`);
  }
  if (afterHead !== null) {
    const participle = /^\s*,?\s*([a-z]+ing)\b([^.!?;]*)/.exec(text.slice(afterHead));
    if (participle?.[1] && !ING_EXCLUDED.has(participle[1].toLowerCase())) {
      add(`${subject} is ${participle[1]}${(participle[2] ?? '').replace(/\s+who\s.*$/i, '')}`);
    }
  }
  const trailing = /,\s+((?:has|is|was|wants|needs|believes|thinks|feels|hates|loves|likes|prefers|insists|refuses|cares|worries|expects|recently)\b[^.!?]*)/i.exec(firstSentence);
  // "..., is an upset customer whose ..." only restates who the character is; its who/whose clause was kept above.
  if (trailing?.[1] && !/^(?:is|was)\s+(?:an?|the)\s/i.test(trailing[1])) add(`${subject} ${trailing[1]}`);

  const sentences = splitSentences(text);
  for (const sentence of sentences.slice(1)) {
    const startsWithCharacter = /^(?:she|he|they|her|his|their)\b/i.test(sentence) || (personName !== null && sentence.startsWith(personName));
    if (!startsWithCharacter && LEARNER_WORDS.test(sentence)) {
      scenarioNotes.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
      continue;
    }
    if (VERB_STARTS.test(sentence)) add(`${subject} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`);
    else add(sentence);
  }
  return { statements: statements.slice(0, 6), scenarioNotes: scenarioNotes.slice(0, 3) };
}

function readYearsOfExperience(text: string): number | null {
  const match = /\b(\d{1,2})\+?\s*(?:years|yrs)\s+(?:of\s+(?:experience|work)|experience|in\b|at\b|with\b|working|as\b|on\b)/i.exec(text);
  const years = match?.[1] ? Number(match[1]) : NaN;
  return years > 0 && years < 60 ? years : null;
}

function readSeniority(lowerText: string): 'junior' | 'senior' | null {
  if (/\b(?:junior|jr\.?|graduate|intern|trainee|entry-level|new hire|apprentice|first job)\b/.test(lowerText)) return 'junior';
  if (/\b(?:senior|sr\.?|principal|chief|director|vp|vice president|veteran|seasoned|head of|executive)\b/.test(lowerText)) return 'senior';
  return null;
}

const CLAUSE_END = String.raw`(?=\s+(?:and|but|so|because|since|while|although|though|who|which|when)\s|[,.;:!?()]|$)`;
const DISLIKE_PATTERN = new RegExp(
  String.raw`\b(?:can't stand|cannot stand|can not stand|hates?|hating|dislikes?|loathes?|detests?|can't bear|cannot bear|is tired of|is fed up with|has no patience for|has no time for|won't tolerate|will not tolerate|doesn't like|does not like|is allergic to)\s+([^,.;:!?()]{2,80}?)${CLAUSE_END}`,
  'giu',
);
const WANT_PATTERN = new RegExp(
  String.raw`\b(?:wants?|wanting|needs?|expects?|is asking for|asks for|asking for|would like|is looking for|insists on|demands?|is pushing for|hopes? for|hopes? to)\s+([^,.;:!?()]{2,100}?)${CLAUSE_END}`,
  'giu',
);
const OPPOSE_PATTERN = new RegExp(String.raw`\b(?:opposes|opposing|is opposed to|opposed to|objects to|objecting to|is against|campaigns against|fights|is fighting)\s+([^,.;:!?()]{2,100}?)${CLAUSE_END}`, 'giu');

function readClauses(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const clause = (match[1] ?? '').trim().replace(/\s+/g, ' ');
    // "wants to speak to a manager" keeps its verb; "needs more time" its object.
    if (clause && !found.some((existing) => existing.toLowerCase() === clause.toLowerCase())) found.push(clause);
  }
  return found.slice(0, 3);
}

const RURAL_PATTERN = /\b(?:rural|village|countryside|small town|remote|farming community|provincial)\b/i;
const INTENSIFIERS = /^(?:very|quite|rather|fairly|extremely|deeply|openly|always|usually|generally|often|a (?:little|bit)|somewhat|slightly|famously|notoriously)\s+/i;
const TONE_SUFFIXES = /-(?:minded|spoken|tempered|natured|driven|headed|hearted|mannered)$/;

function isToneWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/[’']s$/, '');
  return TONE_WORDS.has(lower) || isAttitudeWord(lower) || TONE_SUFFIXES.test(lower);
}

/**
 * Phrases of the prompt that say how the character is or what they do: "skeptical of new software", "polite but
 * evasive", "hates long demos". Neighbouring tone phrases stay together as written ("quiet, data-minded").
 */
function readDescriptors(text: string, personName: string | null): string[] {
  const descriptors: string[] = [];
  for (const sentence of splitSentences(text).slice(0, 3)) {
    const fragments = sentence.split(/\s*[,;]\s*|\s+(?:and|but) (?=(?:is|was|has|hates|loves|likes|prefers|dislikes)\b)/).map((part) => part.trim().replace(/[.!?]+$/, ''));
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) descriptors.push(run.join(', '));
      run = [];
    };
    for (const fragment of fragments) {
      const clean = fragment.replace(/^(?:and|but|who is|who's|is|she is|he is|they are|she's|he's)\s+/i, '').replace(/^(?:and |but )?(?:she|he|they|who)\s+(?=\p{Ll})/iu, '');
      const firstWord = clean.replace(INTENSIFIERS, '').split(/\s+/)[0] ?? '';
      if (!clean || (personName && clean.includes(personName)) || clean.split(/\s+/).length > 8) {
        flush();
        continue;
      }
      if (isToneWord(firstWord) && !OCCUPATION_HEADS.has(clean.split(/\s+/).at(-1)?.toLowerCase() ?? '')) {
        run.push(clean);
        continue;
      }
      flush();
      if (DESCRIPTOR_VERBS.test(clean)) descriptors.push(clean);
    }
    flush();
  }
  return [...new Set(descriptors)].slice(0, 5);
}

const DESCRIPTOR_VERBS = /^(?:hates|loves|likes|prefers|dislikes|distrusts|avoids|values|expects|insists on|refuses|wants|needs|cares about|worries about|can't stand|cannot stand|never|always|rarely|speaks|answers|replies|talks|runs|owns|leads|manages|has|had|lives|grew up|works|worked|spends|spent|keeps|believes|thinks|feels|trusts|reports|oversees|handles|sails|drives|joined|became)\b/i;

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
    occupation: occupation?.title ?? null,
    role: role?.role ?? null,
    organization: readOrganization(text, personName),
    workplace: readWorkplace(text),
    country: place.country,
    hometown: place.hometown,
    language: readLanguage(text),
    attitudes: readAttitudes(lowerText),
    statements,
    scenarioNotes,
    quote,
    yearsOfExperience: readYearsOfExperience(text),
    isRetired: /\bretired\b/i.test(text),
    dislikes: readClauses(straightQuotes, DISLIKE_PATTERN),
    wants: readClauses(straightQuotes, WANT_PATTERN),
    opposes: readClauses(straightQuotes, OPPOSE_PATTERN),
    isRural: RURAL_PATTERN.test(text),
    ruralWord: RURAL_PATTERN.exec(text)?.[0].toLowerCase() ?? null,
    descriptors: readDescriptors(text, personName),
  };
}
