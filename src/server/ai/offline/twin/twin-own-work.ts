// A question about the person's own work that nothing they said answers as read ("What was your first job?", "Did you
// ever get promoted?", "Who's your closest friend at the hospital?"): answered from what they said of their work, by
// the sentence that says what the question asks of it. Read only where the gate finds no answer, and precision first:
// when no sentence of their work says what is asked, nothing answers.
//
// What is asked of the work:
// - the first job: the earliest sentence of their answer about their work that names a job (a line of work, or work
//   said as a doing) with a year or since when ("I came over in 1977 and worked as a hired man …");
// - a rise in post ("promoted", "moved up": a verb WordNet defines as going to a higher or better job or position): the
//   last sentence of that answer that names a line of work with a year or since when, after one that named a job or
//   work before it ("Charge nurse since 2018.");
// - someone at the place of their work ("your closest friend at the hospital", the hospital named in their answer
//   about their work): the sentence that answers who, without the place, and speaks of their work ("… my work wife").
import { type Word } from '../../language/lemmas.ts';
import { definitionsOf, isKindOf, isOccupationNoun, isPersonNoun, relatedWords } from '../../language/wordnet.ts';
import { type Passage, type ReadQuestion } from './twin-passage.ts';
import { readWords, WORK_NAMES } from './twin-words.ts';

// How many of a verb's senses are read for a rise in post.
const RISE_SENSES = 2;
// How many senses of a noun are read for a job: a position is one in its sixth ("a job in an organization").
const JOB_SENSES = 8;
// How many steps up WordNet a post that leads is found a leader ("foreman" → supervisor → superior → … leader).
const LEADER_DEPTH = 4;

/** Their answer about their work, in the order said. */
function workAnswer(passages: readonly Passage[]): Passage[] {
  return passages.filter((passage) => passage.kinds.includes('work'));
}

/** Asks for the first job itself ("your first job", "your first proper position"), not the first day or the first pay of one. */
function asksFirstJob(question: ReadQuestion): boolean {
  const words = (question.askedWords ?? []).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (word.text.toLowerCase() !== 'first') return false;
    const thing = words.slice(index + 1).find((next) => next.pos !== 'adjective' && next.pos !== 'adverb');
    return thing !== undefined && isJobWord(thing);
  });
}

/**
 * Whether a sentence says the rest of what a question asks of the job: every doing or quality it asks ("teaching" in
 * "your first teaching job", "came" in "when you came to Canada"), and every thing it names but a job, unless a doing
 * it asks is said with it ("came as a caregiver first", asked "when you came to Canada"). A first job "back in Lagos"
 * is not the first job said of elsewhere.
 */
function saysRestAsked(question: ReadQuestion, passage: Passage): boolean {
  const doings = question.others.filter((lemma) => !isJobNoun(lemma));
  if (!doings.every((lemma) => passage.terms.has(lemma))) return false;
  return question.nouns.every((lemma) => isJobNoun(lemma) || passage.terms.has(lemma)) || doings.length > 0;
}

/** A word for a job: a name of work ("job", "work") or a noun WordNet holds, in one of its senses, as a kind of one ("position", "post"). */
function isJobNoun(lemma: string): boolean {
  return WORK_NAMES.has(lemma) || relatedWords(lemma, 'noun', JOB_SENSES).broader.some((term) => WORK_NAMES.has(term));
}

const isJobWord = (word: Word) => word.pos === 'noun' && isJobNoun(word.lemma);

/**
 * Whether WordNet defines a verb as going, or putting someone, to a higher or better job: "promote" (give a promotion to
 * or assign to a higher position), "move up" (move to a better position in life or to a better job).
 */
export function asksRiseInPost(verb: string): boolean {
  return definitionsOf(verb, 'verb', RISE_SENSES).some((definition) => {
    const words = readWords(definition);
    return words.some(isJobWord) && words.some((word, index) => word.pos === 'adjective' && isComparative(word) && words.slice(index + 1).some(isJobWord));
  });
}

/** An adjective in the comparative degree ("higher", "better"): the tagger's lemma differs from what is written, ending in -er or "better". */
function isComparative(word: Word): boolean {
  const text = word.text.toLowerCase();
  return text !== word.lemma && (/er$/.test(text) || text === 'better' || text === 'worse');
}

/** A post held: a line of work ("nurse", "porter") or one that leads others ("foreman", "manager": WordNet's leaders). */
const isPost = (lemma: string) => isOccupationNoun(lemma) || isKindOf(lemma, 'leader', LEADER_DEPTH);
/** Names a line of work ("nurse", "porter"), or has the person work or do a trade. */
function namesJob(passage: Passage): boolean {
  return [...passage.commonNouns].some(isPost) || passage.namesRole || passage.doingTerms.has('work') || passage.doesTrade;
}

const namesPost = (passage: Passage) => [...passage.commonNouns].some(isPost);

/**
 * Whether a sentence says the person's work itself ("my work wife", "at work") or names the place of it asked ("the
 * hospital"): someone said there is someone of their work. A line of work named alone ("the caregiver program") is not.
 */
export function saysWorkOrPlace(passage: Passage, places: readonly string[]): boolean {
  return [...WORK_NAMES, ...places].some((term) => passage.terms.has(term));
}

/** The sentence of their work that says what a question about it asks: its first job, or a rise in post. Null when none. */
export function ownWorkAnswer(question: ReadQuestion, passages: readonly Passage[]): Passage | null {
  if (question.doer !== null || question.asksKin || question.kinds.has('family') || question.kinds.has('advice')) return null;
  const work = workAnswer(passages);
  if (work.length === 0) return null;
  const dated = work.filter((passage) => passage.saysSinceWhen && namesJob(passage));
  // The first of several: a job told alone may be the only one they had, or the one they have now.
  if (asksFirstJob(question)) {
    const first = dated[0];
    // Another job told: in a sentence of its own, or as the answer's heading ("Dairy farmer."), which names their work.
    const another = work.some((passage) => passage !== first && (namesJob(passage) || (passage.isFirst && passage.isFragment)));
    return first !== undefined && another && saysRestAsked(question, first) ? first : null;
  }
  if (question.others.some(asksRiseInPost)) {
    const risen = work.filter((passage) => passage.saysSinceWhen && namesPost(passage)).at(-1);
    if (risen === undefined) return null;
    const postBefore = work.some((passage) => passage.id < risen.id && namesJob(passage)) || [...risen.commonNouns].filter(isPost).length > 1;
    return postBefore ? risen : null;
  }
  return null;
}

/**
 * Asked who someone of theirs is at the place of their work ("Who's your closest friend at the hospital?", the hospital
 * named in their answer about their work): the question without the place, to be answered only by a sentence that says
 * their work or that place (`saysWorkOrPlace`). Null when it asks no such thing.
 */
export function someoneAtWork(question: ReadQuestion, passages: readonly Passage[]): { question: ReadQuestion; places: string[] } | null {
  if (!question.kinds.has('who') || question.doer !== null || question.asksKin) return null;
  const work = workAnswer(passages);
  const places = question.nouns.filter((lemma) => work.some((passage) => passage.terms.has(lemma)) && !isPersonNoun(lemma));
  const rest = question.nouns.filter((lemma) => !places.includes(lemma));
  if (places.length === 0 || !rest.some(isPersonNoun)) return null;
  const settings = new Set([...question.settings].filter((lemma) => !places.includes(lemma)));
  return { question: { ...question, nouns: rest, settings, kinds: new Set([...question.kinds].filter((kind) => kind !== 'work')) }, places };
}
