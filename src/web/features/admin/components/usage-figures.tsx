// The Usage page's figures: four charts (sessions, credits, AI calls, tokens), today's speech, and the tables under them.
import { useId } from 'react';
import { USAGE_DAYS, type AdminUsage } from '@shared/contracts/admin-usage.ts';
import { lazyWithPlaceholder } from '@/components/lazy-dialog.tsx';
import { formatDay, modelLabel, taskLabel } from '@/features/admin/components/usage-format.ts';
import { ModelsTable, TasksTable, TotalsTable } from '@/features/admin/components/usage-tables.tsx';

// recharts arrives after the page: the figures and tables are on screen first, and each chart's place is kept.
const BarsChart = lazyWithPlaceholder(
  () => import('@/features/admin/components/usage-charts.tsx').then((module) => module.BarsChart),
  <div className="h-64 w-full sm:h-72" aria-hidden />,
);

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

/** Characters spoken today against each speaker's daily budget. */
function SpeechToday({ speech }: { speech: AdminUsage['speechToday'] }) {
  const number = (value: number) => value.toLocaleString('en-US');
  return (
    <ChartCard title="Speech today" note="Characters spoken by the server's voice since midnight UTC; each person (or visitor's address) has a daily budget.">
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="usage-speech-today">
        {number(speech.characters)} characters by {number(speech.speakers)} {speech.speakers === 1 ? 'speaker' : 'speakers'}; the most by one: {number(speech.mostByOneSpeaker)} of{' '}
        {number(speech.charactersPerSpeaker)}.
      </p>
    </ChartCard>
  );
}

export function UsageFigures({ usage }: { usage: AdminUsage }) {
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
      <SpeechToday speech={usage.speechToday} />
      <TotalsTable usage={usage} />
      {usage.tasks.length > 0 ? <TasksTable usage={usage} /> : null}
      {usage.models.length > 0 ? <ModelsTable usage={usage} /> : null}
    </div>
  );
}
