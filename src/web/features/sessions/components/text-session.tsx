import { useTranslation } from '@/i18n/use-translation.ts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Conversation } from '@shared/contracts/conversations.ts';
import { ChatComposer } from '@/components/chat/chat-composer.tsx';
import type { ChatCharacter } from '@/components/chat/message-bubble.tsx';
import type { ConversationTurns } from '@/components/chat/conversation-turns.ts';
import { Transcript, TurnInProgress } from '@/components/chat/transcript.tsx';

/** Within this distance of the bottom the transcript follows new lines; further up, the learner is reading back. */
const FOLLOW_THRESHOLD_PX = 80;

export interface TextSessionProps {
  conversation: Conversation;
  turns: ConversationTurns;
  /** True once the session can take no more turns (ended, the character ended it, or its time is up). */
  isClosed: boolean;
  /** Shown above the message box (the character ended the conversation, with what to do next). */
  notice?: ReactNode;
}

/** Text Mode: the transcript, the reply streaming in, and the message box. */
export function TextSession({ conversation, turns, isClosed, notice }: TextSessionProps) {
  const { t } = useTranslation();
  const character: ChatCharacter = { name: conversation.character.name || t('session.theCharacter'), gender: conversation.character.gender, age: conversation.character.age };
  const scrollRef = useRef<HTMLDivElement>(null);
  const isFollowingRef = useRef(true);
  const { pending } = turns;

  // Keep the latest line in view while the learner is at the bottom.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller && isFollowingRef.current) scroller.scrollTop = scroller.scrollHeight;
  }, [turns.messages, pending?.learner, pending?.reply, turns.error]);

  const send = async (line: string) => {
    isFollowingRef.current = true;
    // Not sent (the session is over, the server could not be reached): the box gives the line back.
    return (await turns.send(line)) !== null;
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
        aria-label={t('session.transcript')}
        role="region"
        className="min-h-0 flex-1 overflow-y-auto"
        data-testid="transcript-scroller"
      >
        <div className="container-page flex max-w-3xl flex-col gap-3 py-6">
          <Transcript messages={turns.messages} character={character} kind="log" />
          <TurnInProgress pending={pending} character={character} />
        </div>
      </div>

      <div className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="container-page max-w-3xl py-3">
          {notice}
          {turns.error ? (
            <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100">
              {turns.error}
            </p>
          ) : null}
          <ChatComposer
            label={t('chat.messageTo', { name: character.name })}
            placeholder={
              conversation.character_ended_message_id
                ? t('session.characterEnded', { name: character.name })
                : isClosed
                  ? t('session.over')
                  : turns.isReplying
                    ? t('session.replying', { name: character.name })
                    : t('chat.placeholder')
            }
            onSend={send}
            isDisabled={isClosed || turns.isReplying}
          />
        </div>
      </div>
    </div>
  );
}
