import { ArrowRight, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { ONBOARDING_STEPS } from '@/features/twin/onboarding-steps.ts';

const REDIRECT_SECONDS = 5;
const DASHBOARD_PATH = '/dashboard';

export function OnboardingDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  const [isCountingDown, setIsCountingDown] = useState(true);

  useEffect(() => {
    if (!isCountingDown) return;
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isCountingDown]);

  useEffect(() => {
    if (isCountingDown && secondsLeft === 0) void navigate(DASHBOARD_PATH, { replace: true });
  }, [isCountingDown, secondsLeft, navigate]);

  return (
    <OnboardingFrame step={ONBOARDING_STEPS.done}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300">
          <PartyPopper className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{t('twin.done.title')}</h1>
        <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
          {t('twin.done.body')}
        </p>

        <p className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-200" role="status">
          {isCountingDown ? t('twin.done.redirecting', { count: secondsLeft }) : t('twin.done.paused')}
        </p>

        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={DASHBOARD_PATH} replace className="btn-primary">
            {t('twin.done.goToDashboard')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          {isCountingDown ? (
            <button type="button" className="btn-ghost" onClick={() => setIsCountingDown(false)}>
              {t('twin.done.stay')}
            </button>
          ) : null}
        </div>
      </div>
    </OnboardingFrame>
  );
}
