import { Info, LoaderCircle, Mic, Play, Square } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { type Conversation } from '@shared/contracts/conversations.ts';
import { CharacterAvatar } from '@/components/character-avatar.tsx';
import { ChatComposer } from '@/components/chat/chat-composer.tsx';
import { MessageBubble, type ChatCharacter } from '@/components/chat/message-bubble.tsx';
import type { ConversationTurns } from '@/components/chat/conversation-turns.ts';
import type { SpeechPhase } from '@/features/speech/speech-session-controller.ts';
import { useSpeechSession } from '@/features/speech/use-speech-session.ts';
import { Transcript, TurnInProgress } from '@/components/chat/transcript.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { wordUiText } from '@/i18n/ui-text.ts';
import type { TFunction } from 'i18next';

export interface SpeechSessionProps {
  conversation: Conversation;
  turns: ConversationTurns;
  /** True once the session can take no more turns (ended, or its time is up). */
  isClosed: boolean;
}

function statusText(t: TFunction, phase: SpeechPhase, isTyping: boolean, name: string, isResumed: boolean): string {
  switch (phase) {
    case 'ready':
      return isResumed ? t('speech.status.readyResumed') : t('speech.status.ready', { name });
    case 'preparing':
      return t('speech.status.preparing');
    case 'idle':
      return isTyping ? t('speech.status.idleTyping') : t('speech.status.idle');
    case 'listening':
      return t('speech.status.listening');
    case 'transcribing':
      return t('speech.status.transcribing');
    case 'thinking':
      return t('chat.thinking');
    case 'speaking':
      return t('speech.status.speaking');
    case 'closed':
      return t('session.over');
  }
}

/** Speech to speech: the character's card, the live transcript, listening and speaking. */
export function SpeechSession({ conversation, turns, isClosed }: SpeechSessionProps) {
  const { t } = useTranslation();
  const { state, start, toggleTalking, sendTyped } = useSpeechSession(conversation, turns, isClosed);
  const character: ChatCharacter = { name: conversation.character.name || t('session.theCharacter'), gender: conversation.character.gender, age: conversation.character.age };
  const { phase, isSpeaking } = state;
  const isTyping = state.listening === 'text';
  const hasStarted = phase !== 'ready';
  // The learner has answered before: a resumed session, where the character does not "speak first" again.
  const isResumed = turns.messages.some((message) => message.role === 'learner');
  const startLabel = isResumed ? t('speech.continue') : t('speech.start');
  const endRef = useRef<HTMLDivElement>(null);
  const { pending } = turns;

  // The latest line stays in view as the conversation grows.
  useLayoutEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [turns.messages.length, pending?.learner, pending?.reply, state.heard]);

  const canTalk = !isClosed && (phase === 'idle' || phase === 'listening' || phase === 'speaking');
  const isListening = phase === 'listening';

  return (
    // The page scrolls above; the typing box (when the learner types) stays docked at the bottom, as in Text mode.
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="container-page grid max-w-5xl gap-6 py-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
          <section aria-labelledby="speech-character-name" className="flex flex-col gap-4 md:sticky md:top-6">
            <div className="card flex flex-col items-center gap-3 p-5 text-center">
              <div className="relative">
                <CharacterAvatar
                  gender={character.gender}
                  seed={conversation.character.name}
                  age={conversation.character.age}
                  size="lg"
                  className={`transition-shadow ${isSpeaking ? 'ring-4 ring-brand-500/70 dark:ring-brand-400/70' : 'ring-1 ring-slate-200 dark:ring-slate-700'}`}
                />
                <SpeakingBars isSpeaking={isSpeaking} />
              </div>
              <div>
                <h2 id="speech-character-name" className="text-lg font-semibold text-slate-900 dark:text-white">
                  {character.name}
                </h2>
                {conversation.character.occupation ? <p className="text-sm text-slate-600 dark:text-slate-300">{conversation.character.occupation}</p> : null}
                <p className="mt-1 text-xs font-medium text-slate-600 dark:text-slate-300">
                  <span className="sr-only">{t('speech.language')} </span>
                  {t(`session.languageLabel.${conversation.language}`)}
                </p>
              </div>
              <p aria-live="polite" className="min-h-5 text-sm font-medium text-brand-700 dark:text-brand-300" data-testid="speaking-indicator">
                {isSpeaking ? t('speech.isSpeaking', { name: character.name }) : ''}
              </p>
            </div>

            <div className="card flex flex-col items-center gap-3 p-5 text-center">
              <p role="status" className="min-h-5 text-sm font-medium text-slate-800 dark:text-slate-100" data-testid="speech-status">
                {statusText(t, isClosed && phase !== 'speaking' && phase !== 'thinking' ? 'closed' : phase, isTyping, character.name, isResumed)}
              </p>
              {/* One button from Start to Stop and send, so the keyboard focus stays on it as the session moves on. */}
              {!isTyping ? (
                <>
                  <button
                    type="button"
                    onClick={hasStarted ? toggleTalking : start}
                    disabled={isClosed || phase === 'closed'}
                    // Busy for a moment (getting ready, transcribing, thinking): not `disabled`, which would take the focus away.
                    aria-disabled={hasStarted && !canTalk && !isClosed ? true : undefined}
                    className={`inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-4 text-base font-semibold text-white shadow-md transition-colors disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-700 aria-disabled:shadow-none dark:disabled:bg-slate-700 dark:disabled:text-slate-300 dark:aria-disabled:bg-slate-700 dark:aria-disabled:text-slate-200 ${
                      isListening ? 'bg-rose-700 hover:bg-rose-800' : 'bg-brand-700 hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700'
                    }`}
                  >
                    {phase === 'preparing' || phase === 'transcribing' ? (
                      <LoaderCircle className="size-5 animate-spin" aria-hidden />
                    ) : !hasStarted ? (
                      <Play className="size-5" aria-hidden />
                    ) : isListening ? (
                      <Square className="size-5 fill-current" aria-hidden />
                    ) : (
                      <Mic className="size-6" aria-hidden />
                    )}
                    {!hasStarted ? startLabel : isListening ? t('speech.stopAndSend') : t('speech.startTalking')}
                  </button>
                  {hasStarted ? <LevelMeter level={state.level} isActive={isListening} /> : null}
                </>
              ) : null}
            </div>

            {state.inputNotice || state.voiceNotice ? (
              <div className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100" data-testid="speech-notice">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                <div className="flex flex-col gap-1">
                  {state.inputNotice ? <p>{wordUiText(t, state.inputNotice)}</p> : null}
                  {state.voiceNotice ? <p>{wordUiText(t, state.voiceNotice)}</p> : null}
                </div>
              </div>
            ) : null}
          </section>

          <section aria-label={t('speech.liveTranscript')} className="flex min-w-0 flex-col gap-4">
            {turns.error || state.error ? (
              <div role="alert" className="flex flex-col gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
                {turns.error ? <p>{turns.error}</p> : null}
                {state.error ? <p>{wordUiText(t, state.error)}</p> : null}
              </div>
            ) : null}
            <div className="flex flex-col gap-3">
              <Transcript messages={turns.messages} character={character} kind="log" />
              <TurnInProgress pending={pending} character={character} />
              {state.heard ? (
                <div aria-hidden className="opacity-80">
                  <MessageBubble role="learner" character={character} testId="heard-learner">
                    {`${state.heard}…`}
                  </MessageBubble>
                </div>
              ) : null}
              <div ref={endRef} />
            </div>
          </section>
        </div>
      </div>
      {hasStarted && isTyping ? (
        // Where the learner cannot be heard: docked at the bottom, in place of the button they pressed.
        <div className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="container-page max-w-5xl py-3">
            <ChatComposer
              label={t('chat.messageTo', { name: character.name })}
              placeholder={isClosed ? t('session.over') : t('speech.typePlaceholder')}
              onSend={sendTyped}
              isDisabled={isClosed || phase === 'thinking'}
              isFocusedOnMount
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Bars that move while the character speaks (still for people who prefer reduced motion). */
function SpeakingBars({ isSpeaking }: { isSpeaking: boolean }) {
  return (
    <div aria-hidden className={`absolute -right-2 -bottom-2 flex h-7 items-end gap-0.5 rounded-full bg-white px-2 py-1.5 shadow ring-1 ring-slate-200 transition-opacity dark:bg-slate-900 dark:ring-slate-700 ${isSpeaking ? 'opacity-100' : 'opacity-0'}`}>
      {[0, 120, 240, 360].map((delay) => (
        <span
          key={delay}
          className={`w-1 rounded-full bg-brand-600 dark:bg-brand-400 ${isSpeaking ? 'h-4 animate-pulse motion-reduce:animate-none' : 'h-1'}`}
          style={{ animationDelay: `${delay}ms`, animationDuration: '700ms' }}
        />
      ))}
    </div>
  );
}

function LevelMeter({ level, isActive }: { level: number; isActive: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="w-full">
      <span id={labelId} className="sr-only">
        {t('speech.micLevel')}
      </span>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isActive ? level : 0}
        aria-valuetext={isActive ? `${level}%` : t('speech.notListening')}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-emerald-500 transition-[width] duration-100" style={{ width: `${isActive ? Math.min(100, level) : 0}%` }} />
      </div>
    </div>
  );
}
