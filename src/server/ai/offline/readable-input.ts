// Decides whether the offline engines can make sense of a scenario, persona or rubric request, and says what to write when not.
// Without a model, gibberish or a few words would only produce a character unrelated to what the learner meant.
import {
  ATTITUDES,
  FEMALE_NAMES,
  FEMALE_WORDS,
  MALE_NAMES,
  MALE_WORDS,
  NON_TITLE_WORDS,
  OCCUPATION_FAMILIES,
  OCCUPATION_HEADS,
  RELATIONSHIP_ROLES,
  SCENARIO_PROFILES,
  SENTENCE_STARTERS,
  STOP_WORDS,
  WORKPLACE_NOUNS,
} from './persona/lexicon.ts';
import type { GenerateScenarioInput } from '../contracts/generate-scenario.ts';
import { isPersonNoun } from '../language/wordnet.ts';

export const DESCRIPTION_EXAMPLE =
  'e.g. "A 67-year-old fisherman asks his bank manager for a loan to repair his boat after a storm; he is worried and impatient."';
export const UNREADABLE_DESCRIPTION_REASON = `The description does not say who the character is or what the conversation is about. Describe the situation in a sentence or two, ${DESCRIPTION_EXAMPLE}`;
export const SHORT_DESCRIPTION_REASON = `The description is too short to build a scenario from. Describe the situation in a sentence or two, ${DESCRIPTION_EXAMPLE}`;
export const UNREADABLE_ROLE_REASON = 'The AI role does not say who the character is. Write a role such as "Upset customer", "Fisherman" or "Procurement manager".';

// Everyday words of workplace situations that the persona tables do not hold.
const COMMON_WORDS = [
  'wants', 'want', 'wanted', 'needs', 'asks', 'ask', 'asked', 'asking', 'talk', 'talks', 'talking', 'speak', 'speaks', 'meet', 'meets', 'meeting',
  'call', 'calls', 'calling', 'complain', 'complains', 'complaint', 'explain', 'tell', 'tells', 'told', 'says', 'said', 'know', 'knows', 'think',
  'thinks', 'feel', 'feels', 'feeling', 'help', 'helps', 'come', 'comes', 'came', 'went', 'going', 'goes', 'give', 'gives', 'keep', 'keeps',
  'late', 'again', 'never', 'always', 'because', 'boss', 'job', 'work', 'works', 'working', 'money', 'problem', 'problems', 'issue', 'issues',
  'about', 'manager', 'company', 'staff', 'office', 'home', 'family', 'after', 'before', 'last', 'next', 'today', 'yesterday', 'tomorrow', 'now',
  'new', 'old', 'angry', 'upset', 'happy', 'worried', 'unhappy', 'frustrated', 'year', 'old', 'loan', 'boat', 'bank', 'storm', 'repair', 'pay',
  'buy', 'sell', 'sold', 'bought', 'order', 'product', 'service', 'account', 'plan', 'change', 'decision', 'agree', 'refuse', 'refuses', 'decline',
  'discuss', 'discusses', 'review', 'report', 'deadline', 'late', 'missed', 'miss', 'lost', 'lose', 'broke', 'broken', 'fix', 'fixed', 'still',
  'learner', 'conversation', 'situation', 'they', 'them', 'he', 'she', 'i', 'you', 'we', 'her', 'his', 'their', 'has', 'have', 'had', 'is', 'are',
  'was', 'were', 'be', 'been', 'not', 'no', 'will', 'would', 'can', 'could', 'should', 'must', 'who', 'what', 'why', 'how', 'when', 'where',
  // Parts people play in a story without a job title.
  'candidate', 'applicant', 'volunteer', 'bride', 'groom', 'homeowner', 'owner', 'landlord', 'landlady', 'neighbour', 'neighbor', 'resident', 'member', 'passenger', 'visitor', 'relative',
];

const ATTITUDE_STEMS = ATTITUDES.flatMap((attitude) => attitude.stems);
const KNOWN_WORDS = new Set<string>([
  ...STOP_WORDS,
  ...NON_TITLE_WORDS,
  ...SENTENCE_STARTERS,
  ...OCCUPATION_HEADS,
  ...RELATIONSHIP_ROLES.flatMap((role) => role.split(' ')),
  ...FEMALE_WORDS,
  ...MALE_WORDS,
  ...WORKPLACE_NOUNS.flatMap((noun) => noun.split(' ')),
  ...COMMON_WORDS,
]);
const KEYWORD_STARTS = [
  ...ATTITUDE_STEMS,
  ...SCENARIO_PROFILES.flatMap((profile) => profile.keywords),
  ...OCCUPATION_FAMILIES.flatMap((family) => family.keywords),
].filter((keyword) => !keyword.includes(' ') && keyword.length >= 4);
const NAMES = new Set([...FEMALE_NAMES, ...MALE_NAMES]);

const WORD_PATTERN = /\p{L}[\p{L}'’-]*/gu;
// A job noun ("fisherman", "baker", "florist") reads as a role even when the tables do not know it.
const JOB_SUFFIX = /(?:man|woman|men|er|or|ist|ian|ant|ent|ee|eur)$/;

function words(text: string): string[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => match[0]);
}

function isKnownWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (KNOWN_WORDS.has(lower) || NAMES.has(word)) return true;
  // Plurals and simple verb forms of a known word: "customers", "complained".
  const stem = lower.replace(/(?:ies|es|s|ed|ing|ly)$/, '');
  if (stem.length >= 3 && (KNOWN_WORDS.has(stem) || KNOWN_WORDS.has(`${stem}e`) || KNOWN_WORDS.has(`${stem}y`))) return true;
  return KEYWORD_STARTS.some((keyword) => lower.startsWith(keyword));
}

// Two to five letters, two or more of them capitals.
const ABBREVIATION = /^(?=(?:\p{L}*\p{Lu}){2})\p{L}{2,5}$/u;

/** Looks like a word of some language rather than keyboard mashing: has vowels, no long consonant runs or repeats. */
function isWordLike(word: string): boolean {
  // "PhD", "HR", "CEO", "MSc": an abbreviation is written with its capitals, whatever its vowels.
  if (ABBREVIATION.test(word)) return true;
  const lower = word.toLowerCase();
  if (lower.length > 24) return false;
  if (!/[aeiouyà-ÿ]/.test(lower) && lower.length > 2) return false;
  if (/[^aeiouyà-ÿ'’-]{5,}/.test(lower)) return false;
  return !/(.)\1\1/.test(lower);
}

/** Whether a role such as "Upset customer", "Fisherman" or "Tom Baker" says who the character is. */
export function isReadableRole(role: string): boolean {
  const found = words(role);
  if (found.length === 0 || !found.every(isWordLike)) return false;
  if (found.some((word) => isKnownWord(word) || JOB_SUFFIX.test(word.toLowerCase()))) return true;
  // "Housemate", "Nephew", "Apprentice": a kind of person as WordNet files it says who the character is, whatever its ending.
  if (found.some((word) => isPersonNoun(word.toLowerCase()))) return true;
  // A full name: "Tom Baker".
  return found.length >= 2 && found.every((word) => /^\p{Lu}\p{Ll}/u.test(word));
}

/**
 * The reason the offline engine cannot build a scenario from this input, written for the person; null when it can.
 * A description must hold a few words, mostly readable, and enough known ones to tell what happens.
 */
export function findUnreadableInputReason(input: Pick<GenerateScenarioInput, 'description' | 'aiRole' | 'persona'>): string | null {
  if (!input.persona && input.aiRole !== null && !isReadableRole(input.aiRole)) return UNREADABLE_ROLE_REASON;
  const found = words(input.description);
  if (found.length === 0) return UNREADABLE_DESCRIPTION_REASON;
  const wordLike = found.filter(isWordLike).length;
  const known = found.filter(isKnownWord);
  const distinctKnown = new Set(known.map((word) => word.toLowerCase())).size;
  if (wordLike / found.length < 0.6 || (found.length >= 3 && known.length / found.length < 0.25)) return UNREADABLE_DESCRIPTION_REASON;
  if (found.length < 3 || distinctKnown < 2) return known.length === 0 ? UNREADABLE_DESCRIPTION_REASON : SHORT_DESCRIPTION_REASON;
  return null;
}

const QUOTE_MAX_LENGTH = 60;

/** The person's own text as the reason quotes it: collapsed, and cut at a word when long. */
function quoteInput(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > QUOTE_MAX_LENGTH ? `${clean.slice(0, QUOTE_MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…` : clean;
}

export const PERSONA_EXAMPLE = '“A 45-year-old purchasing manager at a hospital who thinks our price is too high.”';
export const RUBRIC_EXAMPLE = '“A support call where good looks like letting the customer finish, confirming the refund amount and offering a follow-up call.”';

/** Why no engine could read this text: no letters, or mostly keyboard mashing. Null when it reads as words. */
function isGibberish(text: string): boolean {
  const found = words(text);
  if (found.length === 0) return true;
  if (found.length === 1 && found[0]!.length < 3) return true;
  return found.filter((word) => isWordLike(word) || isKnownWord(word)).length / found.length < 0.6;
}

/** Whether enough of the text is words the offline engine knows to tell what it is about. */
function isReadableOffline(text: string): boolean {
  const found = words(text);
  const known = found.filter((word) => isKnownWord(word) || JOB_SUFFIX.test(word.toLowerCase()) || NAMES.has(word));
  if (found.length >= 3 && known.length / found.length < 0.25) return false;
  return known.length > 0;
}

export function unreadablePersonaReason(prompt: string): string {
  return `We could not read a character in “${quoteInput(prompt)}”. Describe who they are, for example: ${PERSONA_EXAMPLE}`;
}

export function unreadableRubricReason(description: string): string {
  return `We could not read what to grade in “${quoteInput(description)}”. Describe the conversation and what good looks like, for example: ${RUBRIC_EXAMPLE}`;
}

/**
 * Why a persona prompt cannot be turned into a character, written for the person; null when it can. Keyboard
 * mashing and text without words fail for every engine; `isOffline` adds the word tables' check, since the rule-based
 * engine would otherwise invent a character unrelated to the prompt.
 */
export function findUnreadablePersonaReason(prompt: string, isOffline: boolean): string | null {
  if (isGibberish(prompt) || (isOffline && !isReadableOffline(prompt))) return unreadablePersonaReason(prompt);
  return null;
}

/** Why a rubric description cannot be turned into criteria, as for personas; null when it can. */
export function findUnreadableRubricReason(description: string, isOffline: boolean): string | null {
  if (isGibberish(description) || (isOffline && !isReadableOffline(description))) return unreadableRubricReason(description);
  return null;
}
