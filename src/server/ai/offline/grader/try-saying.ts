// The grammar guard of "Try saying" lines: a line the learner could say to this character, in the learner's voice,
// with names as written. A line built from the brief's phrases that comes out broken ("…agree on keep Mrs Haddad on
// side", "I can see why to get into yet matters…", "Grace, shall we agree on grace understands…", "…deductions Daniel
// accepts…", the character's own "me" and "my") is rejected, and the criterion falls back to a line that needs no
// phrase of the brief. Each slot's filler is parsed, not matched: a noun slot holds no verb of its own and no
// pronoun with words after it, a clause slot ("I can see why …") one verb, and each clause opened inside either
// ("what you paid") one more, so "I can see why it sorted today matters so much to you" (the character's "I want it
// sorted today" pasted in a frame) is rejected whatever the words.
import { readWords, type Word } from '../../language/lemmas.ts';
import { hasPartOfSpeech } from '../../language/wordnet.ts';
import { isStopWord } from '../../language/text.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { NO_NAMES, isClause } from './feedback-phrasing.ts';

/** Words a vocative may follow: "Hi Grace,", "Thanks, Grace.", "…to you, Grace." */
const BEFORE_VOCATIVE = /(?:^|\b(?:hi|hello|hey|morning|afternoon|evening|thanks|thank you|so)\s+|[,:;]\s+)$/i;
const AFTER_VOCATIVE = /^(?:['’]s\b|\s*[,.?!:;])/;
/** Slots only a noun phrase fills: "agree on …", "hear about …", "cover …", "see why … matters", "what matters most to you is …". */
const NOUN_SLOT = /\b(?:agree on|hear about|talk about|covered?|when it comes to|what can you tell me about|see why|matters most to you is|what i can offer is)\s+$/i;
/** Slots a whole clause fills, its subject and one verb: "I can see why …", "It sounds like …". */
const CLAUSE_SLOT = /\b(?:see why|sounds like)\s+$/i;
/** Words that open a clause of their own inside a filler: each lets the filler hold one more verb ("what you paid matters"). */
const CLAUSE_OPENER = /^(?:what|whatever|which|who|whom|whose|that|when|where|why|how|if|whether|because|before|after|while|until|unless|since|although|though|and|or|but)$/i;
/** Pronouns that head nothing: a noun phrase is one alone, and a clause never opens with the object forms ("them to call you back"). */
const SUBJECT_PRONOUN = /^(?:i|you|he|she|it|we|they)$/i;
const OBJECT_PRONOUN = /^(?:me|him|us|them)$/i;
/** A verb that leads a verb group: the next verb is part of the same group ("you'd want", "has been", "can send"). */
const AUXILIARY = /^(?:be|have|do|can|could|will|would|shall|should|may|might|must|'d|'ll|'ve|'s|'re|'m|’d|’ll|’ve|’s|’re|’m)$/i;
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|your|his|her|our|their|its|some|any|no|every|each|one|two|three)$/i;
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

/**
 * How many finite verbs a run of words holds: each verb group counts once ("you'd want" is one); an -ing form, an
 * infinitive, a participle that describes a noun ("the fix offered on your café", "revised deductions") counts none;
 * a word the model tags as a plural noun counts as a verb where no noun can stand: after a pronoun or an adverb, with
 * WordNet holding it as a verb ("it sorted today matters": "matters" is the clause's second verb).
 */
function finiteVerbs(tagged: readonly Word[]): number {
  // A word after a determiner is a noun whatever the model makes of it ("the fix offered…").
  const words = tagged.map((word, index) => (word.pos === 'verb' && DETERMINER.test(tagged[index - 1]?.text ?? '') ? { ...word, pos: 'noun' as const } : word));
  let count = 0;
  words.forEach((word, index) => {
    const previous = words[index - 1];
    const lower = word.text.toLowerCase();
    if (previous?.text.toLowerCase() === 'to') return;
    const inGroup = previous !== undefined && (AUXILIARY.test(previous.lemma) || AUXILIARY.test(previous.text) || (previous.pos === 'adverb' && AUXILIARY.test(words[index - 2]?.text ?? '')));
    if (word.pos === 'verb') {
      if (/ing$/.test(lower) || inGroup) return;
      // A regular past form or a participle after its noun describes it ("the fix offered"); "the boiler broke" does not.
      const isParticiple = lower !== word.lemma && /(?:ed|en|wn|ne|t|d)$/.test(lower);
      const next = words[index + 1];
      if (isParticiple && (previous?.pos === 'noun' || next?.pos === 'noun' || next?.pos === 'adjective')) return;
      count += 1;
      return;
    }
    // Once the clause has its verb, a later word that WordNet holds as a verb, not after a determiner or an adjective, is another.
    const couldBeVerb = word.pos === 'noun' && lower === word.text && /[^s]s$/.test(lower) && hasPartOfSpeech(word.lemma, 'verb');
    const noNounHere = previous !== undefined && !DETERMINER.test(previous.text) && (previous.pos === 'adverb' || /^(?:it|he|she|this|that)$/i.test(previous.text) || (count > 0 && previous.pos === 'noun'));
    if (couldBeVerb && noNounHere) count += 1;
  });
  return count;
}

/**
 * Whether a slot is filled with more verbs than its frame allows: a noun phrase holds none of its own, a clause one,
 * and each clause opened inside it ("what you paid") one more. "I can see why it sorted today matters so much to
 * you" pastes the character's "(I want) it sorted today" where a thing belongs: two verbs, one clause.
 */
function overfillsSlot(line: string): boolean {
  const words = readWords(line).filter((word) => word.isWord || /^[,;:.?!]$/.test(word.text));
  let text = '';
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (word.isWord && NOUN_SLOT.test(text)) {
      const end = words.findIndex((entry, at) => at >= index && !entry.isWord);
      const filler = words.slice(index, end === -1 ? undefined : end);
      const isClauseSlot = CLAUSE_SLOT.test(text);
      const head = filler[0]!.text;
      // A pronoun takes no modifiers: "agree on it" is a thing, "agree on it sorted today" a clause's remains.
      if (filler.length > 1 && (OBJECT_PRONOUN.test(head) || (!isClauseSlot && SUBJECT_PRONOUN.test(head)))) return true;
      const openers = filler.filter((entry) => CLAUSE_OPENER.test(entry.text)).length;
      if (finiteVerbs(filler) > (isClauseSlot ? 1 : 0) + openers) return true;
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
  return !fillsSlotWithVerb(text) && !overfillsSlot(text);
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
