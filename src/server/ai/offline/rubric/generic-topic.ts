// The rubric for a conversation the topic catalogue does not know: general criteria, one of them about the subject
// the name gives.
import type { RubricTopic } from './rubric-topics.ts';
import { DOMAIN_WORDS, STOPWORDS, listContentWords, findKeyWords } from './rubric-words.ts';
import { capitalize, joinList } from '../../../../shared/text.ts';

export const GENERIC_TOPIC_ID = 'general';

/** The words of the name that say what the conversation is about, for the generic rubric. */
function describeFocus(name: string): string {
  const words = name
    .replaceAll(/[^\p{L}\p{N}&'’-]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !DOMAIN_WORDS.has(word.toLowerCase()));
  const isStop = (word: string | undefined) => word !== undefined && STOPWORDS.has(word.toLowerCase());
  while (isStop(words[0])) words.shift();
  while (isStop(words.at(-1))) words.pop();
  if (words.length === 0) return 'the conversation';
  const phrase = words
    .slice(0, 6)
    .map((word, index) => (index === 0 && !/[A-Z].*[A-Z]|\d/.test(word) ? word.toLowerCase() : word))
    .join(' ');
  // "Refusing a car loan" is already an act: "handling refusing a car loan", never "the refusing a car loan".
  return /^\p{Ll}+ing$/u.test(words[0]!.toLowerCase()) && words[0]!.length > 5 ? phrase : `the ${phrase}`;
}

/** A conversation the catalogue does not know: general criteria, one of them about the subject the name gives. */
export function buildGenericTopic(name: string, description: string): RubricTopic {
  const focus = describeFocus(name);
  const terms = findKeyWords(description, new Set(listContentWords(name)), 3);
  const purposeExamples = terms.length > 0 ? ` (${joinList(terms)})` : '';
  return {
    id: GENERIC_TOPIC_ID,
    category: 'General',
    label: focus.replace(/^the /, ''),
    keywords: [],
    purpose: `handle ${focus} clearly and respectfully and reach a concrete outcome`,
    counterpart: 'the other person',
    readiness: 'ready for the real conversation',
    watchFor: 'Score only what happens in the conversation itself, and note one concrete example for each criterion.',
    criteria: [
      {
        name: 'Purpose & preparation',
        weight: 15,
        does: `states the purpose of the conversation early${purposeExamples} and shows they have prepared`,
        excellence: 'the other person understands the goal within the first minute and agrees to it',
        partial: 'States the purpose vaguely or only after some time',
        pitfall: 'starts without a clear purpose or preparation',
      },
      {
        name: 'Clarity & structure',
        weight: 20,
        does: 'explains points clearly, in a logical order and in plain language',
        excellence: 'complex points are broken down and checked for understanding',
        partial: 'Is mostly clear but jumps between topics or uses jargon',
        pitfall: 'is confusing, disorganised or hard to follow',
      },
      {
        name: 'Active listening & empathy',
        weight: 20,
        does: "listens, asks open questions and acknowledges the other person's view",
        excellence: 'summaries capture both the facts and the feelings behind them',
        partial: 'Listens but rarely checks understanding or acknowledges feelings',
        pitfall: 'interrupts or ignores what the other person says',
      },
      {
        name: capitalize(`handling ${focus}`),
        weight: 30,
        does: `deals with the substance of ${focus} accurately and constructively`,
        excellence: 'anticipates concerns and resolves them with specific, relevant information',
        partial: 'Addresses the main point but misses important details or concerns',
        pitfall: 'avoids the core issue or handles it inaccurately',
      },
      {
        name: 'Outcome & next steps',
        weight: 15,
        does: 'agrees a clear outcome, owners and next steps',
        excellence: 'both sides can restate what was agreed and when it happens',
        partial: 'Ends with a loose agreement and unclear ownership',
        pitfall: 'ends without any outcome',
      },
    ],
  };
}
