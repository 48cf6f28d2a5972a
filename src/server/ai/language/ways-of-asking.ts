// How people ask for what a sentence states, by the kinds of figure it holds: a sum "How much…?", a date "When…?", a
// length "How long…?", a count "How many…?", a cause "Why…?". A brief's fact is given these ways of asking as keywords,
// and the character reads a question against them.
import { sinceGivesReason } from './since-clause.ts';

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** How a cause is asked for ("why", "what's holding it up"), for a sentence that states one (a "since" only as a cause: `sinceGivesReason`). */
const CAUSE_ASKED = ['why', 'reason', 'cause', 'holding up', 'what happened'];

const ASKED_BY: { test: RegExp; keywords: readonly string[] }[] = [
  { test: /[£€$]\s?\d|\b(?:EUR|USD|GBP|CHF)\s?\d|\d\s?(?:k|euros?|dollars?|pounds?)\b/i, keywords: ['how much', 'money', 'amount', 'cost', 'paid', 'price'] },
  { test: new RegExp(String.raw`\b(?:${MONTHS}|${DAYS})\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTHS})|\b(?:19|20)\d\d\b|\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b`, 'i'), keywords: ['when', 'date', 'day', 'time'] },
  { test: /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|\w+-)\s*(?:-\s*)?(?:years?|months?|weeks?|days?|hours?|minutes?)\b/i, keywords: ['how long', 'long', 'time', 'since'] },
  // A count of things ("two of my shops", "40 guests"), not a figure followed by a verb ("950 is what we agreed").
  { test: /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+(?!years?|months?|weeks?|days?|hours?|minutes?|is\b|was\b|has\b|does\b)[a-z]+s\b|\b\d+(?:\.\d+)?\s?%/i, keywords: ['how many', 'number', 'how often', 'percent'] },
  // A cause stated ("I blame a system migration", "because the trust cut the budget") answers "why" and "what's holding it up".
  { test: /\b(?:because|blames?|due to|caused by|the reason)\b/i, keywords: CAUSE_ASKED },
];

/**
 * "When…?", "So when is it?", "what time", "which day", "tell me when", "how long ago": a question asking when, by its
 * question words; not a "when" that opens a clause of its own ("When you came, what did you find?", "What was wrong
 * with it when you picked it up?"), which asks for something else.
 */
export const WHEN_ASKED = /^\W*(?:(?:so|and|but|remind me|sorry|okay|ok|right)\W+)*when\b(?![^?]*,\s*(?:how|what|who|which|why|where)\b)|(?<!\bsince )\bwhen (?:is|are|was|were|do|does|did|will|would|can|could|should|shall|has|have)\b|\b(?:what time|what hours?|what date|(?:which|what) (?:day|date|week|month|year)s?|how soon(?! (?:after|before)\b)|by when|what day)\b|\b(?:know|tell (?:me|us)|say|said|remember|recall|any idea|sure) when\b|\bhow long ago\b/i;

/** The ways of asking for each kind of figure the sentence holds, each kind's list in order of how often it is asked. */
export function waysOfAsking(sentence: string): (readonly string[])[] {
  const kinds = ASKED_BY.filter((entry) => entry.test.test(sentence)).map((entry) => entry.keywords);
  if (sinceGivesReason(sentence) && !kinds.includes(CAUSE_ASKED)) kinds.push(CAUSE_ASKED);
  return kinds;
}

/** The first way of asking each kind of figure the sentence holds: "how much" for its sum, "when" for its date. */
export function firstWaysOfAsking(sentence: string): string[] {
  return waysOfAsking(sentence).map((keywords) => keywords[0]!);
}
