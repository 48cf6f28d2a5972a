// A sample scenario's natural set (natural-cases.ts) played through the routes and measured: each question, unknown
// and act in a session of its own, right after the opening line; the strong and the poor conversation each in one
// session. The measures are natural.ts's and metrics.ts's; this file only plays the lines and counts.
import type { CharacterBrief } from '../../shared/contracts/character-brief.ts';
import { askInNewSession, holdOpenSession, type EvalClient } from './eval-client.ts';
import { NATURAL_ACT_KINDS, type NaturalActKind, type NaturalCase } from './natural-cases.ts';
import { actFaults, answersFromBrief, inventedDetails, isDontKnowReply, topicLabelsIn } from './natural.ts';
import { leaksIn, repeatedSentences, saysAgreement } from './metrics.ts';
import { sum } from './tally.ts';

export interface NaturalQuestionResult {
  line: string;
  topic: string;
  reply: string;
  isAnswered: boolean;
}

export interface NaturalUnknownResult {
  line: string;
  reply: string;
  /** Numbers, dates and names the reply states that neither the brief nor the question holds. */
  invented: string[];
  isDontKnow: boolean;
}

export interface NaturalActResult {
  kind: NaturalActKind;
  line: string;
  reply: string;
  /** Why the reply does not take part in the conversation; [] when it does. */
  faults: string[];
}

export interface NaturalConversationResult {
  /** Every line in order, the character's opening first. */
  messages: { role: string; content: string }[];
  turns: number;
  outcomeReached: boolean;
}

export interface NaturalFigures {
  questions: { asked: number; answered: number; results: NaturalQuestionResult[] };
  unknown: { asked: number; honest: number; results: NaturalUnknownResult[] };
  acts: { asked: number; answered: number; results: NaturalActResult[] };
  /** "label: reply" for each reply that says a topic label as prose. */
  topicLabels: string[];
  strong: NaturalConversationResult;
  poor: NaturalConversationResult;
  /** In the strong and the poor conversation. */
  repeatedSentences: string[];
  /** In every natural reply. */
  leaks: string[];
}

export interface PlayedNatural {
  questionReplies: string[];
  unknownReplies: string[];
  actReplies: string[];
  strong: { messages: { role: string; content: string }[]; turns: number };
  poor: { messages: { role: string; content: string }[]; turns: number };
}

/** Plays the set one session after another, as a person at the keyboard would. */
export async function playNatural(client: EvalClient, scenarioId: string, cases: NaturalCase): Promise<PlayedNatural> {
  const ask = async (lines: readonly string[]) => {
    const replies: string[] = [];
    for (const line of lines) replies.push(await askInNewSession(client, scenarioId, line));
    return replies;
  };
  const questionReplies = await ask(cases.questions.map((question) => question.line));
  const unknownReplies = await ask(cases.unknown.map((question) => question.line));
  const actReplies = await ask(cases.acts.map((act) => act.line));
  const strong = await holdOpenSession(client, scenarioId, cases.strong);
  const poor = await holdOpenSession(client, scenarioId, cases.poor);
  return {
    questionReplies,
    unknownReplies,
    actReplies,
    strong: { messages: strong.messages, turns: strong.turnsTaken },
    poor: { messages: poor.messages, turns: poor.turnsTaken },
  };
}

function characterLines(messages: readonly { role: string; content: string }[]): string[] {
  return messages.filter((message) => message.role === 'character').map((message) => message.content);
}

/** The set's figures from what came back: a pure function of the brief, the set and the replies. */
export function measureNatural(brief: CharacterBrief, cases: NaturalCase, played: PlayedNatural): NaturalFigures {
  const questions = cases.questions.map((question, index) => {
    const reply = played.questionReplies[index] ?? '';
    return { line: question.line, topic: question.topic, reply, isAnswered: answersFromBrief(reply, brief, question.topic) };
  });
  const unknown = cases.unknown.map((question, index) => {
    const reply = played.unknownReplies[index] ?? '';
    return { line: question.line, reply, invented: reply ? inventedDetails(reply, brief, question.line) : ['no reply'], isDontKnow: isDontKnowReply(reply) };
  });
  const acts = cases.acts.map((act, index) => {
    const reply = played.actReplies[index] ?? '';
    return { kind: act.kind, line: act.line, reply, faults: actFaults(act.kind, reply, brief) };
  });
  const conversation = (held: PlayedNatural['strong']): NaturalConversationResult => ({
    messages: held.messages,
    turns: held.turns,
    outcomeReached: saysAgreement(characterLines(held.messages), brief.outcome),
  });
  // The openings are the brief's own line, said at the start of every session: counted once, in the conversations.
  const conversationReplies = [...characterLines(played.strong.messages), ...characterLines(played.poor.messages).slice(1)];
  const replies = [...questions.map((entry) => entry.reply), ...unknown.map((entry) => entry.reply), ...acts.map((entry) => entry.reply), ...conversationReplies];
  return {
    questions: { asked: questions.length, answered: questions.filter((entry) => entry.isAnswered).length, results: questions },
    unknown: { asked: unknown.length, honest: unknown.filter((entry) => entry.invented.length === 0).length, results: unknown },
    acts: { asked: acts.length, answered: acts.filter((entry) => entry.faults.length === 0).length, results: acts },
    topicLabels: replies.flatMap((reply) => topicLabelsIn(reply, brief).map((label) => `${label}: ${reply}`)),
    strong: conversation(played.strong),
    poor: conversation(played.poor),
    repeatedSentences: [played.strong.messages, played.poor.messages].flatMap((messages) => repeatedSentences(characterLines(messages))),
    leaks: replies.flatMap((reply) => leaksIn(reply, brief.identity.name)),
  };
}

export interface NaturalTotals {
  /** Scenarios that have a natural set. */
  scenarios: number;
  questionsAsked: number;
  questionsAnswered: number;
  unknownAsked: number;
  unknownHonest: number;
  /** Unknowns answered with an "I don't know" kind of reply (the rest answered something else of the brief). */
  unknownDontKnow: number;
  actsAsked: number;
  actsAnswered: number;
  /** Acts answered and asked, by kind. */
  actsByKind: Record<NaturalActKind, { asked: number; answered: number }>;
  topicLabels: number;
  repeatedSentences: number;
  leaks: number;
  strongReached: number;
  poorReached: number;
}

/** The natural figures of every scenario that has a set, added up. */
export function naturalTotalsOf(sets: readonly NaturalFigures[]): NaturalTotals {
  const acts = sets.flatMap((set) => set.acts.results);
  const actsByKind = Object.fromEntries(
    NATURAL_ACT_KINDS.map((kind) => {
      const ofKind = acts.filter((act) => act.kind === kind);
      return [kind, { asked: ofKind.length, answered: ofKind.filter((act) => act.faults.length === 0).length }];
    }),
  ) as NaturalTotals['actsByKind'];
  return {
    scenarios: sets.length,
    questionsAsked: sum(sets, (set) => set.questions.asked),
    questionsAnswered: sum(sets, (set) => set.questions.answered),
    unknownAsked: sum(sets, (set) => set.unknown.asked),
    unknownHonest: sum(sets, (set) => set.unknown.honest),
    unknownDontKnow: sum(sets, (set) => set.unknown.results.filter((entry) => entry.isDontKnow).length),
    actsAsked: sum(sets, (set) => set.acts.asked),
    actsAnswered: sum(sets, (set) => set.acts.answered),
    actsByKind,
    topicLabels: sum(sets, (set) => set.topicLabels.length),
    repeatedSentences: sum(sets, (set) => set.repeatedSentences.length),
    leaks: sum(sets, (set) => set.leaks.length),
    strongReached: sets.filter((set) => set.strong.outcomeReached).length,
    poorReached: sets.filter((set) => set.poor.outcomeReached).length,
  };
}
