// How a line is said: its words, sentences, questions (open or closed) and filler words. Used by the offline grader
// and by the report's delivery figures, so both count the same way.

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** A word's rough stem, so "refunded", "refunds" and "refund" match: the grader compares words by it. */
export function stem(word: string): string {
  return word.replace(/(?:ies|es|s|ing|ed|ly|e)$/, '').slice(0, 7);
}

/** Lower-case words of a text (letters, inner apostrophes and hyphens). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? [];
}

export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stem));
}

/** The sentences of a text as verbatim parts of it (trimmed), so any of them can be quoted. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\r?\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

// Words that open a sentence without changing what it asks: "So, what…", "Okay and how…".
const LEAD_IN = /^(?:(?:so|and|but|okay|ok|well|right|alright|now|then|also|great|thanks|sure|just|first|finally)\b[\s,]*)+/i;
// "Could you tell me…", "Can you walk me through…": a polite frame around the real question.
const POLITE_FRAME = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=tell|describe|walk|talk|explain|help|share|say)/i;
const OPEN_START = /^(?:what|how|why|which|in what way|tell me|describe|walk me through|talk me through|explain|help me understand|share)\b/i;
const WH_START = /^(?:what|how|why|which|when|where|who|whom|whose)\b/i;
const AUXILIARY_QUESTION =
  /^(?:can|could|would|will|do|does|did|is|are|was|were|have|has|had|should|shall|may|might|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|couldn't)\s+(?:you|we|i|it|they|he|she|there|that|this|the|your|our|my|their|anyone|someone)\b/i;

function stripLeadIn(sentence: string): string {
  return sentence.replace(/^["'“‘(]+/, '').replace(LEAD_IN, '').trim();
}

/** A question: ends with "?", or opens like one (speech transcripts often lose the question mark), or asks to be told. */
export function isQuestion(sentence: string): boolean {
  const core = stripLeadIn(sentence);
  return sentence.trim().endsWith('?') || WH_START.test(core) || AUXILIARY_QUESTION.test(core) || OPEN_START.test(core.replace(POLITE_FRAME, ''));
}

// "What's the order number?", "What is your budget?": a short what/which question about a thing asks for one fact.
const FACT_QUESTION = /^(?:what|which)(?:'s|’s|\s+is|\s+are|\s+was|\s+were)\s+(?:the|your|our|its|their|this|that|his|her)\b/i;
const FACT_QUESTION_MAX_WORDS = 6;
const OPEN_FACT_WORDS = /\b(?:happen\w*|matters?|think|feel\w*|need\w*|want\w*|like|mean\w*|worr\w*|important|going on|changed?)\b/i;

/** An open question invites a description rather than a yes or no: what, how, why, which, tell me, walk me through… */
export function isOpenQuestion(sentence: string): boolean {
  if (!isQuestion(sentence)) return false;
  const core = stripLeadIn(sentence).replace(POLITE_FRAME, '');
  if (!OPEN_START.test(core)) return false;
  return !FACT_QUESTION.test(core) || countWords(core) > FACT_QUESTION_MAX_WORDS || OPEN_FACT_WORDS.test(core);
}

// Determiners before "kind of" / "sort of" make them ordinary words ("what kind of rota").
const KIND_OF_DETERMINER = /\b(?:a|an|the|what|which|this|that|these|those|some|any|every|each|no|one|same|other|your|our|my|their|his|her|its|of|this)\s+$/i;

const FILLER_PATTERNS: readonly RegExp[] = [
  /\b(?:um+|uh+|uhm+|erm+|er|hmm+)\b/gi,
  /\bbasically\b/gi,
  /\bactually\b/gi,
  // "like" as filler: set off by a comma, or straight after another filler ("um like").
  /\blike(?=,)|(?<=\b(?:um+|uh+|er|erm),?\s)like\b/gi,
  // "you know" as filler: closes a clause or is set off by commas, not "do you know the…".
  /(?<!\b(?:do|did|don't|if|as|would|could|will|can|what|that|how)\s)\byou know(?=\s*[,.!?…]|\s*$)/gi,
  // "I mean" as filler, not "I mean it" or "what I mean is".
  /(?<!\bwhat\s)\bi mean\b(?!\s+(?:it|that|this|what|to|the|business|every)\b)/gi,
];

/** Filler words and phrases: um, uh, er, like (as filler), you know, basically, actually, sort of, kind of, I mean. */
export function countFillers(text: string): number {
  let count = 0;
  for (const pattern of FILLER_PATTERNS) count += text.match(pattern)?.length ?? 0;
  for (const match of text.matchAll(/\b(?:kind|sort) of\b/gi)) {
    if (!KIND_OF_DETERMINER.test(text.slice(0, match.index))) count += 1;
  }
  return count;
}

/** Who did the talking: the learner's share of all the words, and the most words the learner said with no reply between. */
export function measureTalk(messages: readonly { role: string; content: string }[]): { learnerShare: number; longestMonologue: number } {
  let learnerWords = 0;
  let allWords = 0;
  let run = 0;
  let longestMonologue = 0;
  for (const message of messages) {
    const words = countWords(message.content);
    allWords += words;
    if (message.role !== 'learner') {
      run = 0;
      continue;
    }
    learnerWords += words;
    // Consecutive learner lines (no reply between them) are one monologue.
    run += words;
    longestMonologue = Math.max(longestMonologue, run);
  }
  return { learnerShare: allWords === 0 ? 0 : learnerWords / allWords, longestMonologue };
}
