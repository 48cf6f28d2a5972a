// The Usage page's figures: four charts (sessions, credits, AI calls, tokens), today's speech, and the tables under them.
import { useId } from 'react';
import { USAGE_DAYS, type AdminUsage } from '@shared/contracts/admin-usage.ts';
import { lazyWithPlaceholder } from '@/components/lazy-dialog.tsx';
import { formatDay, modelLabel, taskLabel } from '@/features/admin/components/usage-format.ts';
import { ModelsTable, TasksTable, TotalsTable } from '@/features/admin/components/usage-tables.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

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
  const { t } = useTranslation();
  return (
    <ChartCard title={t('admin.usageFigures.speechToday')} note={t('admin.usageFigures.speechTodayNote')}>
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="usage-speech-today">
        {t('admin.usageFigures.speechFigures', {
          count: speech.speakers,
          characters: formatNumber(speech.characters),
          speakers: formatNumber(speech.speakers),
          most: formatNumber(speech.mostByOneSpeaker),
          budget: formatNumber(speech.charactersPerSpeaker),
        })}
      </p>
    </ChartCard>
  );
}

export function UsageFigures({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation();
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
        <ChartCard title={t('admin.usageFigures.sessionsPerDay')}>
          {usage.totals.sessions === 0 ? (
            <NothingYet text={t('admin.usageFigures.noSessions', { count: USAGE_DAYS })} testId="usage-sessions-empty" />
          ) : (
            <BarsChart
              data={sessionsPerDay}
              labelKey="day"
              formatLabel={formatDay}
              bars={[{ key: 'sessions', name: t('admin.usageFigures.sessions') }]}
              title={t('admin.usageFigures.sessionsPerDay')}
              description={t('admin.usageFigures.sessionsDescription')}
              testId="usage-sessions-chart"
            />
          )}
        </ChartCard>
        <ChartCard title={t('admin.usageFigures.creditsPerDay')} note={t('admin.usageFigures.creditsNote')}>
          {usage.totals.creditsSpent + usage.totals.creditsGranted === 0 ? (
            <NothingYet text={t('admin.usageFigures.noCredits', { count: USAGE_DAYS })} testId="usage-credits-empty" />
          ) : (
            <BarsChart
              data={creditsPerDay}
              labelKey="day"
              formatLabel={formatDay}
              bars={[
                { key: 'creditsSpent', name: t('admin.usageFigures.spent') },
                { key: 'creditsGranted', name: t('admin.usageFigures.granted') },
              ]}
              title={t('admin.usageFigures.creditsPerDay')}
              description={t('admin.usageFigures.creditsDescription')}
              testId="usage-credits-chart"
            />
          )}
        </ChartCard>
        <ChartCard title={t('admin.usageFigures.callsByTask')}>
          {usage.totals.aiCalls === 0 ? (
            <NothingYet text={t('admin.usageFigures.noCalls', { count: USAGE_DAYS })} testId="usage-ai-empty" />
          ) : (
            <BarsChart
              data={callsPerDay}
              labelKey="day"
              formatLabel={formatDay}
              bars={taskNames.map((task) => ({ key: task, name: taskLabel(task) }))}
              isStacked
              title={t('admin.usageFigures.callsPerDay')}
              description={t('admin.usageFigures.callsDescription')}
              testId="usage-ai-chart"
            />
          )}
        </ChartCard>
        <ChartCard title={t('admin.usageFigures.tokensPerModel')} note={usesBuiltIn ? t('admin.usageFigures.builtInNote') : undefined}>
          {tokensPerModel.length === 0 ? (
            <NothingYet text={t('admin.usageFigures.noTokens')} testId="usage-tokens-empty" />
          ) : (
            <BarsChart
              data={tokensPerModel}
              labelKey="model"
              bars={[
                { key: 'inputTokens', name: t('admin.usageFigures.inputTokens') },
                { key: 'outputTokens', name: t('admin.usageFigures.outputTokens') },
              ]}
              title={t('admin.usageFigures.tokensPerModel')}
              description={t('admin.usageFigures.tokensDescription')}
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
