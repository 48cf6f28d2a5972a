// @vitest-environment happy-dom
// The Quality page's tables: every figure of the latest finished run against its threshold with its mark (Pass, Fail,
// not run, no threshold), each further set of figures under its own heading (the created-scenario set's both halves
// against their CI floors, a pass the run's own transcripts contradict shown as a Fail with why), and the last runs
// with what each covered. The browser test (e2e/admin-quality.spec.ts) runs one sample; a run with the created set is
// played through the route by quality.routes.slow.test.ts.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EvalFigure, EvalRun } from '@shared/contracts/admin-quality.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EvalFiguresTable, EvalRunsTable } from './eval-run-tables.tsx';

const figure = (key: string, label: string, value: string, threshold: string | null, isPassed: boolean | null, note: string | null = null): EvalFigure => ({ key, label, value, threshold, isPassed, note });

const RUN: EvalRun = {
  id: 'run-1',
  status: 'done',
  startedBy: 'Ada Operator',
  startedAt: '2026-12-06T09:00:00.000Z',
  finishedAt: '2026-12-06T09:02:00.000Z',
  engine: 'Built-in engine',
  model: null,
  sampleNames: ['The Washing Machine That Broke Twice'],
  withGeneration: false,
  withCreated: true,
  progress: { done: 3, total: 3, step: null },
  error: null,
  figures: [
    figure('questionsAnswered', 'Brief questions answered', '100% (6/6)', 'at least 90%', true),
    figure('pushyReached', 'Outcome reached, pushy', '1/1', 'none', false),
    figure('factsKept', 'Generation facts kept', 'not run', 'every fact', null),
    figure('longestConversation', 'Longest conversation', '9 turns', null, null),
  ],
  figureSets: [
    {
      key: 'transcriptChecks',
      label: 'Transcript checks',
      description: null,
      figures: [figure('fakeMemory', 'Fake memory: “as I said” about something never said', '0', 'none', true)],
    },
    {
      key: 'createdScenarios',
      label: 'Created scenarios',
      description: 'Created and played: 2 descriptions in 2 fields.',
      figures: [
        figure('created.factsAnswered', 'Fact questions in other words answered with the fact', 'tuning 67% (2/3) · test 33% (1/3)', 'CI floor: tuning ≥ 60%, test ≥ 50% (goal 90%)', false),
        figure(
          'created.falseMemories',
          'Created conversations: fake memory, “as I said” about something never said',
          'tuning 0 · test 0',
          'CI floor: tuning ≤ 2, test ≤ 2 (goal 0)',
          false,
          "Within the CI floor, but contradicted by this run's created conversations: “As I said, the van is booked.”",
        ),
      ],
    },
  ],
  scenarios: [{ name: 'The Washing Machine That Broke Twice', briefAnswered: '6/6', repeats: 0, leaks: 0, strong: 'reached (7)', pushy: 'not reached (12)' }],
};

afterEach(() => cleanup());

/** The row of a table whose heading cell is `label`. */
function row(table: HTMLElement, label: string): HTMLElement {
  return within(table).getByRole('rowheader', { name: label }).closest('tr')!;
}

describe('EvalFiguresTable', () => {
  it('marks each figure against its threshold: Pass, Fail, not run, and none without a threshold', () => {
    renderWithApp(<EvalFiguresTable run={RUN} sampleCount={10} />);
    const figures = screen.getByTestId('quality-figures');
    expect(row(figures, 'Brief questions answered').textContent).toBe('Brief questions answered100% (6/6)at least 90%Pass');
    expect(row(figures, 'Outcome reached, pushy').textContent).toBe('Outcome reached, pushy1/1noneFail');
    expect(row(figures, 'Generation facts kept').textContent).toBe('Generation facts keptnot runevery factNot run');
    expect(row(figures, 'Longest conversation').textContent).toBe('Longest conversation9 turns——No threshold');
    expect(screen.getByText(/The Washing Machine That Broke Twice, with created scenarios/)).toBeDefined();
  });

  it('shows each further set under its own heading, the created set with both halves against their CI floors', () => {
    renderWithApp(<EvalFiguresTable run={RUN} sampleCount={10} />);
    expect(screen.getAllByTestId('quality-figure-set').map((set) => within(set).getByRole('heading', { level: 3 }).textContent)).toEqual(['Transcript checks', 'Created scenarios']);
    const created = screen.getByTestId('quality-set-createdScenarios');
    expect(screen.getAllByRole('region', { name: 'Created scenarios' })).toContain(created.parentElement);
    expect(screen.getByText('Created and played: 2 descriptions in 2 fields.')).toBeDefined();
    const facts = row(created, 'Fact questions in other words answered with the fact');
    expect(facts.textContent).toBe('Fact questions in other words answered with the facttuning 67% (2/3) · test 33% (1/3)CI floor: tuning ≥ 60%, test ≥ 50% (goal 90%)Fail');
    // Within its floor, yet not a pass: the run's own transcripts contradict it, and the row says so.
    const memories = row(created, 'Created conversations: fake memory, “as I said” about something never said');
    expect(within(memories).getByText(/^Within the CI floor, but contradicted by this run's created conversations: /)).toBeDefined();
    expect(within(memories).getByText('Fail')).toBeDefined();
    expect(within(memories).queryByText('Pass')).toBeNull();
  });

  it('shows no set the run did not play', () => {
    renderWithApp(<EvalFiguresTable run={{ ...RUN, withCreated: false, figureSets: RUN.figureSets!.slice(0, 1) }} sampleCount={10} />);
    expect(screen.queryByTestId('quality-set-createdScenarios')).toBeNull();
    expect(screen.getByTestId('quality-set-transcriptChecks')).toBeDefined();
    expect(screen.queryByText(/with created scenarios/)).toBeNull();
  });
});

describe('EvalRunsTable', () => {
  it('lists each run with what it covered, its status, and a figure that missed its threshold marked', () => {
    const running: EvalRun = { ...RUN, id: 'run-2', status: 'running', withCreated: false, sampleNames: [], withGeneration: true, progress: { done: 1, total: 11, step: 'Playing The Quiet Team Member' }, figures: null, figureSets: null, scenarios: null };
    renderWithApp(<EvalRunsTable runs={[running, RUN]} sampleCount={10} />);
    const [first, second] = screen.getAllByTestId('quality-run');
    expect(first!.textContent).toContain('All 10 samples, with generation');
    expect(first!.textContent).toContain('Running (1/11)');
    expect(second!.textContent).toContain('The Washing Machine That Broke Twice, with created scenarios');
    expect(second!.textContent).toContain('Done');
    expect(second!.textContent).toContain('1/1 (fail)');
    expect(second!.textContent).toContain('100% (6/6)');
    expect(second!.textContent).not.toContain('100% (6/6) (fail)');
  });
});
