// The offline engine's reply as a stream: word-sized chunks, paced like a fast model.
/** Word-sized pieces that keep every space and line break, so they concatenate to exactly `text`. */
export function splitIntoWordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*|\s+/g) ?? [];
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The offline engine's reply, paced like a fast model so the streaming path is exercised and a person sees it grow. */
export async function* streamOfflineReply(reply: string, delayMs: number, signal: AbortSignal | undefined): AsyncGenerator<string, void, undefined> {
  const chunks = splitIntoWordChunks(reply);
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0 && delayMs > 0) await pause(delayMs, signal);
    signal?.throwIfAborted();
    yield chunk;
  }
}
