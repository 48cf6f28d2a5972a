// The grammar guard of "Try saying" lines: a line the learner could say to this character, in the learner's voice,
// with names as written. A line built from the brief's phrases that comes out broken ("…agree on keep Mrs Haddad on
// side", "I can see why to get into yet matters…", "Grace, shall we agree on grace understands…", "…deductions Daniel
// accepts…", the character's own "me" and "my") is rejected, and the criterion falls back to a line that needs no
// phrase of the brief.
import { readWords } from '../../language/lemmas.ts';
import { isStopWord } from '../text.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { NO_NAMES, isClause } from './feedback-phrasing.ts';

/** Words a vocative may follow: "Hi Grace,", "Thanks, Grace.", "…to you, Grace." */
const BEFORE_VOCATIVE = /(?:^|\b(?:hi|hello|hey|morning|afternoon|evening|thanks|thank you|so)\s+|[,:;]\s+)$/i;
const AFTER_VOCATIVE = /^(?:['’]s\b|\s*[,.?!:;])/;
/** Slots only a noun phrase fills: "agree on …", "hear about …", "cover …", "see why …". */
const NOUN_SLOT = /\b(?:agree on|hear about|talk about|covered?|when it comes to|what can you tell me about|see why)\s+$/i;
/** An infinitive where a clause or noun phrase belongs: "why to get into…", "about to talk…" after a slot. */
const BROKEN_INFINITIVE = /\b(?:why|on|about|what)\s+to\s+\w/i;
const DOUBLED_WORD = /\b(\w+)\s+\1\b/i;
/** First-person words of the character's: in the learner's mouth they would be the other person's words. */
const FIRST_PERSON = /^(?:i|me|my|mine|myself|i'm|i've|i'd|i'll)$/i;
/** A run of the brief's words this long, holding the character's "I" or "my" and a word of substance, is the character speaking. */
const BORROWED_RUN = 5;
const BORROWED_CONTENT_WORDS = 1;

function wordList(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map((word) => word.replaceAll('’', "'"));
}

/** Whether the line borrows a run of the character's own first-person words from the brief. */
function borrowsTheirWords(line: string, theirPhrases: readonly string[]): boolean {
  const words = wordList(line);
  for (const phrase of theirPhrases) {
    const theirs = wordList(phrase);
    for (let at = 0; at + BORROWED_RUN <= theirs.length; at += 1) {
      const run = theirs.slice(at, at + BORROWED_RUN);
      if (!run.some((word) => FIRST_PERSON.test(word)) || run.filter((word) => !isStopWord(word) && !FIRST_PERSON.test(word)).length < BORROWED_CONTENT_WORDS) continue;
      for (let start = 0; start + run.length <= words.length; start += 1) {
        if (run.every((word, offset) => words[start + offset] === word)) return true;
      }
    }
  }
  return false;
}

/** Whether every mention of the character's first name addresses them ("Hi Grace,", "…, Grace."), never talks about them. */
function namesOnlyToAddress(line: string, firstName: string): boolean {
  if (firstName.length < 2) return true;
  const pattern = new RegExp(`\\b${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
  for (const match of line.matchAll(pattern)) {
    const before = line.slice(0, match.index);
    const after = line.slice(match.index + match[0].length);
    if (after.startsWith("'s") || after.startsWith('’s')) return false;
    if (!BEFORE_VOCATIVE.test(before) || !AFTER_VOCATIVE.test(after)) return false;
  }
  return true;
}

/** Whether a name is written anywhere in the line in other capitals than the brief's ("grace", "mrs haddad"). */
function miswritesAName(line: string, names: readonly string[]): boolean {
  return names.some((name) => {
    const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    return [...line.matchAll(pattern)].some((match) => match[0] !== name);
  });
}

/**
 * Whether a noun slot ("agree on", "hear about", "see why") is filled by a verb ("agree on keep…", "see why recognised
 * matters") or a clause ("agree on Grace understands…", "agree on the launch date holds…").
 */
function fillsSlotWithVerb(line: string): boolean {
  const words = readWords(line);
  let text = '';
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (word.isWord && NOUN_SLOT.test(text)) {
      const next = words[index + 1];
      const isVerb = word.pos === 'verb' && !/ing$/i.test(word.text);
      // A participle before its noun describes it ("revised deductions"); a plain verb or one standing alone does not.
      const describesNext = word.text.toLowerCase() !== word.lemma && (next?.pos === 'noun' || next?.pos === 'adjective');
      if ((isVerb && !describesNext) || isClause(words.slice(index).map((entry) => entry.text).join(' ').split(/[,;?]/)[0] ?? '')) return true;
    }
    text += `${word.text} `;
  }
  return false;
}

/** Whether a "Try saying" line is one the learner could say to this character as it stands. */
export function isSayable(line: string, context: Pick<BehaviourContext, 'firstName' | 'listener'>): boolean {
  const text = line.trim();
  if (!/^[\p{Lu}"“'‘]/u.test(text) || !/[.?!]["”’]?$/.test(text)) return false;
  if (DOUBLED_WORD.test(text) || BROKEN_INFINITIVE.test(text) || /\s{2,}|\s[,.;:?!]/.test(text)) return false;
  if (!namesOnlyToAddress(text, context.firstName)) return false;
  const listener = context.listener ?? NO_NAMES;
  if (miswritesAName(text, listener.names)) return false;
  if (borrowsTheirWords(text, listener.theirPhrases)) return false;
  return !fillsSlotWithVerb(text);
}

/** A line that needs no phrase of the brief: what a criterion says when every line of its own is rejected. */
export function safeLine(firstName: string): string {
  return `${firstName}, what would a good outcome look like for you by the end of this conversation?`;
}

/** The lines that pass the guard, best first; the safe line when none does. */
export function sayableLines(lines: readonly string[], context: Pick<BehaviourContext, 'firstName' | 'listener'>): string[] {
  const kept = lines.filter((line) => isSayable(line, context));
  return kept.length > 0 ? kept : [safeLine(context.firstName)];
}
