// The brief's entries as the contract takes them: facts with a topic and keywords (the files' facts among them, and
// the ways people ask for a figure: "how much", "when", "how long") and objections filled from the situation's kind;
// every text clipped to its limit.
import { isNamedTopic } from './tone.ts';
import { nounOfDoing } from '../character/social-moves.ts';
import {
  BRIEF_KEYWORD_MAX_LENGTH,
  BRIEF_MAX_KEYWORDS,
  BRIEF_SHORT_TEXT_MAX,
  BRIEF_TEXT_MAX,
  type BriefFact,
  type BriefObjection,
} from '../../../../shared/contracts/character-brief.ts';
import { readWords, verbLemmaOf, type Word } from '../../language/lemmas.ts';
import { particleIndexOf } from '../../language/phrasal-verbs.ts';
import { commonNounKinds, derivedWords, hasPartOfSpeech, isPersonNoun, nounKinds, relatedWords } from '../../language/wordnet.ts';
import { quote, splitSentences } from '../../language/text.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { waysOfAsking } from '../../language/ways-of-asking.ts';
import { GENERAL_KIND, type KindContext, type SituationKind } from './situation-kinds.ts';
import { keywordsOf } from './voice.ts';
import { withoutUnpaidTime } from './read-situation-kind.ts';
import { needsAMeansForADoing } from './stated-wants.ts';
import { capitalize } from '../../../../shared/text.ts';

const MAX_FILE_FACTS = 8;

const MAX_OBJECTIONS = 4;

const MIN_OBJECTIONS = 2;

// Topic names and the words a learner asks about them with, by what a fact's sentence says.
const TOPICS: { topic: string; test: { test(text: string): boolean }; keywords: string[] }[] = [
  // "We offered you a post as ward clerk", "the role we offered": an offer of a job, whatever noun names the job.
  { topic: 'The job offer', test: { test: isJobOffer }, keywords: ['job', 'role', 'position', 'post', 'salary', 'package'] },
  { topic: 'The change', test: /\b(?:moves? from|changes? from|switch(?:es)? from|will (?:move|change|switch) (?:to|from))\b/i, keywords: ['change', 'changing', 'new', 'what is changing', 'from when'] },
  { topic: 'Approval', test: /approv|sign[- ]off|purchase order|\bPO\b|cost cent/i, keywords: ['approve', 'approval', 'purchase order', 'sign off', 'hold-up', 'delay'] },
  // Not "four days off unpaid": time taken without pay is owed by no one.
  { topic: 'The amount owed', test: { test: (text) => /\bowe|overdue|outstanding|unpaid|\binvoice/i.test(withoutUnpaidTime(text)) }, keywords: ['owe', 'amount', 'how much', 'overdue', 'invoice', 'outstanding'] },
  { topic: 'What they dislike', test: /\bhates?\b|can['’]t stand|\bdislikes?\b|tired of/i, keywords: ['like', 'prefer', 'dislike'] },
  { topic: 'How to reach them', test: /\bprefer\w*\s+(?:e-?mail|phone|calls?|writing)|\bdo(?:es)? not use e-?mail|\bdon['’]t use e-?mail/i, keywords: ['email', 'phone', 'call', 'contact', 'reach'] },
  { topic: 'Budget', test: /\bbudget\b/i, keywords: ['budget', 'cost', 'price', 'spend', 'money'] },
  { topic: 'Experience', test: /years? of experience|\bexperience (?:in|as)\b|\bcareer\b|\bfor (?:\d+|two|three|four|five|six|seven|eight|nine|ten|many) years\b|\bhave been an? /i, keywords: ['experience', 'years', 'career', 'background', 'how long'] },
  { topic: 'The money', test: /\bprice|\bcosts?\b|\bspen[dt]|\bpaid\b|€|£|\$|\b(?:EUR|USD|GBP)\b/i, keywords: ['money', 'cost', 'price', 'paid', 'how much'] },
  { topic: 'Timeline', test: /deadline|launch|\bby (?:monday|friday|the end)|\b(?:\d+|two|three|four|five|six) (?:weeks?|months?) (?:late|behind|ago|overdue)|\bbehind schedule\b/i, keywords: ['when', 'deadline', 'date', 'timeline', 'how long'] },
  { topic: 'The team', test: /\bteam\b|\bstaff\b|\bnurses\b|\bcolleagues\b/i, keywords: ['team', 'staff', 'people', 'colleagues'] },
  { topic: 'Current tools', test: /software|\bsystem\b|\bapp\b|\btool\b|spreadsheet|\bpaper\b/i, keywords: ['software', 'system', 'tool', 'app'] },
];

// "I have brought Biscuit to you every six weeks for three years": years spent with the other side, or a habit kept
// with them, are the matter at hand, not the character's career.
// "The Riverside Trust has run the site for six years": years no word of the character's own is in, another's doing.
const SAID_OF_THEMSELVES = /\b(?:i|me|my|mine|we|us|our|ours)\b/i;
// "I would renew for two years if…": years ahead, said with a modal, are what may come, not years behind them.
const YEARS_AHEAD = /\b(?:would|will|shall|could|might)\b|'(?:d|ll)\b/i;
const WITH_THE_OTHER_SIDE = /\b(?:you|your|yours)\b|\bevery\s+(?:\w+\s+)?(?:days?|weeks?|months?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

// The senses that make a noun a job: "post", "position", "place" (WordNet: a job in an organisation), "role" (an office).
const JOB_SENSES = new Set(['job', 'occupation', 'line of work', 'position', 'office']);
// WordNet's files for a job: a doing ("role", "job") or a place held ("post", "position").
const JOB_KINDS = new Set(['act', 'location']);
const MAX_WORDS_TO_OBJECT = 4;
// A noun whose commonest senses are a job ("post", "role", "apprenticeship") is one wherever it is offered; one that is
// a job only in a rarer sense ("position", "place") is one when the sentence says what as, or what it pays.
const COMMON_SENSES = 2;
const ANY_SENSE = 12;
const SAYS_WORK = /\b(?:as\s+(?:an?\s+|the\s+)?\p{L}|salary|wages?|per (?:annum|year|hour)|a year\b|an hour\b)/iu;

/** Whether a noun names a job in its first `senses` senses, by WordNet's synonyms and broader terms. */
function namesAJob(lemma: string, senses: number): boolean {
  if (JOB_SENSES.has(lemma)) return true;
  // A job is a doing or a place held ("role", "post"): a room, a thing offered, is filed as neither, whatever a rarer
  // sense of it shares with "position" ("room to move").
  if (!nounKinds(lemma, senses).some((kind) => JOB_KINDS.has(kind))) return false;
  const related = relatedWords(lemma, 'noun', senses);
  return [...related.synonyms, ...related.broader].some((word) => JOB_SENSES.has(word));
}

/**
 * Whether a sentence states an offer of a job, by the meaning of what is offered: the first noun after "offer" (the
 * verb: "offered her a post as…") or the noun "offer" is of ("an offer of a position as…") names a job, or a job noun
 * comes right before "offer" ("the job offer"). "A place at Northbridge University" is no job; "a place as a trainee" is.
 */
function isJobOffer(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  const saysWork = SAYS_WORK.test(answer);
  const isJob = (word: Word) => namesAJob(word.lemma, COMMON_SENSES) || (saysWork && namesAJob(word.lemma, ANY_SENSE));
  return words.some((word, index) => {
    if (word.lemma !== 'offer') return false;
    // "the job offer": a noun before the noun "offer" says what is offered; before the verb it is who offers ("The site offered…").
    if (index > 0 && word.pos !== 'verb' && words[index - 1]!.pos === 'noun' && isJob(words[index - 1]!)) return true;
    // What is offered: the first common noun after it, past the one it is offered to ("offered Teodor a post").
    const object = words.slice(index + 1, index + 1 + MAX_WORDS_TO_OBJECT).find((next) => next.pos === 'noun' && /^\p{Ll}/u.test(next.text));
    return object !== undefined && isJob(object);
  });
}

// "My father has lived at…", "Her son has…": a sentence whose subject is another person of the character's.
const ANOTHER_PERSONS = /^\s*(?:my|our|his|her|their)\s+(\p{Ll}+)/iu;

/** Whether a sentence is about someone else the character speaks of (by WordNet, a person noun after "my"): their years are not the character's. */
function isAboutAnotherPerson(answer: string): boolean {
  const noun = ANOTHER_PERSONS.exec(answer)?.[1];
  return noun !== undefined && isPersonNoun(readWords(noun)[0]?.lemma ?? noun);
}

/** The kind of fact a sentence states, by its words: the first of TOPICS whose test it passes. */
function topicEntryOf(answer: string): (typeof TOPICS)[number] | undefined {
  return TOPICS.find((entry) => entry.test.test(answer) && !(entry.topic === 'Experience' && (WITH_THE_OTHER_SIDE.test(answer) || isAboutAnotherPerson(answer) || !SAID_OF_THEMSELVES.test(answer) || YEARS_AHEAD.test(answer))));
}

/** The text cut to `max` characters at a word, as `quote` does. */
export function clip(text: string, max: number): string {
  return quote(text, max);
}

/** Keywords as the contract takes them: trimmed, short enough, no repeats, at least one. */
export function keywordSet(keywords: readonly string[], fallback: string): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().slice(0, BRIEF_KEYWORD_MAX_LENGTH).trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    kept.push(keyword);
  }
  return kept.length > 0 ? kept.slice(0, BRIEF_MAX_KEYWORDS) : [fallback.slice(0, BRIEF_KEYWORD_MAX_LENGTH)];
}

// Nouns that say when, not what: "In the last month I…" is not about months.
const TIME_NOUNS = new Set(['time', 'day', 'week', 'month', 'year', 'hour', 'minute', 'today', 'morning', 'afternoon', 'evening', 'night', 'moment', 'lot']);

/** The thing a sentence is about: its first common noun ("Three of the last five deliveries…" → "Deliveries"). */
function nounTopicOf(answer: string, leaveOut: readonly string[]): string | null {
  const skip = new Set(leaveOut.map((name) => name.toLowerCase()));
  const noun = readWords(answer).find((word) => word.pos === 'noun' && word.isWord && !word.stopWord && /^\p{Ll}[\p{Ll}-]{2,}$/u.test(word.text) && !TIME_NOUNS.has(word.lemma) && !skip.has(word.text));
  return noun ? capitalize(noun.text) : null;
}

// A label that says a fact is about money without saying which: the fact is named by what the money is for instead.
const GENERIC_TOPIC = 'The money';

/**
 * Whether a noun names a person, an animal, a measure or a time in its commonest sense (WordNet) as written in lower
 * case: never what a fact is about. "crane" is a machine, though WordNet's first senses are the writers named Crane.
 */
function namesSomeoneOrATime(lemma: string): boolean {
  const kind = commonNounKinds(lemma, 1)[0];
  return kind === 'person' || kind === 'animal' || kind === 'quantity' || TIME_NOUNS.has(lemma);
}

/**
 * The head a noun run takes from the noun right after it, when that noun names a person or a time: a time as written
 * ("day"), a person as the thing WordNet derives from it ("member" → "membership"); null when there is none to name
 * (the run is then a bare modifier), "" when no such noun follows.
 */
function followingHead(next: Word | undefined): string | null {
  if (!next || !next.isWord || next.pos !== 'noun' || !/^\p{Ll}/u.test(next.text) || !namesSomeoneOrATime(next.lemma)) return '';
  if (TIME_NOUNS.has(next.lemma) || commonNounKinds(next.lemma, 1)[0] === 'time') return next.text;
  return derivedWords(next.lemma, 'noun').find((noun) => !namesSomeoneOrATime(noun)) ?? null;
}

// The kinds of noun that name how someone feels or what they think: "worry", "annoyance", "nervousness".
const STATE_KINDS: ReadonlySet<string> = new Set(['feeling', 'state', 'cognition', 'attribute']);

// The verbs that join a subject to a state: "I am worried", "I feel let down", "she got upset".
const LINKING_VERBS: ReadonlySet<string> = new Set(['be', 'feel', 'seem', 'get', 'become', 'grow']);

/** Whether the word at `at` follows a linking verb, past any adverb ("I am really worried"). */
function saysAState(words: readonly Word[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && words[before]!.pos === 'adverb') before -= 1;
  return before >= 0 && LINKING_VERBS.has(words[before]!.lemma);
}

/**
 * A word of the sentence said as a label's noun: a noun that heads its phrase as written ("Locker"), a feeling said
 * as an adjective or a participle as the character's own state ("worried" → "Their worry", "nervous" → "Their
 * nervousness"); null for a word that names no topic there (a noun that only says which one: "gym" of "gym member").
 */
function asLabelNoun(keyword: string, words: readonly Word[]): string | null {
  const at = words.findIndex((word) => word.text.toLowerCase() === keyword);
  const word = words[at];
  if (!word) return capitalize(keyword);
  if (word.pos === 'noun') {
    if (words[at + 1]?.pos === 'noun' && words[at + 1]!.isWord) return null;
    // "a member of the gym": a person is named by what they hold ("Membership").
    if (!isPersonNoun(word.lemma)) return capitalize(keyword);
    const held = derivedWords(word.lemma, 'noun').find((noun) => !namesSomeoneOrATime(noun));
    return held ? capitalize(held) : null;
  }
  if (word.pos !== 'adjective' && word.pos !== 'verb') return null;
  // "She looked after…": a verb of what happened is said as written; only one said of the character's state after
  // "am", "feel", "got" ("I am worried") names a feeling.
  if (word.pos === 'verb' && !saysAState(words, at)) return capitalize(keyword);
  // "frustrated": the adjective's own noun, else its verb's ("frustrate" → "frustration").
  const isState = (noun: string) => hasPartOfSpeech(noun, 'noun') && STATE_KINDS.has(nounKinds(noun, 1)[0] ?? '');
  const verb = verbLemmaOf(word.text);
  const candidates = [word.lemma, ...derivedWords(word.lemma, word.pos), ...(verb && verb !== word.lemma ? [verb, ...derivedWords(verb, 'verb')] : [])];
  const noun = candidates.find(isState);
  return noun ? `Their ${noun}` : null;
}

/**
 * The things a sentence speaks of, as a person would name them, in the order it says them: each common noun that is
 * no person, animal or time, with the nouns and adjectives written right before it and the nouns right after it ("my
 * grandmother's oak dresser" → "Oak dresser", "the check-in report" → "Check-in report").
 */
export function nounPhraseTopics(answer: string, leaveOut: readonly string[] = []): string[] {
  const skip = new Set(leaveOut.map((name) => name.toLowerCase()));
  // "check-in report", "two-storey": a word joined by a hyphen is one word, of the part of speech of its last part.
  const words = readWords(answer).reduce<Word[]>((joined, word, index, all) => {
    const previous = joined.at(-1);
    if (previous && all[index - 1]?.text === '-' && joined.length >= 2 && answer.includes(`${joined.at(-2)!.text}-${word.text}`)) {
      joined.splice(-2, 2, { ...word, pos: word.pos === 'other' ? 'adjective' : word.pos, text: `${joined.at(-2)!.text}-${word.text}`, lemma: `${joined.at(-2)!.text.toLowerCase()}-${word.lemma}`, stopWord: false });
      return joined;
    }
    joined.push(word);
    return joined;
  }, []);
  const isHead = (index: number): boolean => {
    const word = words[index]!;
    return word.pos === 'noun' && word.isWord && !word.stopWord && /^\p{Ll}[\p{Ll}-]{2,}$/u.test(word.text) && !skip.has(word.text) && !namesSomeoneOrATime(word.lemma);
  };
  const phrases: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    if (!isHead(index)) continue;
    let end = index;
    // "two-storey rear extension": an adjective between two nouns belongs to the phrase.
    while (end + 1 < words.length && (isHead(end + 1) || (words[end + 1]!.pos === 'adjective' && end + 2 < words.length && isHead(end + 2)))) end += isHead(end + 1) ? 1 : 2;
    let start = index;
    while (start > 0 && words[start - 1]!.isWord && /^\p{Ll}/u.test(words[start - 1]!.text) && (words[start - 1]!.pos === 'adjective' || words[start - 1]!.pos === 'noun') && !words[start - 1]!.stopWord && !namesSomeoneOrATime(words[start - 1]!.lemma)) start -= 1;
    // "a gym member", "the school day": a noun before one that names a person or a time only says which one; the
    // phrase is named by its head, a person by what they hold ("Gym membership"), never by the bare modifier ("Gym").
    const head = followingHead(words[end + 1]);
    if (head === null) {
      index = end;
      continue;
    }
    const phrase = capitalize([...words.slice(start, end + 1).map((word) => word.text), ...(head ? [head] : [])].join(' '));
    if (!phrases.includes(phrase)) phrases.push(phrase);
    index = end;
  }
  return phrases;
}

/** Whether the character says what they want ("I want…", "I'd like…", "I need…"): the fact is what they want. */
function saysWant(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  const verb = words.find((word) => word.pos === 'verb' && !['will', 'would', 'do', 'be'].includes(word.lemma));
  // "I need the car for my commute" says why, not what is wanted.
  return words[0]?.text === 'I' && verb !== undefined && ['want', 'like', 'need', 'ask', 'expect', 'hope'].includes(verb.lemma) && !verb.negated && !needsAMeansForADoing(answer);
}

/** The labels a fact could take, best first: its kind's name, what it speaks of, then its first words. */
function topicChoices(answer: string, leaveOut: readonly string[]): string[] {
  const found = topicEntryOf(answer)?.topic;
  const nouns = nounPhraseTopics(answer, leaveOut);
  const named = found && found !== GENERIC_TOPIC ? [found] : [];
  const wanted = saysWant(answer) ? ['What they want'] : [];
  const words = readWords(answer);
  const own = keywordsOf(answer, 12, leaveOut)
    .filter((keyword) => !/\d/.test(keyword) && readWords(keyword).every((word) => !word.stopWord))
    .map((keyword) => asLabelNoun(keyword, words))
    .filter((label): label is string => label !== null);
  // "The money" names no thing: it is taken only by a sentence that names nothing else ("I thought it was a flat £2,000").
  return [...new Set([...wanted, ...named, ...nouns, ...(found ? [found] : []), ...own])];
}

/** Nouns that say who the character is, which the character reads as about itself (character/knowledge.ts `isAboutThemselves`). */
const WHO_THEY_ARE = /\b(?:role|job|position|experience|career|background)s?$/i;

/** Whether a label's head (its last word) says who the character is: "Job", not "The job offer". */
function namesWhoTheyAre(label: string): boolean {
  return WHO_THEY_ARE.test(label.trim());
}

/**
 * The facts with a label each that no other fact has: a label two facts would share ("The money", "Timeline") goes to
 * the first, and each other takes the next thing its sentence speaks of ("Deposit", "Price").
 * Labels given by the brief itself (`fixed`: "Their role", "Their background") are never changed.
 */
export function withDistinctTopics<T extends { topic: string; answer: string }>(facts: readonly T[], leaveOut: readonly string[], fixed: readonly string[] = []): T[] {
  const taken = new Set<string>();
  // "The lesson" and "The lessons" are one label: labels are compared by their words' dictionary forms.
  const keyOf = (topic: string): string => readWords(topic.toLowerCase()).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma).join(' ') || topic.toLowerCase();
  return facts.map((fact) => {
    if (fixed.includes(fact.topic)) return fact;
    // "After the job was finished…" is the matter, not what the character does: a label that names who the character
    // is ("Job", "Position") would make the character read the fact as its own identity, so only a fixed one has it.
    // A kind the sentence is read as ("Experience" for "I have run a stall for 11 years") keeps its label.
    const kind = topicEntryOf(fact.answer)?.topic;
    const choices = [fact.topic, ...topicChoices(fact.answer, leaveOut)].filter((choice) => choice === kind || !namesWhoTheyAre(choice));
    const topic = choices.find((choice) => !taken.has(keyOf(choice))) ?? `${capitalize(fact.answer.split(/\s+/).slice(0, 3).join(' ').replace(/[,.;:]+$/, ''))} (${taken.size + 1})`;
    taken.add(keyOf(topic));
    return topic === fact.topic ? fact : { ...fact, topic: clip(topic, BRIEF_SHORT_TEXT_MAX) };
  });
}

/** A fact of the brief: its topic (by what the sentence says), keywords (its own words and how its figures are asked for) and answer. */
export function factFrom(sentence: string, answer: string, leaveOut: readonly string[]): BriefFact {
  // Read from what the character says, so their own name ("Helen Price") never decides a topic.
  const found = topicEntryOf(answer);
  const own = keywordsOf(answer, 12, leaveOut);
  const asked = [...new Set(waysOfAsking(sentence).flat())];
  const topic = topicChoices(answer, leaveOut)[0] ?? nounTopicOf(answer, leaveOut) ?? capitalize(own.find((keyword) => !/\d/.test(keyword)) ?? 'The situation');
  return { topic: clip(topic, BRIEF_SHORT_TEXT_MAX), keywords: keywordSet([...own, ...(found?.keywords ?? []), ...asked], topic.toLowerCase()), answer: clip(answer, BRIEF_TEXT_MAX) };
}

/** Sentences of the files that state a fact (a figure, a date, a rule), never their titles; one per file first. */
export function readFileFacts(fileTexts: readonly string[]): string[] {
  const signal = /\d|\b(?:must|never|always|only|required?|at least|at most|no more than|within|before|after|deadline|due|approv\w*|sign-off|policy|limit|refunds?|replaced?)\b/i;
  const perFile = fileTexts.map((text) =>
    splitSentences(text.slice(0, 20_000)).filter((sentence) => /[.!?]$/.test(sentence) && sentence.split(/\s+/).length >= 4 && sentence.length <= 300 && signal.test(sentence)),
  );
  const facts: string[] = [];
  for (let round = 0; facts.length < MAX_FILE_FACTS && perFile.some((sentences) => sentences.length > round); round += 1) {
    for (const sentences of perFile) {
      const sentence = sentences[round];
      if (sentence && facts.length < MAX_FILE_FACTS && !facts.includes(sentence)) facts.push(sentence);
    }
  }
  return facts;
}

/**
 * The stated objections (at most four, no repeats), filled up to two from the kind, each clipped to the contract; a
 * filled one of a character with stated wants is settled by those wants, in turn.
 */
export function chooseObjections(stated: BriefObjection[], kind: SituationKind, context: KindContext, settledBy: readonly string[] = [], ofPersona: readonly BriefObjection[] = []): BriefObjection[] {
  const topic = kind.topic(context);
  const all = [...stated, ...personaConcerns(ofPersona, kind, context, settledBy, topic)];
  const unique = all.filter((objection, index) => all.findIndex((other) => other.objection === objection.objection) === index).slice(0, MAX_OBJECTIONS);
  const filled = [...unique];
  const namesTheMatter = new Set<string>();
  // A kind's stock concern is said about this character's own matter, so two characters never share it word for word.
  // A kind with fewer stock concerns that fit this character is filled from the general ones, which fit any field.
  for (const objection of [...kind.objections(context), ...(kind.id === GENERAL_KIND.id ? [] : GENERAL_KIND.objections(context))]) {
    if (filled.length >= MIN_OBJECTIONS) break;
    // With stated wants, a stock concern is settled by them in turn: the character agrees once what it wants is given.
    const wanted = settledBy.length > 0 ? settledBy[(filled.length - unique.length) % settledBy.length] : undefined;
    // Its resolved line then says what the want gives, in the character's own words for it: never a stock sentence two
    // characters would share, nor "If I have that in writing" of a want that asks for nothing in writing.
    const resolvedLine = wanted ? wantGivenLine(wanted) : withMatter(objection.resolvedLine, topic);
    const head = wanted ? wantHead(wanted.trim().replace(/[.!?]+$/, '')) : null;
    if (head && topic.toLowerCase().includes(head.replace(/^(?:the|a|an)\s+/i, '').toLowerCase())) namesTheMatter.add(resolvedLine);
    // Settled by the want, it is settled only by giving it: never by the stock's own words ("sorry", "I understand").
    filled.push({ ...objection, objection: concernAbout(objection.objection, topic), resolvedLine, ...(wanted ? { resolvedBy: wanted, resolveKeywords: [wanted] } : {}) });
  }
  return filled.map((objection) => ({
    objection: clip(objection.objection, BRIEF_TEXT_MAX),
    keywords: keywordSet(objection.keywords, 'why'),
    resolvedBy: clip(objection.resolvedBy, BRIEF_TEXT_MAX),
    resolveKeywords: keywordSet(objection.resolveKeywords, 'agree'),
    // "That is what I was asking for: the move to day shifts." of "my request to move to day shifts" is the matter.
    resolvedLine: clip(namesTheMatter.has(objection.resolvedLine) ? objection.resolvedLine : resolutionAbout(objection.resolvedLine, topic), BRIEF_TEXT_MAX),
  }));
}

/**
 * A persona's concerns as this scenario settles them: said as the persona words them ("I've heard big promises about
 * private charges before"), settled by what the character wants, in turn, or else by what settles the kind's own
 * concerns. A trait is how a person takes things; what would satisfy them is the matter the learner can see, never a
 * trial, a demo or praise the scenario never asks for.
 */
function personaConcerns(concerns: readonly BriefObjection[], kind: SituationKind, context: KindContext, settledBy: readonly string[], topic: string): BriefObjection[] {
  const stock = [...kind.objections(context), ...(kind.id === GENERAL_KIND.id ? [] : GENERAL_KIND.objections(context))];
  return concerns.map((concern, index) => {
    const wanted = settledBy.length > 0 ? settledBy[index % settledBy.length]! : undefined;
    if (wanted) return { ...concern, resolvedBy: wanted, resolveKeywords: [wanted], resolvedLine: wantGivenLine(wanted) };
    const settling = stock[index % stock.length];
    return settling ? { ...concern, resolvedBy: settling.resolvedBy, resolveKeywords: settling.resolveKeywords, resolvedLine: withMatter(settling.resolvedLine, topic) } : concern;
  });
}

/**
 * A stated want given, said of the want itself when it is short: "Right. That is what I was asking for: a credit for
 * last week."; a long one is not recited back to the person who gave it ("Right. That is what I was asking for.").
 */
function wantGivenLine(want: string): string {
  const what = wantHead(want.trim().replace(/[.!?]+$/, ''));
  return what ? `Right. That is what I was asking for: ${what}.` : 'Right. That is what I was asking for.';
}
const WANT_NAMED_WORDS = 6;
// Words that open the phrase after a head: "the start at 10am", "the extra £580 explained…".
const PHRASE_OPENERS = new Set(['at', 'on', 'in', 'by', 'for', 'from', 'to', 'of', 'with', 'before', 'after', 'until', 'and', 'or', 'so', 'because']);
const PROMISING_MODALS = new Set(['can', 'will', 'would', 'could', 'shall']);
const PROMISE_PHRASE_WORDS = 4;
// A thing wanted is said whole up to this long: its words after the noun say what it is ("the exclusion taken off…").
const NOUN_PHRASE_NAMED_WORDS = 9;
const MIN_WANT_HEAD_WORDS = 3;

/**
 * A want as the character names it back once given: a short one as it is ("a credit for last week"); a promise by the
 * noun of its doing and its first phrase ("…that I'll be paid in full by March" → "the payment in full"), else by
 * its verb ("your word that I can start at 10am on Tuesdays and Thursdays" → "to start at 10am"); a long noun phrase
 * by its words before the phrase after its first three; null when none.
 */
function wantHead(want: string): string | null {
  const words = readWords(want).filter((word) => word.isWord);
  if (words.length <= WANT_NAMED_WORDS) return want;
  const modal = words.findIndex((word, index) => index > 0 && PROMISING_MODALS.has(word.lemma));
  if (words[0]?.lemma === 'your' && modal > 0) {
    const verb = words.slice(modal + 1).find((word) => word.pos === 'verb' && word.lemma !== 'be');
    if (!verb) return null;
    const after = words.slice(words.indexOf(verb) + 1);
    // "7.30 am to 3.30 pm": the words of a figure, and a "to" between two, are one phrase, never cut.
    const figures = figureWords(after, want);
    const inFigure = (word: Word | undefined) => word !== undefined && figures.has(word);
    // "make the hours up by working late": the verb's particle is part of the verb, so the phrase runs at least to it.
    const particleEnd = particleIndexOf(words, words.indexOf(verb)) - words.indexOf(verb);
    // Its first phrase only: "start at 10am on Tuesdays and Thursdays" → "start at 10am". A phrase is one that names
    // something: "go back to fixed early shifts" is cut after "shifts", never after its particle ("to go back").
    const namesSomething = (upTo: number) => after.slice(0, upTo).some((word) => word.pos === 'noun' || /\d/.test(word.text));
    const second = after.findIndex((word, index) => index > 0 && PHRASE_OPENERS.has(word.lemma) && namesSomething(index) && !(inFigure(after[index - 1]) && inFigure(after[index + 1])));
    const kept = (second < 0 ? after : after.slice(0, second)).slice(0, Math.max(PROMISE_PHRASE_WORDS, particleEnd));
    while (kept.length < after.length && kept.length < (second < 0 ? after.length : second) && inFigure(kept.at(-1)) && (inFigure(after[kept.length]) || (after[kept.length]!.lemma === 'to' && inFigure(after[kept.length + 1])))) kept.push(after[kept.length]!);
    // "commit to at least four Saturdays": a phrase cut just before the noun its last words lead to goes on to it.
    if (kept.length < after.length && after[kept.length]!.pos === 'noun' && kept.at(-1)!.isWord && kept.at(-1)!.pos !== 'noun' && kept.at(-1)!.pos !== 'verb') kept.push(after[kept.length]!);
    // "keep a retired greyhound called…": a phrase cut short ends on its noun, not on a verb or a word that leads one in.
    while (kept.length > Math.max(1, particleEnd) && kept.length < after.length && !inFigure(kept.at(-1)) && (kept.at(-1)!.pos === 'verb' || kept.at(-1)!.stopWord)) kept.pop();
    // "give the tenant a formal warning": a phrase cut after a word that describes goes on to the noun it describes.
    while (kept.length < after.length && kept.at(-1)!.pos === 'adjective' && after[kept.length]!.pos === 'noun') kept.push(after[kept.length]!);
    // "moved back onto the day team": a phrase cut inside a compound goes on to the compound's head.
    while (kept.length < after.length && kept.at(-1)!.pos === 'noun' && after[kept.length]!.pos === 'noun') kept.push(after[kept.length]!);
    const phrase = kept.map((word) => word.text);
    // "the price will be held at £2.35" → "the price to be held at £2.35": a doing done to a thing is said with the
    // thing, never as the doing's noun alone ("the hold at £2.35").
    const isDoneToIt = words[words.indexOf(verb) - 1]?.lemma === 'be';
    const noun = isDoneToIt ? null : nounOfDoing(verb.lemma);
    if (noun && PHRASE_OPENERS.has(after[0]?.lemma ?? '')) return joinedWords([`the ${noun}`, ...phrase]);
    // "…that Leo will wait for the March session" → "Leo to wait for the March session"; "I" and "you" go without
    // saying.
    const that = words.findIndex((word) => word.lemma === 'that');
    const subject = words.slice(that + 1, modal).map((word) => word.text);
    const doing = words.slice(modal + 1, words.indexOf(verb) + 1).map((word) => word.text);
    return joinedWords([...(['I', 'you'].includes(subject.join(' ')) ? [] : subject), 'to', ...doing, ...phrase]);
  }
  if (words.length <= NOUN_PHRASE_NAMED_WORDS) return want;
  const nounAt = words.findIndex((word) => word.pos === 'noun' || /\d/.test(word.text));
  const end = words.findIndex((word, index) => index > nounAt && index >= MIN_WANT_HEAD_WORDS && PHRASE_OPENERS.has(word.lemma));
  return nounAt < 0 || end < 0 ? null : joinedWords(words.slice(0, end).map((word) => word.text));
}

/** The words of a text's figures of time and money ("7.30 am", "£2.35"), among `words` read from it. */
function figureWords(words: readonly Word[], text: string): Set<Word> {
  const found = new Set<Word>();
  for (const quantity of quantitiesIn(text)) {
    if (quantity.kind !== 'time' && quantity.kind !== 'money') continue;
    const parts = readWords(quantity.text).filter((word) => word.isWord).map((word) => word.text);
    const at = words.findIndex((_word, index) => parts.every((part, offset) => words[index + offset]?.text === part));
    if (at >= 0) for (const word of words.slice(at, at + parts.length)) found.add(word);
  }
  return found;
}

function joinedWords(words: readonly string[]): string {
  return words.join(' ').replace(/([£$€])\s+/g, '$1').replace(/\s+(['’]s|,|%)/g, '$1');
}

/** A stock line's "{m}" filled with the character's matter ("where I stand on the hotel"), or "this" when it has no name. */
function withMatter(line: string, topic: string): string {
  return line.replaceAll('{m}', isNamedTopic(topic) ? topic : 'this');
}

/** "I'd like to know where I stand." said about the matter: "On the concert, I'd like to know where I stand." */
export function concernAbout(objection: string, topic: string): string {
  const isOneSentence = !/[.!?]\s+\S/.test(objection.trim());
  return isNamedTopic(topic) && isOneSentence && /^I(?:'|\s)/.test(objection) ? `On ${topic}, ${objection}` : objection;
}

/** "I", "I'm", "I'll"…: words that keep their capital inside a sentence. */
const FIRST_PERSON = /^I(?:'[a-z]+)?\b/;

/**
 * "A date in writing is something I can work with." said about the matter: "As for the hotel, a date in writing is
 * something I can work with." The matter leads the last sentence, so it keeps its grammar.
 */
export function resolutionAbout(line: string, topic: string): string {
  if (!isNamedTopic(topic)) return line;
  const sentences = line.trim().split(/(?<=[.!?])\s+/);
  const last = sentences.at(-1) ?? '';
  // Only a sentence long enough to be noticed, that does not name the matter already.
  if (last.split(/\s+/).length < 4 || last.toLowerCase().includes(topic.toLowerCase())) return line;
  const opened = FIRST_PERSON.test(last) ? last : `${last.charAt(0).toLowerCase()}${last.slice(1)}`;
  return [...sentences.slice(0, -1), `As for ${topic}, ${opened}`].join(' ');
}
