// Sentences that say how the character comes across ("She is outgoing and says what she thinks", "Brilliant and
// fast, but defensive: he takes criticism personally…") describe how they speak, not what they know. They are
// split into the trait (the identity's personality), the manner (its speaking style) and any fact the sentence also
// states ("She is upset and wants a solution this week" → "wants a solution this week"), so no label is ever spoken.
import { lemmaOf, readWords } from '../../language/lemmas.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { hasPartOfSpeech, isOccupationNoun, isPersonNoun } from '../../language/wordnet.ts';
import type { CharacterRef } from './voice.ts';

export interface TraitReading {
  /** "outgoing", "blunt but fair", "brilliant and fast, but defensive"; null when the sentence states no trait. */
  trait: string | null;
  /** How they behave in a conversation, as written: "says what she thinks", "turns sarcastic when he feels cornered". */
  manner: string[];
  /** What else the sentence states, with its subject: "She wants a solution this week". Null when nothing is left. */
  rest: string | null;
}

// Verbs that describe how someone talks or behaves in a conversation rather than a fact about their situation.
const MANNER_VERBS = /^(?:says?|asks?|talks?|speaks?|interrupts?|turns?|takes?|gets?|tends?|likes? to (?:talk|chat|argue|debate)|prefers? to (?:talk|speak|discuss|think|chat)|answers?|explains?|repeats?|shouts?|swears?|jokes?|listens?|goes|raises? (?:his|her|their) voice|keeps? calm|stays?|remains?|comes? across|sounds?|avoids? (?:giving|committing|eye)|hates? being|dislikes? being|loses? (?:his|her|their) temper)\b/i;
// A word that cannot open an adjective phrase after "is": an article, a number, a preposition, a verb form.
const NOT_A_TRAIT_START = /^(?:a|an|the|my|his|her|their|our|your|this|that|one|two|three|not|no|now|also|still|already|in|at|on|from|for|with|to|by|about|being|having|going|due|responsible|based|available|\d)\b|^\p{L}+ing\s+(?:a|an|the|for|to|on|at|with|in|his|her|their|my|our|up|out|\d)\b/iu;
// What makes a phrase a statement rather than a trait: a reason, a time, a figure, a clause of its own with its modal
// ("worried it will cap his mark" says what is feared, as "worried that it will…" does).
const STATEMENT_WORDS = /\b(?:that|because|since|after|before|when|which|who|until|since|if|will|would|could|might|may|shall|should|must|won['’]t|can['’]t)\b|\d/i;
const COPULA = String.raw`(?:is|seems|comes across as|can be|stays|remains|sounds|tends to be|is usually|is often|is always|is generally)`;
const MAX_TRAIT_WORDS = 8;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether "and X…" joins a verb phrase (a third-person verb) rather than another adjective ("and blunt"). */
function isVerbStart(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:has|is|was|does|did|had|can|will|would|prefers?|wants?|needs?|feels?)$/.test(lower)) return true;
  return /[a-z]s$/.test(lower) && !/(?:ous|ss|us|is|ics)$/.test(lower);
}

/** Splits "blunt but fair, and the juniors look up to her" into the adjective phrase and the rest. */
function splitPhrase(text: string): { adjectives: string; joined: string[] } {
  const words = text.trim().replace(/[.!?]+$/, '').split(/\s+/);
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!.toLowerCase().replace(/^,/, '');
    const previous = words[index - 1]!;
    const next = words[index + 1] ?? '';
    const startsClause = (word === 'and' || word === 'but') && (isVerbStart(next) || (previous.endsWith(',') && /^(?:the|a|an|my|his|her|their|i|he|she|they|we|everyone|nobody|\p{Lu})/iu.test(next)));
    if (startsClause) {
      const adjectives = words.slice(0, index).join(' ').replace(/,$/, '');
      const rest = words.slice(index + 1).join(' ');
      return { adjectives, joined: splitVerbPhrases(rest) };
    }
  }
  return { adjectives: words.join(' '), joined: [] };
}

/** "asks a lot of questions and prefers to talk things through" → each verb phrase on its own. */
function splitVerbPhrases(text: string): string[] {
  const parts: string[] = [];
  let current: string[] = [];
  const words = text.split(/\s+/);
  words.forEach((word, index) => {
    if ((word === 'and' || word === 'but') && isVerbStart(words[index + 1] ?? '') && current.length > 0) {
      parts.push(current.join(' ').replace(/,$/, ''));
      current = [];
      return;
    }
    current.push(word);
  });
  if (current.length > 0) parts.push(current.join(' ').replace(/,$/, ''));
  return parts;
}

/**
 * Whether a phrase opens with a passive verb that WordNet holds as no adjective: "predicted AAB", "enrolled on the
 * course" say what was done to them, where "worried", "organised" or "qualified" say how they are.
 */
function isPassive(phrase: string): boolean {
  const first = /^(\p{Ll}+ed)\b/u.exec(phrase)?.[1];
  return first !== undefined && !hasPartOfSpeech(first, 'adjective') && hasPartOfSpeech(lemmaOf(first), 'verb');
}

function isTraitPhrase(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  return words.length > 0 && words.length <= MAX_TRAIT_WORDS && !NOT_A_TRAIT_START.test(phrase) && !STATEMENT_WORDS.test(phrase) && !isPassive(phrase);
}

function sortJoined(joined: readonly string[], subject: string): { manner: string[]; rest: string | null } {
  const manner = joined.filter((phrase) => MANNER_VERBS.test(phrase));
  const facts = joined.filter((phrase) => !MANNER_VERBS.test(phrase));
  // A joined phrase with its own subject ("the juniors look up to her") stands as it is; a verb phrase takes the subject.
  const rest = facts.map((phrase) => (isVerbStart(phrase.split(/\s+/)[0] ?? '') ? `${subject} ${phrase}` : phrase));
  return { manner, rest: rest.length > 0 ? `${rest.join(', and ')}.` : null };
}

const MAX_JUDGMENT_WORDS = 5;

/** Whether a word can describe (an adjective or an adverb in WordNet), whatever the tagger read it as ("very patient"). */
function describes(word: string): boolean {
  return hasPartOfSpeech(word, 'adjective') || hasPartOfSpeech(word, 'adverb');
}

/**
 * Whether a phrase set between commas judges a person: describing words and, after at least one of them, a noun of a
 * person that says no job ("lovely man", "nice bloke usually", "great woman"); with `alone`, describing words only
 * ("very patient", "really sharp"). "a retired teacher" (an article) and "retired teacher" (a job) say what they are.
 */
function isJudgment(phrase: string, alone: boolean): boolean {
  const words = readWords(phrase).filter((word) => word.isWord);
  if (words.length === 0 || words.length > MAX_JUDGMENT_WORDS || /\d/.test(phrase)) return false;
  const person = words.findIndex((word) => word.pos === 'noun' && isPersonNoun(word.lemma) && !isOccupationNoun(word.lemma));
  if (alone ? person >= 0 : person < 1) return false;
  // A participle after a describing word describes too: "very organised", "really switched-on".
  const isDescribed = (index: number) => index > 0 && words[index - 1]!.pos === 'adverb' && /ed$/.test(words[index]!.text);
  return words.every((word, index) => index === person || (word.pos === 'verb' ? isDescribed(index) : describes(word.text.toLowerCase())));
}

/** A remark to the reader about the character's lot: "you'd have to be in his job", "you would be too". */
function isReadersRemark(phrase: string): boolean {
  const words = readWords(phrase).filter((word) => word.isWord);
  return words[0]?.text.toLowerCase() === 'you' && words[1]?.lemma === 'would';
}

/** Whether a phrase ends on a noun of a person ("He's a primary school teacher", "a retired nurse"). */
function endsOnAPerson(phrase: string): boolean {
  const last = readWords(phrase).filter((word) => word.isWord).at(-1);
  return last !== undefined && last.pos === 'noun' && isPersonNoun(last.lemma);
}

/**
 * The writer's judgments of the character set between commas in a sentence about them ("…a driving instructor in
 * Wolverhampton, lovely fella normally, very patient, you'd have to be in his job, and he bought…"): how the writer
 * finds them, which a person never says of themselves, lifted out as how they come across. A run starts with a
 * judgment of a person ("lovely fella normally") and takes the describing phrases and the reader's remark after it.
 */
function withoutJudgments(sentence: string): { judgments: string[]; rest: string } {
  const parts = sentence.split(/,\s+/);
  const judgments: string[] = [];
  const kept: string[] = [];
  let inRun = false;
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const phrase = last ? part.replace(/[.!?]+$/, '') : part;
    // A run starts with a judgment of a person, or with describing words set after what the person is ("He's a
    // primary school teacher, calm but stubborn"): said of the person just named.
    const startsAfterPerson = index > 0 && !inRun && endsOnAPerson(parts[index - 1]!) && isJudgment(phrase, true);
    inRun = index > 0 && (isJudgment(phrase, false) || startsAfterPerson || (inRun && (isJudgment(phrase, true) || isReadersRemark(phrase))));
    if (!inRun) {
      kept.push(part);
      return;
    }
    if (!isReadersRemark(phrase)) judgments.push(phrase.trim());
    if (last) kept[kept.length - 1] = `${kept.at(-1)}${part.slice(phrase.length)}`;
  });
  return { judgments, rest: kept.join(', ') };
}

// At most this many words beside its figures in what a label heads: "£430", "3 May", "about £12,000 all in".
const FIGURE_BODY_WORDS = 2;

/**
 * Whether what a label heads is a figure and little else ("Glazier's quote to replace them: £430", "Opening date:
 * 3 May"): the label names what the figure is, a fact, never how the character comes across.
 */
function isFigureAlone(body: string): boolean {
  const quantities = quantitiesIn(body);
  if (quantities.length === 0) return false;
  const rest = quantities.reduce((text, quantity) => text.replace(quantity.text, ' '), body);
  return readWords(rest).filter((word) => word.isWord).length <= FIGURE_BODY_WORDS;
}

/** What a sentence says of how the character comes across, and what it states besides. */
export function readTraits(sentence: string, character: CharacterRef): TraitReading {
  const { judgments, rest: text } = withoutJudgments(sentence.trim());
  const reading = readStatedTraits(text, character);
  if (judgments.length === 0) return reading;
  return { ...reading, trait: [reading.trait, ...judgments].filter(Boolean).join(', ') };
}

function readStatedTraits(written: string, character: CharacterRef): TraitReading {
  // A character whose gender is not stated is said by name: the first-person voice makes it "I".
  const pronoun = character.gender === 'Female' ? 'She' : character.gender === 'Male' ? 'He' : character.firstName;
  const subjects = [escape(character.name), escape(character.firstName), character.gender === 'Female' || character.gender === 'Male' ? pronoun : ''].filter(Boolean).join('|');
  // "He's polite but fed up": after "he" or "she", "'s" is "is" unless a participle follows ("He's been a member for
  // years"); after a name it is whose ("Marta's pub").
  const text = written.replace(/^(he|she)['’]s\s+(?!(?:been|got|had|gone|done|made|taken|given)\b)/iu, '$1 is ');
  // "He's polite but fed up; he has already called twice": how they come across, then a statement of its own.
  const joinedBySemicolon = /^([^;]+);\s+(.+)$/u.exec(text);
  if (joinedBySemicolon) {
    const first = readStatedTraits(`${joinedBySemicolon[1]!.trim()}.`, character);
    if (first.trait && first.rest === null) return { ...first, rest: joinedBySemicolon[2]!.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) };
  }
  // "Brilliant and fast, but defensive: he takes criticism of his code personally and turns sarcastic…"
  const labelled = /^([\p{L}][^:;.!?]{0,80}?):\s*(.+)$/u.exec(text);
  // "She missed two report deadlines this month: the first was…": a label with a subject of its own is a statement
  // the colon goes on to detail, never how they come across.
  const hasSubject = labelled !== null && new RegExp(String.raw`^(?:${subjects}|he|she|they|i|we)\b`, 'iu').test(labelled[1]!);
  if (labelled && !hasSubject && !isFigureAlone(labelled[2]!) && isTraitPhrase(labelled[1]!) && !/\b(?:is|are|was|were|has|have|had)\b/i.test(labelled[1]!)) {
    const body = labelled[2]!.replace(new RegExp(`^(?:${subjects})\\s+`, 'i'), '');
    const { manner, rest } = sortJoined(splitVerbPhrases(body.replace(/[.!?]+$/, '')), pronoun);
    return { trait: labelled[1]!.trim().toLowerCase(), manner, rest };
  }
  const described = new RegExp(String.raw`^(?:${subjects})\s+${COPULA}\s+(.+)$`, 'iu').exec(text);
  // "She has been a client for nine years and is calm but firm.": a fact, then how they come across.
  const trailing = new RegExp(String.raw`^((?:${subjects})\s+.+?),?\s+and\s+${COPULA}\s+([^.!?;:]+)[.!?]?$`, 'iu').exec(text);
  if (!described && trailing && isTraitPhrase(trailing[2]!.trim()) && !/\s(?:and|but)\s+\p{L}+s\b/u.test(trailing[2]!)) {
    return { trait: trailing[2]!.trim().toLowerCase(), manner: [], rest: `${trailing[1]!.trim()}.` };
  }
  if (!described) return { trait: null, manner: [], rest: text };
  const { adjectives, joined } = splitPhrase(described[1]!);
  if (!isTraitPhrase(adjectives)) return { trait: null, manner: [], rest: text };
  const { manner, rest } = sortJoined(joined, pronoun);
  return { trait: adjectives.toLowerCase(), manner, rest };
}
