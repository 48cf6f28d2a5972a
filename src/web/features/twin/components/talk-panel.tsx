// Talk to my Engram: the owner's own conversation with their twin, kept on the server and shown again on return,
// each reply heard in the twin's voice, and the voice itself chosen here ("Customise with your own voice").
import { Mic2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { OWNER_TALK_PATH, useClearTwinTalk, useKeepTalkTurn, useTwinTalk } from '@/features/twin/api/get-talk.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { OWNER_SPEECH_PATH, useTwinVoice } from '@/features/twin/api/twin-voice.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { DashboardSection, LoadError, NoTwinYet } from './dashboard-section.tsx';
import { TwinChat } from './twin-chat.tsx';
import { describeVoice, VoicePicker } from './voice-picker.tsx';

const AUTO_PLAY_KEY = 'engram.twin-talk.auto-play';

export function TalkPanel() {
  const { t } = useTranslation();
  const twin = useTwin();
  const talk = useTwinTalk();
  const voice = useTwinVoice();
  const clear = useClearTwinTalk();
  const keepTurn = useKeepTalkTurn();
  const [isClearOpen, setIsClearOpen] = useState(false);
  const [isVoiceOpen, setIsVoiceOpen] = useState(false);
  // Counts clears, so the chat starts afresh after one.
  const [generation, setGeneration] = useState(0);
  const [isAutoPlay, setIsAutoPlay] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(AUTO_PLAY_KEY) === 'true');

  if (twin.isPending || (twin.data && talk.isPending)) return (
      <div className="flex justify-center py-12">
        <Spinner label={t('dash.talk.loading')} />
      </div>
    );
  if (twin.isError) return <LoadError message={twin.error.message} onRetry={() => void twin.refetch()} />;
  if (twin.data === null) {
    return (
      <DashboardSection title={t('dash.nav.talk')} description={t('dash.talk.descriptionNoTwin')}>
        <NoTwinYet text={t('dash.talk.noTwin')} />
      </DashboardSection>
    );
  }
  if (talk.isError) return <LoadError message={talk.error.message} onRetry={() => void talk.refetch()} />;

  const messages = talk.data?.messages ?? [];
  const canSpeak = voice.data?.engine != null;
  const toggleAutoPlay = (next: boolean) => {
    setIsAutoPlay(next);
    localStorage.setItem(AUTO_PLAY_KEY, String(next));
  };
  const clearAll = async () => {
    try {
      await clear.mutateAsync();
      setGeneration((value) => value + 1);
      setIsClearOpen(false);
      toast.success(t('dash.talk.cleared'), { id: 'twin-talk-cleared' });
    } catch (clearError) {
      toast.error(readable(clearError));
    }
  };

  return (
    <DashboardSection
      title={t('dash.nav.talk')}
      description={t('dash.talk.description')}
      actions={
        <button type="button" className="btn-secondary" onClick={() => setIsClearOpen(true)} disabled={messages.length === 0 && generation === 0}>
          <Trash2 className="size-4" aria-hidden />
          {t('dash.talk.clear')}
        </button>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {canSpeak ? (
            <label className="mb-3 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={isAutoPlay} onChange={(event) => toggleAutoPlay(event.target.checked)} className="size-4 accent-brand-600" />
              {t('dash.talk.autoPlay')}
            </label>
          ) : null}
          <TwinChat
            key={generation}
            name={twin.data.name}
            path={OWNER_TALK_PATH}
            canRenewSession
            isKept
            initialMessages={generation === 0 ? messages.map(({ role, content }) => ({ role, content })) : []}
            speechPath={canSpeak ? OWNER_SPEECH_PATH : undefined}
            isAutoPlay={isAutoPlay}
            onReply={(kept) => void keepTurn(kept)}
            emptyText={t('dash.talk.empty')}
          />
        </div>
        <section aria-labelledby="twin-voice-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="twin-voice-heading" className="flex items-center gap-2 font-semibold">
            <Mic2 className="size-4 text-brand-700 dark:text-brand-300" aria-hidden />
            {t('dash.talk.voice')}
          </h2>
          {voice.isPending ? (
            <Spinner className="mt-3" label={t('dash.talk.loadingVoice')} />
          ) : voice.isError ? (
            <p className="mt-2 text-sm text-red-700 dark:text-red-300">{voice.error.message}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="twin-voice-summary">
                {t('dash.talk.voiceSummary', { voice: describeVoice(voice.data.voice) })}
              </p>
              {isVoiceOpen ? (
                <div className="mt-4">
                  <VoicePicker settings={voice.data} />
                </div>
              ) : (
                <button type="button" className="btn-secondary mt-3 w-full" onClick={() => setIsVoiceOpen(true)}>
                  {t('dash.talk.customise')}
                </button>
              )}
            </>
          )}
        </section>
      </div>
      <ConfirmModal
        isOpen={isClearOpen}
        onClose={() => setIsClearOpen(false)}
        title={t('dash.talk.clearTitle')}
        description={t('dash.talk.clearBody')}
        onConfirm={() => void clearAll()}
        confirmLabel={t('dash.talk.clear')}
        confirmClassName={DANGER_BUTTON_CLASS}
        isBusy={clear.isPending}
        busyLabel={t('dash.talk.clearing')}
        width="28rem"
      />
    </DashboardSection>
  );
}
