// The transcript checks as the Quality page shows them: a set of figures of their own, and the main figures they
// contradict. A figure that met its threshold is not a pass when the same run's transcripts or reports show the
// defect it stands for (a report praising what the line denies is not "feedback consistency 100%").
import type { EvalFigure, EvalFigureSet } from '../../../shared/contracts/admin-quality.ts';
import type { EvalResult } from '../evaluate.ts';
import type { TranscriptChecks } from './transcript-checks.ts';
import { sum } from '../tally.ts';

export type CheckKey = 'fakeMemory' | 'negation' | 'citation';

interface CheckTotals {
  conversations: number;
  reports: number;
  findings: Record<CheckKey, { count: number; example: string | null }>;
}

/** Which main figures (thresholds.ts keys) each check's findings contradict. */
const CONTRADICTS: Record<CheckKey, readonly string[]> = {
  fakeMemory: ['naturalUnknowns'],
  negation: ['feedbackConsistency'],
  citation: ['feedbackConsistency'],
};

/** How a finding of each check is counted in words: one, many. */
export const NOUNS: Record<CheckKey, [one: string, many: string]> = {
  fakeMemory: ['fake memory', 'fake memories'],
  negation: ['credit to a negated line', 'credits to negated lines'],
  citation: ['unsupported citation', 'unsupported citations'],
};

/** Each finding of one check, as the page quotes it. */
export function examplesOf(checks: TranscriptChecks, key: CheckKey): string[] {
  if (key === 'fakeMemory') return checks.fakeMemory.map((finding) => `“${finding.sentence}”`);
  if (key === 'negation') return checks.negation.map((finding) => `${finding.credit} ← “${finding.quote}”`);
  return checks.citation.map((finding) => `${finding.credit} ← “${finding.quote}” (${finding.reason})`);
}

/** The checks of every scenario added up; null for a run stored before the checks existed. */
export function checkTotalsOf(result: Pick<EvalResult, 'scenarios'>): CheckTotals | null {
  const measured = result.scenarios.flatMap((scenario) => (scenario.checks ? [scenario.checks] : []));
  if (measured.length === 0) return null;
  const findings = {} as CheckTotals['findings'];
  for (const key of Object.keys(NOUNS) as CheckKey[]) {
    const examples = measured.flatMap((checks) => examplesOf(checks, key));
    findings[key] = { count: examples.length, example: examples[0] ?? null };
  }
  return { ...checkedOver(measured), findings };
}

/** How many conversations and reports these checks read, added up. */
export function checkedOver(measured: readonly TranscriptChecks[]): { conversations: number; reports: number } {
  return { conversations: sum(measured, (checks) => checks.conversations), reports: sum(measured, (checks) => checks.reports) };
}

function checkFigure(totals: CheckTotals, key: CheckKey, label: string, over: 'conversations' | 'reports'): EvalFigure {
  const { count, example } = totals.findings[key];
  const read = totals[over];
  return {
    key,
    label,
    value: `${count} in ${read} ${over === 'reports' ? (read === 1 ? 'report' : 'reports') : read === 1 ? 'conversation' : 'conversations'}`,
    threshold: 'none',
    isPassed: read === 0 ? null : count === 0,
    note: example ? `For example: ${example}` : null,
  };
}

/** The "Transcript checks" set, or null for a run stored before the checks existed. */
export function transcriptCheckSet(result: Pick<EvalResult, 'scenarios'>): EvalFigureSet | null {
  const totals = checkTotalsOf(result);
  if (!totals) return null;
  return {
    key: 'transcriptChecks',
    label: 'Transcript checks',
    description: "Read from this run's own conversations and reports: what a person reading them would see.",
    figures: [
      checkFigure(totals, 'fakeMemory', 'Fake memory: “as I said” about something never said', 'conversations'),
      checkFigure(totals, 'negation', 'Credit given to a line that denies it', 'reports'),
      checkFigure(totals, 'citation', 'Praise or “uncovered” citing a line that does not show it', 'reports'),
    ],
  };
}

/** The main figures with each pass that the run's transcript checks contradict turned into a fail, saying why. */
export function withContradictions(figures: readonly EvalFigure[], result: Pick<EvalResult, 'scenarios'>): EvalFigure[] {
  const totals = checkTotalsOf(result);
  if (!totals) return [...figures];
  return figures.map((figure) => {
    const against = (Object.keys(CONTRADICTS) as CheckKey[]).filter((key) => CONTRADICTS[key].includes(figure.key) && totals.findings[key].count > 0);
    if (figure.isPassed !== true || against.length === 0) return figure;
    const said = against.map((key) => {
      const { count } = totals.findings[key];
      return `${count} ${NOUNS[key][count === 1 ? 0 : 1]}`;
    });
    return { ...figure, isPassed: false, note: `Contradicted by this run's transcripts: ${said.join(', ')} (see Transcript checks).` };
  });
}

/** Every set of figures a finished run shows besides the main ones: the transcript checks, then the evaluation's own sets. */
export function figureSetsOf(result: Pick<EvalResult, 'scenarios' | 'figureSets'>): EvalFigureSet[] {
  const checks = transcriptCheckSet(result);
  return [...(checks ? [checks] : []), ...(result.figureSets ?? [])];
}
