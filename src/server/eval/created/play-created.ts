// The created set played as a person would: each case's scenario created through the real Quick or Advanced routes
// (an advanced one's persona and rubric created from their prompts first), then three text sessions held through
// the session routes (the case's own lines, a strong learner and a weak one) and their reports read. The figures are
// counted by measureCreated from what came back, with the pure checks of checks.ts.
import { z } from 'zod';
import type { CharacterBrief } from '../../../shared/contracts/character-brief.ts';
import { PersonaJobResultSchema } from '../../../shared/contracts/personas.ts';
import { ReportSchema, type Report } from '../../../shared/contracts/reports.ts';
import { RubricJobResultSchema } from '../../../shared/contracts/rubrics.ts';
import { ScenarioJobResultSchema } from '../../../shared/contracts/scenarios.ts';
import type { Db } from '../../db/client.ts';
import { holdSession, runJob, waitForJob, type EvalClient, type HeldSession } from '../eval-client.ts';
import { findStoredScenario } from '../eval.repository.ts';
import { repeatedSentences } from '../metrics.ts';
import { saysLine } from '../../ai/offline/character/state.ts';
import type { CheckedReport } from '../checks/citation.ts';
import { transcriptChecksOf, type TranscriptChecks } from '../checks/transcript-checks.ts';
import type { CreatedCase } from './created-case.ts';
import {
  criticismsOfShownBehaviour,
  praiseOfUnshownBehaviour,
  givesExpected,
  hasWords,
  isFalseMemory,
  leakReasons,
  offTopicFaults,
  praiseOfCounterExamples,
  saysDontKnow,
  stockSentences,
  trySayingFaults,
  uncoveredCitations,
  type LeakContext,
  type ShownBehaviour,
  type TranscriptMessage,
} from './checks.ts';
import { sum } from '../tally.ts';

/** Asked first in the case's own conversation: who the character says they are. */
export const IDENTITY_LINE = 'Sorry, before we start, could you tell me your name and what you do?';

/** The weak learner's lines after the case's negated line and off-topic line: refusing, pushing, rude. */
export const WEAK_LINES = [
  "Look, that's just how it is and there's nothing I can do about it.",
  "I need you to decide right now, I haven't got all day.",
  'Honestly, this is a waste of my time.',
] as const;

/** The strong learner: greets by name, acknowledges, asks the case's questions, offers, agrees a dated next step. */
export function strongLines(testCase: CreatedCase): { line: string; shows: ShownBehaviour }[] {
  const first = testCase.character.name.split(/\s+/).find((part) => !/^(?:Dr|Mr|Mrs|Ms|Miss)\.?$/.test(part)) ?? testCase.character.name;
  return [
    { line: `Hello ${first}, thank you for taking the time to talk this through with me.`, shows: 'greeting' },
    { line: "I'm sorry about how this has gone so far; I can see why it has been frustrating for you.", shows: 'apology' },
    ...testCase.facts.map((fact) => ({ line: fact.line, shows: 'questioning' as const })),
    { line: testCase.proposal, shows: 'offer' },
    { line: "I'll confirm all of that in writing by Friday and call you on Monday to check it's done. Does that work for you?", shows: 'nextStep' },
  ];
}

export function weakLines(testCase: CreatedCase): string[] {
  return [testCase.negated.line, testCase.offTopic, ...WEAK_LINES];
}

/** The case's own conversation: who they are, the fact questions, the off-topic line, the line referring back, the negated line. */
export function ownLines(testCase: CreatedCase): string[] {
  return [IDENTITY_LINE, ...testCase.facts.map((fact) => fact.line), testCase.offTopic, testCase.referBack.line, testCase.negated.line];
}

export interface PlayedConversation {
  messages: TranscriptMessage[];
  report: Report | null;
}

export interface PlayedCase {
  testCase: CreatedCase;
  /** Why creation failed; then nothing was played. */
  failedReason: string | null;
  /** The character as creation stored it: the scenario's description and its brief. */
  identity: { described: { name: string; occupation: string }; brief: { name: string; occupation: string } } | null;
  /** The character's brief as creation stored it, for the transcript checks; null when there is none. */
  brief: CharacterBrief | null;
  own: PlayedConversation | null;
  strong: PlayedConversation | null;
  weak: PlayedConversation | null;
}

const MessagesWithIdsSchema = z.object({ messages: z.array(z.object({ id: z.string(), role: z.string(), content: z.string() })) });
const DescribedSchema = z.object({ charactersName: z.string().optional(), charactersOccupation: z.string().optional() }).passthrough();

async function created(client: EvalClient, testCase: CreatedCase): Promise<{ id: string; description: string } | string> {
  const { creation } = testCase;
  if (creation.mode === 'Quick') {
    const status = await runJob(client, '/quick-roleplay/create', '/quick-roleplay/job-status-create', {
      scenario_title: creation.title,
      ai_role: creation.aiRole,
      my_role: creation.myRole,
      scenario_description: creation.description,
      file_ids: [],
    });
    return status.jobStatus === 'Completed' ? ScenarioJobResultSchema.parse(status.result).data : `quick creation failed: ${status.failedReason ?? 'no reason'}`;
  }
  const persona = await runJob(client, '/persona/create', '/persona/job-status-create', { name: creation.persona.name, persona_prompt: creation.persona.prompt, file_ids: [] });
  if (persona.jobStatus !== 'Completed') return `the persona failed: ${persona.failedReason ?? 'no reason'}`;
  const rubric = await runJob(client, '/rubrics/create', '/rubrics/job-status-create', { name: creation.rubric.name, description: creation.rubric.description, file_ids: [] });
  if (rubric.jobStatus !== 'Completed') return `the rubric failed: ${rubric.failedReason ?? 'no reason'}`;
  const status = await runJob(client, '/advance-roleplay/create', '/advance-roleplay/job-status-create', {
    scenario_title: creation.title,
    persona_id: PersonaJobResultSchema.parse(persona.result).data.id,
    rubric_id: RubricJobResultSchema.parse(rubric.result).assessment.id,
    scenario_description: creation.description,
    file_ids: [],
  });
  return status.jobStatus === 'Completed' ? ScenarioJobResultSchema.parse(status.result).data : `advanced creation failed: ${status.failedReason ?? 'no reason'}`;
}

async function readConversation(client: EvalClient, session: HeldSession): Promise<PlayedConversation> {
  // The lines as the session read them once it had ended: grading leaves them as they are.
  const messages = MessagesWithIdsSchema.parse({ messages: session.messages }).messages;
  if (!session.gradingJobId) return { messages, report: null };
  const status = await waitForJob(client, `/conversations/job-status-grade/${session.gradingJobId}`);
  if (status.jobStatus !== 'Completed') return { messages, report: null };
  const report = await client.call('GET', `/conversations/${session.id}/report`);
  return { messages, report: report.statusCode === 200 ? ReportSchema.parse(report.json()) : null };
}

/** Creates the case's scenario as a person would, and holds its three conversations. */
export async function playCreated(client: EvalClient, db: Db, testCase: CreatedCase): Promise<PlayedCase> {
  const scenario = await created(client, testCase);
  if (typeof scenario === 'string') return { testCase, failedReason: scenario, identity: null, brief: null, own: null, strong: null, weak: null };
  const stored = await findStoredScenario(db, scenario.id);
  const described = DescribedSchema.parse(JSON.parse(scenario.description));
  const briefIdentity = stored?.brief?.character.identity;
  const identity = {
    described: { name: described.charactersName ?? '', occupation: described.charactersOccupation ?? '' },
    brief: { name: briefIdentity?.name ?? '', occupation: briefIdentity?.occupation ?? '' },
  };
  const own = await holdSession(client, scenario.id, ownLines(testCase));
  const strong = await holdSession(client, scenario.id, strongLines(testCase).map((entry) => entry.line));
  const weak = await holdSession(client, scenario.id, weakLines(testCase));
  const [ownRead, strongRead, weakRead] = await Promise.all([readConversation(client, own), readConversation(client, strong), readConversation(client, weak)]);
  return { testCase, failedReason: null, identity, brief: stored?.brief?.character ?? null, own: ownRead, strong: strongRead, weak: weakRead };
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

export interface CreatedCaseFigures {
  id: string;
  field: string;
  mode: 'Quick' | 'Advanced';
  failedReason: string | null;
  facts: { line: string; reply: string; isAnswered: boolean }[];
  /** "reason — reply" for each reply (each said once) that leaks. */
  leaks: string[];
  nameJob: { isAsStated: boolean; said: string };
  falseMemories: string[];
  dontKnows: string[];
  repeatedSentences: string[];
  offTopic: { reply: string; faults: string[] } | null;
  praisedCounterExamples: string[];
  criticisedShownBehaviour: string[];
  /** Lines the strong learner's report praises that show none of what the criterion asks (praiseOfUnshownBehaviour). */
  praisedUnshownBehaviour: string[];
  uncovered: { total: number; citing: number; wrong: string[] };
  trySaying: { total: number; broken: string[] };
  /** Every character line of the case's conversations, for the stock-sentence count across characters. */
  characterLines: string[];
  /** The fake-memory, negation and citation checks (checks/) over the case's conversations and reports; null without a brief. */
  checks?: TranscriptChecks | null;
  /** How the strong and the weak learner fared: whether the character agreed with the strong one, and both reports. */
  outcome: StrongWeakOutcome;
}

export interface StrongWeakOutcome {
  /** The character said its brief's agreement line to the strong learner. */
  strongAgreed: boolean;
  strongPassed: boolean;
  /** The strong learner's overall score is above the weak learner's; false when either report is missing. */
  strongAboveWeak: boolean;
  /** "strong 73 (passed), weak 12" for the printout. */
  said: string;
}

export interface CreatedSetFigures {
  cases: number;
  failed: number;
  factsAsked: number;
  factsAnswered: number;
  leakyReplies: number;
  nameJobAsStated: number;
  falseMemories: number;
  dontKnows: number;
  repeatedSentences: number;
  stockSentences: string[];
  offTopicAsked: number;
  offTopicAnswered: number;
  praisedCounterExamples: number;
  criticisedShownBehaviour: number;
  praisedUnshownBehaviour: number;
  uncoveredItems: number;
  uncoveredCiting: number;
  trySayingLines: number;
  brokenTrySaying: number;
  strongAgreed: number;
  strongPassed: number;
  strongAboveWeak: number;
}

export interface CreatedSetResult {
  half: 'tuning' | 'test';
  cases: CreatedCaseFigures[];
  totals: CreatedSetFigures;
}

/** Each learner line's reply: the character line right after it, '' when none came. */
function replyPairs(messages: readonly TranscriptMessage[]): { line: string; reply: string; index: number }[] {
  return messages.flatMap((message, index) => {
    if (message.role !== 'learner') return [];
    const next = messages[index + 1];
    return [{ line: message.content, reply: next?.role === 'character' ? next.content : '', index: index + 1 }];
  });
}

function characterLinesOf(conversation: PlayedConversation | null): string[] {
  return (conversation?.messages ?? []).filter((message) => message.role === 'character').map((message) => message.content);
}

function leakContextOf(testCase: CreatedCase): LeakContext {
  const { creation } = testCase;
  return {
    name: testCase.character.name,
    pronoun: testCase.character.pronoun,
    sources: creation.mode === 'Advanced' ? [creation.description, creation.persona.prompt] : [creation.description],
    labels: testCase.labels,
    goal: testCase.goal,
    title: creation.title,
  };
}

/**
 * Whether the stored identity (the scenario's description and its brief) and the reply to {@link IDENTITY_LINE}
 * give the name and the job as the person wrote them: the full name, and the stated job or the typed AI role.
 */
function nameJobOf(testCase: CreatedCase, played: PlayedCase): CreatedCaseFigures['nameJob'] {
  const parts = testCase.character.name.split(/\s+/).filter((part) => !/^(?:Dr|Mr|Mrs|Ms|Miss)\.?$/.test(part));
  // The AI role typed into Quick creation is stated too ("Policyholder" for a taxi driver claiming on his policy).
  const jobs = [...testCase.character.job.split('|'), ...(testCase.creation.mode === 'Quick' ? [testCase.creation.aiRole] : [])];
  const nameOk = (name: string) => parts.every((part) => hasWords(name, part));
  const jobOk = (text: string) => jobs.some((job) => hasWords(text, job));
  const reply = replyPairs(played.own?.messages ?? []).find((pair) => pair.line === IDENTITY_LINE)?.reply ?? '';
  const identity = played.identity;
  const stored = identity !== null && nameOk(identity.described.name) && nameOk(identity.brief.name) && jobOk(identity.described.occupation) && jobOk(identity.brief.occupation);
  const said = hasWords(reply, parts[0] ?? '') && jobOk(reply);
  const describe = identity ? `stored "${identity.brief.name}, ${identity.brief.occupation}"; said "${reply}"` : 'not created';
  return { isAsStated: stored && said, said: describe };
}

/** The false memory claims of a conversation, each checked against what the character said before it. */
function falseMemoriesIn(conversation: PlayedConversation | null, expectFor: (line: string) => readonly string[] | undefined): string[] {
  const messages = conversation?.messages ?? [];
  return replyPairs(messages).flatMap(({ line, reply, index }) => {
    const earlier = messages.slice(0, index).filter((message) => message.role === 'character').map((message) => message.content);
    return reply && isFalseMemory(reply, earlier, expectFor(line)) ? [`${line} → ${reply}`] : [];
  });
}

/** Whether the strong learner got the character's agreement and a passing report, scored above the weak learner. */
export function strongWeakOutcome(played: PlayedCase): StrongWeakOutcome {
  const agreement = played.brief?.outcome.agreementLine ?? '';
  const lines = characterLinesOf(played.strong);
  const strongAgreed = lines.some((line, index) => saysLine(line, agreement, lines.slice(0, index).join(' ')));
  const strong = played.strong?.report ?? null;
  const weak = played.weak?.report ?? null;
  const describe = (report: Report | null) => (report ? `${Math.round(report.overall_score)}${report.passed ? ' (passed)' : ''}` : 'no report');
  return {
    strongAgreed,
    strongPassed: strong?.passed ?? false,
    strongAboveWeak: strong !== null && weak !== null && strong.overall_score > weak.overall_score,
    said: `${strongAgreed ? 'agreed' : 'did not agree'}; strong ${describe(strong)}, weak ${describe(weak)}`,
  };
}

function reportsOf(played: PlayedCase): { conversation: PlayedConversation; report: Report }[] {
  return [played.own, played.strong, played.weak].flatMap((conversation) => (conversation?.report ? [{ conversation, report: conversation.report }] : []));
}

/**
 * What a line of the case's own asks for, as the words a fact that answers it holds (undefined when it is not known):
 * a fact question its expected words; the line referring back, those of the fact it refers to; the off-topic line
 * none (it asks for no fact of the brief: an uncovered item citing it cites the wrong line); and the opening question
 * after their name and what they do, the job as the person wrote it, so a fact of the matter the character went on to
 * unasked in the same reply is not counted as drawn by it.
 */
export function expectedOfLine(testCase: CreatedCase, line: string): readonly string[] | undefined {
  if (line === testCase.offTopic) return [];
  if (line === IDENTITY_LINE) return [testCase.character.job];
  if (line === testCase.referBack.line) return testCase.facts[testCase.referBack.fact]?.expect;
  return testCase.facts.find((fact) => fact.line === line)?.expect;
}

/** One case's figures from what came back. */
export function measureCreatedCase(played: PlayedCase): CreatedCaseFigures {
  const { testCase } = played;
  const context = leakContextOf(testCase);
  const ownPairs = replyPairs(played.own?.messages ?? []);
  const replyTo = (line: string) => ownPairs.find((pair) => pair.line === line)?.reply ?? '';
  const facts = testCase.facts.map((fact) => {
    const reply = replyTo(fact.line);
    return { line: fact.line, reply, isAnswered: givesExpected(reply, fact.expect) };
  });
  const expectFor = (line: string) => expectedOfLine(testCase, line);
  const conversations = [played.own, played.strong, played.weak];
  const replies = [...new Set(conversations.flatMap(characterLinesOf))];
  const offTopicReply = replyTo(testCase.offTopic);
  const strong = strongLines(testCase);
  const counterExamples = [testCase.negated.line, ...WEAK_LINES];
  const reports = reportsOf(played);
  const uncovered = uncoveredCitations(
    reports.map(({ conversation, report }) => ({ facts: report.uncovered?.facts ?? [], messages: conversation.messages })),
    expectFor,
  );
  const trySaying = reports.flatMap(({ conversation, report }) =>
    report.criteria.flatMap((criterion) => (criterion.better_line ? [criterion.better_line] : [])).map((line) => ({
      line,
      faults: trySayingFaults(line, {
        characterName: testCase.character.name,
        learnerRole: testCase.creation.mode === 'Quick' ? testCase.creation.myRole : '',
        characterLines: characterLinesOf(conversation),
      }),
    })),
  );
  return {
    id: testCase.id,
    field: testCase.field,
    mode: testCase.creation.mode,
    failedReason: played.failedReason,
    facts,
    leaks: replies.flatMap((reply) => {
      const reasons = leakReasons(reply, context);
      return reasons.length > 0 ? [`${reasons.join('; ')} — ${reply}`] : [];
    }),
    nameJob: nameJobOf(testCase, played),
    falseMemories: conversations.flatMap((conversation) => falseMemoriesIn(conversation, expectFor)),
    dontKnows: [...facts.map((fact) => ({ line: fact.line, reply: fact.reply })), { line: testCase.referBack.line, reply: replyTo(testCase.referBack.line) }]
      .filter((pair) => pair.reply && saysDontKnow(pair.reply))
      .map((pair) => `${pair.line} → ${pair.reply}`),
    repeatedSentences: conversations.flatMap((conversation) => repeatedSentences(characterLinesOf(conversation))),
    offTopic: played.own ? { reply: offTopicReply, faults: offTopicFaults(offTopicReply, testCase.offTopic, context, testCase.facts.map((fact) => fact.expect)) } : null,
    praisedCounterExamples: reports.flatMap(({ report }) => praiseOfCounterExamples(report.criteria, counterExamples)),
    criticisedShownBehaviour: played.strong?.report ? criticismsOfShownBehaviour(played.strong.report.criteria, strong) : [],
    praisedUnshownBehaviour: played.strong?.report ? praiseOfUnshownBehaviour(played.strong.report.criteria, strong) : [],
    uncovered,
    trySaying: { total: trySaying.length, broken: trySaying.filter((entry) => entry.faults.length > 0).map((entry) => `${entry.faults.join('; ')} — ${entry.line}`) },
    characterLines: conversations.flatMap(characterLinesOf),
    checks: played.brief
      ? transcriptChecksOf(
          played.brief,
          conversations.flatMap((conversation) => (conversation ? [{ messages: conversation.messages, report: conversation.report as CheckedReport | null }] : [])),
        )
      : null,
    outcome: strongWeakOutcome(played),
  };
}

/** A half's totals. A case whose creation failed counts every fact and its off-topic line as missed. */
export function createdTotals(cases: readonly CreatedCaseFigures[], testCases: readonly CreatedCase[]): CreatedSetFigures {
  const factsAsked = sum(testCases, (testCase) => testCase.facts.length);
  return {
    cases: testCases.length,
    failed: cases.filter((entry) => entry.failedReason !== null).length,
    factsAsked,
    factsAnswered: sum(cases, (entry) => entry.facts.filter((fact) => fact.isAnswered).length),
    leakyReplies: sum(cases, (entry) => entry.leaks.length),
    nameJobAsStated: cases.filter((entry) => entry.nameJob.isAsStated).length,
    falseMemories: sum(cases, (entry) => entry.falseMemories.length),
    dontKnows: sum(cases, (entry) => entry.dontKnows.length),
    repeatedSentences: sum(cases, (entry) => entry.repeatedSentences.length),
    stockSentences: stockSentences(cases.map((entry) => entry.characterLines)),
    offTopicAsked: testCases.length,
    offTopicAnswered: cases.filter((entry) => entry.offTopic !== null && entry.offTopic.faults.length === 0).length,
    praisedCounterExamples: sum(cases, (entry) => entry.praisedCounterExamples.length),
    criticisedShownBehaviour: sum(cases, (entry) => entry.criticisedShownBehaviour.length),
    praisedUnshownBehaviour: sum(cases, (entry) => entry.praisedUnshownBehaviour.length),
    uncoveredItems: sum(cases, (entry) => entry.uncovered.total),
    uncoveredCiting: sum(cases, (entry) => entry.uncovered.citing),
    trySayingLines: sum(cases, (entry) => entry.trySaying.total),
    brokenTrySaying: sum(cases, (entry) => entry.trySaying.broken.length),
    strongAgreed: cases.filter((entry) => entry.outcome.strongAgreed).length,
    strongPassed: cases.filter((entry) => entry.outcome.strongPassed).length,
    strongAboveWeak: cases.filter((entry) => entry.outcome.strongAboveWeak).length,
  };
}

/** Cases played at once: most of a case's time is spent waiting on its jobs, so a few side by side finish sooner. */
export const CREATED_CASES_AT_ONCE = 4;

/** Plays and measures one half of the set, a few cases at a time; the figures come back in the set's order. */
export async function runCreatedSet(client: EvalClient, db: Db, half: 'tuning' | 'test', testCases: readonly CreatedCase[], onCase?: (testCase: CreatedCase) => void): Promise<CreatedSetResult> {
  const cases: CreatedCaseFigures[] = new Array<CreatedCaseFigures>(testCases.length);
  let next = 0;
  const worker = async () => {
    while (next < testCases.length) {
      const index = next;
      next += 1;
      const testCase = testCases[index]!;
      onCase?.(testCase);
      cases[index] = measureCreatedCase(await playCreated(client, db, testCase));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CREATED_CASES_AT_ONCE, testCases.length) }, worker));
  return { half, cases, totals: createdTotals(cases, testCases) };
}
