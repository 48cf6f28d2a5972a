import { Info, Keyboard, Mic } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { VoiceInputVerdict } from '@/features/speech/voice-input.ts';

export interface VoiceInputNoticeProps {
  /** Null while it is being found out. */
  verdict: VoiceInputVerdict | null;
  /** Switches the session to Text mode before it starts. */
  onUseTextMode: () => void;
}

/** The Meet page's answer, before Start, to "will I be heard here?", and the choice of Text mode where not. */
export function VoiceInputNotice({ verdict, onUseTextMode }: VoiceInputNoticeProps) {
  const { t } = useTranslation();
  if (!verdict) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300" data-testid="voice-input-notice">
        {t('voiceInput.checking')}
      </p>
    );
  }
  if (verdict.kind === 'typing') {
    return (
      <div role="status" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100" data-testid="voice-input-notice">
        <Keyboard className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="flex flex-col items-start gap-2">
          <p>{verdict.text}</p>
          <button type="button" className="btn-secondary" onClick={onUseTextMode}>
            {t('voiceInput.useText')}
          </button>
        </div>
      </div>
    );
  }
  const Icon = verdict.kind === 'voice' ? Mic : Info;
  return (
    <p role="status" className="flex gap-2 text-sm text-slate-700 dark:text-slate-200" data-testid="voice-input-notice">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
      {verdict.text}
    </p>
  );
}
