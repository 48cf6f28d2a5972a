// What the evaluation holds the built-in engine to (eval.test.ts asserts these) and the same figures judged for the
// Quality page: each total with its threshold and whether a run met it. Change a threshold here, and both follow.
import type { EvalFigure, EvalScenarioRow } from '../../shared/contracts/admin-quality.ts';
import type { EvalResult } from './evaluate.ts';
import { MAX_SCRIPTED_TURNS } from './learners.ts';
import { percent, ratio } from './figure-text.ts';

// The created-scenario set's floors per half, the issue's goals beside them, and the samples' ceilings on the same
// checks live with its figures (created/created-figures.ts; created/created.test.ts and eval.test.ts assert them).
export { CREATED_GOALS, CREATED_THRESHOLDS, SAMPLE_CHECK_CEILINGS, SAMPLE_UNCOVERED_FLOOR } from './created/created-figures.ts';

export const EVAL_THRESHOLDS = {
  /** Each scripted learner ends within this many turns. */
  maxTurns: MAX_SCRIPTED_TURNS,
  /** Share of the brief's questions answered from the brief, at least. */
  questionsAnsweredShare: 0.9,
  /** Repeated sentences, leaks and narration: none. */
  repeatedSentences: 0,
  leaks: 0,
  /** Share of scenarios whose reports praise no counter-example. */
  feedbackConsistency: 1,
  /** Share of the generation prompts' facts kept. */
  factsKeptShare: 1,
  /**
   * The held-out natural set (lines as people say them): questions answered from their fact, at least; conversational
   * acts answered in role, at least; unknowns answered without an invented detail and topic labels said as prose.
   */
  naturalQuestionsShare: 0.55,
  naturalActsShare: 0.95,
  naturalUnknownsHonestShare: 1,
  topicLabels: 0,
} as const;

/** The totals of a run with their thresholds; the names are the printout's (format.ts). */
export function judgeResult(result: EvalResult): EvalFigure[] {
  const { totals, scenarios } = result;
  const longest = Math.max(0, ...scenarios.flatMap((entry) => [entry.strong.turns, entry.pushy.turns]));
  const withinTurns = scenarios.every((entry) => entry.strong.turns > 0 && entry.strong.turns <= EVAL_THRESHOLDS.maxTurns && entry.pushy.turns <= EVAL_THRESHOLDS.maxTurns);
  const lead = totals.meanGradingLead === null ? 'not graded' : `${totals.meanGradingLead} points`;
  return [
    { key: 'turns', label: 'Longest conversation', value: `${longest} turns`, threshold: `at most ${EVAL_THRESHOLDS.maxTurns}`, isPassed: withinTurns },
    {
      key: 'questionsAnswered',
      label: 'Brief questions answered',
      value: `${ratio(totals.questionsAnswered, totals.questionsAsked)} (${percent(totals.questionsAnsweredShare)})`,
      threshold: `at least ${percent(EVAL_THRESHOLDS.questionsAnsweredShare)}`,
      isPassed: totals.questionsAsked > 0 && totals.questionsAnsweredShare >= EVAL_THRESHOLDS.questionsAnsweredShare,
    },
    { key: 'glossaryAnswered', label: 'Glossary questions answered', value: ratio(totals.glossaryAnswered, totals.glossaryAsked), threshold: null, isPassed: null },
    { key: 'repeatedSentences', label: 'Repeated sentences', value: String(totals.repeatedSentences), threshold: 'none', isPassed: totals.repeatedSentences <= EVAL_THRESHOLDS.repeatedSentences },
    { key: 'sharedRuns', label: 'Shared 8-word runs', value: String(totals.sharedRuns), threshold: null, isPassed: null },
    { key: 'leaks', label: 'Leaks and narration', value: String(totals.leaks), threshold: 'none', isPassed: totals.leaks <= EVAL_THRESHOLDS.leaks },
    { key: 'strongReached', label: 'Outcome reached, strong', value: `${totals.strongReached}/${totals.scenarios}`, threshold: 'every scenario', isPassed: totals.strongReached === totals.scenarios },
    { key: 'pushyReached', label: 'Outcome reached, pushy', value: `${totals.pushyReached}/${totals.scenarios}`, threshold: 'none', isPassed: totals.pushyReached === 0 },
    { key: 'gradingLead', label: 'Grading: strong minus pushy', value: lead, threshold: null, isPassed: null },
    {
      key: 'feedbackConsistency',
      label: 'Feedback consistency',
      value: percent(totals.feedbackConsistency),
      threshold: percent(EVAL_THRESHOLDS.feedbackConsistency),
      isPassed: totals.feedbackConsistency >= EVAL_THRESHOLDS.feedbackConsistency,
    },
    {
      key: 'factsKept',
      label: 'Generation facts kept',
      value: result.generation ? `${ratio(totals.factsKept, totals.factsGiven)} (${percent(totals.factsKeptShare)})` : 'not run',
      threshold: percent(EVAL_THRESHOLDS.factsKeptShare),
      isPassed: result.generation ? totals.factsKeptShare >= EVAL_THRESHOLDS.factsKeptShare : null,
    },
    ...naturalFigures(totals.natural),
  ];
}

/** The share of a part in a whole, 0 when there is no whole. */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** The held-out natural set's totals, each with its threshold. */
function naturalFigures(natural: EvalResult['totals']['natural'] | undefined): EvalFigure[] {
  // Runs stored before the natural set existed have none.
  if (!natural || natural.scenarios === 0) return [];
  const questions = shareOf(natural.questionsAnswered, natural.questionsAsked);
  const acts = shareOf(natural.actsAnswered, natural.actsAsked);
  const unknowns = shareOf(natural.unknownHonest, natural.unknownAsked);
  return [
    {
      key: 'naturalQuestions',
      label: 'Natural questions answered',
      value: `${ratio(natural.questionsAnswered, natural.questionsAsked)} (${percent(questions)})`,
      threshold: `at least ${percent(EVAL_THRESHOLDS.naturalQuestionsShare)}`,
      isPassed: questions >= EVAL_THRESHOLDS.naturalQuestionsShare,
    },
    {
      key: 'naturalUnknowns',
      label: 'Natural unknowns, nothing invented',
      value: ratio(natural.unknownHonest, natural.unknownAsked),
      threshold: 'every one',
      isPassed: natural.unknownAsked > 0 && unknowns >= EVAL_THRESHOLDS.naturalUnknownsHonestShare,
    },
    {
      key: 'naturalActs',
      label: 'Natural acts answered',
      value: `${ratio(natural.actsAnswered, natural.actsAsked)} (${percent(acts)})`,
      threshold: `at least ${percent(EVAL_THRESHOLDS.naturalActsShare)}`,
      isPassed: acts >= EVAL_THRESHOLDS.naturalActsShare,
    },
    { key: 'topicLabels', label: 'Topic labels said as prose', value: String(natural.topicLabels), threshold: 'none', isPassed: natural.topicLabels <= EVAL_THRESHOLDS.topicLabels },
    {
      key: 'naturalOutcomes',
      label: 'Natural strong/poor outcome',
      value: `strong ${natural.strongReached}/${natural.scenarios}, poor ${natural.poorReached}/${natural.scenarios}`,
      threshold: 'every strong, no poor',
      isPassed: natural.strongReached === natural.scenarios && natural.poorReached === 0,
    },
    {
      key: 'naturalRepeatsLeaks',
      label: 'Natural repeats and leaks',
      value: `${natural.repeatedSentences} repeated, ${natural.leaks} leaked`,
      threshold: 'none',
      isPassed: natural.repeatedSentences === 0 && natural.leaks === 0,
    },
  ];
}

/** One line per scenario, as the printout's table has them. */
export function scenarioRows(result: EvalResult): EvalScenarioRow[] {
  const outcome = (reached: boolean, turns: number) => `${reached ? 'reached' : 'not reached'} (${turns})`;
  return result.scenarios.map((entry) => ({
    name: entry.name,
    briefAnswered: ratio(entry.questions.answered, entry.questions.asked),
    repeats: entry.repeatedSentences.length,
    leaks: entry.leaks.length,
    strong: outcome(entry.strong.outcomeReached, entry.strong.turns),
    pushy: outcome(entry.pushy.outcomeReached, entry.pushy.turns),
  }));
}
