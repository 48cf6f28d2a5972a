import { REPLY_ID_HEADER, type RoleplayChatInput } from '../../../../shared/contracts/conversations.ts';
import { stripExceptionPrefix } from '../../../../shared/display.ts';
import { ApiError, ensureFreshSession } from '../../../lib/api-client.ts';
import { isAbortError, readTextStream } from '../../../lib/text-stream.ts';

export const SERVER_UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export interface StreamRoleplayReplyOptions {
  conversationId: string;
  message: string;
  /** Called once the server has answered, with the reply's message id (null when the header is missing). */
  onReplyId?: (replyId: string | null) => void;
  /** Called with each piece of the reply as it arrives and the reply so far. */
  onChunk?: (chunk: string, replySoFar: string) => void;
  signal?: AbortSignal;
}

export interface StreamedReply {
  replyId: string | null;
  reply: string;
}

async function post(input: RoleplayChatInput, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetch('/conversational/roleplay-chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, SERVER_UNREACHABLE_MESSAGE, null);
  }
}

/** The error answer as an `ApiError` carrying the server's readable message (a 409 says the session is over). */
export async function errorOfResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text || null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's page or plain text; the status speaks instead.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
      ? stripExceptionPrefix(body.message)
      : `The reply could not be fetched (status ${response.status}). Please try again.`;
  return new ApiError(response.status, message, body);
}

/**
 * Sends the learner's line to `POST /conversational/roleplay-chat` and reads the character's reply as it
 * streams. Resolves with the whole reply; aborting `signal` stops the reading (the server keeps what it had
 * streamed). A reply that breaks off midway rejects with `ApiError` status 0; what arrived was given to `onChunk`.
 */
export async function streamRoleplayReply({ conversationId, message, onReplyId, onChunk, signal }: StreamRoleplayReplyOptions): Promise<StreamedReply> {
  const input: RoleplayChatInput = { scenario_conv_list_id: conversationId, message };
  let response = await post(input, signal);
  // A streamed answer cannot go through apiRequest; renew an expired access token the same way, once.
  if (response.status === 401) {
    await ensureFreshSession();
    response = await post(input, signal);
  }
  if (!response.ok || !response.body) throw await errorOfResponse(response);

  const replyId = response.headers.get(REPLY_ID_HEADER);
  onReplyId?.(replyId);

  const reply = await readTextStream(response.body, {
    signal,
    brokenMessage: 'The reply broke off before it ended. What arrived is kept; please send your line again if needed.',
    onChunk,
  });
  return { replyId, reply };
}
