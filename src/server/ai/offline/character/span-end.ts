// The end of a span a thing is had or done for ("from 3 June until 17 June", "for two weeks from 3 June"): what a
// question after its end ("When do you need it back by?", "Until when…?") or its length ("How long is it for?") asks,
// never the day it starts.
import { quantitiesIn } from '../../language/quantities.ts';

// "Until when…?", "When is it due back?", "When do you need it back by?": the end of a span; "How long do you need it
// for?": its length ("How long have you had it for?" asks one up to now, which a span's bounds do not answer).
const ASKS_SPAN_END = /\b(?:until|till) when\b|^\W*(?:(?:so|and|but|sorry|okay|ok|right)\W+)*when\b[^?]*\bback\b|\bhow long\b(?![^?]*\b(?:have|has|had)\b)[^?]*\bfor\W*$/i;
// A date or a day that closes a span: "until 17 June", "to 10 June", "through Friday".
const END_BEFORE = /\b(?:until|till|to|through)\s+(?:the\s+)?$|\d\s*(?:-|–)\s*$/i;
// A date that opens one: "from 3 June", "between 3 and 10 June".
const START_BEFORE = /\b(?:from|between)\s+(?:the\s+)?$/i;
const NUMBER_WORD = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|a couple of|a few)';
// "for two weeks", "for a fortnight": the length a span lasts.
const LENGTH_FOR = new RegExp(`\\bfor\\s+(?:the\\s+)?(?:${NUMBER_WORD}\\s+(?:days?|nights?|weeks?|months?|years?)|a\\s+fortnight)\\b`, 'i');
// "15 to 22 August", "from 3 June until 17 June": both bounds, the first a day or a date.
const RANGE_BEFORE = /\b(?:from\s+|between\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+[A-Z][a-z]+)?\s*(?:to|until|till|and|-|–)\s*(?:the\s+)?$/;

/** Whether a question asks for the end of a span or how long it lasts, not when it starts. */
export function asksSpanEnd(question: string): boolean {
  return ASKS_SPAN_END.test(question);
}

interface SpanBounds {
  /** "17 June": the date the span ends, when one is said. */
  end: string | null;
  /** "from 3 June until 17 June": both bounds as said, when the span has a start and an end. */
  range: string | null;
  /** "two weeks": the length, when it is said with "for". */
  length: string | null;
}

/** The bounds a text states for a span ("from 3 June until 17 June", "for two weeks from 3 June"), or null when none. */
export function spanBoundsIn(text: string): SpanBounds | null {
  const dates = quantitiesIn(text).filter((quantity) => quantity.kind === 'date');
  let end: string | null = null;
  let range: string | null = null;
  for (const date of dates) {
    const at = text.indexOf(date.text);
    const before = text.slice(0, at);
    if (at < 0 || START_BEFORE.test(before) || !END_BEFORE.test(before)) continue;
    end = date.text;
    const opened = RANGE_BEFORE.exec(before);
    range = opened ? `${opened[0]}${date.text}`.trim() : null;
    break;
  }
  const length = LENGTH_FOR.exec(text)?.[0].replace(/^for\s+/i, '') ?? null;
  return end || length ? { end, range, length } : null;
}

/**
 * What a question after a span's end or length takes from a text that bounds one: the end date ("17 June") for a
 * "when", the length ("two weeks") or both bounds for a "how long", or the length said with its "for" when only that
 * is stated ("for two weeks"); null when the question asks no such thing or the text bounds no span.
 */
export function spanEndAskedIn(question: string, text: string, asksLength: boolean): string | null {
  if (!asksSpanEnd(question)) return null;
  const bounds = spanBoundsIn(text);
  if (!bounds) return null;
  if (asksLength) return bounds.length ?? bounds.range;
  return bounds.end ?? (bounds.length ? `for ${bounds.length}` : null);
}
