import { useTranslation } from '@/i18n/use-translation.ts';
import { Spinner } from '@/components/spinner.tsx';

/** The spinner while a session is graded; the report replaces it when the grading job's event arrives. */
export function GradingProgress() {
  const { t } = useTranslation();
  return (
    <section className="card flex flex-col items-center gap-4 px-6 py-12 text-center" aria-labelledby="grading-title" data-testid="grading-progress">
      <Spinner size="lg" label={t('report.gradingInProgress')} />
      <div>
        <h2 id="grading-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('report.grading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {t('report.gradingReading')}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('report.gradingWait')}</p>
      </div>
    </section>
  );
}
