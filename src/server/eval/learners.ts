// The evaluation's scripted learners, written from a scenario's character brief: a strong one that asks, listens,
// summarises, resolves every objection and proposes the outcome; a pushy one that presses and never resolves; and a
// plain pass of one question per fact topic and glossary term. Edit the lines here to change what every run says.
import type { BriefFact, CharacterBrief } from '../../shared/contracts/character-brief.ts';
import type { GlossaryTerm } from '../../shared/glossary-terms.ts';
import { mentionedKeywords } from '../ai/language/text.ts';
import { linesNaming } from './metrics.ts';
import { joinList } from '../../shared/text.ts';

/** Both scripted conversations stay within this many learner turns. */
export const MAX_SCRIPTED_TURNS = 12;

export interface FactQuestion {
  question: string;
  /** The brief's fact it asks for; null for a glossary term. */
  fact: BriefFact | null;
  term: GlossaryTerm | null;
}

const QUESTION_FORMS: readonly ((keyword: string) => string)[] = [
  (keyword) => `What can you tell me about the ${keyword}?`,
  (keyword) => `How do things stand with the ${keyword}?`,
  (keyword) => `Could you walk me through the ${keyword}?`,
  (keyword) => `What should I know about the ${keyword}?`,
];

// A keyword that already opens with an article or a pronoun, or names something ("WM-48213"), takes no "the".
function withoutDoubleArticle(line: string): string {
  return line.replace(/\bthe (the|a|an|your|my|our|their|his|her) /gi, '$1 ');
}

function askAbout(subject: string, index: number): string {
  return withoutDoubleArticle(QUESTION_FORMS[index % QUESTION_FORMS.length]!(subject));
}

// A topic that reads as a thing the learner can ask about: no pronoun or question word ("what he wants", "his work").
const NOT_A_THING = /\b(?:he|she|him|her|his|hers|they|them|their|what|who|how|why|when|where)\b/i;

/** What a question on the fact names: its topic when that is a plain noun phrase naming a keyword, else its first keyword. */
export function factSubject(fact: Pick<BriefFact, 'topic' | 'keywords'>): string {
  const topic = fact.topic.trim().replace(/^the\s+/i, '');
  if (!NOT_A_THING.test(topic) && mentionedKeywords(topic, fact.keywords).length > 0) return topic;
  return fact.keywords[0] ?? topic;
}

function firstName(brief: CharacterBrief): string {
  return brief.identity.name.trim().split(/\s+/)[0] ?? brief.identity.name;
}

/** One question per fact topic (on its first keyword), then one per glossary term. */
export function factQuestions(brief: CharacterBrief, glossary: readonly GlossaryTerm[]): FactQuestion[] {
  const facts = brief.facts.map((fact, index) => ({ question: askAbout(factSubject(fact), index), fact, term: null }));
  const terms = glossary.map((term) => ({ question: `What does ${term.term} mean for you here?`, fact: null, term }));
  return [...facts, ...terms];
}

/** Splits items into at most `groups` runs of near-equal length, in order. */
function chunk<T>(items: readonly T[], groups: number): T[][] {
  const size = Math.max(1, Math.ceil(items.length / Math.max(1, groups)));
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function questionsLine(facts: readonly BriefFact[], offset: number): string {
  return facts.map((fact, index) => askAbout(factSubject(fact), offset + index)).join(' ');
}

function summaryLine(brief: CharacterBrief): string {
  const topics = brief.facts.slice(0, 4).map((fact) => withoutDoubleArticle(`the ${factSubject(fact)}`));
  return `So what I'm hearing is that ${joinList(topics)} all weigh on this, and you need it handled properly. Have I got that right?`;
}

/** Names the resolution as the brief's reader sees it, with one of its resolution words when that does not already. */
function objectionLine(objection: CharacterBrief['objections'][number]): string {
  const offer = objection.resolvedBy.trim().replace(/[.!?]+$/, '');
  const named = mentionedKeywords(offer, objection.resolveKeywords).length > 0;
  const extra = named ? '' : ` That means ${joinList(objection.resolveKeywords.slice(0, 2))}.`;
  return `I understand that concern, and it's a fair one. Here is what I can offer: ${offer}.${extra}`;
}

/** The outcome's agreement, naming one word of every requirement. */
function proposalLine(brief: CharacterBrief): string {
  const agreement = brief.outcome.agreement.trim().replace(/[.!?]+$/, '');
  const unnamed = brief.outcome.requires.filter((requirement) => mentionedKeywords(agreement, requirement.keywords).length === 0);
  const covering = unnamed.length > 0 ? `, including ${joinList(unnamed.map((requirement) => withoutDoubleArticle(`the ${requirement.keywords[0]!}`)))}` : '';
  return `So here is what I propose: ${agreement}${covering}. Does that work for you?`;
}

/**
 * The strong learner: greets by name, asks an open question on every fact topic (two to a turn when the topics
 * outnumber the turns), shows empathy, summarises back, resolves each objection with its resolution words and
 * proposes the outcome covering every requirement; at most {@link MAX_SCRIPTED_TURNS} turns.
 */
export function strongLearner(brief: CharacterBrief): string[] {
  const fixedTurns = 2 + brief.objections.length;
  const questionTurns = chunk(brief.facts, Math.max(1, MAX_SCRIPTED_TURNS - fixedTurns));
  const greeting = `Hello ${firstName(brief)}, thank you for making the time to talk with me today.`;
  const empathy = "That sounds really frustrating, and I'm sorry you've had to deal with it.";
  let offset = 0;
  const asks = questionTurns.map((facts, index) => {
    const line = questionsLine(facts, offset);
    offset += facts.length;
    if (index === 0) return `${greeting} ${line}`;
    return index === 1 ? `${empathy} ${line}` : line;
  });
  if (asks.length === 0) asks.push(greeting);
  const lines = [...asks, summaryLine(brief), ...brief.objections.map(objectionLine), proposalLine(brief)];
  return lines.slice(0, MAX_SCRIPTED_TURNS);
}

const PUSHY_LINES: readonly ((name: string) => string)[] = [
  (name) => `Look, ${name}, let's skip the small talk. Are you agreeing today or not?`,
  () => 'Yes or no: will you sign off on this right now?',
  () => "Frankly, that's a ridiculous thing to worry about.",
  () => "I don't have all day. Just say yes.",
  () => "You're being difficult for no reason, honestly.",
  () => 'Everyone else has already agreed, so why not you?',
  () => 'Is that really your final answer?',
  () => "I'm not going to keep asking. Do we have a deal?",
];

/**
 * The pushy learner: pressure, closed pushes and an insult or two, never a resolution; lines that would name one of
 * the brief's resolution or requirement words are left out.
 */
export function pushyLearner(brief: CharacterBrief): string[] {
  const forbidden = [...brief.objections.flatMap((objection) => objection.resolveKeywords), ...brief.outcome.requires.flatMap((requirement) => requirement.keywords)];
  const lines = PUSHY_LINES.map((line) => line(firstName(brief)));
  const naming = new Set(linesNaming(lines, forbidden));
  return lines.filter((line) => !naming.has(line)).slice(0, MAX_SCRIPTED_TURNS);
}
