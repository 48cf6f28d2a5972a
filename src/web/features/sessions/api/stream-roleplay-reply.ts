import type { RoleplayChatInput, TurnEvent, TurnSavedEvent, TurnStartedEvent } from '@shared/contracts/conversations.ts';
import { postForReplyEvents, readReplyEvents } from '@/lib/reply-events.ts';
import { i18n } from '@/i18n/i18n.ts';

export interface StreamRoleplayReplyOptions {
  conversationId: string;
  message: string;
  /** Called once the learner's line is saved and the reply has begun, with the saved line and the reply's id. */
  onStarted?: (started: TurnStartedEvent) => void;
  /** Called with each piece of the reply as it arrives and the reply so far. */
  onChunk?: (chunk: string, replySoFar: string) => void;
  /** Called when the reply waits for its turn on a busy model, before its first words. */
  onQueued?: () => void;
  signal?: AbortSignal;
}

export interface StreamedReply {
  reply: string;
  /** What the server saved: both lines and the session's state after the turn; null when the stream ended without it. */
  saved: TurnSavedEvent | null;
}

/**
 * Sends the learner's line to `POST /conversational/roleplay-chat` and reads the turn as it streams, as events:
 * `queued` when the reply waits for its turn on a busy model, `started`, the reply's text, then `saved`. Resolves with
 * the whole reply and what was saved; aborting `signal` stops the reading (the server keeps what it had streamed). A
 * reply that breaks off midway rejects with `ApiError` status 0; what arrived was given to `onChunk`.
 */
export async function streamRoleplayReply({ conversationId, message, onStarted, onChunk, onQueued, signal }: StreamRoleplayReplyOptions): Promise<StreamedReply> {
  const input: RoleplayChatInput = { scenario_conv_list_id: conversationId, message };
  // A 409 says the session is over.
  const response = await postForReplyEvents('/conversational/roleplay-chat', input, { signal });
  let saved: TurnSavedEvent | null = null;
  const reply = await readReplyEvents<TurnEvent>(response, {
    signal,
    brokenMessage: i18n.t('clientMessages.replyBrokeOffKept'),
    onText: onChunk,
    onEvent: (event) => {
      if (event.type === 'queued') onQueued?.();
      else if (event.type === 'started') onStarted?.(event);
      else if (event.type === 'saved') saved = event;
    },
  });
  return { reply, saved };
}
