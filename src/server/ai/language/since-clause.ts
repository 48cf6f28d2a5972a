// "since" says why only where it opens a clause of its own ("since I was away that week, nobody checked"); before a
// time ("since the summer", "since 3 May", "since then") or after a perfect ("has been lost twice since…", "I have
// waited since I rang") it says from when. Read by the parts of speech lemmas.ts gives: a cause needs a verb after it.
import { readWords } from './lemmas.ts';

const SINCE = /\bsince\b([^,.;:!?]*)/gi;
// "has been lost twice", "have waited", "haven't paid anything": a perfect just before, whose "since" counts time. The
// auxiliary, negated or not, then at most three words to the participle and five after it.
const PERFECT_BEFORE = /\b(?:have|has|had|'ve|'s)(?:n't|\s+not|\s+never)?((?:\s+[\w'-]+){1,4}?)((?:\s+[\w'-]+){0,5})\s*$/i;
const PARTICIPLE_ENDING = /(?:ed|en|n|t)$/i;

/** Whether the words before a "since" end in a perfect: "have" and a participle, by its ending or as the tagger reads it. */
function endsInAPerfect(before: string): boolean {
  const match = PERFECT_BEFORE.exec(before);
  if (!match) return false;
  const lastWord = match[1]!.trim().split(/\s+/).at(-1) ?? '';
  if (PARTICIPLE_ENDING.test(lastWord)) return true;
  // "haven't paid", "has sold": a participle no ending shows, read as a verb in its clause.
  const words = readWords(`I have${match[1]!}`).filter((word) => word.isWord);
  return words.at(-1)?.pos === 'verb' && words.at(-1)?.lemma !== 'have';
}

/** Whether a sentence gives a reason with "since": a clause after it (a verb in its words) and no perfect before it. */
export function sinceGivesReason(sentence: string): boolean {
  return [...sentence.matchAll(SINCE)].some((match) => {
    if (endsInAPerfect(sentence.slice(0, match.index))) return false;
    return readWords(match[1]!).some((word) => word.isWord && word.pos === 'verb');
  });
}
