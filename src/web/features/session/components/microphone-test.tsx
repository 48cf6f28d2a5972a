import { Mic, MicOff } from 'lucide-react';
import { useId } from 'react';
import { MIC_LEVEL_MAX, useMicrophoneLevel, type MicrophoneStatus } from '../../../lib/use-microphone-level.ts';

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
}

/** Checks that the microphone hears the learner before a spoken session: a live level, nothing recorded. */
export function MicrophoneTest({ onUseTextMode }: MicrophoneTestProps) {
  const microphone = useMicrophoneLevel();
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
          <p className="text-sm text-slate-600 dark:text-slate-300">Say a few words and watch the level move. Nothing is recorded.</p>
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
