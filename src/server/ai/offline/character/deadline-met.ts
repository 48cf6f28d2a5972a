// "it redone properly in time for Christmas", "the cake remade for the family party on 14 June", "the shelves up
// before the baby arrives": the part of a want that says by when it is wanted, met by a day the offer gives that is
// not after it ("by 18 December", "on the morning of 14 June"). The day is the want's own date, or the one WordNet
// gives the occasion it names ("Christmas" is "Dec 25"); a want that names an occasion of no known day is met by any
// day the offer gives.
import type { Word } from '../../language/lemmas.ts';
import { quantitiesIn, type Quantity } from '../../language/quantities.ts';
import { relatedWords } from '../../language/wordnet.ts';

// The days of the week in order, so "on Monday" meets "by Wednesday" within the one week.
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

// Days named from now, which lie ahead of any day still wanted: "today", "tonight", "tomorrow".
const DAYS_FROM_NOW: Readonly<Record<string, number>> = { today: 0, tonight: 0, tomorrow: 1 };

// What leads a weekday that is no day of this week, or no one day: "last Friday", "next Monday", "every Friday".
const NOT_THIS_WEEK = /\b(?:last|next|every|each)\s+$/i;

// What leads a date that is no day something is done on: "after 9 December", "from 9 December".
const NOT_A_DAY_DONE = /\b(?:after|from|since|until|not before|not until)\s+(?:the\s+)?(?:\S+\s+){0,3}$/i;

interface WantedBy {
  /** Where the want's words of by when begin. */
  at: number;
  /** The day, "MM-DD", when the want or WordNet gives one. */
  day: string | null;
  /** The day of the week, 0 for Monday, when the want names one ("by Wednesday") and no date. */
  weekday: number | null;
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

/** The day of the week a word names, 0 for Monday; -1 for any other word. */
function weekdayOf(text: string): number {
  return (WEEKDAYS as readonly string[]).indexOf(text.toLowerCase());
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
    const weekday = date ? -1 : rest.map((word) => weekdayOf(word.text)).find((found) => found >= 0) ?? -1;
    return { at, day, weekday: weekday >= 0 ? weekday : null, isMetOnTheDay: lemma !== 'before' };
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
  const isDayDone = (at: number) => !NOT_A_DAY_DONE.test(line.slice(0, at)) && !/\bnot\b|n['’]t\b|\bnever\b/i.test(line.slice(0, at));
  const days = quantitiesIn(line).filter((date) => {
    if (!hasMonth(date)) return false;
    const at = line.indexOf(date.text);
    return at >= 0 && isDayDone(at);
  });
  const meets = (date: Quantity) => by.day === null || dayOfYear(date) < by.day || (by.isMetOnTheDay && dayOfYear(date) === by.day);
  // "today", "tomorrow" and a day of this week ("on Monday") are days given too: the first two lie ahead of no day
  // still wanted; a weekday meets a want of no known day, or of a weekday not before it.
  const namedDays = [...line.matchAll(/\b[a-z]+\b/gi)].filter((match) => isDayDone(match.index) && !NOT_THIS_WEEK.test(line.slice(0, match.index)));
  const isFromNow = namedDays.some((match) => match[0].toLowerCase() in DAYS_FROM_NOW);
  const weekdays = namedDays.map((match) => weekdayOf(match[0])).filter((weekday) => weekday >= 0);
  const meetsWeekday = (weekday: number) => (by.weekday === null ? by.day === null : weekday < by.weekday || (by.isMetOnTheDay && weekday === by.weekday));
  const isMet = days.some(meets) || isFromNow || weekdays.some(meetsWeekday);
  const isMissedByWeekday = by.weekday !== null && weekdays.length > 0;
  return { met: isMet ? phraseWords.slice(by.at) : [], isMissed: !isMet && ((by.day !== null && days.length > 0) || isMissedByWeekday) };
}

/** The words of a want that say by when it is wanted, when the line gives a day that meets it; none otherwise. */
export function wantedByWordsMet(phraseWords: readonly Word[], line: string): Word[] {
  return wantedByMet(phraseWords, line).met;
}
