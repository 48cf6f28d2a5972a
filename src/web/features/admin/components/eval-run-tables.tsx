// The Quality page's tables: the latest finished run's figures against their thresholds (and per scenario), and the
// last runs side by side.
import type { ReactNode } from 'react';
import { CheckCircle2, MinusCircle, XCircle, type LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { EvalFigure, EvalFigureSet, EvalRun } from '@shared/contracts/admin-quality.ts';
import { engineText, formatDate, scopeText } from '@/features/admin/components/eval-run-format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The figures the comparison table shows, by key, with a short column title. */
const comparedFigures = (t: TFunction): { key: string; title: string }[] => [
  { key: 'questionsAnswered', title: t('admin.quality.tables.briefAnswered') },
  { key: 'repeatedSentences', title: t('admin.quality.tables.repeats') },
  { key: 'leaks', title: t('admin.quality.tables.leaks') },
  { key: 'strongReached', title: t('admin.quality.tables.strongReached') },
  { key: 'pushyReached', title: t('admin.quality.tables.pushyReached') },
  { key: 'feedbackConsistency', title: t('admin.quality.tables.feedback') },
  { key: 'factsKept', title: t('admin.quality.tables.factsKept') },
];

function statusLabel(t: TFunction, run: EvalRun): string {
  switch (run.status) {
    case 'running':
      return t('admin.quality.tables.status.running', { done: run.progress.done, total: run.progress.total });
    case 'done':
      return t('admin.quality.tables.status.done');
    case 'failed':
      return t('admin.quality.tables.status.failed');
    case 'cancelled':
      return t('admin.quality.tables.status.cancelled');
  }
}

/** A result with its icon (not run, pass, fail), in its colour. */
function IconMark({ icon: Icon, tone, children }: { icon: LucideIcon; tone: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
    </span>
  );
}

function Mark({ figure }: { figure: EvalFigure }) {
  const { t } = useTranslation();
  if (figure.isPassed === null) {
    return figure.threshold ? (
      <IconMark icon={MinusCircle} tone="text-slate-600 dark:text-slate-300">
        {t('admin.quality.tables.notRun')}
      </IconMark>
    ) : (
      <span className="text-slate-600 dark:text-slate-300">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('admin.quality.tables.noThreshold')}</span>
      </span>
    );
  }
  return figure.isPassed ? (
    <IconMark icon={CheckCircle2} tone="font-medium text-emerald-700 dark:text-emerald-300">
      {t('admin.quality.tables.pass')}
    </IconMark>
  ) : (
    <IconMark icon={XCircle} tone="font-medium text-red-700 dark:text-red-300">
      {t('admin.quality.tables.fail')}
    </IconMark>
  );
}

/** A table's column headings, in order, each with the same classes. */
function ColumnHeadings({ titles, className }: { titles: string[]; className: string }) {
  // A heading's place is its identity: two languages' titles may coincide.
  return titles.map((title, index) => (
    <th key={index} scope="col" className={className}>
      {title}
    </th>
  ));
}

/** Figures against their thresholds, one row each, with a note under a value when it has one. */
function FiguresTable({ figures, labelledBy, testId }: { figures: readonly EvalFigure[]; labelledBy: string; testId: string }) {
  const { t } = useTranslation();
  return (
    // Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen.
    <div className="card mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300">
          <tr>
            <ColumnHeadings
              className="px-2 py-2 font-semibold sm:px-4"
              titles={[t('admin.quality.tables.figure'), t('admin.quality.tables.value'), t('admin.quality.tables.threshold'), t('admin.quality.tables.result')]}
            />
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.key} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="quality-figure">
              <th scope="row" className="px-2 py-2 font-medium text-slate-900 sm:px-4 dark:text-white">{figure.label}</th>
              <td className="px-2 py-2 sm:px-4">
                <span className="tabular-nums">{figure.value}</span>
                {figure.note ? <span className="mt-0.5 block max-w-md text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300">{figure.note}</span> : null}
              </td>
              <td className="px-2 py-2 text-slate-600 sm:px-4 dark:text-slate-300">{figure.threshold ?? '—'}</td>
              <td className="px-2 py-2 sm:px-4"><Mark figure={figure} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A set of figures the evaluation returned (transcript checks, a created-scenario set …), under its own heading. */
function FigureSet({ set }: { set: EvalFigureSet }) {
  const headingId = `quality-set-${set.key}`;
  return (
    <section className="mt-6" aria-labelledby={headingId} data-testid="quality-figure-set">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">{set.label}</h3>
      {set.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{set.description}</p> : null}
      <FiguresTable figures={set.figures} labelledBy={headingId} testId={`quality-set-${set.key}`} />
    </section>
  );
}

export function EvalFiguresTable({ run, sampleCount }: { run: EvalRun; sampleCount: number }) {
  const { t } = useTranslation();
  return (
    <section className="mt-8" aria-labelledby="quality-latest-heading">
      <h2 id="quality-latest-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('admin.quality.tables.latest')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {engineText(run)} · {scopeText(run, sampleCount)} · {formatDate(run.finishedAt ?? run.startedAt)}
      </p>
      <FiguresTable figures={run.figures ?? []} labelledBy="quality-latest-heading" testId="quality-figures" />
      {(run.figureSets ?? []).map((set) => (
        <FigureSet key={set.key} set={set} />
      ))}
      {run.scenarios && run.scenarios.length > 0 ? (
        <details className="card mt-3 p-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-900 dark:text-white">{t('admin.quality.tables.perScenario', { count: run.scenarios.length })}</summary>
          <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.quality.tables.perScenarioLabel')}>
            <table className="w-full text-left text-sm">
              <thead className="text-slate-700 dark:text-slate-300">
                <tr>
                  <ColumnHeadings
                    className="py-1 pr-4 font-semibold last:pr-0"
                    titles={[
                      t('admin.quality.tables.scenario'),
                      t('admin.quality.tables.briefAnswered'),
                      t('admin.quality.tables.repeats'),
                      t('admin.quality.tables.leaks'),
                      t('admin.quality.tables.strongTurns'),
                      t('admin.quality.tables.pushyTurns'),
                    ]}
                  />
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

export function EvalRunsTable({ runs, sampleCount }: { runs: EvalRun[]; sampleCount: number }) {
  const { t } = useTranslation();
  const compared = comparedFigures(t);
  return (
    <section className="mt-8" aria-labelledby="quality-runs-heading">
      <h2 id="quality-runs-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('admin.quality.tables.runs')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('admin.quality.tables.runsIntro', { count: runs.length })}</p>
      <div className="card mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="quality-runs-heading">
        <table className="w-full text-left text-sm" data-testid="quality-runs">
          <thead className="border-b border-slate-200 text-slate-700 dark:border-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">{t('admin.quality.tables.started')}</th>
              <ColumnHeadings
                className="px-3 py-2 font-semibold"
                titles={[t('admin.quality.tables.engine'), t('admin.quality.tables.scenarios'), t('admin.quality.tables.statusHeading'), ...compared.map((column) => column.title)]}
              />
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => {
              const byKey = new Map(run.figures?.map((figure) => [figure.key, figure]));
              return (
                <tr key={run.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="quality-run">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(run.startedAt)}</td>
                  <td className="min-w-28 px-3 py-2">{engineText(run)}</td>
                  <td className="min-w-36 px-3 py-2">{scopeText(run, sampleCount)}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium">{statusLabel(t, run)}</span>
                    {run.error ? <span className="mt-1 block max-w-xs text-xs text-slate-600 dark:text-slate-300">{run.error}</span> : null}
                  </td>
                  {compared.map((column) => {
                    const figure = byKey.get(column.key);
                    return (
                      <td key={column.key} className="px-3 py-2 tabular-nums">
                        {figure ? (
                          <span className={figure.isPassed === false ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>
                            {figure.value}
                            {figure.isPassed === false ? ` (${t('admin.quality.tables.failLower')})` : ''}
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
