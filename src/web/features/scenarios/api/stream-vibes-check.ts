import { VIBES_CHECK_MAX_MESSAGES, type ChatMessage } from '@shared/contracts/scenarios.ts';
import type { VibesCheckDoneEvent, VibesCheckEvent } from '@shared/contracts/conversations.ts';
import { postForReplyEvents, readReplyEvents } from '@/lib/reply-events.ts';
import { i18n } from '@/i18n/i18n.ts';

/**
 * The messages a request carries: the whole history, or when it is longer than the server accepts, the most
 * recent ones. The history always ends with the learner's new line, so the kept window does too.
 */
export function vibesCheckWindow(history: readonly ChatMessage[]): ChatMessage[] {
  return history.slice(-VIBES_CHECK_MAX_MESSAGES);
}

export interface VibesCheckReply {
  reply: string;
  /** Whether the reply ended the conversation (the stream's last event); null when the stream ended without it. */
  done: VibesCheckDoneEvent | null;
}

/**
 * Sends the conversation to `POST /conversational/vibes-check` and calls `onChunk` with the reply so far each
 * time a piece arrives, and `onQueued` when the reply waits for its turn on a busy model. Resolves with the whole reply
 * and whether it ended the conversation, in one request; aborting `signal` stops the reading and the model call.
 */
export async function streamVibesCheck(
  scenarioId: string,
  history: readonly ChatMessage[],
  onChunk: (replySoFar: string) => void,
  signal: AbortSignal,
  onQueued?: () => void,
): Promise<VibesCheckReply> {
  const response = await postForReplyEvents('/conversational/vibes-check', { scenario_id: scenarioId, messages: vibesCheckWindow(history) }, { signal });
  let done: VibesCheckDoneEvent | null = null;
  const reply = await readReplyEvents<VibesCheckEvent>(response, {
    signal,
    brokenMessage: i18n.t('clientMessages.replyBrokeOff'),
    onText: (_chunk, replySoFar) => onChunk(replySoFar),
    onEvent: (event) => {
      if (event.type === 'queued') onQueued?.();
      else if (event.type === 'done') done = event;
    },
  });
  return { reply, done };
}
