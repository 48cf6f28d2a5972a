// /admin/quality: run the evaluation of the configured engine in the background (every sample scenario or a few,
// with or without the generation prompts), follow its progress, read its figures against their thresholds, and
// compare the last runs side by side.
import { Gauge } from 'lucide-react';
import type { EvalRunsAnswer } from '@shared/contracts/admin-quality.ts';
import { EmptyState, QueryContent } from '@/components/query-states.tsx';
import { useEvalRuns } from '@/features/admin/api/admin-quality.ts';
import { EvalRunForm } from '@/features/admin/components/eval-run-form.tsx';
import { EvalFiguresTable, EvalRunsTable } from '@/features/admin/components/eval-run-tables.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AdminPage } from './admin-page.tsx';

function QualityContent({ data }: { data: EvalRunsAnswer }) {
  const { t } = useTranslation();
  const running = data.runs.find((run) => run.status === 'running');
  const latestDone = data.runs.find((run) => run.status === 'done');
  const latest = data.runs[0];
  return (
    <>
      <EvalRunForm data={data} running={running} />
      {latest && latest.status === 'failed' ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100" data-testid="quality-failure">
          <p className="font-semibold">{t('admin.quality.lastFailed')}</p>
          <p className="mt-1">{latest.error}</p>
        </div>
      ) : null}
      {data.runs.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={Gauge}
            title={t('admin.quality.emptyTitle')}
            text={t('admin.quality.emptyBody')}
            testId="quality-empty"
          >
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.quality.emptyHint', { button: t('admin.quality.form.run') })}</p>
          </EmptyState>
        </div>
      ) : null}
      {latestDone ? <EvalFiguresTable run={latestDone} sampleCount={data.samples.length} /> : null}
      {data.runs.length > 0 ? <EvalRunsTable runs={data.runs} sampleCount={data.samples.length} /> : null}
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  const runs = useEvalRuns();
  return (
    <AdminPage headingId="admin-quality-heading" title={t('admin.quality.title')} intro={t('admin.quality.intro')}>
      <QueryContent query={runs} loadingLabel={t('admin.quality.loading')}>
        {(data) => <QualityContent data={data} />}
      </QueryContent>
    </AdminPage>
  );
}
