// What a learner's line says it does, with negation and refusal read: "I'm not apologising", "I won't offer any
// options", "No, there's no date I can give you" show the opposite of the behaviour their words name. The character
// (acts and state) and the grader (behaviours, "What you uncovered") read behaviours through this one module, so a
// line counts the same way in the conversation and in its report. Edit the cue and boundary patterns here.
import { isStopWord, stemWord, wordsOf } from '../language/text.ts';
import { BoundedMemo } from '../../lib/bounded-memo.ts';

/** Words that deny what follows them in their clause. */
const CUE = /\b(?:\w+n['’]t|not|no|never|nothing|nobody|none|neither|nor|nowhere|without|cannot|refuse[sd]?|refusing|unable|decline[sd]?|declining)\b/gi;

/**
 * Cue words that deny nothing: "no problem", "not only…", "no later than Friday" (a deadline), "without fail", and a
 * suggestion put as a question ("why don't we…").
 */
const NOT_DENYING = /\b(?:no (?:problem|worries|doubt|matter|later than|sooner|rush|pressure)|not (?:only|just|a problem|later than)|without (?:fail|delay|question|doubt)|why (?:not|don['’]t|doesn['’]t|won['’]t|wouldn['’]t|can['’]t|couldn['’]t))\b/gi;

/**
 * Where a cue's reach ends: clause punctuation, a contrast ("but", "however"…), "and"/"so"/"then" starting a new
 * clause with its own subject ("I can't do Thursday and I'll ring you Friday"), or the main clause's subject after a
 * clause opened by "if", "unless", "when"… though no comma marks it ("If there is no water inside we refund the £89":
 * the water is denied, not the refund; language/lemmas.ts reads it alike). That subject is a pronoun that can only be
 * one, not the word straight after the opener ("if we…"), with no comma after it in the sentence: "If there's no date
 * I can give you, …" is still the first clause.
 */
const BOUNDARY =
  /[,;:.!?…()\n]|\s[-–—]\s|\b(?:but|however|though|although|yet|except|whereas|while|instead|otherwise)\b|\b(?:and|or|so|then|because)\s+(?=(?:i|we|you|they|he|she|it|that|this|there|let['’]?s|let us|i['’](?:ll|m|d|ve)|we['’](?:ll|re|d|ve)|you['’](?:ll|re|d|ve)|that['’]s|there['’]s|it['’]s)\b)|(?<=\b(?:if|unless|once|when|whenever|because|since)\s+[^,;:.!?\s][^,;:.!?]*)\s+(?=(?:i|we|they|he|she)\b[^,;:.!?]*(?:[.!?]|$))/gi;

/** The cues that negate a verb, and so may reach back to its subject. */
const VERB_NEGATION = /^(?:\w+n['’]t|not|never|cannot)$/i;

/** A clause opened by a subject the speaker names: a cue after it denies only what follows it. */
const OWN_SUBJECT = /^\W*(?:(?:so|well|look|honestly|sorry|okay|ok|right|and|but)\W+)*(?:i|we|you|they|he|she|i['’](?:m|ll|d|ve)|we['’](?:re|ll|d|ve)|you['’](?:re|ll|d|ve)|they['’](?:re|ll|d|ve)|he['’]s|she['’]s|let['’]?s|let us)\b/i;

/** A span of text a cue denies; the cue's own position, since a pattern that holds the cue ("not my problem") says it outright. */
export interface NegatedSpan {
  start: number;
  end: number;
  cueStart: number;
}

/** A phrasal verb that means something else than its verb ("sign it off" approves; it asks no one to sign). */
const PHRASAL = /\bsign(?:s|ed|ing)?\s+(?:(?:it|this|that|them|these|those|the\s+\w+)\s+)?off\b/gi;
/** "a fifth", "two thirds": a share, not a day of the month. */
const FRACTION = /\b(?:a|an|one|two|three|four)\s+(?:half|third|quarter|fifth|sixth|tenth)s?\b/gi;

/**
 * "Sorry, before we start, could you…?", "I'm sorry, can you say that again?", "Sorry to interrupt, but…": "sorry" as a
 * preface to what follows, not an apology. By its grammar: "sorry" (or "sorry to" and a verb that is no perceiving:
 * "sorry to hear that" is sympathy) set off by a comma or a dash, before a question or a clause that has no subject of
 * its own ("before we start", "just to check", "one more thing"). "Sorry, that was our mistake", "Sorry, I should
 * have called" and "I'm sorry, the agent should have been there" keep their subject, and are apologies.
 */
const APOLOGY_PREFACE =
  /(?<=^|[.!?]\s+)\W*(?:(?:oh|so|and|um|erm|well)\W+)?(?:i['’]?m\s+|i am\s+)?(?:so\s+|really\s+|very\s+)?sorry(?:\s+to\s+(?!hear|see|learn|read|find)\w+(?:\s+(?:you|in|on|off|up))?)?\s*(?:,|\s[-–—]|(?=\s+but\b))\s*(?:but\s+)?(?=[^.!?]*\?|(?!(?:i|we|you|they|he|she|it|that|this|there|our|my|your|(?:the|his|her|their)\s+\w+\s+(?:was|were|is|has|had|should|shouldn['’]t|did|didn['’]t|wasn['’]t|never|must|could|would|will|won['’]t))\b)[\p{L}])/giu;

/** The text as the detectors read it: phrasal verbs and fractions written as what they mean, and an apology used as a preface left out. */
export function normaliseMeaning(text: string): string {
  return text.replace(PHRASAL, 'approve').replace(FRACTION, 'a share').replace(APOLOGY_PREFACE, '');
}

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** A calendar date: "the 15th", "on the 3rd", "15 March", "March 15th", "15/03". A share ("a fifth") is none. */
export const DATE = new RegExp(`\\b(?:on|by|from|until|before|after|for) the \\d{1,2}(?:st|nd|rd|th)\\b|\\b\\d{1,2}(?:st|nd|rd|th)?(?: of)? ${MONTH}\\b|\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b`, 'i');

function rangesOf(pattern: RegExp, text: string): [number, number][] {
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

function clauses(text: string): [number, number][] {
  const found: [number, number][] = [];
  let start = 0;
  for (const [from, to] of rangesOf(BOUNDARY, text)) {
    if (from > start) found.push([start, from]);
    start = to;
  }
  if (start < text.length) found.push([start, text.length]);
  return found;
}

// Every behaviour of a line is read against the same spans: they are kept for the last lines read.
const spanCache = new Map<string, readonly NegatedSpan[]>();
const SPAN_CACHE_LIMIT = 5_000;

/** The spans of a (normalised) text that a negation or refusal denies, each to the end of its clause. */
export function negatedSpans(text: string): readonly NegatedSpan[] {
  const cached = spanCache.get(text);
  if (cached) return cached;
  const exempt = rangesOf(NOT_DENYING, text);
  const spans: NegatedSpan[] = [];
  for (const [start, end] of clauses(text)) {
    const clause = text.slice(start, end);
    // A question asserts nothing: "Is there anything in that plan that doesn't work for you?" refuses nothing.
    const sentenceEnd = text.slice(end).search(/[.!?\n]|$/) + end;
    if (text[sentenceEnd] === '?') continue;
    for (const cue of clause.matchAll(CUE)) {
      const cueStart = start + cue.index;
      if (exempt.some(([from, to]) => cueStart >= from && cueStart < to)) continue;
      // A verb's negation after a subject other than "I", "we" or "you" denies its whole clause ("A refund isn't
      // possible"); after them it denies what follows ("I'm not apologising", "We can't offer a refund"). "No",
      // "nothing", "without"… deny only the words after them ("That means moving the date, without the payments").
      const before = clause.slice(0, cue.index);
      const isVerbNegation = VERB_NEGATION.test(cue[0]);
      spans.push({ start: isVerbNegation && !OWN_SUBJECT.test(before) ? start : cueStart, end, cueStart });
      break;
    }
  }
  if (spanCache.size >= SPAN_CACHE_LIMIT) spanCache.clear();
  spanCache.set(text, spans);
  return spans;
}

const globalCopies = new WeakMap<RegExp, RegExp>();

function globalCopy(pattern: RegExp): RegExp {
  let copy = globalCopies.get(pattern);
  if (!copy) {
    copy = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globalCopies.set(pattern, copy);
  }
  return copy;
}

function isDenied(spans: readonly NegatedSpan[], from: number, to: number): boolean {
  // A match that holds its own cue ("not my problem", "that isn't easy") means what it says.
  return spans.some((span) => from >= span.start && from < span.end && !(span.cueStart >= from && span.cueStart < Math.max(to, from + 1)));
}

function readMatches(text: string, pattern: RegExp): { affirmed: boolean; denied: boolean } {
  const said = normaliseMeaning(text);
  const spans = negatedSpans(said);
  let affirmed = false;
  let denied = false;
  for (const match of said.matchAll(globalCopy(pattern))) {
    if (isDenied(spans, match.index, match.index + match[0].length)) denied = true;
    else affirmed = true;
    if (affirmed) break;
  }
  return { affirmed, denied };
}

/** How a detector tests a pattern on a sentence: `affirms` in use, `mentions` for what the words alone name. */
export type PatternReader = (text: string, pattern: RegExp) => boolean;

/** Whether the text says the pattern's behaviour: a match outside every negation's reach. */
export const affirms: PatternReader = (text, pattern) => readMatches(text, pattern).affirmed;

/** Whether the text's words name the behaviour at all, negated or not. */
export const mentions: PatternReader = (text, pattern) => pattern.test(normaliseMeaning(text));

/** Whether the text names the behaviour only to deny or refuse it ("I won't offer any options"). */
export function refuses(text: string, pattern: RegExp): boolean {
  const { affirmed, denied } = readMatches(text, pattern);
  return denied && !affirmed;
}

/** A modal said with its negation: what the speaker says they cannot or will not do. */
const NEGATED_MODAL = /^(?:can['’]?t|cannot|won['’]t|couldn['’]t|wouldn['’]t|shan['’]t|unable|refuse[sd]?|refusing|decline[sd]?|declining)\b/i;
/** A contrast that opens a clause: what follows it is set against what came before. */
const CONTRAST = /\b(?:but|however|though|although|yet|except|whereas)\b/gi;

/**
 * Whether a sentence gives something and then refuses a part of it: a clause after a contrast that denies it with a
 * negated modal, after words it does not deny ("I can cancel today and refund October, but November I cannot do";
 * "We'll replace the lamp, though we can't cover the postage"). A question refuses nothing.
 */
export function refusesPart(text: string): boolean {
  const said = normaliseMeaning(text);
  const spans = negatedSpans(said);
  for (const contrast of said.matchAll(CONTRAST)) {
    const given = said.slice(0, contrast.index);
    const sentenceStart = Math.max(given.search(/[^.!?]*$/), 0);
    const deniedBefore = (at: number) => spans.some((span) => at >= span.start && at < span.end);
    const givesFirst = [...given.slice(sentenceStart).matchAll(WORD)].some((word) => !isStopWord(word[0].toLowerCase()) && !deniedBefore(sentenceStart + word.index));
    if (!givesFirst) continue;
    const sentenceEnd = said.slice(contrast.index).search(/[.!?]|$/) + contrast.index;
    if (spans.some((span) => span.cueStart > contrast.index && span.cueStart < sentenceEnd && NEGATED_MODAL.test(said.slice(span.cueStart)))) return true;
  }
  return false;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The stems of a text's words, each with where it starts and ends. */
function stemmedWords(text: string): { stem: string; from: number; to: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ stem: stemWord(match[0].toLowerCase().replaceAll('’', "'")), from: match.index, to: match.index + match[0].length }));
}

// Words of negation: one matches a keyword only as itself ("not" is never "noted", though both stem to "not").
const NEGATION_WORDS: ReadonlySet<string> = new Set(['not', 'no', 'never', 'nor', 'none']);

/**
 * The keywords (of those given) the text affirms, in the order given: a mention inside a negation's reach does not
 * count ("I'm not apologising"), one that holds its own cue does ("sorry nobody mentioned"), and a keyword that is one
 * function word ("by", "on") names nothing.
 */
export function affirmedKeywords(text: string, keywords: readonly string[]): string[] {
  return [...affirmedMemo.answer(`${keywords.join('\u0001')}\u0000${text}`, () => affirmedFresh(text, keywords))];
}
// Every turn weighs the same replayed lines against the brief's same keywords: each pair's answer is kept a while.
const affirmedMemo = new BoundedMemo<readonly string[]>({ entries: 20_000, keyChars: 2_000_000, longestKey: 4_000 });

function affirmedFresh(text: string, keywords: readonly string[]): string[] {
  const said = normaliseMeaning(text);
  const words = stemmedWords(said);
  const spans = negatedSpans(said);
  return keywords.filter((keyword) => {
    const wanted = wordsOf(keyword);
    // A phrase of function words is an expression ("how are you"); one of them alone names nothing.
    if (wanted.length === 0 || (wanted.length === 1 && isStopWord(wanted[0]!))) return false;
    const stems = wanted.map(stemWord);
    // "not" is never "noted", though the stemmer cuts both to "not": a word of negation matches only itself.
    const matches = (offset: number, start: number) => {
      const word = words[start + offset]!;
      if (word.stem !== stems[offset]) return false;
      const written = said.slice(word.from, word.to).toLowerCase();
      return !NEGATION_WORDS.has(written) || written === wanted[offset]!.toLowerCase();
    };
    for (let start = 0; start + stems.length <= words.length; start += 1) {
      if (!stems.every((_stem, offset) => matches(offset, start))) continue;
      if (!isDenied(spans, words[start]!.from, words[start + stems.length - 1]!.to)) return true;
    }
    return false;
  });
}
