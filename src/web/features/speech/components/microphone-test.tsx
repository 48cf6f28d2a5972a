import { CircleCheck, Mic, MicOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import { MIC_LEVEL_MAX, useMicrophoneLevel, type MicrophoneStatus } from '@/lib/use-microphone-level.ts';
import { useWordsCheck, type WordsCheckOptions, type WordsCheckState } from '@/features/speech/use-words-check.ts';

/** What to do when the microphone cannot be used, by cause (catalogue keys). */
const PROBLEMS: Partial<Record<MicrophoneStatus, string>> = {
  denied: 'mic.problemDenied',
  'no-device': 'mic.problemNoDevice',
  unsupported: 'mic.problemUnsupported',
  error: 'mic.problemError',
};

export interface MicrophoneTestProps {
  /** Offered when the microphone cannot be used and the session is set to Speech to speech. */
  onUseTextMode?: () => void;
  /** How the learner's words would be understood, for the "say: hello" check. */
  wordsCheck: WordsCheckOptions;
}

/** What the "say: hello" check found, in words; null while it is off. */
function wordsCheckText(check: WordsCheckState, t: TFunction): string | null {
  switch (check.phase) {
    case 'off':
      return null;
    case 'listening':
      return t('mic.checkListening');
    case 'checking':
      return t('mic.checkChecking');
    case 'heard':
      return t('mic.checkHeard', { text: check.text });
    case 'nothing-heard':
      return t('mic.checkNothingHeard');
    case 'unavailable':
      return t('mic.checkUnavailable');
    case 'error':
      return t('mic.checkError', { message: check.message });
  }
}

/**
 * Checks that the microphone hears the learner before a spoken session: a live level, and a "say: hello" check
 * that the words are understood (by the browser's recognition or the server's transcription).
 */
export function MicrophoneTest({ onUseTextMode, wordsCheck }: MicrophoneTestProps) {
  const { t } = useTranslation();
  const microphone = useMicrophoneLevel();
  const check = useWordsCheck(microphone.isListening, wordsCheck);
  const checkText = wordsCheckText(check, t);
  const titleId = useId();
  const problemKey = PROBLEMS[microphone.status];
  const problem = problemKey ? t(problemKey) : null;
  const isActive = microphone.isListening || microphone.status === 'requesting';
  const level = Math.min(MIC_LEVEL_MAX, Math.max(0, microphone.level));

  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
            {t('mic.title')}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('mic.hint')}</p>
        </div>
        <button type="button" className="btn-secondary" onClick={microphone.toggle} aria-pressed={isActive}>
          {isActive ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
          {isActive ? t('mic.stop') : t('mic.start')}
        </button>
      </div>

      {microphone.status === 'requesting' ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('mic.waiting')}</p> : null}

      {microphone.isListening ? (
        <div className="mt-4">
          <div
            role="meter"
            aria-label={t('mic.level')}
            aria-valuemin={0}
            aria-valuemax={MIC_LEVEL_MAX}
            aria-valuenow={level}
            aria-valuetext={`${level}%`}
            data-testid="mic-level"
            className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-emerald-500 transition-[width] duration-75 dark:bg-emerald-400" style={{ width: `${level}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-600 tabular-nums dark:text-slate-300" aria-hidden>
            {t('mic.levelValue', { level })}
          </p>
          {checkText ? (
            <p
              role="status"
              className={`mt-2 flex items-start gap-1.5 text-sm font-medium ${check.phase === 'heard' ? 'text-emerald-800 dark:text-emerald-200' : check.phase === 'listening' || check.phase === 'checking' ? 'text-slate-800 dark:text-slate-100' : 'text-amber-800 dark:text-amber-200'}`}
              data-testid="words-check"
            >
              {check.phase === 'heard' ? <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
              {checkText}
            </p>
          ) : null}
          {microphone.isSilent ? (
            <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-200" role="status">
              {t('mic.silent')}
            </p>
          ) : null}
        </div>
      ) : null}

      {problem ? (
        <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          <p>{problem}</p>
          {onUseTextMode ? (
            <button type="button" className="btn-secondary mt-3" onClick={onUseTextMode}>
              {t('mic.useText')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
