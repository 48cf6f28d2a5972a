// A pronoun's contracted verb written out whole ("he's" → "he is" or "he has"), so a rewrite that changes the pronoun
// ("he" → "I") changes the verb with it: "I's" and "I'd've" never come out. Which verb "'s" and "'d" stand for is read
// from the word after them, as the language model reads it: a past participle ("he's left", "she'd paid") makes
// them "has" and "had"; anything else ("he's an engineer", "she'd like") "is" and "would".
import { escapeRegExp } from '../../../shared/text.ts';
import { readWords, type Word } from './lemmas.ts';
import { hasPartOfSpeech } from './wordnet.ts';
import { PREPOSITION } from './grammatical-number.ts';

const CONTRACTED = /\b(he|she|they|He|She|They)['’](s|d|ll|ve|re)\b/g;

/**
 * Whether the words after a contraction open with a past participle, past any adverbs: "left", "already paid", "not
 * been". For an "'s", not one that says how the person is ("worried it will count against him": "he is worried").
 */
function opensWithParticiple(after: string, { isS = false } = {}): boolean {
  const words = readWords(after.slice(0, 80)).filter((word) => word.isWord);
  // "not" stands among the adverbs: "she's not been paid" is "she has not been paid".
  const at = words.findIndex((word) => word.pos !== 'adverb' && word.text.toLowerCase() !== 'not');
  const verb = words[at];
  if (verb === undefined || verb.pos !== 'verb' || verb.text.toLowerCase() === verb.lemma || /ing$/i.test(verb.text)) return false;
  return !isS || !saysHowTheyAre(verb, words.slice(at + 1));
}

// The pronouns that open a clause of their own: "worried it will count", "scared they'll close".
const SUBJECT_PRONOUN = /^(?:i|you|he|she|it|we|they)$/i;

/**
 * Whether a participle that is also a describing word (WordNet holds it as an adjective) says how the person is,
 * by what follows it: a preposition ("worried about", "annoyed by"), "that", or a clause of its own ("worried it
 * will count against him"). One with an object ("left a review", "lost it") or "to" ("gone to London") is done.
 */
function saysHowTheyAre(participle: Word, after: readonly Word[]): boolean {
  const next = after[0];
  if (!next || !hasPartOfSpeech(participle.text.toLowerCase(), 'adjective')) return false;
  const word = next.text.toLowerCase();
  if (word === 'to') return false;
  if (word === 'that' || PREPOSITION.test(word)) return true;
  return SUBJECT_PRONOUN.test(word) && after[1]?.pos === 'verb';
}

/** "he's left a review" → "he has left a review", "she'd like" → "she would like", "they've" → "they have". */
export function expandPronounContractions(text: string): string {
  return text.replace(CONTRACTED, (_match, pronoun: string, ending: string, offset: number, whole: string) => {
    const after = whole.slice(offset + _match.length);
    const verb =
      ending === 's' ? (opensWithParticiple(after, { isS: true }) ? 'has' : 'is')
      : ending === 'd' ? (opensWithParticiple(after) ? 'had' : 'would')
      : ending === 'll' ? 'will'
      : ending === 've' ? 'have'
      : 'are';
    return `${pronoun} ${verb}`;
  });
}

/**
 * A name's "'s" written out when it stands for "has", before a past participle: "Kwame's been late" → "Kwame has been
 * late". Anywhere else it is left as written: mostly the name's own ("Kwame's coursework", "Owen's 7-year-old son").
 */
export function expandNameContractions(text: string, names: readonly string[]): string {
  const escaped = names.filter((name) => name.length > 1).map(escapeRegExp);
  if (escaped.length === 0) return text;
  return text.replace(new RegExp(`\\b(${escaped.join('|')})['’]s\\b`, 'g'), (match: string, name: string, offset: number, whole: string) => {
    const after = whole.slice(offset + match.length);
    return opensWithParticiple(after, { isS: true }) ? `${name} has` : match;
  });
}

/** The verb a "'s" stands for by the words after it: "has" before a past participle ("'s been"), "is" otherwise ("'s one of"). */
export function verbOfContractedS(after: string): 'has' | 'is' {
  return opensWithParticiple(after, { isS: true }) ? 'has' : 'is';
}

