// "it redone properly in time for Christmas", "the cake remade for the family party on 14 June", "the shelves up
// before the baby arrives": the part of a want that says by when it is wanted, met by a day the offer gives that is
// not after it ("by 18 December", "on the morning of 14 June"). The day is the want's own date, or the one WordNet
// gives the occasion it names ("Christmas" is "Dec 25"); a want that names an occasion of no known day is met by any
// day the offer gives.
import type { Word } from '../../language/lemmas.ts';
import { quantitiesIn, type Quantity } from '../../language/quantities.ts';
import { relatedWords } from '../../language/wordnet.ts';

// What leads a date that is no day something is done on: "after 9 December", "from 9 December".
const NOT_A_DAY_DONE = /\b(?:after|from|since|until|not before|not until)\s+(?:the\s+)?(?:\S+\s+){0,3}$/i;

interface WantedBy {
  /** Where the want's words of by when begin. */
  at: number;
  /** The day, "MM-DD", when the want or WordNet gives one. */
  day: string | null;
  /** "before" a day is met only earlier; "by" or "in time for" it, on it too. */
  isMetOnTheDay: boolean;
}

/** Whether a date names its month: "20 December", not "the 20th". */
function hasMonth(quantity: Quantity): boolean {
  return quantity.kind === 'date' && String(quantity.value).length >= 5;
}

/** A date's month and day, "MM-DD", so dates said with and without a year compare. */
function dayOfYear(date: Quantity): string {
  return String(date.value).slice(-5);
}

// "Christmas" is first the season, then the day.
const OCCASION_SENSES = 2;

/** The day WordNet gives an occasion by one of its names: "christmas" → "12-25" (of "Dec 25"). */
function dayOfOccasion(lemma: string): string | null {
  for (const name of relatedWords(lemma, 'noun', OCCASION_SENSES).synonyms) {
    const date = quantitiesIn(name).find(hasMonth);
    if (date) return dayOfYear(date);
  }
  return null;
}

/**
 * Where a want's words of by when begin ("before", "by", "ahead of", "in time for", or "for" with a date after it:
 * "for the family party on 14 June"), and the day they name; null when the want names no time it is wanted by.
 */
function wantedBy(words: readonly Word[]): WantedBy | null {
  const lemmaAt = (index: number) => words[index]?.lemma ?? '';
  for (let at = 0; at < words.length; at += 1) {
    const lemma = lemmaAt(at);
    const isInTimeFor = lemma === 'in' && lemmaAt(at + 1) === 'time' && lemmaAt(at + 2) === 'for';
    const isLead = isInTimeFor || lemma === 'before' || lemma === 'by' || (lemma === 'ahead' && lemmaAt(at + 1) === 'of');
    const rest = words.slice(at);
    const date = quantitiesIn(rest.map((word) => word.text).join(' ')).find(hasMonth);
    if (!isLead && !(lemma === 'for' && date !== undefined)) continue;
    const day = date ? dayOfYear(date) : (rest.map((word) => (word.pos === 'noun' ? dayOfOccasion(word.lemma) : null)).find((found) => found !== null) ?? null);
    return { at, day, isMetOnTheDay: lemma !== 'before' };
  }
  return null;
}

/**
 * How a line meets the part of a want that says by when it is wanted: `met`, the want's words of by when, when a
 * statement of the line gives a day that meets it; `isMissed` when every day the line gives something on is later than
 * a known day ("by 28 December" of "in time for Christmas"). A date negated or no day done ("not until 9 January",
 * "from 9 January") is no day given.
 */
export function wantedByMet(phraseWords: readonly Word[], line: string): { met: Word[]; isMissed: boolean } {
  const by = wantedBy(phraseWords);
  if (by === null) return { met: [], isMissed: false };
  const days = quantitiesIn(line).filter((date) => {
    if (!hasMonth(date)) return false;
    const at = line.indexOf(date.text);
    return at >= 0 && !NOT_A_DAY_DONE.test(line.slice(0, at)) && !/\bnot\b|n't\b|\bnever\b/i.test(line.slice(0, at));
  });
  const meets = (date: Quantity) => by.day === null || dayOfYear(date) < by.day || (by.isMetOnTheDay && dayOfYear(date) === by.day);
  return { met: days.some(meets) ? phraseWords.slice(by.at) : [], isMissed: by.day !== null && days.length > 0 && !days.some(meets) };
}

/** The words of a want that say by when it is wanted, when the line gives a day that meets it; none otherwise. */
export function wantedByWordsMet(phraseWords: readonly Word[], line: string): Word[] {
  return wantedByMet(phraseWords, line).met;
}
