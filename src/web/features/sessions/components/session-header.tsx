import { useTranslation } from '@/i18n/use-translation.ts';
import { Clock, MessageSquareText, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Conversation } from '@shared/contracts/conversations.ts';
import { CharacterAvatar } from '@/components/character-avatar.tsx';
import { formatCountdown, isLastMinute } from '@/features/sessions/session-timer.ts';

export interface SessionHeaderProps {
  conversation: Conversation;
  /** Milliseconds left; null when the session has no time limit. */
  remainingMs: number | null;
  onEnd: () => void;
  isEnding: boolean;
  /** Which engine plays the character, in a person's words (the page composes it); a quiet line under the header. */
  partnerNote?: ReactNode;
}

/** The session's scenario, character, mode and timer, with End Session. */
export function SessionHeader({ conversation, remainingMs, onEnd, isEnding, partnerNote }: SessionHeaderProps) {
  const { character } = conversation;
  const isWarning = remainingMs !== null && isLastMinute(remainingMs);
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="container-page flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <CharacterAvatar gender={character.gender} seed={character.name} age={character.age} size="md" />
          <div className="min-w-0">
            <h1 className="truncate text-lg font-semibold tracking-tight text-slate-900 dark:text-white" title={conversation.scenario_name}>
              {conversation.scenario_name}
            </h1>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">
              <span className="font-medium text-slate-800 dark:text-slate-100">{character.name || t('session.theCharacter')}</span>
              {character.occupation ? `, ${character.occupation}` : ''}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {conversation.mode === 'text' ? <MessageSquareText className="size-4" aria-hidden /> : <Video className="size-4" aria-hidden />}
            {t(`session.mode.${conversation.mode}`)}
          </span>
          {remainingMs !== null ? (
            <span
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums ${
                isWarning
                  ? 'bg-amber-100 text-amber-900 ring-1 ring-amber-600/30 dark:bg-amber-900/50 dark:text-amber-100 dark:ring-amber-400/30'
                  : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
              }`}
              data-testid="session-timer"
              title={t('session.timeLeft')}
            >
              <Clock className="size-4" aria-hidden />
              <span className="sr-only">{t('session.timeLeft')}: </span>
              {formatCountdown(remainingMs)}
              {isWarning ? <span className="font-medium">· {t('session.oneMinuteLeftShort')}</span> : null}
            </span>
          ) : null}
          <button type="button" className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/40" onClick={onEnd} disabled={isEnding}>
            {isEnding ? t('session.ending') : t('session.end')}
          </button>
        </div>
      </div>
      {partnerNote ? <div className="container-page -mt-2 pb-2">{partnerNote}</div> : null}
    </header>
  );
}
