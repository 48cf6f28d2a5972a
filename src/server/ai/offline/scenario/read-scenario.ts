// Reads a scenario description sentence by sentence: which sentences state the learner's own goal ("My goal: …"),
// which speak about the learner ("You are…", "I…"), and which state the situation and the character. Also reads the
// places, organisations and the way the two people meet. Nothing is invented here; what is not stated stays null.
import { splitSentences, wordsOf } from '../../language/text.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { isKindOf, nounKinds } from '../../language/wordnet.ts';
import { figuresIn } from './voice.ts';
import type { Setting } from './tone.ts';

export interface DescriptionReading {
  /** The learner's own goal, without its lead-in: "agree a payment date before the end of the month". */
  goal: string;
  /** Sentences about the learner ("You are…", "I…"), as written. */
  learnerSentences: string[];
  /** Sentences about the character and the shared situation, as written. */
  sharedSentences: string[];
  /** Every sentence but the goal's, in the order written, with whose side it speaks about. */
  ordered: { text: string; side: 'learner' | 'shared' }[];
}

// "My goal: …", "I want to …", "A good outcome: …", "Success means …".
const GOAL_PATTERNS = [
  /^(?:my|our|your|the learner['’]s|the)\s+(?:main\s+)?(?:goal|aim|objective|target|task)\s*(?:is|:|-|–|—)\s*(?:to\s+)?(.+)$/i,
  /^(?:i|we)\s+(?:want|need|would like|hope|aim|have|am trying|are trying)\s+to\s+(.+)$/i,
  /^(?:a\s+)?good\s+outcome\s*(?:is|would be|means|:|-|–|—)\s*(?:to\s+)?(.+)$/i,
  /^success\s+(?:is|means|looks like|would be)\s*:?\s*(?:to\s+)?(.+)$/i,
  /^goal\s*:\s*(?:to\s+)?(.+)$/i,
  // An instruction to the learner is their goal: "Calm them down, find out what they need and agree a next step."
  /^((?:calm|explain|find out|agree|give|tell|convince|persuade|handle|keep|get|make sure|help|reassure|negotiate|present|pitch|deliver|arrange|secure|close|win|book|deal with|turn|listen|acknowledge|protect|push back|say no|hold|introduce|show|answer|ask|discuss|walk|demonstrate|propose|offer|recover|chase|collect|resolve|coach|review|share|raise|break|announce|address|clarify|challenge|manage|lead|open|confirm|understand|uncover|identify|build|gain|earn|encourage|motivate|support|check|set out|set up|sell|win back|de-escalate|apologi[sz]e)\b.+)$/i,
];
const LEARNER_START = /^(?:you|you['’]re|you['’]ve|your|i|i['’]m|i['’]ve|i['’]d|my|we|we['’]re|we['’]ve|our)\b/i;

function stripStop(text: string): string {
  return text.trim().replace(/[.!?]+$/, '');
}

export function readDescription(description: string): DescriptionReading {
  const goals: string[] = [];
  const learnerSentences: string[] = [];
  const sharedSentences: string[] = [];
  const ordered: DescriptionReading['ordered'] = [];
  for (const whole of splitSentences(description)) {
    const goal = GOAL_PATTERNS.map((pattern) => pattern.exec(whole)?.[1]).find(Boolean);
    if (goal) {
      goals.push(stripStop(goal));
      continue;
    }
    // "The buyer wants a discount; keep the price and find another concession.": an instruction after a semicolon is the goal.
    const parts = whole.split(/;\s+/);
    const instructions = parts.slice(1).filter((part) => GOAL_PATTERNS.some((pattern) => pattern.test(part)));
    goals.push(...instructions.map((part) => stripStop(GOAL_PATTERNS.map((pattern) => pattern.exec(part)?.[1]).find(Boolean) ?? part)));
    const sentence = instructions.length > 0 ? `${stripStop(parts.filter((part) => !instructions.includes(part)).join('; '))}.` : whole;
    const side = LEARNER_START.test(sentence) ? 'learner' : 'shared';
    (side === 'learner' ? learnerSentences : sharedSentences).push(sentence);
    ordered.push({ text: sentence, side });
  }
  return { goal: goals.join('; '), learnerSentences, sharedSentences, ordered };
}

const MONTHS_AND_DAYS = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(' '),
);
const PLACE = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?`;
/**
 * The start of what a sentence sets beside the name it opens with, between commas, after an age if one is given:
 * "Tomasz Nowak, a sales engineer from Leeds, …", "Ada Obi, 34, midwife, …".
 */
export const BESIDE_OPENING_NAME = String.raw`(?:^|[.!?]\s+)(?:\p{Lu}[\p{L}'’-]+\s+){0,3}\p{Lu}[\p{L}'’-]+,\s+(?:\d{1,3},\s+)?`;
const PLACE_PATTERNS = [
  // "Tomasz Nowak, a sales engineer from Leeds, missed his connection in Amsterdam": where the person is from, set beside
  // the name that opens the sentence, before any place something happened in.
  new RegExp(String.raw`${BESIDE_OPENING_NAME}(?:[\p{L}\d-]+\s+){0,5}?from\s+(${PLACE})(?=\s*[,.;])`, 'gu'),
  new RegExp(String.raw`\b(?:in|based in|near|outside)\s+(${PLACE}(?:,\s*${PLACE})?)`, 'gu'),
  // "a fisherman from Ullapool": read only after every "in …" has been tried, since "from" also names companies.
  new RegExp(String.raw`\bfrom\s+(${PLACE}(?:,\s*${PLACE})?)(?=\s*(?:[,.;]|$|\s+(?:who|wants|is|has|says)\b))`, 'gu'),
];

// Enough of a word's WordNet senses to find a place among them ("Reading", "Bath").
const PLACE_SENSES = 20;

/** Whether a single capitalised word is a subject or a language and never a place: "a B in Chemistry", "a degree in French". */
function isSubjectOrLanguage(place: string): boolean {
  if (/[\s,]/.test(place)) return false;
  const kinds = nounKinds(place.toLowerCase(), PLACE_SENSES);
  return !kinds.includes('location') && (kinds.includes('cognition') || kinds.includes('communication'));
}

// "to a cup final in", "to the wedding in": a place named after what someone goes to (not "moved to a flat in").
const DESTINATION = /\b(?<!\b(?:move[sd]?|moving|relocated?|relocating)\s)to\s+(?:an?|the|his|her|their|our|my)\s+(?:[\p{L}\d-]+\s+){0,2}[\p{L}\d-]+\s+$/iu;

// "for an emergency dentist ", "at a hotel ": a thing named without "the" as the object of a preposition, before a place.
const USED_THING = /\b(?:for|at|with|by|from|to|through)\s+an?\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+$/iu;

// Words that make the person after them someone's own: "his father", "whose daughter", "our neighbour".
const OWNERS = new Set(['his', 'her', 'their', 'my', 'our', 'whose']);
// How far into its clause the one a place belongs to may stand before it: "whose father has lived for years in".
const OWNED_CLAUSE_WORDS = 8;

/**
 * Whether the clause a place is named in is about someone's own person: "…whose father lives in Lahore", "her son is
 * in hospital in Lagos". A place belongs to the noun phrase it is said of, so it is that person's, not the
 * character's. The person is any noun WordNet files as one in its commonest senses, after a word that owns it.
 */
function isSomeonesOwnClause(before: string): boolean {
  const clause = before.split(/[.,;]/).at(-1) ?? '';
  const words = readWords(clause).filter((word) => word.isWord).slice(-OWNED_CLAUSE_WORDS);
  const isPeople = (word: Word) => word.pos === 'noun' && (nounKinds(word.lemma).includes('person') || isKindOf(word.lemma, 'social unit'));
  return words.some((word, index) => OWNERS.has(word.text.toLowerCase()) && words.slice(index + 1, index + 4).some(isPeople));
}

/** The first place named with "in …" ("in Mértola, Portugal", "in Tallinn") or "from …", skipping dates and `notPlaces`. */
export function readPlace(texts: readonly string[], notPlaces: readonly string[]): string | null {
  const skip = new Set(notPlaces.map((name) => name.toLowerCase()));
  for (const pattern of PLACE_PATTERNS) {
    for (const text of texts) {
      for (const match of text.matchAll(pattern)) {
        const place = match[1]!;
        const first = place.split(/[\s,]+/)[0]!.toLowerCase();
        // "in Year 4", "in March": a school year or a date is not a place; "her father is in hospital in Lagos" is his.
        const isNumbered = /^\s*\d/.test(text.slice((match.index ?? 0) + match[0].length));
        const isRelatives = isSomeonesOwnClause(text.slice(0, match.index ?? 0));
        // "to take the team to a cup final in Sheffield": where someone goes to is not where they are.
        const isDestination = DESTINATION.test(text.slice(0, match.index ?? 0));
        // "paid £90 for an emergency dentist in Brighton": a place said of a thing someone went to or used is that
        // thing's, not where the person is ("a teacher in Leeds", "runs a bakery in Hull" stay theirs).
        const isUsedThings = match[0].startsWith('in') && USED_THING.test(text.slice(0, match.index ?? 0));
        if (isNumbered || isRelatives || isDestination || isUsedThings || MONTHS_AND_DAYS.has(first) || skip.has(place.toLowerCase()) || skip.has(first) || isSubjectOrLanguage(place)) continue;
        return place;
      }
    }
  }
  return null;
}

const PARTY_PATTERN = /\b(?:at|from|for|with|of)\s+((?:an?|the)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?|\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*)*)/u;

/** The learner's organisation from their role or their own sentences: "at a software supplier" → "the software supplier". */
export function readLearnerParty(texts: readonly string[]): string | null {
  for (const text of texts) {
    const match = PARTY_PATTERN.exec(text);
    if (!match?.[1]) continue;
    const party = match[1].replace(/\s+(?:visiting|who|that|and|to)$/i, '');
    return party.replace(/^an?\s+/i, 'the ');
  }
  return null;
}

/** How the two meet: the learner visits the character, calls them, or they meet. */
export function readSetting(text: string): Setting {
  if (/\bvisit(?:s|ing|ed)?\b|\bcomes? to (?:see|the)\b|\bdrops? (?:by|in)\b/i.test(text)) return 'visit';
  if (/\b(?:calls?|called|calling|phones?|phoned|rings?|rang|ringing|on the line|helpline|support line)\b/i.test(text) && !/\bphone calls\b/i.test(text)) return 'call';
  return 'meeting';
}

/** The place the learner visits: "visiting the clinic in Mértola" → "the clinic". */
export function readVisitedPlace(text: string): string | null {
  return /\bvisit(?:s|ing)?\s+((?:the|her|his|their)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)(?=\s+(?:in|at|to|for|on|near)\b|[,.;]|$)/u.exec(text)?.[1] ?? null;
}

/** The learner comes to the character (visits, calls, chases, pitches) rather than the other way round. */
export function learnerOpens(learnerText: string): boolean {
  return /\b(?:visit\w*|call(?:s|ing)?|chas\w+|pitch\w*|present\w*|introduc\w*|meet\w*|follow\w* up|have to tell|must tell|need to tell)\b/i.test(learnerText);
}

/** The character comes with a purpose: "Tom asks for a loan", "She complains…", "The customer calls…". */
export function characterOpens(sharedText: string): boolean {
  return /\b(?:asks? (?:for|to|if|whether|about)|asking for|complains?|calls? (?:because|about|to|again|for|in)|rings? (?:because|about|to|in)|comes? (?:in )?to (?:see|complain|ask|talk|raise)|has come in|wants? to (?:talk|discuss|raise)|has asked for|requests? (?:a|an|the|to)|demands?)\b/i.test(sharedText);
}

const PRODUCT_PATTERN = /\b((?:the|a|our)\s+new\s+[\p{L}-]+(?:\s+(?:app|software|system|tool|platform|service|product|process|policy))?)\b/iu;

/** What the learner brings: "the new rota app", or the learner's own organisation's product name. */
export function readProduct(texts: readonly string[]): string | null {
  for (const text of texts) {
    const match = PRODUCT_PATTERN.exec(text);
    if (match?.[1]) return match[1].replace(/^(?:a|our)\s+/i, 'the ');
  }
  return null;
}

/** The first amount of money stated ("EUR 48,300") and the first reference code ("INV-2291"). */
export function readAmountAndReference(text: string): { amount: string | null; reference: string | null } {
  const figures = figuresIn(text);
  return {
    amount: figures.find((figure) => /^(?:EUR|USD|GBP|CHF|€|\$|£)/.test(figure) || /(?:euros?|dollars?|pounds?)$/.test(figure)) ?? null,
    reference: figures.find((figure) => /^[A-Z]{2,}-?\d/.test(figure)) ?? null,
  };
}

/** Whether the character prefers writing to talking: "prefers email", "would rather have it in writing". */
export function prefersWriting(text: string): boolean {
  return /\bprefer\w*\s+(?:to\s+(?:use|communicate by|deal by)\s+)?(?:email|e-mail|writing|written)|\brather\s+(?:\w+\s+){0,3}(?:email|in writing)/i.test(text);
}

/** The words of a name, for leaving names out of keywords. */
export function nameWords(...names: (string | null | undefined)[]): string[] {
  return names.flatMap((name) => (name ? wordsOf(name) : []));
}
