// What the description says the character wants, as the things they can ask for in their own voice: "He wants the
// exclusion taken off Cai's record." → "the exclusion taken off Cai's record". Read by the verb's lemma (want, need,
// expect, demand, hope for, ask for, would like), with the character as its subject and no negation on it; these are
// the character's conditions for agreeing. The learner's goal is never read here: it stays on the learner's side.
import { isPastForm, readWords, wordSentiment, type Word } from '../../language/lemmas.ts';
import { hasPartOfSpeech, isPersonNoun, nounKinds, relatedWords, verbKindWithObject, verbKinds } from '../../language/wordnet.ts';
import { gerund } from '../../language/gerund.ts';
import { escape, isSubjectsInfinitive, toCharacterVoice, type CharacterRef } from './voice.ts';

// The verbs that say what someone wants, by lemma; "ask" and "hope" only with "for" ("asks for a refund").
const WANT_LEMMAS = new Set(['want', 'need', 'expect', 'demand', 'seek', 'like']);
const WANT_FOR_LEMMAS = new Set(['ask', 'hope', 'push', 'press', 'wait']);
// The verbs of asking leave to do something: "asks to start at ten", "has requested to work from home". What is wanted
// is the other side's word that the character may do it. Asked in the past ("asked to…", "applied to study…"), it is
// what happened, not what is asked now; "has asked to…" still stands.
const ASK_LEAVE_LEMMAS = new Set(['ask', 'request']);
// Words between the subject and the verb that keep the verb the subject's: "He also really wants…", "She would like…".
const BETWEEN = new Set(['also', 'really', 'just', 'still', 'only', 'now', 'would', 'is', 'has', 'd', 'will', 'badly', 'simply']);

const MAX_WANT_WORDS = 14;
// Words that open a verb's object: "freeze the membership", "pay my arrears", "cancel her contract".
const OBJECT_OPENERS = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'these', 'those', 'some', 'all']);
const MIN_WANT_WORDS = 2;

/** "his record" → "my record", "her son" → "my son": the character's own things as theirs. */
function ownedBy(text: string, character: CharacterRef): string {
  if (character.gender !== 'Female' && character.gender !== 'Male') return text;
  const own = character.gender === 'Female' ? /\bher\b(?!\s*(?:$|[,.;]))/gi : /\bhis\b/gi;
  const object = character.gender === 'Female' ? /\bher\b/gi : /\bhim\b/gi;
  return text.replace(own, 'my').replace(object, 'me').replace(character.gender === 'Female' ? /\bherself\b/gi : /\bhimself\b/gi, 'myself');
}

const KEPT_MARK = /\uE001/gu;

/**
 * A want's object pronouns that are someone else, set aside in `kept` and marked: "leave to visit him" (an
 * infinitive the character does, so "him" is not the character, who would be "myself").
 */
function keepOthersObject(text: string, character: CharacterRef, kept: string[]): string {
  if (character.gender !== 'Female' && character.gender !== 'Male') return text;
  const object = character.gender === 'Female' ? /\bher\b(?=\s*(?:$|[,.;]|\s(?:and|or|but|to|in|on|at|for|about|before|after)\b))/giu : /\bhim\b/giu;
  return text.replace(object, (match: string, offset: number, whole: string) => {
    const before = /^(.*)\bto\s+\p{L}+(?:\s+(?:after|for|to|with|up|on))?\s+$/u.exec(whole.slice(0, offset))?.[1];
    if (before === undefined || !isSubjectsInfinitive(before)) return match;
    kept.push(match);
    return '\uE001';
  });
}

/**
 * A want as the character says it: their things theirs ("her hours" → "my hours") and their doings in the first
 * person ("if she takes the roses" → "if I take the roses"), as a phrase (no capital, no full stop of its own).
 */
function ownVoice(text: string, character: CharacterRef): string {
  const kept: string[] = [];
  const marked = keepOthersObject(text, character, kept);
  const voiced = ownedBy(toCharacterVoice(marked, character).replace(/[.!?]$/, ''), character).replace(KEPT_MARK, () => kept.shift() ?? '');
  return /^\p{Ll}/u.test(text) && !/^I\b/.test(voiced) ? voiced.charAt(0).toLowerCase() + voiced.slice(1) : voiced;
}

/** The words before a verb without a phrase set off by commas: "Tom Reyes, a shift lead for six years," → "Tom Reyes". */
function withoutAppositive(words: readonly Word[]): Word[] {
  const commas = words.flatMap((word, index) => (word.text === ',' ? [index] : []));
  if (commas.length < 2 || commas.at(-1) !== words.length - 1) return [...words];
  // "Farid Rahimi, a support engineer, whose father lives in Lahore,": every phrase set off after the name goes.
  return words.slice(0, commas[0]);
}

/** Whether a subject is what the character is with their name set beside it: "Our cleaner, Rita Sousa, has asked…". */
function namesInApposition(before: readonly Word[], character: CharacterRef): boolean {
  const words = before.filter((word) => !word.isWord || !(BETWEEN.has(word.lemma) || BETWEEN.has(word.text.toLowerCase())));
  const commas = words.flatMap((word, index) => (word.text === ',' ? [index] : []));
  if (commas.length !== 2 || commas[1] !== words.length - 1) return false;
  const head = words.slice(0, commas[0]).filter((word) => word.isWord);
  const set = words.slice(commas[0]! + 1, commas[1]).map((word) => word.text).join(' ');
  return head.length > 0 && head.length <= 3 && head.every((word) => word.pos !== 'verb') && isCharacterSubject(set, character);
}

/** Whether the words before the verb are the character alone: a name of theirs or their pronoun. */
function isCharacterSubject(subject: string, character: CharacterRef): boolean {
  const said = subject.trim().toLowerCase();
  const names = [character.name, character.firstName].filter((name) => name.length > 1).map((name) => name.toLowerCase());
  const pronoun = character.gender === 'Female' ? 'she' : character.gender === 'Male' ? 'he' : null;
  return said === pronoun || names.includes(said);
}

/**
 * The things the character wants, in the order stated, each as they would name it: "the exclusion taken off my
 * record". A want the sentence negates ("She doesn't want a refund") is no condition of theirs.
 */
export function statedWants(sentences: readonly string[], character: CharacterRef, { withEarlierRequests = true } = {}): string[] {
  const found: string[] = [];
  // Whether a sentence other than `source` says what the character wants now, a request made before aside.
  const wantsNowBeside = (source: string) => sentences.some((other) => other !== source && statedWants([other], character, { withEarlierRequests: false }).length > 0);
  for (const [source, sentence] of sentences.flatMap((text) => ownClauses(text, character).map((clause) => [text, clause] as const))) {
    const words = readWords(sentence);
    const verbIndex = wantVerbIndex(words, character);
    if (verbIndex < 0) {
      for (const condition of conditionalWants(words, character)) if (!found.includes(condition)) found.push(condition);
      continue;
    }
    // "Grace asked for extra reading support in September and was told he would join a small group": a request made
    // before is what happened, once another sentence says what the character wants now ("She wants him in the reading
    // group every week"); alone, it is still what they ask for.
    if (isEarlierRequest(words, verbIndex) && (!withEarlierRequests || wantsNowBeside(source))) continue;
    if (isAskingLeave(words, verbIndex)) {
      // "has asked to start at 10am on those days and make the time up by working until 6pm": each doing is leave asked.
      for (const part of doingsJoined(words.slice(verbIndex + 2)).flatMap(phrasesJoined)) {
        const leave = askedLeave(part, character);
        if (leave && !found.includes(leave)) found.push(leave);
      }
      continue;
    }
    const asked = WANT_FOR_LEMMAS.has(words[verbIndex]!.lemma) ? forAfter(words, verbIndex) : -1;
    const start = asked > 0 ? asked + 1 : words[verbIndex + 1]?.lemma === 'for' || words[verbIndex + 1]?.lemma === 'to' ? verbIndex + 2 : verbIndex + 1;
    // "wants to freeze the membership until October", "wants to pay the arrears in four instalments": a doing of theirs
    // to something of the matter, which the other side must allow, asked for as leave ("your word that I can…");
    // wanting to say, know or be something ("wants to talk about the bonus", "to know why") asks nothing to be
    // allowed, nor does a doing with no object, which is theirs alone ("wants to leave").
    if (words[verbIndex + 1]?.lemma === 'to' && words[verbIndex]?.lemma !== 'push') {
      // "now needs to collect her son by 4.30" beside "is asking to start at 7.30": what they must do is why they ask,
      // not a second thing asked of the other side; alone, it is still what they ask leave for.
      if (words[verbIndex]!.lemma === 'need' && wantsNowBeside(source)) continue;
      const doing = words[verbIndex + 2];
      // "wants to be paid at band 7 from April", "to be moved back onto days": what is to be done to them is the other
      // side's doing, asked as a promise ("your word that I will be paid at band 7 from April").
      if (doing?.lemma === 'be' && isParticiple(words[verbIndex + 3])) {
        const promise = promisedToThem(words.slice(verbIndex + 2), character);
        if (promise && !found.includes(promise)) found.push(promise);
        continue;
      }
      const hasObject = OBJECT_OPENERS.has(words[verbIndex + 3]?.text.toLowerCase() ?? '') || (words[verbIndex + 3]?.pos === 'noun' && !/^\p{Lu}/u.test(words[verbIndex + 3]!.text)) || reachesAThing(words, verbIndex + 3);
      if (!(doing?.pos === 'verb' && hasObject && (isDoingWithObject(doing.lemma) || keepsAThing(doing.lemma)))) continue;
      // "to bring the 12 new volunteers on Saturday and train them on the job": two doings, each leave asked for.
      for (const part of doingsJoined(words.slice(verbIndex + 2)).flatMap(phrasesJoined)) {
        const leave = askedLeave(part, character);
        if (leave && !found.includes(leave)) found.push(leave);
      }
      continue;
    }
    const rest = words.slice(start);
    // "needs the car to get to work": what it is for says why, and a need for a means is no condition of agreeing.
    const purpose = rest.findIndex((word, index) => index > 0 && word.lemma === 'to' && rest[index + 1]?.pos === 'verb');
    if (purpose > 0 && words[verbIndex]!.lemma === 'need') continue;
    // "needs the car for her commute": a need for a means to a doing of theirs is why, said beside what they want
    // ("wants the repair finished by Friday"); alone, it stays what they ask for.
    if (words[verbIndex]!.lemma === 'need' && forADoing(rest) && sentences.some((other) => other !== sentence && statedWants([other], character).length > 0)) continue;
    const end = endOfWant(rest);
    // "the extra £580 explained line by line and a payment plan over three months": two things wanted, each its own.
    // Counted in words: "two-bedroom" and "boys'" are one word each, though the reader splits off their marks.
    const wordCount = (part: readonly Word[]) => part.filter((word) => word.isWord).length;
    const within = end < 0 ? rest : rest.slice(0, end);
    const doings = eachDoingAsked(within);
    const parts = (doings.length > 1 ? doings : thingsJoined(within)).filter((part) => wordCount(part) >= MIN_WANT_WORDS && wordCount(part) <= MAX_WANT_WORDS);
    if (parts.length === 0) continue;
    // "thinks the crown was badly fitted and wants it refitted": "it" is the thing the sentence named before, or else
    // the sentence before it ("She sent three invoices in March. She wants them paid in full.").
    const previous = sentences[sentences.indexOf(source) - 1];
    const thingFor = (pronoun: string | undefined) => {
      if (pronoun !== 'it' && pronoun !== 'them') return null;
      const plural = pronoun === 'them';
      return antecedentThing(words.slice(0, verbIndex), plural) ?? (previous === undefined ? null : antecedentThing(readWords(previous), plural));
    };
    const named = parts.map((part) => {
      const thing = thingFor(part[0]?.text.toLowerCase());
      return ownVoice(joinWords(personToDo(part) ?? (thing ? [...thing, ...part.slice(1).map((word) => word.text)] : part.map((word) => word.text))), character);
    });
    // "She wants the original price honoured, and to have it in writing": the second part's subject and verb are the
    // first's, left out. With "and" it is a second condition; with "or", an alternative within the same one.
    const joiner = end >= 0 && rest[end]!.text === ',' ? rest[end + 1]?.lemma : undefined;
    const more = joiner === 'and' || joiner === 'or' ? coordinatedWant(rest.slice(end + 2), character) : null;
    const last = named.at(-1)!;
    const wants = more === null ? named : joiner === 'or' ? [...named.slice(0, -1), `${last}, or ${more}`] : [...named, more];
    for (const text of wants) if (!found.includes(text)) found.push(text);
  }
  return found;
}

// How many words a thing named before a want may run to: "the new crown", "the leaking kitchen tap".
const MAX_THING_WORDS = 4;

/**
 * The first thing some words name in the number a pronoun says, with "the" ("a sofa" → "the sofa", "three invoices"
 * → "the invoices"), which a later "it" or "them" stands for: "He bought a sofa from the shop and wants it replaced";
 * null when they name none.
 */
function antecedentThing(words: readonly Word[], plural: boolean): string[] | null {
  const isHead = (index: number) => words[index]!.pos === 'noun' && words[index + 1]?.pos !== 'noun' && !/^\p{Lu}/u.test(words[index]!.text) && !isPersonNoun(words[index]!.lemma);
  const head = words.findIndex((word, index) => isHead(index) && (word.text.toLowerCase() !== word.lemma.toLowerCase()) === plural);
  if (head < 0) return null;
  // The words before the head that say which: adjectives and nouns, back to a determiner or a figure.
  let start = head;
  while (start > 0 && head - start < MAX_THING_WORDS && words[start - 1]!.isWord && (words[start - 1]!.pos === 'adjective' || words[start - 1]!.pos === 'noun')) start -= 1;
  return ['the', ...words.slice(start, head + 1).map((word) => word.text)];
}

// Where a doing goes or what it leaves: "to go back to fixed early shifts", "to move onto the day team".
const PLACING_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'into', 'onto', 'from', 'off', 'on', 'at', 'in']);
const MAX_PHRASE_TO_NOUN = 3;

/**
 * Whether the words from `at` take the doing to a thing of the matter through a preposition, after at most one
 * adverb: "go back to fixed early shifts", "work from home on Wednesdays", "move to the day team". A doing that reaches
 * a thing asks the other side to allow it, like one with an object; "get on with it" reaches none.
 */
function reachesAThing(words: readonly Word[], at: number): boolean {
  const preposition = words[at]?.pos === 'adverb' ? at + 1 : at;
  // "to" before a verb's bare form opens a purpose ("to go out to work"), not a place; "to fixed early shifts" is one.
  const next = words[preposition + 1];
  // A capitalised word is a name whatever the tagger says ("to Ward 7").
  const isName = (word: Word) => /^\p{Lu}/u.test(word.text);
  if (!PLACING_PREPOSITIONS.has(words[preposition]?.text.toLowerCase() ?? '') || (next?.pos === 'verb' && next.text === next.lemma)) return false;
  const phrase = words.slice(preposition + 1, preposition + 1 + MAX_PHRASE_TO_NOUN);
  const end = phrase.findIndex((word) => !word.isWord);
  return (end < 0 ? phrase : phrase.slice(0, end)).some((word) => word.pos === 'noun' || isName(word));
}

/**
 * A sentence's clauses joined by "and" or "but" before a subject of their own, each read for a want: "She wants that
 * work to go through me in future and she'd like an extra analyst for the migration" holds two.
 */
function ownClauses(sentence: string, character: CharacterRef): string[] {
  const subject = [String.raw`she|he|they|i|we`, escape(character.firstName)].join('|');
  const joiner = new RegExp(String.raw`(,?\s+(?:and|but)\s+)(?=(?:${subject})\b)`, 'iu');
  const [first = '', ...rest] = sentence.split(joiner);
  // Split keeps each joiner between its clauses: [clause, joiner, clause, …]. "…provided that each of them completes
  // the course and we commit to four Saturdays": a clause after a condition, its subject not the character's, is a
  // second part of that condition.
  const clauses = [first];
  for (let index = 0; index + 1 < rest.length; index += 2) {
    const [said, next] = [rest[index]!, rest[index + 1]!];
    const isCharacters = isCharacterSubject(next.split(/\s+/)[0] ?? '', character);
    if (!isCharacters && conditionStart(readWords(clauses.at(-1)!)) !== null) clauses[clauses.length - 1] += `${said}${next}`;
    else clauses.push(next);
  }
  return clauses.filter((clause) => clause.trim().length > 0);
}

// The kinds of noun that name a doing or a happening, by WordNet's first sense: "commute", "journey", "wedding".
const DOING_KINDS = new Set(['act', 'event']);

/**
 * Whether a sentence says a need for a means to a doing ("I need the car for my commute"): why the character wants
 * something, not the thing wanted.
 */
export function needsAMeansForADoing(sentence: string): boolean {
  const words = readWords(sentence);
  const verbIndex = words.findIndex((word) => word.pos === 'verb' && word.lemma === 'need' && !word.negated);
  return verbIndex >= 0 && forADoing(words.slice(verbIndex + 1));
}

/** Whether a thing needed is followed by "for" and a doing it serves: "the car for her commute", "a suit for the wedding". */
function forADoing(rest: readonly Word[]): boolean {
  const at = rest.findIndex((word, index) => index > 0 && word.lemma === 'for');
  if (at < 0) return false;
  const head = rest.slice(at + 1).find((word) => !word.isWord || !OBJECT_OPENERS.has(word.text.toLowerCase()));
  return head?.isWord === true && head.pos === 'noun' && DOING_KINDS.has(nounKinds(head.lemma, 1)[0] ?? '');
}

// Who may be asked, between "ask" and "for": "has asked me for two weeks off", "asks her manager for a review".
const OBJECT_PRONOUNS = new Set(['me', 'us', 'you', 'him', 'her', 'them']);
const MAX_ASKED_WORDS = 3;

/**
 * Where the "for" of a verb of asking stands: right after it ("asks for a refund"), or after the one asked ("has asked
 * me for two weeks off", "asked the council for a grant"); -1 when none follows.
 */
function forAfter(words: readonly Word[], index: number): number {
  for (let at = index + 1; at <= index + 1 + MAX_ASKED_WORDS && at < words.length; at += 1) {
    if (words[at]!.lemma === 'for') {
      const asked = words.slice(index + 1, at);
      const last = asked.at(-1);
      const isAsked = last === undefined || OBJECT_PRONOUNS.has(last.text.toLowerCase()) || (last.pos === 'noun' && asked.every((word) => word.isWord && word.pos !== 'verb'));
      return isAsked ? at : -1;
    }
    if (!words[at]!.isWord) return -1;
  }
  return -1;
}

/** Where the verb that says what the character wants stands ("wants", "asks for", "has asked to"); -1 when none. */
function wantVerbIndex(words: readonly Word[], character: CharacterRef): number {
  return words.findIndex((word, index) => {
    // "She'd like…": the tagger may read "like" after a contracted "would" as a preposition; after a modal it is a verb.
    const isWouldLike = word.lemma === 'like' && words[index - 1]?.lemma === 'would';
    if ((word.pos !== 'verb' && !isWouldLike) || word.negated) return false;
    const isWant = WANT_LEMMAS.has(word.lemma) ? word.lemma !== 'like' || isWouldLike : (WANT_FOR_LEMMAS.has(word.lemma) && forAfter(words, index) > 0) || isAskingLeave(words, index);
    if (!isWant) return false;
    const start = ownClauseStart(words, index);
    const before = subjectWords(words.slice(start, index));
    return before.length > 0 && (isCharacterSubject(before.map((other) => other.text).join(' '), character) || namesInApposition(words.slice(0, index), character) || sharesCharactersSubject(words, start, index, character));
  });
}

// The kinds of verb that give the character's view of the matter, by WordNet's commonest sense: "thinks", "says".
const VIEW_KINDS: ReadonlySet<string> = new Set(['cognition', 'communication']);

/**
 * Whether the verb at `index` is a second predicate of the character's, its subject left out after "and", after a
 * first that gives their view: "He thinks the crown was badly fitted and wants it refitted free" (the subject before
 * the clause's first verb is the character). After a doing of theirs ("has stopped the direct debit and wants the
 * contract cancelled") the want is what the doing presses for, and a remedy of another kind may still settle it: it is
 * not read as a condition of agreeing.
 */
function sharesCharactersSubject(words: readonly Word[], start: number, index: number, character: CharacterRef): boolean {
  const joiner = words.slice(start, index).findLast((word) => word.isWord && !BETWEEN.has(word.lemma));
  if (joiner?.lemma !== 'and') return false;
  const firstVerb = words.findIndex((word, at) => at >= start && at < index && word.pos === 'verb' && !BETWEEN.has(word.lemma));
  if (firstVerb < 0 || !VIEW_KINDS.has(verbKinds(words[firstVerb]!.lemma, 1)[0] ?? '')) return false;
  const subject = subjectWords(words.slice(start, firstVerb));
  return subject.length > 0 && isCharacterSubject(subject.map((word) => word.text).join(' '), character);
}

/** The words of a subject, without an appositive and the adverbs and auxiliaries before its verb. */
function subjectWords(words: readonly Word[]): Word[] {
  return withoutAppositive(words).filter((other) => other.isWord && !BETWEEN.has(other.lemma) && !BETWEEN.has(other.text.toLowerCase().replace(/^'/, '')));
}

// A pronoun of a third person, or the character's name, left in a phrase the character says of itself.
const THIRD_PERSON = /\b(?:she|he|her|his|him|hers|herself|himself)\b/i;

/** Whether a phrase names the character by name: "to bring Mia's dog". */
function namesCharacter(text: string, character: CharacterRef): boolean {
  const names = [character.firstName, ...character.name.split(/\s+/)].filter((name) => name.length > 1);
  return names.some((name) => new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'u').test(text));
}

// Words that open a phrase after the first of a doing asked for: "move to day shifts | for three months".
const LATER_PHRASE_OPENERS = new Set(['for', 'on', 'at', 'in', 'by', 'from', 'until', 'before', 'after', 'during', 'while', 'so', 'because', 'and']);

/**
 * What the character has asked leave to do, named as their request: "Kofi has asked to move to the day team" → "my
 * request to move to the day team"; the doing and its first phrase only ("move to day shifts for three months so I
 * can…" → "my request to move to day shifts"). null when the character asks no leave.
 */
export function askedLeaveIn(sentences: readonly string[], character: CharacterRef): string | null {
  for (const sentence of sentences) {
    const words = readWords(sentence);
    const verbIndex = wantVerbIndex(words, character);
    if (verbIndex < 0 || !isAskingLeave(words, verbIndex)) continue;
    const rest = words.slice(verbIndex + 2);
    const end = endOfWant(rest);
    const doing = (end < 0 ? rest : rest.slice(0, end)).filter((word) => word.text !== '');
    const later = doing.findIndex((word, index) => index > 1 && LATER_PHRASE_OPENERS.has(word.lemma) && doing.slice(1, index).some((other) => other.pos === 'noun'));
    const phrase = later < 0 ? doing : doing.slice(0, later);
    if (phrase.filter((word) => word.isWord).length > MAX_WANT_WORDS) continue;
    const doingSaid = ownVoice(joinWords(phrase.map((word) => word.text)), character);
    // Said in the character's own voice, it names nobody in the third person ("so she can…", "Mia's dog"): a phrase
    // that still does is read out of the description, not said as theirs.
    if (THIRD_PERSON.test(doingSaid) || namesCharacter(doingSaid, character)) continue;
    return `my request to ${doingSaid}`;
  }
  return null;
}

/** Whether the character asks someone for a thing: "Our cleaner, Rita Sousa, has asked me for two weeks off". */
export function asksForIn(sentences: readonly string[], character: CharacterRef): boolean {
  return sentences.some((sentence) => {
    const words = readWords(sentence);
    const verbIndex = wantVerbIndex(words, character);
    return verbIndex >= 0 && ASK_LEAVE_LEMMAS.has(words[verbIndex]!.lemma) && forAfter(words, verbIndex) > 0;
  });
}

// Words that join a second clause to the first after a comma: "His partner starts chemotherapy in February, and he
// has asked to move to days".
const CLAUSE_JOINERS = new Set(['and', 'but', 'so', 'yet']);

/** Where the clause of the verb at `index` begins: after the last comma or semicolon and its joining word before it. */
function ownClauseStart(words: readonly Word[], index: number): number {
  for (let at = index - 1; at > 0; at -= 1) {
    if ((words[at - 1]!.text === ',' || words[at - 1]!.text === ';') && CLAUSE_JOINERS.has(words[at]!.lemma)) return at + 1;
    if (words[at]!.text === ';') return at + 1;
  }
  return 0;
}

// The verbs of asking for a thing: "asked for extra support", "pushed for a review", "pressed for a date".
const REQUEST_LEMMAS = new Set(['ask', 'request', 'push', 'press']);

/**
 * Whether the verb of asking at `index` asked in the past ("asked for", "had asked for"), not now ("asks for") nor up
 * to now ("has asked for", "has already asked for").
 */
function isEarlierRequest(words: readonly Word[], index: number): boolean {
  const verb = words[index]!;
  if (!REQUEST_LEMMAS.has(verb.lemma) || !isPastForm(verb)) return false;
  const auxiliary = words.slice(0, index).findLast((word) => word.isWord && word.pos !== 'adverb');
  return auxiliary?.lemma !== 'have' || auxiliary.text.toLowerCase() === 'had';
}

/** "asks to start…", "has requested to work…": a verb of asking now, then "to" and a verb. */
function isAskingLeave(words: readonly Word[], index: number): boolean {
  const verb = words[index]!;
  const isPast = /ed$/i.test(verb.text) && words[index - 1]?.lemma !== 'have';
  return ASK_LEAVE_LEMMAS.has(verb.lemma) && !isPast && words[index + 1]?.lemma === 'to' && words[index + 2]?.pos === 'verb';
}

// At most this many words in a doing named as the matter: "working from home on Mondays".
const MAX_DOING_WORDS = 7;
// Wanting to say, know, see or be something ("wants to talk about the bonus", "to know why…") names no doing at
// stake: what it is about is the matter.
const NOT_A_DOING: ReadonlySet<string> = new Set(['communication', 'cognition', 'perception', 'stative', 'emotion']);
// How many of a verb of state's senses are read for one of holding on to a thing: "keep" and "retain" in their second.
const KEEPING_SENSES = 3;

/**
 * Whether a verb of state is also one of holding on to a thing, as WordNet files its senses ("keep", "retain"): "wants
 * to keep the Thursday slot" asks leave to go on having it, as against "wants to be…" or "to continue…".
 */
function keepsAThing(lemma: string): boolean {
  return lemma !== 'be' && verbKinds(lemma, KEEPING_SENSES).includes('possession');
}

/**
 * Whether a verb said with an object is a doing: by its commonest sense, else by its commonest sense that takes an
 * object ("to end her tenancy early": "bring to an end", a change, where the commonest sense, "have an end", is a state).
 */
function isDoingWithObject(lemma: string): boolean {
  if (!NOT_A_DOING.has(verbKinds(lemma, 1)[0] ?? 'stative')) return true;
  const withObject = verbKindWithObject(lemma);
  return withObject !== undefined && !NOT_A_DOING.has(withObject);
}

/**
 * What the character wants to do itself, named as a doing: "She wants to work from home on Mondays because her commute
 * takes two hours." → "working from home on Mondays"; the reason after it is no part of it. null when no sentence has
 * the character want to do something (a thing wanted, "wants the exclusion taken off…", is read by `statedWants`).
 */
export function wantedDoingIn(sentences: readonly string[], character: CharacterRef): string | null {
  for (const sentence of sentences) {
    const words = readWords(sentence);
    const verbIndex = wantVerbIndex(words, character);
    if (verbIndex < 0 || isAskingLeave(words, verbIndex) || words[verbIndex + 1]?.lemma !== 'to' || words[verbIndex + 2]?.pos !== 'verb') continue;
    if (NOT_A_DOING.has(verbKinds(words[verbIndex + 2]!.lemma, 1)[0] ?? 'stative')) continue;
    const rest = words.slice(verbIndex + 2);
    const end = endOfWant(rest);
    const doing = (end < 0 ? rest : rest.slice(0, end)).filter((word) => word.text !== '');
    // "wants to leave": a doing of one word names nothing at stake ("leaving"); what they would stay for is the matter.
    const doingWords = doing.filter((word) => word.isWord).length;
    if (doingWords > MAX_DOING_WORDS || doingWords < 2) continue;
    const said = ownVoice(joinWords([gerund(doing[0]!.lemma), ...doing.slice(1).map((word) => word.text)]), character);
    if (THIRD_PERSON.test(said) || namesCharacter(said, character)) continue;
    return said;
  }
  return null;
}

// The frame a promise asked for is said in, up to its doing's verb: "your word that I can raise …".
const PROMISED_DOING = /^your word that (?:I|you) (?:can|will) \S+ /;

// Leave asked for, up to its doing's verb: "your word that I can ship…".
const LEAVE_ASKED = /^your word that I can (\p{L}+)/u;

/** The verb of the doing a want asks leave for ("your word that I can ship the 80 ready units now" → "ship"), or null. */
export function leaveAskedVerb(want: string): string | null {
  return LEAVE_ASKED.exec(want)?.[1]?.toLowerCase() ?? null;
}

/** What a want asked as a promise ("your word that I can raise my weekly lesson fee") has done: "my weekly lesson fee". */
export function promisedDoingObject(want: string): string {
  const object = want.replace(PROMISED_DOING, '');
  // "give the tenant a formal warning": who it is done for comes before what is done; the thing is the second phrase.
  const words = readWords(object);
  const second = words.findIndex((word, index) => index > 1 && index <= 3 && word.isWord && OBJECT_OPENERS.has(word.text.toLowerCase()) && word.lemma !== 'that');
  if (second < 0 || !OBJECT_OPENERS.has(words[0]?.text.toLowerCase() ?? '')) return object;
  const receiver = words.slice(1, second);
  return receiver.every((word) => word.isWord && word.pos === 'noun') && isPersonNoun(receiver.at(-1)!.lemma) ? joinWords(words.slice(second).map((word) => word.text)) : object;
}

/** A run of doings joined by "and", each from its bare verb: "bring the volunteers on Saturday and train them". */
function doingsJoined(words: readonly Word[]): Word[][] {
  const end = endOfWant(words);
  const within = end < 0 ? words : words.slice(0, end);
  // "moved his induction to a weekend and refunded the two sessions": past doings join in the past form.
  const isPast = words[0] !== undefined && isPastForm(words[0]);
  const opensDoing = (index: number) => (isPast ? within[index]?.pos === 'verb' && isPastForm(within[index]!) : isBareVerb(within[index], within[index + 1]));
  const joins = within.flatMap((word, index) => (index > 1 && word.lemma === 'and' && opensDoing(index + 1) ? [index] : []));
  if (joins.length === 0) return [words as Word[]];
  return [0, ...joins.map((at) => at + 1)].map((start, index) => within.slice(start, joins[index] ?? within.length).filter((word) => word.text !== ''));
}

// Prepositions, a closed class: a phrase of the doing's own after "and" opens on one ("and from home on Fridays").
const PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'to', 'at', 'in', 'on', 'into', 'onto', 'off', 'for', 'with', 'without', 'by', 'before', 'after', 'until', 'during', 'between', 'within', 'outside', 'inside', 'near', 'over', 'under']);

/**
 * A doing with two phrases of its own joined by "and", each a thing asked of its own with the doing's verb: "work 7.30
 * am to 3.30 pm four days a week and from home on Fridays" → "work 7.30 am to 3.30 pm four days a week", "work from
 * home on Fridays". The doing as it is when "and" joins no phrase opening on a preposition, or the verb has no words of
 * its own before it.
 */
function phrasesJoined(doing: readonly Word[]): Word[][] {
  const verb = doing[0];
  const and = doing.findIndex((word, index) => index > 1 && word.lemma === 'and' && PREPOSITIONS.has(doing[index + 1]?.text.toLowerCase() ?? ''));
  if (verb === undefined || verb.pos !== 'verb' || and < 0 || doing.slice(and + 2).every((word) => !word.isWord)) return [[...doing]];
  return [doing.slice(0, and), [verb, ...doing.slice(and + 1)]];
}

/**
 * A verb as its own bare form ("train", not "trained" or "training"); one the tagger reads as a noun is a verb still
 * when an object follows it ("and train them on the job").
 */
function isBareVerb(word: Word | undefined, next: Word | undefined): boolean {
  if (word === undefined || word.text.toLowerCase() !== word.lemma) return false;
  const opensObject = next !== undefined && (OBJECT_OPENERS.has(next.text.toLowerCase()) || OBJECT_PRONOUNS.has(next.text.toLowerCase()));
  return word.pos === 'verb' || (opensObject && hasPartOfSpeech(word.lemma, 'verb'));
}

/** Whether a word is a verb's past participle, as a passive writes it after "be": "paid", "moved", "given". */
function isParticiple(word: Word | undefined): boolean {
  return word !== undefined && word.pos === 'verb' && isPastForm(word);
}

/** What is to be done to the character, as the promise it asks for: "your word that I will be paid at band 7". */
function promisedToThem(words: readonly Word[], character: CharacterRef): string | null {
  const end = endOfWant(words);
  const done = (end < 0 ? words : words.slice(0, end)).filter((word) => word.text !== '');
  if (done.filter((word) => word.isWord).length > MAX_WANT_WORDS) return null;
  return `your word that I will ${ownVoice(joinWords(done.map((word) => word.text)), character)}`;
}

/**
 * What asking leave wants, as the promise it asks for: "start at 10am instead of 7am on Tuesdays" → "your word that I
 * can start at 10am instead of 7am on Tuesdays"; the reason after it ("because…") is no part of it.
 */
function askedLeave(words: readonly Word[], character: CharacterRef): string | null {
  const end = endOfWant(words);
  const action = (end < 0 ? words : words.slice(0, end)).filter((word) => word.text !== '');
  if (action.filter((word) => word.isWord).length > MAX_WANT_WORDS) return null;
  return `your word that I can ${ownedBy(joinWords(action.map((word) => word.text)), character).replace(/[.!?]$/, '')}`;
}

/**
 * A want of someone else's doing ("He wants Leo to wait for the March session") as the promise it asks for: "your
 * word that Leo will wait for the March session"; null when the words before "to" are no person ("a chance to
 * explain" is a thing to be given).
 */
/**
 * Someone's two doings joined by "and", each asked for with who is to do it: "the company to pay for the ticket and
 * give her the two days as study leave" → "the company to pay for the ticket", "the company to give her the two days as
 * study leave", so each is a condition of its own, however long the two are together. Any other words stay whole.
 */
function eachDoingAsked(words: readonly Word[]): (readonly Word[])[] {
  const to = words.findIndex((word, index) => index > 0 && word.lemma === 'to' && words[index + 1]?.pos === 'verb');
  if (to < 1) return [words];
  const doings = doingsJoined(words.slice(to + 1));
  // Each read again as the clause it now is, so a verb the whole sentence tagged otherwise ("and freeze my…") is one.
  return doings.length < 2 ? [words] : doings.map((doing) => readWords(joinWords([...words.slice(0, to + 1), ...doing].map((word) => word.text))));
}

function personToDo(words: readonly Word[]): string[] | null {
  const to = words.findIndex((word, index) => index > 0 && word.lemma === 'to' && words[index + 1]?.pos === 'verb');
  const who = words.slice(0, to);
  // Counted in words joined as written: "the late pick-ups" is three, though the reader splits off its hyphen.
  if (to < 1 || joinWords(who.map((word) => word.text)).split(/\s+/).length > 3) return null;
  const head = who.at(-1)!;
  const isPerson = /^\p{Lu}/u.test(head.text) ? who.every((word) => /^\p{Lu}/u.test(word.text)) : head.pos === 'noun' && isPersonNoun(head.lemma);
  const doing = words.slice(to + 1).map((word) => word.text);
  // "wants the housing association to give the tenant a formal warning": an organisation's doing is the other side's,
  // asked of the learner who speaks for it.
  if (!isPerson && isOrganisation(who)) return ['your', 'word', 'that', 'you', 'will', ...doing];
  // "wants that work to go through me", "wants his case to be heard again": a thing pointed at or owned, then what is
  // to happen to it, is a promise too; "a chance to explain" is a thing to be given.
  if (!isPerson) return isThingToHappen(who) ? ['your', 'word', 'that', ...who.map((word) => word.text), 'will', ...doing] : null;
  return ['your', 'word', 'that', ...who.map((word) => word.text), 'will', ...doing];
}

// The words that point at one thing or say whose it is: "that work", "his case".
const THING_POINTED_AT: ReadonlySet<string> = new Set(['that', 'this', 'these', 'those', 'my', 'his', 'her', 'their', 'our']);
// What "the" names that is given rather than done: "the chance to explain", "the right to appeal", "the time to think".
const GIVEN_KINDS: ReadonlySet<string> = new Set(['state', 'attribute', 'cognition', 'feeling']);

/**
 * Whether the words before "to" name a thing something is to happen to: pointed at or owned ("that work", "his
 * case"), or a doing or a thing named with "the" ("the late pick-ups to stop"); "the chance to explain" is given.
 */
function isThingToHappen(who: readonly Word[]): boolean {
  const head = who.at(-1)!;
  if (head.pos !== 'noun') return false;
  const opener = who[0]!.text.toLowerCase();
  return THING_POINTED_AT.has(opener) || (opener === 'the' && !GIVEN_KINDS.has(nounKinds(head.lemma, 1)[0] ?? '') && !nounKinds(head.lemma, 2).includes('time'));
}

// How many of a noun's commonest senses may make it a body of people: "bank" is a slope first, an institution second.
const ORGANISATION_SENSES = 2;

/** Whether words name an organisation, by WordNet's noun.group file: "the housing association", "the council". */
function isOrganisation(who: readonly Word[]): boolean {
  const head = who.at(-1)!;
  return who[0]!.lemma === 'the' && head.pos === 'noun' && nounKinds(head.lemma, ORGANISATION_SENSES).includes('group');
}

const SUBJECT_PRONOUN = /^(?:she|he|they|i|we)$/i;
const SUBJECT_OR_IT = /^(?:she|he|they|i|we|it|you)$/i;
// Words that open a second noun phrase after "and": "… and a payment plan", "… and the deposit back".
const NOUN_PHRASE_OPENERS = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'their', 'some', 'written', 'full']);

// A sum or a count opens one too: "… and €400 compensation", "… and 10% off".
const OPENS_WITH_FIGURE = /^(?:[£$€]|\d)/;

/**
 * Things wanted joined by "and" without a comma, each its own: "the extra £580 explained line by line and a payment
 * plan over three months" → two, "the €180 back and €400 compensation" → two; "bread and butter" (no opener after
 * "and") stays one.
 */
function thingsJoined(words: readonly Word[]): Word[][] {
  const parts: Word[][] = [[]];
  for (const [index, word] of words.entries()) {
    const next = words[index + 1];
    if (word.lemma === 'and' && parts.at(-1)!.length >= MIN_WANT_WORDS && next && (NOUN_PHRASE_OPENERS.has(next.text.toLowerCase()) || OPENS_WITH_FIGURE.test(next.text) || opensNounPhrase(parts.at(-1)!, words.slice(index + 1)))) {
      parts.push([]);
      continue;
    }
    parts.at(-1)!.push(word);
  }
  return parts;
}

// Both sides of an "and" at least this long before a bare noun opens a second thing: "a firm date this week and
// compensation for the lost days" is two; "bread and butter pudding", "the deposit and cleaning fees" stay one.
const JOINED_THING_WORDS = 3;

/** Whether the words after an "and" are a second noun phrase of their own: a noun, then at least a phrase's length. */
function opensNounPhrase(before: readonly Word[], after: readonly Word[]): boolean {
  const countOf = (part: readonly Word[]) => part.filter((word) => word.isWord).length;
  return after[0]?.pos === 'noun' && countOf(before) >= JOINED_THING_WORDS && countOf(after) >= JOINED_THING_WORDS;
}

/** Where a want's phrase ends: the sentence's end, a comma after its first words, or a clause of another kind. */
function endOfWant(rest: readonly Word[]): number {
  return rest.findIndex(
    (word, index) =>
      /^[.;!?]$/.test(word.text) ||
      (word.text === ',' && index >= MIN_WANT_WORDS && !opensNamingPhrase(rest, index)) ||
      /^(?:because|but|so|although|while)$/i.test(word.text) ||
      // "until it goes live on 14 March": a clause of its own says when, not what is wanted ("until October" stays).
      (/^(?:until|till|before|after|when|once)$/i.test(word.text) && SUBJECT_OR_IT.test(rest[index + 1]?.text ?? '')) ||
      (word.lemma === 'and' && index > 0 && isFiniteVerb(rest[index + 1])),
  );
}

/**
 * A thing wanted without a second predicate joined to it: "a credit note for £340 and is worried the order will…" →
 * "a credit note for £340"; "the car repaired and returned" stays whole.
 */
export function beforeSecondPredicate(text: string): string {
  const words = readWords(text);
  const at = words.findIndex((word, index) => word.lemma === 'and' && index > 0 && isFiniteVerb(words[index + 1]));
  if (at < 0) return text;
  const cut = text.toLowerCase().indexOf(` and ${words[at + 1]!.text.toLowerCase()}`);
  return cut > 0 ? text.slice(0, cut).trim() : text;
}

// A verb said of its subject, which a thing wanted never holds: "is", "has", "says", "worries".
const FINITE_FORMS = /^(?:is|was|has|had|does|did)$/i;

/**
 * Whether a word is a verb in a form said of a subject, so "and" before it joins a second predicate ("wants a two-week
 * extension and is worried it will cap his mark"), not a second thing ("the car repaired and returned").
 */
function isFiniteVerb(word: Word | undefined): boolean {
  if (!word || word.pos !== 'verb') return false;
  return FINITE_FORMS.test(word.text) || (/s$/i.test(word.text) && word.text.toLowerCase() !== word.lemma);
}

// "my assistance dog, a spaniel named Rufus,": a phrase beside a noun that names it says which one is wanted.
const NAMING_VERBS: ReadonlySet<string> = new Set(['call', 'name']);
const MAX_NAMING_PHRASE_WORDS = 4;

/** Whether the comma at `comma` opens a phrase that gives the noun before it a name ("a spaniel named Rufus"). */
function opensNamingPhrase(words: readonly Word[], comma: number): boolean {
  if (!/^(?:a|an)$/i.test(words[comma + 1]?.text ?? '')) return false;
  for (let at = comma + 2; at < words.length && at <= comma + MAX_NAMING_PHRASE_WORDS; at += 1) {
    if (NAMING_VERBS.has(words[at]!.lemma)) return /^\p{Lu}[\p{Ll}'-]+$/u.test(words[at + 1]?.text ?? '');
    if (!words[at]!.isWord) return false;
  }
  return false;
}

function joinWords(words: readonly string[]): string {
  // A want's aside in brackets ("refunded (£24 each) or made up") is a note on it, said with the fact the sentence
  // gives, not a part of what would settle it: an offer that refunds the five lessons need not say "£24 each".
  return words
    .join(' ')
    .replace(/\s*\(\s[^()]*\s\)/g, '')
    .replace(/\s+(['’]s|['’](?=\s|$)|n['’]t|,|%)/g, '$1')
    .replace(/\s+-\s+/g, '-')
    .replace(/([£$€])\s+/g, '$1');
}

/**
 * The second part of a want whose verb is left out, as a thing the character can ask for: a noun phrase as written
 * ("a written apology", "the work done before Easter"); an infinitive as the promise it asks for, "to see the club's
 * accounts" → "your word that I can see the club's accounts", "to be paid in full" → "your word that I'll be paid in
 * full", so every line that names a condition ("I'd still need …") stays grammatical.
 */
function coordinatedWant(words: readonly Word[], character: CharacterRef): string | null {
  const end = endOfWant(words);
  const phrase = (end < 0 ? words : words.slice(0, end)).filter((word) => word.text !== '');
  if (phrase.length < MIN_WANT_WORDS || phrase.length > MAX_WANT_WORDS) return null;
  // "…, or she will switch at the end of the month": a clause with a subject and a verb of its own says what happens
  // otherwise, not a second thing wanted.
  if (phrase[1]?.pos === 'verb' && (SUBJECT_PRONOUN.test(phrase[0]!.text) || isCharacterSubject(phrase[0]!.text, character))) return null;
  // "…, and will ask for a full refund if…", "…, and is ready to walk away": a second verb of the same subject says
  // what the character does, not a second thing wanted.
  if (phrase[0]!.pos === 'verb') return null;
  const text = ownVoice(joinWords(phrase.map((word) => word.text)), character);
  if (phrase[0]!.lemma !== 'to') return text;
  const clause = joinWords(phrase.slice(1).map((word) => word.text));
  return phrase[1]?.lemma === 'be' ? `your word that I'll ${ownedBy(clause, character)}` : `your word that I can ${ownedBy(clause, character)}`;
}

// What a character would do on a condition, by lemma: "She would stay if…", "He'll sign as long as…".
const CONSEQUENCE_MODALS = new Set(['would', 'will', 'd', 'll', 'might']);
// Words that open the condition: "if", "as long as", "provided (that)", "providing (that)".
const CONDITION_OPENERS: readonly (readonly string[])[] = [['if'], ['as', 'long', 'as'], ['provided'], ['providing'], ['so', 'long', 'as']];
// Modals inside the condition that leave its verb as it is: "if the fee could be waived" → "the fee will be waived".
const CLAUSE_MODALS = new Set(['could', 'can', 'would', 'will', 'might', 'should']);

/**
 * What the character would agree on, stated as a condition: "She would stay if the gym froze her membership for
 * three months" → "your word that you will freeze my membership for three months"; "He'll sign as long as he
 * can start in May" → "your word that I can start in May". The consequence must be the character's own and not
 * negated ("She won't stay even if…" states no condition met by anyone); "unless" states what happens otherwise.
 * Two doings of one doer joined by "and" are two conditions ("if we guarantee a four-hour response in writing and
 * give a service credit for the outage"), each promised on its own.
 */
function conditionalWants(words: readonly Word[], character: CharacterRef): string[] {
  const opener = conditionStart(words);
  const subject = opener === null ? null : consequenceSubject(words, opener.at);
  if (opener === null || subject === null || !isCharacterSubject(subject, character)) return [];
  const rest = words.slice(opener.at + opener.length).filter((word) => word.text !== '' && !(word.lemma === 'that' && word === words[opener.at + opener.length]));
  const end = endOfWant(rest);
  const got = thingsGot(end < 0 ? rest : rest.slice(0, end), character);
  if (got.length > 0) return got;
  // "he will cancel the rest of the order if there is no firm date this week": what they will do if a want is not met
  // is what happens otherwise; the want is the condition without its negation ("a firm date this week").
  if (isThreat(words, opener.at, end < 0 ? rest : rest.slice(0, end))) return wantNotMet(end < 0 ? rest : rest.slice(0, end), character);
  const doings = clausesJoined(end < 0 ? rest : rest.slice(0, end)).flatMap((clause) => {
    const verbAt = clause.findIndex((word) => word.pos === 'verb' || CLAUSE_MODALS.has(word.lemma) || word.lemma === 'do');
    const doer = verbAt < 1 ? [] : clause.slice(0, verbAt);
    return verbAt < 1 ? [clause] : doingsJoined(clause.slice(verbAt)).map((doing) => [...doer, ...doing]);
  });
  const wordCount = (part: readonly Word[]) => part.filter((word) => word.isWord).length;
  return doings
    .filter((part) => wordCount(part) >= MIN_WANT_WORDS && wordCount(part) <= MAX_WANT_WORDS)
    .flatMap((part) => promisedClause(part, character) ?? []);
}

/**
 * Whether a verb is one of coming to have a thing, as WordNet relates it to "get": "get" itself, its synonyms
 * ("acquire") and the doings it is broader than ("receive", "obtain").
 */
function isGetting(lemma: string): boolean {
  if (lemma === 'get') return true;
  const { synonyms, broader } = relatedWords(lemma, 'verb', 1);
  return broader.includes('get') || synonyms.includes('get') || relatedWords('get', 'verb', 1).synonyms.includes(lemma);
}

/**
 * What a condition has the character get, each thing its own want: "if he gets an apology in writing and the blood
 * panel taken off" → "an apology in writing", "the blood panel taken off". The things are what is wanted, whoever gives
 * them; "the blood panel taken off" is a thing with what is to be done to it, not a clause of its own. None when the
 * condition's doer is not the character, its verb is not one of getting or is negated.
 */
function thingsGot(clause: readonly Word[], character: CharacterRef): string[] {
  const verbAt = clause.findIndex((word) => word.pos === 'verb' || CLAUSE_MODALS.has(word.lemma));
  if (verbAt < 1 || !isCharacterSubject(clause.slice(0, verbAt).map((word) => word.text).join(' '), character)) return [];
  // "if she can get…": the verb after the modal.
  const at = CLAUSE_MODALS.has(clause[verbAt]!.lemma) ? verbAt + 1 : verbAt;
  const verb = clause[at];
  if (!verb || verb.negated || clause[verbAt]!.negated || !isGetting(verb.lemma) || !OBJECT_OPENERS.has(clause[at + 1]?.text.toLowerCase() ?? '')) return [];
  const wordCount = (part: readonly Word[]) => part.filter((word) => word.isWord).length;
  return thingsJoined(clause.slice(at + 1))
    .filter((part) => wordCount(part) >= MIN_WANT_WORDS && wordCount(part) <= MAX_WANT_WORDS)
    .map((part) => ownVoice(joinWords(part.map((word) => word.text)), character));
}

// The words that deny a clause: a closed class of negators and negative determiners and pronouns.
const NEGATORS: ReadonlySet<string> = new Set(['not', 'no', 'never', 'nothing', 'nobody', 'none', 'neither', 'nor']);
// The modals of a consequence that will follow as a matter of course, not one the character would choose: "he will
// cancel", "she'll go to the ombudsman".
const REAL_MODALS: ReadonlySet<string> = new Set(['will', 'll']);

/** Whether a clause is denied: "there is no firm date", "the chairs do not arrive", "he doesn't hear by Friday". */
function isDenied(clause: readonly Word[]): boolean {
  return clause.some((word) => NEGATORS.has(word.lemma) || NEGATORS.has(word.text.toLowerCase()) || /^n['’]t$/i.test(word.text));
}

/**
 * Whether a condition says what the character will do if a want is not met: the condition is denied, and the
 * consequence is one that follows ("he will cancel the order if there is no firm date") or one the sentiment lexicon
 * reads as against the other side ("she would leave if nothing changed"). "He would renew if they didn't charge him"
 * is a condition of agreeing still: what he would do is what the other side wants.
 */
function isThreat(words: readonly Word[], at: number, condition: readonly Word[]): boolean {
  if (!isDenied(condition)) return false;
  const modal = words.findIndex((word, index) => index < at && CONSEQUENCE_MODALS.has(word.text.toLowerCase().replace(/^'/, '')));
  if (modal < 0) return false;
  const verb = words.slice(modal + 1, at).find((word) => word.pos === 'verb');
  return REAL_MODALS.has(words[modal]!.text.toLowerCase().replace(/^'/, '')) || (verb !== undefined && wordSentiment(verb.text) < 0);
}

/**
 * The want a denied condition says is not met, as the character asks for it: "there is no firm date this week" → "a
 * firm date this week"; "the chairs do not arrive by Friday" → "your word that the chairs will arrive by Friday". None
 * when the denial is the doer itself ("if nothing changes", "if no one calls").
 */
function wantNotMet(condition: readonly Word[], character: CharacterRef): string[] {
  const words = condition.filter((word) => word.isWord);
  // "there is no firm date this week", "there are no loan chairs": the thing that is missing is wanted.
  if (words[0]?.lemma === 'there' && words[1]?.lemma === 'be' && words[2]?.lemma === 'no' && words.length > 3) {
    const thing = joinWords(words.slice(3).map((word) => word.text));
    const isPlural = words[1]!.text.toLowerCase() === 'are' || words[1]!.text.toLowerCase() === 'were';
    return [ownVoice(isPlural ? thing : `${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing}`, character)];
  }
  const verbAt = condition.findIndex((word) => word.pos === 'verb' || CLAUSE_MODALS.has(word.lemma) || word.lemma === 'do');
  if (verbAt < 1 || isDenied(condition.slice(0, verbAt))) return [];
  const promised = promisedClause(condition, character, { affirmed: true });
  return promised === null ? [] : [promised];
}

// How many words the subject of a clause joined by "and" may run to: "the price", "the new head chef".
const MAX_SUBJECT_WORDS = 4;

/**
 * A condition's clauses joined by "and" before a subject and a verb of their own, each its own condition: "portions
 * go back to the old size and the price is held at £2.35" → "portions go back to the old size", "the price is held at
 * £2.35"; "and give a service credit" (no subject of its own) stays in its clause, for doingsJoined to part.
 */
function clausesJoined(clause: readonly Word[]): Word[][] {
  const isSubjectWord = (word: Word) => word.isWord && (word.pos === 'noun' || word.pos === 'adjective' || OBJECT_OPENERS.has(word.text.toLowerCase()) || SUBJECT_OR_IT.test(word.text));
  // Where the clause after the "and" at `at` has its verb, past a subject of its own; -1 when it has none.
  const verbOf = (at: number) => {
    for (let index = at + 2; index < clause.length && index <= at + 1 + MAX_SUBJECT_WORDS; index += 1) {
      const word = clause[index]!;
      if (word.pos === 'verb' || CLAUSE_MODALS.has(word.lemma) || isVerbReadAsNoun(word, clause[index + 1])) return clause.slice(at + 1, index).every(isSubjectWord) ? index : -1;
    }
    return -1;
  };
  // "gets an apology and the blood panel taken off": after "get" or "have", a thing with a participle is a second thing
  // to be got done, not a clause of its own.
  const causative = clause.find((word) => word.pos === 'verb')?.lemma;
  const isThingGotDone = (verb: Word) => (causative === 'get' || causative === 'have') && verb.text.toLowerCase() !== verb.lemma && /(?:ed|en|wn)$/i.test(verb.text);
  const joins = clause.flatMap((word, index) => (index > 1 && word.lemma === 'and' && verbOf(index) > 0 && !isThingGotDone(clause[verbOf(index)]!) ? [index] : []));
  // "the rent rises to £1,350": the verb the tagger read as a plural noun is the clause's verb.
  const verbs = new Set(joins.map((at) => clause[verbOf(at)]!));
  const read = clause.map((word) => (verbs.has(word) && word.pos !== 'verb' ? { ...word, pos: 'verb' as const } : word));
  return [-1, ...joins].map((start, index) => read.slice(start + 1, joins[index] ?? read.length));
}

/**
 * Whether a word read as a plural noun stands where a verb said of a subject must ("the rent rises to £1,350"): an -s
 * form of a word WordNet also has as a verb, followed by no word of a noun phrase it could end.
 */
function isVerbReadAsNoun(word: Word, next: Word | undefined): boolean {
  if (word.pos !== 'noun' || !/s$/i.test(word.text) || word.text.toLowerCase() === word.lemma || !hasPartOfSpeech(word.lemma, 'verb')) return false;
  return next === undefined || !next.isWord || !(next.pos === 'noun' || next.pos === 'adjective' || next.pos === 'verb');
}

/**
 * The subject of what would be done on a condition opening at `at`, when that is done and not refused: "She would renew
 * for two years if…" → "She"; null for "She won't stay even if…" or a sentence with no doing before its condition.
 */
function consequenceSubject(words: readonly Word[], at: number): string | null {
  const modal = words.findIndex((word, index) => index < at && CONSEQUENCE_MODALS.has(word.text.toLowerCase().replace(/^'/, '')));
  if (modal < 1 || words[modal]!.negated) return null;
  const consequence = words.slice(modal + 1, at).filter((word) => word.isWord);
  if (consequence.length === 0 || consequence.some((word) => word.negated) || !consequence.some((word) => word.pos === 'verb')) return null;
  const subject = withoutAppositive(words.slice(0, modal)).filter((word) => word.isWord && !BETWEEN.has(word.lemma));
  return subject.length === 0 ? null : subject.map((word) => word.text).join(' ');
}

/**
 * Whether a line of the character's own says on what they would agree: "I would renew for two years if portions go
 * back to the old size", "I'll sign as long as I can start in May". It says what they want as much as "I want…" does.
 */
export function saysOwnCondition(sentence: string): boolean {
  const words = readWords(sentence);
  const opener = conditionStart(words);
  return opener !== null && consequenceSubject(words, opener.at) === 'I';
}

/** Where the condition of a sentence opens and how many words open it; null without one. */
function conditionStart(words: readonly Word[]): { at: number; length: number } | null {
  for (let index = 1; index < words.length; index += 1) {
    const opener = CONDITION_OPENERS.find((phrase) => phrase.every((part, offset) => words[index + offset]?.text.toLowerCase() === part));
    if (opener) return { at: index, length: opener.length };
  }
  return null;
}

/**
 * Whether the doer of a condition is the side the learner speaks for: an organisation, "they" or the learner's own "we"
 * ("if the gym froze her membership", "if they waived the fee", "if we can match the price"), said to the learner as "you"; never a person named or a kind of person
 * ("if his sister came too"), nor the thing a passive is done to ("if the fee was waived").
 */
function isOtherSide(who: readonly Word[], isPassive: boolean, hasObject: boolean): boolean {
  if (isPassive) return false;
  const words = who.filter((word) => word.isWord);
  if (words.length === 1 && /^(?:they|we)$/i.test(words[0]!.text)) return true;
  const head = words.at(-1);
  // "if the rent rises to £1,350": a thing that changes by itself does nothing to anything, and stays that thing.
  if (!head || head.pos !== 'noun' || isPersonNoun(head.lemma) || !hasObject) return false;
  return words[0]!.lemma === 'the' && !words.slice(1).some((word) => /^\p{Lu}/u.test(word.text) && isPersonNoun(word.lemma));
}

/**
 * A condition as the promise the character asks for, its verb made a future one: "the gym froze her membership" →
 * "your word that you will freeze my membership"; "the fee was waived" → "the fee will be waived"; "she could
 * pay in two parts" → "I can pay in two parts"; "they didn't charge her in January" → "you will not charge me…".
 */
function promisedClause(clause: readonly Word[], character: CharacterRef, { affirmed = false } = {}): string | null {
  const verbAt = clause.findIndex((word) => word.pos === 'verb' || CLAUSE_MODALS.has(word.lemma) || word.lemma === 'do');
  if (verbAt < 1 || verbAt > 4) return null;
  const who = clause.slice(0, verbAt);
  const isCharacter = isCharacterSubject(who.map((word) => word.text).join(' '), character);
  let next = verbAt;
  let modal: string | null = null;
  if (CLAUSE_MODALS.has(clause[next]!.lemma)) modal = clause[next++]!.lemma;
  // "did not charge", "didn't charge": the doing verb after "do" and its negation.
  let negated = clause[verbAt]!.negated;
  if (clause[next]?.lemma === 'do' && clause[next + 1]) next += 1;
  while (clause[next] && (clause[next]!.lemma === 'not' || /^n['’]t$/i.test(clause[next]!.text))) {
    negated = true;
    next += 1;
  }
  const verb = clause[next];
  if (!verb || verb.pos !== 'verb') return null;
  const after = clause.slice(next + 1).map((word) => word.text);
  const auxiliary = modal === 'can' || modal === 'could' ? 'can' : 'will';
  const object = clause[next + 1];
  const hasObject = object !== undefined && (OBJECT_OPENERS.has(object.text.toLowerCase()) || OBJECT_PRONOUNS.has(object.text.toLowerCase()) || object.pos === 'noun' || OPENS_WITH_FIGURE.test(object.text));
  const doer = isCharacter ? ['I'] : isOtherSide(who, verb.lemma === 'be', hasObject) ? ['you'] : who.map((word) => word.text);
  // "the two sessions he missed": the character's doings inside what is asked are said as theirs.
  const rest = after.length === 0 ? [] : [ownVoice(joinWords(after), character)];
  const text = joinWords([...doer, auxiliary, ...(negated && !affirmed ? ['not'] : []), verb.lemma, ...rest]);
  return `your word that ${ownedBy(text, character)}`;
}
