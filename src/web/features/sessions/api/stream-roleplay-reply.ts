import { REPLY_ID_HEADER, type RoleplayChatInput } from '@shared/contracts/conversations.ts';
import { postForBody } from '@/lib/api-client.ts';
import { readTextStream } from '@/lib/text-stream.ts';

export interface StreamRoleplayReplyOptions {
  conversationId: string;
  message: string;
  /** Called once the server has answered, with the reply's message id (null when the header is missing). */
  onReplyId?: (replyId: string | null) => void;
  /** Called with each piece of the reply as it arrives and the reply so far. */
  onChunk?: (chunk: string, replySoFar: string) => void;
  /** Called when the reply waits for its turn on a busy model, before its first words. */
  onQueued?: () => void;
  signal?: AbortSignal;
}

export interface StreamedReply {
  replyId: string | null;
  reply: string;
}

/**
 * Sends the learner's line to `POST /conversational/roleplay-chat` and reads the character's reply as it
 * streams. Resolves with the whole reply; aborting `signal` stops the reading (the server keeps what it had
 * streamed). A reply that breaks off midway rejects with `ApiError` status 0; what arrived was given to `onChunk`.
 */
export async function streamRoleplayReply({ conversationId, message, onReplyId, onChunk, onQueued, signal }: StreamRoleplayReplyOptions): Promise<StreamedReply> {
  const input: RoleplayChatInput = { scenario_conv_list_id: conversationId, message };
  // A 409 says the session is over.
  const response = await postForBody('/conversational/roleplay-chat', input, { signal });

  const replyId = response.headers.get(REPLY_ID_HEADER);
  onReplyId?.(replyId);

  const reply = await readTextStream(response.body, {
    signal,
    brokenMessage: 'The reply broke off before it ended. What arrived is kept; please send your line again if needed.',
    onChunk,
    onEvent: (event) => event.type === 'queued' && onQueued?.(),
  });
  return { replyId, reply };
}
