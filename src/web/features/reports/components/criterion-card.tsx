import { useTranslation } from '@/i18n/use-translation.ts';
import type { ReportCriterion } from '@shared/contracts/reports.ts';
import { QuoteButton } from '@/features/reports/components/quote-button.tsx';
import { ShareBar } from '@/components/share-bar.tsx';
import { formatScore } from '@/features/reports/report-format.ts';

export interface CriterionCardProps {
  criterion: ReportCriterion;
  /** A quote was chosen: show its message in the transcript. */
  onQuote: (messageId: string) => void;
}

/** One relevant criterion: score, level, weight, the learner's own lines as evidence, feedback and a better line. */
export function CriterionCard({ criterion, onQuote }: CriterionCardProps) {
  const score = criterion.score ?? 0;
  const { t } = useTranslation();
  return (
    <li className="card p-5" data-testid="criterion-result">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">{criterion.name}</h3>
        <p className="shrink-0 text-right">
          <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{formatScore(score)}</span>
          <span className="text-sm text-slate-600 dark:text-slate-300">/100</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        {criterion.level ? <span className="rounded-md bg-brand-100 px-2 py-0.5 font-semibold text-brand-900 dark:bg-brand-900/60 dark:text-brand-100">{criterion.level}</span> : null}
        <span className="rounded-md bg-slate-100 px-2 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">{t('report.weight', { weight: criterion.weight })}</span>
      </div>
      <div className="mt-3">
        <ShareBar percent={score} />
      </div>

      {criterion.evidence.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('report.whatYouSaid')}</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {criterion.evidence.map((evidence, index) => (
              <li key={`${evidence.message_id}-${index}`}>
                <QuoteButton quote={evidence.quote} messageId={evidence.message_id} onQuote={onQuote} testId="quote" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {criterion.feedback ? <p className="mt-4 text-sm leading-6 text-slate-700 dark:text-slate-300">{criterion.feedback}</p> : null}
      {criterion.better_line ? (
        <p className="mt-3 rounded-lg border-l-4 border-emerald-500 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100">
          <span className="font-semibold">{t('report.trySaying')}</span> “{criterion.better_line}”
        </p>
      ) : null}
    </li>
  );
}

/** The criteria the conversation never touched: listed apart, left out of the overall score. */
export function NotRelevantCriteria({ criteria }: { criteria: readonly ReportCriterion[] }) {
  const { t } = useTranslation();
  if (criteria.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="not-relevant-title">
      <h2 id="not-relevant-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('report.notRelevant')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('report.notRelevantBody')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {criteria.map((criterion) => (
          <li key={criterion.name} className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-950/60" data-testid="criterion-not-relevant">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white">{criterion.name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{t('report.weight', { weight: criterion.weight })}</span>
            </p>
            {criterion.feedback ? <p className="mt-1 text-slate-600 dark:text-slate-300">{criterion.feedback}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
