// What belongs to the learner alone: their room to bargain ("You can go up to £72,000"), what they privately know,
// who they are, and their goal. None of it is given to the character; from the goal only the things to be agreed
// ("a firm payment date", "a named contact in my team") are read, as noun phrases the character can say.
import { readWords } from '../../language/lemmas.ts';
import { derivedWords, isOccupationNoun } from '../../language/wordnet.ts';
import { OCCUPATION_HEADS } from '../persona/lexicon.ts';
import { wordsOf, isStopWord, stemWord } from '../../language/text.ts';
import type { CharacterRef } from './voice.ts';

const LEARNER_SUBJECT = /^(?:you|you['’]re|your|i|i['’]m|i['’]ve|i['’]d|my|we|we['’]re|we['’]ve|our)\b/i;
// "You can offer…", "I could go up to…", "Our ceiling is…", "You know the decision is final".
const BARGAINING =
  /\b(?:can|could|may|might|are allowed to|am allowed to|have (?:room|authority|approval|budget) to)\s+(?:\w+\s+){0,2}?(?:offer|go|give|agree|concede|accept|pay|discount|extend|waive|spend|move|raise|add|throw in)\b|\b(?:up to|ceiling|walk-away|walk away point|bottom line|maximum|at most|no more than|limit)\b/i;
const PRIVATE = /^(?:you|i|we)\s+(?:know|suspect|privately|have been told|have heard that)\b|^(?:do not|don['’]t|never)\s+(?:tell|mention|reveal|say)\b/i;
// "The school can refund…", "The clinic could waive…", "The bank is able to offer…".
const SIDE_CAN = /^the\s+[\w-]+\s+(?:can|could|may|might|is able to|are able to|is willing to|are willing to)\s+\w+/i;
// Not "I'm calling Deborah Finch about…": a doing of the moment done to someone named tells the matter, not who the learner is.
const LEARNER_IDENTITY = /^(?:you are|you['’]re|i am|i['’]m)\b(?!\s+\p{L}+ing\s+\p{Lu})/iu;

/**
 * The nouns of the learner's role that name their side ("School business manager" → school, business): "the school
 * can refund £240 now" is the learner's room to bargain, as "we can refund" would be. Job nouns are left out.
 */
export function learnerSideNouns(myRole: string | null): string[] {
  if (!myRole) return [];
  return readWords(myRole)
    .filter((word) => word.pos === 'noun' && word.isWord && !word.stopWord && !OCCUPATION_HEADS.has(word.lemma) && !isOccupationNoun(word.lemma))
    .map((word) => word.lemma.toLowerCase())
    .filter((lemma) => /^[a-z-]{3,}$/.test(lemma));
}

// An agent noun's ending: "childminder" is one who childminds, "instructor" one who instructs.
const AGENT_ENDING = /(?:er|or)$/;
const MIN_ROOT_LETTERS = 4;
// "Lily's childminding", "Mr Khan's driving school": a name owning a noun.
const NAME_OWNING = /(?<![\p{L}])(\p{Lu}\p{Ll}+)['’]s\s+([\p{Ll}-]+)/gu;

/** The roots a word shares with the words made from it: "childminder" → childmind, "teacher" → teach. */
function rootsOf(lemma: string): Set<string> {
  const roots = new Set([lemma, ...derivedWords(lemma, 'any')].map(stemWord));
  const bare = lemma.replace(AGENT_ENDING, '');
  if (bare !== lemma && bare.length >= MIN_ROOT_LETTERS) roots.add(stemWord(bare));
  return roots;
}

/**
 * The names the description gives the learner: one owning the very work the learner's role names ("Lily's
 * childminding" for a childminder, "Dan's coaching" for a coach). The character's own names are never the learner's.
 */
export function learnerNamesIn(sentences: readonly string[], myRole: string | null, characterNames: readonly string[]): string[] {
  if (!myRole) return [];
  const roles = readWords(myRole).filter((word) => word.pos === 'noun' && word.isWord && !word.stopWord);
  const roleRoots = new Set(roles.flatMap((word) => [...rootsOf(word.lemma.toLowerCase())]));
  const names = new Set<string>();
  for (const sentence of sentences) {
    for (const [, name, owned] of sentence.matchAll(NAME_OWNING)) {
      if (characterNames.includes(name!)) continue;
      if ([...rootsOf(owned!.toLowerCase())].some((root) => root.length >= MIN_ROOT_LETTERS && roleRoots.has(root))) names.add(name!);
    }
  }
  return [...names];
}

/** Whether a sentence's subject is the learner or their side ("you", "we", "the school" for a school's manager). */
function hasLearnerSubject(text: string, learnerNouns: readonly string[]): boolean {
  if (LEARNER_SUBJECT.test(text)) return true;
  return learnerNouns.length > 0 && new RegExp(`^the\\s+(?:${learnerNouns.join('|')})s?\\b`, 'i').test(text);
}

/** Whether a sentence is the learner's own to know: their bargaining room or a private fact. */
export function isLearnerPrivate(sentence: string, learnerNouns: readonly string[] = []): boolean {
  const text = sentence.trim();
  if (LEARNER_SUBJECT.test(text)) return PRIVATE.test(text) || BARGAINING.test(text);
  // What the learner's side can do ("the school can refund £240 now") is theirs to offer, whatever the verb.
  return hasLearnerSubject(text, learnerNouns) && (BARGAINING.test(text) || SIDE_CAN.test(text));
}

/** Whether a sentence is the learner's alone to say: private, or who the learner is ("You are a product specialist…"). */
export function isLearnerOnly(sentence: string, learnerNouns: readonly string[] = []): boolean {
  return isLearnerPrivate(sentence, learnerNouns) || LEARNER_IDENTITY.test(sentence.trim());
}

// A bare verb opening what follows "agree": "agree to follow…" is an action, not a thing agreed.
const BARE_VERBS = new Set(
  'to that with what how when whether if on give take follow help make pay come go try work keep let meet start stop review sign send move use do be accept change complete join pair draft stay put get leave return call write'.split(' '),
);
const GOAL_VERBS = /\b(?:agree(?:s)?(?:\s+(?:on|to))?|settle(?:\s+on)?|get|secure|confirm|arrange|book|set|find|offer|give|propose|win)\s+/gi;

function inCharacterVoice(phrase: string, character: CharacterRef): string {
  const names = [character.name, character.firstName].filter((name) => name.length > 1).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  let text = phrase.trim().replace(/[.!?;:]+$/, '');
  if (names.length > 0) text = text.replace(new RegExp(`\\b(?:${names.join('|')})['’]s\\b`, 'g'), 'my').replace(new RegExp(`\\b(?:${names.join('|')})\\b`, 'g'), 'me');
  // A character whose gender is not stated is named, never "he" or "she": those are someone else.
  if (character.gender !== 'Female' && character.gender !== 'Male') return text;
  const subject = character.gender === 'Female' ? 'she' : 'he';
  text = text.replace(new RegExp(`\\b${subject}\\b`, 'gi'), 'I');
  if (character.gender === 'Female') {
    // "her team" is mine; "to her today" is me.
    return text.replace(/\bher\b(?=\s*$|\s+(?:today|now|tomorrow|to|at|in|on|for|and|by|with|about|back|up|off|first)\b)/gi, 'me').replace(/\bher\b/gi, 'my');
  }
  return text.replace(/\bhis\b/gi, 'my').replace(/\bhim\b/gi, 'me');
}

function isThingAgreed(phrase: string): boolean {
  const first = phrase.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!first || BARE_VERBS.has(first)) return false;
  // "agree what she would need…" and "agree he will…": a clause, not a thing.
  return !/^(?:he|she|they|it|i|you|we|what|who)$/.test(first);
}

/** What the goal asks to be agreed, as the character can say it ("a way for Theo to take part"); null when it names none. */
export function agreementFromGoal(goal: string, character: CharacterRef): string | null {
  const text = goal.replace(/[.!?]+$/, '');
  const agreed = /(?:^|,\s*|\band\s+|\bto\s+)(?:agree|settle)\s+(?:on\s+|to\s+)?([^,;]+?)(?=$|[,;]|\s+(?:so|without|by the end)\b)/i.exec(text);
  const phrase = agreed?.[1]?.trim();
  if (!phrase || !isThingAgreed(phrase)) return null;
  return inCharacterVoice(phrase, character);
}

/**
 * The things the goal asks for, as noun phrases the character can say: "get a firm payment date and a named contact
 * in his team" → "a firm payment date", "a named contact in my team". Never a verb phrase, a name or the goal itself.
 */
export function thingsAskedFor(goal: string, character: CharacterRef): string[] {
  const text = goal.replace(/[.!?]+$/, '');
  const found: string[] = [];
  for (const match of text.matchAll(GOAL_VERBS)) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    const phrase = /^((?:a|an|the|one|two|three|some)\b[^,;]*?)(?=$|[,;]|\s+(?:so|before|without|or|and\s+(?!(?:a|an|the)\b)\w+)\b)/i.exec(after)?.[1];
    if (!phrase) continue;
    for (const part of phrase.split(/\s+and\s+(?=(?:a|an|the)\b)/i)) {
      const said = inCharacterVoice(part, character);
      if (said.split(/\s+/).length <= 10 && !found.includes(said)) found.push(said);
    }
  }
  // "…, with a review date in the diary": a condition added at the end.
  const withClause = /,\s*with\s+((?:a|an|the)\s[^,;]+)$/i.exec(text)?.[1];
  if (withClause) found.push(inCharacterVoice(withClause, character));
  return found.slice(0, 2);
}

/** The content words of a phrase the learner's line may carry: "a named contact in my team" → named, contact, team. */
export function phraseKeywords(phrase: string, leaveOut: readonly string[]): string[] {
  const skip = new Set(leaveOut.flatMap((name) => wordsOf(name)));
  return [...new Set(wordsOf(phrase).filter((word) => word.length >= 3 && !isStopWord(word) && !skip.has(word) && !['my', 'me', 'their'].includes(word)))].slice(0, 8);
}
