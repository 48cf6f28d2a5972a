import { LoaderCircle, Mic, Square } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { RECORDER_PROBLEMS, type RecorderStatus } from '@/features/twin/use-answer-recorder.ts';

export interface RecorderPanelProps {
  status: RecorderStatus;
  level: number;
  seconds: number;
  isBusy: boolean;
  onStart: () => void;
  onStop: () => void;
  /** What the button starts: "Record your answer", "Record a voice note". */
  label: string;
}

/** The record button, the live level and the time so far; the caller decides what happens to the audio. */
export function RecorderPanel({ status, level, seconds, isBusy, onStart, onStop, label }: RecorderPanelProps) {
  const { t } = useTranslation();
  const isRecording = status === 'recording';
  const problemKey = RECORDER_PROBLEMS[status];
  const problem = problemKey ? t(problemKey) : null;
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={isRecording ? onStop : onStart}
        disabled={isBusy || status === 'requesting'}
        aria-label={isRecording ? t('twin.recorder.stop') : label}
        title={isRecording ? t('twin.recorder.stop') : label}
        className={`relative flex size-16 items-center justify-center rounded-full text-white shadow-lg transition-colors disabled:opacity-60 ${
          isRecording ? 'bg-rose-600 hover:bg-rose-700' : 'bg-brand-700 hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700'
        }`}
      >
        {isRecording ? <span className="absolute inset-0 animate-ping rounded-full bg-rose-500/30 motion-reduce:hidden" aria-hidden /> : null}
        {status === 'requesting' || isBusy ? (
          <LoaderCircle className="size-7 animate-spin" aria-hidden />
        ) : isRecording ? (
          <Square className="size-6 fill-current" aria-hidden />
        ) : (
          <Mic className="size-7" aria-hidden />
        )}
      </button>
      <p className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200" aria-live="polite">
        {isBusy ? t('twin.recorder.saving') : isRecording ? t('twin.recorder.recording', { seconds }) : status === 'requesting' ? t('twin.recorder.waiting') : label}
      </p>
      <div className="w-full max-w-xs">
        <div
          role="meter"
          aria-label={t('mic.level')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          aria-valuetext={isRecording ? `${level}%` : t('twin.recorder.off')}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-emerald-500 transition-[width] duration-75" style={{ width: `${Math.min(100, level)}%` }} />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="w-full rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
