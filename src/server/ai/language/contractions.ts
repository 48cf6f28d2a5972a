// A pronoun's contracted verb written out whole ("he's" → "he is" or "he has"), so a rewrite that changes the pronoun
// ("he" → "I") changes the verb with it: "I's" and "I'd've" never come out. Which verb "'s" and "'d" stand for is read
// from the word after them, as the language model reads it: a past participle ("he's left", "she'd paid") makes
// them "has" and "had"; anything else ("he's an engineer", "she'd like") "is" and "would".
import { escapeRegExp } from '../../../shared/text.ts';
import { readWords } from './lemmas.ts';

const CONTRACTED = /\b(he|she|they|He|She|They)['’](s|d|ll|ve|re)\b/g;

/** Whether the words after a contraction open with a past participle, past any adverbs: "left", "already paid", "not been". */
function opensWithParticiple(after: string): boolean {
  const words = readWords(after.slice(0, 80)).filter((word) => word.isWord);
  // "not" stands among the adverbs: "she's not been paid" is "she has not been paid".
  const verb = words.find((word) => word.pos !== 'adverb' && word.text.toLowerCase() !== 'not');
  return verb !== undefined && verb.pos === 'verb' && verb.text.toLowerCase() !== verb.lemma && !/ing$/i.test(verb.text);
}

/** "he's left a review" → "he has left a review", "she'd like" → "she would like", "they've" → "they have". */
export function expandPronounContractions(text: string): string {
  return text.replace(CONTRACTED, (_match, pronoun: string, ending: string, offset: number, whole: string) => {
    const after = whole.slice(offset + _match.length);
    const verb =
      ending === 's' ? (opensWithParticiple(after) ? 'has' : 'is')
      : ending === 'd' ? (opensWithParticiple(after) ? 'had' : 'would')
      : ending === 'll' ? 'will'
      : ending === 've' ? 'have'
      : 'are';
    return `${pronoun} ${verb}`;
  });
}

/** Whether the words after a contraction open with no noun nor describing word: "at college", "one of", "not", "going". */
function opensWithoutAThing(after: string): boolean {
  const word = readWords(after.slice(0, 80)).find((found) => found.isWord);
  return word !== undefined && (word.pos === 'other' || (word.pos === 'verb' && /ing$/i.test(word.text)));
}

/**
 * A name's "'s" written out when it stands for a verb: "Kwame's been late" → "Kwame has been late", "Ann's at
 * college" → "Ann is at college". Before a noun or a describing word it is the name's own ("Kwame's coursework",
 * "Ann's new van") and stays.
 */
export function expandNameContractions(text: string, names: readonly string[]): string {
  const escaped = names.filter((name) => name.length > 1).map(escapeRegExp);
  if (escaped.length === 0) return text;
  return text.replace(new RegExp(`\\b(${escaped.join('|')})['’]s\\b`, 'g'), (match: string, name: string, offset: number, whole: string) => {
    const after = whole.slice(offset + match.length);
    return opensWithParticiple(after) ? `${name} has` : opensWithoutAThing(after) ? `${name} is` : match;
  });
}

