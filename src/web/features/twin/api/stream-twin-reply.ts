import type { TwinChatMessage } from '@shared/contracts/twin.ts';
import { postForBody } from '@/lib/api-client.ts';
import { readTextStream } from '@/lib/text-stream.ts';

export interface StreamTwinReplyOptions {
  /** `/twin/chat` for the owner, `/public/twins/{username}/chat` for heirs and visitors. */
  path: string;
  messages: TwinChatMessage[];
  /** Called with the reply so far as each piece arrives. */
  onChunk?: (replySoFar: string) => void;
  /** Called when the reply waits for its turn on a busy model, before its first words. */
  onQueued?: () => void;
  signal?: AbortSignal;
  /** The owner's chat renews an expired session once; a visitor's has none to renew. */
  canRenewSession?: boolean;
  /** The server keeps the conversation (`/twin/talk`): only the last message is sent. */
  isKept?: boolean;
}

/** The owner's chat with their own twin. */
export const OWNER_CHAT_PATH = '/twin/chat';

export function publicChatPath(username: string): string {
  return `/public/twins/${encodeURIComponent(username)}/chat`;
}

/** Sends the conversation so far and reads the twin's reply as it streams; resolves with the whole reply. */
export async function streamTwinReply({ path, messages, onChunk, onQueued, signal, canRenewSession = true, isKept = false }: StreamTwinReplyOptions): Promise<string> {
  const body = isKept ? { message: messages.at(-1)?.content ?? '' } : { messages };
  const response = await postForBody(path, body, { signal, canRenewSession });
  return readTextStream(response.body, {
    signal,
    brokenMessage: 'The reply broke off before it ended. Please send your message again.',
    onChunk: onChunk && ((_chunk, replySoFar) => onChunk(replySoFar)),
    onEvent: (event) => event.type === 'queued' && onQueued?.(),
  });
}
