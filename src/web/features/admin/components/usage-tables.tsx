// The Usage page's tables: the period's totals, the AI calls per task and per provider and model. They also give
// screen readers the figures the charts draw.
import type { ReactNode } from 'react';
import type { AdminUsage } from '@shared/contracts/admin-usage.ts';
import { formatCost, formatDay, formatNumber, modelLabel, taskLabel } from '@/features/admin/components/usage-format.ts';

const HEAD = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const CELL = 'px-3 py-2 text-right text-slate-800 tabular-nums dark:text-slate-100';
const ROW_HEAD = 'px-3 py-2 text-left font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-white';

export function TotalsTable({ usage }: { usage: AdminUsage }) {
  const { totals } = usage;
  const rows: [string, string][] = [
    ['Sessions started', formatNumber(totals.sessions)],
    ['Credits spent', formatNumber(totals.creditsSpent)],
    ['Credits granted', formatNumber(totals.creditsGranted)],
    ['AI calls', formatNumber(totals.aiCalls)],
    ['AI calls that failed', formatNumber(totals.failures)],
    ['Input tokens', formatNumber(totals.inputTokens)],
    ['Output tokens', formatNumber(totals.outputTokens)],
    ['Estimated AI cost', formatCost(totals.estimatedCost)],
  ];
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-sm" data-testid="usage-totals">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900 dark:text-white">
          Totals, {formatDay(usage.from)} to {formatDay(usage.to)}
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
          {formatNumber(totals.unpricedCalls)} {totals.unpricedCalls === 1 ? 'call went' : 'calls went'} to models without a price and {totals.unpricedCalls === 1 ? 'is' : 'are'} not in the estimate. Add
          their prices below.
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
  return (
    <FiguresTable caption="AI calls per task" testId="usage-tasks" minWidth="min-w-[36rem]" rowHeading="Task" columns={['Calls', 'Failed', 'Input tokens', 'Output tokens', 'Estimated cost']}>
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
  return (
    <FiguresTable
      caption="AI calls per provider and model"
      testId="usage-models"
      minWidth="min-w-[44rem]"
      rowHeading="Model"
      columns={['Calls', 'Without token counts', 'Input tokens', 'Output tokens', 'Price per million (in / out)', 'Estimated cost']}
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
            {model.provider === 'offline' ? 'Free' : model.inputPerMillion === null || model.outputPerMillion === null ? 'Not set' : `$${model.inputPerMillion} / $${model.outputPerMillion}`}
          </td>
          <td className={CELL}>{formatCost(model.estimatedCost)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
