// What happened around the matter, left out when reading which topics a text names: "He arrived at 11pm after a
// delayed train" sets the scene of an overbooked room, and the train's delay is nobody's to own in that conversation.
// A phrase of time or cause ("after", "because of", "due to"…) whose things the text names nowhere else is such a
// circumstance; one whose thing the text comes back to ("because of the late delivery… She wants the sofa") is the matter.
import { readWords, type Word } from '../../language/lemmas.ts';
import { splitSentences } from '../../language/text.ts';

/** Words that open a phrase of time or cause, each as its words in order. */
const CIRCUMSTANCE_OPENERS: readonly (readonly string[])[] = [['after'], ['following'], ['because', 'of'], ['due', 'to'], ['owing', 'to'], ['thanks', 'to'], ['on', 'account', 'of']];
const MAY_OPEN = /\b(?:after|following|because of|due to|owing to|thanks to|on account of)\b/i;

/** A determiner, a possessive or a number inside a noun phrase ("a", "his", "two"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'my', 'our', 'your', 'its', 'this', 'that', 'these', 'those', 'some', 'another']);

function openerAt(words: readonly Word[], at: number): number {
  for (const opener of CIRCUMSTANCE_OPENERS) {
    if (opener.every((part, offset) => words[at + offset]?.text.toLowerCase() === part)) return opener.length;
  }
  return 0;
}

/**
 * The end (exclusive) of the noun phrase from `start` ("a delayed train", "the late delivery of her sofa", "the
 * supplier's late parts") and its nouns; no noun means no phrase.
 */
function nounPhraseFrom(words: readonly Word[], start: number): { end: number; nouns: string[] } {
  const nouns: string[] = [];
  // Past a noun, only "of" or a possessive goes on to another noun and the words before it.
  let isPastNoun = false;
  let at = start;
  for (; at < words.length; at += 1) {
    const word = words[at]!;
    const lower = word.text.toLowerCase().replace('’', "'");
    if (word.pos === 'noun') {
      nouns.push(word.lemma);
      isPastNoun = true;
    } else if (isPastNoun && (lower === "'s" || (lower === 'of' && (words[at + 1]?.pos === 'noun' || DETERMINERS.has(words[at + 1]?.text.toLowerCase() ?? ''))))) isPastNoun = false;
    else if (isPastNoun || (word.pos !== 'adjective' && !DETERMINERS.has(lower))) break;
  }
  return { end: nouns.length > 0 ? at : start, nouns };
}

/** How often each noun's lemma is named in a text. */
function nounCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of splitSentences(text).flatMap(readWords)) if (word.pos === 'noun') counts.set(word.lemma, (counts.get(word.lemma) ?? 0) + 1);
  return counts;
}

function withoutCircumstancesIn(sentence: string, named: ReadonlyMap<string, number>): string {
  if (!MAY_OPEN.test(sentence)) return sentence;
  const words = readWords(sentence);
  const kept: string[] = [];
  for (let at = 0; at < words.length; ) {
    const opener = openerAt(words, at);
    const phrase = opener > 0 ? nounPhraseFrom(words, at + opener) : null;
    const own = new Map<string, number>();
    for (const noun of phrase?.nouns ?? []) own.set(noun, (own.get(noun) ?? 0) + 1);
    const namedElsewhere = [...own].some(([noun, count]) => (named.get(noun) ?? 0) > count);
    if (phrase && phrase.nouns.length > 0 && !namedElsewhere) {
      at = phrase.end;
      continue;
    }
    kept.push(words[at]!.text);
    at += 1;
  }
  return kept.join(' ');
}

/**
 * The text without its circumstances: each phrase of time or cause whose nouns `context` (the whole of what the person
 * wrote: title, roles and description) names nowhere else.
 */
export function withoutCircumstances(text: string, context: string = text): string {
  if (!MAY_OPEN.test(text)) return text;
  const named = nounCounts(context);
  return splitSentences(text)
    .map((sentence) => withoutCircumstancesIn(sentence, named))
    .join(' ');
}
