// Words with their lemma, part of speech and negation, from wink-nlp's English model: "the kids were singing" reads as
// "the kid be sing", and in "I'm not going to apologise" the words after "not" carry the negation flag. The model is
// loaded once, on first use (about 0.3 s and 55 MB), and a line is read in about a quarter of a millisecond.
import { createRequire } from 'node:module';
import { hasPartOfSpeech, isDictionaryWord, taggedUses } from './wordnet.ts';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb' | 'other';

export interface Word {
  /** The word as written. */
  text: string;
  /** Its dictionary form, lower case: "children" → "child", "went" → "go", "apologise" → "apologize". */
  lemma: string;
  pos: PartOfSpeech;
  /** Inside the scope of a negation ("not", "never", "no"…), as the model reads it. */
  negated: boolean;
  /** A function word ("the", "of", "can") that says nothing about a topic. */
  stopWord: boolean;
  /** Letters or digits, not punctuation or a symbol. */
  isWord: boolean;
}

interface WinkItems {
  out(property: unknown): unknown[];
}
interface WinkDoc {
  tokens(): WinkItems;
  entities(): WinkItems;
  out(property: unknown): unknown;
}
interface WinkNlp {
  readDoc(text: string): WinkDoc;
  its: Record<'value' | 'lemma' | 'pos' | 'negationFlag' | 'stopWordFlag' | 'type' | 'sentiment' | 'detail', unknown>;
}

const POS: Record<string, PartOfSpeech> = { NOUN: 'noun', PROPN: 'noun', VERB: 'verb', AUX: 'verb', ADJ: 'adjective', ADV: 'adverb' };
const WORD_TYPES = new Set(['word', 'number', 'ordinal', 'time', 'currency', 'hashtag', 'email', 'url']);
/** Lines longer than this are read in their first part only: the engine reads what people say, not documents. */
export const MAX_READ_CHARACTERS = 4_000;
const CACHE_SIZE = 2_000;

let nlp: WinkNlp | null = null;
const cache = new Map<string, readonly Word[]>();

function model(): WinkNlp {
  if (nlp) return nlp;
  const require = createRequire(import.meta.url);
  const winkNlp = require('wink-nlp') as (model: unknown) => WinkNlp;
  nlp = winkNlp(require('wink-eng-lite-web-model'));
  return nlp;
}

/**
 * Loads the model now, so the first built-in reply does not pay for it while a learner waits and other requests queue
 * behind it. The server calls this before it listens when the built-in engine answers.
 */
export function loadLanguageModel(): void {
  model();
}

/** Every token of a text, read by the model. The same text gives the same words (a small cache keeps recent lines). */
export function readWords(text: string): readonly Word[] {
  const input = text.length > MAX_READ_CHARACTERS ? text.slice(0, MAX_READ_CHARACTERS) : text;
  const cached = cache.get(input);
  if (cached) return cached;
  const { its, readDoc } = bound(model());
  const standIn = latinStandIn(input);
  const tokens = readDoc(standIn).tokens();
  const read = tokens.out(its.value) as string[];
  const values = standIn === input ? read : originalValues(read, standIn, input);
  const lemmas = tokens.out(its.lemma) as string[];
  const tags = tokens.out(its.pos) as string[];
  const negations = tokens.out(its.negationFlag) as boolean[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  const types = tokens.out(its.type) as string[];
  const words = values.map((value, index): Word => ({
    text: value,
    // A word read through its stand-in is its own lemma ("Łódź", not "lodz").
    lemma: value === read[index] ? singularOfUnknown(dictionaryLemma(value.toLowerCase(), (lemmas[index] ?? value).toLowerCase(), POS[tags[index] ?? ''] ?? 'other'), tags[index] ?? '') : value.toLowerCase(),
    pos: POS[tags[index] ?? ''] ?? 'other',
    negated: negations[index] === true,
    stopWord: stops[index] === true,
    isWord: WORD_TYPES.has(types[index] ?? ''),
  }));
  endSubordinateNegations(words);
  words.forEach((word, index) => {
    if (isLikeOfLikeness(words, index)) words[index] = { ...word, pos: 'other' };
    else if (isVerbAfterAModal(words, tags, index)) words[index] = { ...word, pos: 'verb' };
    else if (isNameReadAsPreposition(words, tags, index)) words[index] = { ...word, lemma: word.text.toLowerCase(), pos: 'noun', stopWord: false };
    else {
      const doneAgain = word.isWord && word.lemma === word.text.toLowerCase() ? verbDoneAgain(word.lemma) : null;
      if (doneAgain !== null) words[index] = { ...word, lemma: doneAgain, pos: 'verb' };
    }
  });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(input, words);
  return words;
}

/** Where each word read from a text starts in it, found in order, so the text can be cut as written. */
export function wordStarts(text: string, words: readonly Word[]): number[] {
  const starts: number[] = [];
  let cursor = 0;
  for (const word of words) {
    const at = text.indexOf(word.text, cursor);
    starts.push(at < 0 ? cursor : at);
    cursor = at < 0 ? cursor : at + word.text.length;
  }
  return starts;
}

// Words that open a clause said of another ("if there is no water inside…"), and the pronouns that can only be a subject.
const SUBORDINATORS = new Set(['if', 'unless', 'once', 'when', 'whenever', 'because', 'since']);
const NOMINATIVE_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she']);
// The words that deny what follows them, as the model splits them ("wo" + "n't").
const NEGATION_CUES = new Set(['not', "n't", 'n’t', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor', 'nowhere', 'without', 'cannot']);
const CLAUSE_PUNCTUATION = /^[,;:.!?…]$/;

/**
 * A negation inside a clause opened by "if", "unless", "when"… ends where the main clause after it begins, at its own
 * subject, though no comma marks it: "If there is no water inside we refund the £89" denies the water, never the
 * refund; the model's flag runs on to the comma. The main clause begins at a pronoun that can only be a subject (not
 * the word straight after the opener: "if we…"), with no comma left in the sentence after it; a comma after it shows a
 * clause still inside the first ("If there's no date I can give you, …"). A negation of the main clause's own ("…we
 * won't charge you") keeps its reach.
 */
function endSubordinateNegations(words: Word[]): void {
  const lower = words.map((word) => word.text.toLowerCase());
  for (let opener = 0; opener < words.length; opener += 1) {
    if (!SUBORDINATORS.has(lower[opener]!)) continue;
    let subject = opener + 2;
    while (subject < words.length && !CLAUSE_PUNCTUATION.test(lower[subject]!) && !NOMINATIVE_PRONOUNS.has(lower[subject]!)) subject += 1;
    if (subject >= words.length || !NOMINATIVE_PRONOUNS.has(lower[subject]!)) continue;
    if (!lower.slice(opener + 1, subject).some((word) => NEGATION_CUES.has(word))) continue;
    const sentenceEnd = lower.findIndex((word, index) => index > subject && /^[.!?…]$/.test(word));
    if (lower.slice(subject, sentenceEnd < 0 ? undefined : sentenceEnd).some((word) => /^[,;:]$/.test(word))) continue;
    for (let index = subject; index < words.length && !NEGATION_CUES.has(lower[index]!) && !CLAUSE_PUNCTUATION.test(lower[index]!); index += 1) words[index] = { ...words[index]!, negated: false };
  }
}

// The modal auxiliaries, as the model splits them ("wo" of "won't", "ca" of "can't", "'ll"): a closed class.
const MODALS: ReadonlySet<string> = new Set(['will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', "'ll", '’ll', 'wo', 'ca']);
// What an object opens with: a determiner, a pronoun, a noun or a number.
const OBJECT_TAGS: ReadonlySet<string> = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'NUM']);

/**
 * "I will correct the report", "We can't clear the backlog": a word the model reads as an adjective straight after a
 * modal (and a "not"), with an object after it, is the verb WordNet holds it as. "It will be correct" has its verb.
 */
function isVerbAfterAModal(words: readonly Word[], tags: readonly string[], index: number): boolean {
  if (tags[index] !== 'ADJ' || !OBJECT_TAGS.has(tags[index + 1] ?? '')) return false;
  let before = index - 1;
  if (NEGATION_CUES.has(words[before]?.text.toLowerCase() ?? '')) before -= 1;
  return MODALS.has(words[before]?.text.toLowerCase() ?? '') && hasPartOfSpeech(words[index]!.text.toLowerCase(), 'verb');
}

// What may follow a name, and never follows a preposition, which always governs something after it.
const AFTER_NAME_ONLY = new Set(['PUNCT', 'CCONJ', 'AUX']);

/**
 * "There is Per, who taught with me", "Per and I go fishing", "Per taught me to sail": a capitalised word the tagger
 * reads as a preposition with nothing for it to govern (a comma, "and", a verb of its own, the end) is someone's name.
 * A form in -ing is what a preposition governs ("After working …").
 */
function isNameReadAsPreposition(words: readonly Word[], tags: readonly string[], index: number): boolean {
  if (tags[index] !== 'ADP' || !/^\p{Lu}\p{Ll}+$/u.test(words[index]!.text)) return false;
  const next = words[index + 1];
  if (next === undefined) return true;
  return AFTER_NAME_ONLY.has(tags[index + 1] ?? '') || (tags[index + 1] === 'VERB' && !/ing$/i.test(next.text));
}

/**
 * The "re-" verb an unknown word is a form of, where the model left it as written: "redone" → redo, "retaken" →
 * retake (the model knows "done" and "taken", and WordNet holds "redo" and "retake"). Null for any other word.
 */
function verbDoneAgain(form: string): string | null {
  if (!/^re\p{L}{3,}$/u.test(form) || isDictionaryWord(form)) return null;
  const rest = form.slice(2);
  const base = readWords(`she has ${rest}`)[2];
  if (base?.pos !== 'verb' || base.lemma === rest) return null;
  const verb = `re${base.lemma}`;
  return hasPartOfSpeech(verb, 'verb') ? verb : null;
}

// The endings WordNet's morphy strips from a verb, each with what it puts back: "riding" may be "ride" or "rid".
const VERB_ENDINGS: readonly (readonly [ending: string, restored: string])[] = [
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
];
// "-es" stands for a bare "-s" only after a hissing sound or an "o": "wishes", "boxes", "goes" (not "rides" → "rid").
const TAKES_ES = /(?:s|x|z|ch|sh|o)$/;
// A stem of one syllable that ends in one consonant after one vowel ("rid", "din", "tap", "hat"): English doubles
// that consonant before "-ing" and "-ed" ("ridding", "tapped"), so "riding" and "taped" are never its forms.
const SHORT_CLOSED_SYLLABLE = /^[^aeiouy]*[aeiou][^aeiouwxy]$/;

/** The verbs a form may be by the endings it carries, spelled as English spells them: "riding" → ride (not "rid"). */
function verbCandidates(form: string): string[] {
  const found: string[] = [];
  for (const [ending, restored] of VERB_ENDINGS) {
    if (!form.endsWith(ending) || form.length - ending.length < 2) continue;
    const stem = form.slice(0, -ending.length);
    if (ending === 'es' && restored === '' && !TAKES_ES.test(stem)) continue;
    if ((ending === 'ed' || ending === 'ing') && restored === '' && SHORT_CLOSED_SYLLABLE.test(stem)) continue;
    const base = stem + restored;
    if (!found.includes(base)) found.push(base);
  }
  return found;
}

/**
 * The dictionary form of a word, checked against WordNet for the part of speech the model tagged it with. The
 * model's lemmatiser strips an ending and takes the first stem WordNet holds, so "riding" is "rid" and "taped" is
 * "tap"; and it reads a capitalised "Later" as "late", though an adverb keeps its own form. Where the model's lemma is
 * one of the stems a form's ending allows, the stem English spelling allows and WordNet's tagged texts use most is
 * taken instead; an adverb WordNet holds as written is its own lemma.
 */
function dictionaryLemma(form: string, modelLemma: string, pos: PartOfSpeech): string {
  if (form === modelLemma) return modelLemma;
  if (pos === 'adverb') return form.startsWith(modelLemma.replace(/e$/, '')) && hasPartOfSpeech(form, 'adverb') ? form : modelLemma;
  if (pos !== 'verb') return modelLemma;
  const stems = VERB_ENDINGS.filter(([ending]) => form.endsWith(ending)).map(([ending, restored]) => form.slice(0, -ending.length) + restored);
  if (!stems.includes(modelLemma)) return modelLemma;
  const candidates = verbCandidates(form).filter((candidate) => hasPartOfSpeech(candidate, 'verb'));
  if (candidates.length === 0 || (candidates.length === 1 && candidates[0] === modelLemma)) return candidates[0] ?? modelLemma;
  let best = candidates.includes(modelLemma) ? modelLemma : candidates[0]!;
  for (const candidate of candidates) if (taggedUses(candidate, 'verb') > taggedUses(best, 'verb')) best = candidate;
  return best;
}

// A common noun's plural ending, as English spells it, once "-ss", "-us" and "-is" (singulars: "glass", "census") are set aside.
const PLURAL_ENDING = /(?<![su'i])s$/;

/**
 * A common noun that WordNet holds in neither number, in its plural, read as its singular by the regular ending
 * ("grandkids" → grandkid): the model leaves a word it does not know as written, and its plural and singular would be
 * two words. A plural whose singular WordNet holds is the model's to read ("westerns", books or films).
 */
function singularOfUnknown(lemma: string, tag: string): string {
  if (tag !== 'NOUN' || !PLURAL_ENDING.test(lemma) || lemma.length < 4 || hasPartOfSpeech(lemma, 'noun')) return lemma;
  // "earlies" → early (as "lorries" → lorry), "selfies" → selfie: after a consonant, "-ies" is a "-y" that WordNet holds.
  const ofY = /[^aeiou]ies$/.test(lemma) ? `${lemma.slice(0, -3)}y` : null;
  if (ofY && isDictionaryWord(ofY)) return ofY;
  const singular = lemma.slice(0, -1);
  return hasPartOfSpeech(singular, 'noun') ? lemma : singular;
}

// The verbs that may stand between "what" and a "like" of likeness: the copula, the verbs that say how a thing seems
// ("what does it feel like", "what did he look like") and the auxiliaries before them ("what would it be like").
const LIKENESS_VERBS = new Set(['be', 'feel', 'look', 'sound', 'seem', 'taste', 'smell']);
const AUXILIARY_VERBS = new Set(['do', 'would', 'will', 'can', 'could', 'should', 'might', 'may', 'must', 'shall']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
/** How far back "what" is looked for from "like": "What was the house you grew up in like?" is as far as people go. */
const LIKENESS_REACH = 10;

/**
 * Whether the "like" at `index` is the preposition of likeness ("What was it like growing up?", "What's Marseille
 * like?", "I remember what it was like"), not the verb of liking ("What do you like?", "What is it you like about
 * Paris?"): "what", then a copula or a verb of seeming with nothing but auxiliaries and its subject between, then
 * "like". A subject of its own right before "like", after the copula's, makes it a clause of liking ("is it you like").
 * The tagger reads the one as the other whenever a verb follows ("like growing up"), so the construction decides.
 */
export function isLikeOfLikeness(words: readonly Word[], index: number): boolean {
  if (words[index]?.text.toLowerCase() !== 'like') return false;
  let copula = -1;
  for (let at = index - 1; at >= 0 && at >= index - LIKENESS_REACH; at -= 1) {
    const word = words[at]!;
    if (!word.isWord) return false;
    if (word.text.toLowerCase() === 'what') {
      if (copula < 0) return false;
      const between = words.slice(copula + 1, index);
      return !(between.length > 1 && SUBJECT_PRONOUNS.has(between.at(-1)!.text.toLowerCase()));
    }
    if (word.pos !== 'verb') continue;
    if (LIKENESS_VERBS.has(word.lemma)) copula = Math.max(copula, at);
    else if (!AUXILIARY_VERBS.has(word.lemma)) return false;
  }
  return false;
}

// The model's tokenizer knows the letters of Latin-1 only: it cuts "Łódź" into "Ł", "ód" and "ź", and "Maramureș"
// before its last letter. A letter beyond them is read as its base letter ("Ł" as "L", "ș" as "s"), one for one, so
// every word keeps its length and place; the words are then given back as written.
const BEYOND_LATIN_1 = /[\u0100-\u{10ffff}]/gu;

function latinStandIn(text: string): string {
  return text.replace(BEYOND_LATIN_1, (character) => {
    if (!/\p{L}/u.test(character)) return character;
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    const standIn = base.length === 1 && base.charCodeAt(0) <= 0xff ? base : character === character.toLowerCase() ? 'x' : 'X';
    return standIn.repeat(character.length);
  });
}

/** The tokens read from the stand-in text, as written in the original: both have every character in the same place. */
function originalValues(values: readonly string[], standIn: string, original: string): string[] {
  let cursor = 0;
  return values.map((value) => {
    const at = standIn.indexOf(value, cursor);
    if (at < 0) return value;
    cursor = at + value.length;
    return original.slice(at, cursor);
  });
}

function bound(instance: WinkNlp): { its: WinkNlp['its']; readDoc: (text: string) => WinkDoc } {
  return { its: instance.its, readDoc: (text) => instance.readDoc(text) };
}

const datesCache = new Map<string, readonly string[]>();

/**
 * The dates a text names, as the model reads them: "Twice in May I found her…" → ["May"], "on 9 May" → ["9 May"];
 * "My neighbour May Collins" names none, so a month's name said of a person stays that person's.
 */
export function datesNamedIn(text: string): readonly string[] {
  const input = text.length > MAX_READ_CHARACTERS ? text.slice(0, MAX_READ_CHARACTERS) : text;
  const cached = datesCache.get(input);
  if (cached) return cached;
  const { its, readDoc } = bound(model());
  const entities = readDoc(input).entities().out(its.detail) as { value: string; type: string }[];
  const dates = entities.filter((entity) => entity.type === 'DATE').map((entity) => entity.value);
  if (datesCache.size >= CACHE_SIZE) datesCache.delete(datesCache.keys().next().value as string);
  datesCache.set(input, dates);
  return dates;
}

/** The lemmas of a text's content words (no function words, no punctuation), in order: "How much did we set aside?" → ["much", "set", "aside"]. */
export function contentLemmas(text: string): string[] {
  return readWords(text)
    .filter((word) => word.isWord && !word.stopWord)
    .map((word) => word.lemma);
}

const sentiments = new Map<string, number>();

/**
 * How favourable one word is on its own, from the model's sentiment lexicon (-1 to 1): "hopeless" and "badly" are
 * below zero, "proud" above, "garden" zero.
 */
export function wordSentiment(word: string): number {
  const key = word.trim().toLowerCase();
  const known = sentiments.get(key);
  if (known !== undefined) return known;
  const instance = model();
  const value = Number(instance.readDoc(key).out(instance.its.sentiment)) || 0;
  if (sentiments.size >= CACHE_SIZE) sentiments.delete(sentiments.keys().next().value as string);
  sentiments.set(key, value);
  return value;
}

/**
 * The verb a word is where it stands as one, after its subject ("Who fitted it?", "our installer, Ravi, fitted it"):
 * the tagger reads a lone past form as a noun ("fitted"), so the word is read after a subject pronoun instead, and
 * taken when WordNet holds it as a verb. Null for a word that is no verb there ("else").
 */
export function verbLemmaOf(form: string): string | null {
  const word = readWords(`she ${form.toLowerCase()}`)[1];
  return word?.pos === 'verb' && hasPartOfSpeech(word.lemma, 'verb') ? word.lemma : null;
}

/** Whether a word is written in a verb's past form or past participle ("paid", "changed"), not its base, -ing or -s form. */
export function isPastForm(word: Word): boolean {
  const written = word.text.toLowerCase();
  return written !== word.lemma && !written.endsWith('ing') && written !== `${word.lemma}s` && written !== `${word.lemma}es`;
}

/** The dictionary form of one word: "kids" → "kid". */
export function lemmaOf(word: string): string {
  return readWords(word)[0]?.lemma ?? word.toLowerCase();
}
