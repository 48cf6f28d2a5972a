// Numbers, money, shares, dates and times in a line, each in one normal form, so "180k", "£180,000" and "180 thousand
// pounds" are the same amount, "14 March" and "March 14th" the same day, "6pm" and "18:00" the same time, and
// "a fifth" is a share (0.2), not a date. Plain rules over the text; deterministic and fast.
import { BoundedMemo } from '../../lib/bounded-memo.ts';

export type QuantityKind = 'money' | 'number' | 'percent' | 'share' | 'date' | 'time' | 'year';

export interface Quantity {
  kind: QuantityKind;
  /** Numbers as numbers (money in whole units, shares as 0–1); a date as "MM-DD" or "YYYY-MM-DD", a time as "HH:MM". */
  value: number | string;
  /** The words it was read from. */
  text: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;
const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1_000, k: 1_000, grand: 1_000, million: 1_000_000, m: 1_000_000, mn: 1_000_000, billion: 1_000_000_000, bn: 1_000_000_000 };
const SHARES: Record<string, number> = { half: 2, third: 3, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const CURRENCY_WORDS = '(?:pounds?|quid|dollars?|euros?|gbp|usd|eur)';
/** Lines longer than this are read in their first part only. */
export const MAX_QUANTITY_TEXT = 4_000;

const NUMBER_WORD = `(?:${Object.keys(SMALL).join('|')})(?:[- ](?:${Object.keys(SMALL).join('|')}))?`;
const DIGITS = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?';
const SCALE_WORD = `(?:${Object.keys(SCALE).join('|')})`;

const monthNumber = (name: string) => {
  const index = MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().replace('.', '').slice(0, 3)));
  return index + 1;
};
const pad = (value: number) => String(value).padStart(2, '0');

function wordNumber(words: string): number | null {
  let total = 0;
  for (const part of words.toLowerCase().split(/[- ]/)) {
    const value = SMALL[part];
    if (value === undefined) return null;
    total += value;
  }
  return total;
}

function amount(digits: string | undefined, words: string | undefined, scale: string | undefined): number | null {
  const base = digits !== undefined ? Number(digits.replace(/,/g, '')) : words !== undefined ? wordNumber(words) : null;
  if (base === null || !Number.isFinite(base)) return null;
  const multiplier = scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1;
  return Math.round(base * multiplier * 100) / 100;
}

// An hour of the clock said as a number or a word ("5", "five"), with its minutes after a point or a colon ("7.30").
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const HOUR = `(\\d{1,2}|${HOUR_WORDS.join('|')})`;
const CLOCK = `${HOUR}(?:[.:]([0-5]\\d))?(?:\\s*o'clock)?`;
// Minutes said before the hour: "half past ten", "quarter to eleven", "twenty to seven", "ten past nine".
// (Figures only with "minutes": "10 to 12" is as often a range.)
const MINUTES_BEFORE = `(half|(?:a\\s+)?quarter|five|ten|twenty|twenty[- ]five|\\d{1,2}(?=\\s+minutes))(?:\\s+minutes)?`;
// What may follow the end of a range of hours: punctuation, the end, or a word that starts another part of the
// sentence; never a noun it counts ("from 10 to 12 people").
const RANGE_END = String.raw`(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|but|so|or|on|every|each|at|in|from|because|with|while|when|then|most|six|five|four|three|two|one|weekdays?|daily|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)`;
// "at night", "in the evening": said after the end of a range of hours, the range is later in the day.
const LATER_IN_DAY = String.raw`at\s+night|in\s+the\s+(?:afternoon|evening)`;
const RANGE_JOIN = String.raw`\s+(?:till|until|til|to)\s+(?:gone\s+|about\s+|around\s+|after\s+)?`;

// How a second hour is joined to a first ("at 10 instead of 7", "at 9 or 10"), and what else may follow an hour said
// alone after "at" to make it a time of day: the days it falls on ("at 9 every morning", "at 8 on weekdays").
const HOUR_JOIN = String.raw`\s+(?:instead\s+of|rather\s+than|or|and|until|till|to)\s+`;
const HOUR_FOLLOWED = String.raw`${HOUR_JOIN}${HOUR}\b(?!\s*(?:%|[a-z]+s\b))|\s+(?:every|each|on\s+(?:weekdays|weekends|Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?))\b`;

function hourOf(said: string): number | null {
  const hour = /^\d+$/.test(said) ? Number(said) : HOUR_WORDS.indexOf(said.toLowerCase()) + 1;
  return hour >= 1 && hour <= 12 ? hour : null;
}

/** A time read from an hour and its minutes, in the afternoon when said so ("two in the afternoon"). */
function clockTime(hourSaid: string, minutes: string | undefined, afternoon = false): Omit<Quantity, 'text'> | null {
  let hour = /^\d+$/.test(hourSaid) && Number(hourSaid) > 12 && Number(hourSaid) < 24 && minutes !== undefined ? Number(hourSaid) : hourOf(hourSaid);
  if (hour === null) return null;
  if (afternoon && hour < 12) hour += 12;
  return { kind: 'time', value: `${pad(hour)}:${minutes ?? '00'}` };
}

interface Rule {
  pattern: RegExp;
  read: (match: RegExpExecArray) => Omit<Quantity, 'text'> | null;
}

// Longer, more specific forms first; a span read by one rule is not read again by a later one.
const RULES: readonly Rule[] = [
  { // 2027-03-14
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    read: (m) => ({ kind: 'date', value: `${m[1]}-${m[2]}-${m[3]}` }),
  },
  { // 14/03/2027, 14/03 (day first, as in the UK)
    pattern: /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g,
    read: (m) => {
      const day = Number(m[1]);
      const month = Number(m[2]);
      if (month < 1 || month > 12 || day < 1 || day > 31) return null;
      const year = m[3] ? (m[3].length === 2 ? `20${m[3]}` : m[3]) : null;
      return { kind: 'date', value: `${year ? `${year}-` : ''}${pad(month)}-${pad(day)}` };
    },
  },
  { // 14 March, 14th of March 2027
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}(?:,?\\s+(\\d{4}))?\\b`, 'gi'),
    read: (m) => ({ kind: 'date', value: `${m[3] ? `${m[3]}-` : ''}${pad(monthNumber(m[2]!))}-${pad(Number(m[1]))}` }),
  },
  { // March 14, March 14th, 2027
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'gi'),
    read: (m) => ({ kind: 'date', value: `${m[3] ? `${m[3]}-` : ''}${pad(monthNumber(m[1]!))}-${pad(Number(m[2]))}` }),
  },
  { // "on the 14th": a day of the month alone, which matches any date on that day ("14 May"); not "the 14th floor"
    pattern: /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+[a-z])/gi,
    read: (m) => {
      const day = Number(m[1]);
      return day < 1 || day > 31 ? null : { kind: 'date', value: pad(day) };
    },
  },
  { // "from 9 till 5", "from 8 o'clock until gone one": the start of a range of hours (the end is read next)
    pattern: new RegExp(`(?<=\\bfrom\\s+)${CLOCK}(?=${RANGE_JOIN}${CLOCK}${RANGE_END})`, 'gi'),
    read: (m) => clockTime(m[1]!, m[2]),
  },
  { // the end of that range: "5" of "from 9 till 5", after the start (an end at or before the start is in the afternoon)
    pattern: new RegExp(`(?<=\\bfrom\\s+(\\d{1,2}|${HOUR_WORDS.join('|')})(?:[.:][0-5]\\d)?(?:\\s*o'clock)?${RANGE_JOIN})${CLOCK}${RANGE_END}`, 'gi'),
    read: (m) => {
      const start = hourOf(m[1]!);
      const end = hourOf(m[2]!);
      return clockTime(m[2]!, m[3], start !== null && end !== null && end <= start);
    },
  },
  { // "between 7 and 10 at night": the start of a range of hours said with its part of the day (a bare "between 2 and
    // 5" may count anything), in the afternoon or evening when the end is said so
    pattern: new RegExp(`(?<=\\bbetween\\s+)${CLOCK}(?=\\s+and\\s+${CLOCK}\\s+(${LATER_IN_DAY}|in\\s+the\\s+morning)${RANGE_END})`, 'gi'),
    read: (m) => {
      const [start, end] = [hourOf(m[1]!), hourOf(m[3]!)];
      return clockTime(m[1]!, m[2], !/morning/i.test(m[5]!) && start !== null && end !== null && start < end && start < 12);
    },
  },
  { // its end: "10 at night" of "between 7 and 10 at night"
    pattern: new RegExp(`(?<=\\bbetween\\s+(\\d{1,2}|${HOUR_WORDS.join('|')})(?:[.:][0-5]\\d)?(?:\\s*o'clock)?\\s+and\\s+)${CLOCK}\\s+(${LATER_IN_DAY}|in\\s+the\\s+morning)${RANGE_END}`, 'gi'),
    read: (m) => {
      const [start, end] = [hourOf(m[1]!), hourOf(m[2]!)];
      const later = !/morning/i.test(m[4]!);
      return clockTime(m[2]!, m[3], later || (start !== null && end !== null && end <= start));
    },
  },
  { // "half past ten", "quarter to eleven", "twenty to seven", "ten past nine"
    pattern: new RegExp(`\\b${MINUTES_BEFORE}\\s+(past|to)\\s+(\\d{1,2}|${HOUR_WORDS.join('|')})\\b(?!\\s*(?:%|[a-z]+s\\b))`, 'gi'),
    read: (m) => {
      const hour = hourOf(m[3]!);
      const said = m[1]!.toLowerCase().replace(/^a\s+/, '');
      const minutes = said === 'half' ? 30 : said === 'quarter' ? 15 : /^\d+$/.test(said) ? Number(said) : wordNumber(said);
      if (hour === null || minutes === null || minutes < 1 || minutes > 30) return null;
      const total = m[2]!.toLowerCase() === 'past' ? hour * 60 + minutes : hour * 60 - minutes;
      return { kind: 'time', value: `${pad(Math.floor(total / 60))}:${pad(total % 60)}` };
    },
  },
  { // "7.30 in the morning", "two in the afternoon", "eight o'clock at night"
    pattern: new RegExp(`\\b${CLOCK}\\s+(?:in\\s+the\\s+(morning|afternoon|evening)|at\\s+night)\\b`, 'gi'),
    read: (m) => clockTime(m[1]!, m[2], m[3] === undefined || !m[3].toLowerCase().startsWith('m')),
  },
  { // "8 o'clock", "eleven o'clock"
    pattern: new RegExp(`\\b${HOUR}(?:[.:]([0-5]\\d))?\\s*o'clock\\b`, 'gi'),
    read: (m) => clockTime(m[1]!, m[2]),
  },
  { // noon, midday, midnight
    pattern: /\b(noon|midday|midnight)\b/gi,
    read: (m) => ({ kind: 'time', value: m[1]!.toLowerCase() === 'midnight' ? '00:00' : '12:00' }),
  },
  { // 6pm, 6:30 pm, 5.30pm, 18:00
    pattern: /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)|\b([01]?\d|2[0-3]):([0-5]\d)\b/gi,
    read: (m) => {
      if (m[4] !== undefined) return { kind: 'time', value: `${pad(Number(m[4]))}:${m[5]}` };
      let hour = Number(m[1]);
      if (hour < 1 || hour > 12) return null;
      const afternoon = m[3]!.toLowerCase().startsWith('p');
      if (afternoon && hour !== 12) hour += 12;
      if (!afternoon && hour === 12) hour = 0;
      return { kind: 'time', value: `${pad(hour)}:${m[2] ?? '00'}` };
    },
  },
  { // "at 4.30", "at 10.15": an hour and its minutes said after "at", a time of day (before seven, the afternoon's)
    pattern: /(?<=\bat\s)(\d{1,2})\.([0-5]\d)\b(?![.,]?\d|\s*(?:%|[a-z]+s\b))/gi,
    read: (m) => clockTime(m[1]!, m[2], Number(m[1]) < 7),
  },
  { // "start at 10 instead of 7", "at 9 every morning", "at 8 on weekdays": an hour said alone after "at" is a time of day
    // where another hour or the days it falls on follow it ("left school at 16", "started ballet at 7" say an age).
    pattern: new RegExp(String.raw`(?<=\bat\s)${HOUR}(?=${HOUR_FOLLOWED})`, 'gi'),
    read: (m) => clockTime(m[1]!, undefined, Number(hourOf(m[1]!)) < 7),
  },
  { // the other hour of such a pair: "at 10 instead of 7"
    pattern: new RegExp(String.raw`(?<=\bat\s${HOUR}${HOUR_JOIN})${HOUR}\b(?!\s*(?:%|[a-z]+s\b))`, 'gi'),
    read: (m) => clockTime(m[2]!, undefined, Number(hourOf(m[2]!)) < 7),
  },
  { // £180,000, $1.2m, €40k, £3 million
    pattern: new RegExp(`([£$€])\\s?(${DIGITS})(?:\\s?(${SCALE_WORD})\\b)?`, 'gi'),
    read: (m) => {
      const value = amount(m[2], undefined, m[3]);
      return value === null ? null : { kind: 'money', value };
    },
  },
  { // 180k pounds, forty thousand dollars, 620 quid
    pattern: new RegExp(`\\b(?:(${DIGITS})|(${NUMBER_WORD}))\\s?(?:(${SCALE_WORD})\\s?)?${CURRENCY_WORDS}\\b`, 'gi'),
    read: (m) => {
      const value = amount(m[1], m[2], m[3]);
      return value === null ? null : { kind: 'money', value };
    },
  },
  { // 20%, 20 percent, twenty per cent
    pattern: new RegExp(`\\b(?:(${DIGITS})|(${NUMBER_WORD}))\\s?(?:%|percent\\b|per cent\\b)`, 'gi'),
    read: (m) => {
      const value = amount(m[1], m[2], undefined);
      return value === null ? null : { kind: 'percent', value };
    },
  },
  { // a fifth, two thirds, half
    pattern: new RegExp(`\\b(a|one|an|${NUMBER_WORD})[- ](${Object.keys(SHARES).join('|')})s?\\b|\\bhalf\\b`, 'gi'),
    read: (m) => {
      if (m[2] === undefined) return { kind: 'share', value: 0.5 };
      const count = ['a', 'an'].includes(m[1]!.toLowerCase()) ? 1 : wordNumber(m[1]!);
      const parts = SHARES[m[2].toLowerCase()];
      return count === null || parts === undefined ? null : { kind: 'share', value: Math.round((count / parts) * 1000) / 1000 };
    },
  },
  { // 1988, 2027
    pattern: /\b(19\d{2}|20\d{2}|2100)\b(?![,.]\d)/g,
    read: (m) => ({ kind: 'year', value: Number(m[1]) }),
  },
  { // 180k, 1.2m, 12, 1,400, three hundred, twelve
    pattern: new RegExp(`(?<![\\w.])(?:(${DIGITS})|(${NUMBER_WORD}))(?:\\s?(${SCALE_WORD})\\b)?(?![\\w%])`, 'gi'),
    read: (m) => {
      const value = amount(m[1], m[2], m[3]);
      return value === null ? null : { kind: 'number', value };
    },
  },
];

// "am", "p.m.": said after an hour, it makes the hour a time of day.
const MERIDIEM = String.raw`\s*(?:[ap]\.?m\b\.?)`;
const CLOCK_RANGES = [
  new RegExp(`\\bfrom\\s+${CLOCK}(?:${MERIDIEM})?${RANGE_JOIN}${CLOCK}(?:${MERIDIEM})?${RANGE_END}`, 'gi'),
  // "7.30 am to 3.30 pm", "9am until 5pm": both ends said as times of day make a range without "from".
  new RegExp(`(?<!\\bfrom\\s+)\\b${CLOCK}${MERIDIEM}${RANGE_JOIN}${CLOCK}${MERIDIEM}${RANGE_END}`, 'gi'),
  new RegExp(`\\bbetween\\s+${CLOCK}\\s+and\\s+${CLOCK}\\s+(?:${LATER_IN_DAY}|in\\s+the\\s+morning)${RANGE_END}`, 'gi'),
];

/** The ranges of hours a text states, as written: "from 9 till 5", "from 8 o'clock until gone one", "7.30 am to 3.30 pm", "between 7 and 10 at night". */
export function clockRangesIn(text: string): string[] {
  const input = text.length > MAX_QUANTITY_TEXT ? text.slice(0, MAX_QUANTITY_TEXT) : text;
  return CLOCK_RANGES.flatMap((pattern) => [...input.matchAll(pattern)].filter((found) => hourOf(found[1]!) !== null && hourOf(found[3]!) !== null))
    .sort((a, b) => a.index! - b.index!)
    .map((found) => found[0]);
}

// The brief's wants and facts and the replayed lines are read for figures every turn: a text's figures are kept a while.
const quantityMemo = new BoundedMemo<readonly Quantity[]>({ entries: 20_000, keyChars: 2_000_000, longestKey: 2_000 });

/** Every quantity in a text, in the order they appear. */
export function quantitiesIn(text: string): Quantity[] {
  return [...quantityMemo.answer(text, () => quantitiesFresh(text))];
}

function quantitiesFresh(text: string): Quantity[] {
  const input = text.length > MAX_QUANTITY_TEXT ? text.slice(0, MAX_QUANTITY_TEXT) : text;
  const taken: Array<[number, number]> = [];
  const found: Array<Quantity & { at: number }> = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(input); match; match = rule.pattern.exec(input)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].length === 0 || taken.some(([from, to]) => start < to && end > from)) continue;
      const read = rule.read(match);
      if (!read) continue;
      taken.push([start, end]);
      found.push({ ...read, text: match[0].trim(), at: start });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...quantity }) => quantity);
}

/** Whether two quantities name the same thing: money and plain numbers compare by value; a date without a year matches one with it. */
export function sameQuantity(a: Quantity, b: Quantity): boolean {
  const numeric = (kind: QuantityKind) => kind === 'money' || kind === 'number';
  if (numeric(a.kind) && numeric(b.kind)) return a.value === b.value;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'date') {
    const [shorter, longer] = [String(a.value), String(b.value)].sort((x, y) => x.length - y.length) as [string, string];
    return longer.endsWith(shorter);
  }
  return a.value === b.value;
}
