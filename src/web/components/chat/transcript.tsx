import { useTranslation } from '@/i18n/use-translation.ts';
import type { ConversationMessage } from '@shared/contracts/conversations.ts';
import { MessageBubble, StreamingReply, type ChatCharacter } from '@/components/chat/message-bubble.tsx';
import type { PendingTurn } from '@/components/chat/conversation-turns.ts';

export interface TranscriptProps {
  messages: readonly ConversationMessage[];
  character: ChatCharacter;
  /** `log` for a live session (new lines are announced), `list` for a finished one. */
  kind?: 'log' | 'list';
}

/** A session's saved lines, oldest first. */
export function Transcript({ messages, character, kind = 'list' }: TranscriptProps) {
  const { t } = useTranslation();
  const label = t('chat.conversationWith', { name: character.name });
  const list = (
    <ol aria-label={kind === 'list' ? label : undefined} className="flex flex-col gap-3" data-testid="transcript">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageBubble role={message.role} character={character} isInterrupted={message.interrupted}>
            {message.content}
          </MessageBubble>
        </li>
      ))}
    </ol>
  );
  // The log wraps the list: a list item must sit directly in a list.
  return kind === 'log' ? (
    <div role="log" aria-label={label}>
      {list}
    </div>
  ) : (
    list
  );
}

/** The turn under way, below the saved lines: the learner's line as sent and the character's reply as it streams. */
export function TurnInProgress({ pending, character }: { pending: PendingTurn | null; character: ChatCharacter }) {
  if (!pending) return null;
  return (
    <>
      <MessageBubble role="learner" character={character} testId="pending-learner">
        {pending.learner}
      </MessageBubble>
      <StreamingReply character={character} reply={pending.reply} isQueued={pending.isQueued} testId="streaming-reply" />
    </>
  );
}
