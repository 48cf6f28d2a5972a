import { LoaderCircle, Mic, Square } from 'lucide-react';
import { Link } from 'react-router';
import { useMicrophoneLevel, type MicrophoneStatus } from '../../../lib/use-microphone-level.ts';
import { OnboardingFrame, StepLinks } from './onboarding-frame.tsx';
import { FIRST_QUESTION, ONBOARDING_PATHS, ONBOARDING_QUESTION_COUNT } from '../onboarding-steps.ts';

const PROBLEM_MESSAGES: Partial<Record<MicrophoneStatus, string>> = {
  denied: 'Microphone access was blocked. Allow it in your browser’s site settings and try again.',
  'no-device': 'No microphone was found, or another app is using it. Connect one and try again.',
  unsupported: 'This browser cannot use a microphone on this page.',
  error: 'The microphone could not be started. Please try again.',
};

const STATUS_TEXT: Partial<Record<MicrophoneStatus, string>> = {
  idle: 'Press the microphone to start',
  requesting: 'Waiting for microphone permission…',
  listening: 'Listening… press again to stop',
};

export function OnboardingVoice() {
  const microphone = useMicrophoneLevel();
  const { status, level, isListening, isSilent } = microphone;
  const problem = PROBLEM_MESSAGES[status];

  return (
    <OnboardingFrame
      step={2}
      actions={<StepLinks back={{ to: ONBOARDING_PATHS.intro, label: 'Previous' }} next={{ to: ONBOARDING_PATHS.text, label: 'Next' }} />}
    >
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        Question 1/{ONBOARDING_QUESTION_COUNT}
      </p>
      <h1 className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">{FIRST_QUESTION}</h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        Answer out loud, in your own words. Nothing is recorded in this preview: the meter only shows that your microphone can hear you.
      </p>

      <div className="mt-8 flex flex-col items-center">
        <button
          type="button"
          onClick={microphone.toggle}
          aria-pressed={isListening}
          aria-label={isListening ? 'Stop microphone' : 'Start microphone'}
          className={`relative flex size-20 items-center justify-center rounded-full text-white shadow-lg transition-colors ${
            isListening ? 'bg-rose-600 hover:bg-rose-700' : 'bg-brand-700 hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700'
          }`}
        >
          {isListening ? (
            <span className="absolute inset-0 animate-ping rounded-full bg-rose-500/30 motion-reduce:hidden" aria-hidden />
          ) : null}
          {status === 'requesting' ? (
            <LoaderCircle className="size-8 animate-spin" aria-hidden />
          ) : isListening ? (
            <Square className="size-7 fill-current" aria-hidden />
          ) : (
            <Mic className="size-8" aria-hidden />
          )}
        </button>
        <p className="mt-3 min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200" aria-live="polite">
          {STATUS_TEXT[status] ?? 'Press the microphone to try again'}
        </p>

        <div className="mt-6 w-full max-w-sm">
          <div className="mb-1.5 flex items-center justify-between text-xs font-medium text-slate-600 dark:text-slate-300">
            <span id="mic-level-label">Microphone level</span>
            <span aria-hidden>{isListening ? `${level}%` : '–'}</span>
          </div>
          <div
            role="meter"
            aria-labelledby="mic-level-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={level}
            aria-valuetext={isListening ? `${level}%` : 'Microphone off'}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-500 to-emerald-500 transition-[width] duration-75"
              style={{ width: `${Math.min(100, level)}%` }}
            />
          </div>
          <p className="mt-2 min-h-5 text-sm text-amber-700 dark:text-amber-300" role="status">
            {isSilent ? 'No sound detected. Try speaking louder.' : ''}
          </p>
        </div>

        {problem ? (
          <div
            role="alert"
            className="mt-2 w-full rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200"
          >
            <p>{problem}</p>
            <p className="mt-1">
              You can also{' '}
              <Link to={ONBOARDING_PATHS.text} className="font-semibold underline underline-offset-2">
                answer in writing instead
              </Link>
              .
            </p>
          </div>
        ) : null}
      </div>
    </OnboardingFrame>
  );
}
