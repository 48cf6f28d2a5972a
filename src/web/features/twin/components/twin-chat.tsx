import { Square, Volume2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWIN_CHAT_MESSAGES_MAX } from '@shared/contracts/twin-constants.ts';
import type { TwinTalkMessage } from '@shared/contracts/twin-talk.ts';
import { type TwinChatMessage } from '@shared/contracts/twin.ts';
import { ChatComposer } from '@/components/chat/chat-composer.tsx';
import { MessageBubble, StreamingReply, type ChatCharacter } from '@/components/chat/message-bubble.tsx';
import { streamTwinReply } from '@/features/twin/api/stream-twin-reply.ts';
import { useTwinSpeech, type TwinSpeech } from '@/features/twin/use-twin-speech.ts';
import { Spinner } from '@/components/spinner.tsx';
import { readable } from '@/lib/api-client.ts';

export interface TwinChatProps {
  /** The twin's name, read before each of its lines. */
  name: string;
  /** `/twin/chat` or `/public/twins/{username}/chat`. */
  path: string;
  canRenewSession: boolean;
  /** Shown before the first message. */
  emptyText: string;
  /** Called after each reply has arrived in full, with both lines as the server kept them (`isKept`; else null). */
  onReply?: (kept: TwinTalkMessage[] | null) => void;
  /** Questions offered before the first message; choosing one sends it. */
  suggestions?: readonly string[];
  /** The conversation so far, when the server keeps it (`isKept`): shown first, and only new messages are sent. */
  initialMessages?: readonly TwinChatMessage[];
  isKept?: boolean;
  /** Where a reply is heard in the twin's voice: each reply gets a speaker button. */
  speechPath?: string;
  /** Each new reply is heard as soon as it has arrived. */
  isAutoPlay?: boolean;
  /**
   * Where this browser tab keeps a conversation the server does not keep (sessionStorage): a reload shows it again,
   * and closing the tab forgets it.
   */
  tabKey?: string;
}

/** The conversation this tab kept under `key`, or none when nothing (or nothing readable) is kept. */
function readTabConversation(key: string | undefined): TwinChatMessage[] {
  if (!key) return [];
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.filter(
      (message): message is TwinChatMessage =>
        typeof message === 'object' && message !== null && (message.role === 'user' || message.role === 'twin') && typeof message.content === 'string',
    ).slice(-TWIN_CHAT_MESSAGES_MAX);
  } catch {
    return [];
  }
}

function keepInTab(key: string | undefined, messages: TwinChatMessage[]): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(messages));
  } catch {
    // Storage full or refused (a private window): the conversation still runs; a reload forgets it.
  }
}

function TwinAvatar({ name }: { name: string }) {
  return (
    <span
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-sm font-bold text-white"
      aria-hidden
    >
      {(name.trim() || 'E').charAt(0).toUpperCase()}
    </span>
  );
}

/** The speaker button under a reply: hear it in the twin's voice, or stop it. */
function SpeakReplyButton({ speech, replyKey, text }: { speech: TwinSpeech; replyKey: string; text: string }) {
  const { t } = useTranslation();
  const isThis = speech.playingKey === replyKey;
  return (
    <button
      type="button"
      className="btn-ghost mt-1 ml-10 px-2 py-1 text-xs"
      onClick={() => (isThis ? speech.stop() : void speech.speak(replyKey, text))}
      aria-label={isThis ? t('twin.chat.stop') : t('twin.chat.listenReply')}
      data-testid="speak-reply"
    >
      {isThis ? <Square className="size-3.5" aria-hidden /> : <Volume2 className="size-3.5" aria-hidden />}
      {isThis ? (speech.isLoading ? t('common.loading') : t('twin.chat.stop')) : t('twin.chat.listen')}
    </button>
  );
}

/** A chat with a twin, its replies streamed as they are written; kept by the server only when `isKept`. */
export function TwinChat({ name, path, canRenewSession, emptyText, onReply, suggestions = [], initialMessages = [], isKept = false, speechPath, isAutoPlay = false, tabKey }: TwinChatProps) {
  const { t } = useTranslation();
  const character: ChatCharacter = { name, gender: null, avatar: <TwinAvatar name={name} /> };
  const [messages, setMessages] = useState<TwinChatMessage[]>(() => (isKept ? [...initialMessages] : [...initialMessages, ...readTabConversation(tabKey)]));
  const speech = useTwinSpeech(speechPath, canRenewSession);
  const [pending, setPending] = useState<{ question: string; reply: string; isQueued?: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, pending]);

  const send = async (line: string): Promise<boolean> => {
    const question = line.trim();
    if (question === '') return false;
    // The server takes the latest messages only; the oldest fall away first.
    const history = [...messages, { role: 'user' as const, content: question }].slice(-TWIN_CHAT_MESSAGES_MAX);
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setPending({ question, reply: '' });
    try {
      const { reply, kept } = await streamTwinReply({
        path,
        messages: history,
        canRenewSession,
        isKept,
        signal: controller.signal,
        onChunk: (soFar) => setPending({ question, reply: soFar }),
        onQueued: () => setPending((current) => (current ? { ...current, isQueued: true } : current)),
      });
      const next: TwinChatMessage[] = [...history, { role: 'twin', content: reply.trim() === '' ? '…' : reply }];
      setMessages(next);
      if (!isKept) keepInTab(tabKey, next);
      setPending(null);
      if (isAutoPlay && speechPath && reply.trim() !== '') void speech.speak(String(next.length - 1), reply);
      onReply?.(kept);
      return true;
    } catch (sendError) {
      if (controller.signal.aborted) return false;
      setPending(null);
      setError(readable(sendError));
      return false;
    }
  };

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <div
        ref={scrollRef}
        // Focusable, so keyboard users can scroll back through the conversation.
        tabIndex={0}
        role="region"
        aria-label={t('chat.conversationWith', { name })}
        className="h-80 overflow-y-auto bg-slate-50 p-4 sm:h-96 dark:bg-slate-950/60"
        data-testid="twin-chat"
      >
        {messages.length === 0 && !pending ? (
          <div className="flex flex-col items-center gap-4 py-8">
            <p className="text-center text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
            {suggestions.length > 0 ? (
              <ul className="flex flex-wrap justify-center gap-2" aria-label={t('twin.chat.suggested')}>
                {suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      className="rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-50 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-brand-900/40"
                      onClick={() => void send(question)}
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div role="log" aria-label={t('twin.chat.messagesWith', { name })}>
          <ol className="flex flex-col gap-3">
            {messages.map((message, index) => (
              <li key={index}>
                <MessageBubble role={message.role === 'user' ? 'learner' : 'character'} character={character} testId={message.role === 'twin' ? 'twin-reply' : undefined}>
                  {message.content}
                </MessageBubble>
                {speechPath && message.role === 'twin' && message.content !== '…' ? <SpeakReplyButton speech={speech} replyKey={String(index)} text={message.content} /> : null}
              </li>
            ))}
          </ol>
        </div>
        {pending ? (
          <div className="mt-3 flex flex-col gap-3">
            <MessageBubble role="learner" character={character}>
              {pending.question}
            </MessageBubble>
            <StreamingReply character={character} reply={pending.reply} isQueued={pending.isQueued} testId="streaming-reply" />
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
        {speechPath ? <audio ref={speech.audioRef} onEnded={speech.stop} className="hidden" data-testid="twin-voice-audio" /> : null}
        {error || speech.error ? (
          <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
            {error ?? speech.error}
          </p>
        ) : null}
        <ChatComposer label={t('chat.messageTo', { name })} placeholder={pending ? t('session.replying', { name }) : t('twin.chat.ask')} onSend={send} isSendBlocked={pending !== null} />
      </div>
    </div>
  );
}

/**
 * The chat's frame at the chat's size while the page still learns whether this visitor may talk (a paid mentor's pass):
 * the sections below it keep their place when the chat arrives.
 */
export function TwinChatPlaceholder({ label }: { label: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800" aria-busy="true">
      <div className="flex h-80 items-center justify-center bg-slate-50 p-4 sm:h-96 dark:bg-slate-950/60">
        <Spinner label={label} />
      </div>
      <div className="border-t border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
        <ChatComposer label={label} placeholder={label} onSend={() => undefined} isDisabled />
      </div>
    </div>
  );
}
