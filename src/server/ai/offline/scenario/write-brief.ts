// Writes a scenario's brief from the person's words: the character's identity, tone, facts (theirs and the files'),
// concerns, what they keep back, the outcome and the opening line; and, kept apart, the learner's situation in
// "you" form with their own goal and room to bargain. Every stated fact is kept as written, in the character's own
// first-person voice; how they come across becomes their tone, never a line. What is missing comes from the
// situation's kind (situation-kinds.ts) only when the description states that situation, else from a generic set.
import { BACKGROUND_TOPIC, BRIEF_LONG_TEXT_MAX, BRIEF_SHORT_TEXT_MAX, BRIEF_TEXT_MAX, type BriefFact, type BriefHiddenFact, type ScenarioBrief } from '../../../../shared/contracts/character-brief.ts';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { extractFacts } from '../persona/extract-facts.ts';
import type { Chooser } from '../seeded-choice.ts';
import {
  characterOpens,
  learnerOpens,
  nameWords,
  prefersWriting,
  readAmountAndReference,
  readLearnerParty,
  readPlace,
  readProduct,
  readSetting,
  readVisitedPlace,
  type DescriptionReading,
} from './read-scenario.ts';
import { GENERAL_KIND, privateSaleKind, requestByAsking, type KindContext, type KindId, type SituationKind } from './situation-kinds.ts';
import { readPrivateSale } from './private-sale.ts';
import { learnersOwnKinds, readSituationKind } from './read-situation-kind.ts';
import { statedConcerns } from './stated-concerns.ts';
import { agreementLineFor, isNamedTopic, openingLineFor, readTonePhrase, SPEAKING_STYLES, toneKeyOf, walkAwayLineFor, type Setting, type ToneKey } from './tone.ts';
import { readTraits } from './persona-traits.ts';
import { isLearnerPrivate, learnerNamesIn } from './learner-side.ts';
import { askedLeaveIn, asksForIn, promisedDoingObject, statedWants, wantedDoingIn } from './stated-wants.ts';
import { withoutOpeningConnective } from './writer-asides.ts';
import { inCharacterVoiceInTurn, keywordsOf, withOpeningPronounsNamed, toCharacterVoice, toLearnerVoice, toThirdPerson, type CharacterRef } from './voice.ts';
import { clip, keywordSet, factFrom, readFileFacts, chooseObjections, withDistinctTopics } from './brief-entries.ts';
import { readSources, readOrganisation, isIntroduction, characterStatements, describedStatements, personaStatements, namesServedParty } from './brief-sources.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { PREPOSITION } from '../../language/grammatical-number.ts';
import { withTitleState } from '../../language/title-state.ts';
import { beingWantedIn } from '../../language/wanted-being.ts';
import { indefiniteNounRun } from '../../language/wanted-thing.ts';
import { derivedWords, hasPartOfSpeech, isKindOf, isNameOnly, nounKinds, sharesASense } from '../../language/wordnet.ts';
import { matterIn, titleTimesIn, withMatter } from '../character/stock-lines.ts';
import { lemmaOf, readWords, type Word } from '../../language/lemmas.ts';
import { readWordsInContext } from '../../language/in-context.ts';
import { capitalize, joinList } from '../../../../shared/text.ts';
import { asPhrase, ensureStop, splitSentences, withArticle } from '../../language/text.ts';
import { pronounsFor, presentFor, UNSTATED_GENDER, type CharacterGender } from './pronouns.ts';
import { firstNameOf, TITLE_WRITTEN } from '../../../../shared/name-address.ts';

// A stated want of an apology ("she expects an apology", "wants us to say sorry"): only then is one a condition.
const WANTS_APOLOGY = /\b(?:apolog\w*|sorry)\b/i;

export interface BriefCharacter {
  name: string;
  gender: CharacterGender;
  age: string;
  occupation: string;
  /** What they are to the learner ("customer", "parent") when no job was stated: the scene names them by it. */
  introducedAs?: string | null;
  /** What the description calls them instead of their name ("the buyer"), when it does. */
  roleNoun?: string | null;
}

/** The brief and what the prose fields are written from. */
export interface WrittenBrief {
  brief: ScenarioBrief;
  kind: SituationKind;
  reading: DescriptionReading;
  tonePhrase: string | null;
  toneKey: ToneKey;
  organisation: string | null;
  place: string | null;
  setting: Setting;
  /** "the finance director at Baltic Freight in Tallinn". */
  who: string;
  /** Facts read from the files, as the files state them. */
  fileFacts: string[];
  /** The character's background in the third person: the persona's, or who they are and what was said of them. */
  background: string;
  /** The scene as the learner meets it, in "you" form, ending with the opening line. */
  snippet: string;
}

const MAX_FACTS = 20;
// The character's conditions: at most this many of the wants the description states.
const MAX_WANTS = 2;

/** What a description says is owed, when it names a debt of some kind (WordNet's liability): "the arrears", "the loan". */
function owedIn(description: string): string | null {
  const owed = readWords(description).find((word) => word.pos === 'noun' && /^\p{Ll}/u.test(word.text) && isKindOf(word.lemma, 'liability'));
  return owed ? `the ${owed.text.toLowerCase()}` : null;
}

function identitySentence(character: BriefCharacter, who: string): string {
  return `${character.name} is ${who.replace(/^the /, `the ${character.age}-year-old `).replace(/^an? /, `${withArticle(`${character.age}-year-old`)} `)}.`;
}

function meetSentence(character: BriefCharacter, who: string, setting: Setting, opens: 'learner' | 'character', hasLearnerSentences: boolean): string {
  const whoClause = `${character.name}, ${who}`;
  if (opens === 'character') return setting === 'call' ? `${whoClause}, is calling you.` : `${whoClause}, has asked to talk with you.`;
  if (hasLearnerSentences) return `You meet ${whoClause}.`;
  const verb = setting === 'visit' ? 'visiting' : setting === 'call' ? 'calling' : 'meeting';
  return `You are ${verb} ${whoClause}.`;
}

// Sentences that say the character keeps something to themselves: told to no one, not yet said at work.
const HIDDEN_SENTENCE = /\b(?:(?:has|have) not told|hasn['’]t told|not told anyone|told no one|keeps? (?:it )?to (?:him|her|them)sel(?:f|ves)|privately|secretly|in private|doesn['’]t want (?:anyone|anybody|people) to know|has(?:n['’]t| not) (?:said|mentioned))\b/i;

/** What the character feels but does not lead with: said when asked openly, in their tone; never a fact about the world. */
const FEELING_LINES: Record<ToneKey, string> = {
  upset: "Honestly? I'm more fed up about this than I've let on.",
  demanding: "If I'm honest, I push because I'm worried this gets dropped again.",
  evasive: "Between us, I'd rather not be the one who has to deal with this.",
  sceptical: "Honestly, I want to believe it, but I've learned to be careful.",
  defensive: 'Honestly, it stings more than I let people see.',
  impatient: "Honestly? I'm stretched thin, and this is one more thing on top.",
  anxious: 'Honestly, this has been worrying me more than I let on.',
  firm: 'To be frank, it matters to me more than I show.',
  reserved: "Since you ask: it's been on my mind more than I show.",
  warm: "Honestly, it's been on my mind a lot. Thanks for asking.",
  neutral: "Honestly, it's been on my mind more than people see.",
};

// The same, about the character's own matter ("{m}"): a sentence of its own, not one every character of a tone says.
const FEELING_LINES_ABOUT: Record<ToneKey, string> = {
  upset: "Honestly? I'm more fed up about {m} than I've let on.",
  demanding: "If I'm honest, I push because I'm worried {m} gets dropped again.",
  evasive: "Between us, I'd rather not be the one who has to deal with {m}.",
  sceptical: "Honestly, I want to believe {m} will be put right, but I've learned to be careful.",
  defensive: 'Honestly, {m} stings more than I let people see.',
  impatient: "Honestly? I'm stretched thin, and {m} is one more thing on top.",
  anxious: 'Honestly, {m} has been worrying me more than I let on.',
  firm: 'To be frank, {m} matters to me more than I show.',
  reserved: 'Since you ask: {m} has been on my mind more than I show.',
  warm: 'Honestly, {m} has been on my mind a lot. Thanks for asking.',
  neutral: 'Honestly, {m} has been on my mind more than people see.',
};

/**
 * How the character feels, about its matter when the scenario names one plainly ("the lesson fees"), else in general.
 * A matter named with a figure or a date ("my £25,000 loan") is left out: the line would read as a fact about it.
 */
function feelingLine(tone: ToneKey, topic: string): string {
  return isNamedTopic(topic) && !/\d/.test(topic) ? withMatter(FEELING_LINES_ABOUT[tone], topic) : FEELING_LINES[tone];
}

// "I call because…": a present-tense account reads as what they are doing now.
function asSpoken(sentence: string): string {
  return withoutOpeningConnective(sentence).replace(/^I (?:call|phone|ring) (because|about|to)\b/, "I'm calling $1").replace(/^I (?:email|write) (because|about|to)\b/, "I'm writing $1");
}

// The first thing the character speaks of as theirs: "my son Theo", "my £1,400 deposit", "my laptop".
/** Whether a noun names a person or an animal in its commonest sense (WordNet): "son", "sister", "spaniel". */
function namesSomeone(noun: string): boolean {
  const kind = nounKinds(lemmaOf(noun.toLowerCase()), 1)[0];
  return kind === 'person' || kind === 'animal';
}

/** Whether a noun names a measure, a quantity or a time in its commonest sense (WordNet): "month", "cost", "word" aside. */
function isMeasureOrTime(lemma: string): boolean {
  const kind = nounKinds(lemma, 1)[0];
  return kind === 'time' || kind === 'quantity' || kind === 'possession' || kind === 'communication';
}

/**
 * What the title and the character's own sentences are most about ("the concert"), as its stock lines name it: the
 * subject when no "my …" names one; null when nothing stands out.
 */
function matterOfText(title: string, answers: readonly string[], description = ''): string | null {
  const weighted = (texts: readonly string[]) => texts.map((text): [string, number] => [text, 1]);
  // The title points at what the description says most about: only its words the description holds count, as plain
  // words (never a code, a figure or a name: "Deliveries MX7 follow-up" points at nothing the description does not say).
  const heldLemmas = new Set(readWords([...answers, description].join(' ')).map((word) => word.lemma));
  const titleWords = readWords(asCommonWords(title))
    // A word keeps the reading the title gives it: "Owner whose dog came home hurt" says where, not a thing.
    .filter((word) => word.isWord && /^\p{Ll}+$/u.test(word.text) && heldLemmas.has(word.lemma) && word.pos !== 'adverb')
    .map((word) => word.text)
    .join(' ');
  const hint: [string, number][] = titleWords ? [[titleWords, 4]] : [];
  const titleTimes = titleTimesIn(title, heldLemmas);
  const stated = matterIn([...hint, ...weighted(answers)], titleTimes);
  if (stated !== 'this') return stated;
  // What the character says names nothing that stands out: what the whole description says does.
  const described = description ? matterIn([...hint, ...weighted(splitSentences(description))], titleTimes) : 'this';
  if (described !== 'this') return described;
  // Nothing the description says stands out: a title that is a plain noun phrase names it ("Late fish deliveries").
  const titled = isPlainNounPhrase(title) ? matterIn([[asCommonWords(title), 4]]) : 'this';
  return titled === 'this' ? null : titled;
}

/**
 * A title without the capital its first word takes as a title, when that word is a common word ("Deliveries" →
 * "deliveries"); a name keeps it ("Bramley"), so it is never said lower-cased.
 */
function asCommonWords(title: string): string {
  const trimmed = title.trim();
  const first = /^\p{Lu}\p{Ll}+/u.exec(trimmed)?.[0];
  return first && !isNameOnly(first) ? `${first.toLowerCase()}${trimmed.slice(first.length)}` : trimmed;
}

/** The description's sentences a matter may come from: never the learner's goal, bargaining room or private knowledge. */
function describedForMatter(reading: DescriptionReading): string {
  return reading.ordered.filter((sentence) => !isLearnerPrivate(sentence.text)).map((sentence) => sentence.text).join(' ');
}

/**
 * Whether a title is a plain noun phrase ("Late fish deliveries", "The extension that is running late" is not): no
 * code or figure ("MX7", "Q3"), no name past its first word, no verb as the model reads it, at most six words.
 */
function isPlainNounPhrase(title: string): boolean {
  const words = title.trim().split(/\s+/);
  if (words.length === 0 || words.length > 6 || /\d|\b\p{Lu}{2,}/u.test(title)) return false;
  // "Closing the hire", "Chasing an invoice": a participle with its object is an act, not a thing named.
  if (/^\p{L}+ing\s+(?:the|a|an|my|our|your|their|his|her|this|that)\b/iu.test(title.trim())) return false;
  if (words.slice(1).some((word) => /^\p{Lu}/u.test(word))) return false;
  const read = readWords(title).filter((word) => word.isWord);
  return read.some((word) => word.pos === 'noun') && !read.some((word) => word.pos === 'verb');
}

function ownSubjectIn(answers: readonly string[]): string | null {
  for (const answer of answers) {
    // A name or a code after it is part of it: "my invoice GL-0412", "my son Theo".
    for (const match of answer.matchAll(/\b[Mm]y\s+((?:£|€|\$|EUR\s)?[\d,.]*\s*([\p{L}-]+)(?:\s+\p{Lu}[\p{L}\d-]*[\p{L}\d])?)/gu)) {
      // What is at stake, not a person or an animal in it: "my deposit", not "my son Theo" or "my spaniel Biscuit".
      if (/^(?:own|mind|way|side|team|work|job|life|time|accounts?)$/i.test(match[1]!.trim()) || namesSomeone(match[2]!)) continue;
      // "my blood pressure tablets": the whole run of nouns, not its first word.
      const rest = readWords(answer.slice(match.index + match[0].length));
      // A word the tagger reads otherwise still ends it when WordNet holds it and the word before as one noun: "my
      // kitchen sink burst" is about the sink, not the kitchen (and the tagger, misled, reads "burst" as a noun).
      const joins = (word: Word, index: number) => word.isWord && word.pos !== 'noun' && hasPartOfSpeech(`${(index === 0 ? match[2]! : rest[index - 1]!.text).toLowerCase()} ${word.lemma}`, 'noun');
      const end = rest.findIndex((word) => word.pos !== 'noun' || /^\p{Lu}/u.test(word.text));
      const more = end >= 0 && !/^\p{Lu}/u.test(rest[end]!.text) && joins(rest[end]!, end) ? rest.slice(0, end + 1) : rest.slice(0, end >>> 0).slice(0, 2);
      // "my finance director": the run's last noun says what it is, a person as much as "my director".
      const head = more.filter((word) => word.isWord && word.pos === 'noun').at(-1);
      if (head && !/^\p{Lu}/u.test(head.text) && namesSomeone(head.text)) continue;
      return `my ${[match[1]!.trim(), ...more.map((word) => word.text)].join(' ')}`;
    }
  }
  return null;
}

const withNullableTitleState = (subject: string | null, title: string): string | null => (subject ? withTitleState(subject, title) : null);

/**
 * What the character came about: "my deposit" when the character calls it theirs and the title names it or more than
 * one of its sentences speaks of it, else the matter the title and the character's sentences share ("the school trip"),
 * else the first thing it calls its own. "my hours" in "worried about money since my hours were cut", said once, is a
 * circumstance, not the matter of "Refund for a cancelled school trip".
 */
function subjectOf(title: string, answers: readonly string[], description = '', wants: readonly string[] = []): string | null {
  // "consent to keep a retired greyhound called Pepper": an animal or person asked for is what the character came about.
  const being = wants.map(beingWantedIn).find((each) => each !== null);
  if (being) return being;
  // What the want asks for, by its place in the sentence, before any noun said more often or called "my" in passing.
  const head = wantedHeadIn(wants, answers, title);
  if (head) return head;
  const own = ownSubjectIn(answers);
  if (!own) return notTheDoer(matterOfText(title, answers, description), answers, wants);
  // What the want is about comes first: "the full repair paid" of a piano damaged in a house move is about the piano.
  const wanted = wantedThingIn(wants, answers);
  if (wanted && !readWords(own).some((word) => word.lemma.toLowerCase() === wanted)) {
    const ownsIt = new RegExp(`\\bmy\\s+(?:[\\p{L}-]+\\s+){0,3}${wanted}\\b`, 'iu');
    return `${answers.some((answer) => ownsIt.test(answer)) ? 'my' : 'the'} ${formSaid(wanted, answers)}`;
  }
  // Named by the title, or said of in more than one sentence, it is what the character came about.
  const nouns = readWords(own).filter((word) => word.pos === 'noun').map((word) => word.lemma.toLowerCase());
  const titleLemmas = new Set(readWords(title).map((word) => word.lemma.toLowerCase()));
  const sentencesNaming = answers.filter((answer) => readWords(answer).some((word) => nouns.includes(word.lemma.toLowerCase()))).length;
  if (nouns.some((noun) => titleLemmas.has(noun)) || sentencesNaming > 1) return own;
  return notTheDoer(matterOfText(title, answers, description), answers, wants) ?? own;
}

/** A noun as the character's sentences say it most ("chairs" of 24 chairs), not its dictionary form ("chair"). */
function formSaid(lemma: string, answers: readonly string[]): string {
  const forms = new Map<string, number>();
  for (const word of readWords(answers.join(' '))) if (word.pos === 'noun' && word.lemma.toLowerCase() === lemma) forms.set(word.text.toLowerCase(), (forms.get(word.text.toLowerCase()) ?? 0) + 1);
  return [...forms].sort((a, b) => b[1] - a[1])[0]?.[0] ?? lemma;
}

/**
 * The head of what the character's first want asks for, as its object phrase names it: "the rate" of "the rate back
 * to 10p a word" (not "the word" the sentences say most), "the missing parts" of "the missing parts delivered to my
 * first job"; a thing asked for as one of its kind is that thing once asked, without what only sorts it: "a two-week
 * extension" → "the extension". Never a person or an animal, and only a thing of which another of the character's
 * sentences or the title names a noun too; null when the want opens otherwise.
 */
function wantedHeadIn(wants: readonly string[], answers: readonly string[], title: string): string | null {
  // "your word that I can raise my weekly lesson fee": leave asked for a doing is about the thing it is done to.
  // "the fine cancelled": the noun a determiner opens, whatever the tagger made of it.
  const words = readWordsInContext(promisedDoingObject(wants[0] ?? ''));
  const determiner = words[0]?.text.toLowerCase();
  // "your word that you will give the tenant a formal warning": what the other side is asked to do is done to the thing
  // at stake, however often the character's sentences name it.
  const isAskedOfTheOtherSide = /^your word that you\b/.test(wants[0] ?? '');
  if (determiner === 'a' || determiner === 'an') return indefiniteHeadIn(words, answers, isAskedOfTheOtherSide ? readWords(promisedDoingObject(wants[0]!)).map((word) => word.text).join(' ') : title);
  if (determiner !== 'the' && determiner !== 'my' && determiner !== 'our') return null;
  let end = 1;
  // "the missing parts": a participle says what is wrong with the thing, and stays; "the old fee" is the fee; so is
  // "my weekly fee", when a noun follows.
  while (end < words.length && words[end]!.isWord && /^\p{Ll}/u.test(words[end]!.text) && (words[end]!.pos === 'adjective' || words[end]!.pos === 'verb') && (/(?:ed|ing)$/.test(words[end]!.text) || /ly$/.test(words[end]!.text)) && words[end + 1]?.pos === 'noun') end += 1;
  const describers = words.slice(1, end).map((word) => word.text);
  const first = end;
  while (end < words.length && words[end]!.isWord && /^\p{Ll}/u.test(words[end]!.text) && words[end]!.pos === 'noun' && !words[end]!.stopWord) end += 1;
  const head = end > first ? words[end - 1]! : undefined;
  // A thing by its place in the sentence, whatever WordNet files its commonest sense under ("a rate" is a measure of
  // time there): only a person or an animal is never what is at stake.
  if (!head || head.lemma.length < 3 || namesSomeone(head.text)) return null;
  // "the page fee" of a proofreader paid per page: a noun of the run said elsewhere ties the want to the situation;
  // so does the same word in a name of two nouns the tagger misreads ("a £70 parking fine"), or a noun of the same
  // thing in other words ("the bag" of "His suitcase did not arrive": a synonym, or a kind of it).
  const runWords = words.slice(first, end);
  const run = new Set(runWords.map((word) => word.lemma.toLowerCase()));
  const texts = new Set(runWords.map((word) => word.text.toLowerCase()));
  const naming = answers.filter((answer) => readWords(answer).some((word) => (word.pos === 'noun' && (run.has(word.lemma.toLowerCase()) || namesTheSameThing(word.lemma.toLowerCase(), head.lemma.toLowerCase()))) || texts.has(word.text.toLowerCase()))).length;
  const titled = readWords(title).some((word) => run.has(word.lemma.toLowerCase()));
  return naming > 1 || titled || isAskedOfTheOtherSide ? [words[0]!.text, ...describers, ...words.slice(first, end).map((word) => word.text)].join(' ') : null;
}

/** Whether two nouns name one thing: synonyms in their commonest sense, or one a kind of the other ("suitcase", "bag"). */
function namesTheSameThing(noun: string, other: string): boolean {
  return sharesASense(noun, other, 'noun', 1) || isKindOf(noun, other) || isKindOf(other, noun);
}

/**
 * The noun run an indefinite want asks for, past the words that sort it ("two-week", "full", "£340"), as "the" names
 * it once asked for: "the extension" of "a ten-day extension to the deadline". The want is the matter when the title
 * or another of the character's sentences names its thing, or a noun of the rest of its phrase ("Deadline for a
 * translation"); never a person or an animal.
 */
function indefiniteHeadIn(words: readonly Word[], answers: readonly string[], title: string): string | null {
  const run = indefiniteNounRun(words);
  const head = run.at(-1);
  // "a month free", "a week off": a stretch of time asked for is how much, not the thing at stake.
  if (!head || head.lemma.length < 3 || namesSomeone(head.text) || isKindOf(head.lemma, 'time period') || isKindOf(head.lemma, 'time unit')) return null;
  const lemmas = new Set(run.map((word) => word.lemma.toLowerCase()));
  const naming = answers.filter((answer) => readWords(answer).some((word) => word.pos === 'noun' && lemmas.has(word.lemma.toLowerCase()))).length;
  const wanted = new Set(words.filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord && /^\p{Ll}/u.test(word.text)).map((word) => word.lemma.toLowerCase()));
  const titled = readWords(title).some((word) => word.pos === 'noun' && wanted.has(word.lemma.toLowerCase()));
  return naming > 1 || titled ? ['the', ...run.map((word) => word.text)].join(' ') : null;
}

/**
 * A matter cut out of what the character wants to do is that doing: "the home" of "working from home on Mondays" says
 * only where, and "the work" is the doing itself. A thing the doing acts on, its object ("my membership" of
 * "cancelling my membership"), stays the matter.
 */
function notCutFromTheDoing(subject: string | null, doing: string | null, answers: readonly string[]): string | null {
  if (!subject || !doing) return subject;
  const head = lemmaOf(subject.split(/\s+/).at(-1)!.toLowerCase());
  const words = readWords(doing).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.lemma.toLowerCase() === head);
  // "my commute" of "…because my commute takes two hours", "the football team" of "…so I can coach…": a thing said
  // only in the sentence of the want, beside the doing, is why the character wants it, not what is at stake.
  if (at < 0) {
    const naming = answers.filter((answer) => readWords(answer).some((word) => word.lemma.toLowerCase() === head));
    const tail = words.slice(1).map((word) => word.text.toLowerCase()).join(' ');
    return naming.length === 1 && naming[0]!.toLowerCase().includes(tail) ? doing : subject;
  }
  return at === 0 || words.slice(1, at).some((word) => PREPOSITION.test(word.text)) ? doing : subject;
}

/**
 * "moved by the council into a bed and breakfast…": who did it is no matter; a thing the wants name that another of
 * the character's sentences speaks of ("after a fire in our flat", "a two-bedroom flat") is, when there is one.
 */
function notTheDoer(matter: string | null, answers: readonly string[], wants: readonly string[]): string | null {
  if (!matter || !doesItIn(matter, answers)) return matter;
  // The wants as stated, else the character's own sentences that say what it wants ("I want a two-bedroom flat…").
  const wanting = wants.length > 0 ? wants : answers.filter((answer) => readWords(answer).some((word) => word.pos === 'verb' && !word.negated && WANTING_VERBS.has(word.lemma)));
  return thingWantedAndTold(wanting, answers) ?? matter;
}

/**
 * The thing the character's wants are about, by the sentences that speak of what they want: "the full repair paid"
 * with "A piano restorer quoted £2,400 to repair it" is about the piano, when more than one sentence names it as a
 * thing (never a name: "Darren", "Bechstein"). A thing the wants name themselves is the matter when more than one
 * sentence speaks of it ("my membership"); null when no thing stands out.
 */
function wantedThingIn(wants: readonly string[], answers: readonly string[]): string | null {
  const wanted = new Set(wants.flatMap((want) => readWords(want).filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord).map((word) => word.lemma.toLowerCase())));
  if (wanted.size === 0) return null;
  const read = answers.map((answer) => readWords(answer));
  const isThing = (word: Word) => word.isWord && !word.stopWord && /^\p{Ll}/u.test(word.text) && word.lemma.length >= 3 && !wanted.has(word.lemma.toLowerCase()) && !namesSomeone(word.text);
  const about = read.filter((words) => words.some((word) => wanted.has(word.lemma.toLowerCase())));
  const named = (lemma: string) => read.filter((words) => words.some((word) => word.lemma.toLowerCase() === lemma && word.pos === 'noun')).length;
  // "I want to cancel my membership… I would stay if the gym froze my membership": a thing the want names that more
  // than one sentence speaks of, as itself or a word of its family ("a member of…"), is the matter itself, never the
  // place or firm beside it ("the gym", "the climbing wall").
  const family = (lemma: string) => new Set([lemma, ...derivedWords(lemma, 'noun')]);
  const namedInFamily = (lemma: string) => read.filter((words) => words.some((word) => word.pos === 'noun' && family(lemma).has(word.lemma.toLowerCase()))).length;
  // Of one want only: two wants ("the £65 fee back and £30 for the train ticket") are about what they share.
  const told = wants.length === 1 ? [...wanted].find((lemma) => lemma.length >= 3 && !isMeasureOrTime(lemma) && !namesSomeone(lemma) && namedInFamily(lemma) > 1) : undefined;
  if (told) return told;
  const ranked = [...new Set(about.flatMap((words) => words.filter(isThing).map((word) => word.lemma.toLowerCase())))]
    .map((lemma) => ({ lemma, count: named(lemma) }))
    .filter(({ count }) => count > 1)
    .sort((a, b) => b.count - a.count);
  return ranked.length > 0 && (ranked.length === 1 || ranked[0]!.count > ranked[1]!.count) ? ranked[0]!.lemma : null;
}

// The verbs by which a sentence says what the character wants.
const WANTING_VERBS: ReadonlySet<string> = new Set(['want', 'need']);

/** Whether a matter ("the council") is said only as who did what a passive verb says ("moved by the council"). */
function doesItIn(matter: string, answers: readonly string[]): boolean {
  const noun = matter.replace(/^the\s+/i, '').trim();
  if (!/^[\p{Ll}-]+$/u.test(noun)) return false;
  const said = answers.filter((answer) => new RegExp(`\\b${noun}\\b`, 'i').test(answer));
  return said.length > 0 && said.every((answer) => new RegExp(`\\b\\w+(?:ed|en)\\s+by\\s+(?:the|a|an|our|my|their|his|her)\\s+${noun}\\b`, 'i').test(answer));
}

/** A noun one of the wants names that another of the character's sentences names too: "a two-bedroom flat" → "the flat". */
function thingWantedAndTold(wants: readonly string[], answers: readonly string[]): string | null {
  for (const want of wants) {
    // "a two-bedroom flat near…": the word that ends a noun phrase is its noun, however the tagger reads it, when
    // WordNet holds it as one.
    const words = readWords(want);
    const isNoun = (each: Word, index: number) => each.pos === 'noun' || (each.pos === 'adjective' && words[index + 1]?.pos !== 'noun' && hasPartOfSpeech(each.lemma, 'noun'));
    for (const word of words.filter((each, index) => each.isWord && isNoun(each, index) && !each.stopWord && /^\p{Ll}+$/u.test(each.text) && !namesSomeone(each.text))) {
      const elsewhere = answers.filter((answer) => !answer.includes(want) && readWords(answer).some((other) => other.lemma === word.lemma));
      if (elsewhere.length > 0) return `the ${word.text}`;
    }
  }
  return null;
}

// What the character asked for, as theirs: "applied for a £45,000 loan" → "my £45,000 loan", "I have asked you for two
// weeks off" → "my two weeks off" (a count is a determiner too).
function askedForIn(answers: readonly string[]): string | null {
  for (const answer of answers) {
    const match = /\b(?:applied for|asked(?:\s+(?:me|us|you|him|her|them))?\s+for|requested|booked|ordered)\s+(?:(?:a|an|the)\s+|(?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s))((?:[^,.;]|[,.](?=\d)){2,40}?)(?=\s+(?:to|for|and|but|because|on|in|at)\b|[,.;](?!\d)|$)/i.exec(answer);
    if (match?.[1]) return `my ${match[1].trim()}`;
  }
  return null;
}

// A point in time said in words: "in October", "last year", "two years ago".
const WHEN_SAID = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|last (?:year|month|week)|ago)\b/;

// "I have experience in transport…", "I had a career as a nurse…": what the character's working life has been, with or
// without a length of time.
const SAYS_EXPERIENCE = /\bexperience (?:in|as)\b|\bcareer as\b/i;

/** Whether a sentence states a figure, an amount or a time (what a question could ask for). */
function statesAFigure(sentence: string): boolean {
  return quantitiesIn(sentence).some((quantity) => quantity.kind !== 'share') || WHEN_SAID.test(sentence);
}

/** The kinds a sale between two private people may be read as from its words alone: a pitch, terms, or none. */
const SALE_LIKE_KINDS: ReadonlySet<KindId> = new Set(['pitch', 'negotiation', 'general']);

// "Martin Kowalski is a taxi driver in Coventry whose kitchen flooded…", "Amara Osei is a senior software engineer we
// offered a job at…": the name, a form of "be", a role phrase of a few words, then a clause of its own.
const INTRODUCED_ROLE = /^(?<name>.+?)\s+(?:is|was)\s+(?:an?|the)\s+(?<role>[^,.:;]{1,60}?)\s+(?<clause>(?:whose|who)\s+.+|(?:we|I|they|you|he|she)\s+\p{Ll}+\s+.+)$/u;
const CONTACT_VERB = /^(?<subject>we|I|they|you|he|she)\s+(?<verb>\p{Ll}+)\s+(?<rest>.+)$/u;

/**
 * A sentence that introduces the character and goes on to say something of theirs, said as that something: the role
 * is the brief's role fact already, and a first-person sentence cannot join a role to a clause of its own ("I am a
 * senior software engineer you offered a job at…"). "…whose kitchen flooded" → "Martin Kowalski's kitchen flooded",
 * "…who moved in on 1 May" → "Martin Kowalski moved in on 1 May", "…we offered a job at Brightpath" → "We offered
 * her a job at Brightpath". Any other sentence is kept as it is.
 */
export function withoutIntroduction(sentence: string, character: Pick<BriefCharacter, 'name' | 'gender'>): string {
  const { name } = character;
  const match = INTRODUCED_ROLE.exec(sentence.trim());
  const groups = match?.groups;
  if (!groups) return sentence;
  const first = name.split(/\s+/)[0] ?? name;
  // Only the character's own introduction, by its name as written.
  if (!groups.name!.includes(first) || /\b(?:and|or)\b/.test(groups.role!)) return sentence;
  const clause = groups.clause!;
  if (/^whose\s/.test(clause)) return `${name}'s ${clause.slice('whose '.length)}`;
  if (/^who\s/.test(clause)) return `${name} ${clause.slice('who '.length)}`;
  const contact = CONTACT_VERB.exec(clause)?.groups;
  // The character is the object the clause leaves out, right after its verb: "we offered [her] a job" (a pronoun, which
  // the first-person voice reads as the character: "You offered me a job").
  // With no gender stated, the character's name stands there, which the first-person voice reads as "me" too.
  const object = character.gender === 'Female' ? 'her' : character.gender === 'Male' ? 'him' : name;
  return contact ? `${contact.subject === 'I' ? 'I' : contact.subject![0]!.toUpperCase() + contact.subject!.slice(1)} ${contact.verb} ${object} ${contact.rest}` : sentence;
}

/** Whether a sentence speaks of the character: by name, first name or the pronoun the character goes by. */
function speaksOf(sentence: string, ref: CharacterRef): boolean {
  const pronoun = ref.gender === 'Female' ? '|she|her|hers' : ref.gender === 'Male' ? '|he|him|his' : '';
  const names = [ref.firstName, ...ref.name.split(/\s+/).slice(1)].filter((name) => name.length > 1).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`\\b(?:${[...names, pronoun.slice(1)].filter(Boolean).join('|')})\\b`, 'iu').test(sentence);
}

/** The scenario's brief from the person's words; `character` holds the identity the engine already settled. */
export function writeBrief(input: GenerateScenarioInput, character: BriefCharacter, choose: Chooser): WrittenBrief {
  const sources = readSources(input);
  const { reading } = sources;
  const characterFacts = extractFacts(sources.characterText.join('\n'));
  const firstName = firstNameOf(character.name);
  const relationshipOnly = Boolean(character.introducedAs);
  // Someone who is what they are to the learner ("parent", "tenant") belongs to no organisation the description did not name for them.
  const organisation = relationshipOnly ? null : readOrganisation(sources, characterFacts, character.occupation);
  const ref: CharacterRef = { name: character.name, firstName, gender: character.gender, organisation, roleNoun: character.roleNoun ?? character.introducedAs ?? null, learnerNames: learnerNamesIn(reading.ordered.map((sentence) => sentence.text), input.myRole ?? null, character.name.split(/\s+/)) };
  const party = readLearnerParty(sources.learnerText);
  const place = input.persona?.hometown?.trim() || readPlace([...sources.characterText, ...sources.learnerText], nameWords(organisation, party, character.name));
  const learnerAll = sources.learnerText.join(' ');
  // The kind is read from what the scenario states, never from the learner's goal or bargaining room.
  // A persona's background tells their career ("meeting prospects, running demos"), not this conversation: it is read
  // only when the scenario's own words name no kind.
  const kindText = [input.title, input.aiRole ?? '', input.myRole ?? '', reading.goal, ...reading.ordered.filter((sentence) => !isLearnerPrivate(sentence.text)).map((sentence) => sentence.text)].join('\n');
  // What the words say of the character: how they come across (never spoken) and what they state (their facts).
  const statements = characterStatements(sources, character);
  // What the character needs to agree is what the description says they want ("He wants the exclusion taken off
  // Cai's record"), else what the kind of conversation asks for; the learner's goal stays on the learner's side.
  // A persona's background says how they tend to feel ("wants the problem owned and fixed, not explained away"), never
  // what this conversation is about: only the description's sentences state a want.
  const statedByCharacter = statedWants(describedStatements(sources, character), ref);
  // "He has asked to move to day shifts": leave the character has asked for, named as their request.
  const askedLeave = askedLeaveIn(describedStatements(sources, character), ref);
  // "She wants to work from home on Mondays": what the character wants to do itself, named as a doing.
  const wantedDoing = wantedDoingIn(describedStatements(sources, character), ref);
  // A pitch is the learner selling to the character: a character who quoted or sold ("Declan quoted £450 for the
  // pump") is the seller, and the conversation is about what they sold, not a product put to them.
  // So is one already billed for it ("I was sent a bill for £5,900"): the sale is done, and the matter is the bill.
  const ruledOut = new Set<KindId>(statements.some((sentence) => sellsIn(toCharacterVoice(sentence, ref)) || isBilledIn(toCharacterVoice(sentence, ref))) ? ['pitch'] : []);
  // A character who sent the bill or is owed ("I sent invoice 2231 for £2,800") chases the money: no debt is theirs to pay.
  if (statements.some((sentence) => isOwedIn(toCharacterVoice(sentence, ref)))) ruledOut.add('debt');
  // A complaint or a request only the learner's own words make is the learner's: the character receives it.
  for (const id of learnersOwnKinds([...reading.learnerSentences, reading.goal], [input.aiRole ?? '', ...reading.sharedSentences], (sentence) => speaksOf(sentence, ref), character.occupation, input.aiRole ?? '')) ruledOut.add(id);
  const statedKind = readSituationKind(kindText, input.aiRole ?? '', character.occupation, ruledOut);
  const readKind = statedKind === GENERAL_KIND && input.persona?.background ? readSituationKind(`${kindText}\n${input.persona.background}`, input.aiRole ?? '', character.occupation, ruledOut) : statedKind;
  // A request's concerns are the asker's ("what the decision depends on"): a character who decides it ("She refused
  // the extension") asked for nothing, and speaks from the general set.
  // Asking leave to do something is a request, though no kind's words say so.
  // So is asking someone for a thing ("has asked me for two weeks off").
  const isAsking = askedLeave !== null || asksForIn(describedStatements(sources, character), ref);
  const askingKind = readKind === GENERAL_KIND && isAsking && !ruledOut.has('request') ? requestByAsking() : readKind;
  const decidedKind = askingKind.id === 'request' && statements.some((sentence) => decidesIn(toCharacterVoice(sentence, ref))) ? GENERAL_KIND : askingKind;
  // A sale between two people (a bike, a sofa, a used car) is no pitch: who the parties are decides, not a word of selling.
  const privateSale = SALE_LIKE_KINDS.has(decidedKind.id) ? readPrivateSale(input, { organisation, learnerParty: party }) : null;
  const kind = privateSale ? privateSaleKind(privateSale.isCharacterSelling) : decidedKind;
  // "You take a call from Ines Moreau", "a visit from…": the character is the one who came.
  const isCalledBy = /\b(?:an?|the)\s+(?:[\p{L}-]+\s+)?(?:call|visit|message)\s+from\b/iu.test(learnerAll);
  // A character the description gives a want of their own ("She wants a two-bedroom flat…") came with it, unless the
  // learner's words say they opened the conversation, or the learner called them in (a lead and their team member).
  const comesWithAWant = kind.initiative === 'learner' && !kind.calledIn && statedByCharacter.length > 0;
  const opens = isCalledBy ? 'character' : learnerOpens(`${input.title} ${learnerAll}`) ? 'learner' : characterOpens(reading.sharedSentences.join(' ')) || comesWithAWant ? 'character' : kind.initiative;
  // A character who comes to the learner says how ("calls for the third time"); otherwise the learner's words do.
  const setting = readSetting(opens === 'character' ? `${input.title} ${learnerAll} ${reading.sharedSentences.join(' ')}` : `${input.title} ${learnerAll}`);
  const writes = prefersWriting(sources.characterText.join(' '));

  const traits: string[] = [];
  const manner: string[] = [];
  const told: string[] = [];
  // The persona's background is who they are, not the matter at hand: a sentence of it is a fact only when it states
  // something a question could ask for (a figure, a date, their experience: "I have 22 years of experience…"), never a
  // habit or a manner.
  const backgroundSentences = new Set(personaStatements(sources, character));
  const backgroundOnly = new Set<string>();
  const backgroundFacts = new Set<string>();
  for (const sentence of statements) {
    const reading = readTraits(withoutIntroduction(sentence, character), ref);
    if (reading.trait) traits.push(reading.trait);
    manner.push(...reading.manner);
    if (reading.rest) told.push(reading.rest);
    if (reading.rest && backgroundSentences.has(sentence)) (statesAFigure(reading.rest) || SAYS_EXPERIENCE.test(reading.rest) ? backgroundFacts : backgroundOnly).add(reading.rest);
  }
  const toneTexts = [...sources.characterText.slice(1), sources.characterText[0] ?? ''];
  const tonePhrase = traits[0] ?? toneTexts.map(readTonePhrase).find((phrase): phrase is string => phrase !== null) ?? null;
  const personality = tonePhrase ?? characterFacts.attitudes.map((attitude) => attitude.adjective).find((adjective) => toneKeyOf(adjective) !== 'warm') ?? 'matter-of-fact';
  const toneKey = toneKeyOf([tonePhrase ?? personality, ...traits.slice(1), ...manner].join(', '));

  const occupation = asPhrase(character.occupation);
  const at = [organisation ? ` at ${organisation}` : '', place && !(organisation ?? '').includes(place) ? ` in ${place}` : ''].join('');
  // "an e-bike repair shop owner in Leeds", not "the e-bike repair shop owner at an e-bike repair shop": a job that
  // already names the place it is done is said once.
  const namesItsPlace = organisation !== null && occupation.toLowerCase().includes(organisation.toLowerCase().replace(/^(?:an?|the)\s+/, ''));
  const whereAt = namesItsPlace ? at.replace(` at ${organisation}`, '') : at;
  const who = character.introducedAs ? `${withArticle(character.introducedAs)}${at}` : organisation && !namesItsPlace ? `the ${occupation}${at}` : `${withArticle(occupation)}${whereAt}`;
  const { amount, reference } = readAmountAndReference(input.description);
  const leaveOut = nameWords(character.name);

  const fileFacts = readFileFacts(input.fileTexts);
  const roleFact: BriefFact = {
    topic: 'Their role',
    // Not "work": "this is amateur work" is no question about their job.
    keywords: ['role', 'job', 'position', 'responsible', 'what do you do', 'work as', 'for a living', ...keywordsOf(organisation ?? '', 3)],
    answer: `I'm ${who}.`,
  };
  const toldByCharacter = told.filter((sentence) => !backgroundOnly.has(sentence));
  // The description's first sentence only introducing the character ("Leanne Fox is a care assistant at…") is no fact,
  // but the "their" of the sentence after it is theirs.
  const opensOnCharacter = reading.ordered[0] !== undefined && isIntroduction(reading.ordered[0].text, character);
  // A "they" the writer sets after the character's organisation is named speaks of it, not of a character who is a
  // "he" or a "she" to them.
  const namesOwnSide = (sentence: string) => organisation !== null && character.gender !== UNSTATED_GENDER && sentence.toLowerCase().includes(organisation.toLowerCase());
  const afterOpening = opensOnCharacter && namesOwnSide(reading.ordered[0]!.text) ? 'our' : opensOnCharacter;
  const voiced = inCharacterVoiceInTurn(withOpeningPronounsNamed(toldByCharacter, ref), (sentence) => toCharacterVoice(sentence, ref), organisation ? 'our' : 'my', afterOpening, namesOwnSide);
  const spoken = toldByCharacter.map((sentence, index) => ({ sentence, answer: asSpoken(voiced[index]!) }));
  const openFacts = spoken.filter(({ sentence }) => !HIDDEN_SENTENCE.test(sentence));
  const keptBack = spoken.filter(({ sentence }) => HIDDEN_SENTENCE.test(sentence));
  const matterFirst = (fact: BriefFact, index: number): BriefFact => (backgroundFacts.has(openFacts[index]!.sentence) ? { ...fact, topic: BACKGROUND_TOPIC } : fact);
  // No job stated and no relation to say instead: there is no role to tell ("I'm a not stated").
  const hasRole = Boolean(character.introducedAs) || !/^\s*not stated\s*$/i.test(character.occupation);
  const facts = [...(hasRole ? [roleFact] : []), ...openFacts.map(({ sentence, answer }) => factFrom(sentence, answer, leaveOut)).map(matterFirst), ...fileFacts.map((sentence) => factFrom(sentence, ensureStop(sentence), leaveOut))]
    .map((fact) => ({ ...fact, keywords: keywordSet(fact.keywords, fact.topic.toLowerCase()) }))
    .slice(0, MAX_FACTS);
  // Every fact named for what it is, no two alike: "The deposit" and "The price per head", not "The money" twice.
  const named = withDistinctTopics(facts, leaveOut, [roleFact.topic, BACKGROUND_TOPIC]);
  const answers = openFacts.map(({ answer }) => answer);
  const wants = statedByCharacter.slice(0, MAX_WANTS);
  const context: KindContext = {
    firstName,
    amount,
    reference,
    product: readProduct([input.title, input.description, input.myRole ?? '']),
    organisation,
    subject: (kind.id === 'request' ? (askedForIn(answers) ?? askedLeave) : null) ?? notCutFromTheDoing(withNullableTitleState(subjectOf(input.title, answers, describedForMatter(reading), wants), input.title), wantedDoing, answers),
    owed: owedIn(input.description),
    speaksForOthers: organisation !== null && !isLearnersOrganisation(organisation, [input.myRole ?? '', party ?? '']),
    wantsApology: WANTS_APOLOGY.test([input.description, sources.persona?.background ?? ''].join(' ')),
  };
  // What the opening, walk-away and feeling lines name.
  // A character who came to talk names it from their side: never "I'd like to talk about what you wanted to discuss".
  const kindTopic = kind.topic(context);
  const topic = opens === 'character' && !isNamedTopic(kindTopic) && /\byou\b/.test(kindTopic) ? 'what happened' : kindTopic;
  const hiddenFacts: BriefHiddenFact[] = [
    ...keptBack.map(({ sentence, answer }) => ({ ...factFrom(sentence, answer, leaveOut), unlock: 'empathy' as const })),
    // Not "how are you": a greeting is no question about this. An open question on it is enough to hear it.
    { topic: 'How it feels', keywords: ['feel', 'feeling', 'feelings', 'worried', 'worry', 'worries', 'cope', 'coping', 'upset', 'bothering'], answer: feelingLine(toneKey, topic), unlock: 'open_question' as const },
  ].map((fact) => ({ ...fact, keywords: keywordSet(fact.keywords, fact.topic.toLowerCase()) }));

  // Concerns are read from the whole sentences: "sceptical of new software" is a trait and a concern at once.
  // A stock concern of a character who states what it wants is settled by what it wants, never by a condition of its
  // own the description does not give ("a concrete fix with a date, confirmed in writing").
  // A persona's trait ("suspicious of private charges", "hates being rushed") shapes how the concern is said, never what
  // settles it: that stays what this scenario asks, which the learner can see (personaConcerns in brief-entries.ts).
  const described = new Set(describedStatements(sources, character));
  const concernsIn = (sentences: readonly string[]) => statedConcerns(sentences.map((sentence) => toThirdPersonSubject(sentence, ref)), (sentence) => withoutOpeningConnective(toCharacterVoice(sentence, ref)));
  const objections = chooseObjections(concernsIn(statements.filter((sentence) => described.has(sentence))), kind, context, wants, concernsIn(statements.filter((sentence) => !described.has(sentence))));
  const goal = reading.goal ? ensureStop(capitalize(reading.goal)) : kind.goal(context);
  const quoted = characterFacts.quote;
  // Who serves whom: the character serves the learner only when the learner comes as someone served ("Customer",
  // "Hotel guest", "Passenger") and the character is not: a customer called back never asks what it can do for them.
  const servesLearner = namesServedParty(input.myRole ?? '') && !namesServedParty(input.aiRole ?? '');
  const openingLine = quoted ?? openingLineFor({ tone: toneKey, initiative: opens, setting, firstName, topic, variant: choose.int('opening', 0, 7), prefersWriting: writes, servesLearner });

  const pronouns = pronounsFor(character.gender);
  // "She is", "They are": the pages and the brief speak of a character whose gender is not stated as "they".
  const pronounIs = `${capitalize(pronouns.subject)} ${pronouns.be}`;
  const counterpart = input.myRole ? `the ${asPhrase(input.myRole)}` : 'the other person';
  const visited = readVisitedPlace(learnerAll);
  const situation = [
    sources.persona?.background ? sources.persona.background.trim() : identitySentence(character, who),
    tonePhrase && ![sources.persona?.background ?? '', input.description].some((text) => text.toLowerCase().includes(tonePhrase)) ? `${pronounIs} ${tonePhrase}.` : '',
    input.myRole ? `${pronounIs} talking with ${withArticle(asPhrase(input.myRole))}.` : '',
    setting === 'visit' && opens === 'learner' ? `${pronounIs} at ${visited ?? 'work'}, receiving a visitor.` : '',
    // The learner's bargaining room and private knowledge stay on the learner's side.
    ...reading.ordered.filter((sentence) => !isIntroduction(sentence.text, character) && !isLearnerPrivate(sentence.text, sources.learnerNouns)).map((sentence) => toThirdPerson(sentence.text, party, counterpart)),
  ]
    .filter(Boolean)
    .join(' ');

  const learnerIdentity = reading.ordered.filter((sentence) => sentence.side === 'learner' && /^(?:you are|you['’]re|i am|i['’]m)\b/i.test(sentence.text));
  const learnerSituation = [
    input.myRole ? `You are ${withArticle(asPhrase(input.myRole))}.` : '',
    ...learnerIdentity.map((sentence) => toLearnerVoice(sentence.text)),
    meetSentence(character, who, setting, opens, reading.learnerSentences.length > 0),
    ...reading.ordered.filter((sentence) => !learnerIdentity.includes(sentence) && !isIntroduction(sentence.text, character)).map((sentence) => toLearnerVoice(sentence.text)),
  ]
    .filter(Boolean)
    .join(' ');

  // A want is met by an offer that gives it by meaning (offer-reading.ts, offer-meaning.ts): its keywords are the whole
  // phrase, so a word of it in passing ("the exclusion stays") never meets it.
  const requires = (wants.length > 0 ? wants.map((label) => ({ label, keywords: [label] })) : kind.requires(context))
    .slice(0, 3)
    .map((requirement) => ({ label: clip(requirement.label, BRIEF_SHORT_TEXT_MAX), keywords: keywordSet(requirement.keywords, 'next step') }));
  // Every want the character states is what it agrees to: "the €180 back and €400 compensation", not the first alone.
  const wanted = wants.length > 0 ? joinList(wants) : null;
  const agreement = wanted ?? ownAgreement(kind.agreement(context), topic);
  const speakingStyle = [writes ? `${SPEAKING_STYLES[toneKey]}; prefers email to phone calls` : SPEAKING_STYLES[toneKey], ...manner].join('; ');

  const brief: ScenarioBrief = {
    character: {
      identity: {
        name: clip(character.name, BRIEF_SHORT_TEXT_MAX),
        age: character.age,
        gender: character.gender,
        occupation: clip(character.occupation, BRIEF_SHORT_TEXT_MAX),
        organisation: clip(organisation ?? '', BRIEF_SHORT_TEXT_MAX),
        location: clip(place ?? '', BRIEF_SHORT_TEXT_MAX),
        language: clip(input.persona?.language?.trim() || characterFacts.language || 'English', BRIEF_SHORT_TEXT_MAX),
        personality: clip(personality, BRIEF_SHORT_TEXT_MAX),
        tone: clip([tonePhrase ?? personality, ...traits.slice(1)].join('; '), BRIEF_SHORT_TEXT_MAX),
        speakingStyle: clip(speakingStyle, BRIEF_SHORT_TEXT_MAX),
      },
      situation: clip(situation, BRIEF_LONG_TEXT_MAX),
      facts: named,
      hiddenFacts,
      objections,
      outcome: {
        agreement: clip(agreement, BRIEF_TEXT_MAX),
        condition: clip(objections.length > 0 ? `${kind.condition}; every concern raised is answered` : kind.condition, BRIEF_TEXT_MAX),
        requires,
        // What the learner's goal asks for stays on the learner's side: the line names only the kind's own agreement.
        agreementLine: agreementLineFor(toneKey, writes, wanted ? '' : agreement, choose.int('agreement', 0, 11)),
        walkAwayWhen: 'pushed, threatened or insulted twice',
        walkAwayLine: walkAwayLineFor(toneKey, writes, topic, choose.int('walk-away', 0, 11)),
      },
      openingLine: clip(openingLine, BRIEF_TEXT_MAX),
    },
    learner: { situation: clip(learnerSituation, BRIEF_LONG_TEXT_MAX), goal: clip(goal, BRIEF_TEXT_MAX) },
  };
  const background =
    sources.persona?.background.trim() ||
    [identitySentence(character, who), tonePhrase ? `${pronounIs} ${tonePhrase}.` : '', ...told.map((sentence) => toThirdPerson(sentence, party, counterpart))].filter(Boolean).join(' ');
  const snippet = [...learnerIdentity.map((sentence) => toLearnerVoice(sentence.text)), meetSentence(character, who, setting, opens, reading.learnerSentences.length > 0), `${capitalize(pronouns.subject)} ${presentFor(pronouns, 'opens')} with: "${brief.character.openingLine}"`].join(' ');
  return { brief, kind, reading, tonePhrase, toneKey, organisation, place, setting, who, fileFacts, background, snippet };
}

/**
 * A kind's agreement said about this character's own matter, so no two characters agree in the same words: "the fix
 * offered, with a date" → "the fix offered on the exclusion, with a date".
 */
function ownAgreement(agreement: string, topic: string): string {
  if (!isNamedTopic(topic) || agreement.toLowerCase().includes(topic.toLowerCase())) return agreement;
  const comma = agreement.indexOf(',');
  return comma > 0 ? `${agreement.slice(0, comma)} on ${topic}${agreement.slice(comma)}` : `${agreement} on ${topic}`;
}

/**
 * Whether the learner's own words place them at the character's organisation ("Club treasurer" and "Riverside Hockey
 * Club"): the nouns of the organisation's name, by lemma, in what the learner is.
 */
function isLearnersOrganisation(organisation: string, learnerTexts: readonly string[]): boolean {
  const nouns = new Set(readWords(organisation).filter((word) => word.isWord && !word.stopWord && word.pos === 'noun').map((word) => word.lemma));
  return learnerTexts.some((text) => readWords(text).some((word) => word.isWord && !word.stopWord && nouns.has(word.lemma)));
}

// The verbs of deciding on what someone asked for, by lemma.
const DECIDING_VERBS = new Set(['refuse', 'reject', 'decline', 'deny', 'approve', 'grant']);

// The verbs of selling, by lemma: the one who does them is the seller.
const SELLING_VERBS = new Set(['sell', 'quote', 'pitch', 'demo', 'invoice', 'charge', 'price']);

// Verbs that carry another verb ("I must sell", "I could sell", "I've been selling"), by lemma: the verb after them is the doing.
const CARRYING_VERBS = new Set(['have', 'be', 'do', 'will', 'would', 'can', 'could', 'must', 'shall', 'should', 'may', 'might']);

/**
 * Whether the character, as the subject of any clause, sells or quotes: "I quoted £450 to replace your pump", "I've
 * been told I must sell the caravan back to you", "when I could sell only tea". Each "I" governs the first verb after
 * it that carries no other.
 */
function sellsIn(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (word.text !== 'I') return false;
    const verb = words.slice(index + 1).find((next) => next.pos === 'verb' && !CARRYING_VERBS.has(next.lemma));
    return verb !== undefined && !verb.negated && SELLING_VERBS.has(verb.lemma);
  });
}

// What the one sold to receives once the work is done, by lemma: a bill or an invoice, sent, given or handed to them.
const BILLS = new Set(['bill', 'invoice']);
const RECEIVING_VERBS = new Set(['send', 'give', 'hand', 'get', 'receive']);
const BILLING_VERBS = new Set(['bill', 'invoice', 'charge']);
const WORDS_AFTER_SUBJECT = 5;

/** Whether the character is billed in a clause of theirs: "I was sent a bill for £5,900", "I was charged £480", "I got an invoice". */
function isBilledIn(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (word.text !== 'I') return false;
    const after = words.slice(index + 1, index + 1 + WORDS_AFTER_SUBJECT);
    if (after.some((next) => next.negated)) return false;
    const passive = after[0] !== undefined && ['be', 'get'].includes(after[0].lemma);
    if (passive && after.slice(1, 3).some((next) => BILLING_VERBS.has(next.lemma))) return true;
    const receives = after.findIndex((next) => RECEIVING_VERBS.has(next.lemma));
    return receives >= 0 && after.slice(receives + 1).some((next) => next.pos === 'noun' && BILLS.has(next.lemma));
  });
}

// What the one owed does with the bill, by lemma: sends it, raises it.
const ISSUING_VERBS = new Set(['send', 'issue', 'raise', 'submit', 'email', 'post']);
const WORDS_TO_BILL = 3;

/**
 * Whether the character is the one owed in a clause of theirs: "I designed the catalogue and sent invoice 2231",
 * "I invoiced the club for £600", "I am still owed £900", "They owe me £900". Such a character chases the money, so the
 * conversation is not one of collecting a debt from them. "I was sent a bill" is billed; "I never sent it" sends nothing.
 */
function isOwedIn(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  const passiveAt = (index: number) => index > 0 && ['be', 'get'].includes(words[index - 1]!.lemma);
  const owesMe = words.some((word, index) => word.lemma === 'owe' && !word.negated && (words[index + 1]?.text.toLowerCase() === 'me' || (passiveAt(index) && words.slice(0, index).some((other) => other.text === 'I'))));
  if (owesMe) return true;
  if (words[0]?.text !== 'I') return false;
  return words.some((word, index) => {
    if (word.negated || word.pos !== 'verb' || passiveAt(index)) return false;
    if (BILLING_VERBS.has(word.lemma)) return true;
    const next = words.slice(index + 1, index + 1 + WORDS_TO_BILL);
    return ISSUING_VERBS.has(word.lemma) && !['me', 'us'].includes(next[0]?.text.toLowerCase() ?? '') && next.some((other) => other.pos === 'noun' && BILLS.has(other.lemma));
  });
}

/** Whether the character, as the subject, decides on a request: "I refused a two-storey rear extension". */
function decidesIn(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  if (words[0]?.text !== 'I') return false;
  const verb = words.slice(1).find((word) => word.pos === 'verb' && !['have', 'be', 'do', 'will', 'would'].includes(word.lemma));
  return verb !== undefined && DECIDING_VERBS.has(verb.lemma);
}

/** A sentence with the character as "he"/"she", as the concern rules read it ("she insists on…"). */
function toThirdPersonSubject(sentence: string, character: CharacterRef): string {
  if (character.gender !== 'Female' && character.gender !== 'Male') return sentence;
  const pronoun = character.gender === 'Female' ? 'she' : 'he';
  return sentence.replace(new RegExp(`^(?:${TITLE_WRITTEN}\\s+)?(?:${[character.name, character.firstName].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`), pronoun);
}
