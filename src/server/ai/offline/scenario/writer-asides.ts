// What the writer of a description says to its reader inside a sentence about the character, which the character
// would never say of themselves: a lead-in to the reader ("Right, before you see Tariq Aziz: …"), a hedge ("an IT manager from Derby I think, or somewhere in the Midlands anyway") is
// the writer's doubt, not the character's, who knows where they live. Read by grammar: a verb that takes a clause
// ("think", "guess", "believe") with the writer as its subject and no clause after it stands apart from the sentence,
// and an alternative offered with an indefinite word ("or somewhere…", "or something like that") goes with it.
import { readWords } from '../../language/lemmas.ts';
import { definitionsOf, hasPartOfSpeech } from '../../language/wordnet.ts';

// "I think", "I'd guess", "I believe": the writer's own verb, with a modal or not, and where it ends.
const WRITER_VERB = /(,?\s+|\(\s*)I(?:\s+(?:would|'d|’d))?\s+(\p{Ll}+)\s*\)?(?=\s*(?:[,.;:!?)]|$))/gu;
// An alternative left open: "or somewhere in the Midlands anyway", "or something", "or so".
const OPEN_ALTERNATIVE = /^,?\s+or\s+(?:some(?:where|thing|one|body)|so)\b[^,.;:!?)]*/u;

/** Whether a verb takes a clause as its object ("think", "guess", "reckon"), as WordNet's frames do not say: by the model's reading of "I VERB that it is". */
function takesClause(verb: string): boolean {
  const words = readWords(`I ${verb} that it is so.`).filter((word) => word.isWord);
  return words[1]?.pos === 'verb' && hasPartOfSpeech(words[1].lemma, 'verb') && words[2]?.text === 'that';
}

// A lead-in before a colon: "Right, before you see Tariq Aziz: he has asked…".
const LEAD_IN = /^([^:]{1,120}):\s+(?=\S)/u;

/**
 * The sentence without a lead-in that speaks to the reader, "Right, before you see Tariq Aziz: he has asked…" → "He has
 * asked…": the part before a colon in which "you" does something (the learner about to meet the character), which the
 * character would never say. "She told you: no refunds" keeps its lead, whose "you" does nothing.
 */
function withoutReadersLeadIn(sentence: string): string {
  const lead = LEAD_IN.exec(sentence);
  if (!lead) return sentence;
  const words = readWords(lead[1]!).filter((word) => word.isWord);
  const addressed = words.some((word, index) => word.text.toLowerCase() === 'you' && words[index + 1]?.pos === 'verb');
  if (!addressed || words.some((word) => word.text === 'I')) return sentence;
  const rest = sentence.slice(lead[0].length);
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** The sentence without the writer's hedges: "from Derby I think, or somewhere in the Midlands anyway, and…" → "from Derby, and…". */
export function withoutWritersAsides(sentence: string): string {
  let text = withoutReadersLeadIn(sentence);
  for (const match of [...sentence.matchAll(WRITER_VERB)].reverse()) {
    const at = match.index ?? 0;
    const verb = match[2]!;
    // Only a verb of thinking or saying ("think", "guess"), never one of doing ("I paid.").
    if (!takesClause(verb) || !isThinkingVerb(verb)) continue;
    // The complement of a verb before it is a clause of the sentence ("He said I paid"), not an aside.
    const wordBefore = readWords(text.slice(0, at)).filter((word) => word.isWord).at(-1);
    if (!/[,(]/.test(match[1]!) && wordBefore?.pos === 'verb' && /^\p{Ll}/u.test(wordBefore.text)) continue;
    const rest = text.slice(at + match[0].length);
    const alternative = OPEN_ALTERNATIVE.exec(rest)?.[0] ?? '';
    text = `${text.slice(0, at)}${rest.slice(alternative.length)}`;
  }
  return text;
}

/** A verb of holding a belief: the model reads "I VERB so." with "so" standing for the clause ("I think so", "I guess so"). */
function isThinkingVerb(verb: string): boolean {
  const words = readWords(`I ${verb} so.`).filter((word) => word.isWord);
  // In the present, as a hedge is said ("I think"), never a past deed ("I paid").
  return words[1]?.pos === 'verb' && words[1].lemma === verb.toLowerCase() && words[2]?.pos === 'adverb';
}

// What a first-sense gloss says of an adverb that ties its sentence to the one before: "subsequently or soon afterward
// (often used as sentence connectors)", "happening at a time subsequent to a reference time", "in addition".
const TIES_TO_BEFORE = /\b(?:connectors?|subsequent|previous|in addition|additional point|immediately following)\b/;

/**
 * A sentence of the description said on its own, as a fact or a concern is: without the adverb that tied it to the
 * sentence before it in the writer's story ("Then the review got pulled" → "The review got pulled"), which, said
 * alone, points at nothing. Read by the adverb's first sense in WordNet, so "Honestly" or "Now" stay.
 */
export function withoutOpeningConnective(sentence: string): string {
  const opening = /^(\p{L}+)(,?\s+)(?=\S)/u.exec(sentence);
  if (!opening) return sentence;
  const word = readWords(sentence).find((each) => each.isWord);
  if (word?.pos !== 'adverb' || !TIES_TO_BEFORE.test(definitionsOf(opening[1]!.toLowerCase(), 'adverb', 1)[0] ?? '')) return sentence;
  const rest = sentence.slice(opening[0].length);
  return /^I\b/.test(rest) ? rest : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}
