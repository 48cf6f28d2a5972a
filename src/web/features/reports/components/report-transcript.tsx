import { useTranslation } from '@/i18n/use-translation.ts';
import type { ConversationMessage } from '@shared/contracts/conversations.ts';
import { MessageBubble, type ChatCharacter } from '@/components/chat/message-bubble.tsx';

/** The DOM id of a message in the report's transcript, which a quote scrolls to. */
export function transcriptMessageDomId(messageId: string): string {
  return `message-${messageId}`;
}

export interface ReportTranscriptProps {
  messages: readonly ConversationMessage[];
  character: ChatCharacter;
  /** The message a quote pointed to, shown highlighted. */
  highlightedId: string | null;
}

/** The session's lines, oldest first; each carries an id so a quote can bring it into view. */
export function ReportTranscript({ messages, character, highlightedId }: ReportTranscriptProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('chat.conversationWith', { name: character.name })} className="flex flex-col gap-3" data-testid="report-transcript">
      {messages.map((message) => {
        const isHighlighted = message.id === highlightedId;
        return (
          <li
            key={message.id}
            id={transcriptMessageDomId(message.id)}
            // Focusable from code only: a chosen quote moves the focus here, so the reader continues from the line.
            tabIndex={-1}
            data-highlighted={isHighlighted || undefined}
            className={`scroll-mt-4 rounded-2xl p-1 transition-colors outline-none ${
              isHighlighted ? 'bg-amber-100 ring-2 ring-amber-500 dark:bg-amber-900/40 dark:ring-amber-400' : ''
            }`}
          >
            <MessageBubble role={message.role} character={character} isInterrupted={message.interrupted}>
              {message.content}
            </MessageBubble>
          </li>
        );
      })}
    </ol>
  );
}

/** Brings a message into view in the middle of its scroll area, highlights it (by the caller) and focuses it. */
export function revealTranscriptMessage(messageId: string): boolean {
  const element = document.getElementById(transcriptMessageDomId(messageId));
  if (!element) return false;
  const isReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: isReducedMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}
