// The criterion the attached files add to a rubric: their distinctive terms and a rule they state, quoted, never
// their names or titles.
import type { RubricSourceText } from '../../contracts/generate-rubric.ts';
import type { CriterionTemplate } from './rubric-topics.ts';
import { STOPWORDS, COMMON_VERBS, truncate } from './rubric-words.ts';
import { joinList } from '../../../../shared/text.ts';

const SOURCE_CRITERION_WEIGHT = 20;

/** How much of each file is read, in characters. */
export const FILE_TEXT_SCAN_LIMIT = 20_000;

const SOURCE_TERMS_LIMIT = 4;

interface SourceSummary {
  terms: string[];
  guideline: string | null;
}

/** Lower-case words; a hyphenated word stays one word ("sign-off"), so no term is a piece cut from another. */
function wordsKeepingHyphens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
}

function findSourceTerms(text: string, limit: number, exclude: ReadonlySet<string>): string[] {
  const words = wordsKeepingHyphens(text);
  const bigrams = new Map<string, { count: number; first: number }>();
  const unigrams = new Map<string, { count: number; first: number }>();
  const isContent = (word: string | undefined): word is string =>
    !!word && word.length >= 3 && !STOPWORDS.has(word) && !COMMON_VERBS.has(word) && !exclude.has(word) && !/^\d+$/.test(word);
  words.forEach((word, index) => {
    if (!isContent(word)) return;
    const single = unigrams.get(word) ?? { count: 0, first: index };
    single.count += 1;
    unigrams.set(word, single);
    const next = words[index + 1];
    if (isContent(next)) {
      const pair = `${word} ${next}`;
      const entry = bigrams.get(pair) ?? { count: 0, first: index };
      entry.count += 1;
      bigrams.set(pair, entry);
    }
  });
  const rank = (entries: Map<string, { count: number; first: number }>, minCount: number) =>
    [...entries.entries()]
      .filter(([, entry]) => entry.count >= minCount)
      .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
      .map(([term]) => term);

  const chosen: string[] = [];
  const add = (term: string) => {
    if (chosen.length >= limit) return;
    if (chosen.some((existing) => existing.split(' ').some((word) => term.split(' ').includes(word)))) return;
    chosen.push(term);
  };
  rank(bigrams, 2).forEach(add);
  rank(unigrams, 2).forEach(add);
  // A short file repeats nothing: take its first meaningful words instead.
  if (chosen.length < 2) {
    rank(unigrams, 1)
      .sort((a, b) => (unigrams.get(a)?.first ?? 0) - (unigrams.get(b)?.first ?? 0))
      .filter((term) => term.length >= 4)
      .forEach((term) => chosen.length < 2 && add(term));
  }
  return chosen;
}

/** The first line or sentence that reads like a rule ("always…", "must…", a bullet), quoted in the rubric. */
function findGuideline(text: string): string | null {
  const candidates = text
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((line) => line.replace(/^\s*(?:[-*•▪◦]|\d+[.)])\s+/, '').trim())
    .filter((line) => line.length >= 12);
  const rule = candidates.find((line) => /\b(?:always|never|must|should|required|avoid|do not|don't|make sure|ensure)\b/i.test(line));
  return rule ? truncate(rule.replace(/[.;:]+$/, ''), 140) : null;
}

/** The files' distinctive terms and first stated rule, or null when no file has text. */
export function summariseSources(fileTexts: readonly RubricSourceText[]): SourceSummary | null {
  const usable = fileTexts.filter((file) => file.text.trim().length > 0);
  if (usable.length === 0) return null;
  const texts = usable.map((file) => file.text.slice(0, FILE_TEXT_SCAN_LIMIT));
  const perFile = Math.max(2, Math.ceil(SOURCE_TERMS_LIMIT / usable.length));
  const terms: string[] = [];
  usable.forEach((_file, index) => {
    // A file's title labels it; its words are not terms to grade.
    const firstLine = texts[index]?.split(/\r?\n/).find((line) => line.trim().length > 0)?.trim() ?? '';
    const isTitle = firstLine.split(/\s+/).length <= 9 && !/[.!?:;]$/.test(firstLine);
    const titleWords = new Set(isTitle ? wordsKeepingHyphens(firstLine) : []);
    for (const term of findSourceTerms(texts[index] ?? '', perFile, titleWords)) {
      if (!terms.includes(term) && terms.length < SOURCE_TERMS_LIMIT) terms.push(term);
    }
  });
  const guideline = texts.map(findGuideline).find((line) => line !== null) ?? null;
  return { terms, guideline };
}

// The files contribute their facts and rules; their names and titles stay out of the rubric.
export function buildSourceCriterion(source: SourceSummary): CriterionTemplate {
  const terms = source.terms.length > 0 ? joinList(source.terms) : 'the key points';
  return {
    name: 'Applying the source material',
    weight: SOURCE_CRITERION_WEIGHT,
    does: `applies the facts and rules of the source material and uses its key terms (${terms}) correctly`,
    excellence: source.guideline
      ? `follows them precisely, for example "${source.guideline}", and explains them in their own words`
      : 'weaves the material in naturally and explains it in their own words',
    partial: `Refers to ${terms} only loosely; some of the rules or figures are missed or misstated`,
    pitfall: 'ignores or contradicts the rules and figures of the source material',
  };
}
