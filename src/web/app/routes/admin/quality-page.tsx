// /admin/quality: run the evaluation of the configured engine in the background (every sample scenario or a few,
// with or without the generation prompts), follow its progress, read its figures against their thresholds, and
// compare the last runs side by side.
import { CheckCircle2, Gauge, MinusCircle, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { EvalFigure, EvalRun, EvalRunsAnswer } from '@shared/contracts/admin-quality.ts';
import { EmptyState, LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toastFailure } from '@/components/toast.ts';
import { useCancelEvalRun, useEvalRuns, useStartEvalRun } from '@/features/admin/api/admin-quality.ts';

/** The figures the comparison table shows, by key, with a short column title. */
const COMPARED_FIGURES: { key: string; title: string }[] = [
  { key: 'questionsAnswered', title: 'Brief answered' },
  { key: 'repeatedSentences', title: 'Repeats' },
  { key: 'leaks', title: 'Leaks' },
  { key: 'strongReached', title: 'Strong reached' },
  { key: 'pushyReached', title: 'Pushy reached' },
  { key: 'feedbackConsistency', title: 'Feedback' },
  { key: 'factsKept', title: 'Facts kept' },
];

const STATUS_LABELS: Record<EvalRun['status'], string> = { running: 'Running', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

function engineText(run: Pick<EvalRun, 'engine' | 'model'>): string {
  return run.model ? `${run.engine} · ${run.model}` : run.engine;
}

function scopeText(run: EvalRun, sampleCount: number): string {
  const scenarios = run.sampleNames.length === 0 ? `All ${sampleCount} samples` : run.sampleNames.length === 1 ? run.sampleNames[0]! : `${run.sampleNames.length} samples`;
  return run.withGeneration ? `${scenarios}, with generation` : scenarios;
}

function Mark({ figure }: { figure: EvalFigure }) {
  if (figure.isPassed === null) {
    return figure.threshold ? (
      <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
        <MinusCircle className="size-4 shrink-0" aria-hidden />
        Not run
      </span>
    ) : (
      <span className="text-slate-600 dark:text-slate-300">
        <span aria-hidden>—</span>
        <span className="sr-only">No threshold</span>
      </span>
    );
  }
  return figure.isPassed ? (
    <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-300">
      <CheckCircle2 className="size-4 shrink-0" aria-hidden />
      Pass
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-300">
      <XCircle className="size-4 shrink-0" aria-hidden />
      Fail
    </span>
  );
}

function RunForm({ data, running }: { data: EvalRunsAnswer; running: EvalRun | undefined }) {
  const [isEverySample, setIsEverySample] = useState(true);
  const [chosen, setChosen] = useState<string[]>(() => (data.samples[0] ? [data.samples[0].id] : []));
  const [withGeneration, setWithGeneration] = useState(false);
  const start = useStartEvalRun();
  const cancel = useCancelEvalRun();
  const ids = { every: useId(), some: useId(), generation: useId() };
  const isChoiceEmpty = !isEverySample && chosen.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { sampleIds: isEverySample ? [] : chosen, withGeneration },
      {
        onSuccess: () => toast.success('Evaluation started. Its figures appear here when it ends.'),
        onError: (error) => toastFailure('The evaluation could not start.', error),
      },
    );
  };
  const toggle = (id: string, isChecked: boolean) => setChosen((current) => (isChecked ? [...current, id] : current.filter((entry) => entry !== id)));

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-4 p-5" aria-label="Run an evaluation">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Engine: <span className="font-medium text-slate-900 dark:text-white" data-testid="quality-engine">{engineText(data.engine)}</span>
        <span className="text-slate-600 dark:text-slate-300"> (as set on the AI page)</span>
      </p>
      <fieldset className="space-y-2" disabled={Boolean(running)}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">Scenarios</legend>
        <label htmlFor={ids.every} className="flex items-center gap-2 text-sm">
          <input id={ids.every} type="radio" name="scope" checked={isEverySample} onChange={() => setIsEverySample(true)} />
          Every sample scenario ({data.samples.length})
        </label>
        <label htmlFor={ids.some} className="flex items-center gap-2 text-sm">
          <input id={ids.some} type="radio" name="scope" checked={!isEverySample} onChange={() => setIsEverySample(false)} />
          Only the ones I choose (faster)
        </label>
        {isEverySample ? null : (
          <ul className="grid gap-1 pl-6 sm:grid-cols-2" aria-label="Sample scenarios">
            {data.samples.map((sample) => (
              <li key={sample.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-1" checked={chosen.includes(sample.id)} onChange={(event) => toggle(sample.id, event.target.checked)} />
                  {sample.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor={ids.generation} className="flex items-center gap-2 pt-2 text-sm">
          <input id={ids.generation} type="checkbox" checked={withGeneration} onChange={(event) => setWithGeneration(event.target.checked)} />
          Also create the persona, rubric and scenario prompts of the evaluation set (slower)
        </label>
      </fieldset>
      {running ? (
        <RunProgress run={running} isCancelling={cancel.isPending} onCancel={() => cancel.mutate(running.id, { onSuccess: () => toast.success('Evaluation cancelled.'), onError: (error) => toastFailure('The evaluation could not be cancelled.', error) })} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={start.isPending || isChoiceEmpty}>
            {start.isPending ? 'Starting…' : 'Run evaluation'}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {isChoiceEmpty ? 'Choose at least one scenario.' : `A run stops by itself after ${data.timeLimitMinutes} minutes. On the built-in engine, one scenario without generation takes a few seconds.`}
          </p>
        </div>
      )}
    </form>
  );
}

function RunProgress({ run, isCancelling, onCancel }: { run: EvalRun; isCancelling: boolean; onCancel: () => void }) {
  const labelId = useId();
  const { done, total, step } = run.progress;
  return (
    <div className="space-y-2" data-testid="quality-progress">
      <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {step ? `${step}…` : 'Running…'} {done} of {total} done
      </p>
      <progress aria-labelledby={labelId} className="h-2 w-full accent-brand-600" max={Math.max(total, 1)} value={done} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={isCancelling} onClick={onCancel}>
          {isCancelling ? 'Cancelling…' : 'Cancel evaluation'}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-300">Started {formatDate(run.startedAt)}{run.startedBy ? ` by ${run.startedBy}` : ''}.</p>
      </div>
    </div>
  );
}

function FiguresTable({ run, sampleCount }: { run: EvalRun; sampleCount: number }) {
  const figures = run.figures ?? [];
  return (
    <section className="mt-8" aria-labelledby="quality-latest-heading">
      <h2 id="quality-latest-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Latest figures
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {engineText(run)} · {scopeText(run, sampleCount)} · {formatDate(run.finishedAt ?? run.startedAt)}
      </p>
      {/* Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen. */}
      <div className="card mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="quality-latest-heading">
        <table className="w-full text-left text-sm" data-testid="quality-figures">
          <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">Figure</th>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">Value</th>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">Threshold</th>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-4">Result</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure: EvalFigure) => (
              <tr key={figure.key} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="quality-figure">
                <th scope="row" className="px-2 py-2 font-medium text-slate-900 sm:px-4 dark:text-white">{figure.label}</th>
                <td className="px-2 py-2 tabular-nums sm:px-4">{figure.value}</td>
                <td className="px-2 py-2 text-slate-600 sm:px-4 dark:text-slate-300">{figure.threshold ?? '—'}</td>
                <td className="px-2 py-2 sm:px-4"><Mark figure={figure} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {run.scenarios && run.scenarios.length > 0 ? (
        <details className="card mt-3 p-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-900 dark:text-white">Per scenario ({run.scenarios.length})</summary>
          <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Figures per scenario">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-700 dark:text-slate-300">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-semibold">Scenario</th>
                  <th scope="col" className="py-1 pr-4 font-semibold">Brief answered</th>
                  <th scope="col" className="py-1 pr-4 font-semibold">Repeats</th>
                  <th scope="col" className="py-1 pr-4 font-semibold">Leaks</th>
                  <th scope="col" className="py-1 pr-4 font-semibold">Strong (turns)</th>
                  <th scope="col" className="py-1 font-semibold">Pushy (turns)</th>
                </tr>
              </thead>
              <tbody>
                {run.scenarios.map((row) => (
                  <tr key={row.name} className="border-t border-slate-100 dark:border-slate-800">
                    <th scope="row" className="py-1 pr-4 font-normal">{row.name}</th>
                    <td className="py-1 pr-4 tabular-nums">{row.briefAnswered}</td>
                    <td className="py-1 pr-4 tabular-nums">{row.repeats}</td>
                    <td className="py-1 pr-4 tabular-nums">{row.leaks}</td>
                    <td className="py-1 pr-4">{row.strong}</td>
                    <td className="py-1">{row.pushy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </section>
  );
}

function RunsTable({ runs, sampleCount }: { runs: EvalRun[]; sampleCount: number }) {
  return (
    <section className="mt-8" aria-labelledby="quality-runs-heading">
      <h2 id="quality-runs-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Last runs
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The last {runs.length === 1 ? 'run' : `${runs.length} runs`}, newest first; a figure that missed its threshold is marked.</p>
      <div className="card mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="quality-runs-heading">
        <table className="w-full text-left text-sm" data-testid="quality-runs">
          <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">Started</th>
              <th scope="col" className="px-3 py-2 font-semibold">Engine</th>
              <th scope="col" className="px-3 py-2 font-semibold">Scenarios</th>
              <th scope="col" className="px-3 py-2 font-semibold">Status</th>
              {COMPARED_FIGURES.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">{column.title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => {
              const byKey = new Map(run.figures?.map((figure) => [figure.key, figure]));
              return (
                <tr key={run.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="quality-run">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(run.startedAt)}</td>
                  <td className="min-w-28 px-3 py-2">{engineText(run)}</td>
                  <td className="min-w-44 px-3 py-2">{scopeText(run, sampleCount)}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium">{run.status === 'running' ? `Running (${run.progress.done}/${run.progress.total})` : STATUS_LABELS[run.status]}</span>
                    {run.error ? <span className="mt-1 block max-w-xs text-xs text-slate-600 dark:text-slate-300">{run.error}</span> : null}
                  </td>
                  {COMPARED_FIGURES.map((column) => {
                    const figure = byKey.get(column.key);
                    return (
                      <td key={column.key} className="px-3 py-2 whitespace-nowrap tabular-nums">
                        {figure ? (
                          <span className={figure.isPassed === false ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
                            {figure.value}
                            {figure.isPassed === false ? ' (fail)' : ''}
                          </span>
                        ) : (
                          '—'
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function QualityContent({ data }: { data: EvalRunsAnswer }) {
  const running = data.runs.find((run) => run.status === 'running');
  const latestDone = data.runs.find((run) => run.status === 'done');
  const latest = data.runs[0];
  return (
    <>
      <RunForm data={data} running={running} />
      {latest && latest.status === 'failed' ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100" data-testid="quality-failure">
          <p className="font-semibold">The last evaluation failed.</p>
          <p className="mt-1">{latest.error}</p>
        </div>
      ) : null}
      {data.runs.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={Gauge}
            title="No evaluations yet"
            text="An evaluation plays scripted learners through the sample scenarios on a separate, temporary copy of Engram, with the engine configured now, and measures how well the characters, the grading and the generation hold up. Nobody's sessions or credits are touched."
            testId="quality-empty"
          >
            <p className="text-sm text-slate-600 dark:text-slate-300">Choose the scenarios above and press “Run evaluation”.</p>
          </EmptyState>
        </div>
      ) : null}
      {latestDone ? <FiguresTable run={latestDone} sampleCount={data.samples.length} /> : null}
      {data.runs.length > 0 ? <RunsTable runs={data.runs} sampleCount={data.samples.length} /> : null}
    </>
  );
}

export function Component() {
  const runs = useEvalRuns();
  return (
    <section aria-labelledby="admin-quality-heading">
      <h1 id="admin-quality-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Quality
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        Measure the engine the characters run on: whether they answer from their brief, repeat themselves or break character, agree only when they should, and whether reports and generated items keep to the facts.
      </p>
      {runs.isPending ? <LoadingState label="Loading the evaluations" /> : runs.isError ? <RetryAlert message={runs.error.message} onRetry={() => void runs.refetch()} /> : <QualityContent data={runs.data} />}
    </section>
  );
}
