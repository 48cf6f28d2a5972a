// Who a learner's sentence makes a commitment for. Besides "I" and "we", the learner speaks for the body they work
// for: "our team", "my office", "the school", "the council", "the company". A body is a noun WordNet files as a group
// in its commoner senses ("school", "council", "firm"); one named by what it does to its customers ("the insurer",
// "the lender", "the supplier": a verb and "-er") or narrowed by a noun before it ("the insurance company") is a third
// party, not the learner's side. Read in grammar only: "the school will cover the £62" is the learner's offer, "the
// insurer might pay" is not.
import { hasPartOfSpeech, nounKinds } from './wordnet.ts';
import type { Word } from './lemmas.ts';

/** How many of a noun's senses are read for a body. */
const BODY_SENSES = 3;
/** Modals by which a body is committed in the learner's words; "might", "may", "could" only guess at what it does. */
const BODY_COMMITS = new Set(['will', "'ll", 'll', 'can', 'shall', 'wo', 'ca']);

function isBody(lemma: string): boolean {
  return nounKinds(lemma, BODY_SENSES).includes('group') && !isAgentNoun(lemma);
}

// "insurer" ← insure, "lender" ← lend, "supplier" ← supply: a body named by the service it sells.
function isAgentNoun(lemma: string): boolean {
  const match = /^(\p{L}{3,}?)(i)?(?:er|or)$/u.exec(lemma);
  if (!match) return false;
  const stem = match[1]!;
  return [stem, `${stem}e`, match[2] ? `${stem}y` : stem].some((verb) => hasPartOfSpeech(verb, 'verb'));
}

/**
 * Where the subject the learner speaks for ends, if one starts at `index`: the index of the word after it (its
 * modal), or -1. "I", "we", "our team", "our new accounts team", "the school" (a body, before a modal that commits).
 */
export function ownSideSubjectEnd(words: readonly Word[], index: number): number {
  const first = words[index]?.text.toLowerCase();
  if (first === 'i' || first === 'we') return index + 1;
  if (first !== 'our' && first !== 'my' && first !== 'the') return -1;
  // The subject's words run to its head noun, the last noun before the modal.
  let at = index + 1;
  while (at < words.length && words[at]!.pos !== 'verb' && (words[at]!.pos === 'noun' || words[at]!.pos === 'adjective')) at += 1;
  const head = words[at - 1];
  if (at === index + 1 || !head || head.pos !== 'noun') return -1;
  if (first !== 'the') return at;
  // "the school" commits only with a modal of will or ability, and only as one body, not "the insurance company".
  if (at !== index + 2 || !isBody(head.lemma) || !BODY_COMMITS.has(words[at]?.text.toLowerCase() ?? '')) return -1;
  return at;
}
