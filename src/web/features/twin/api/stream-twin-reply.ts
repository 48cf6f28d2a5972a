import { stripExceptionPrefix } from '../../../../shared/display.ts';
import type { TwinChatMessage } from '../../../../shared/contracts/twin.ts';
import { ApiError, ensureFreshSession } from '../../../lib/api-client.ts';
import { isAbortError, readTextStream } from '../../../lib/text-stream.ts';

export interface StreamTwinReplyOptions {
  /** `/twin/chat` for the owner, `/public/twins/{username}/chat` for heirs and visitors. */
  path: string;
  messages: TwinChatMessage[];
  /** Called with the reply so far as each piece arrives. */
  onChunk?: (replySoFar: string) => void;
  signal?: AbortSignal;
  /** The owner's chat renews an expired session once; a visitor's has none to renew. */
  canRenewSession?: boolean;
}

/** The owner's chat with their own twin. */
export const OWNER_CHAT_PATH = '/twin/chat';

export function publicChatPath(username: string): string {
  return `/public/twins/${encodeURIComponent(username)}/chat`;
}

async function post(path: string, messages: TwinChatMessage[], signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages }),
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.', null);
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text || null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status speaks instead.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
      ? stripExceptionPrefix(body.message)
      : `The reply could not be fetched (status ${response.status}). Please try again.`;
  return new ApiError(response.status, message, body);
}

/** Sends the conversation so far and reads the twin's reply as it streams; resolves with the whole reply. */
export async function streamTwinReply({ path, messages, onChunk, signal, canRenewSession = true }: StreamTwinReplyOptions): Promise<string> {
  let response = await post(path, messages, signal);
  if (response.status === 401 && canRenewSession) {
    await ensureFreshSession();
    response = await post(path, messages, signal);
  }
  if (!response.ok || !response.body) throw await errorOf(response);
  return readTextStream(response.body, {
    signal,
    brokenMessage: 'The reply broke off before it ended. Please send your message again.',
    onChunk: onChunk && ((_chunk, replySoFar) => onChunk(replySoFar)),
  });
}
