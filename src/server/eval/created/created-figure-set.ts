// The created-scenario set as the Quality page shows it: one row per created figure with both halves' values, the
// floors CI holds each half to (created-figures.ts) and Pass or Fail against them, then the fake-memory, negation and
// citation checks over the same conversations. A floor met is not a pass when the same run's transcripts show the
// defect the figure stands for. Examples come from the tuning half only: the test half is counted, never quoted.
import type { EvalFigure, EvalFigureSet } from '../../../shared/contracts/admin-quality.ts';
import { checkedOver, examplesOf, NOUNS, type CheckKey } from '../checks/judge-checks.ts';
import { CREATED_FIGURE_KEYS, CREATED_FIGURES, CREATED_GOALS, CREATED_THRESHOLDS, formatLimit, formatValue, meets, type CreatedFigureKey } from './created-figures.ts';
import type { CreatedCaseFigures, CreatedSetResult } from './play-created.ts';
import { capitalize } from '../../../shared/text.ts';
import { cut } from '../figure-text.ts';

export const CREATED_SET_KEY = 'createdScenarios';

const CHECK_KEYS: readonly CheckKey[] = ['fakeMemory', 'negation', 'citation'];

/** Which created figures each transcript check's findings contradict. */
const CONTRADICTS: Record<CheckKey, readonly CreatedFigureKey[]> = {
  fakeMemory: ['falseMemories'],
  negation: ['praisedCounterExamples'],
  citation: ['praisedCounterExamples', 'uncoveredCiting'],
};

const CHECK_LABELS: Record<CheckKey, string> = {
  fakeMemory: 'Created conversations: fake memory, “as I said” about something never said',
  negation: 'Created reports: credit given to a line that denies it',
  citation: 'Created reports: praise or “uncovered” citing a line that does not show it',
};

/** What a tuning case shows of each figure's fault, as the page may quote it. */
const FAULTS: Record<CreatedFigureKey, (entry: CreatedCaseFigures) => string[]> = {
  factsAnswered: (entry) => entry.facts.filter((fact) => !fact.isAnswered).map((fact) => `${fact.line} → ${fact.reply || '(no reply)'}`),
  leakyReplies: (entry) => entry.leaks,
  nameJobAsStated: (entry) => (entry.nameJob.isAsStated ? [] : [entry.nameJob.said]),
  falseMemories: (entry) => entry.falseMemories,
  dontKnows: (entry) => entry.dontKnows,
  repeatedSentences: (entry) => entry.repeatedSentences,
  stockSentences: () => [],
  offTopicAnswered: (entry) => (entry.offTopic && entry.offTopic.faults.length > 0 ? [`${entry.offTopic.faults.join('; ')} — ${entry.offTopic.reply}`] : []),
  praisedCounterExamples: (entry) => entry.praisedCounterExamples,
  criticisedShownBehaviour: (entry) => entry.criticisedShownBehaviour,
  uncoveredCiting: (entry) => entry.uncovered.wrong,
  brokenTrySaying: (entry) => entry.trySaying.broken,
  strongAgreed: (entry) => (entry.outcome.strongAgreed ? [] : [entry.outcome.said]),
  strongPassed: (entry) => (entry.outcome.strongPassed ? [] : [entry.outcome.said]),
  strongAboveWeak: (entry) => (entry.outcome.strongAboveWeak ? [] : [entry.outcome.said]),
};

/** A quoted example is cut to this length, so one row stays readable. */
const EXAMPLE_MAX = 200;

/** One check's findings over a half: how many, over how many conversations and reports, and the examples. */
function checkCount(result: CreatedSetResult, key: CheckKey): { count: number; conversations: number; reports: number; examples: string[] } {
  const measured = result.cases.flatMap((entry) => (entry.checks ? [entry.checks] : []));
  const examples = measured.flatMap((checks) => examplesOf(checks, key));
  return { count: examples.length, ...checkedOver(measured), examples };
}

function counted(count: number, nouns: [one: string, many: string]): string {
  return `${count} ${nouns[count === 1 ? 0 : 1]}`;
}

function createdFigure(key: CreatedFigureKey, tuning: CreatedSetResult, test: CreatedSetResult): EvalFigure {
  const definition = CREATED_FIGURES[key];
  const values = { tuning: definition.read(tuning.totals), test: definition.read(test.totals) };
  const isPlayed = tuning.totals.cases > 0 && test.totals.cases > 0;
  const isWithinFloors = meets(key, values.tuning, CREATED_THRESHOLDS.tuning[key]) && meets(key, values.test, CREATED_THRESHOLDS.test[key]);
  const against = CHECK_KEYS.filter((check) => CONTRADICTS[check].includes(key)).flatMap((check) => {
    const count = checkCount(tuning, check).count + checkCount(test, check).count;
    return count > 0 ? [counted(count, NOUNS[check])] : [];
  });
  const examples = key === 'stockSentences' ? tuning.totals.stockSentences : tuning.cases.flatMap(FAULTS[key]);
  const note =
    isWithinFloors && against.length > 0
      ? `Within the CI floor, but contradicted by this run's created conversations: ${against.join(', ')}.`
      : examples.length > 0
        ? `Tuning half, for example: ${cut(examples[0]!, EXAMPLE_MAX)}${examples.length > 1 ? ` (and ${examples.length - 1} more)` : ''}`
        : null;
  return {
    key: `created.${key}`,
    label: capitalize(definition.label),
    value: `tuning ${formatValue(key, values.tuning)} · test ${formatValue(key, values.test)}`,
    threshold: `CI floor: tuning ${formatLimit(key, CREATED_THRESHOLDS.tuning[key])}, test ${formatLimit(key, CREATED_THRESHOLDS.test[key])} (goal ${formatLimit(key, CREATED_GOALS[key])})`,
    isPassed: isPlayed ? isWithinFloors && against.length === 0 : null,
    note,
  };
}

function checkFigure(key: CheckKey, tuning: CreatedSetResult, test: CreatedSetResult): EvalFigure {
  const halves = { tuning: checkCount(tuning, key), test: checkCount(test, key) };
  const over = key === 'fakeMemory' ? 'conversations' : 'reports';
  const read = halves.tuning[over] + halves.test[over];
  const example = halves.tuning.examples[0];
  return {
    key: `created.${key}`,
    label: CHECK_LABELS[key],
    value: `tuning ${halves.tuning.count} in ${halves.tuning[over]} ${over} · test ${halves.test.count} in ${halves.test[over]} ${over}`,
    threshold: 'none',
    isPassed: read === 0 ? null : halves.tuning.count + halves.test.count === 0,
    note: example ? `Tuning half, for example: ${cut(example, EXAMPLE_MAX)}` : null,
  };
}

/** The created-scenario set's rows for the Quality page, from both halves as the same run played them. */
export function createdFigureSet(tuning: CreatedSetResult, test: CreatedSetResult): EvalFigureSet {
  const fields = new Set([...tuning.cases, ...test.cases].map((entry) => entry.field)).size;
  const failed = tuning.totals.failed + test.totals.failed;
  return {
    key: CREATED_SET_KEY,
    label: 'Created scenarios',
    description: [
      `${tuning.totals.cases + test.totals.cases} descriptions in ${fields} fields, each created through Quick or Advanced creation and played three times as a person would.`,
      `Tuning half ${tuning.totals.cases} cases (its faults may be quoted); test half ${test.totals.cases} cases, never tuned on, counted only: its replies are never shown.`,
      'Pass means both halves are within the floor CI holds them to and no transcript of this run contradicts it.',
      ...(failed > 0 ? [`${failed} of the cases could not be created; their questions count as missed.`] : []),
    ].join(' '),
    figures: [...CREATED_FIGURE_KEYS.map((key) => createdFigure(key, tuning, test)), ...CHECK_KEYS.map((key) => checkFigure(key, tuning, test))],
  };
}
