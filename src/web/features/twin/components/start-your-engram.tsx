import { ArrowRight, KeyRound, Sparkles } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { TWIN_SUMMARY_MIN_ANSWERS } from '@shared/contracts/twin-constants.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { ONBOARDING_PATHS } from '@/features/twin/onboarding-steps.ts';
import { richText } from '@/i18n/rich-text.tsx';

/** "My Engram" for a person who has none yet: what it is, and the way into the interview (not an empty locker). */
export function StartYourEngram() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl">
      <div className="card flex flex-col items-center px-6 py-12 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          <Sparkles className="size-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('dash.start.title')}</h1>
        <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
          {t('dash.start.body', { questions: TWIN_QUESTION_COUNT, min: TWIN_SUMMARY_MIN_ANSWERS })}
        </p>
        <Link to={ONBOARDING_PATHS.intro} className="btn-primary mt-6">
          {t('dash.start.title')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <p className="mt-6 flex items-start justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-300">
        <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {richText(t('dash.start.shared'), {
            link: (inner) => (
              <Link to="/dashboard/heirs" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {inner}
              </Link>
            ),
          })}
        </span>
      </p>
    </div>
  );
}
