import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo.tsx';
import { ProductSwitch } from '@/components/product-switch.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { ONBOARDING_STEP_COUNT } from '@/features/twin/onboarding-steps.ts';

interface OnboardingFrameProps {
  /** 1-based position in the onboarding flow. */
  step: number;
  /** Buttons under the card's content, separated by a rule. */
  actions?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The chrome every onboarding page shares: header, step progress and a centred card. */
export function OnboardingFrame({ step, actions, width = 'narrow', children }: OnboardingFrameProps) {
  const percent = Math.min(100, Math.max(0, Math.round((step / ONBOARDING_STEP_COUNT) * 100)));
  const { t } = useTranslation();
  const stepLabel = t('twin.frame.step', { step, count: ONBOARDING_STEP_COUNT });
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-900/25 dark:via-slate-950 dark:to-slate-950">
      <header>
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to="/showcase" className="rounded-lg" aria-label={t('twin.frame.home')}>
            <LogoMark />
          </Link>
          <div className="flex items-center gap-3">
            <ProductSwitch current="twin" layout="inline" />
            <span className="text-sm font-medium whitespace-nowrap text-slate-600 dark:text-slate-300">{stepLabel}</span>
            <ThemeToggle />
          </div>
        </div>
        <ProductSwitch current="twin" layout="row" />
        <div
          className="h-1 w-full bg-brand-100 dark:bg-slate-800"
          role="progressbar"
          aria-label={t('twin.frame.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={stepLabel}
        >
          <div className="h-full rounded-r-full bg-brand-600 transition-[width] duration-500 dark:bg-brand-400" style={{ width: `${percent}%` }} />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className={`card w-full ${width === 'wide' ? 'max-w-3xl' : 'max-w-xl'}`}>
          <div className="p-6 sm:p-10">{children}</div>
          {actions ? (
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-10 dark:border-slate-800">
              {actions}
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
