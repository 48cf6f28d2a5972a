// How a line is said: its filler words and who did the talking. Used by the offline grader and by the report's
// delivery figures, so both count the same way; words, stems and sentences come from the shared text module.

import { countWords } from '../../language/text.ts';

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
