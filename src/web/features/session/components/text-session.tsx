import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Conversation } from '../../../../shared/contracts/conversations.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/contracts/scenarios.ts';
import type { ConversationTurns } from '../conversation-turns.ts';
import { MessageBubble, Transcript, TypingIndicator, type TranscriptCharacter } from './transcript.tsx';

/** The message box grows with its text between these heights (specification section 9). */
export const CHAT_INPUT_MIN_HEIGHT_PX = 24;
export const CHAT_INPUT_MAX_HEIGHT_PX = 200;
/** Within this distance of the bottom the transcript follows new lines; further up, the learner is reading back. */
const FOLLOW_THRESHOLD_PX = 80;

export interface TextSessionProps {
  conversation: Conversation;
  turns: ConversationTurns;
  /** True once the session can take no more turns (ended, or its time is up). */
  isClosed: boolean;
}

/** Text Mode: the transcript, the reply streaming in, and the message box. */
export function TextSession({ conversation, turns, isClosed }: TextSessionProps) {
  const inputId = useId();
  const character: TranscriptCharacter = { name: conversation.character.name || 'The character', gender: conversation.character.gender };
  const [draft, setDraft] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const isFollowingRef = useRef(true);
  const { pending } = turns;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = `${CHAT_INPUT_MIN_HEIGHT_PX}px`;
    input.style.height = `${Math.min(Math.max(input.scrollHeight, CHAT_INPUT_MIN_HEIGHT_PX), CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  // Keep the latest line in view while the learner is at the bottom.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller && isFollowingRef.current) scroller.scrollTop = scroller.scrollHeight;
  }, [turns.messages, pending?.learner, pending?.reply, turns.error]);

  // The box is disabled while the character replies, which takes the focus away: give it back when the reply ends.
  const wasReplyingRef = useRef(false);
  useEffect(() => {
    if (wasReplyingRef.current && !turns.isReplying && !isClosed) inputRef.current?.focus();
    wasReplyingRef.current = turns.isReplying;
  }, [turns.isReplying, isClosed]);

  const canSend = !isClosed && !turns.isReplying && draft.trim() !== '';

  const send = async () => {
    if (!canSend) return;
    const line = draft;
    setDraft('');
    isFollowingRef.current = true;
    const sent = await turns.send(line);
    // Not sent (the session is over, the server could not be reached): give the line back to edit or resend.
    if (sent === null) setDraft((current) => (current === '' ? line : current));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        onScroll={(event) => {
          const element = event.currentTarget;
          isFollowingRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        // Focusable, so keyboard users can scroll back through a long conversation.
        tabIndex={0}
        aria-label="Transcript"
        role="region"
        className="min-h-0 flex-1 overflow-y-auto"
        data-testid="transcript-scroller"
      >
        <div className="container-page flex max-w-3xl flex-col gap-3 py-6">
          <Transcript messages={turns.messages} character={character} kind="log" />
          {pending ? (
            <>
              <MessageBubble role="learner" character={character} testId="pending-learner">
                {pending.learner}
              </MessageBubble>
              {pending.reply === '' ? (
                <TypingIndicator character={character} />
              ) : (
                // Outside the log: screen readers hear the finished reply once, not every word as it arrives.
                <div aria-hidden>
                  <MessageBubble role="character" character={character} testId="streaming-reply">
                    {pending.reply}
                  </MessageBubble>
                </div>
              )}
            </>
          ) : null}
        </div>
      </div>

      <div className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="container-page max-w-3xl py-3">
          {turns.error ? (
            <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
              {turns.error}
            </p>
          ) : null}
          <form
            className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white px-3 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              Message {character.name}
            </label>
            <textarea
              id={inputId}
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={handleKeyDown}
              rows={1}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              disabled={isClosed || turns.isReplying}
              placeholder={isClosed ? 'This session is over.' : turns.isReplying ? `${character.name} is replying…` : 'Type a message… (Shift+Enter for a new line)'}
              className="flex-1 resize-none self-center border-0 bg-transparent p-0 text-sm leading-6 text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none disabled:cursor-not-allowed dark:text-slate-100 dark:placeholder:text-slate-400"
              style={{ minHeight: CHAT_INPUT_MIN_HEIGHT_PX, maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
            />
            <button
              type="submit"
              disabled={!canSend}
              aria-label="Send message"
              title="Send"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:bg-brand-600 dark:hover:bg-brand-700 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
            >
              <SendHorizontal className="size-4" aria-hidden />
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
