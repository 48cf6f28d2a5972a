import type { TwinTalkEvent, TwinTalkMessage } from '@shared/contracts/twin-talk.ts';
import type { TwinChatMessage } from '@shared/contracts/twin.ts';
import { postForReplyEvents, readReplyEvents } from '@/lib/reply-events.ts';
import { i18n } from '@/i18n/i18n.ts';

export interface StreamTwinReplyOptions {
  /** `/twin/chat` for the owner, `/public/twins/{username}/chat` for heirs and visitors. */
  path: string;
  messages: TwinChatMessage[];
  /** Called with the reply so far as each piece arrives. */
  onChunk?: (replySoFar: string) => void;
  /**
   * Called when the reply waits for its turn on a busy model, before its first words: the kept conversation's route
   * says so; the others answer plain text, which carries no such event.
   */
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

export interface StreamedTwinReply {
  reply: string;
  /** The kept conversation's (`isKept`): both lines as the server kept them; null for a chat it does not keep, or a cut-short stream. */
  kept: TwinTalkMessage[] | null;
}

/** Sends the conversation so far and reads the twin's reply as it streams; resolves with the whole reply and what was kept. */
export async function streamTwinReply({ path, messages, onChunk, onQueued, signal, canRenewSession = true, isKept = false }: StreamTwinReplyOptions): Promise<StreamedTwinReply> {
  const body = isKept ? { message: messages.at(-1)?.content ?? '' } : { messages };
  // Asked for as events: the kept conversation's route ends with what it kept; the others answer plain text.
  const response = await postForReplyEvents(path, body, { signal, canRenewSession });
  let kept: TwinTalkMessage[] | null = null;
  const reply = await readReplyEvents<TwinTalkEvent>(response, {
    signal,
    brokenMessage: i18n.t('clientMessages.replyBrokeOff'),
    onText: onChunk && ((_chunk, replySoFar) => onChunk(replySoFar)),
    onEvent: (event) => {
      if (event.type === 'queued') onQueued?.();
      else if (event.type === 'saved') kept = event.messages;
    },
  });
  return { reply, kept };
}
