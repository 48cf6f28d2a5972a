// A pronoun's contracted verb written out whole ("he's" → "he is" or "he has"), so a rewrite that changes the pronoun
// ("he" → "I") changes the verb with it: "I's" and "I'd've" never come out. Which verb "'s" and "'d" stand for is read
// from the word after them, as the language model reads it: a past participle ("he's left", "she'd paid") makes
// them "has" and "had"; anything else ("he's an engineer", "she'd like") "is" and "would".
import { readWords } from './lemmas.ts';

const CONTRACTED = /\b(he|she|they|He|She|They)['’](s|d|ll|ve|re)\b/g;

/** Whether the words after a contraction open with a past participle, past any adverbs: "left", "already paid", "been". */
function opensWithParticiple(after: string): boolean {
  const words = readWords(after.slice(0, 80)).filter((word) => word.isWord);
  const verb = words.find((word) => word.pos !== 'adverb');
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
