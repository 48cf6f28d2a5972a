import type { ScenarioProgress } from '@shared/contracts/reports.ts';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { describeGain, formatDateTime, formatGain, formatScore } from '@/features/reports/report-format.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

function gainTone(gain: number): string {
  if (Math.round(gain) > 0) return 'text-emerald-700 dark:text-emerald-300';
  if (Math.round(gain) < 0) return 'text-rose-700 dark:text-rose-300';
  return 'text-slate-600 dark:text-slate-300';
}

const HEAD = 'px-2 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase sm:px-3 dark:text-slate-400';
const CELL = 'px-2 py-2.5 text-slate-800 tabular-nums sm:px-3 dark:text-slate-100';

/** Per scenario: sessions, first, best and latest score, and the gain since the first. */
export function ProgressSummaryTable({ scenarios }: { scenarios: readonly ScenarioProgress[] }) {
  const { t } = useTranslation();
  const scoreColumns = [t('progress.first'), t('progress.best'), t('progress.latest'), t('progress.gain')];
  return (
    // Relative, so the screen-reader words of a gain (absolutely placed) scroll with the table instead of widening the page.
    <div className="card relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="progress-summary">
        <caption className="sr-only">{t('progress.summaryCaption')}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={HEAD}>
              {t('progress.scenario')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              <span className="hidden sm:inline">{t('progress.sessions')}</span>
              <span className="sm:hidden">
                <span aria-hidden>#</span>
                <span className="sr-only">{t('progress.sessions')}</span>
              </span>
            </th>
            {scoreColumns.map((column) => (
              <th key={column} scope="col" className={`${HEAD} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {scenarios.map((scenario) => (
            <tr key={scenario.scenario_id ?? scenario.scenario_name}>
              <th scope="row" className="px-2 py-2.5 text-left font-medium sm:px-3 [overflow-wrap:anywhere] text-slate-900 dark:text-white">
                {scenario.scenario_name}
              </th>
              <td className={`${CELL} text-right`}>{formatNumber(scenario.sessions)}</td>
              <td className={`${CELL} text-right`}>{formatScore(scenario.first_score)}</td>
              <td className={`${CELL} text-right`}>{formatScore(scenario.best_score)}</td>
              <td className={`${CELL} text-right`}>{formatScore(scenario.latest_score)}</td>
              <td className={`${CELL} text-right font-semibold ${gainTone(scenario.gain)}`}>
                <span aria-hidden>{formatGain(scenario.gain)}</span>
                <span className="sr-only">{describeGain(scenario.gain)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ScenarioPoint = ScenarioProgress['points'][number] & { scenario_name: string };

const pointColumns = (t: TFunction): DataColumn<ScenarioPoint>[] => [
  { heading: t('progress.scenario'), isRowHeader: true, cell: (point) => point.scenario_name },
  { heading: t('progress.date'), cell: (point) => formatDateTime(point.started_at) },
  { heading: t('progress.score'), cell: (point) => t('progress.scoreOutOf100', { score: formatScore(point.score) }) },
  { heading: t('progress.result'), cell: (point) => (point.passed ? t('report.passed') : t('report.notPassed')) },
];

/** The chart's figures as text, for screen readers: every graded session, by scenario, oldest first. */
export function ScoresOverTimeTable({ scenarios }: { scenarios: readonly ScenarioProgress[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => pointColumns(t), [t]);
  const points = scenarios.flatMap((scenario) => scenario.points.map((point) => ({ ...point, scenario_name: scenario.scenario_name })));
  return (
    // Wrapped: a table ignores the width that hides it visually, and would widen the page on small screens.
    <div className="sr-only">
      <DataTable caption={t('progress.overTime')} columns={columns} rows={points} rowKey={(point) => point.conversation_id} testId="progress-points" isScrolling={false} />
    </div>
  );
}
