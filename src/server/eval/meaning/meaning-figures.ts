// Figures of the meaning sets: how often a line that denies or refuses a behaviour is counted as it (by the
// character and by the grader), how often a report praises a negated, refusing or rude line, and how many "What you
// uncovered" facts cite the learner line that drew them. Read by meaning.test.ts on both halves.
import type { GradingInput, GradingMessage, GradingOutput } from '../../ai/contracts/grade-conversation.ts';
import { readLine as readActs, type ActKind } from '../../ai/offline/character/acts.ts';
import { buildKnowledge } from '../../ai/offline/character/knowledge.ts';
import { replayConversation } from '../../ai/offline/character/state.ts';
import { BEHAVIOURS } from '../../ai/offline/grader/behaviours.ts';
import type { BehaviourContext, BehaviourId } from '../../ai/offline/grader/behaviour-types.ts';
import { CONCRETE_BEHAVIOURS, type Conversation } from '../../ai/offline/grader/concrete-behaviours.ts';
import type { LearnerLine } from '../../ai/offline/grader/behaviour-criteria.ts';
import { gradeConversationOffline } from '../../ai/offline/grader/grade-conversation.ts';
import { isPushing } from '../../ai/offline/grader/learner-patterns.ts';
import { findUncovered } from '../../ai/offline/grader/uncovered.ts';
import { MEANING_RUBRIC, type DeniedBehaviour, type DenialLine, type MeaningCase } from './meaning-case.ts';

/** The character's act each denied behaviour would be, were the denial read as it. */
const CHARACTER_ACT: Record<DeniedBehaviour, ActKind> = { apology: 'empathy', offer: 'proposal', nextStep: 'nextStep', pressure: 'pressure', summary: 'summary' };
/** The grader's behaviour each denied behaviour would show. */
const GRADER_BEHAVIOUR: Record<Exclude<DeniedBehaviour, 'pressure'>, BehaviourId> = { apology: 'listening', offer: 'value', nextStep: 'closing', summary: 'summarising' };

/** Whether the built-in character reads the line as the behaviour it denies: as its act, or as covering or resolving something. */
export function characterCounts(testCase: MeaningCase, denial: DenialLine): boolean {
  const knowledge = buildKnowledge({ brief: testCase.brief, glossary: [], facts: [] });
  if (readActs(denial.line, knowledge).acts.has(CHARACTER_ACT[denial.denies])) return true;
  if (denial.denies === 'pressure') return false;
  const { state } = replayConversation([{ role: 'character', content: testCase.brief.openingLine }, { role: 'learner', content: denial.line }], testCase.brief, knowledge);
  return state.covered.size > 0 || state.resolved.size > 0;
}

function contextOf(testCase: MeaningCase): BehaviourContext {
  return { firstName: testCase.brief.identity.name.split(' ')[0]!, glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };
}

/** Whether the grader's detectors count the line as the behaviour it denies (clearly: strength 2 or more). */
export function graderCounts(testCase: MeaningCase, denial: DenialLine): boolean {
  const denied = denial.denies;
  if (denied === 'pressure') return isPushing(denial.line);
  const behaviour = BEHAVIOURS.find((entry) => entry.id === GRADER_BEHAVIOUR[denied])!;
  if (behaviour.detect(denial.line, contextOf(testCase), { previousCharacterLine: '' }) >= 2) return true;
  if (denial.denies !== 'apology') return false;
  const apology = CONCRETE_BEHAVIOURS.find((entry) => entry.id === 'apology')!;
  const message: GradingMessage = { id: 'l1', role: 'learner', content: denial.line };
  const line: LearnerLine = { message, index: 0, sentences: [denial.line], stems: [] };
  const conversation: Conversation = { messages: [message], learnerLines: [line], context: contextOf(testCase) };
  return apology.detect(denial.line, line, conversation) >= 2;
}

export function messagesOf(testCase: MeaningCase): GradingMessage[] {
  return testCase.transcript.map((line, index) => ({ id: `m${index}`, role: line.role, content: line.content }));
}

export function gradeCase(testCase: MeaningCase): GradingOutput {
  const input: GradingInput = {
    scenario: { name: testCase.field, overview: testCase.brief.situation, characterName: testCase.brief.identity.name },
    language: 'en-US',
    mode: 'text',
    rubric: MEANING_RUBRIC,
    glossary: [],
    brief: testCase.brief,
    messages: messagesOf(testCase),
  };
  return gradeConversationOffline(input);
}

const PRAISE_QUOTES = [/for example: "([^"]+)"/g, /^You mostly [^(]*\("([^"]+)"\)/g, /^You partly [^:]*: "([^"]+)"/g];

/** The quotes a criterion's feedback holds up as the behaviour done. */
export function praisedQuotes(feedback: string): string[] {
  return PRAISE_QUOTES.flatMap((pattern) => [...feedback.matchAll(pattern)].map((match) => match[1]!.replace(/\.$/, '')));
}

/** The labelled lines of a case quoted as praise in its report. */
export function praisedCounterExamples(testCase: MeaningCase, report: GradingOutput): string[] {
  const counter = testCase.transcript.filter((line) => line.role === 'learner' && line.kind).map((line) => line.content.replace(/\.$/, ''));
  return report.criteria.flatMap((criterion) => praisedQuotes(criterion.feedback).filter((quote) => counter.some((line) => line.includes(quote) || quote.includes(line))));
}

/** Each uncovered fact, with whether it cites the learner line that asked on its topic. */
export function uncoveredCitations(testCase: MeaningCase): { topic: string; isDrawingLine: boolean }[] {
  const messages = messagesOf(testCase);
  return findUncovered(testCase.brief, messages).facts.map((fact) => {
    const index = messages.findIndex((message) => message.id === fact.line.message_id);
    const line = testCase.transcript[index];
    return { topic: fact.topic, isDrawingLine: line?.role === 'learner' && line.asks === fact.topic };
  });
}

export interface MeaningFigures {
  denials: number;
  characterCounted: number;
  graderCounted: number;
  reports: number;
  reportsPraisingCounterExamples: number;
  uncoveredFacts: number;
  uncoveredCitingDrawingLine: number;
  /** Facts a learner line asked about that the character answered, by the labels. */
  drawnFacts: number;
}

export function measureMeaning(cases: readonly MeaningCase[]): MeaningFigures {
  const denials = cases.flatMap((testCase) => testCase.denials.map((denial) => ({ testCase, denial })));
  const citations = cases.flatMap(uncoveredCitations);
  return {
    denials: denials.length,
    characterCounted: denials.filter(({ testCase, denial }) => characterCounts(testCase, denial)).length,
    graderCounted: denials.filter(({ testCase, denial }) => graderCounts(testCase, denial)).length,
    reports: cases.length,
    reportsPraisingCounterExamples: cases.filter((testCase) => praisedCounterExamples(testCase, gradeCase(testCase)).length > 0).length,
    uncoveredFacts: citations.length,
    uncoveredCitingDrawingLine: citations.filter((citation) => citation.isDrawingLine).length,
    drawnFacts: cases.reduce((sum, testCase) => sum + testCase.transcript.filter((line) => line.role === 'learner' && line.asks).length, 0),
  };
}
