// The one text module of the AI layer: words, light stems, sentences, quotes, questions and the small wording helpers
// ("a" or "an", a closing stop). Every engine (the character, the grader, the persona and
// scenario generators, the twin), the tasks and the evaluation read text through it, so they all cut a sentence, match
// a word and tell a question the same way. (Capitalising and lists "a, b and c", which the web needs too, are src/shared/text.ts.)
import { isDictionaryWord, namesMatterToExplain } from './wordnet.ts';
import { BoundedMemo } from '../../lib/bounded-memo.ts';

const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
// A sentence may end at its end mark (with any closing quote) before a space; it always ends at a line break.
const SENTENCE_END = /[.!?…]["”’)]*\s+/g;
const PARAGRAPH_BREAK = /\s*\n\s*/;
// The same lines are cut again and again (every turn replays the conversation): a line's sentences are kept a while.
const sentenceMemo = new BoundedMemo<readonly string[]>({ entries: 20_000, keyChars: 2_000_000, longestKey: 2_000 });
// Words written with a full stop that stand before what they belong to ("St. Anne's", "Dr. Okoro", "Mrs. Hale"): a
// sentence never ends on them.
const TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'st', 'mt', 'ft', 'prof', 'rev', 'fr', 'sr', 'jr', 'sgt', 'capt', 'col', 'gen', 'lt', 'cpl', 'hon', 'gov', 'pres', 'messrs', 'mme', 'mlle', 'vs', 'cf', 'approx', 'ca']);
// Abbreviations in a sentence's middle ("e.g. plums", "at 7 a.m. on Sundays"): one ends there only before a capital.
const INNER_ABBREVIATIONS = new Set(['e.g', 'i.e', 'a.m', 'p.m', 'etc', 'viz', 'incl', 'esp', 'dept', 'est', 'no', 'nos', 'vol', 'ch', 'fig', 'p', 'pp']);
// Numbered: "No. 5", "Vol. 2", "pp. 10".
const NUMBERED = new Set(['no', 'nos', 'vol', 'ch', 'fig', 'p', 'pp']);

/** Whether a full stop after `word`, followed by `next`, is no sentence's end: a title, an initial, an abbreviation. */
function stopsShort(word: string, next: string): boolean {
  const lower = word.toLowerCase();
  if (TITLES.has(lower)) return true;
  // "J. R. Tolkien", "Mary B. Shaw": an initial before a name ("vitamin C. It works" ends at the stop).
  if (/^\p{Lu}$/u.test(word) && word !== 'I' && /^\p{Lu}/u.test(next)) return !STOP_WORDS.has((/^[\p{L}'’]+/u.exec(next)?.[0] ?? '').toLowerCase().replaceAll('’', "'"));
  // "U.S. law", "B.Sc. in chemistry": letters with stops, before a word that goes on.
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word) && !INNER_ABBREVIATIONS.has(lower)) return !/^\p{Lu}/u.test(next);
  if (NUMBERED.has(lower)) return /^\d/.test(next) || (lower !== 'no' && !/^\p{Lu}/u.test(next));
  if (INNER_ABBREVIATIONS.has(lower)) return !/^\p{Lu}/u.test(next) || lower === 'e.g' || lower === 'i.e';
  return false;
}

/**
 * One paragraph's sentences: cut after each end mark that ends one. `settled`, when given, is set to the last cut that
 * text added after a space cannot move (one with text after it in the paragraph): where it is and how many sentences
 * come before it.
 */
function sentencesOfLine(line: string, settled?: { at: number; count: number }): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    const mark = match[0].trimEnd();
    if (mark.startsWith('.') && mark.length === 1) {
      const word = /([\p{L}\p{N}.]+)$/u.exec(line.slice(start, match.index))?.[1] ?? '';
      const next = line.slice(end).trimStart();
      if (stopsShort(word, next)) continue;
    }
    sentences.push(line.slice(start, end));
    start = end;
    // A cut with text after it holds: whether a full stop ends a sentence depends only on the word before it and the
    // first character and word after it, and a space ends that word whatever is added.
    if (settled && end < line.length) {
      settled.at = end;
      settled.count = sentences.length;
    }
  }
  sentences.push(line.slice(start));
  return sentences;
}

/** Words that carry no fact of their own: function words, and the filler of questions ("tell me about …"). */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each else ever every few for from further get gets getting got had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just let lets like me more most much must my myself ' +
    'no nor not now of off on once only or other our ours ourselves out over own please really same say said says she should so some ' +
    'such than that the their theirs them themselves then there these they this those through to too under until up us very was we ' +
    'were what when where which while who whom whose why will with would yes yet you your yours yourself yourselves ' +
    "i'm i've i'd i'll you're you've you'd don't didn't doesn't isn't wasn't aren't can't won't what's who's where's " +
    'tell know think remember thing things lot lots favorite favourite name named something anything anyone someone kind sort ' +
    'one first still always never often sometimes well good great many bit time times way day days ok okay oh hmm ' +
    'go goes going went gone come came make made take took see saw want wanted need use feel felt'
  ).split(/\s+/),
);

// Stems already worked out: a person's texts repeat their words, and the stemmer's regular expressions are the cost.
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

// Irregular forms, read as their plain verb: "When did you buy it?" finds "I bought it five weeks ago".
const IRREGULAR_FORMS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'bought:buy paid:pay spent:spend sold:sell told:tell tried:try tries:try thought:think lost:lose broke:break ' +
    'broken:break gave:give given:give took:take taken:take went:go made:make said:say began:begin begun:begin chose:choose ' +
    'chosen:choose knew:know known:know held:hold kept:keep met:meet sent:send built:build felt:feel found:find brought:bring ' +
    'caught:catch taught:teach fell:fall fallen:fall wrote:write written:write ran:run won:win hid:hide hidden:hide ' +
    'understood:understand stood:stand dealt:deal meant:mean heard:hear led:lead hung:hang got:get gotten:get forgot:forget ' +
    'forgotten:forget became:become overspent:overspend rang:ring rung:ring quit:quit'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** "gardening" → "garden", "sisters" → "sister", "loved" and "love" → "lov": enough to match forms of a word, no more. */
export function stemWord(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const lower = word.toLowerCase();
  let stem = (IRREGULAR_FORMS[lower] ?? lower).replace(/['’]s$/, '').replace(/['’]/g, '');
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  else if (stem.length > 4 && /(?:ss|x|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us')) stem = stem.slice(0, -1);
  // "running" → "runn" → "run", "planned" → "plann" → "plan".
  if (stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, stem);
  return stem;
}

/** The words of a text, lower-cased, in order. */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  return lower.match(WORD_PATTERN)?.map((word) => (word.includes('’') ? word.replaceAll('’', "'") : word)) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase().replaceAll('’', "'"));
}

/** The stems of a text's content words (stop words left out). */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of wordsOf(text)) {
    if (STOP_WORDS.has(word) || (/^\d+$/.test(word) && word.length < 2)) continue;
    stems.add(stemWord(word));
  }
  return stems;
}

/**
 * A text cut into sentences (a line break also ends one), each trimmed, empty ones left out. A full stop ends a
 * sentence unless it closes a title ("St. Anne's", "Dr. Okoro", "Mrs. Hale"), an initial ("J. R. Tolkien"), a
 * number's label ("No. 5") or an abbreviation inside a sentence ("e.g. plums"); a decimal ("2.5") has no space to cut at.
 */
export function splitSentences(text: string): string[] {
  return [...sentenceMemo.answer(text, () => tidySentences(text.split(PARAGRAPH_BREAK).flatMap((line) => sentencesOfLine(line))))];
}

/** Sentences as they are given: spacing collapsed, trimmed, and those without a letter or digit left out. */
function tidySentences(sentences: readonly string[]): string[] {
  return sentences.map((sentence) => sentence.replaceAll(/\s+/g, ' ').trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * The sentences of a text that grows a piece at a time, each piece added after a space (a conversation's lines said
 * one after another), as {@link splitSentences} cuts the whole text, each sentence passed through `read` once. Only
 * the text after the last cut that nothing added can move is cut again, so each piece is read about once however long
 * the text grows (a piece with no sentence end is read again with the next).
 */
export class GrowingSentences<T> {
  readonly #read: (sentence: string) => T;
  readonly #settled: T[] = [];
  /** The text after the last settled cut; null before the first piece. */
  #rest: string | null = null;

  constructor(read: (sentence: string) => T) {
    this.#read = read;
  }

  add(piece: string): void {
    const paragraphs = (this.#rest === null ? piece : `${this.#rest} ${piece}`).split(PARAGRAPH_BREAK);
    const last = paragraphs.pop() ?? '';
    for (const paragraph of paragraphs) this.#settle(tidySentences(sentencesOfLine(paragraph)));
    const settled = { at: 0, count: 0 };
    const sentences = sentencesOfLine(last, settled);
    this.#settle(tidySentences(sentences.slice(0, settled.count)));
    this.#rest = last.slice(settled.at);
  }

  /** The whole text's sentences so far, read: `splitSentences(whole).map(read)`. */
  sentences(): T[] {
    return this.#rest === null ? [...this.#settled] : [...this.#settled, ...tidySentences(sentencesOfLine(this.#rest)).map(this.#read)];
  }

  #settle(sentences: readonly string[]): void {
    for (const sentence of sentences) this.#settled.push(this.#read(sentence));
  }
}

/** The sentence as quoted: ends with punctuation, and at most `max` characters, cut at a word with an ellipsis. */
export function quoteSentence(sentence: string, max: number): string {
  const text = sentence.trim();
  if (text.length > max) return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return ensureStop(text);
}

/** The text, trimmed, ending in a sentence mark (a closing quote or bracket may follow it): "Fine" → "Fine.". */
export function ensureStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "a" or "an" before a phrase, as it sounds: "an HR manager", "an 8-year-old", "a university", "a one-off". */
export function withArticle(phrase: string): string {
  // Acronyms are read letter by letter: "an HR manager", "an MBA student".
  const isVowelSound = /^(?:8|1[18]\b|1[18]-)/.test(phrase) || /^[AEFHILMNORSX][A-Z]+\b/.test(phrase) || (/^[aeiou]/i.test(phrase) && !/^(?:uni|eu|one|us)/i.test(phrase) && !/^[A-Z]{2}/.test(phrase));
  return `${isVowelSound ? 'an' : 'a'} ${phrase}`;
}

const COUNTED_WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(COUNTED_WORD)?.length ?? 0;
}

const MAX_QUOTE_LENGTH = 220;

/** The first sentence of a text, whitespace collapsed. */
export function firstSentence(text: string): string {
  const trimmed = text.trim().replaceAll(/\s+/g, ' ');
  const match = /^.*?[.!?](\s|$)/.exec(trimmed);
  return (match ? match[0] : trimmed).trim();
}

export function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!?;:,\s]+$/, '');
}

/** A text short enough to quote in one spoken sentence, cut at a word with an ellipsis. */
export function quote(text: string, maxLength = MAX_QUOTE_LENGTH): string {
  const clean = text.trim().replaceAll(/\s+/g, ' ');
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1).replace(/\s+\S*$/, '')}…` : clean;
}

// Words that open a sentence without changing what it asks: "So, what…", "Okay and how…".
const LEAD_IN = /^(?:(?:so|and|but|okay|ok|well|right|alright|now|then|also|great|thanks|sure|just|first|finally)\b[\s,]*)+/i;
// "Could you tell me…", "Can you walk me through…": a polite frame around the real question.
const POLITE_FRAME = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=tell|describe|walk|talk|explain|help|share|say)/i;
// "How about…" and "What if…" propose something: a question, but not an open one.
const OPEN_START = /^(?:what(?!\s+if\b)|how(?!\s+about\b)|why|which|in what way|tell me|describe|walk me through|talk me through|explain|help me understand|share)\b/i;
const WH_START = /^(?:what|how|why|which|when|where|who|whom|whose)\b/i;
const AUXILIARY_QUESTION =
  /^(?:can|could|would|will|do|does|did|is|are|was|were|have|has|had|should|shall|may|might|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|couldn't)\s+(?:you|we|i|it|they|he|she|there|that|this|the|your|our|my|their|anyone|someone)\b/i;

function stripLeadIn(sentence: string): string {
  return sentence.replace(/^["'“‘(]+/, '').replace(LEAD_IN, '').trim();
}

// "What I'd suggest is a pilot", "How we fix it matters": a wh-word straight before its subject opens a statement.
const WH_STATEMENT = /^(?:what|how|why|where|when|who)\s+(?:i|we|you|they|he|she|it)(?:['’](?:d|ll|m|re|ve|s))?\s/i;

/** A question: ends with "?", or opens like one (speech transcripts often lose the question mark), or asks to be told. */
export function isQuestion(sentence: string): boolean {
  const core = stripLeadIn(sentence);
  if (sentence.trim().endsWith('?')) return true;
  if (WH_STATEMENT.test(core)) return false;
  return WH_START.test(core) || AUXILIARY_QUESTION.test(core) || OPEN_START.test(core.replace(POLITE_FRAME, ''));
}

// "How about…", "What if…", "Why don't we…", "Why not…": a question-word opening that proposes rather than asks.
const PROPOSING_START = /^(?:how about|what about|what if|why (?:don['’]t|not))\b/i;

/**
 * A question that asks the other person for something by a question word ("What's the reference on your booking?",
 * "Who did you plan it with?"): it asks, and so shows no statement (an answer, an offer, a step agreed) of its own.
 * "How about Friday?" and "What if we refund it?" propose instead; a yes-or-no question ("Shall we say Friday?") is
 * not one.
 */
export function asksByQuestionWord(sentence: string): boolean {
  if (!isQuestion(sentence)) return false;
  let core = stripLeadIn(sentence).replace(POLITE_FRAME, '');
  if (!WH_START.test(core) && LEADING_CLAUSE.test(core)) core = stripLeadIn(core.split(/,\s*/).at(-1) ?? core).replace(POLITE_FRAME, '');
  return WH_START.test(core) && !WH_STATEMENT.test(core) && !PROPOSING_START.test(core);
}

// "What's the order number?", "What is your budget?": a short what/which question about a thing asks for one fact.
const FACT_QUESTION = /^(?:what|which)(?:'s|’s|\s+is|\s+are|\s+was|\s+were)\s+(?:the|your|our|its|their|this|that|his|her)\b/i;
const FACT_QUESTION_MAX_WORDS = 6;
const OPEN_FACT_WORDS = /\b(?:happen\w*|matters?|think|feel\w*|need\w*|want\w*|like|mean\w*|worr\w*|important|going on|changed?)\b/i;

// A clause that sets the scene before the question: "When you find a gap late, how…", "Of everything here, what…".
const LEADING_CLAUSE = /^(?:when|if|since|as|given|of|apart from|besides|beyond|thinking about|looking at|looking back|in|on|for|with|after|before|once|now that|from)\b[^,]{2,80},/i;

/** An open question invites a description rather than a yes or no: what, how, why, which, tell me, walk me through… */
export function isOpenQuestion(sentence: string): boolean {
  if (!isQuestion(sentence)) return false;
  let core = stripLeadIn(sentence).replace(POLITE_FRAME, '');
  // "When you find a gap late, how do you fill it?", "Of everything here, what matters most?": the question after the clause.
  if (!OPEN_START.test(core) && LEADING_CLAUSE.test(core)) core = stripLeadIn(core.split(/,\s*/).at(-1) ?? core).replace(POLITE_FRAME, '');
  if (!OPEN_START.test(core)) return false;
  return !FACT_QUESTION.test(core) || countWords(core) > FACT_QUESTION_MAX_WORDS || OPEN_FACT_WORDS.test(core) || asksAboutMatter(core);
}

/**
 * Whether a short "what is the …?" asks about a matter to explain ("What is the problem?", "What's your biggest
 * concern?") rather than one fact ("What is the date?", "What's the order number?"): the noun asked about, the last
 * word before the phrase ends or a function word follows, read through WordNet.
 */
function asksAboutMatter(question: string): boolean {
  const asked = wordsOf(question.replace(FACT_QUESTION, ''));
  const end = asked.findIndex((word) => STOP_WORDS.has(word));
  const head = (end === -1 ? asked : asked.slice(0, end)).at(-1);
  return head !== undefined && namesMatterToExplain(head);
}

function stemRun(text: string): string[] {
  return wordsOf(text).map(stemWord);
}

function containsRun(stems: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= stems.length; start += 1) {
    if (wanted.every((stem, offset) => stems[start + offset] === stem)) return true;
  }
  return false;
}

/**
 * Whether a text mentions a keyword or phrase, word endings ignored: "budgets" matches "budget", "agency nurses"
 * matches "agency nurse", and "cost" never matches inside "costume". Every engine matches a brief's keywords with it.
 */
export function mentionsKeyword(text: string, keyword: string): boolean {
  return containsRun(stemRun(text), stemRun(keyword));
}

// Keywords are matched again and again (a brief's, on every line of a conversation): their stems are kept.
const keywordStemCache = new Map<string, string[]>();
const KEYWORD_CACHE_LIMIT = 20_000;

function keywordStems(keyword: string): string[] {
  let stems = keywordStemCache.get(keyword);
  if (stems === undefined) {
    if (keywordStemCache.size >= KEYWORD_CACHE_LIMIT) keywordStemCache.clear();
    stems = stemRun(keyword);
    keywordStemCache.set(keyword, stems);
  }
  return stems;
}

/** The keywords (of those given) a text mentions, in the order given. */
export function mentionedKeywords(text: string, keywords: readonly string[]): string[] {
  return [...mentionMemo.answer(`${keywords.join('\u0001')}\u0000${text}`, () => mentionedFresh(text, keywords))];
}
// Every turn weighs the same replayed lines against the brief's same keywords: each pair's answer is kept a while.
const mentionMemo = new BoundedMemo<readonly string[]>({ entries: 20_000, keyChars: 2_000_000, longestKey: 4_000 });

function mentionedFresh(text: string, keywords: readonly string[]): string[] {
  const stems = stemRun(text);
  return keywords.filter((keyword) => containsRun(stems, keywordStems(keyword)));
}

/**
 * "Bank Manager" → "bank manager", "Self-Employed Electrician" → "self-employed electrician", "E-bike repair shop owner"
 * → "e-bike repair shop owner", keeping names, acronyms and numbered names: "product specialist from RotaCare", "IT
 * analyst", "Year 6 teacher"; a possessive of a word, not of a name: "Patient's Daughter" → "patient's daughter".
 */
export function asPhrase(text: string): string {
  const words = text.trim().split(/\s+/);
  return words
    .map((word, index) => {
      const afterPreposition = index > 0 && /^(?:at|from|for|in|with)$/i.test(words[index - 1]!);
      const beforeNumber = /^\d/.test(words[index + 1] ?? '');
      // "Patient's Daughter" → "patient's daughter"; a name's possessive stays: "Sainsbury's manager".
      const possessive = /^(\p{Lu}\p{Ll}+)['’]s$/u.exec(word);
      const isPlainCapitalised = (/^\p{Lu}\p{Ll}*(?:-\p{L}\p{Ll}*)*$/u.test(word) && /\p{Ll}/u.test(word)) || (possessive !== null && isDictionaryWord(possessive[1]!.toLowerCase()));
      return isPlainCapitalised && !afterPreposition && !beforeNumber ? word.toLowerCase() : word;
    })
    .join(' ');
}
