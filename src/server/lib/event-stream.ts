// Server-sent events (`text/event-stream`) for pushes such as `GET /events`, written through http-stream.ts's
// pipeToClient (backpressure, disconnects and failures handled there), and the bounded queue that turns an event bus
// subscription into a stream source.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_BUFFERING, pipeToClient, type StreamOptions, type StreamSource } from './http-stream.ts';

/** One server-sent event: `event` names it (the browser's `addEventListener(event)`), `data` is sent as JSON. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
  id?: string;
}

export interface EventStreamOptions extends StreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** How long the browser waits before it reconnects after the stream ends. */
  retryMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 25_000;
const DEFAULT_RETRY_MS = 3000;

/**
 * Answers with server-sent events (`text/event-stream`): the headers and the reconnect delay go out at once, so the
 * browser's EventSource opens; then one `event:`/`data:` frame per event and a heartbeat comment while idle.
 * When the stream ends for any reason, EventSource reconnects by itself after `retryMs`.
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  source: StreamSource<ServerSentEvent>,
  options: EventStreamOptions = {},
): Promise<void> {
  return pipeToClient(request, reply, source, options, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive', ...NO_BUFFERING },
    preamble: `retry: ${options.retryMs ?? DEFAULT_RETRY_MS}\n\n`,
    isFirstChunkAwaited: false,
    heartbeat: { intervalMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, text: ': heartbeat\n\n' },
    format: formatServerSentEvent,
  });
}

/** One SSE frame. Names and ids are the code's own words; a line break in them would split the frame. */
export function formatServerSentEvent({ event, data, id }: ServerSentEvent): string {
  const singleLine = (text: string) => text.replaceAll(/[\r\n]/g, ' ');
  return `${id === undefined ? '' : `id: ${singleLine(id)}\n`}event: ${singleLine(event)}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A push source (an event bus subscription) as a stream source, with a bound on what may wait for a slow client. */
export interface EventQueue<T> extends AsyncIterable<T> {
  push(item: T): void;
  /** Ends the stream after the items already queued. */
  end(): void;
}

/**
 * Buffers pushed items until the stream takes them. More than `maxBuffered` waiting means the client stopped
 * reading: the stream then fails (and ends) instead of holding an ever-growing backlog; an EventSource reconnects.
 */
export function createEventQueue<T>({ maxBuffered }: { maxBuffered: number }): EventQueue<T> {
  const buffered: T[] = [];
  let isEnded = false;
  let hasOverflowed = false;
  // The stream's pending read, settled by the next push, end or overflow.
  let waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void } | null = null;
  const overflowError = () => new Error(`More than ${maxBuffered} events waited for a client that is not reading; the stream ends.`);

  const settle = () => {
    if (!waiting) return;
    const { resolve, reject } = waiting;
    if (hasOverflowed) reject(overflowError());
    else if (buffered.length > 0) resolve({ done: false, value: buffered.shift() as T });
    else if (isEnded) resolve({ done: true, value: undefined });
    else return;
    waiting = null;
  };

  const iterator: AsyncIterator<T> = {
    next() {
      if (hasOverflowed) return Promise.reject(overflowError());
      if (buffered.length > 0) return Promise.resolve({ done: false, value: buffered.shift() as T });
      if (isEnded) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    // The stream stopped reading: drop the backlog and answer a pending read at once.
    return() {
      isEnded = true;
      buffered.length = 0;
      settle();
      return Promise.resolve({ done: true, value: undefined });
    },
  };

  return {
    push(item) {
      if (isEnded || hasOverflowed) return;
      if (buffered.length >= maxBuffered) {
        hasOverflowed = true;
        buffered.length = 0;
      } else {
        buffered.push(item);
      }
      settle();
    },
    end() {
      isEnded = true;
      settle();
    },
    [Symbol.asyncIterator]: () => iterator,
  };
}
