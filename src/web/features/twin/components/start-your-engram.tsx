import { ArrowRight, KeyRound, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { TWIN_SUMMARY_MIN_ANSWERS } from '@shared/contracts/twin-constants.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { ONBOARDING_PATHS } from '@/features/twin/onboarding-steps.ts';

/** "My Engram" for a person who has none yet: what it is, and the way into the interview (not an empty locker). */
export function StartYourEngram() {
  return (
    <div className="mx-auto max-w-2xl">
      <div className="card flex flex-col items-center px-6 py-12 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          <Sparkles className="size-7" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Start your Engram</h1>
        <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
          Your Engram is a digital twin that keeps your stories in your own words. Choose its username, then answer up to {TWIN_QUESTION_COUNT}{' '}
          questions about your family, friends, work and memories. After {TWIN_SUMMARY_MIN_ANSWERS} answers you can meet it.
        </p>
        <Link to={ONBOARDING_PATHS.intro} className="btn-primary mt-6">
          Start your Engram
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <p className="mt-6 flex items-start justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-300">
        <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Someone shared their Engram with you?{' '}
          <Link to="/dashboard/heirs" className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
            See the Engrams shared with you
          </Link>
          .
        </span>
      </p>
    </div>
  );
}
