// Picks what a source file is about (its title lines, its most repeated terms, one telling sentence),
// so the offline engine can ground a persona in the person's own material.
import { STOP_WORDS } from './lexicon.ts';

export interface FileText {
  filename: string;
  text: string;
}

export interface FileGrounding {
  filenames: string[];
  /** Title lines and repeated terms, most telling first, as they appear in the files. */
  phrases: string[];
  /** One sentence from the files that uses the top phrase. */
  sentence: string | null;
  /** All the files' text (capped), for industry and topic detection. */
  text: string;
}

// Enough to find what a file is about while keeping the engine well under its time budget.
const MAX_CHARS_PER_FILE = 20_000;
const MAX_CHARS_TOTAL = 60_000;
const MAX_PHRASES = 4;

function titleLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[#*\-\d.)\s]+/, '').trim())
    .filter((line) => {
      const words = line.split(/\s+/);
      return line.length >= 6 && line.length <= 80 && words.length >= 2 && words.length <= 9 && !/[.,;:!?]$/.test(line) && /^\p{L}/u.test(line) && (line.match(/\p{L}/gu)?.length ?? 0) / line.length > 0.7;
    })
    .slice(0, 3);
}

function repeatedTerms(text: string): string[] {
  const words = Array.from(text.matchAll(/\p{L}[\p{L}'’-]*/gu), (match) => match[0]);
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

function sentenceWith(text: string, phrase: string): string | null {
  const lowerPhrase = phrase.toLowerCase();
  for (const raw of text.split(/(?<=[.!?])\s+|\r?\n+/)) {
    const sentence = raw.replace(/\s+/g, ' ').trim();
    if (sentence.length >= 25 && sentence.length <= 220 && sentence.toLowerCase().includes(lowerPhrase) && /[.!?]$/.test(sentence)) return sentence;
  }
  return null;
}

/** What the attached files are about; null when no file has text. */
export function readFileGrounding(files: readonly FileText[]): FileGrounding | null {
  let budget = MAX_CHARS_TOTAL;
  const used: FileText[] = [];
  for (const file of files) {
    if (budget <= 0) break;
    const text = file.text.slice(0, Math.min(MAX_CHARS_PER_FILE, budget)).trim();
    if (!text) continue;
    budget -= text.length;
    used.push({ filename: file.filename, text });
  }
  if (used.length === 0) return null;

  const phrases: string[] = [];
  const addPhrase = (phrase: string) => {
    const clean = phrase.trim();
    if (clean && !phrases.some((existing) => existing.toLowerCase().includes(clean.toLowerCase()) || clean.toLowerCase().includes(existing.toLowerCase()))) {
      phrases.push(clean);
    }
  };
  // One title from each file first, so every attached file shows up.
  const titlesByFile = used.map((file) => titleLines(file.text));
  for (const titles of titlesByFile) if (titles[0]) addPhrase(titles[0]);
  const allText = used.map((file) => file.text).join('\n');
  for (const term of repeatedTerms(allText)) addPhrase(term);
  for (const titles of titlesByFile) for (const title of titles.slice(1)) addPhrase(title);
  if (phrases.length === 0) {
    const firstWords = allText.split(/\s+/).slice(0, 6).join(' ');
    if (firstWords) addPhrase(firstWords);
  }
  const selected = phrases.slice(0, MAX_PHRASES);
  const sentence = selected.map((phrase) => sentenceWith(allText, phrase)).find((found) => found !== null) ?? null;
  return { filenames: used.map((file) => file.filename), phrases: selected, sentence, text: allText };
}
