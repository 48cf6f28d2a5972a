// What the built-in character can talk about: the brief's facts and hidden facts, the glossary's terms and the
// sentences of the scenario's files, each a topic with the keywords that name it and the answer it gets.
import { briefSides, type ScenarioSides } from '../../language/own-side.ts';
import { BACKGROUND_TOPIC, type BriefFact, type CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';
import { readWords } from '../../language/lemmas.ts';
import { stableHash } from '../seeded-choice.ts';
import { firstSentence, isStopWord, mentionedKeywords, splitSentences, wordsOf } from '../../language/text.ts';
import { isPersonNoun } from '../../language/wordnet.ts';
import { leaveAskedVerb } from '../scenario/stated-wants.ts';
import { firstWaysOfAsking, WHEN_ASKED } from '../../language/ways-of-asking.ts';
import { askedIdeasOf, BROAD_MIN_SCORE, comparableStems, ideasOf, isSpecific, RELATED_MIN_SCORE, relatedScore, type RelatedProfile } from './related-words.ts';
import { isTitle } from '../../../../shared/name-address.ts';

export type TopicKind = 'fact' | 'hidden' | 'term' | 'file';

export interface Topic {
  kind: TopicKind;
  /** How the character names it in a sentence: "the budget", "SLA". */
  name: string;
  keywords: readonly string[];
  /** What the character says on it, in the first person (a term: its definition). */
  answer: string;
  unlock?: 'open_question' | 'empathy';
  /** Keywords a line must mention to be about this topic: one for the brief's topics, two for a file's sentence. */
  minMatches: number;
  /** The brief's facts: the ideas and words of the fact, for a question that names none of its keywords. */
  related?: RelatedProfile;
  /** Who the character is (experience, career), not the matter at hand: found only by its own words. */
  isBackground?: boolean;
  /** The ways of asking its answer's figures added to a brief fact's keywords (`withWaysOfAsking`). */
  askedByAnswer?: ReadonlySet<string>;
}

export interface Knowledge {
  topics: readonly Topic[];
  /** Every keyword once, for one pass of `mentionedKeywords` over a line. */
  keywords: readonly string[];
  byKeyword: ReadonlyMap<string, readonly Topic[]>;
  /** How many of the brief's facts use each compared word: a word only one fact uses says most. */
  stemTopics: ReadonlyMap<string, number>;
  /** Everything else the brief says (situation, role, concerns, what it needs): what the conversation is about. */
  briefText: readonly string[];
  /** The lemmas of the character's job ("taxi", "driver"): who they are, not what the conversation is about. */
  roleLemmas: ReadonlySet<string>;
  /** Which bodies are the learner's and which the character's (own-side.ts): whose offer "the practice will…" is. */
  sides: ScenarioSides;
}

// Keywords a written brief adds for the ways a figure is asked for ("how much", "when", "how long", "why"): they say
// what kind of detail a question wants, which fact-meaning reads from the question itself. They are not among the
// words a fact is about, and add nothing when one fact stands out by meaning; only where meaning decides nothing do
// they still find the fact they were written for.
const ASKING_KEYWORDS = new Set(['how much', 'money', 'amount', 'cost', 'paid', 'price', 'when', 'date', 'day', 'time', 'how long', 'long', 'since', 'how many', 'number', 'how often', 'percent', 'why', 'reason', 'cause', 'holding up', 'what happened', 'experience', 'years', 'career', 'background', 'change', 'changing', 'new', 'what is changing', 'from when', 'like', 'prefer', 'dislike']);

// Of those, the ones that name a kind of detail (a time, a sum, a count): "Is it busy at this time of year?" asks for
// none, and names no fact by them.
const KIND_KEYWORDS = new Set(['how much', 'money', 'amount', 'cost', 'paid', 'price', 'when', 'date', 'day', 'time', 'how long', 'long', 'since', 'how many', 'number', 'how often', 'percent', 'years', 'from when']);

/** A keyword without its article or possessive: a topic named "The money" is a way of asking as "money" is. */
function bare(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/^(?:the|a|an|my|his|her|their|our|your)\s+/, '');
}

/** Whether a brief's keyword names a thing ("costume", "the GP"), not a way of asking ("how much", "when", "the money"). */
export function namesAThing(keyword: string): boolean {
  return !ASKING_KEYWORDS.has(bare(keyword));
}

// Of the ways of asking, those that ask after a career ("How long have you been doing this?"); a time or a day
// alone ("at this time of year", "What time…?") asks nothing about who the character is.
const CAREER_ASKING = new Set(['how long', 'experience', 'years', 'career', 'background']);

/** Whether a keyword of the character's background names it: a thing of its career, or a way of asking after one. */
function namesWhoTheyAre(keyword: string): boolean {
  return namesAThing(keyword) || CAREER_ASKING.has(bare(keyword));
}

// The topics that say who the character is (its role, its career) rather than why it came.
const ABOUT_THEMSELVES = /\b(?:role|job|position|experience|career|background)\b/i;

/** Whether a topic says who the character is (its role, its career), not the matter at hand. */
export function isAboutThemselves(topic: Pick<Topic, 'name' | 'isBackground'>): boolean {
  return topic.isBackground === true || ABOUT_THEMSELVES.test(topic.name);
}

// The verbs by which a sentence says what the character is or works as ("I am a staff nurse", "I work as a picker").
const BEING_WHAT_THEY_ARE: ReadonlySet<string> = new Set(['be', 'work']);

/**
 * Whether a fact says only who the character is, whatever its topic is called: every sentence has the character
 * be or work as a kind of person ("I am a staff nurse on Ward 7.", "I'm a warehouse picker"), and does nothing else.
 */
export function saysOnlyWhoTheyAre(answer: string): boolean {
  const sentences = splitSentences(answer);
  return sentences.length > 0 && sentences.every((sentence) => {
    const words = readWords(sentence).filter((word) => word.isWord);
    return words[0]?.text === 'I' && words.every((word) => word.pos !== 'verb' || BEING_WHAT_THEY_ARE.has(word.lemma)) && words.some((word) => word.pos === 'noun' && isPersonNoun(word.lemma));
  });
}

const MIN_FILE_WORD_LENGTH = 4;
const MAX_FILE_KEYWORDS = 8;

/** A topic name as it reads mid-sentence: "Budget" → "budget", while "SLA" and "Dr Okafor" keep their capitals. */
export function topicPhrase(name: string): string {
  const text = name.trim();
  return /^[A-Z][a-z]+(?:\s|$)/.test(text) && !isTitle(text.split(/\s+/)[0]!) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function fileTopic(fact: string): Topic | null {
  const keywords = [...new Set(wordsOf(fact).filter((word) => word.length >= MIN_FILE_WORD_LENGTH && !isStopWord(word) && !/^\d+$/.test(word)))].slice(0, MAX_FILE_KEYWORDS);
  return keywords.length >= 2 ? { kind: 'file', name: firstSentence(fact), keywords, answer: fact, minMatches: 2 } : null;
}

function relatedProfile(fact: BriefFact): RelatedProfile {
  const text = `${fact.topic}. ${fact.keywords.join(', ')}. ${fact.answer}`;
  return { nameIdeas: ideasOf(fact.topic, true), ideas: ideasOf(`${fact.topic} ${fact.keywords.join(' ')}`, true), answerIdeas: ideasOf(fact.answer, true), stems: comparableStems(text) };
}

/**
 * A fact's keywords with the first way of asking each kind of figure its answer holds, and those it added: a brief
 * whose keywords were filled by the fact's own words ("vets", "knee", "operation"…) is still asked "when" for its date
 * and "how much" for its sum.
 */
function withWaysOfAsking(keywords: readonly string[], answer: string): Pick<Topic, 'keywords' | 'askedByAnswer'> {
  const have = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  const added = firstWaysOfAsking(answer).filter((keyword) => !have.has(keyword));
  return added.length === 0 ? { keywords } : { keywords: [...keywords, ...added], askedByAnswer: new Set(added) };
}

function factTopics(brief: CharacterBrief): Topic[] {
  return [
    ...brief.facts.map(
      (fact): Topic => ({
        kind: 'fact',
        name: topicPhrase(fact.topic),
        ...(fact.topic === BACKGROUND_TOPIC ? { keywords: [fact.topic, ...fact.keywords.filter(namesWhoTheyAre)] } : withWaysOfAsking([fact.topic, ...fact.keywords], fact.answer)),
        answer: fact.answer,
        minMatches: 1,
        ...(fact.topic === BACKGROUND_TOPIC ? { isBackground: true } : { related: relatedProfile(fact) }),
      }),
    ),
    ...brief.hiddenFacts.map(
      (fact): Topic => ({ kind: 'hidden', name: topicPhrase(fact.topic), ...withWaysOfAsking([fact.topic, ...fact.keywords], fact.answer), answer: fact.answer, unlock: fact.unlock, minMatches: 1, related: relatedProfile(fact) }),
    ),
  ];
}

/** A fact's topic that says what the character's role covers. */
export const ROLE_TOPIC = /\b(?:role|job|position|responsibilit\w*|remit)\b/i;

// The same scenario's knowledge is built once and reused by every turn of its sessions (a small, bounded cache).
const knowledgeCache = new Map<number, { source: string; knowledge: Knowledge }>();
const KNOWLEDGE_CACHE_LIMIT = 64;

/** What a character knows, built once per brief, glossary and files. */
export function knowledgeOf(input: Pick<CharacterReplyInput, 'brief' | 'glossary' | 'facts'> & Partial<Pick<CharacterReplyInput, 'scenarioName'>>): Knowledge {
  const source = JSON.stringify([input.brief.facts, input.brief.hiddenFacts, input.glossary, input.facts, briefTextOf(input.brief, input.scenarioName)]);
  const key = stableHash(source);
  const cached = knowledgeCache.get(key);
  if (cached?.source === source) return cached.knowledge;
  if (knowledgeCache.size >= KNOWLEDGE_CACHE_LIMIT) knowledgeCache.delete(knowledgeCache.keys().next().value!);
  const knowledge = buildKnowledge(input);
  knowledgeCache.set(key, { source, knowledge });
  return knowledge;
}

export function buildKnowledge(input: Pick<CharacterReplyInput, 'brief' | 'glossary' | 'facts'> & Partial<Pick<CharacterReplyInput, 'scenarioName'>>): Knowledge {
  const topics: Topic[] = [
    ...factTopics(input.brief),
    ...input.glossary.filter((entry) => entry.term.trim().length > 1).map((entry): Topic => ({ kind: 'term', name: entry.term.trim(), keywords: [entry.term.trim()], answer: entry.definition, minMatches: 1 })),
    ...input.facts.map(fileTopic).filter((topic): topic is Topic => topic !== null),
  ];
  const byKeyword = new Map<string, Topic[]>();
  for (const topic of topics) {
    for (const keyword of topic.keywords) {
      const key = keyword.toLowerCase();
      const list = byKeyword.get(key) ?? [];
      if (!list.includes(topic)) list.push(topic);
      byKeyword.set(key, list);
    }
  }
  const stemTopics = new Map<string, number>();
  for (const topic of topics) for (const stem of topic.related?.stems ?? []) stemTopics.set(stem, (stemTopics.get(stem) ?? 0) + 1);
  const roleLemmas = new Set(readWords(input.brief.identity.occupation).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma));
  return { topics, keywords: [...byKeyword.keys()], byKeyword, stemTopics, briefText: briefTextOf(input.brief, input.scenarioName), roleLemmas, sides: sidesOf(input.brief) };
}

/** The brief's sides, with the doings the character asks leave for ("Ship the 80 now" grants one, offer-reading.ts). */
function sidesOf(brief: CharacterBrief): ScenarioSides {
  const sides = briefSides(brief);
  const leaveAsked = new Set(brief.outcome.requires.flatMap((requirement) => leaveAskedVerb(requirement.label) ?? []));
  return leaveAsked.size > 0 ? { ...sides, leaveAsked } : sides;
}

/** What the brief says about the matter, with the scenario's title ("Wedding cake delivered late": the delivery is the matter too). */
function briefTextOf(brief: CharacterBrief, scenarioName = ''): string[] {
  return [
    scenarioName,
    brief.situation,
    brief.openingLine,
    `${brief.identity.occupation} ${brief.identity.organisation} ${brief.identity.location}`,
    ...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedBy, objection.keywords.join(', ')]),
    ...brief.outcome.requires.map((requirement) => requirement.label),
  ];
}

const KIND_ORDER: Record<TopicKind, number> = { hidden: 0, fact: 1, term: 2, file: 3 };

/**
 * The topics a text is about, best first: the brief's own topics before glossary terms and file sentences, and
 * among those the one whose keywords the text mentions most. A file sentence counts only when no brief fact matched.
 */
export function topicsIn(text: string, knowledge: Knowledge): Topic[] {
  return scoredTopicsIn(text, knowledge).map(({ topic }) => topic);
}

/**
 * The same, with each topic's score: the words of the keywords the text mentions ("head of nursing" weighs three,
 * "nurses" one), so the topic a line is most about comes first. `thingsOnly` counts only keywords that name a thing,
 * not the ways of asking a written brief adds ("how much", "when").
 */
export function scoredTopicsIn(text: string, knowledge: Knowledge, thingsOnly = false, withoutKindWords = false): { topic: Topic; score: number }[] {
  const matches = new Map<Topic, { count: number; score: number }>();
  for (const keyword of mentionedKeywords(text, knowledge.keywords)) {
    if (thingsOnly && !namesAThing(keyword)) continue;
    if (withoutKindWords && KIND_KEYWORDS.has(bare(keyword))) continue;
    // "When" the answer's date adds asks for it only as the question's own word: "What was wrong with it when you
    // picked it up?" asks what.
    const isWhenOfAClause = bare(keyword) === 'when' && !WHEN_ASKED.test(text);
    const weight = keyword.split(/\s+/).length;
    for (const topic of knowledge.byKeyword.get(keyword) ?? []) {
      if (isWhenOfAClause && topic.askedByAnswer?.has('when')) continue;
      const match = matches.get(topic) ?? { count: 0, score: 0 };
      matches.set(topic, { count: match.count + 1, score: match.score + weight });
    }
  }
  const found = [...matches].filter(([topic, match]) => match.count >= topic.minMatches);
  const hasBriefTopic = found.some(([topic]) => topic.kind === 'fact' || topic.kind === 'hidden');
  return found
    .filter(([topic]) => !(hasBriefTopic && topic.kind === 'file'))
    .sort((a, b) => b[1].score - a[1].score || KIND_ORDER[a[0].kind] - KIND_ORDER[b[0].kind] || knowledge.topics.indexOf(a[0]) - knowledge.topics.indexOf(b[0]))
    .map(([topic, match]) => ({ topic, score: match.score }));
}

/**
 * The keywords of two or more words naming a thing that a text says word for word ("money back", "client meeting"),
 * each with the topics it names: a phrase said literally names its fact more surely than single words shared by meaning.
 */
export function phrasesNamedIn(text: string, knowledge: Knowledge): { keyword: string; topics: readonly Topic[] }[] {
  return mentionedKeywords(text, knowledge.keywords)
    .filter((keyword) => namesAThing(keyword) && bare(keyword).split(/\s+/).length >= 2)
    .map((keyword) => ({ keyword, topics: knowledge.byKeyword.get(keyword) ?? [] }));
}

/**
 * The brief's facts a question relates to without naming their keywords, best first: "When did you buy it?" and
 * the fact that says "I bought it five weeks ago". Only for questions: a remark is not read this loosely.
 */
export function relatedTopicsIn(question: string, knowledge: Knowledge): { topic: Topic; score: number }[] {
  const asked = { ideas: ideasOf(question), askedIdeas: askedIdeasOf(question), stems: comparableStems(question) };
  if (asked.ideas.size === 0 && asked.stems.size === 0) return [];
  const least = isSpecific(asked) ? RELATED_MIN_SCORE : BROAD_MIN_SCORE;
  return knowledge.topics
    .flatMap((topic) => (topic.related ? [{ topic, score: relatedScore(asked, topic.related, knowledge.stemTopics) }] : []))
    .filter(({ score }) => score >= least)
    .sort((a, b) => b.score - a.score || knowledge.topics.indexOf(a.topic) - knowledge.topics.indexOf(b.topic));
}
