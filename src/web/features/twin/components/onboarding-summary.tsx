import { MessageCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { TWIN_SUMMARY_MIN_ANSWERS } from '@shared/contracts/twin-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useGenerateSummary } from '@/features/twin/api/generate-summary.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { interviewPath, ONBOARDING_PATHS, ONBOARDING_STEPS } from '@/features/twin/onboarding-steps.ts';
import { firstUnansweredQuestion, isSummaryOutdated, missingAnswersMessage } from '@/features/twin/twin-display.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { ResetPersonalityModal } from './reset-personality-modal.tsx';
import { SummaryView } from './summary-view.tsx';

/** The summary job's progress, then its tags and six sections; Reset Personality and Try Personality. */
export function OnboardingSummary() {
  const { t } = useTranslation();
  const twin = useTwin();
  const generate = useGenerateSummary();
  const navigate = useNavigate();
  const [isResetOpen, setIsResetOpen] = useState(false);
  const hasStartedRef = useRef(false);
  const data = twin.data;
  const answered = data?.answered_count ?? 0;
  const missing = data !== undefined ? missingAnswersMessage(answered, TWIN_SUMMARY_MIN_ANSWERS) : null;
  const needsSummary = data ? isSummaryOutdated(data) : false;

  // A summary is written when there is none, or when answers changed since it was written.
  useEffect(() => {
    if (hasStartedRef.current || !data || missing || !needsSummary) return;
    hasStartedRef.current = true;
    generate.mutate();
  }, [data, missing, needsSummary, generate]);

  const summary = generate.data ?? (needsSummary ? null : (data?.summary ?? null));
  const name = data?.name.trim() || t('twin.summary.titleYours');

  let body;
  if (twin.isPending) {
    body = <Spinner label={t('twin.loading')} />;
  } else if (twin.isError) {
    body = <p role="alert">{twin.error.message}</p>;
  } else if (missing) {
    body = (
      <>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{missing}</p>
        <Link to={interviewPath('text', firstUnansweredQuestion(data?.answers ?? []))} className="btn-primary mt-6">
          {t('twin.meet.back')}
        </Link>
      </>
    );
  } else if (generate.isError) {
    body = (
      <>
        <ErrorAlert className="mt-4">{t('twin.summary.failed', { reason: generate.error.message })}</ErrorAlert>
        <button type="button" className="btn-secondary mt-4" onClick={() => generate.mutate()}>
          {t('common.tryAgain')}
        </button>
      </>
    );
  } else if (!summary) {
    body = (
      <div className="mt-6" data-testid="summary-progress">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200" role="status">
          {t('twin.summary.writing', { count: answered })}
        </p>
        <div
          className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          role="progressbar"
          aria-label={t('twin.summary.writingLabel')}
          aria-valuetext={t('twin.summary.inProgress')}
        >
          <div className="h-full w-full animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none dark:bg-brand-400" />
        </div>
      </div>
    );
  } else {
    body = (
      <div className="mt-8">
        <SummaryView summary={summary} />
      </div>
    );
  }

  return (
    <OnboardingFrame
      step={ONBOARDING_STEPS.summary}
      width="wide"
      actions={
        <>
          <button type="button" className="btn-secondary" onClick={() => setIsResetOpen(true)} disabled={!data || generate.isPending}>
            <RotateCcw className="size-4" aria-hidden />
            {t('twin.reset.title')}
          </button>
          {summary ? (
            <Link to={ONBOARDING_PATHS.chat} className="btn-primary">
              <MessageCircle className="size-4" aria-hidden />
              {t('twin.summary.try')}
            </Link>
          ) : null}
        </>
      }
    >
      <div className="flex items-center gap-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-xl font-bold text-white"
          aria-hidden
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{data?.name ? t('twin.summary.titleNamed', { name: data.name }) : t('twin.summary.titleYours')}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('twin.summary.subtitle')}</p>
        </div>
      </div>
      {body}
      <ResetPersonalityModal isOpen={isResetOpen} onClose={() => setIsResetOpen(false)} onReset={() => void navigate(interviewPath('text', 1))} />
    </OnboardingFrame>
  );
}
