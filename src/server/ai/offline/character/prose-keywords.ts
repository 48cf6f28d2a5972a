// The keywords a brief read from prose files a fact under: its figures and content words, without the character's
// name and words that say nothing about a topic, and a topic named from them.
import { BRIEF_KEYWORD_MAX_LENGTH, BRIEF_SHORT_TEXT_MAX } from '../../../../shared/contracts/character-brief.ts';
import { isStopWord, stemWord, wordsOf } from '../../language/text.ts';
import { type Prose, clip } from './read-prose.ts';
import { capitalize } from '../../../../shared/text.ts';

// Words that say nothing about a topic: time words, counting words, the roles of a practice session, common verbs.
const GENERIC_WORDS = new Set(
  (
    'year years old ago since time times today week weeks month months learner scenario character person people conversation meeting agent ' +
    'two three four five six seven eight nine ten eleven twelve twice once fourth third second ' +
    'new used uses joins opens hears hear making make makes already ready everything another without followed following whether ' +
    'started start wonder expects expect told asks asked ask wants needs tests whether instead rather'
  ).split(/\s+/),
);

export const MAX_KEYWORDS_PER_FACT = 6;

const MIN_KEYWORD_LETTERS = 3;

/** The figures and content words of a sentence that name what it is about, the character's own name left out. */
export function keywordsOf(sentence: string, prose: Pick<Prose, 'nameWords'>, max = MAX_KEYWORDS_PER_FACT): string[] {
  const figures = sentence.match(/[£$€]?\d[\d,.]*(?:\s?%|\s?per cent)?/g)?.map((figure) => figure.replace(/[.,]$/, '').trim()) ?? [];
  const isContent = (word: string) =>
    /\p{L}/u.test(word) && word.replace(/[^\p{L}]/gu, '').length >= MIN_KEYWORD_LETTERS && !isStopWord(word) && !GENERIC_WORDS.has(word) && !prose.nameWords.has(stemWord(word));
  const compounds = (sentence.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => !/\d|year-old/.test(word));
  // Two content words side by side name a thing better than either alone: "washing machine", "order number".
  const tokens = sentence.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const pairs = tokens.flatMap((word, index) => {
    const next = tokens[index + 1];
    return next && !word.includes('-') && !next.includes('-') && isContent(word) && isContent(next) ? [`${word} ${next}`] : [];
  });
  const inPairs = new Set(pairs.flatMap((pair) => pair.split(' ')));
  const words = wordsOf(sentence).filter((word) => isContent(word) && !inPairs.has(word) && !compounds.some((compound) => compound.split('-').includes(word)));
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const keyword of [...figures.filter((figure) => figure.replace(/\D/g, '').length >= 2 || /[£$€%]/.test(figure)), ...compounds, ...pairs, ...words]) {
    const key = wordsOf(keyword).map(stemWord).join(' ') || keyword;
    if (seen.has(key) || keyword.length > BRIEF_KEYWORD_MAX_LENGTH) continue;
    seen.add(key);
    keywords.push(keyword);
    if (keywords.length >= max) break;
  }
  return keywords;
}

/** A topic named from the first three keywords with letters (else the first two), capitalised. */
export function topicOf(keywords: readonly string[]): string {
  const words = keywords.filter((keyword) => /\p{L}/u.test(keyword)).slice(0, 3);
  const topic = (words.length > 0 ? words : keywords.slice(0, 2)).join(', ');
  return clip(capitalize(topic), BRIEF_SHORT_TEXT_MAX);
}
