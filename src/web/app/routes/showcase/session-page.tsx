// /showcase/session/{conversationId}: the live roleplay session, by text or by voice. Everything said is saved on
// the server as it happens, so a reload resumes; the timer (when set) ends the session at zero.
import { useTranslation } from '@/i18n/use-translation.ts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { lazyDialog, lazyWithPlaceholder } from '@/components/lazy-dialog.tsx';
import { NotFound } from '@/components/not-found.tsx';
import { PracticePartnerNote } from '@/components/practice-partner-note.tsx';
import { useMe } from '@/features/users/api/get-me.ts';
import { LoadingState } from '@/components/query-states.tsx';
import { useConversation } from '@/features/sessions/api/get-conversation.ts';
import { useEndConversation } from '@/features/sessions/api/end-conversation.ts';
import { SessionHeader } from '@/features/sessions/components/session-header.tsx';
import { TextSession } from '@/features/sessions/components/text-session.tsx';
import { reportPagePath } from '@/features/sessions/session-paths.ts';
import { isLastMinute } from '@/features/sessions/session-timer.ts';
import { useConversationTurns } from '@/features/sessions/use-conversation-turns.ts';
import { useCountdown } from '@/features/sessions/use-countdown.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

// The speech session's code (recognition, recording, voices) loads only for a spoken session; its area stays in place.
const SpeechSession = lazyWithPlaceholder(
  () => import('@/features/speech/components/speech-session.tsx').then((module) => module.SpeechSession),
  <div className="flex-1" aria-hidden />,
);
// What shows once the character has ended the conversation, which most sessions never show.
const CharacterEndedNotice = lazyWithPlaceholder(
  () => import('@/features/sessions/components/character-ended-notice.tsx').then((module) => module.CharacterEndedNotice),
  null,
);
const EndSessionModal = lazyDialog(
  () => import('@/features/sessions/components/end-session-modal.tsx').then((module) => module.EndSessionModal),
  (props) => props.isOpen,
);

export function Component() {
  const { conversationId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const conversation = useConversation(conversationId);
  const me = useMe();
  const turns = useConversationTurns(conversationId);
  const remaining = useCountdown(conversation.data?.ends_at ?? null);
  const endMutation = useEndConversation();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const isEndingRef = useRef(false);
  const hasWarnedRef = useRef(false);

  const status = conversation.data?.status;
  const isTimeUp = remaining === 0;
  // The character walked away: the server takes no more turns, and the page offers to end the session.
  const hasCharacterEnded = Boolean(conversation.data?.character_ended_message_id);
  const isClosed = status === 'ended' || isTimeUp || hasCharacterEnded || endMutation.isPending;
  const reportPath = reportPagePath(conversationId);

  // A session that has already ended is read on its report page.
  useEffect(() => {
    if (status === 'ended' && !isEndingRef.current) void navigate(reportPath, { replace: true });
  }, [status, navigate, reportPath]);

  const endSession = async () => {
    if (isEndingRef.current) return;
    isEndingRef.current = true;
    try {
      // A reply still streaming is kept as far as it came.
      if (turns.isReplying) await turns.interrupt();
      await endMutation.mutateAsync(conversationId);
      // The report page waits for the grading.
      await navigate(reportPath, { replace: true });
    } catch (error) {
      isEndingRef.current = false;
      setIsConfirmOpen(false);
      toast.error(t('session.endFailed', { reason: readable(error, t('session.pleaseTryAgain')) }));
    }
  };

  useEffect(() => {
    if (remaining === null || status !== 'active') return;
    if (isLastMinute(remaining) && !hasWarnedRef.current) {
      hasWarnedRef.current = true;
      toast.warning(t('session.oneMinuteLeft'));
    }
  }, [remaining, status, t]);

  // At zero the page ends the session itself; the server refuses further turns from then on anyway.
  useEffect(() => {
    if (isTimeUp && status === 'active') void endSession();
    // endSession is guarded by a ref and reads the latest state; running again on its identity would add nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isTimeUp, status]);

  if (conversation.isPending) return <LoadingState label={t('session.loading')} isWholePage />;
  if (conversation.isError) {
    return <NotFound title={t('session.notFoundTitle')} message={t('session.notFoundBody')} error={conversation.error} />;
  }

  const data = conversation.data;
  const endedNotice = hasCharacterEnded ? <CharacterEndedNotice characterName={data.character.name} onEnd={() => void endSession()} isEnding={endMutation.isPending} /> : null;
  return (
    // The page fills the window under the showcase header; only the transcript scrolls.
    <div className="flex h-[calc(100dvh-4rem-1px)] flex-col">
      <SessionHeader
        conversation={data}
        remainingMs={remaining}
        onEnd={() => setIsConfirmOpen(true)}
        isEnding={endMutation.isPending}
        partnerNote={<PracticePartnerNote isOffline={me.data?.ai.isOffline} isAdmin={me.data?.permissions.isAdmin} />}
      />
      {isTimeUp && status === 'active' ? (
        <p role="status" className="bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          {t('session.timeUp')}
        </p>
      ) : null}
      {data.mode === 'text' ? (
        <TextSession conversation={data} turns={turns} isClosed={isClosed} notice={endedNotice} />
      ) : (
        <SpeechSession conversation={data} turns={turns} isClosed={isClosed} />
      )}
      {data.mode !== 'text' && endedNotice ? <div className="container-page max-w-3xl pt-3">{endedNotice}</div> : null}
      <EndSessionModal isOpen={isConfirmOpen} onClose={() => setIsConfirmOpen(false)} onConfirm={() => void endSession()} isEnding={endMutation.isPending} />
    </div>
  );
}
