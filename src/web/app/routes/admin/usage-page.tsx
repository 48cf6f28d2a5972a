// /admin/usage: the last 30 days of sessions, credits and AI calls, as charts and tables, with the estimated cost
// per provider and model from the editable price table at the bottom.
import { BarChart3, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AI_PROVIDER_LABELS, type AiProvider } from '@shared/contracts/admin.ts';
import {
  AI_PRICES_MAX_ROWS,
  PRICED_AI_PROVIDERS,
  SaveAiPricesInputSchema,
  USAGE_DAYS,
  type AdminUsage,
  type AiPrices,
  type PricedAiProvider,
} from '@shared/contracts/admin-usage.ts';
import { lazyWithPlaceholder } from '@/components/lazy-dialog.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminUsage, useAiPrices, useSaveAiPrices } from '@/features/admin/api/admin-usage.ts';

// recharts arrives after the page: the figures and tables are on screen first, and each chart's place is kept.
const BarsChart = lazyWithPlaceholder(
  () => import('@/features/admin/components/usage-charts.tsx').then((module) => module.BarsChart),
  <div className="h-64 w-full sm:h-72" aria-hidden />,
);

const HEAD = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const CELL = 'px-3 py-2 text-right text-slate-800 tabular-nums dark:text-slate-100';
const ROW_HEAD = 'px-3 py-2 text-left font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-white';

const numbers = new Intl.NumberFormat('en');
const formatNumber = (value: number) => numbers.format(value);

/** Dollars, with four decimals below a cent so small figures do not read as zero. */
function formatCost(dollars: number | null): string {
  if (dollars === null) return 'No price';
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: dollars > 0 && dollars < 0.01 ? 4 : 2 }).format(dollars);
}

/** "Mar 4" for 2025-03-04 (days are UTC). */
function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "character-reply" → "Character reply". */
function taskLabel(task: string): string {
  const words = task.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function providerLabel(provider: string): string {
  return provider in AI_PROVIDER_LABELS ? AI_PROVIDER_LABELS[provider as AiProvider] : provider;
}

function modelLabel(model: { provider: string; model: string }): string {
  return model.provider === 'offline' ? 'Built-in engine' : `${providerLabel(model.provider)}: ${model.model}`;
}

function ChartCard({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="card p-4 sm:p-5" aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{note}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function NothingYet({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-300" data-testid={testId}>
      {text}
    </p>
  );
}

function TotalsTable({ usage }: { usage: AdminUsage }) {
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

function TasksTable({ usage }: { usage: AdminUsage }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm" data-testid="usage-tasks">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900 dark:text-white">AI calls per task</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={HEAD}>
              Task
            </th>
            {['Calls', 'Failed', 'Input tokens', 'Output tokens', 'Estimated cost'].map((column) => (
              <th key={column} scope="col" className={`${HEAD} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
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
        </tbody>
      </table>
    </div>
  );
}

function ModelsTable({ usage }: { usage: AdminUsage }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm" data-testid="usage-models">
        <caption className="px-3 pt-3 text-left text-base font-semibold text-slate-900 dark:text-white">AI calls per provider and model</caption>
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th scope="col" className={HEAD}>
              Model
            </th>
            {['Calls', 'Without token counts', 'Input tokens', 'Output tokens', 'Price per million (in / out)', 'Estimated cost'].map((column) => (
              <th key={column} scope="col" className={`${HEAD} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
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
        </tbody>
      </table>
    </div>
  );
}

interface PriceRow {
  provider: PricedAiProvider;
  model: string;
  inputPerMillion: string;
  outputPerMillion: string;
}

const rowsOf = (prices: AiPrices): PriceRow[] =>
  prices.prices.map((price) => ({ provider: price.provider, model: price.model, inputPerMillion: String(price.inputPerMillion), outputPerMillion: String(price.outputPerMillion) }));

/** A typed price as a number; an empty field is not a price (the schema says so). */
const priceOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function PricesForm({ prices }: { prices: AiPrices }) {
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(prices));
  const save = useSaveAiPrices();
  const idPrefix = useId();
  useEffect(() => setRows(rowsOf(prices)), [prices]);

  const update = (index: number, patch: Partial<PriceRow>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveAiPricesInputSchema.safeParse({
      prices: rows.map((row) => ({ ...row, inputPerMillion: priceOf(row.inputPerMillion), outputPerMillion: priceOf(row.outputPerMillion) })),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Check the prices.');
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => toast.success('Prices saved. The estimates use them now.'), onError: (error) => toast.error(error.message) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card p-4 sm:p-5" aria-labelledby={`${idPrefix}-title`} data-testid="usage-prices">
      <h2 id={`${idPrefix}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
        Prices
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        US dollars per million tokens, used for the estimates above. {prices.isDefault ? 'These are estimates from the providers’ public price lists: edit them to match what you pay.' : 'Saved by an administrator.'}{' '}
        A model needs its exact name, as the AI page sets it.
      </p>
      <ul className="mt-4 space-y-3">
        {rows.map((row, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <li key={index} className="grid grid-cols-2 items-end gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_7rem_7rem_auto] dark:border-slate-700">
              <div>
                <label htmlFor={`${id}-provider`} className="field-label">
                  Provider
                </label>
                <select id={`${id}-provider`} className="field-input mt-1 w-full" value={row.provider} onChange={(event) => update(index, { provider: event.target.value as PricedAiProvider })}>
                  {PRICED_AI_PROVIDERS.map((provider) => (
                    <option key={provider} value={provider}>
                      {AI_PROVIDER_LABELS[provider]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-model`} className="field-label">
                  Model
                </label>
                <input id={`${id}-model`} className="field-input mt-1 w-full" value={row.model} onChange={(event) => update(index, { model: event.target.value })} />
              </div>
              <div>
                <label htmlFor={`${id}-input`} className="field-label">
                  Input $
                </label>
                <input id={`${id}-input`} className="field-input mt-1 w-full" type="number" min={0} step="any" inputMode="decimal" value={row.inputPerMillion} onChange={(event) => update(index, { inputPerMillion: event.target.value })} />
              </div>
              <div>
                <label htmlFor={`${id}-output`} className="field-label">
                  Output $
                </label>
                <input id={`${id}-output`} className="field-input mt-1 w-full" type="number" min={0} step="any" inputMode="decimal" value={row.outputPerMillion} onChange={(event) => update(index, { outputPerMillion: event.target.value })} />
              </div>
              <button
                type="button"
                className="btn-secondary justify-self-start"
                aria-label={`Remove the price of ${row.model || 'this model'}`}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {rows.length === 0 ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No prices: every call to a provider is left out of the estimate.</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={rows.length >= AI_PRICES_MAX_ROWS}
          onClick={() => setRows((current) => [...current, { provider: 'openai', model: '', inputPerMillion: '', outputPerMillion: '' }])}
        >
          <Plus className="size-4" aria-hidden />
          Add a price
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save prices'}
        </button>
      </div>
    </form>
  );
}

function UsageFigures({ usage }: { usage: AdminUsage }) {
  const taskNames = usage.tasks.map((task) => task.task);
  const callsPerDay = usage.days.map((day) => ({ day: day.day, ...Object.fromEntries(taskNames.map((task) => [task, day.aiCallsByTask[task] ?? 0])) }));
  const tokensPerModel = usage.models
    .filter((model) => model.provider !== 'offline')
    .map((model) => ({ model: modelLabel(model), inputTokens: model.inputTokens, outputTokens: model.outputTokens }));
  const creditsPerDay = usage.days.map((day) => ({ day: day.day, creditsSpent: day.creditsSpent, creditsGranted: day.creditsGranted }));
  const sessionsPerDay = usage.days.map((day) => ({ day: day.day, sessions: day.sessions }));
  const usesBuiltIn = usage.models.some((model) => model.provider === 'offline');

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title="Sessions per day">
          {usage.totals.sessions === 0 ? (
            <NothingYet text={`No sessions were started in the last ${USAGE_DAYS} days.`} testId="usage-sessions-empty" />
          ) : (
            <BarsChart data={sessionsPerDay} labelKey="day" formatLabel={formatDay} bars={[{ key: 'sessions', name: 'Sessions' }]} title="Sessions per day" description="Roleplay sessions started each day (UTC)." testId="usage-sessions-chart" />
          )}
        </ChartCard>
        <ChartCard title="Credits per day" note="Granted counts welcome credits, grants, purchases and refunds.">
          {usage.totals.creditsSpent + usage.totals.creditsGranted === 0 ? (
            <NothingYet text={`No credits were spent or granted in the last ${USAGE_DAYS} days.`} testId="usage-credits-empty" />
          ) : (
            <BarsChart
              data={creditsPerDay}
              labelKey="day"
              formatLabel={formatDay}
              bars={[
                { key: 'creditsSpent', name: 'Spent' },
                { key: 'creditsGranted', name: 'Granted' },
              ]}
              title="Credits per day"
              description="Credits spent and granted each day (UTC)."
              testId="usage-credits-chart"
            />
          )}
        </ChartCard>
        <ChartCard title="AI calls per day, by task">
          {usage.totals.aiCalls === 0 ? (
            <NothingYet text={`No AI calls in the last ${USAGE_DAYS} days. They appear here as people practise.`} testId="usage-ai-empty" />
          ) : (
            <BarsChart
              data={callsPerDay}
              labelKey="day"
              formatLabel={formatDay}
              bars={taskNames.map((task) => ({ key: task, name: taskLabel(task) }))}
              isStacked
              title="AI calls per day"
              description="Calls to the AI each day (UTC), stacked by task."
              testId="usage-ai-chart"
            />
          )}
        </ChartCard>
        <ChartCard title="Tokens per model" note={usesBuiltIn ? 'The built-in engine runs on this server: it reports no tokens and costs nothing, so it is not in this chart.' : undefined}>
          {tokensPerModel.length === 0 ? (
            <NothingYet text="No calls went to a provider’s model in this period." testId="usage-tokens-empty" />
          ) : (
            <BarsChart
              data={tokensPerModel}
              labelKey="model"
              bars={[
                { key: 'inputTokens', name: 'Input tokens' },
                { key: 'outputTokens', name: 'Output tokens' },
              ]}
              title="Tokens per model"
              description="Input and output tokens the providers reported, per model."
              testId="usage-tokens-chart"
            />
          )}
        </ChartCard>
      </div>
      <TotalsTable usage={usage} />
      {usage.tasks.length > 0 ? <TasksTable usage={usage} /> : null}
      {usage.models.length > 0 ? <ModelsTable usage={usage} /> : null}
    </div>
  );
}

export function Component() {
  const usage = useAdminUsage();
  const prices = useAiPrices();
  return (
    <section aria-labelledby="admin-usage-heading">
      <div className="flex items-center gap-2">
        <BarChart3 className="size-6 text-brand-700 dark:text-brand-300" aria-hidden />
        <h1 id="admin-usage-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Usage
        </h1>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        The last {USAGE_DAYS} days, by day in UTC. Token counts are the ones the AI provider reported; costs are estimates from the prices below.
      </p>
      <div className="mt-6 space-y-6">
        {usage.isPending ? <LoadingState label="Loading the usage figures" /> : usage.isError ? <RetryAlert message={usage.error.message} onRetry={() => void usage.refetch()} /> : <UsageFigures usage={usage.data} />}
        {prices.isPending ? null : prices.isError ? <RetryAlert message={prices.error.message} onRetry={() => void prices.refetch()} /> : <PricesForm prices={prices.data} />}
      </div>
    </section>
  );
}
