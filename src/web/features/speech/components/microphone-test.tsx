import { CircleCheck, Mic, MicOff } from 'lucide-react';
import { useId } from 'react';
import { MIC_LEVEL_MAX, useMicrophoneLevel, type MicrophoneStatus } from '@/lib/use-microphone-level.ts';
import { useWordsCheck, type WordsCheckOptions, type WordsCheckState } from '@/features/speech/use-words-check.ts';

/** What to do when the microphone cannot be used, by cause. */
const PROBLEMS: Partial<Record<MicrophoneStatus, string>> = {
  denied:
    'The browser is not allowed to use your microphone. Allow the microphone for this site in the browser’s site settings (the icon at the left of the address bar), then start the test again.',
  'no-device': 'No microphone was found, or another application is using it. Connect a microphone (or close the other application), then start the test again.',
  unsupported: 'This browser cannot use a microphone on this page. Open Engram in a current browser over HTTPS to talk out loud.',
  error: 'The microphone could not be started. Start the test again, or talk in writing instead.',
};

export interface MicrophoneTestProps {
  /** Offered when the microphone cannot be used and the session is set to Speech to speech. */
  onUseTextMode?: () => void;
  /** How the learner's words would be understood, for the "say: hello" check. */
  wordsCheck: WordsCheckOptions;
}

/** What the "say: hello" check found, in words; null while it is off. */
function wordsCheckText(check: WordsCheckState): string | null {
  switch (check.phase) {
    case 'off':
      return null;
    case 'listening':
      return 'Now say “hello”.';
    case 'checking':
      return 'Checking what you said…';
    case 'heard':
      return `Understood: “${check.text}”. Voice input works.`;
    case 'nothing-heard':
      return 'No words were understood. Stop the test, then start it again and say “hello” a little louder.';
    case 'unavailable':
      return "Your words can't be turned into text here, so in Speech to speech you'll type your answers.";
    case 'error':
      return `Your words could not be checked: ${check.message}`;
  }
}

/**
 * Checks that the microphone hears the learner before a spoken session: a live level, and a "say: hello" check
 * that the words are understood (by the browser's recognition or the server's transcription).
 */
export function MicrophoneTest({ onUseTextMode, wordsCheck }: MicrophoneTestProps) {
  const microphone = useMicrophoneLevel();
  const check = useWordsCheck(microphone.isListening, wordsCheck);
  const checkText = wordsCheckText(check);
  const titleId = useId();
  const problem = PROBLEMS[microphone.status];
  const isActive = microphone.isListening || microphone.status === 'requesting';
  const level = Math.min(MIC_LEVEL_MAX, Math.max(0, microphone.level));

  return (
    <section className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
            Microphone test
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">Say “hello”: the level should move and your word should be understood. Nothing is kept.</p>
        </div>
        <button type="button" className="btn-secondary" onClick={microphone.toggle} aria-pressed={isActive}>
          {isActive ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
          {isActive ? 'Stop microphone test' : 'Start microphone test'}
        </button>
      </div>

      {microphone.status === 'requesting' ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">Waiting for permission to use the microphone…</p> : null}

      {microphone.isListening ? (
        <div className="mt-4">
          <div
            role="meter"
            aria-label="Microphone level"
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
            Level {level}%
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
              No sound detected. Try speaking louder.
            </p>
          ) : null}
        </div>
      ) : null}

      {problem ? (
        <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          <p>{problem}</p>
          {onUseTextMode ? (
            <button type="button" className="btn-secondary mt-3" onClick={onUseTextMode}>
              Use Text mode
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
