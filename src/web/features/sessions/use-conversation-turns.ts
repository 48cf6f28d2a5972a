import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Conversation, ConversationMessage, TurnSavedEvent } from '@shared/contracts/conversations.ts';
import { ApiError, isAbortError, readable } from '@/lib/api-client.ts';
import { conversationQueryKey } from '@/lib/query-keys.ts';
import { conversationQueryOptions, useConversation } from './api/get-conversation.ts';
import { interruptReply } from './api/interrupt-reply.ts';
import { streamRoleplayReply } from './api/stream-roleplay-reply.ts';
import type { ConversationTurns, PendingTurn, SendOptions, SentTurn } from '@/components/chat/conversation-turns.ts';
import { characterCount, isLineSaved, spokenPart, withReplyCut, withTurnAppended, withTurnSaved } from './conversation-updates.ts';
import { i18n } from '@/i18n/i18n.ts';

const NO_MESSAGES: ConversationMessage[] = [];

/** The turn being streamed, kept in a ref so `interrupt` sees it at once, between renders. */
interface Flight {
  controller: AbortController;
  learner: string;
  reply: string;
  replyId: string | null;
  /** The server has begun the reply: the learner's line is saved, whatever happens to the reply. */
  hasAnswered: boolean;
  /** Set by `interrupt`: how much of the reply was said (undefined: all that arrived). */
  interruption: { spokenCharacters?: number } | null;
  /** Resolves once `send` has put the finished turn on screen. */
  settled: Promise<void>;
}

/**
 * The live session's lines and turns (`ConversationTurns`), for the text and the speech session alike: saved
 * lines come from `GET /conversations/{id}`; a turn streams into `pending` and, when it ends, the stream's last
 * event (what the server saved: both lines, and whether the character ended the conversation) goes into the page's
 * copy, so a turn is one request. Only a turn that did not end as it should (broken off, failed, interrupted) has
 * the server's copy read again.
 */
export function useConversationTurns(conversationId: string): ConversationTurns {
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationId);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const [isReplying, setIsReplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const flightRef = useRef<Flight | null>(null);
  /** The last finished reply, which the speech session may still be saying. */
  const lastReplyRef = useRef<{ id: string; content: string } | null>(null);
  const isMountedRef = useRef(true);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      // Leaving the page stops the reply; the server keeps what it had streamed.
      flightRef.current?.controller.abort();
    };
  }, []);

  const queryKey = useMemo(() => conversationQueryKey(conversationId), [conversationId]);

  /** Changes the page's copy now; a read still under way would otherwise put the old lines back. */
  const updateCopy = useCallback(
    async (change: (current: Conversation) => Conversation) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Conversation>(queryKey, (current) => (current ? change(current) : current));
    },
    [queryClient, queryKey],
  );

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  const send = useCallback(
    async (line: string, options?: SendOptions): Promise<SentTurn | null> => {
      const learner = line.trim();
      if (learner === '' || flightRef.current) return null;

      let settle = () => {};
      const flight: Flight = {
        controller: new AbortController(),
        learner,
        reply: '',
        replyId: null,
        hasAnswered: false,
        interruption: null,
        settled: new Promise<void>((resolve) => {
          settle = resolve;
        }),
      };
      flightRef.current = flight;
      lastReplyRef.current = null;
      const countBefore = queryClient.getQueryData<Conversation>(queryKey)?.messages.length ?? 0;
      // A read of the last turn still under way would answer with this turn's line, already saved, and show it twice.
      void queryClient.cancelQueries({ queryKey });
      setError(null);
      setIsReplying(true);
      setPending({ learner, reply: '', replyId: null });

      let failure: string | null = null;
      let isOnScreen = false;
      let hasReadBack = false;
      let saved: TurnSavedEvent | null = null;
      try {
        ({ saved } = await streamRoleplayReply({
          conversationId,
          message: learner,
          signal: flight.controller.signal,
          onStarted: ({ reply_id: replyId }) => {
            flight.hasAnswered = true;
            flight.replyId = replyId;
            if (isMountedRef.current) setPending((current) => (current ? { ...current, replyId } : current));
          },
          onQueued: () => {
            if (isMountedRef.current) setPending((current) => (current ? { ...current, isQueued: true } : current));
          },
          onChunk: (chunk, replySoFar) => {
            if (flight.interruption) return;
            flight.reply = replySoFar;
            if (isMountedRef.current) setPending((current) => (current ? { ...current, reply: replySoFar } : current));
            options?.onReplyChunk?.(chunk, replySoFar);
          },
        }));
        // The stream ended without saying what was saved: the reply was cut short on the server (its model failed).
        if (!saved && !flight.interruption) failure = i18n.t('clientMessages.replyCutShort');
      } catch (caught) {
        // Aborted by leaving the page: nothing more to show.
        if (isAbortError(caught) && !flight.interruption) {
          flightRef.current = null;
          settle();
          return null;
        }
        if (!flight.interruption) failure = readable(caught);
        // The server keeps the learner's line when the model fails before its first word, and a broken connection
        // leaves it unknown: the server's copy says whether the line was said. A refusal (4xx) saved nothing.
        const isSaveUnknown = !(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500;
        if (!flight.hasAnswered && !flight.interruption && isSaveUnknown && isMountedRef.current) {
          flight.hasAnswered = await queryClient
            .fetchQuery({ ...conversationQueryOptions(conversationId), staleTime: 0 })
            .then((fresh) => isLineSaved(fresh, countBefore, learner))
            .catch(() => false);
          hasReadBack = true;
          // The page's copy is the server's now, line included.
          isOnScreen = flight.hasAnswered;
        }
      }

      const isInterrupted = flight.interruption !== null;
      const isSaved = flight.hasAnswered || saved !== null;
      const reply = isInterrupted ? spokenPart(flight.reply, flight.interruption?.spokenCharacters) : flight.reply;
      const sent: SentTurn | null = isSaved ? { replyId: flight.replyId, reply, interrupted: isInterrupted || failure !== null } : null;
      // What the server saved is what the page shows, with no second read; an interruption tells the server how much
      // was said first, and reads the lines back after.
      const savedTurn = isInterrupted ? null : saved;

      if (isMountedRef.current) {
        if (savedTurn) await updateCopy((current) => withTurnSaved(current, savedTurn));
        else if (sent && !isOnScreen) {
          await updateCopy((current) => withTurnAppended(current, { learner, reply, replyId: flight.replyId, interrupted: sent.interrupted, at: new Date().toISOString() }));
        }
        setPending(null);
        setIsReplying(false);
        if (failure) setError(failure);
      }
      if (sent?.replyId && !isInterrupted) lastReplyRef.current = { id: sent.replyId, content: reply };
      flightRef.current = null;
      settle();
      // A turn that did not end as it should is read back, so the page shows what the server kept; an interrupted
      // reply is read back after `interrupt` has told the server how much of it was said.
      if (!savedTurn && !isInterrupted && !hasReadBack && isMountedRef.current) void refresh();
      return sent;
    },
    [conversationId, queryClient, queryKey, refresh, updateCopy],
  );

  const interrupt = useCallback(
    async (spokenCharacters?: number): Promise<void> => {
      const flight = flightRef.current;
      let target: { id: string; content: string } | null = null;
      if (flight) {
        flight.interruption = { spokenCharacters };
        flight.controller.abort();
        await flight.settled;
        if (flight.replyId) target = { id: flight.replyId, content: spokenPart(flight.reply, spokenCharacters) };
      } else {
        const last = lastReplyRef.current;
        // Everything of a finished reply was streamed; only a shorter spoken part changes anything.
        if (!last || spokenCharacters === undefined) return;
        const content = spokenPart(last.content, spokenCharacters);
        if (content.length >= last.content.length) return;
        lastReplyRef.current = { id: last.id, content };
        target = { id: last.id, content };
        await updateCopy((current) => withReplyCut(current, last.id, content));
      }
      if (target) {
        try {
          await interruptReply(conversationId, target.id, characterCount(target.content));
        } catch (caught) {
          if (isMountedRef.current) setError(readable(caught));
        }
      }
      if (isMountedRef.current) await refresh();
    },
    [conversationId, refresh, updateCopy],
  );

  return {
    messages: conversation.data?.messages ?? NO_MESSAGES,
    pending,
    isReplying,
    error,
    send,
    interrupt,
  };
}
