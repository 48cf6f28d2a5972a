import type { ConversationMessage } from '@shared/contracts/conversations.ts';

/** The turn in flight: the learner's line (already on screen) and the character's reply as far as it has streamed. */
export interface PendingTurn {
  learner: string;
  reply: string;
  /** The reply's message id, known once the server has begun the reply (its `started` event). */
  replyId: string | null;
  /** The server said the reply waits for its turn on a busy model. */
  isQueued?: boolean;
}

export interface SendOptions {
  /** Called each time a piece of the reply arrives, with the piece and the reply so far (speech mode speaks it). */
  onReplyChunk?: (chunk: string, replySoFar: string) => void;
}

export interface SentTurn {
  replyId: string | null;
  reply: string;
  /** True when the reply was cut short by `interrupt` (or the stream broke off). */
  interrupted: boolean;
}

/**
 * A live session's lines and the way to add to them; what both the text and the speech session build on
 * (`useConversationTurns` in use-conversation-turns.ts).
 */
export interface ConversationTurns {
  /** Saved lines, oldest first; the first is the character's opening line. */
  messages: ConversationMessage[];
  pending: PendingTurn | null;
  /** True from sending until the reply has ended. */
  isReplying: boolean;
  /** The last failure, readable (a 409 when time is up, a network error …); cleared by the next send. */
  error: string | null;
  /** Sends the learner's line and streams the reply; resolves when the reply has ended (null when the send failed). */
  send: (line: string, options?: SendOptions) => Promise<SentTurn | null>;
  /**
   * The learner spoke over the character: stops the reply's stream if it is still coming and keeps the reply as far
   * as it was said (`spokenCharacters`, or everything streamed when omitted), on screen and on the server.
   */
  interrupt: (spokenCharacters?: number) => Promise<void>;
}
