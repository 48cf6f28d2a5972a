// The Usage page's tables: the period's totals, the AI calls per task and per provider and model. They also give
// screen readers the figures the charts draw.
import type { ReactNode } from 'react';
import type { AdminUsage } from '@shared/contracts/admin-usage.ts';
import { formatCost, formatDay, formatNumber, modelLabel, taskLabel } from '@/features/admin/components/usage-format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const HEAD = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const CELL = 'px-3 py-2 text-right text-slate-800 tabular-nums dark:text-slate-100';
const ROW_HEAD = 'px-3 py-2 text-left font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-white';

export function TotalsTable({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation();
  const { totals } = usage;
  const rows: [string, string][] = [
    [t('admin.usageFigures.sessionsStarted'), formatNumber(totals.sessions)],
    [t('admin.usageFigures.creditsSpent'), formatNumber(totals.creditsSpent)],
    [t('admin.usageFigures.creditsGranted'), formatNumber(totals.creditsGranted)],
    [t('admin.usageFigures.aiCalls'), formatNumber(totals.aiCalls)],
    [t('admin.usageFigures.aiCallsFailed'), formatNumber(totals.failures)],
    [t('admin.usageFigures.inputTokens'), formatNumber(totals.inputTokens)],
    [t('admin.usageFigures.outputTokens'), formatNumber(totals.outputTokens)],
    [t('admin.usageFigures.estimatedAiCost'), formatCost(totals.estimatedCost)],
  ];
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-sm" data-testid="usage-totals">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900 dark:text-white">
          {t('admin.usageFigures.totals', { from: formatDay(usage.from), to: formatDay(usage.to) })}
        </caption>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={ROW_HEAD}>
                {label}
              </th>
              <td className={CELL}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {totals.unpricedCalls > 0 ? (
        <p className="px-3 pb-3 text-sm text-slate-600 dark:text-slate-300">
          {t('admin.usageFigures.unpriced', { count: totals.unpricedCalls, formatted: formatNumber(totals.unpricedCalls) })}
        </p>
      ) : null}
    </div>
  );
}

/** A card with a table of figures: a caption, a row heading column, then right-aligned figure columns. */
function FiguresTable({ caption, testId, minWidth, rowHeading, columns, children }: { caption: string; testId: string; minWidth: string; rowHeading: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="card overflow-x-auto">
      <table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900 dark:text-white">{caption}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={HEAD}>
              {rowHeading}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${HEAD} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

export function TasksTable({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t('admin.usageFigures.callsPerTask')}
      testId="usage-tasks"
      minWidth="min-w-[36rem]"
      rowHeading={t('admin.usageFigures.task')}
      columns={[t('admin.usageFigures.calls'), t('admin.usageFigures.failed'), t('admin.usageFigures.inputTokens'), t('admin.usageFigures.outputTokens'), t('admin.usageFigures.estimatedCost')]}
    >
      {usage.tasks.map((task) => (
        <tr key={task.task}>
          <th scope="row" className={ROW_HEAD}>
            {taskLabel(task.task)}
          </th>
          <td className={CELL}>{formatNumber(task.calls)}</td>
          <td className={CELL}>{formatNumber(task.failures)}</td>
          <td className={CELL}>{formatNumber(task.inputTokens)}</td>
          <td className={CELL}>{formatNumber(task.outputTokens)}</td>
          <td className={CELL}>{formatCost(task.estimatedCost)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}

export function ModelsTable({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t('admin.usageFigures.callsPerModel')}
      testId="usage-models"
      minWidth="min-w-[44rem]"
      rowHeading={t('admin.usageFigures.model')}
      columns={[
        t('admin.usageFigures.calls'),
        t('admin.usageFigures.withoutTokens'),
        t('admin.usageFigures.inputTokens'),
        t('admin.usageFigures.outputTokens'),
        t('admin.usageFigures.pricePerMillion'),
        t('admin.usageFigures.estimatedCost'),
      ]}
    >
      {usage.models.map((model) => (
        <tr key={`${model.provider}/${model.model}`}>
          <th scope="row" className={ROW_HEAD}>
            {modelLabel(model)}
          </th>
          <td className={CELL}>{formatNumber(model.calls)}</td>
          <td className={CELL}>{formatNumber(model.callsWithoutTokens)}</td>
          <td className={CELL}>{formatNumber(model.inputTokens)}</td>
          <td className={CELL}>{formatNumber(model.outputTokens)}</td>
          <td className={CELL}>
            {model.provider === 'offline'
              ? t('admin.usageFigures.free')
              : model.inputPerMillion === null || model.outputPerMillion === null
                ? t('admin.settings.notSet')
                : `${formatCost(model.inputPerMillion)} / ${formatCost(model.outputPerMillion)}`}
          </td>
          <td className={CELL}>{formatCost(model.estimatedCost)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
