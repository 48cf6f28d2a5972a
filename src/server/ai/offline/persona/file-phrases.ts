// Picks what a source file states (sentences that carry a threshold, a date, a name or a rule) and the terms it
// repeats, so the offline engines can ground a character or a rubric in the person's own material. File names and
// title lines are never returned: they label the material, they are not facts from it.
import { STOP_WORDS } from './lexicon.ts';

export interface FileText {
  filename: string;
  text: string;
}

export interface FileGrounding {
  /** Sentences from the files that state a fact, most telling first, as they appear in the files. */
  facts: string[];
  /** Terms the files repeat (whole words, hyphenated words kept whole), most frequent first. */
  phrases: string[];
  /** The first fact, or null when no sentence states one. */
  sentence: string | null;
  /** All the files' text (capped), for industry and topic detection. */
  text: string;
}

// Enough to find what a file is about while keeping the engine well under its time budget.
const MAX_CHARS_PER_FILE = 20_000;
const MAX_CHARS_TOTAL = 60_000;
const MAX_PHRASES = 4;
const MAX_FACTS = 3;

// A sentence that states something checkable: a figure, a date, a rule, a deadline.
const FACT_SIGNALS = [
  /\d/,
  /\b(?:must|never|always|only|required?|at least|at most|no more than|within|before|after|deadline|due|approv\w*|sign-off|policy|limit|threshold)\b/i,
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i,
];

/** Lines that head a document or a section (no closing punctuation, few words): labels, not facts. */
function isTitleLine(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  return words.length <= 9 && !/[.!?:;]$/.test(line);
}

/** A document cut into the sentences that can carry a fact: bullets stripped, headings and fragments left out. */
function documentSentences(text: string): string[] {
  return text
    .split(/\r?\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•▪◦]|\d+[.)])\s+/, '').trim())
    .filter((line) => line.length > 0 && !isTitleLine(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“])/u))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 20 && sentence.length <= 220);
}

function factScore(sentence: string): number {
  return FACT_SIGNALS.reduce((score, signal) => score + (signal.test(sentence) ? 1 : 0), 0);
}

/** Words as they stand in the text: a hyphenated or apostrophised word is one word ("sign-off", "customer's"). */
function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(/\p{L}[\p{L}\p{N}]*(?:['’-]\p{L}[\p{L}\p{N}]*)*/gu), (match) => match[0]);
}

function repeatedTerms(text: string): string[] {
  const body = text
    .split(/\r?\n/)
    .filter((line) => !isTitleLine(line.replace(/^\s*(?:[-*•▪◦]|\d+[.)])\s+/, '').trim()))
    .join('\n');
  const words = wordsOf(body);
  const lowerWords = words.map((word) => word.toLowerCase());
  const isContent = (word: string) => word.length >= 4 && !STOP_WORDS.has(word);
  const pairCounts = new Map<string, { count: number; display: string }>();
  const wordCounts = new Map<string, { count: number; display: string }>();
  for (let index = 0; index < lowerWords.length; index += 1) {
    const word = lowerWords[index]!;
    if (!isContent(word)) continue;
    const single = wordCounts.get(word) ?? { count: 0, display: words[index]! };
    single.count += 1;
    wordCounts.set(word, single);
    const next = lowerWords[index + 1];
    if (next && isContent(next)) {
      const key = `${word} ${next}`;
      const pair = pairCounts.get(key) ?? { count: 0, display: `${words[index]} ${words[index + 1]}` };
      pair.count += 1;
      pairCounts.set(key, pair);
    }
  }
  const ranked = (counts: Map<string, { count: number; display: string }>, minimum: number) =>
    [...counts.entries()]
      .filter(([, value]) => value.count >= minimum)
      .sort((left, right) => right[1].count - left[1].count || left[0].localeCompare(right[0]))
      .map(([, value]) => value.display);
  const pairs = ranked(pairCounts, 2);
  const pairWords = new Set(pairs.flatMap((pair) => pair.toLowerCase().split(' ')));
  const singles = ranked(wordCounts, 2).filter((word) => !pairWords.has(word.toLowerCase()));
  return [...pairs.slice(0, 3), ...singles.slice(0, 3)];
}

/** What the attached files state; null when no file has text. */
export function readFileGrounding(files: readonly FileText[]): FileGrounding | null {
  let budget = MAX_CHARS_TOTAL;
  const used: string[] = [];
  for (const file of files) {
    if (budget <= 0) break;
    const text = file.text.slice(0, Math.min(MAX_CHARS_PER_FILE, budget)).trim();
    if (!text) continue;
    budget -= text.length;
    used.push(text);
  }
  if (used.length === 0) return null;

  const allText = used.join('\n');
  const phrases: string[] = [];
  for (const term of repeatedTerms(allText)) {
    const lower = term.toLowerCase();
    if (!phrases.some((existing) => existing.toLowerCase().includes(lower) || lower.includes(existing.toLowerCase()))) phrases.push(term);
  }
  // One fact from each file first, so every attached file shows up, then the most telling of the rest.
  const sentencesByFile = used.map((text) => documentSentences(text).map((sentence, index) => ({ sentence, index, score: factScore(sentence) })));
  const facts: string[] = [];
  const add = (sentence: string) => {
    const fact = /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
    if (facts.length < MAX_FACTS && !facts.includes(fact)) facts.push(fact);
  };
  const best = (entries: { sentence: string; index: number; score: number }[]) => [...entries].sort((a, b) => b.score - a.score || a.index - b.index);
  for (const entries of sentencesByFile) {
    const top = best(entries)[0];
    if (top) add(top.sentence);
  }
  for (const entry of best(sentencesByFile.flat())) add(entry.sentence);
  return { facts, phrases: phrases.slice(0, MAX_PHRASES), sentence: facts[0] ?? null, text: allText };
}
