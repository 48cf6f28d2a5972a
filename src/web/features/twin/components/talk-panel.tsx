// Talk to my Engram: the owner's own conversation with their twin, kept on the server and shown again on return,
// each reply heard in the twin's voice, and the voice itself chosen here ("Customise with your own voice").
import { Mic2, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
        <Spinner label="Loading your conversation" />
      </div>
    );
  if (twin.isError) return <LoadError message={twin.error.message} onRetry={() => void twin.refetch()} />;
  if (twin.data === null) {
    return (
      <DashboardSection title="Talk to my Engram" description="Talk with your digital twin as often as you like.">
        <NoTwinYet text="Answer a few interview questions first: your Engram speaks only from what you tell it." />
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
      toast.success('Conversation cleared.', { id: 'twin-talk-cleared' });
    } catch (clearError) {
      toast.error(readable(clearError));
    }
  };

  return (
    <DashboardSection
      title="Talk to my Engram"
      description="Your Engram answers as you, from what you shared, and says so plainly when you never talked about something. This conversation is kept for you alone."
      actions={
        <button type="button" className="btn-secondary" onClick={() => setIsClearOpen(true)} disabled={messages.length === 0 && generation === 0}>
          <Trash2 className="size-4" aria-hidden />
          Clear conversation
        </button>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {canSpeak ? (
            <label className="mb-3 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={isAutoPlay} onChange={(event) => toggleAutoPlay(event.target.checked)} className="size-4 accent-brand-600" />
              Read each reply aloud
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
            emptyText="Ask your Engram about your family, your work or your favourite memory."
          />
        </div>
        <section aria-labelledby="twin-voice-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="twin-voice-heading" className="flex items-center gap-2 font-semibold">
            <Mic2 className="size-4 text-brand-700 dark:text-brand-300" aria-hidden />
            Your Engram’s voice
          </h2>
          {voice.isPending ? (
            <Spinner className="mt-3" label="Loading the voice" />
          ) : voice.isError ? (
            <p className="mt-2 text-sm text-red-700 dark:text-red-300">{voice.error.message}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="twin-voice-summary">
                {describeVoice(voice.data.voice)}. Your heirs and visitors hear the same voice.
              </p>
              {isVoiceOpen ? (
                <div className="mt-4">
                  <VoicePicker settings={voice.data} />
                </div>
              ) : (
                <button type="button" className="btn-secondary mt-3 w-full" onClick={() => setIsVoiceOpen(true)}>
                  Customise with your own voice
                </button>
              )}
            </>
          )}
        </section>
      </div>
      <ConfirmModal
        isOpen={isClearOpen}
        onClose={() => setIsClearOpen(false)}
        title="Clear this conversation?"
        description="Every message with your Engram is deleted. What you shared with it stays."
        onConfirm={() => void clearAll()}
        confirmLabel="Clear conversation"
        confirmClassName={DANGER_BUTTON_CLASS}
        isBusy={clear.isPending}
        busyLabel="Clearing…"
        width="28rem"
      />
    </DashboardSection>
  );
}
