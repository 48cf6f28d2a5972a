import type { ReactNode } from 'react';
import type { ConversationMessage } from '../../../../shared/contracts/conversations.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';

export interface TranscriptCharacter {
  name: string;
  gender: string;
}

export interface MessageBubbleProps {
  role: ConversationMessage['role'];
  character: TranscriptCharacter;
  children: ReactNode;
  /** A reply cut short: the learner spoke over it or it broke off. */
  isInterrupted?: boolean;
  testId?: string;
}

/**
 * One line: the learner's on the right, the character's on the left beside its picture. Plain text with its
 * line breaks kept; nothing in it is read as markup, so `code` or **stars** show as typed.
 */
export function MessageBubble({ role, character, children, isInterrupted = false, testId }: MessageBubbleProps) {
  const isLearner = role === 'learner';
  return (
    <div className={`flex items-end gap-2 ${isLearner ? 'justify-end' : 'justify-start'}`} data-testid={testId} data-role={role}>
      {isLearner ? null : <CharacterAvatar gender={character.gender} size="sm" />}
      <div
        className={`max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-wrap ${
          isLearner ? 'rounded-br-sm bg-brand-700 text-white dark:bg-brand-600' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700'
        }`}
      >
        <span className="sr-only">{isLearner ? 'You: ' : `${character.name}: `}</span>
        {children}
        {isInterrupted ? <span className="ml-1 text-xs text-slate-500 italic dark:text-slate-400">(cut short)</span> : null}
      </div>
    </div>
  );
}

export interface TranscriptProps {
  messages: readonly ConversationMessage[];
  character: TranscriptCharacter;
  /** `log` for a live session (new lines are announced), `list` for a finished one. */
  kind?: 'log' | 'list';
}

/** A session's saved lines, oldest first. */
export function Transcript({ messages, character, kind = 'list' }: TranscriptProps) {
  const label = `Conversation with ${character.name}`;
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

/** The character is writing: three dots until the first piece of the reply arrives. */
export function TypingIndicator({ character }: { character: TranscriptCharacter }) {
  return (
    <div className="flex items-end gap-2" data-testid="typing-indicator">
      <CharacterAvatar gender={character.gender} size="sm" />
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
        <span className="sr-only" role="status">
          {character.name} is typing
        </span>
        {[0, 150, 300].map((delay) => (
          <span key={delay} aria-hidden className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </div>
    </div>
  );
}
