// Reading a streamed text answer (a character's or a twin's reply) as it arrives: fetch bodies cannot go through
// apiRequest, so the chat clients share this.
import { ApiError, isAbortError } from './api-client.ts';

export interface ReadTextStreamOptions {
  signal?: AbortSignal | undefined;
  /** The message of the ApiError (status 0) thrown when the stream breaks off before it ends. */
  brokenMessage: string;
  /** Each decoded piece, with the text so far. */
  onChunk?: ((chunk: string, textSoFar: string) => void) | undefined;
}

/** Reads the whole body as UTF-8 text, piece by piece; an abort rethrows as it is, a broken stream as ApiError 0. */
export async function readTextStream(body: ReadableStream<Uint8Array>, { signal, brokenMessage, onChunk }: ReadTextStreamOptions): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
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
      const chunk = decoder.decode(read.value, { stream: true });
      if (chunk === '') continue;
      text += chunk;
      onChunk?.(chunk, text);
    }
    const rest = decoder.decode();
    if (rest !== '') {
      text += rest;
      onChunk?.(rest, text);
    }
  } finally {
    reader.releaseLock();
  }
  return text;
}
