import { ArrowRight, AudioLines, Mic, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CAREER_CATEGORIES } from '@shared/career-categories.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { careerCategoryKey } from '@/features/twin/twin-display.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { TWIN_SUMMARY_MIN_ANSWERS } from '@shared/contracts/twin-constants.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { ONBOARDING_PATHS, ONBOARDING_STEPS, type OnboardingVoiceState } from '@/features/twin/onboarding-steps.ts';
import { UsernameChooser } from './username-chooser.tsx';

interface VoiceChoice {
  to: string;
  /** Router state handed to the next page (the spoken interview opens its voice picker at once). */
  state?: OnboardingVoiceState;
  icon: LucideIcon;
  /** Catalogue keys of the choice's title and text. */
  title: string;
  description: string;
}

const VOICE_CHOICES: VoiceChoice[] = [
  // Straight into the interview in writing: the default voice needs no recording of the person's own.
  {
    to: ONBOARDING_PATHS.text,
    icon: AudioLines,
    title: 'twin.intro.defaultVoice',
    description: 'twin.intro.defaultVoiceBody',
  },
  {
    to: ONBOARDING_PATHS.voice,
    state: { isChoosingVoice: true },
    icon: Mic,
    title: 'twin.intro.ownVoice',
    description: 'twin.intro.ownVoiceBody',
  },
];

/** `packageNote`: what starting an Engram costs on this server (the page composes it from the plans feature). */
export function OnboardingIntro({ packageNote }: { packageNote?: ReactNode }) {
  const { t } = useTranslation();
  const twin = useTwin();
  return (
    <OnboardingFrame step={ONBOARDING_STEPS.intro}>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
        <Sparkles className="size-3.5" aria-hidden />
        {t('twin.intro.badge')}
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('twin.intro.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('twin.intro.body', { count: TWIN_QUESTION_COUNT, min: TWIN_SUMMARY_MIN_ANSWERS })}</p>

      {twin.isPending ? (
        <Spinner className="mt-8" label={t('twin.loading')} />
      ) : twin.isError ? (
        <ErrorAlert className="mt-8">{twin.error.message}</ErrorAlert>
      ) : twin.data === null ? (
        // The username comes first: reserving it starts the Engram, and the interview follows.
        <>
          {packageNote}
          <UsernameChooser />
        </>
      ) : (
        <>
          <p className="mt-6 text-sm" data-testid="twin-username">
            {richText(t('twin.intro.username', { username: twin.data.username }), { bold: (inner) => <strong>{inner}</strong> })}
          </p>
          <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('twin.intro.chooseVoice')}</h2>
          <ul className="mt-3 grid gap-3">
            {VOICE_CHOICES.map((choice) => (
              <li key={choice.to}>
                <VoiceOption choice={choice} />
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('twin.intro.whatDoYouDo')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('twin.intro.fields')}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('twin.intro.careers')}>
        {CAREER_CATEGORIES.map((category) => (
          <li key={category}>
            <span className="inline-block rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
              {t(careerCategoryKey(category))}
            </span>
          </li>
        ))}
      </ul>
    </OnboardingFrame>
  );
}

function VoiceOption({ choice: { to, state, icon: Icon, title, description } }: { choice: VoiceChoice }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      state={state}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-400 hover:bg-brand-50 dark:border-slate-700 dark:hover:border-brand-500 dark:hover:bg-brand-900/20"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t(title)}</span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{t(description)}</span>
      </span>
      <ArrowRight
        className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 dark:group-hover:text-brand-300"
        aria-hidden
      />
    </Link>
  );
}
