// What a sentence of the character's says besides its words: the opener that names the matter ("As for the hotel, …",
// "On the plot, …") and a thank-you. A conversation uses each opener once and a reply thanks at most once, so a
// sentence is compared with what was said without its opener: "As for my plot, at least I know where I stand" says
// "At least I know where I stand" again.
import { BoundedMemo } from '../../../lib/bounded-memo.ts';

/** A line as it compares with another: case, punctuation and spacing ignored. */
export function normalised(text: string): string {
  return text.toLowerCase().replaceAll(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

// "As for the hotel, ", "On my plot, ": a lead that names a thing (never a day: "On Monday, …") before the sentence.
const OPENER = /^(As for|On|When it comes to)\s+((?:the|my|our|your|this|that|these|those)\s[^,;:.!?]{1,60}?),\s+(?=\S)/i;

/** The ways an opener leads, in the order a sentence is given another once its own was used. */
export const OPENER_KINDS = ['As for', 'On', 'When it comes to'] as const;

/** The sentence's opener, as written ("As for the hotel, "), or null. */
export function openerOf(sentence: string): string | null {
  return OPENER.exec(sentence)?.[0] ?? null;
}

/** The opener as it is compared: its kind and what it names, without the determiner ("as for|hotel"). */
export function openerKey(opener: string): string {
  const match = OPENER.exec(`${opener}x`);
  if (!match) return normalised(opener);
  return `${match[1]!.toLowerCase()}|${normalised(match[2]!).replace(/^(?:the|my|our|your|this|that|these|those)\s+/, '')}`;
}

/** The sentence without its opener, its first word capitalised unless it is "I": "At least I know where I stand." */
export function withoutOpener(sentence: string): string {
  const opener = openerOf(sentence);
  if (!opener) return sentence;
  const rest = sentence.slice(opener.length);
  return /^I\b/.test(rest) ? rest : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** A sentence as it is compared with others: without its opener, case, punctuation and spacing. */
export function comparableSentence(sentence: string): string {
  return comparableSentences.answer(sentence, () => normalised(withoutOpener(sentence.trim())));
}
// Every turn compares the conversation's earlier sentences again: each one's form is kept a while.
const comparableSentences = new BoundedMemo<string>({ entries: 20_000, keyChars: 2_000_000, longestKey: 2_000 });

// "Thank you", "Thanks", "I'm grateful"; not "thanks to the delay" (because of it).
const THANKS = /\b(?:thank(?:s|\s+you)?|thankful|grateful)\b(?!\s+to\s+(?:the|a|an|this|that|your|my|his|her|their)\b)/i;

/** Whether a text thanks the other person. */
export function thanks(text: string): boolean {
  return THANKS.test(text);
}

// A sentence that is only thanks: "Thank you.", "Thanks.", "Okay, thanks.", "Thank you for that."
const THANKS_ONLY = /^\W*(?:(?:okay|ok|right|well|oh|great|good)\W+)?(?:thank\s+you|thanks)(?:\s+(?:so much|very much|for that|again))?\W*$/i;

/** Whether a sentence says nothing but thanks. */
export function isThanksOnly(sentence: string): boolean {
  return THANKS_ONLY.test(sentence.trim());
}

// A sentence that only takes the turn: "All right.", "Fine.", "Right.", "Okay." Said once, at the start of a reply.
const FILLER_ONLY = /^\W*(?:all right|alright|right|fine|okay|ok|good|well|mm|hm)\W*$/i;

/** Whether a sentence says nothing but that the character takes its turn ("All right."). */
export function isFillerOnly(sentence: string): boolean {
  return FILLER_ONLY.test(sentence.trim());
}

/**
 * A line's sentences as another reply would say them: without the ones that only take the turn, when it has others.
 * "All right. Works for me." is said "Works for me." after "Right. If I have that in writing, …".
 */
export function withoutFillers(sentences: readonly string[]): string[] {
  const kept = sentences.filter((sentence) => !isFillerOnly(sentence));
  return kept.length > 0 ? kept : [...sentences];
}
