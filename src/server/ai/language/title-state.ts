import { hasPartOfSpeech } from './wordnet.ts';

/**
 * A matter with the state the scenario's title gives it: "the connection" of "Missed connection" is "the missed
 * connection", "my parcel" of "Damaged parcel" is "my damaged parcel". Only a participle WordNet holds as an adjective,
 * written right before the matter's words, says which one it is; a phrase the title does not name stays as it is.
 */
export function withTitleState(phrase: string, title: string): string {
  const determiner = /^(?:the|my|our) /.exec(phrase)?.[0];
  if (!determiner) return phrase;
  const head = phrase.slice(determiner.length).split(' ');
  const words = title.toLowerCase().split(/[^\p{L}'-]+/u).filter(Boolean);
  for (let index = 1; index + head.length <= words.length; index += 1) {
    if (!head.every((word, offset) => words[index + offset] === word)) continue;
    const state = words[index - 1]!;
    if (/(?:ed|en)$/.test(state) && hasPartOfSpeech(state, 'adjective')) return `${determiner}${state} ${head.join(' ')}`;
  }
  return phrase;
}
