// The pieces of a chat transcript, shared by every chat with a character (Vibes Check, roleplay sessions).
import { useTranslation } from '@/i18n/use-translation.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { CharacterAvatar } from '@/components/character-avatar.tsx';

/** Who the learner is talking to: the name read out before each of its lines, and the gender that picks its picture. */
export interface ChatCharacter {
  name: string;
  gender: string | null | undefined;
  /** With the name, picks the character's face (the age band sets its hair). */
  age?: string | null | undefined;
  /** A picture other than the gendered drawings (a twin shows its owner's initial). */
  avatar?: ReactNode;
}

export interface MessageBubbleProps {
  role: 'learner' | 'character';
  character: ChatCharacter;
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
  const { t } = useTranslation();
  return (
    <div className={`flex items-end gap-2 ${isLearner ? 'justify-end' : 'justify-start'}`} data-testid={testId} data-role={role}>
      {isLearner ? null : (character.avatar ?? <CharacterAvatar gender={character.gender} seed={character.name} age={character.age} size="sm" />)}
      <div
        className={`max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-wrap ${
          isLearner ? 'rounded-br-sm bg-brand-700 text-white dark:bg-brand-600' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700'
        }`}
      >
        <span className="sr-only">{isLearner ? t('chat.youSaid') : t('chat.characterSaid', { name: character.name })} </span>
        {children}
        {isInterrupted ? <span className="ml-1 text-xs text-slate-500 italic dark:text-slate-400">{t('chat.cutShort')}</span> : null}
      </div>
    </div>
  );
}

/**
 * How long the dots wait alone before the note that the reply is coming, when the server has not said that the reply
 * waits for its turn (a model that is slow to start; an older server).
 */
export const THINKING_NOTE_DELAY_MS = 2000;
/** The thinking note in English (the catalogue's chat.thinking), for what is not yet translated. */
export const THINKING_NOTE = 'Your character is thinking…';

/**
 * The character is writing: three dots until the first piece of the reply arrives, and the note that it is thinking
 * as soon as the server says the reply waits for its turn on a busy model (`isQueued`), or after a short wait, so a
 * reply that is slow to start does not look stuck.
 */
export function TypingIndicator({ character, isQueued = false }: { character: ChatCharacter; isQueued?: boolean }) {
  const [isLate, setIsLate] = useState(false);
  const isLong = isLate || isQueued;
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => setIsLate(true), THINKING_NOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="flex items-end gap-2" data-testid="typing-indicator">
      {character.avatar ?? <CharacterAvatar gender={character.gender} seed={character.name} age={character.age} size="sm" />}
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
        <span className="sr-only" role="status">
          {isLong ? t('chat.thinking') : t('chat.typing', { name: character.name })}
        </span>
        {[0, 150, 300].map((delay) => (
          <span key={delay} aria-hidden className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
        {isLong ? (
          <span aria-hidden className="ml-2 text-sm text-slate-600 dark:text-slate-300" data-testid="thinking-note">
            {t('chat.thinking')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A reply on its way: the typing dots until its first piece (with the note while it waits its turn), then the text so far. */
export function StreamingReply({ character, reply, isQueued, testId }: { character: ChatCharacter; reply: string; isQueued?: boolean; testId?: string }) {
  return reply === '' ? (
    <TypingIndicator character={character} isQueued={isQueued} />
  ) : (
    // Outside the log: screen readers hear the finished reply once, not every word as it arrives.
    <div aria-hidden>
      <MessageBubble role="character" character={character} testId={testId}>
        {reply}
      </MessageBubble>
    </div>
  );
}
