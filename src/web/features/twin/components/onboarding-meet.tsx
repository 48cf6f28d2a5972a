import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { TWIN_SUMMARY_MIN_ANSWERS } from '@shared/contracts/twin-constants.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { Spinner } from '@/components/spinner.tsx';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { interviewPath, ONBOARDING_PATHS, ONBOARDING_STEPS } from '@/features/twin/onboarding-steps.ts';
import { firstUnansweredQuestion, missingAnswersMessage } from '@/features/twin/twin-display.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';

/** "Time to meet your AI version": on to the summary with enough answers, else how many are missing. */
export function OnboardingMeet() {
  const { t } = useTranslation();
  const twin = useTwin();
  const answered = twin.data?.answered_count ?? 0;
  const missing = missingAnswersMessage(answered, TWIN_SUMMARY_MIN_ANSWERS);
  const resumeAt = firstUnansweredQuestion(twin.data?.answers ?? []);

  return (
    <OnboardingFrame
      step={ONBOARDING_STEPS.meet}
      actions={
        <>
          <Link to={interviewPath('text', resumeAt)} className="btn-secondary">
            <ArrowLeft className="size-4" aria-hidden />
            {t('twin.meet.back')}
          </Link>
          {twin.isPending || missing ? null : (
            <Link to={ONBOARDING_PATHS.summary} className="btn-primary">
              {t('twin.meet.viewSummary')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          )}
        </>
      }
    >
      <div className="flex flex-col items-center text-center">
        <div className="relative flex size-28 items-center justify-center" aria-hidden>
          <span className="absolute inset-0 rounded-full bg-brand-200/60 dark:bg-brand-800/40" />
          <span className="absolute inset-3 rounded-full bg-brand-300/60 dark:bg-brand-700/50" />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-lg">
            <Sparkles className="size-8" />
          </span>
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('twin.meet.title')}</h1>
        {twin.isPending ? (
          <Spinner className="mt-6" label={t('twin.meet.counting')} />
        ) : twin.isError ? (
          <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
            {twin.error.message}
          </p>
        ) : (
          <>
            <p className="mt-3 text-lg font-semibold" data-testid="answered-summary">
              {t('twin.meet.answered', { count: answered, total: TWIN_QUESTION_COUNT })}
            </p>
            <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
              {missing ?? t('twin.meet.body')}
            </p>
          </>
        )}
      </div>
    </OnboardingFrame>
  );
}
