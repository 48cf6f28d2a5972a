// Whether a question asks for one detail of the matter or for the other person's view of it. "When is the handover?",
// "How much did the table set you back?", "Which invoice is it?" ask for a time, a sum, the thing a "which" picks out:
// they discover the facts, which is part of discovery. "How do you feel about the move?", "What matters most to
// you?", "What happened when you opened it?" ask for their view, their need or their story, which is all of it. Read
// by the kind of detail asked (detail-asked.ts, and the character's own reading: "What did it set you back?" asks a
// sum) and the words a question about the person asks with (matter.ts `asksTheirView`).
import { isQuestion } from '../../language/text.ts';
import { readWords } from '../../language/lemmas.ts';
import { verbKinds } from '../../language/wordnet.ts';
import { askedKinds } from '../character/fact-meaning.ts';
import { ASKED_KINDS } from './detail-asked.ts';
import { asksTheirView } from './matter.ts';

/** Words in front of what a question asks that ask nothing themselves: "Sorry, …", "And …", "Remind me, …". */
const LEAD_IN = /^\W*(?:(?:sorry|and|so|but|ok(?:ay)?|right|well|just|remind me|roughly|quickly)\W+)*/i;

/** "Who…?" (not "Who are you?"), "Where…?": a person or a place asked for. */
const WHO_OR_WHERE = /^(?:who(?:m|se)?|where)\b(?!\s+(?:are you|am i|do we go|are we|does that leave|did it go wrong|things stand))/i;

/** "What's the…?", "Which was your…?": the thing named asked for, as a what-question about one thing. */
const FOR_THE_THING = /^(?:what|which)(?:['’]s|\s+(?:is|was|are|were))\s+(?:the|your|his|her|their|our|its|this|that)\b/i;

/**
 * Whether "what" or "which" governs a noun ("What rate did you have?", "Which pull request is it?", "What grades did you
 * get?"): the question picks out one thing of that kind.
 */
function picksOutAThing(core: string): boolean {
  const words = readWords(core).filter((word) => word.isWord);
  const first = words[0]?.lemma;
  if (first !== 'what' && first !== 'which') return false;
  const next = words[1];
  const after = words[2];
  return next?.pos === 'noun' || (next?.pos === 'adjective' && after?.pos === 'noun');
}

/** Auxiliaries and the verbs that only carry a question: the doing asked about comes after them. */
const CARRIERS: ReadonlySet<string> = new Set(['be', 'do', 'have', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'get']);

/** WordNet's files of the verbs of saying, knowing, noticing and feeling: "What were you told…?", "What did you notice…?". */
const ACCOUNT_KINDS: ReadonlySet<string> = new Set(['communication', 'cognition', 'perception', 'emotion']);

/**
 * Whether a question asks what they were told, knew, saw or felt, by its first verb that is more than an auxiliary:
 * "What were you told when you brought her in?" asks for their account, whatever sum a verb further on may mean.
 */
function asksTheirAccount(sentence: string): boolean {
  const verb = readWords(sentence).find((word) => word.isWord && word.pos === 'verb' && !CARRIERS.has(word.lemma));
  return verb !== undefined && verbKinds(verb.lemma, 1).some((kind) => ACCOUNT_KINDS.has(kind));
}

/**
 * Whether a question asks for a detail of the matter (a time, a sum, a count, a person, a place, the one thing a
 * "what" or "which" picks out) and not for the other person's view, need or story.
 */
export function asksForADetail(sentence: string): boolean {
  if (!isQuestion(sentence) || asksTheirView(sentence)) return false;
  // The question after a clause that sets it up: "You said it came late, when did it arrive?".
  const core = (sentence.split(/,\s*/).at(-1) ?? sentence).replace(LEAD_IN, '').trim();
  // A time or a sum by the question's own words ("when", "what day", "how much"); a count, a length or a sum by the
  // character's reading ("What did it set you back?"), unless it asks for their account.
  if (ASKED_KINDS.some((kind) => kind.strict && kind.asks.test(sentence))) return true;
  if (WHO_OR_WHERE.test(core) || FOR_THE_THING.test(core) || picksOutAThing(core)) return true;
  return [...askedKinds(sentence)].some((kind) => kind !== 'why') && !asksTheirAccount(sentence);
}
