// Reading a streamed text answer (a character's or a twin's reply) as it arrives: fetch bodies cannot go through
// apiRequest, so the chat clients share this. The server's events inside the text (a reply waiting for its turn) are
// taken out of it and handed to `onEvent`.
import { createReplyEventReader, type ReplyEvent } from '@shared/contracts/reply-events.ts';
import { ApiError, isAbortError } from './api-client.ts';

export interface ReadTextStreamOptions {
  signal?: AbortSignal | undefined;
  /** The message of the ApiError (status 0) thrown when the stream breaks off before it ends. */
  brokenMessage: string;
  /** Each decoded piece, with the text so far. */
  onChunk?: ((chunk: string, textSoFar: string) => void) | undefined;
  /** Each event the server sent with the text (`shared/contracts/reply-events.ts`). */
  onEvent?: ((event: ReplyEvent) => void) | undefined;
}

/** Reads the whole body as UTF-8 text, piece by piece; an abort rethrows as it is, a broken stream as ApiError 0. */
export async function readTextStream(body: ReadableStream<Uint8Array>, { signal, brokenMessage, onChunk, onEvent }: ReadTextStreamOptions): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events = createReplyEventReader();
  let text = '';
  const take = (decoded: string) => {
    const piece = events.push(decoded);
    for (const event of piece.events) onEvent?.(event);
    if (piece.text === '') return;
    text += piece.text;
    onChunk?.(piece.text, text);
  };
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (isAbortError(error) || signal?.aborted) throw error;
        throw new ApiError(0, brokenMessage, null);
      }
      if (read.done) break;
      take(decoder.decode(read.value, { stream: true }));
    }
    take(decoder.decode());
  } finally {
    reader.releaseLock();
  }
  return text;
}
