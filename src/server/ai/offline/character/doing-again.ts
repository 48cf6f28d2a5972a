// "the photos reprinted", "the cake remade", "the curtains redone": a want of a thing done again, given by an offer
// that does it again in other words ("we will print all 40 again", "we will make a new pair", "we'll re-cover the
// back"). Read by WordNet: a "re-" verb glossed as its doing with a word of once more ("print anew", "paint again",
// "make new"), the words of once more widened by their own glosses ("again" is "anew", and "anew" is "again but in a
// new or different way"); "redo" is any doing done again.
import { readWords, verbLemmaOf, type Word } from '../../language/lemmas.ts';
import { definitionsOf, hasPartOfSpeech, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { BoundedMemo } from '../../../lib/bounded-memo.ts';

interface DoingAgain {
  /** The doings the verb does again, and the terms it is a kind of: "print", "reproduce". */
  doings: ReadonlySet<string>;
  /** "redo": any doing done again gives it. */
  isAnyDoing: boolean;
  /** The words that say it is done once more: "again", "anew", "new". */
  again: ReadonlySet<string>;
}

// A gloss of a verb done again is short: "print anew", "fit out again", "make new".
const MAX_GLOSS_WORDS = 4;
// "again" → "anew" → "again but in a new or different way": two glosses away.
const GLOSS_STEPS = 2;
// "bake" is a kind of "cook", which is a kind of "create from raw material"…
const BROADER_STEPS = 3;
// Doings of saying, knowing, seeing or being are no doing to a thing: "we'll call you again" redoes nothing.
const NOT_A_DOING: ReadonlySet<string> = new Set(['communication', 'cognition', 'perception', 'stative', 'emotion']);
// The doing "redo" names: any doing.
const ANY_DOING = 'do';

const doingsAgain = new BoundedMemo<DoingAgain | null>({ entries: 2_000, keyChars: 40_000 });

/** What a "re-" verb does again, as WordNet glosses it; null for a verb that is no doing again ("return", "refund"). */
function doingAgainOf(lemma: string): DoingAgain | null {
  return doingsAgain.answer(lemma, () => {
    if (!/^re-?\p{L}{2,}$/u.test(lemma)) return null;
    const doings = new Set<string>();
    const again = new Set<string>();
    for (const gloss of definitionsOf(lemma, 'verb', 2)) {
      const words = readWords(gloss).filter((word) => word.isWord);
      const verb = words[0];
      if (words.length > MAX_GLOSS_WORDS || verb === undefined || !hasPartOfSpeech(verb.lemma, 'verb')) continue;
      // "fit out again": "out" goes with the doing ("fit out"); only "again" says once more.
      const marks = words.slice(1).filter((word) => (word.pos === 'adverb' || word.pos === 'adjective') && !hasPartOfSpeech(`${verb.lemma} ${word.lemma}`, 'verb'));
      if (marks.length === 0) continue;
      doings.add(verb.lemma);
      for (const mark of marks) again.add(mark.lemma);
    }
    if (again.size === 0) return null;
    const own = lemma.replace(/^re-?/, '');
    if (hasPartOfSpeech(own, 'verb')) doings.add(own);
    for (const broader of relatedWords(lemma, 'verb', 1).broader) doings.add(broader);
    let frontier = [...again];
    for (let step = 0; step < GLOSS_STEPS && frontier.length > 0; step += 1) {
      const next: string[] = [];
      for (const mark of frontier) {
        for (const gloss of definitionsOf(mark, 'adverb', 1)) {
          for (const word of readWords(gloss)) {
            if (!word.isWord || (word.pos !== 'adverb' && word.pos !== 'adjective') || again.has(word.lemma)) continue;
            again.add(word.lemma);
            next.push(word.lemma);
          }
        }
      }
      frontier = next;
    }
    return { doings, isAnyDoing: doings.has(ANY_DOING), again };
  });
}

/**
 * The doing a "re-" verb, as written, does once more, and the form written after "re-": "rebooked" (a word WordNet
 * lacks) is "booked", "book" again, and "reprinted", glossed "print anew", is "print" again. Null for any other word,
 * and for a "re-" verb WordNet reads as a doing of its own ("refunded", "returned", "removed").
 */
export function doneAgainOf(form: string): { doing: string; rest: string } | null {
  const rest = /^re-?(\p{L}{3,})$/iu.exec(form)?.[1];
  if (rest === undefined) return null;
  const doing = verbLemmaOf(rest);
  if (!doing || !hasPartOfSpeech(doing, 'verb')) return null;
  const whole = verbLemmaOf(form) ?? form.toLowerCase();
  if (!hasPartOfSpeech(whole, 'verb')) return { doing, rest };
  return doingAgainOf(whole)?.doings.has(doing) ? { doing, rest } : null;
}

/** Whether a verb is one of the doings, or a kind of one within a few steps: "bake" of "make". */
function isKindOfDoing(verb: string, doings: ReadonlySet<string>): boolean {
  let frontier = [verb];
  const seen = new Set(frontier);
  for (let step = 0; step <= BROADER_STEPS && frontier.length > 0; step += 1) {
    if (frontier.some((lemma) => doings.has(lemma))) return true;
    frontier = frontier.flatMap((lemma) => relatedWords(lemma, 'verb', 1).broader).filter((lemma) => !seen.has(lemma) && seen.add(lemma));
  }
  return false;
}

/** The doing of a word written "re-" and a verb ("re-cover"): the verb, done again; null for any other word. */
function hyphenatedAgain(word: Word): string | null {
  const rest = /^re-(\p{L}{2,})$/iu.exec(word.text)?.[1];
  return rest === undefined ? null : verbLemmaOf(rest);
}

/**
 * Whether a line's words do again what a wanted "re-" verb names: a doing of it (or of a kind of it) and a word of
 * once more, neither negated ("we will print all 40 again" for "reprinted", "make a new pair" for "redone"), or the
 * doing written with "re-" ("re-cover the back" for "redone").
 */
export function givesDoingAgain(wanted: string, words: readonly Word[]): boolean {
  const doingAgain = doingAgainOf(wanted);
  if (doingAgain === null) return false;
  const affirmed = words.filter((word) => word.isWord && !word.negated);
  const isDoing = (verb: string) => (doingAgain.isAnyDoing ? !NOT_A_DOING.has(verbKinds(verb, 1)[0] ?? 'stative') : isKindOfDoing(verb, doingAgain.doings));
  if (affirmed.some((word) => {
    const verb = hyphenatedAgain(word);
    return verb !== null && isDoing(verb);
  })) return true;
  const saysAgain = affirmed.some((word) => doingAgain.again.has(word.lemma));
  return saysAgain && affirmed.some((word) => word.pos === 'verb' && isDoing(word.lemma));
}
