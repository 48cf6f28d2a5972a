// "since" says why only where it opens a clause of its own ("since I was away that week, nobody checked"); before a
// time ("since the summer", "since 3 May", "since then") or after a perfect ("has been lost twice since…", "I have
// waited since I rang") it says from when. Read by the parts of speech lemmas.ts gives: a cause needs a verb after it.
import { readWords } from './lemmas.ts';

const SINCE = /\bsince\b([^,.;:!?]*)/gi;
// "has been lost twice", "have waited": a perfect just before, whose "since" counts time.
const PERFECT_BEFORE = /\b(?:have|has|had|'ve|'s)\s+(?:\w+\s+){0,3}?\w+(?:ed|en|n|t)\b(?:\s+[\w'-]+){0,5}\s*$/i;

/** Whether a sentence gives a reason with "since": a clause after it (a verb in its words) and no perfect before it. */
export function sinceGivesReason(sentence: string): boolean {
  return [...sentence.matchAll(SINCE)].some((match) => {
    if (PERFECT_BEFORE.test(sentence.slice(0, match.index))) return false;
    return readWords(match[1]!).some((word) => word.isWord && word.pos === 'verb');
  });
}
