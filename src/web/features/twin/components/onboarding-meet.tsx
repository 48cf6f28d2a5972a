import { Check, Sparkles } from 'lucide-react';
import { OnboardingFrame, StepLinks } from './onboarding-frame.tsx';
import { ONBOARDING_PATHS } from '../onboarding-steps.ts';

const LEARNED = ['Your personality and the way you speak', 'The people who matter to you', 'Your work, hobbies and interests'];

export function OnboardingMeet() {
  return (
    <OnboardingFrame
      step={4}
      actions={<StepLinks back={{ to: ONBOARDING_PATHS.text, label: 'Back' }} next={{ to: ONBOARDING_PATHS.summary, label: 'View Summary' }} />}
    >
      <div className="flex flex-col items-center text-center">
        <div className="relative flex size-28 items-center justify-center" aria-hidden>
          <span className="absolute inset-0 rounded-full bg-brand-200/60 dark:bg-brand-800/40" />
          <span className="absolute inset-3 rounded-full bg-brand-300/60 dark:bg-brand-700/50" />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-lg">
            <Sparkles className="size-8" />
          </span>
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">Time to meet your AI version</h1>
        <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
          We have shaped a first version of your twin from your answers. Look over its summary, then try a short conversation with it.
        </p>
        <ul className="mt-6 grid gap-2 text-left text-sm">
          {LEARNED.map((item) => (
            <li key={item} className="flex items-center gap-2.5">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300">
                <Check className="size-3.5" aria-hidden />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </OnboardingFrame>
  );
}
