// Which learner question drew a fact out of the character's brief, for "What you uncovered" (uncovered.ts): a
// question (not a remark with a tag, nor small talk as the character reads it) whose focus, less any clause that only
// sets the scene, asks on the fact's topic by its words' meaning (matter.ts: lemmas and WordNet synonyms; a name two
// facts share naming neither, a word the fact only denies weighing less) or as the built-in character reads it
// (character/acts.ts), and asks for the kind of detail the fact gives ("when" a time, never an age; what something
// cost a sum, never a date's figures; "Which vet…?" the fact that names the vet).
import type { CharacterBrief, BriefFact } from '../../../../shared/contracts/character-brief.ts';
import { contentStems, isOpenQuestion, isQuestion, mentionedKeywords, splitSentences } from '../../language/text.ts';
import { affirms } from '../negation-scope.ts';
import { answersKindAsked, asksForAKind, ASKED_KINDS } from './detail-asked.ts';
import { isSameWord, termIsOn, topicOf, topicTermsIn, type Topic, type TopicTerm } from './matter.ts';
import { lemmaOf, readWords } from '../../language/lemmas.ts';
import { asksAboutTheirLife, isYesNoQuestion, readLine } from '../character/acts.ts';
import { askedKinds, focusNoun, meaningMatches, MEANING_MIN_SCORE, saysAFeeling, selfQuestionKind } from '../character/fact-meaning.ts';
import { knowledgeOf, ROLE_TOPIC, scoredTopicsIn, type Knowledge } from '../character/knowledge.ts';
import { definitionsOf, isPersonNoun, nounKinds, relatedWords } from '../../language/wordnet.ts';

// Empathy, which earns a fact the brief keeps back until it (unlock "empathy").
const EMPATHY = /\b(i understand|i can (see|imagine|understand)|that sounds|that must|must (be|have been)|i'm sorry|i am sorry|i hear you|i appreciate)\b/i;

/**
 * A clause that only sets the scene of a question ("Sorry,", "before we start,", "just quickly,"): it asks about
 * nothing, so the words in it name no topic the question asks for.
 */
const SCENE_CLAUSE = /^\W*(?:sorry|ok(?:ay)?|so|well|right|look|just|also|and|but|actually|first(?:ly)?|quickly|excuse me|one (?:more )?thing|before|after|while|since|once|until|although|though|if|unless|as)\b/i;

/**
 * The focus of a question: the sentence without the clauses in front of it that only set the scene ("Sorry, before
 * we start, could you tell me your name and what you do?" asks for a name and a job, not about starting). A clause in
 * front that carries a topic stays ("You said the letter came late, which day was that?").
 */
function focusOf(sentence: string): string {
  const clauses = sentence.split(/(?<=[,;:])\s+|\s[-–—]\s/);
  let start = 0;
  while (start < clauses.length - 1 && SCENE_CLAUSE.test(clauses[start]!)) start += 1;
  return clauses.slice(start).join(' ');
}

/** A request put as a statement: "Tell me about the order", "I'd like to hear about the budget". */
const TELL_ME = /\b(?:tell me|talk me through|walk me through|i'd (?:like|love) to (?:hear|know|understand)|help me understand|explain)\b/i;

/** Whether a learner's sentence names the fact: a keyword, or a word of the topic or answer. */
function namesFact(sentence: string, fact: BriefFact): boolean {
  if (mentionedKeywords(sentence, fact.keywords).length > 0) return true;
  const asked = contentStems(sentence);
  for (const stem of contentStems(`${fact.topic} ${fact.answer}`)) if (asked.has(stem)) return true;
  return false;
}

/**
 * A fact's words by meaning (its topic, keywords and answer, with synonyms), read once per grading: all of them, and
 * those the fact affirms (not "claim" in "eight years without a claim", nor a keyword naming only such a word).
 */
export interface FactReading {
  topics: ReadonlyMap<BriefFact, { all: Topic; affirmed: Topic }>;
  /** The character's own name, which names no topic. */
  exclude: ReadonlySet<string>;
  /** The brief as the built-in character reads a learner's question against it (acts.ts, fact-meaning.ts). */
  knowledge: Knowledge;
}

/** The lemmas an answer names only inside a negation: what it says is not there. */
function deniedLemmas(answer: string): Set<string> {
  const words = readWords(answer).filter((word) => word.isWord);
  const affirmed = new Set(words.filter((word) => !word.negated).map((word) => word.lemma));
  return new Set(words.filter((word) => word.negated && !affirmed.has(word.lemma)).map((word) => word.lemma));
}

/**
 * The names two or more facts share ("Biscuit" in the bill and in the dog's age): they name who the scenario is about,
 * not which fact a question asks for, as the character's own name does.
 */
function sharedNames(facts: readonly BriefFact[]): string[] {
  const namesOf = (fact: BriefFact) =>
    new Set(topicTermsIn([fact.topic, ...fact.keywords, fact.answer].join('. ')).filter((term) => /^\p{Lu}/u.test(term.word)).map((term) => term.word.toLowerCase()));
  const counts = new Map<string, number>();
  for (const fact of facts) for (const name of namesOf(fact)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([name]) => name);
}

export function factTopics(facts: readonly BriefFact[], brief: CharacterBrief): FactReading {
  const characterName = brief.identity.name;
  const exclude = new Set([...characterName.toLowerCase().split(/\s+/).filter((part) => part.length > 1), ...sharedNames(facts)]);
  const read = (fact: BriefFact) => {
    const denied = deniedLemmas(fact.answer);
    const keywords = fact.keywords.filter((keyword) => !denied.has(lemmaOf(keyword)));
    return { all: topicOf([fact.topic, ...fact.keywords, fact.answer], exclude), affirmed: topicOf([fact.topic, ...keywords, fact.answer], exclude, true) };
  };
  return { topics: new Map(facts.map((fact) => [fact, read(fact)])), exclude, knowledge: knowledgeOf({ brief, glossary: [], facts: [] }) };
}

/** Weight of a question's word that the fact names only to deny it: it is on the fact less than a word it affirms. */
const DENIED_WEIGHT = 0.5;

/**
 * How far a learner's sentence is on the fact's topic, by meaning (0: not at all; else how many of its words are): what it asks about (its words, question and time
 * words aside) is a word of the fact's or a synonym of one. A question asking when, or how much, is answered only by
 * a fact that says a time, or a figure ("When was the room supposed to open?" is not answered by "It has not opened
 * yet"). A question that names nothing ("When is it?", "How much?") asks for what the answer gives; one that names
 * something the fact does not ("How much were you hoping to borrow?" for the years of banking the reply went on to,
 * "How long is Cai off school for?" for the character's experience) did not draw that fact out.
 */
export interface TopicMatch {
  score: number;
  /** The question's words that are on the fact's topic. */
  terms: ReadonlySet<string>;
}

const NO_MATCH: TopicMatch = { score: 0, terms: new Set() };

function topicScore(sentence: string, fact: BriefFact, read: FactReading): TopicMatch {
  const focus = focusOf(sentence);
  const kinds = ASKED_KINDS.filter((kind) => kind.asks.test(focus));
  if (!answersKindAsked(focus, fact, read.exclude)) return NO_MATCH;
  const asked = topicTermsIn(focus, read.exclude);
  const topic = read.topics.get(fact)!;
  if (asked.length > 0) {
    const weights = new Map<string, number>();
    const on: TopicTerm[] = [];
    for (const term of asked) {
      const weight = termIsOn(term, topic.affirmed) ? 1 : termIsOn(term, topic.all) ? DENIED_WEIGHT : 0;
      if (weight > 0) weights.set(term.word, Math.max(weights.get(term.word) ?? 0, weight));
      if (weight > 0) on.push(term);
    }
    // A describing word names no topic of its own: "How's the new school year treating you?" is about the school year,
    // whatever else is new. It ties a question to a fact only when the question names no thing off the fact.
    if (on.length > 0 && on.every((term) => term.pos === 'adjective') && asked.some((term) => term.pos === 'noun' && !term.isName && !termIsOn(term, topic.all))) return NO_MATCH;
    return { score: [...weights.values()].reduce((sum, weight) => sum + weight, 0), terms: new Set(weights.keys()) };
  }
  return kinds.some((kind) => kind.answers.test(fact.answer)) ? { score: 1, terms: new Set() } : NO_MATCH;
}

/** How far a question is on a fact as the character reads it: the fact it asks for, or one of those a broad question may mean. */
const READ_WEIGHT = 1;
const LOOSE_READ_WEIGHT = 0.5;
/** A fact that says what the character wants: "I want a fixed delivery day", "We'd like the bill reduced". */
export const STATES_A_WANT = /\b(?:i|we)(?:'d| would)?\s+(?:really\s+)?(?:want|need|like|expect|am asking for|'m asking for|are asking for|'re asking for)\b/i;

/**
 * How far a learner's question asks for the fact, read the way the built-in character reads it (readLine: the facts a
 * question asks for by its words' meaning, WordNet's synonyms and the kind of detail asked; or a question after what
 * they want or how they feel, which a fact saying so answers): "Who on your team spotted the problem?" asks for the
 * head baker, "What would put this right for you?" for what they want. Small talk asks for nothing, whatever it shares.
 */
function readingScore(sentence: string, fact: BriefFact, read: FactReading): number {
  // What it asks for, without a clause that only sets the scene; a "when" or "how much" question only of a fact that
  // says a time or a figure, as by its words.
  const focus = focusOf(sentence);
  if (!answersKindAsked(focus, fact, read.exclude)) return 0;
  if (meaningSetsAside(focus, fact, read) || sharesOnlySpelling(focus, fact, read)) return 0;
  const reading = readLine(focus, read.knowledge);
  // A question after who they are ("Could you tell me your name and what you do?") asks for nothing of the matter,
  // whatever fact the character ties to its words ("tell" and a fact that someone "told" them).
  if (reading.acts.has('offTopic') || reading.acts.has('identity')) return 0;
  const asked = reading.asks.filter((entry) => entry.isQuestion);
  // The fact the character takes the question to ask for: its first reading (best first), not the others it also
  // touches ("How often have you been in?" asks for the visits, not the puffs left the reply goes on to).
  const meant = asked.find((entry) => !entry.isLoose);
  if (meant) return meant.topic.answer === fact.answer && !isReadByAKindWordAlone(focus, fact, read) ? READ_WEIGHT : 0;
  // A broad question's loose readings count only when its words name no fact; one asking for a kind of detail ("how
  // much", "when") only its first: "How much were you hoping to borrow?" means the loan, told before, so the turnover
  // that shares only "how much" with it, and that the reply gives instead, was not asked for.
  const loose = askedKinds(focus).size > 0 ? asked.slice(0, 1) : asked;
  if (loose.some((entry) => entry.topic.answer === fact.answer) && !namesSomeFact(focus, read)) return LOOSE_READ_WEIGHT;
  if (reading.acts.has('needs') && affirms(fact.answer, STATES_A_WANT)) return READ_WEIGHT;
  if (reading.acts.has('feelings') && saysAFeeling(fact.answer)) return READ_WEIGHT;
  return 0;
}

/**
 * Whether the character took the question for the fact only by a keyword that names a kind of detail ("when", "date",
 * "cost") that the question does not ask for: "What was wrong with him when you collected him?" asks what was wrong,
 * and its "when" only says when, so the stay's dates that the character read it as were not asked for.
 */
function isReadByAKindWordAlone(focus: string, fact: BriefFact, read: FactReading): boolean {
  if (asksForAKind(focus)) return false;
  const names = (withoutKindWords: boolean) => scoredTopicsIn(focus, read.knowledge, false, withoutKindWords).some((entry) => entry.topic.answer === fact.answer);
  return names(false) && !names(true);
}

/**
 * Whether the words a question shares with the fact by their stems are other words of that spelling: "Have you found any
 * signs of damp?" shares the stem of "signed" in "You signed me up", a noun and a verb WordNet does not derive one from
 * the other (matter.ts `isSameWord`); "park" and "parking" are one word. The character reads a question by its stems;
 * a question that names the fact by spelling alone did not ask for it, however the character took it.
 */
function sharesOnlySpelling(focus: string, fact: BriefFact, read: FactReading): boolean {
  const factTerms = topicTermsIn([fact.topic, ...fact.keywords, fact.answer].join('. '), read.exclude);
  const stemsOf = (term: TopicTerm) => contentStems(term.word);
  const sharing = topicTermsIn(focus, read.exclude).flatMap((term) => {
    const stems = stemsOf(term);
    const kin = factTerms.filter((other) => [...stemsOf(other)].some((stem) => stems.has(stem)));
    return kin.length > 0 ? [{ term, kin }] : [];
  });
  return sharing.length > 0 && !sharing.some(({ term, kin }) => termIsOn(term, read.topics.get(fact)!.all) || kin.some((other) => isSameWord(term, other)));
}

/**
 * Whether a question for a kind of detail, naming what it asks about in words no fact's words are on, is by its
 * meaning (fact-meaning.ts: its words widened by WordNet, and the kind of detail asked) about another fact of that
 * kind, and not enough about this one for the character to take it as meant: "When is the big day?" is about the
 * wedding's date, not the day the invitations went out, though the character read it as the invitations (their
 * keywords are the question words "when" and "date"). A question its meaning ties to this fact ("When are the kids
 * on stage?" and the concert's date) is left to the character's reading.
 */
function meaningSetsAside(focus: string, fact: BriefFact, read: FactReading): boolean {
  if (!asksForAKind(focus) || topicTermsIn(focus, read.exclude).length === 0) return false;
  if ([...read.topics.keys()].some((other) => topicScore(focus, other, read).score > 0)) return false;
  const holders = meaningMatches(focus, read.knowledge, true).filter((match) => match.hasAskedKind);
  const own = holders.find((match) => match.topic.answer === fact.answer);
  return holders[0] !== undefined && holders[0] !== own && (own?.score ?? 0) < MEANING_MIN_SCORE;
}

/** The fact of the brief the character reads a question as asking for (its first sure reading); null when none. */
function meantFact(sentence: string, read: FactReading): BriefFact | null {
  const focus = focusOf(sentence);
  // "When was that?" of two facts that each give a date: a question naming nothing that ties them reads as neither.
  const [first, second] = scoredTopicsIn(focus, read.knowledge);
  if (first && second && first.score === second.score && topicTermsIn(focus, read.exclude).length === 0) return null;
  const meant = readLine(focus, read.knowledge).asks.find((entry) => entry.isQuestion && !entry.isLoose);
  return meant ? ([...read.topics.keys()].find((fact) => fact.answer === meant.topic.answer) ?? null) : null;
}

/** Whether a question's words are on some fact of the brief, by topicScore. */
function namesSomeFact(focus: string, read: FactReading): boolean {
  return [...read.topics.keys()].some((fact) => topicScore(focus, fact, read).score > 0);
}

/**
 * Whether the question asks for a thing by the noun its "which" or "what" governs ("Which vet did the surgery?") that
 * another fact of the brief names and this one does not: it asks for that fact, whatever else its words share with
 * this one ("the surgery" of the bill). A noun no fact names says nothing here (the character reads kinds of things).
 */
function asksForAnotherThing(sentence: string, fact: BriefFact, read: FactReading): boolean {
  const noun = focusNoun(focusOf(sentence));
  if (!noun) return false;
  const term = { word: noun, pos: 'noun' as const };
  const isOn = (other: BriefFact) => termIsOn(term, read.topics.get(other)!.all);
  return !isOn(fact) && [...read.topics.keys()].some(isOn);
}

/** "What was the extra…?", "What's your deposit?": a question for the thing it names, as a what-question about one fact. */
const FOR_THE_THING = /^\W*(?:what|which)(?:['’]s|\s+(?:is|was|are|were))\s+(?:the|your|his|her|their|our|its)\b/i;
/** A date or a sum asked for: "when", "what day", "how much" (a count or a length may be of something named otherwise). */
const DATE_OR_SUM = /\b(?:when|what time|what date|what day|how much)\b/i;
const DATE_OR_SUM_KINDS: ReadonlySet<string> = new Set(['when', 'money']);

/**
 * Whether a question asks for a date or a sum of the thing it names ("When did you hand over the deposit?") or for the
 * thing itself ("What was the extra…?"): a fact its words name gives that, whatever the character made of it. One
 * asking why, who or whether names a thing on the way to a reason, a person or a yes.
 */
function asksAFigureOf(focus: string): boolean {
  return FOR_THE_THING.test(focus) || DATE_OR_SUM.test(focus) || [...askedKinds(focus)].some((kind) => DATE_OR_SUM_KINDS.has(kind));
}

/**
 * Whether the question's words are on another fact, and the meaning of the things it names (fact-meaning.ts: its
 * nouns widened by WordNet, and the kind of detail asked) is more that fact's than this one's: "When did you hand
 * over the deposit?" is the deposit's, not when the fitters came; "When was the room supposed to open?" names the room
 * a gift paid for, but means the date the room was due.
 */
function isMeantMoreThan(sentence: string, fact: BriefFact, read: FactReading): boolean {
  const others = [...read.topics.keys()].filter((entry) => entry !== fact && topicScore(sentence, entry, read).score > 0);
  if (others.length === 0) return false;
  const scores = new Map(meaningMatches(focusOf(sentence), read.knowledge, true, 'things').map((match) => [match.topic.answer, match.score]));
  const own = scores.get(fact.answer) ?? 0;
  return others.some((other) => (scores.get(other.answer) ?? 0) > own);
}

/**
 * Whether a question names a thing (a noun of its own, not a name) and the meaning of what it names (fact-meaning.ts:
 * its nouns and describing words widened by WordNet) shares nothing with this fact: only the kind of detail asked, or
 * nothing, ties them.
 */
function namesAThingOffTheFact(sentence: string, fact: BriefFact, read: FactReading): boolean {
  const focus = focusOf(sentence);
  if (!topicTermsIn(focus, read.exclude).some((term) => term.pos === 'noun' && !term.isName)) return false;
  const matches = meaningMatches(focus, read.knowledge, true, 'things');
  const own = matches.find((match) => match.topic.answer === fact.answer);
  if ((own?.wordScore ?? 0) > 0) return false;
  // A kind of detail only this fact holds ("Who came out to do the job?" and the one fact naming someone else) is its own.
  return !(own?.hasAskedKind && matches.filter((match) => match.hasAskedKind).length === 1);
}

/** A word that points back to something just said: "it", "they", "that" ("this" is the matter in hand: "put this right"). */
const POINTER = /\b(?:it|its|they|them|their|that|those|he|him|his|she|her)\b/i;

/**
 * Whether a question points back to what the character has just told, names nothing else and asks for no kind of
 * detail ("Were they on time?", "Was it expensive?"): it asks after that fact, as the character reads it (answer-moves.ts), so a
 * reply that gives another fact instead was not drawn by it.
 */
function pointsBack(sentence: string, read: FactReading): boolean {
  const focus = focusOf(sentence);
  // A question asking for a kind of detail ("When was it?") is answered by the fact that gives it, wherever it points.
  if (!POINTER.test(focus) || topicTermsIn(focus, read.exclude).length > 0 || ASKED_KINDS.some((kind) => kind.asks.test(focus)) || askedKinds(focus).size > 0) return false;
  // What they want or how they feel is asked of the whole matter: "What would make it right for you?".
  const { acts } = readLine(focus, read.knowledge);
  return !acts.has('needs') && !acts.has('feelings');
}

/**
 * Whether a question points back to what the character has just told and asks for a kind of detail that a fact it
 * just told gives, a time, a sum or a count ("When did it go out to us?" after "…sent my invoice for £3,600 on 15
 * August…"): it asks for that
 * detail of that fact, so another fact with a time or a sum that the reply gives instead was not drawn by it.
 */
const FIGURE_KINDS: ReadonlySet<string> = new Set(['when', 'money', 'count', 'howLong']);

function asksDetailOfWhatWasTold(sentence: string, read: FactReading, justTold: ReadonlySet<BriefFact>): boolean {
  const focus = focusOf(sentence);
  const asksAFigure = ASKED_KINDS.some((kind) => kind.strict && kind.asks.test(focus)) || [...askedKinds(focus)].some((kind) => FIGURE_KINDS.has(kind));
  if (!POINTER.test(focus) || topicTermsIn(focus, read.exclude).length > 0 || !asksAFigure) return false;
  return [...justTold].some((told) => answersKindAsked(focus, told, read.exclude));
}

/** How far an open question that names nothing is on the fact the reply leads with: less than a question on it by its words. */
const OPEN_WEIGHT = 0.5;

/**
 * An open question or request that names nothing and asks for no kind of detail ("What happened?", "Can you talk me
 * through it?", "Tell me more."): it invites the character to say what it has to say.
 */
function isOpenRequest(sentence: string, read: FactReading): boolean {
  if (!(asks(sentence) && isOpenQuestion(sentence)) && !affirms(sentence, TELL_ME)) return false;
  const focus = focusOf(sentence);
  if (topicTermsIn(focus, read.exclude).length > 0 || asksForAKind(focus)) return false;
  // As the character reads it: a request to hear about its concern, not a greeting, its name or small talk.
  const { acts } = readLine(focus, read.knowledge);
  return acts.has('concern') && !acts.has('identity') && !acts.has('greeting') && !acts.has('offTopic');
}

/**
 * Whether the character reads a yes-or-no question as asking for no fact of the brief: small talk it turns aside, or
 * one about its own life that it ties to a fact only by the words they share, never by one naming it
 * ("Do you get many requests at the pub?" and the pub band it plays in): a fact a reply gives to either was told unasked.
 */
function asksForNoFact(sentence: string, read: FactReading): boolean {
  // Small talk is small talk whatever its form: "What have you got planned over Easter?" asks after the character's
  // own time, though it is no yes-or-no question.
  if (isSmallTalkAfterThem(sentence, read)) return true;
  // Otherwise only a yes-or-no question: one asking what, which or who is read in the conversation ("Sorry, what was
  // the total again?" asks for a figure told before), which a line read alone does not show.
  if (!isYesNoQuestion(sentence)) return false;
  if (asksWhetherOffTheBrief(sentence, read)) return true;
  const { acts, asks: asked } = readLine(sentence, read.knowledge);
  if (acts.has('offTopic') && !asked.some((entry) => entry.isQuestion)) return true;
  if (!asksAboutTheirLife(sentence)) return false;
  return !asked.some((entry) => entry.isQuestion && !entry.isLoose) || asksAfterADoingOffTheBrief(sentence, read);
}

/** The character, or what is theirs: "you", "your". */
const ABOUT_THEM = /\b(?:you|your|yourself)\b/i;

/**
 * Whether a question asks after the character's own life and nothing of the matter: one about "you", asking for no
 * kind of detail (a time, a sum), after what they do at a time of their own that no fact names ("Have you got anything
 * planned for the weekend?", "What are you up to over the summer?"), which a fact it shares only a doing with ("the plan
 * was…") does not answer.
 */
function isSmallTalkAfterThem(sentence: string, read: FactReading): boolean {
  const focus = focusOf(sentence);
  return ABOUT_THEM.test(focus) && !asksForAKind(focus) && asksAboutTheirOwnTime(focus, read);
}

// "for the weekend", "over the summer", "this Christmas": a time a question asks about.
const AT_A_TIME = /\b(?:for|over|at|on|in|during|this|next)\s+(?:the\s+)?(?:[\p{L}-]+\s+)?([\p{L}-]+)\b/giu;
/** "weekend" is filed first as a time: a noun whose commonest sense is a time. */
const TIME_NOUN_KIND = 'time';

/**
 * Whether a question about "you" asks what they do at a time it names ("for the weekend", "over the summer"), a noun
 * WordNet files first as a time that no fact says, and names no other thing a fact is about: their own time, not the
 * matter, whatever doing it shares with a fact.
 */
function asksAboutTheirOwnTime(focus: string, read: FactReading): boolean {
  const times = [...focus.matchAll(AT_A_TIME)].map((match) => lemmaOf(match[1]!.toLowerCase())).filter((noun) => nounKinds(noun, 1)[0] === TIME_NOUN_KIND);
  if (times.length === 0) return false;
  const facts = [...read.topics.keys()];
  const saysTime = (noun: string) => facts.some((fact) => new RegExp(`\\b${noun}s?\\b`, 'i').test(`${fact.topic} ${fact.keywords.join(' ')} ${fact.answer}`));
  if (times.some(saysTime)) return false;
  const things = topicTermsIn(focus, read.exclude).filter((term) => term.pos === 'noun' && !times.includes(term.word));
  return !things.some((term) => [...read.topics.values()].some((topic) => termIsOn(term, topic.all)));
}

/**
 * Whether a yes-or-no question asks whether they do something no fact of the brief speaks of: "Do you follow any of the
 * big teams?" asks whether they follow teams, which a fact naming the team the coach was booked for does not say.
 * A question after a doing of the brief ("Have you paid for this month already?") is read by what it names.
 */
function asksAfterADoingOffTheBrief(sentence: string, read: FactReading): boolean {
  const doings = topicTermsIn(sentence, read.exclude).filter((term) => term.pos === 'verb');
  return doings.length > 0 && !doings.some((term) => [...read.topics.values()].some((topic) => termIsOn(term, topic.all)));
}

/**
 * Whether a yes-or-no question asks whether something is so that no fact of the brief speaks of: its words, other than
 * names, are on no fact ("Is the parking here as bad as everyone says?", "Is Headingley still full of students these
 * days?"). A name the scenario's place or people share with a fact says where or whom it is about, not what it asks.
 */
function asksWhetherOffTheBrief(sentence: string, read: FactReading): boolean {
  const named = topicTermsIn(focusOf(sentence), read.exclude).filter((term) => !term.isName);
  return named.length > 0 && !named.some((term) => [...read.topics.values()].some((topic) => termIsOn(term, topic.all)));
}

// Verbs that only carry tense, mood or voice: no event of their own.
const AUXILIARIES: ReadonlySet<string> = new Set(['be', 'have', 'do', 'get', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
/** Senses of a verb searched for the verbs it may be said with ("run out" → "expire", its fourth sense). */
const EVENT_SENSES = 6;

/**
 * The event a question's "before" clause names, by its verbs, a phrasal verb read whole where WordNet holds it ("What
 * rate did you have before it ran out?" → "run out"); empty when the question has no such clause.
 */
function eventVerbsBefore(focus: string): string[] {
  const words = readWords(focus).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.text.toLowerCase() === 'before');
  if (at < 0) return [];
  return words.slice(at + 1).flatMap((word, index, after) => {
    if (word.pos !== 'verb' || AUXILIARIES.has(word.lemma)) return [];
    const particle = after[index + 1];
    const phrasal = particle && particle.pos !== 'noun' && particle.pos !== 'verb' ? `${word.lemma} ${particle.text.toLowerCase()}` : null;
    return phrasal && definitionsOf(phrasal, 'verb').length > 0 ? [phrasal] : [word.lemma];
  });
}

/** Whether a fact tells an event: one of its verbs is one of the event's, or a synonym of one in some sense. */
function tellsEvent(fact: BriefFact, verbs: readonly string[]): boolean {
  const own = readWords(fact.answer).filter((word) => word.isWord && word.pos === 'verb' && !AUXILIARIES.has(word.lemma)).map((word) => word.lemma);
  return verbs.some((verb) => own.some((lemma) => lemma === verb || relatedWords(verb, 'verb', EVENT_SENSES).synonyms.includes(lemma) || relatedWords(lemma, 'verb', EVENT_SENSES).synonyms.includes(verb)));
}

/**
 * Whether a question asks for something as it was before an event ("before it ran out") that another fact of the
 * brief tells ("my offer at 4.1% expired") and this one does not: it asks for what that fact says, not the later state
 * this one gives ("the new rate is 5.3%"), whatever word ("rate") they share.
 */
function asksBeforeAnotherFactsEvent(sentence: string, fact: BriefFact, read: FactReading): boolean {
  const verbs = eventVerbsBefore(focusOf(sentence));
  if (verbs.length === 0 || tellsEvent(fact, verbs)) return false;
  return [...read.topics.keys()].some((other) => other !== fact && tellsEvent(other, verbs));
}

// Whose a person is: "your lad", "his boss", "their daughter".
const POSSESSIVES: ReadonlySet<string> = new Set(['your', 'his', 'her', 'their', 'my', 'our']);

/**
 * Whether a question asks about a person other than the character, one it calls someone's by a possessive and a noun
 * WordNet files first as a person ("your lad", "your husband", "her manager"): what that person does or is.
 */
function asksOfSomeoneElse(focus: string): boolean {
  const words = readWords(focus).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (!POSSESSIVES.has(word.text.toLowerCase())) return false;
    const next = words[index + 1]?.pos === 'adjective' ? words[index + 2] : words[index + 1];
    return next?.pos === 'noun' && !/^\p{Lu}/u.test(next.text) && isPersonNoun(next.lemma);
  });
}

// "How do you feel…?", "How are you finding…?": an open question on how they take something.
const HOW_OPENS = /^\W*(?:(?:so|and|but|well|okay|ok|anyway)\W+)*how\b/i;

/**
 * Whether a question asks what the character wants (the character reads it so: "What would you like us to do about the
 * kiln?") or how they feel (an open "how" question on their feelings: "How do you feel about the delay?"), asking for
 * no kind of detail; null when it asks neither.
 */
function theirSideAsked(sentence: string, read: FactReading): 'feelings' | 'wants' | null {
  const focus = focusOf(sentence);
  if (!asks(focus) || isYesNoQuestion(focus) || asksForAKind(focus)) return null;
  const kind = selfQuestionKind(focus);
  if (kind === 'wants') return readLine(focus, read.knowledge).acts.has('needs') ? 'wants' : null;
  return kind === 'feelings' && HOW_OPENS.test(focus) ? 'feelings' : null;
}

/** Whether a fact says what the character wants, or how they feel. */
function saysTheirSide(fact: BriefFact, side: 'feelings' | 'wants'): boolean {
  return side === 'wants' ? affirms(fact.answer, STATES_A_WANT) : saysAFeeling(fact.answer);
}

/** A remark with a tag on the end ("Lunch break, eh?", "Busy day, right?"): it asks nothing. */
const TAG_REMARK = /^[^?]*,\s*(?:eh|right|yeah|huh|innit|no|ok|okay)\?$/i;

export function asks(sentence: string): boolean {
  return isQuestion(sentence) && !TAG_REMARK.test(sentence.trim());
}

/**
 * The sentence of the learner's line that drew the reply, with how far it is on the fact's topic: a question on the
 * fact's topic, or (for a fact kept back until empathy) empathy and a sentence on it; null when the line asked about
 * something else ("did you catch the match?"), or only pointed back to `justTold`, the facts the character's line
 * before it gave, and this fact is not one of them.
 */
export function drawingSentence(
  line: { content: string },
  fact: BriefFact & { unlock?: string },
  read: FactReading,
  justTold: ReadonlySet<BriefFact> = new Set(),
): ({ quote: string } & TopicMatch) | null {
  const sentences = splitSentences(line.content);
  let best: ({ quote: string } & TopicMatch) | null = null;
  for (const sentence of sentences) {
    if (!asks(sentence) && !affirms(sentence, TELL_ME)) continue;
    // Small talk as the character reads it ("Have you got any other tattoos?") asks for nothing of the brief, whatever
    // word it shares with a fact.
    if (asksForNoFact(sentence, read)) continue;
    if (asksForAnotherThing(sentence, fact, read)) continue;
    // "What rate did you have before it ran out?" asks for the rate of the offer that ran out, not the new one.
    if (asksBeforeAnotherFactsEvent(sentence, fact, read)) continue;
    // "What position does your lad play?" asks about someone else, nothing of the character's own job.
    if (ROLE_TOPIC.test(fact.topic) && asksOfSomeoneElse(focusOf(sentence))) continue;
    // "Were they on time?" after "Three men came…": a follow-up on what was just told, not on another fact.
    if (justTold.size > 0 && !justTold.has(fact) && (pointsBack(sentence, read) || asksDetailOfWhatWasTold(sentence, read, justTold))) continue;
    const byWords = topicScore(sentence, fact, read);
    // "What would you need from me to fire the bowls again?", "How do you feel about the bowls being ruined?": what they
    // want or how they feel, asked of a thing its clause names: the fact that says it answers, whatever thing of another
    // fact the clause names, and that other fact was not asked for.
    const side = theirSideAsked(sentence, read);
    if (side !== null) {
      if (!saysTheirSide(fact, side) && [...read.topics.keys()].some((other) => saysTheirSide(other, side))) continue;
      if (saysTheirSide(fact, side)) {
        const score = byWords.score + READ_WEIGHT;
        if (score > (best?.score ?? 0)) best = { quote: sentence, ...byWords, score };
        continue;
      }
    }
    // A question the character reads as asking for another fact, which its words name at least as much, did not ask
    // for this one ("How much were you hoping to borrow?" asks for the loan told before, not the turnover the reply
    // gives instead).
    const other = meantFact(sentence, read);
    if (other && other !== fact && !asksForAnotherThing(sentence, other, read) && topicScore(sentence, other, read).score >= byWords.score) continue;
    // Its words on the fact's topic, and the character's own reading of the question: either shows what it asked for,
    // and both together tell apart two facts one reply gives ("How busy is the bakery?": the loaves a day, not the job).
    // The character's reading, which its reply followed, shows nothing against the question's own words: one for a
    // date or a sum whose words are on another fact and on none of this one, and whose meaning is more that other
    // fact's, asked for that one, however the character took it ("When did you hand over the deposit?" answered with
    // when the fitters came).
    const namesOnlyAnother = byWords.score === 0 && asksAFigureOf(focusOf(sentence)) && isMeantMoreThan(sentence, fact, read);
    // A question that names a thing of its own, which neither its words nor their meaning tie to this fact, asked for
    // something else, whatever fact the character answered it with by the kind of detail asked or a word of time:
    // "How much did the replacement set you back?" answered with what the suit first cost, "What do you reckon to the
    // weather this week?" with the weeks an operation kept them off.
    const namesAnotherThing = byWords.score === 0 && namesAThingOffTheFact(sentence, fact, read);
    const match = { ...byWords, score: byWords.score + (namesOnlyAnother || namesAnotherThing ? 0 : readingScore(sentence, fact, read)) };
    if (match.score > (best?.score ?? 0)) best = { quote: sentence, ...match };
  }
  if (best) return best;
  // "What happened?", "Tell me about it.": an open question that names nothing asks for what the character leads with,
  // so it draws a fact it answers with, the one the reply gives first (uncovered.ts keeps that one of a reply's facts).
  const open = sentences.find((sentence) => isOpenRequest(sentence, read));
  if (open) return { quote: open, score: OPEN_WEIGHT, terms: new Set() };
  const isEmpathic = fact.unlock === 'empathy' && affirms(line.content, EMPATHY);
  const quote = isEmpathic ? sentences.find((sentence) => namesFact(sentence, fact)) : undefined;
  return quote ? { quote, score: 1, terms: new Set() } : null;
}
