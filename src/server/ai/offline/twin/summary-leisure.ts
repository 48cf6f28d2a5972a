// Whether a line shows the owner doing a pastime themselves, now and by choice: not as a child, not at a job they name,
// not something they call themselves bad at, not a subject of talk, a thing's or a place's name, or a book written in.
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { stemWord } from '../../language/text.ts';
import { LEISURE_TAGS } from './summary-lexicon.ts';
import { lemmaOf, readWords, wordSentiment, type Word } from '../../language/lemmas.ts';
import { hasPartOfSpeech, isKindOf, nounKinds, relatedWords } from '../../language/wordnet.ts';
import { sectionOfQuestion } from '../../language/twin-sentences.ts';
import { CHILDHOOD_QUESTION, FIRST_PERSON, modelPositionOf, modelWordAt, OCCUPATION_STEMS, type ReadSentence, speaksOfSelf, SUBJECT_QUESTION, TAG_CUE_INDEX } from './summary-reading.ts';
import { OTHER_SUBJECTS, ownOccupation } from './summary-referents.ts';

// The verbs of cooking: "cook", what WordNet holds as doing it ("make", "prepare"), and its kinds ("bake", "roast").
const COOKING_VERB = 'cook';

const COOKING_SENSES = 2;

/** A verb of cooking: "cook", one of its WordNet synonyms, or a kind of it ("bake", "fry"). */
export function isCookingVerb(lemma: string): boolean {
  return lemma === COOKING_VERB || relatedWords(COOKING_VERB, 'verb', COOKING_SENSES).synonyms.includes(lemma) || relatedWords(lemma, 'verb', 1).broader.includes(COOKING_VERB);
}

const WRITING_LEMMAS = new Set(['write', 'jot', 'note', 'record', 'log']);

const WRITING_REACH = 5;

export const GROWING_LEMMAS = new Set(['grow', 'plant', 'sow', 'prune', 'weed', 'tend', 'harvest', 'dig', 'garden']);

export const GARDEN_STEMS = new Set(['garden', 'gardening', 'allotment'].map(stemWord));

// "As children", "as a boy", "when I was young", "when we were teenagers": what the person did in their youth, not
// what they are. The word after the frame is a boy or a girl, young, or a kind of juvenile in WordNet.
const YOUTH_FRAME = /\b(?:as|when (?:i|we) (?:was|were)) (?:a |an )?([a-z]+)/g;
const YOUTH_WORDS = new Set(['boy', 'boys', 'girl', 'girls', 'young', 'younger', 'little', 'small']);

function isSaidOfYouth(words: readonly string[]): boolean {
  return [...words.join(' ').matchAll(YOUTH_FRAME)].some(([, word]) => YOUTH_WORDS.has(word!) || isKindOf(lemmaOf(word!), 'juvenile'));
}

// A word this unfavourable ("hopeless at gardening", "how badly we sing") says the person is bad at it, not that they love it.
const UNFAVOURABLE = -0.3;

// Sections whose sentences speak of what the person does for pleasure: where a leisure tag's best line is.
export const LEISURE_SECTIONS: ReadonlySet<TwinSummarySectionName> = new Set(['hobby', 'interest', 'friends']);

/** Why a sentence cannot show a leisure tag of the person: about childhood, an unfavourable word, or naming their job. */
export function showsNoLeisure(sentence: ReadSentence): boolean {
  if (sentence.questionNumber === CHILDHOOD_QUESTION || isSaidOfYouth(sentence.words)) return true;
  // "The plants of the cloud forest.", said of what they could talk about for hours: a subject named, not done.
  if (sentence.questionNumber === SUBJECT_QUESTION && !sentence.words.some((word) => FIRST_PERSON.has(word))) return true;
  // "I was a postman … and knew every dog on the round": a job named as theirs ("a postman", "as a nurse", not "I cook").
  if (ownOccupation(sentence) && sentence.stems.some((stem, index) => OCCUPATION_STEMS.has(stem) && ['a', 'an', 'as'].includes(sentence.words[index - 1] ?? ''))) return true;
  // "My job was drawing up plans", "our trade is fishing": what the owner's work is, not what they do for pleasure.
  if (['my', 'our'].includes(sentence.words[0] ?? '') && WORK_NOUNS.has(sentence.words[1] ?? '')) return true;
  return readWords(sentence.text).some((word) => (word.pos === 'adjective' || word.pos === 'adverb') && wordSentiment(word.text) <= UNFAVOURABLE);
}

// Nouns by which the owner names their work as a sentence's subject ("My job was …").
const WORK_NOUNS = new Set(['job', 'work', 'career', 'trade', 'living', 'profession', 'business', 'shift', 'role']);

/**
 * "Drawing up plans", "ran up a debt": the verb with the word after it is a verb of its own in WordNet whose commonest
 * sense is neither the verb nor a kind of it, so it is not the pastime ("climb up", "cook up" still are).
 */
function isOtherPhrasalVerb(word: Word, after: Word | undefined): boolean {
  if (!after?.isWord || after.pos === 'noun' || after.pos === 'verb') return false;
  const phrasal = `${word.lemma} ${after.text.toLowerCase()}`;
  if (!hasPartOfSpeech(phrasal, 'verb')) return false;
  const { synonyms, broader } = relatedWords(phrasal, 'verb', 1);
  return !synonyms.includes(word.lemma) && !broader.includes(word.lemma);
}

// Verbs of liking: "I love to read" is a pleasure, "up at six to mark books" a task.
const LIKING_LEMMAS = new Set(['love', 'like', 'enjoy', 'adore', 'want', 'prefer', 'learn', 'go']);

/**
 * Why a leisure cue does not show the person doing it: a subject of talk ("argue about the football"), someone
 * else doing it ("while he cooks", "people running for the bus"), or naming a thing ("a climbing wall").
 */
export function isNotTheirActivity(sentence: ReadSentence, index: number): boolean {
  if (sentence.words.slice(Math.max(0, index - 2), index).includes('about')) return true;
  // "Up at six to mark books": done for a purpose, unless what comes before is liking it ("I love to read books"). A
  // "to" before a thing is no purpose: "I listen to opera".
  const to = sentence.words.lastIndexOf('to', index - 1);
  if (to >= 0 && index - to <= 3 && !LIKING_LEMMAS.has(lemmaOf(sentence.words[to - 1] ?? '')) && modelWordAt(sentence, to + 1)?.word.pos === 'verb') return true;
  const read = modelWordAt(sentence, index);
  if (!read) return false;
  const { word, before, after } = read;
  // "A roadhouse outside Meekatharra": a word of place said as a preposition is no activity.
  if (word.pos === 'other') return true;
  // "The Black Forest", "the Great Northern": part of a name, not something done.
  if (before?.isWord && /^\p{Lu}/u.test(word.text)) return true;
  if (word.pos === 'verb' && before && (OTHER_SUBJECTS.has(before.text.toLowerCase()) || before.pos === 'noun')) return true;
  if (word.pos === 'verb' && isOtherPhrasalVerb(word, after)) return true;
  // "Painting tiny flowers on nails": a thing that another activity is done to belongs to that activity.
  if (word.pos === 'noun' && doneByAnotherActivity(sentence, index)) return true;
  return word.pos === 'noun' && after?.pos === 'noun' && !/^\p{Lu}/u.test(after.text);
}

// How far back the verb a noun is the object of is looked for ("painting tiny pink flowers").
const OBJECT_REACH = 3;

/** The leisure tags whose one-word cue is the word at `index` ("painting" → creative). */
function leisureTagsAt(sentence: ReadSentence, index: number): Set<string> {
  const entries = [...(TAG_CUE_INDEX.byStem.get(sentence.stems[index]!) ?? []), ...(TAG_CUE_INDEX.byFirstWord.get(sentence.words[index]!) ?? []).filter(({ cue }) => cue.kind === 'phrase' && cue.words.length === 1)];
  return new Set(entries.filter(({ tag }) => LEISURE_TAGS.has(tag)).map(({ tag }) => tag));
}

/** The noun at `index` is what a verb right before it does, and that verb is the cue of another leisure tag. */
function doneByAnotherActivity(sentence: ReadSentence, index: number): boolean {
  const own = leisureTagsAt(sentence, index);
  for (let at = index - 1; at >= Math.max(0, index - OBJECT_REACH); at -= 1) {
    const read = modelWordAt(sentence, at);
    if (!read) return false;
    if (read.word.pos === 'adjective' || ['a', 'an', 'the', 'some'].includes(read.word.text.toLowerCase())) continue;
    if (!(read.word.pos === 'verb' || /ing$/i.test(read.word.text))) return false;
    return [...leisureTagsAt(sentence, at)].some((tag) => !own.has(tag));
  }
  return false;
}

const ARTICLES = new Set(['a', 'an', 'the']);

// Words that open a clause describing something named before them ("a cricket match where everybody cheats").
const RELATIVE_WORDS = new Set(['where', 'when', 'which', 'who', 'whom', 'whose', 'that', 'while']);

/**
 * "Christmas lunch on the beach, prawns and a cricket match where everybody cheats": a main clause with no verb and
 * nothing of the person's names things. Said of what they do for pleasure (a hobby, what they love, what they do with
 * friends) a named pastime is theirs ("Cricket."); said of anything else (a family tradition) it is no pastime of theirs.
 */
export function namesThingsOnly(sentence: ReadSentence): boolean {
  if (speaksOfSelf(sentence)) return false;
  const asked = sentence.questionNumber === null ? null : sectionOfQuestion(sentence.questionNumber);
  if (asked !== null && LEISURE_SECTIONS.has(asked)) return false;
  const words = readWords(sentence.text);
  const relative = words.findIndex((word, index) => index > 0 && RELATIVE_WORDS.has(word.text.toLowerCase()));
  // "a cricket match", "a touch rugby match": a word read as a verb right after "a" and nouns is their head, when it can be one.
  const isCompoundHead = (index: number) => {
    let at = index - 1;
    while (at >= 0 && words[at]!.pos === 'noun') at -= 1;
    return at < index - 1 && ARTICLES.has(words[at]?.text.toLowerCase() ?? '') && hasPartOfSpeech(words[index]!.lemma, 'noun');
  };
  return !(relative < 0 ? words : words.slice(0, relative)).some((word, index) => word.pos === 'verb' && !isCompoundHead(index));
}

// WordNet's kinds of a place to be out in: a natural object ("hill", "sea", "creek") or a location ("outdoors").
const PLACE_KINDS = new Set(['object', 'location']);

/**
 * "The hills above Tolaga Bay at lambing time", "The sea at Sagres has stayed with me": a place named, with no verb
 * before it of what is done there ("we walk the hills", "I swim in the sea"), says where the person's heart is, not
 * that they are out in it.
 */
export function namesPlaceOnly(sentence: ReadSentence, index: number): boolean {
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  const words = readWords(sentence.text);
  const word = words[at]!;
  if (word.pos !== 'noun' || !nounKinds(word.lemma, 1).some((kind) => PLACE_KINDS.has(kind))) return false;
  return !words.slice(0, at).some((before) => before.pos === 'verb');
}

/** The word at `index` is where something is written ("write the weather in my book"). */
export function isWrittenIn(sentence: ReadSentence, index: number): boolean {
  const words = readWords(sentence.text);
  const at = modelPositionOf(sentence, index);
  if (at === undefined) return false;
  return words.slice(Math.max(0, at - WRITING_REACH), at).some((word) => word.pos === 'verb' && WRITING_LEMMAS.has(word.lemma));
}
