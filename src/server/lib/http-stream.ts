// Streams an HTTP answer from a Fastify route: chunked text for replies as they are written (a model's chat reply)
// here, or the same reply as typed events (NDJSON) for a client that asks for them (sendReplyStream), server-sent events for pushes (`GET /events`) in event-stream.ts on top of pipeToClient. Every streamed answer
// goes through pipeToClient, so backpressure, client disconnects and failures are handled once:
// - a chunk is written only when the client has taken the previous ones (the socket drained), so a slow reader
//   slows the source instead of filling the server's memory;
// - the source gets a signal that fires when the client disconnects (a model call passed it stops at once), and in
//   any case when the answer is over, so a source can release what it holds;
// - a failure before the first byte becomes the usual JSON `{ message }` answer through the error handler (an
//   HttpError's status, such as an AiError's 502/503/504); a failure after it is logged and the answer ends.
import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPLY_EVENTS_MEDIA_TYPE, type ReplyTextEvent } from '../../shared/contracts/reply-events-constants.ts';
import { HttpError } from './http-errors.ts';

/** Produces the answer's chunks; `signal` fires when the client disconnects, and in any case once the answer is over. */
export type StreamSource<Chunk> = (signal: AbortSignal) => AsyncIterable<Chunk>;

export interface StreamOptions {
  /**
   * Ends the answer when it fires, for example when the app closes: an open stream would otherwise keep
   * `app.close()` waiting for its connection.
   */
  signal?: AbortSignal;
}

export interface StreamMode<Chunk> {
  headers: Record<string, string>;
  /** Written right after the headers. */
  preamble: string;
  /** Text mode waits for the first chunk before it sends a status, so an early failure can still answer JSON. */
  isFirstChunkAwaited: boolean;
  heartbeat?: { intervalMs: number; text: string };
  /**
   * After the first chunk, text that follows within this many milliseconds goes out in one write: one system call
   * and one chunk frame instead of one per word. Unset: every chunk is written at once.
   */
  coalesceMs?: number;
  /**
   * Whether a chunk is the answer's text, which coalesceMs holds; any other chunk (an event saying the reply waits,
   * started or was saved) goes out at once with the text held before it. Unset: every chunk is text.
   */
  isText?: (chunk: Chunk) => boolean;
  format(chunk: Chunk): string;
}

/** Headers that keep caches and proxies from holding a streamed answer back. */
export const NO_BUFFERING = { 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
// The abort reason every finished answer gives its source: made once, as a DOMException is costly to build (it
// captures a stack) and every streamed answer ends with one.
const ANSWER_OVER = new DOMException('The answer is over.', 'AbortError');
// A streamed reply's words often come a few milliseconds apart (the offline engine's pace, a model's tokens); one
// write per word cost more CPU than anything else in a stream. Held this long at most, they go out together.
const TEXT_COALESCE_MS = 20;
// Past this much held text it is written at once, so what waits in the server's memory stays small.
const MAX_COALESCED_LENGTH = 16 * 1024;

/**
 * Answers with the source's text as it is produced (`text/plain; charset=utf-8`, chunked). The status is sent with
 * the first chunk: until then a failure answers JSON through the error handler.
 */
export function sendTextStream(request: FastifyRequest, reply: FastifyReply, source: StreamSource<string>, options: StreamOptions = {}): Promise<void> {
  return pipeToClient(request, reply, source, options, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...NO_BUFFERING },
    preamble: '',
    isFirstChunkAwaited: true,
    coalesceMs: TEXT_COALESCE_MS,
    format: (text) => text,
  });
}

/** What a chat's service yields: the reply's text as it is written, and events of its own (`type` names each). */
export type ReplyEvent = ReplyTextEvent | { type: string };

export interface ReplyStreamOptions<Event extends ReplyEvent> extends StreamOptions {
  /**
   * Sees each event that is not text when the answer is plain text, before the text that follows it is sent: a
   * route may carry what a plain-text client needs in a header there (headers go out with the first text).
   */
  onPlainTextEvent?: (event: Exclude<Event, ReplyTextEvent>) => void;
}

/** True when the client asked for the reply as events (`Accept: application/x-ndjson`). */
export function acceptsReplyEvents(request: FastifyRequest): boolean {
  return request.headers.accept?.includes(REPLY_EVENTS_MEDIA_TYPE) ?? false;
}

/**
 * Answers a chat reply: as events, one JSON object a line (`application/x-ndjson`), when the client asks for them
 * (the pages do: the last event tells them what was saved, so they need not read it back); otherwise as plain text,
 * the text events only. Either way the status goes out with the first event (or text), so a refusal before it still
 * answers JSON, and each line is whole: coalesced writes join lines, never cut one.
 */
export function sendReplyStream<Event extends ReplyEvent>(
  request: FastifyRequest,
  reply: FastifyReply,
  source: StreamSource<Event>,
  { onPlainTextEvent, ...options }: ReplyStreamOptions<Event> = {},
): Promise<void> {
  if (!acceptsReplyEvents(request)) {
    return sendTextStream(request, reply, async function* textOf(signal) {
      for await (const event of source(signal)) {
        if (isTextEvent(event)) yield event.text;
        else onPlainTextEvent?.(event as Exclude<Event, ReplyTextEvent>);
      }
    }, options);
  }
  return pipeToClient(request, reply, source, options, {
    headers: { 'content-type': `${REPLY_EVENTS_MEDIA_TYPE}; charset=utf-8`, 'x-content-type-options': 'nosniff', ...NO_BUFFERING },
    preamble: '',
    isFirstChunkAwaited: true,
    coalesceMs: TEXT_COALESCE_MS,
    // The reply's first words go out at once, however many events came before them.
    isText: isTextEvent,
    format: (event) => `${JSON.stringify(event)}\n`,
  });
}

function isTextEvent(event: ReplyEvent): event is ReplyTextEvent {
  return event.type === 'text';
}

/** `promise`, or the signal's reason as soon as it fires: a source that ignores its signal cannot hold the stream open. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

/** Headers plugins set on the reply (security headers, cache policy); a hijacked answer would otherwise lose them. */
function replyHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  return headers;
}

/** Writes the source's chunks to the client in `mode`'s format; the one writer of every streamed answer. */
export async function pipeToClient<Chunk>(
  request: FastifyRequest,
  reply: FastifyReply,
  source: StreamSource<Chunk>,
  options: StreamOptions,
  mode: StreamMode<Chunk>,
): Promise<void> {
  const res = reply.raw;
  const over = new AbortController();
  // A response that closes before it finished lost its client. (The request's own 'close' also fires once its body has been read.)
  const onResponseClose = () => {
    if (!res.writableFinished) over.abort(new DOMException('The client closed the connection.', 'AbortError'));
  };
  res.on('close', onResponseClose);
  if (res.destroyed) onResponseClose();
  const onStop = () => over.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onStop, { once: true });
  if (options.signal?.aborted) onStop();
  const signal = over.signal;
  const release = () => {
    res.off('close', onResponseClose);
    options.signal?.removeEventListener('abort', onStop);
    if (!over.signal.aborted) over.abort(ANSWER_OVER);
  };

  let iterator: AsyncIterator<Chunk>;
  let first: IteratorResult<Chunk> | undefined;
  try {
    iterator = source(signal)[Symbol.asyncIterator]();
    if (mode.isFirstChunkAwaited) first = await untilAborted(iterator.next(), signal);
  } catch (error) {
    const isAbandoned = signal.aborted;
    release();
    if (isAbandoned) {
      // The client left (or the app is closing): nobody is waiting for an answer any more.
      reply.hijack();
      res.destroy();
      return;
    }
    if (error instanceof HttpError && error.statusCode >= 500) request.log.warn({ err: error }, 'stream failed before its first byte');
    throw error;
  }

  reply.hijack();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // Text held for one write with what follows it (mode.coalesceMs), and the timer that writes it.
  let held = '';
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let hasWrittenText = false;
  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (held === '' || signal.aborted) return;
    res.write(held);
    held = '';
  };
  const write = async (text: string, isText = true) => {
    if (text === '' || signal.aborted) return;
    held += text;
    // The first text goes at once: it is what a person waits for. So does an event, which is not a word.
    if (mode.coalesceMs && isText && hasWrittenText && held.length < MAX_COALESCED_LENGTH) flushTimer ??= setTimeout(flush, mode.coalesceMs);
    else flush();
    if (isText) hasWrittenText = true;
    // Waits for the socket to drain; the wait ends (rejects) when the client disconnects.
    if (res.writableNeedDrain) await once(res, 'drain', { signal });
  };
  try {
    res.writeHead(200, { ...replyHeaders(reply), ...mode.headers });
    if (mode.heartbeat) {
      const { text } = mode.heartbeat;
      // Skipped while the client is behind: a heartbeat is for idle streams.
      heartbeat = setInterval(() => {
        if (!res.writableNeedDrain && !signal.aborted) res.write(text);
      }, mode.heartbeat.intervalMs);
      heartbeat.unref();
    }
    await write(mode.preamble, false);
    let next = first ?? (await untilAborted(iterator.next(), signal));
    while (!next.done && !signal.aborted) {
      await write(mode.format(next.value), mode.isText?.(next.value) ?? true);
      next = await untilAborted(iterator.next(), signal);
    }
    if (!next.done) void iterator.return?.().catch(() => undefined);
  } catch (error) {
    if (!signal.aborted) request.log.error({ err: error }, 'stream failed after its first byte; the answer was ended');
    // Lets the source run its cleanup (finally blocks) if it has not finished; it may be waiting, so not awaited.
    void iterator.return?.().catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    clearTimeout(flushTimer);
    // The held text goes out with the end of the answer, in the same write.
    const last = signal.aborted ? '' : held;
    release();
    if (!res.writableEnded) res.end(last);
  }
}

/**
 * A signal that fires when the client disconnects before the answer was sent, for a route that does slow work
 * (a model call) before it answers at once: the work can stop instead of finishing for nobody.
 */
export function clientDisconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort(new DOMException('The client closed the connection.', 'AbortError'));
  };
  if (res.destroyed) onClose();
  else res.once('close', onClose);
  return controller.signal;
}
