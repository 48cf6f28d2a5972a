// How the offline summary reads a sentence: its words and stems indexed, the lexicon's cues parsed and found in it by
// lookup, and each word's reading by the tagger (part of speech, lemma) matched back to it. Shared by the filing of
// sentences (summary-filing.ts) and the tags (summary-tags.ts).
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { stemWord, wordsOf } from '../../language/text.ts';
import { OCCUPATIONS, POSSESSED_FAMILY_CUES, SECTION_CUES, TAG_CUES } from './summary-lexicon.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import type { TwinSentence } from '../../language/twin-sentences.ts';

export type Cue = { weight: number } & ({ kind: 'stem'; stem: string } | { kind: 'phrase'; words: string[] });

/** The cues of a list, each stem once ("gardening" and "garden" are one cue), phrases of several words first. */
function parseCues(weight: number, cues: string): Cue[] {
  const seen = new Set<string>();
  const parsed: Cue[] = [];
  for (const cue of cues.split(/\s+/).filter(Boolean)) {
    const entry: Cue = cue.startsWith('=') ? { weight, kind: 'phrase', words: cue.slice(1).toLowerCase().split('_') } : { weight, kind: 'stem', stem: stemWord(cue.toLowerCase()) };
    const key = entry.kind === 'stem' ? `stem:${entry.stem}` : `phrase:${entry.words.join(' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    parsed.push(entry);
  }
  return parsed.sort((left, right) => cueLength(right) - cueLength(left));
}

function cueLength(cue: Cue): number {
  return cue.kind === 'phrase' ? cue.words.length : 1;
}

export const SECTION_CUE_LISTS = Object.fromEntries(
  TWIN_SUMMARY_SECTIONS.map((name) => [name, SECTION_CUES[name].flatMap(([weight, cues]) => parseCues(weight, cues))]),
) as Record<TwinSummarySectionName, Cue[]>;

/** Cues found by a sentence's own stems and words, so scoring one sentence costs its length, not the lexicon's. */
function indexCues<Entry extends { cue: Cue }>(entries: Entry[]): { byStem: Map<string, Entry[]>; byFirstWord: Map<string, Entry[]> } {
  const byStem = new Map<string, Entry[]>();
  const byFirstWord = new Map<string, Entry[]>();
  for (const entry of entries) {
    const [map, key] = entry.cue.kind === 'stem' ? [byStem, entry.cue.stem] : [byFirstWord, entry.cue.words[0]!];
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  return { byStem, byFirstWord };
}

/** The indexed cues a sentence may hold, longest first, so a phrase claims its words before a single word can. */
export function candidateCues<Entry extends { cue: Cue }>(index: { byStem: Map<string, Entry[]>; byFirstWord: Map<string, Entry[]> }, sentence: ReadSentence, asVerb = false): Entry[] {
  const found = new Set<Entry>();
  for (const stem of sentence.stemIndexes.keys()) for (const entry of index.byStem.get(stem) ?? []) found.add(entry);
  for (const word of sentence.wordIndexes.keys()) for (const entry of index.byFirstWord.get(word) ?? []) found.add(entry);
  if (asVerb) for (const lemma of verbIndexesOf(sentence).keys()) for (const entry of index.byFirstWord.get(lemma) ?? []) if (entry.cue.kind === 'phrase' && entry.cue.words.length === 1) found.add(entry);
  return [...found].sort((left, right) => cueLength(right.cue) - cueLength(left.cue));
}

export const SECTION_CUE_INDEX = indexCues(TWIN_SUMMARY_SECTIONS.flatMap((name) => SECTION_CUE_LISTS[name].map((cue) => ({ name, cue }))));

export const CUE_STEMS = new Set(TWIN_SUMMARY_SECTIONS.flatMap((name) => SECTION_CUE_LISTS[name].flatMap((cue) => (cue.kind === 'stem' ? [cue.stem] : []))));

export const POSSESSED_FAMILY_STEMS = new Set(POSSESSED_FAMILY_CUES.map(stemWord));

export const OCCUPATION_STEMS = new Set(OCCUPATIONS.split(/\s+/).map(stemWord));

export const TAG_CUE_INDEX = indexCues(TAG_CUES.flatMap(([tag, cues]) => parseCues(1, cues).map((cue) => ({ tag, cue }))));

// The people a sentence may be about: a name said beside one of these words is learned as that kind of person.
export const PERSON_SECTIONS: readonly TwinSummarySectionName[] = ['family', 'friends', 'loved_ones'];

export const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll"]);

// Words by which a person speaks of themselves or their own, besides "I".
export const OWN_WORDS = new Set(['my', 'me', 'mine', 'myself', 'we', 'our', 'us', "we're", "we've"]);

export interface ReadSentence extends TwinSentence {
  words: string[];
  stems: string[];
  /** Where each word and each stem occurs: a cue is looked up, not searched for. */
  wordIndexes: Map<string, number[]>;
  stemIndexes: Map<string, number[]>;
}

/** A sentence read for the summary: its words and their stems, each indexed. */
export function readSentence(sentence: TwinSentence): ReadSentence {
  const words = wordsOf(sentence.text);
  const stems = words.map(stemWord);
  return { ...sentence, words, stems, wordIndexes: indexesOf(words), stemIndexes: indexesOf(stems) };
}

const verbIndexCache = new WeakMap<ReadSentence, Map<string, number[]>>();

/** Where each word the tagger reads as a verb occurs in the sentence's words, by its lemma ("fished" at "fish"). */
function verbIndexesOf(sentence: ReadSentence): Map<string, number[]> {
  const cached = verbIndexCache.get(sentence);
  if (cached) return cached;
  const verbs = new Map<string, number[]>();
  const seen = new Map<string, number>();
  for (const word of readWords(sentence.text)) {
    const text = word.text.toLowerCase();
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    const index = sentence.wordIndexes.get(text)?.[occurrence];
    if (word.pos !== 'verb' || index === undefined) continue;
    const list = verbs.get(word.lemma);
    if (list) list.push(index);
    else verbs.set(word.lemma, [index]);
  }
  verbIndexCache.set(sentence, verbs);
  return verbs;
}

/**
 * The indexes where `cue` occurs in the sentence; with `asVerb`, a one-word cue is found too as any form of that verb
 * ("I have fished off the breakwater" holds "fish").
 */
export function matchesOf(cue: Cue, sentence: ReadSentence, asVerb = false): number[] {
  if (cue.kind === 'stem') return sentence.stemIndexes.get(cue.stem) ?? [];
  const { words } = cue;
  const found = (sentence.wordIndexes.get(words[0]!) ?? []).filter((index) => words.every((word, offset) => sentence.words[index + offset] === word));
  if (!asVerb || words.length > 1) return found;
  return [...new Set([...found, ...(verbIndexesOf(sentence).get(words[0]!) ?? [])])].sort((left, right) => left - right);
}

export function indexesOf(values: string[]): Map<string, number[]> {
  const indexes = new Map<string, number[]>();
  values.forEach((value, index) => {
    const list = indexes.get(value);
    if (list) list.push(index);
    else indexes.set(value, [index]);
  });
  return indexes;
}

/** Where the word at `index` of the sentence's words is among the model's tokens (matched by occurrence). */
export function modelPositionOf(sentence: ReadSentence, index: number): number | undefined {
  const text = sentence.words[index]!;
  const occurrence = sentence.words.slice(0, index).filter((word) => word === text).length;
  return readWords(sentence.text)
    .map((word, position) => (word.text.toLowerCase() === text ? position : -1))
    .filter((position) => position >= 0)[occurrence];
}

/**
 * The word at `index` is one by which the person speaks of themselves or their own ("my", "we", "a friend of mine"):
 * "mine" read by the tagger as a noun after another word is a pit ("the mine", "the coal mine").
 */
export function isOwnWordAt(sentence: ReadSentence, index: number): boolean {
  const text = sentence.words[index]!;
  if (!OWN_WORDS.has(text)) return false;
  if (text !== 'mine') return true;
  const at = modelPositionOf(sentence, index);
  return at === undefined || at === 0 || readWords(sentence.text)[at]!.pos !== 'noun';
}

/** The sentence has a word by which the person speaks of themselves or their own ("I", "my", "we"). */
export function speaksOfSelf(sentence: ReadSentence): boolean {
  return sentence.words.some((word, index) => FIRST_PERSON.has(word) || isOwnWordAt(sentence, index));
}

/** The model's reading of the word at `index` of the sentence's words, with the tokens beside it (matched by occurrence). */
export function modelWordAt(sentence: ReadSentence, index: number): { word: Word; before: Word | undefined; after: Word | undefined } | null {
  const at = modelPositionOf(sentence, index);
  const words = readWords(sentence.text);
  return at === undefined ? null : { word: words[at]!, before: words[at - 1], after: words[at + 1] };
}

// The interview question about a childhood memory.
export const CHILDHOOD_QUESTION = 18;

// The interview question about a subject the person could talk about for hours: named alone, a subject of talk.
export const SUBJECT_QUESTION = 11;

// The interview question about what the person does or did for a living: years said in answer to it are years of work.
export const WORK_QUESTION = 12;
