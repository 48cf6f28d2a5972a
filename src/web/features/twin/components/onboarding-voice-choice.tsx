// The spoken interview's "Your Engram's voice": the voice chosen (and heard first) with the same picker as Talk to my
// Engram, in a dialog opened from here, or at once when the person arrives from "Customise with your own voice".
import { Mic2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Modal } from '@/components/modal.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useTwinVoice } from '@/features/twin/api/twin-voice.ts';
import { describeVoice, VoicePicker } from './voice-picker.tsx';

/** Open or closed is the interview's to hold, so the dialog stays as it was when the question changes. */
export function OnboardingVoiceChoice({ isOpen, setIsOpen }: { isOpen: boolean; setIsOpen: (isOpen: boolean) => void }) {
  const { t } = useTranslation();
  const voice = useTwinVoice();

  return (
    <section aria-labelledby="onboarding-voice-heading" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="onboarding-voice">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="onboarding-voice-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
            <Mic2 className="size-4" aria-hidden />
            {t('twin.voiceChoice.heading')}
          </h2>
          {voice.isPending ? (
            <Spinner className="mt-2" label={t('twin.voiceChoice.loading')} />
          ) : voice.isError ? (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">{voice.error.message}</p>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="onboarding-voice-summary">
              {t('twin.voiceChoice.summary', { voice: describeVoice(voice.data.voice) })}
            </p>
          )}
        </div>
        {voice.data ? (
          <button type="button" className="btn-secondary" onClick={() => setIsOpen(true)}>
            {t('twin.voiceChoice.choose')}
          </button>
        ) : null}
      </div>
      {voice.data ? (
        <Modal
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          title={t('twin.voiceChoice.choose')}
          description={t('twin.voiceChoice.description')}
          width="32rem"
          footer={
            <button type="button" className="btn-secondary" onClick={() => setIsOpen(false)}>
              {t('twin.voiceChoice.back')}
            </button>
          }
        >
          <VoicePicker settings={voice.data} onSaved={() => setIsOpen(false)} />
        </Modal>
      ) : null}
    </section>
  );
}
