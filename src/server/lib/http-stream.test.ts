// The HTTP streaming helper on a real listening server: what the client receives, and what the source sees when the
// client is slow, leaves, or the source fails.
import { get, type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors.ts';
import { HttpError } from './http-errors.ts';
import { createEventQueue, sendEventStream, type EventQueue, type ServerSentEvent } from './event-stream.ts';
import { sendReplyStream, sendTextStream } from './http-stream.ts';

const LARGE_CHUNK = 'x'.repeat(64 * 1024);
// 64 MiB: more than the kernel's socket buffers can hold, so a client that stops reading stops the server's writes.
const LARGE_CHUNK_COUNT = 1024;
const BURST_WORDS = 50;

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Opens a GET request and resolves with the response as soon as its headers arrive. */
function open(url: string): Promise<{ response: IncomingMessage; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(url, (response) => resolve({ response, close: () => request.destroy() }));
    request.on('error', reject);
  });
}

/** Reads a response until it ends. */
async function readAll(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response) text += chunk as string;
  return text;
}

/** Reads a response until `text` has arrived. */
function readUntil(response: IncomingMessage, text: string): Promise<string> {
  response.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      if (!received.includes(text)) return;
      response.off('data', onData);
      response.pause();
      resolve(received);
    };
    response.on('data', onData);
    response.once('end', () => reject(new Error(`The response ended before ${JSON.stringify(text)} arrived: ${JSON.stringify(received)}`)));
  });
}

/** A source whose first read fails, as a model call that is refused does. */
function failingAtFirstChunk(error: Error): AsyncIterable<string> {
  return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('[LIB] HTTP streaming on a listening server', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const logs: LogLine[] = [];
  // What the routes below report to the test running now.
  let held = { aborted: deferred<string>(), finished: deferred() };
  const large = { pulled: 0, maxBufferedAtPull: 0 };
  const burst = { writes: 0 };
  const firstWords = { written: [] as string[], isSentBeforeNextPull: false };
  let events: { queue: EventQueue<ServerSentEvent>; stopped: Promise<void> } | null = null;
  let closing = new AbortController();

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } } });
    registerErrorHandler(app);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
    });

    app.get('/text/reply', (request, reply) =>
      sendTextStream(request, reply, async function* () {
        yield 'Hello ';
        yield '';
        yield 'there, ';
        yield 'friend. Ünïcödé ✓';
      }),
    );
    app.get('/reply/events', (request, reply) =>
      sendReplyStream(
        request,
        reply,
        async function* () {
          yield { type: 'queued' };
          yield { type: 'started', id: 'r1' };
          yield { type: 'text', text: 'Hello ' };
          yield { type: 'text', text: 'there.' };
          yield { type: 'saved', id: 'r1' };
        },
        { onPlainTextEvent: (event) => void (event.type === 'started' && reply.header('x-reply', 'r1')) },
      ),
    );
    app.get('/reply/first-words', (request, reply) => {
      const write = reply.raw.write.bind(reply.raw) as (chunk: string) => boolean;
      reply.raw.write = ((chunk: string) => {
        firstWords.written.push(chunk);
        return write(chunk);
      }) as typeof reply.raw.write;
      return sendReplyStream(request, reply, async function* () {
        yield { type: 'queued' };
        yield { type: 'started', id: 'r1' };
        yield { type: 'text', text: 'Hello ' };
        // Asked for the next piece: what was written so far is what the client could have read.
        firstWords.isSentBeforeNextPull = firstWords.written.join('').includes('Hello ');
        yield { type: 'text', text: 'there.' };
        yield { type: 'saved', id: 'r1' };
      });
    });
    app.get('/text/burst', (request, reply) => {
      const write = reply.raw.write.bind(reply.raw) as (chunk: string) => boolean;
      reply.raw.write = ((chunk: string) => {
        burst.writes += 1;
        return write(chunk);
      }) as typeof reply.raw.write;
      return sendTextStream(request, reply, async function* () {
        for (let index = 0; index < BURST_WORDS; index += 1) yield `word${index} `;
      });
    });
    app.get('/text/slow-model', (request, reply) =>
      sendTextStream(request, reply, () => failingAtFirstChunk(new HttpError(504, 'The AI model did not answer within 1 second. Please try again.'))),
    );
    app.get('/text/bug-before', (request, reply) => sendTextStream(request, reply, () => failingAtFirstChunk(new Error('an internal detail'))));
    app.get('/text/fail-after', (request, reply) =>
      sendTextStream(request, reply, async function* () {
        yield 'Hello ';
        throw new Error('the model broke mid-reply');
      }),
    );
    app.get('/text/held', (request, reply) =>
      sendTextStream(request, reply, async function* (signal) {
        try {
          yield 'First ';
          const reason = await new Promise<string>((resolve) => signal.addEventListener('abort', () => resolve(String((signal.reason as Error).name))));
          held.aborted.resolve(reason);
        } finally {
          held.finished.resolve();
        }
      }),
    );
    app.get('/text/large', (request, reply) =>
      sendTextStream(request, reply, async function* () {
        for (let index = 0; index < LARGE_CHUNK_COUNT; index += 1) {
          large.maxBufferedAtPull = Math.max(large.maxBufferedAtPull, reply.raw.writableLength);
          large.pulled += 1;
          yield LARGE_CHUNK;
        }
      }),
    );
    app.get('/events', (request, reply) =>
      sendEventStream(
        request,
        reply,
        (signal) => {
          const queue = createEventQueue<ServerSentEvent>({ maxBuffered: 10 });
          const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          events = { queue, stopped };
          return queue;
        },
        { heartbeatMs: 20, retryMs: 1500, signal: closing.signal },
      ),
    );

    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    logs.length = 0;
    held = { aborted: deferred<string>(), finished: deferred() };
    events = null;
    closing = new AbortController();
  });
  afterAll(() => app.close());

  it('streams text chunks in order as chunked text/plain, keeping the headers plugins set', async () => {
    const response = await fetch(`${baseUrl}/text/reply`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe('Hello there, friend. Ünïcödé ✓');
  });

  it('answers a reply as events, one JSON object a line, to a client that asks for them; as its text to any other', async () => {
    const asEvents = await fetch(`${baseUrl}/reply/events`, { headers: { accept: 'application/x-ndjson' } });
    expect(asEvents.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(asEvents.headers.get('x-reply')).toBeNull();
    expect((await asEvents.text()).split('\n')).toEqual([
      '{"type":"queued"}',
      '{"type":"started","id":"r1"}',
      '{"type":"text","text":"Hello "}',
      '{"type":"text","text":"there."}',
      '{"type":"saved","id":"r1"}',
      '',
    ]);

    const asText = await fetch(`${baseUrl}/reply/events`);
    expect(asText.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // An event before the text can still set a header: it goes out with the first text. Plain text carries no event.
    expect(asText.headers.get('x-reply')).toBe('r1');
    expect(await asText.text()).toBe('Hello there.');
  });

  it('sends a reply’s first words at once after the events before them, and holds only the words that follow', async () => {
    firstWords.written = [];
    const response = await fetch(`${baseUrl}/reply/first-words`, { headers: { accept: 'application/x-ndjson' } });
    expect((await response.text()).split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { type: string }).type)).toEqual(['queued', 'started', 'text', 'text', 'saved']);
    expect(firstWords.isSentBeforeNextPull).toBe(true);
    // queued, started and the first words each at once; the second piece goes with the saved event that follows it.
    expect(firstWords.written).toHaveLength(4);
  });

  it('sends words that come together in one write after the first, and the whole text in order', async () => {
    burst.writes = 0;
    const response = await fetch(`${baseUrl}/text/burst`);
    expect(await response.text()).toBe(Array.from({ length: BURST_WORDS }, (_, index) => `word${index} `).join(''));
    // The first word at once; the rest, produced together, with the end of the answer.
    expect(burst.writes).toBe(1);
  });

  it('answers JSON with the error’s status and message when the source fails before the first byte', async () => {
    const slow = await fetch(`${baseUrl}/text/slow-model`);
    expect(slow.status).toBe(504);
    expect(slow.headers.get('content-type')).toContain('application/json');
    expect(await slow.json()).toEqual({ message: 'The AI model did not answer within 1 second. Please try again.' });
    expect(logs.some((line) => line.msg === 'stream failed before its first byte' && line.err?.message.includes('did not answer'))).toBe(true);

    const bug = await fetch(`${baseUrl}/text/bug-before`);
    expect(bug.status).toBe(500);
    expect(await bug.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('ends the answer cleanly and logs the error when the source fails after the first byte', async () => {
    const { response } = await open(`${baseUrl}/text/fail-after`);
    expect(response.statusCode).toBe(200);
    // The chunked body is terminated properly: the read ends instead of failing or hanging.
    expect(await readAll(response)).toBe('Hello ');
    expect(response.complete).toBe(true);
    await expect.poll(() => logs.find((line) => line.err?.message === 'the model broke mid-reply')).toMatchObject({
      level: 50,
      msg: 'stream failed after its first byte; the answer was ended',
    });
  });

  it('aborts the source’s signal when the client disconnects, and lets the source clean up', async () => {
    const { response, close } = await open(`${baseUrl}/text/held`);
    await readUntil(response, 'First ');
    close();
    await expect(held.aborted.promise).resolves.toBe('AbortError');
    await held.finished.promise;
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('stops pulling from the source while the client is not reading, and delivers everything once it reads again', async () => {
    large.pulled = 0;
    large.maxBufferedAtPull = 0;
    const { response } = await open(`${baseUrl}/text/large`);
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    // Waits until the server stops pulling (its writes wait for the socket to drain).
    let previous = -1;
    for (let unchanged = 0; unchanged < 5; unchanged = large.pulled === previous ? unchanged + 1 : 0) {
      previous = large.pulled;
      await sleep(40);
    }

    expect(large.pulled).toBeLessThan(LARGE_CHUNK_COUNT);
    // Never more than one chunk waiting in the server's memory when the next one is pulled.
    expect(large.maxBufferedAtPull).toBeLessThanOrEqual(LARGE_CHUNK.length);

    let bytes = 0;
    response.on('data', (chunk: Buffer) => (bytes += chunk.length));
    response.resume();
    await new Promise((resolve) => response.once('end', resolve));
    // The first data event was read before counting began; the total is at least everything after it.
    expect(large.pulled).toBe(LARGE_CHUNK_COUNT);
    expect(bytes).toBeGreaterThan((LARGE_CHUNK_COUNT - 1) * LARGE_CHUNK.length);
  }, 30_000);

  it('sends server-sent events with the retry delay, event/data frames and a heartbeat while idle', async () => {
    const { response, close } = await open(`${baseUrl}/events`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['x-frame-options']).toBe('DENY');
    let received = await readUntil(response, 'retry: 1500\n\n');

    events!.queue.push({ event: 'job', data: { type: 'job', jobId: 'j-1', jobStatus: 'Completed' } });
    events!.queue.push({ event: 'credits', data: { type: 'credits', balance: 7 }, id: '42' });
    response.resume();
    received += await readUntil(response, 'id: 42\nevent: credits\ndata: {"type":"credits","balance":7}\n\n');
    expect(received).toContain('event: job\ndata: {"type":"job","jobId":"j-1","jobStatus":"Completed"}\n\n');
    response.resume();
    await readUntil(response, ': heartbeat\n\n');

    const { stopped } = events!;
    close();
    // The source learns that the client left, so it can unsubscribe.
    await stopped;
  });

  it('ends open event streams when the given signal fires (the app closing)', async () => {
    const { response } = await open(`${baseUrl}/events`);
    await readUntil(response, 'retry: 1500');
    closing.abort();
    response.resume();
    await new Promise((resolve) => response.once('end', resolve));
    expect(response.complete).toBe(true);
  });
});
