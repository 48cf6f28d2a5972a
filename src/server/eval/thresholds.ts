// What the evaluation holds the built-in engine to (eval.test.ts asserts these) and the same figures judged for the
// Quality page: each total with its threshold and whether a run met it. Change a threshold here, and both follow.
import type { EvalFigure, EvalScenarioRow } from '../../shared/contracts/admin-quality.ts';
import type { EvalResult } from './evaluate.ts';
import { MAX_SCRIPTED_TURNS } from './learners.ts';

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
} as const;

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? '-' : `${part}/${whole}`;
}

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

/** The natural set's totals, shown without a threshold: they measure what the engine does not do yet. */
function naturalFigures(natural: EvalResult['totals']['natural'] | undefined): EvalFigure[] {
  // Runs stored before the natural set existed have none.
  if (!natural || natural.scenarios === 0) return [];
  const shown = (key: string, label: string, value: string): EvalFigure => ({ key, label, value, threshold: null, isPassed: null });
  return [
    shown('naturalQuestions', 'Natural questions answered', `${ratio(natural.questionsAnswered, natural.questionsAsked)}`),
    shown('naturalUnknowns', 'Natural unknowns, nothing invented', ratio(natural.unknownHonest, natural.unknownAsked)),
    shown('naturalActs', 'Natural acts answered', ratio(natural.actsAnswered, natural.actsAsked)),
    shown('topicLabels', 'Topic labels said as prose', String(natural.topicLabels)),
    shown('naturalOutcomes', 'Natural strong/poor outcome', `strong ${natural.strongReached}/${natural.scenarios}, poor ${natural.poorReached}/${natural.scenarios}`),
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
