// One scenario's part of the evaluation: its brief and glossary, the scripted conversations held through the routes
// (strong, pushy, the fact questions, a Vibes Check exchange, and a sample's natural set), and the figures measured on
// what came back.
import type { CharacterBrief } from '../../shared/contracts/character-brief.ts';
import { characterProfileOf } from '../../shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '../../shared/contracts/scenarios-constants.ts';
import { parseGlossaryTerms, type GlossaryTerm } from '../../shared/glossary-terms.ts';
import { briefFromProse } from '../ai/offline/character/brief-from-prose.ts';
import type { Db } from '../db/client.ts';
import { SAMPLE_BRIEFS } from '../features/scenarios/sample-briefs.ts';
import { holdOpenSession, holdSession, readReport, vibesCheck, type EvalClient, type HeldSession, type ReadReport } from './eval-client.ts';
import { findStoredScenario } from './eval.repository.ts';
import { factQuestions, pushyLearner, strongLearner, type FactQuestion } from './learners.ts';
import { contentStems } from '../ai/language/text.ts';
import { NATURAL_CASES, type NaturalCase } from './natural-cases.ts';
import { measureNatural, playNatural, type NaturalFigures, type PlayedNatural } from './play-natural.ts';
import { givesFact, leaksIn, praiseOfCounterExamples, praiseQuotes, repeatedSentences, saysAgreement, sharedRuns } from './metrics.ts';
import { isFalseMemory, leakReasons, saysDontKnow, trySayingFaults, uncoveredCitations, type LeakContext } from './created/checks.ts';
import { UncoveredSchema } from '../../shared/contracts/reports.ts';
import { z } from 'zod';
import type { CheckedReport } from './checks/citation.ts';
import { transcriptChecksOf, type TranscriptChecks } from './checks/transcript-checks.ts';

/** Where a scenario's brief came from: the samples' hand-written briefs, the scenario's stored one, or its prose fields. */
export type BriefSource = 'sample brief' | 'stored brief' | 'read from prose';

export interface ScenarioPlan {
  id: string;
  name: string;
  brief: CharacterBrief;
  briefSource: BriefSource;
  glossary: GlossaryTerm[];
  /** The learner's goal, which the character must never say ('' when the scenario has none). */
  goal: string;
  /** The held-out natural set; samples only. */
  natural: NaturalCase | null;
}

export interface RunFigures {
  turns: number;
  outcomeReached: boolean;
  score: number | null;
}

export interface ScenarioFigures {
  id: string;
  name: string;
  briefSource: BriefSource;
  questions: { asked: number; answered: number; missed: string[] };
  glossary: { asked: number; answered: number };
  repeatedSentences: string[];
  sharedRuns: string[];
  leaks: string[];
  strong: RunFigures;
  pushy: RunFigures;
  /** Strong score minus pushy score; null when either was not graded. */
  gradingLead: number | null;
  /** Praise quotes in the two reports that cite a counter-example line. */
  praisedCounterExamples: string[];
  /** The natural set's figures; null for a scenario without one (every scenario but the samples). */
  natural: NaturalFigures | null;
  /** The created set's checks (created/checks.ts) on this scenario's replies and reports; absent from older runs. */
  createdChecks?: ScenarioChecks;
  /** Fake memory, negation and citation checks over the conversations held and their reports; absent from older runs. */
  checks?: TranscriptChecks;
}

export interface ScenarioChecks {
  /** "reason — reply" for each reply (each said once) that leaks by the created set's stricter check. */
  leaks: string[];
  falseMemories: string[];
  /** Replies to the brief's own questions that say the character does not know. */
  dontKnows: string[];
  trySaying: { total: number; broken: string[] };
  /** "What you uncovered" items of the two reports, and those citing the line that drew the fact. */
  uncovered?: { total: number; citing: number; wrong: string[] };
  /** The character's name, and every line it said, for the stock sentences shared across characters. */
  character?: string;
  characterLines: string[];
}

const UncoveredFactsSchema = z.object({ facts: z.array(UncoveredSchema.shape.facts.element) });

/** What the evaluation plays a scenario from: the sample brief when there is one, else the stored brief, else the prose. */
export async function planScenario(db: Db, id: string): Promise<ScenarioPlan> {
  const stored = await findStoredScenario(db, id);
  if (!stored) throw new Error(`No scenario ${id}.`);
  const glossary = parseGlossaryTerms(stored.glossaryContent);
  const sample = SAMPLE_BRIEFS[id];
  if (sample) return { id, name: stored.name, brief: sample.character, briefSource: 'sample brief', glossary, goal: sample.learner.goal, natural: NATURAL_CASES[id] ?? null };
  if (stored.brief) return { id, name: stored.name, brief: stored.brief.character, briefSource: 'stored brief', glossary, goal: stored.brief.learner.goal, natural: null };
  const description = parseScenarioDescription(JSON.stringify(stored.description));
  const text = (value: string | undefined) => value?.trim() ?? '';
  const profile = characterProfileOf(description);
  return { id, name: stored.name, brief: briefFromProse(profile, text(description.scenarioDetails?.Overview)), briefSource: 'read from prose', glossary, goal: '', natural: null };
}

interface Played {
  strong: HeldSession;
  pushy: HeldSession;
  facts: HeldSession;
  questions: FactQuestion[];
  vibesReplies: string[];
  strongReport: ReadReport | null;
  pushyReport: ReadReport | null;
  pushyLines: string[];
  natural: PlayedNatural | null;
}

/** A Vibes Check exchange: the strong learner's first two lines, each answered with the conversation so far. */
async function vibesExchange(client: EvalClient, plan: ScenarioPlan, lines: readonly string[]): Promise<string[]> {
  const messages: { role: 'learner' | 'character'; content: string }[] = [];
  for (const line of lines.slice(0, 2)) {
    messages.push({ role: 'learner', content: line });
    messages.push({ role: 'character', content: await vibesCheck(client, plan.id, messages) });
  }
  return messages.filter((message) => message.role === 'character').map((message) => message.content);
}

/** Holds every scripted conversation of the scenario, one after another, and reads the two graded reports. */
export async function playScenario(client: EvalClient, plan: ScenarioPlan): Promise<Played> {
  const strongLines = strongLearner(plan.brief);
  const pushyLines = pushyLearner(plan.brief);
  const questions = factQuestions(plan.brief, plan.glossary);
  const strong = await holdSession(client, plan.id, strongLines);
  const pushy = await holdSession(client, plan.id, pushyLines);
  const facts = await holdOpenSession(client, plan.id, questions.map((question) => question.question));
  const vibesReplies = await vibesExchange(client, plan, strongLines);
  const natural = plan.natural ? await playNatural(client, plan.id, plan.natural) : null;
  const [strongReport, pushyReport] = await Promise.all([readReport(client, strong), readReport(client, pushy)]);
  return { strong, pushy, facts, questions, vibesReplies, strongReport, pushyReport, pushyLines, natural };
}

function characterLines(session: HeldSession): string[] {
  return session.messages.filter((message) => message.role === 'character').map((message) => message.content);
}

/** Each learner line's reply (the character line after it), in order; '' when none came. */
function repliesToLearner(session: HeldSession): string[] {
  return session.messages.flatMap((message, index) => (message.role === 'learner' ? [session.messages[index + 1]?.role === 'character' ? session.messages[index + 1]!.content : ''] : []));
}

function glossaryAnswered(reply: string, term: GlossaryTerm): boolean {
  const keys = [...contentStems(term.definition)];
  const said = contentStems(reply);
  return keys.length > 0 && keys.filter((stem) => said.has(stem)).length * 2 >= keys.length;
}

function measureQuestions(played: Played): Pick<ScenarioFigures, 'questions' | 'glossary'> {
  const replies = repliesToLearner(played.facts);
  const facts = played.questions.map((question, index) => ({ question, reply: replies[index] ?? '' }));
  const briefQuestions = facts.filter(({ question }) => question.fact);
  const glossaryQuestions = facts.filter(({ question }) => question.term);
  const missed = briefQuestions.filter(({ question, reply }) => !givesFact(reply, question.fact!)).map(({ question }) => question.fact!.topic);
  return {
    questions: { asked: briefQuestions.length, answered: briefQuestions.length - missed.length, missed },
    glossary: { asked: glossaryQuestions.length, answered: glossaryQuestions.filter(({ question, reply }) => glossaryAnswered(reply, question.term!)).length },
  };
}

function runFigures(session: HeldSession, report: ReadReport | null, plan: ScenarioPlan): RunFigures {
  const outcomeReached = report?.uncovered?.outcomeReached ?? saysAgreement(characterLines(session), plan.brief.outcome);
  return { turns: session.turnsTaken, outcomeReached, score: report?.overall_score ?? null };
}

/** The leak check's view of a scenario: its character's name and pronoun, the situation, its personality phrases, the goal. */
function leakContextOf(plan: ScenarioPlan): LeakContext {
  const { identity } = plan.brief;
  const phrases = [identity.personality, identity.tone, identity.speakingStyle].flatMap((text) => text.split(/[;,]/)).map((phrase) => phrase.trim());
  return {
    name: identity.name,
    pronoun: /^f/i.test(identity.gender) ? 'she' : 'he',
    sources: [plan.brief.situation],
    labels: phrases.filter((phrase) => phrase.split(/\s+/).length >= 2),
    goal: plan.goal,
  };
}

/** The created set's checks on a scenario's conversations and its two reports. */
function checksOf(plan: ScenarioPlan, played: Played, conversations: readonly string[][]): ScenarioChecks {
  const context = leakContextOf(plan);
  const replies = [...new Set(conversations.flat())];
  const falseMemories = [played.strong, played.pushy, played.facts].flatMap((session) =>
    session.messages.flatMap((message, index) => {
      if (message.role !== 'character' || index === 0) return [];
      const earlier = session.messages.slice(0, index).filter((line) => line.role === 'character').map((line) => line.content);
      return isFalseMemory(message.content, earlier) ? [message.content] : [];
    }),
  );
  const factReplies = repliesToLearner(played.facts);
  const dontKnows = played.questions.flatMap((question, index) => (question.fact && factReplies[index] && saysDontKnow(factReplies[index]) ? [`${question.question} → ${factReplies[index]}`] : []));
  const reports = [
    { report: played.strongReport, session: played.strong },
    { report: played.pushyReport, session: played.pushy },
  ];
  const trySaying = reports.flatMap(({ report, session }) =>
    (report?.criteria ?? []).flatMap((criterion) => (criterion.better_line ? [criterion.better_line] : [])).map((line) => ({
      line,
      faults: trySayingFaults(line, { characterName: plan.brief.identity.name, learnerRole: '', characterLines: characterLines(session) }),
    })),
  );
  const uncovered = uncoveredCitations(
    reports.map(({ report, session }) => {
      const parsed = UncoveredFactsSchema.safeParse(report?.uncovered);
      const messages = session.messages.flatMap((message) => (message.id ? [{ id: message.id, role: message.role, content: message.content }] : []));
      return { facts: parsed.success ? parsed.data.facts : [], messages };
    }),
  );
  return {
    uncovered,
    character: plan.brief.identity.name,
    leaks: replies.flatMap((reply) => {
      const reasons = leakReasons(reply, context);
      return reasons.length > 0 ? [`${reasons.join('; ')} — ${reply}`] : [];
    }),
    falseMemories,
    dontKnows,
    trySaying: { total: trySaying.length, broken: trySaying.filter((entry) => entry.faults.length > 0).map((entry) => `${entry.faults.join('; ')} — ${entry.line}`) },
    characterLines: conversations.flat(),
  };
}

/** The scenario's figures from its played conversations. */
export function measureScenario(plan: ScenarioPlan, played: Played): ScenarioFigures {
  const conversations = [characterLines(played.strong), characterLines(played.pushy), characterLines(played.facts), played.vibesReplies];
  const strong = runFigures(played.strong, played.strongReport, plan);
  const pushy = runFigures(played.pushy, played.pushyReport, plan);
  const praise = [played.strongReport, played.pushyReport].flatMap((report) => (report ? praiseQuotes(report.criteria) : []));
  return {
    id: plan.id,
    name: plan.name,
    briefSource: plan.briefSource,
    ...measureQuestions(played),
    repeatedSentences: conversations.flatMap((replies) => repeatedSentences(replies)),
    sharedRuns: conversations.flatMap((replies) => sharedRuns(replies)),
    leaks: conversations.flat().flatMap((reply) => leaksIn(reply, plan.brief.identity.name)),
    strong,
    pushy,
    gradingLead: strong.score !== null && pushy.score !== null ? strong.score - pushy.score : null,
    praisedCounterExamples: praiseOfCounterExamples(praise, played.pushyLines),
    natural: plan.natural && played.natural ? measureNatural(plan.brief, plan.natural, played.natural) : null,
    createdChecks: checksOf(plan, played, conversations),
    checks: transcriptChecksOf(plan.brief, [
      { messages: played.strong.messages, report: played.strongReport as CheckedReport | null },
      { messages: played.pushy.messages, report: played.pushyReport as CheckedReport | null },
      { messages: played.facts.messages, report: null },
      ...(played.natural ? [played.natural.strong, played.natural.poor].map((conversation) => ({ messages: conversation.messages, report: null })) : []),
    ]),
  };
}
