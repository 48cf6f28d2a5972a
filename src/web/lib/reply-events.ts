// Reading a streamed chat reply as typed events (one JSON object a line, `REPLY_EVENTS_MEDIA_TYPE`): the reply's
// text as it arrives, and the events that say what the server saved or decided. The chat clients ask for events; an
// answer that comes as plain text (a route that streams only text) is read as its text.
import { REPLY_EVENTS_MEDIA_TYPE, type ReplyTextEvent } from '@shared/contracts/reply-events-constants.ts';
import { ApiError, isAbortError, postForBody, type PostForBodyOptions } from './api-client.ts';
import { readTextStream } from './text-stream.ts';

export interface ReadReplyEventsOptions<Event extends { type: string }> {
  signal?: AbortSignal | undefined;
  /** The message of the ApiError (status 0) thrown when the stream breaks off before it ends. */
  brokenMessage: string;
  /** Each piece of the reply, with the reply so far. */
  onText?: ((text: string, replySoFar: string) => void) | undefined;
  /** Each event that is not text, in order. A type the page does not know is handed over too: skip it. */
  onEvent?: ((event: Exclude<Event, ReplyTextEvent>) => void) | undefined;
}

/** Posts `body` to a chat route asking for its reply as events. */
export function postForReplyEvents(path: string, body: unknown, options: Omit<PostForBodyOptions, 'accept'> = {}) {
  return postForBody(path, body, { ...options, accept: REPLY_EVENTS_MEDIA_TYPE });
}

/**
 * Reads a streamed reply to its end and answers its whole text. An abort rethrows as it is; a broken stream, or a
 * line that is not JSON, is an ApiError with status 0 (what arrived before was handed over).
 */
export async function readReplyEvents<Event extends { type: string }>(
  response: Response & { body: ReadableStream<Uint8Array> },
  { signal, brokenMessage, onText, onEvent }: ReadReplyEventsOptions<Event>,
): Promise<string> {
  if (!(response.headers.get('content-type') ?? '').startsWith(REPLY_EVENTS_MEDIA_TYPE)) {
    return readTextStream(response.body, { signal, brokenMessage, onChunk: onText });
  }
  let reply = '';
  let partial = '';
  const take = (line: string) => {
    if (line.trim() === '') return;
    let event: Event;
    try {
      event = JSON.parse(line) as Event;
    } catch {
      throw new ApiError(0, brokenMessage, null);
    }
    if (isText(event)) {
      if (event.text === '') return;
      reply += event.text;
      onText?.(event.text, reply);
    } else onEvent?.(event as Exclude<Event, ReplyTextEvent>);
  };
  try {
    await readTextStream(response.body, {
      signal,
      brokenMessage,
      onChunk: (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) take(line);
      },
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw error instanceof ApiError ? error : new ApiError(0, brokenMessage, null);
  }
  take(partial);
  return reply;
}

function isText(event: { type: string }): event is ReplyTextEvent {
  return event.type === 'text';
}
