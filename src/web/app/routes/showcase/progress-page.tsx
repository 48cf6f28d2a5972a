// /showcase/progress: per scenario, the first, best and latest score and the gain, and a chart of the graded
// sessions' scores over time (recharts, loaded with this page's chunk only) with the same figures as a text table,
// and per skill (rubric criterion) its latest score, change and a sparkline.
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { lazyWithPlaceholder } from '@/components/lazy-dialog.tsx';
import { EmptyState, LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useProgress } from '@/features/reports/api/get-progress.ts';
import { ProgressSummaryTable, ScoresOverTimeTable } from '@/features/reports/components/progress-tables.tsx';
import { SkillScoresTable, SkillTrends } from '@/features/reports/components/skill-trends.tsx';
import { chartSeriesOf } from '@/features/reports/progress-chart-data.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

// recharts arrives after the page: the tables and the text are on screen first, and the chart's place is kept.
const ProgressChart = lazyWithPlaceholder(
  () => import('@/features/reports/components/progress-chart.tsx').then((module) => module.ProgressChart),
  <div className="h-72 w-full sm:h-80" aria-hidden />,
);

export function Component() {
  const { t } = useTranslation();
  const progress = useProgress();
  const scenarios = progress.data?.data ?? [];
  const skills = progress.data?.skills ?? [];

  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('progress.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('progress.intro')}</p>

      <div className="mt-6">
        {progress.isPending ? (
          <LoadingState label={t('progress.loading')} />
        ) : progress.isError ? (
          <RetryAlert message={progress.error.message} onRetry={() => void progress.refetch()} />
        ) : scenarios.length === 0 ? (
          <EmptyState
            icon={TrendingUp}
            title={t('progress.emptyTitle')}
            text={t('progress.emptyBody')}
            testId="progress-empty"
          >
            <Link to="/showcase" className="btn-primary">
              {t('progress.browse')}
            </Link>
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="summary-title">
              <h2 id="summary-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
                {t('progress.byScenario')}
              </h2>
              <ProgressSummaryTable scenarios={scenarios} />
            </section>
            <section className="card p-5" aria-labelledby="chart-title">
              <h2 id="chart-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('progress.overTime')}
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{t('progress.overTimeHint')}</p>
              <ProgressChart series={chartSeriesOf(scenarios)} />
              <ScoresOverTimeTable scenarios={scenarios} />
            </section>
            {skills.length > 0 ? (
              <section aria-labelledby="skills-title">
                <h2 id="skills-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                  {t('progress.bySkill')}
                </h2>
                <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
                  {t('progress.bySkillHint')}
                </p>
                <SkillTrends skills={skills} />
                <SkillScoresTable skills={skills} />
              </section>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
