// Reads which situation kind (situation-kinds.ts) a scenario's words describe: among the kinds whose situation the
// words state (their evidence), the one whose keywords and role words they hit most; else the general kind, whose
// concerns fit any field.
import { type KindId, type SituationKind, SITUATION_KINDS, GENERAL_KIND } from './situation-kinds.ts';
import { affirms } from '../negation-scope.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { isKindOf, nounKinds } from '../../language/wordnet.ts';

function hits(lower: string, keyword: string): number {
  const pattern = new RegExp(String.raw`(?<![\p{L}])${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu');
  return Math.min(3, Array.from(lower.matchAll(pattern)).length);
}

/** Two or more capitalised words inside a sentence: a name or a title ("the Regional Sales Director job", "Corran Foods"). */
const NAMED_PHRASE = /(?<![.!?][ \t]*)(?<=[ \t])\p{Lu}[\p{L}'&-]*(?:[ \t]+(?:of|and|&|for|the)[ \t]+|[ \t]+)\p{Lu}[\p{L}'&-]*(?:[ \t]+\p{Lu}[\p{L}'&-]*)*/gu;

/** A line written in title case ("Bank Loan Refusal"): its capitals are no names. */
function isTitleCase(line: string): boolean {
  const words = line.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && word.length > 3);
  return words.length > 0 && words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The words that state the situation: without the character's own job, without names and titles, and without time
 * taken unpaid, so a head of sales negotiating his own job offer is not a sales pitch, a job at "Corran Foods" no food
 * order, and "four days off unpaid" no debt.
 */
export function situationWords(text: string, occupation = ''): string {
  const job = occupation.trim();
  const withoutJob = job.length > 2 ? text.replace(new RegExp(String.raw`(?<![\p{L}])${escaped(job)}(?![\p{L}])`, 'giu'), ' ') : text;
  return withoutSaleNounsAsPlaces(
    withoutJob
      .split('\n')
      .map((line) => withoutOthersSales(withoutUnpaidTime(isTitleCase(line) ? line : line.replace(NAMED_PHRASE, ' '))))
      .join('\n'),
  );
}

// The nouns of what a seller puts to a buyer, by lemma: whose it is says who sells.
const SALE_NOUNS = new Set(['quote', 'proposal', 'pitch', 'demo', 'estimate']);

/**
 * A line without the sale nouns a person owns ("Glazier's quote to replace them: £430", "the plumber's estimate"):
 * that person (a person by WordNet) sells, so the words state no pitch of the learner's to the character. "Our quote"
 * keeps it.
 */
export function withoutOthersSales(line: string): string {
  const words = readWords(line);
  const cuts: { start: number; end: number }[] = [];
  let offset = 0;
  words.forEach((word, index) => {
    const start = line.indexOf(word.text, offset);
    if (start < 0) return;
    offset = start + word.text.length;
    const [owner, possessive] = [words[index - 2], words[index - 1]];
    const isOwned = possessive !== undefined && /^['’]s$/.test(possessive.text) && owner?.pos === 'noun' && nounKinds(owner.lemma.toLowerCase(), 1).includes('person');
    if (word.pos === 'noun' && SALE_NOUNS.has(word.lemma.toLowerCase()) && isOwned) cuts.push({ start, end: offset });
  });
  return cuts.reduceRight((text, cut) => `${text.slice(0, cut.start)} ${text.slice(cut.end)}`, line);
}

// Prepositions that put a thing as where something happens: "trains on pitch 3", "at the pitch".
const PLACE_PREPOSITIONS = new Set(['on', 'at', 'onto', 'off']);
// The words a noun phrase may open with between a preposition and its noun: "on the main pitch", "on our pitch".
const PHRASE_OPENERS = new Set(['the', 'a', 'an', 'our', 'my', 'their', 'his', 'her', 'your', 'its', 'this', 'that']);
// How far back a preposition may stand from the noun it places: "on the new grass pitch".
const PLACE_REACH = 4;

/**
 * A text without the sale nouns it uses as places, in the sense WordNet files as a location: "The team trains on pitch
 * 3", "the football pitch was flooded" name a playing field, not a sales pitch put to the character. A noun is a place
 * with a number after it ("pitch 3"), a place preposition opening its phrase ("on the main pitch"), or a sport before
 * it ("football pitch"); once the text uses it so, every use of it is that place ("the pitch was given to another club"),
 * as one text keeps one sense of a word. "Our pitch to the board" keeps it.
 */
export function withoutSaleNounsAsPlaces(text: string): string {
  const words = readWords(text);
  const places = new Set<string>();
  words.forEach((word, index) => {
    const lemma = word.lemma.toLowerCase();
    if (word.pos !== 'noun' || !SALE_NOUNS.has(lemma) || !nounKinds(lemma, PLACE_SENSES).includes('location')) return;
    const next = words[index + 1];
    const isNumbered = next !== undefined && /^\d+[a-z]?$/i.test(next.text);
    const before = words.slice(Math.max(0, index - PLACE_REACH), index);
    const opener = before.findLastIndex((other) => !(PHRASE_OPENERS.has(other.lemma.toLowerCase()) || ((other.pos === 'noun' || other.pos === 'adjective') && other.isWord)));
    const isPlaced = opener >= 0 && PLACE_PREPOSITIONS.has(before[opener]!.lemma.toLowerCase());
    const previous = words[index - 1];
    const isOfASport = previous !== undefined && previous.pos === 'noun' && isKindOf(previous.lemma.toLowerCase(), 'sport', SPORT_DEPTH);
    if (isNumbered || isPlaced || isOfASport) places.add(lemma);
  });
  if (places.size === 0) return text;
  const cuts: { start: number; end: number }[] = [];
  let offset = 0;
  for (const word of words) {
    const start = text.indexOf(word.text, offset);
    if (start < 0) continue;
    offset = start + word.text.length;
    if (word.pos === 'noun' && places.has(word.lemma.toLowerCase())) cuts.push({ start, end: offset });
  }
  return cuts.reduceRight((kept, cut) => `${kept.slice(0, cut.start)} ${kept.slice(cut.end)}`, text);
}
// How many of a sale noun's senses are read for a place: "pitch" is a playing field in its third.
const PLACE_SENSES = 5;
// How far up WordNet a noun before it is looked for as a sport: "netball", "hockey".
const SPORT_DEPTH = 5;

/**
 * A line without "unpaid" where it says how a span of time was taken ("four days off unpaid", "a week of unpaid
 * leave"): its noun, the one after it or else the last before it in the clause, is a time by WordNet, so nothing is
 * owed. "The invoice is still unpaid" keeps it.
 */
export function withoutUnpaidTime(line: string): string {
  const words = readWords(line);
  const cuts: { start: number; end: number }[] = [];
  let offset = 0;
  const positions = words.map((word) => {
    const start = line.indexOf(word.text, offset);
    offset = start >= 0 ? start + word.text.length : offset;
    return start;
  });
  words.forEach((word, index) => {
    if (word.lemma.toLowerCase() !== 'unpaid' || positions[index]! < 0) return;
    const next = words.slice(index + 1).find((other) => other.isWord && other.pos !== 'adjective');
    const previous = words
      .slice(0, index)
      .reverse()
      .find((other) => !other.isWord || other.pos === 'noun' || other.pos === 'verb');
    // In a title of two words the tagger may read the noun as a verb ("Unpaid leave"): a word right after "unpaid"
    // that WordNet holds as a time noun is one.
    const isTimeNoun = (other: Word | undefined): boolean => other !== undefined && nounKinds((other.pos === 'noun' ? other.lemma : other.text).toLowerCase(), 1).includes('time');
    const head = next?.pos === 'noun' || isTimeNoun(next) ? next : previous?.pos === 'noun' ? previous : undefined;
    if (isTimeNoun(head)) cuts.push({ start: positions[index]!, end: positions[index]! + word.text.length });
  });
  return cuts.reduceRight((text, cut) => `${text.slice(0, cut.start)} ${text.slice(cut.end)}`, line);
}

/** The kind of conversation the words describe, or the general kind; `role` is the AI role as typed; `ruledOut` kinds are never chosen. */
export function readSituationKind(stated: string, role: string, occupation = '', ruledOut: ReadonlySet<KindId> = new Set()): SituationKind {
  const text = situationWords(stated, occupation);
  const lower = text.toLowerCase();
  const roleLower = role.toLowerCase();
  let best: SituationKind = GENERAL_KIND;
  let bestScore = 0;
  for (const kind of SITUATION_KINDS) {
    // A kind brings its own concerns and agreement, so a word in passing ("shifts", "invoices") is not enough, nor
    // one the words deny ("He has never had a complaint from a parent" states no complaint).
    if (ruledOut.has(kind.id) || !affirms(text, kind.evidence)) continue;
    const score = kind.keywords.reduce((sum, keyword) => sum + hits(lower, keyword), 0) + (kind.roles.some((name) => roleLower.includes(name)) ? 2 : 0);
    // The table's order breaks ties, so the answer is deterministic.
    if (score + 1 > bestScore) {
      best = kind;
      bestScore = score + 1;
    }
  }
  return best;
}

/**
 * The kinds a character comes with (a complaint, a request) that only the learner's own words state: "My laptop has
 * crashed four times" makes the learner the one complaining, so the character is the one complained to, and neither
 * opens with the complaint nor voices its concerns. A learner's sentence that speaks of the character ("You take a
 * call from Helen Price, whose laptop…") tells the character's matter and does not count; the title belongs to
 * neither side.
 */
export function learnersOwnKinds(learnerSentences: readonly string[], characterSide: readonly string[], speaksOfCharacter: (sentence: string) => boolean, occupation = '', role = ''): Set<KindId> {
  const learnerOwn = situationWords(learnerSentences.filter((sentence) => !speaksOfCharacter(sentence)).join('\n'), occupation);
  const theirs = situationWords(characterSide.join('\n'), occupation);
  const roleLower = role.toLowerCase();
  // A character typed as the kind's own party ("Customer" for a complaint) comes with it, whoever's words name it.
  const isTheirs = (kind: SituationKind) => affirms(theirs, kind.evidence) || kind.roles.some((name) => roleLower.includes(name));
  return new Set(SITUATION_KINDS.filter((kind) => kind.initiative === 'character' && affirms(learnerOwn, kind.evidence) && !isTheirs(kind)).map((kind) => kind.id));
}
