import { ArrowRight, AudioLines, Mic, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CAREER_CATEGORIES } from '@shared/career-categories.ts';
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
  title: string;
  description: string;
}

const VOICE_CHOICES: VoiceChoice[] = [
  // Straight into the interview in writing: the default voice needs no recording of the person's own.
  {
    to: ONBOARDING_PATHS.text,
    icon: AudioLines,
    title: 'Use the default AI voice',
    description: 'Start straight away and answer in writing. You can still record any answer.',
  },
  {
    to: ONBOARDING_PATHS.voice,
    state: { isChoosingVoice: true },
    icon: Mic,
    title: 'Customise with your own voice',
    description:
      'Choose the voice your Engram speaks in and hear it first, then answer out loud. Each recording is kept as a voice memory and written out where this server can transcribe it. You will need a microphone.',
  },
];

/** `packageNote`: what starting an Engram costs on this server (the page composes it from the plans feature). */
export function OnboardingIntro({ packageNote }: { packageNote?: ReactNode }) {
  const twin = useTwin();
  return (
    <OnboardingFrame step={ONBOARDING_STEPS.intro}>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
        <Sparkles className="size-3.5" aria-hidden />
        Your digital twin
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Let&rsquo;s build your Engram</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Your twin learns your personality, values and knowledge from what you tell it. There are {TWIN_QUESTION_COUNT} questions about your
        family, friends, loved ones, hobbies, work and memories; skip any you like. After {TWIN_SUMMARY_MIN_ANSWERS} answers you can meet your AI
        version, and every answer is saved as you go, so you can stop and come back on any device.
      </p>

      {twin.isPending ? (
        <Spinner className="mt-8" label="Loading your Engram" />
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
            Your Engram&rsquo;s username is <strong>@{twin.data.username}</strong>.
          </p>
          <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Choose how your twin sounds</h2>
          <ul className="mt-3 grid gap-3">
            {VOICE_CHOICES.map((choice) => (
              <li key={choice.to}>
                <VoiceOption choice={choice} />
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">What do you do?</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Twins are being built by people from every field.</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Career categories">
        {CAREER_CATEGORIES.map((category) => (
          <li key={category}>
            <span className="inline-block rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
              {category}
            </span>
          </li>
        ))}
      </ul>
    </OnboardingFrame>
  );
}

function VoiceOption({ choice: { to, state, icon: Icon, title, description } }: { choice: VoiceChoice }) {
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
        <span className="block font-semibold">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{description}</span>
      </span>
      <ArrowRight
        className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 dark:group-hover:text-brand-300"
        aria-hidden
      />
    </Link>
  );
}
