// Streamed replies, through a real HTTP server that speaks the OpenAI chat-completions format, from the offline
// engine, and through a route to the browser.
import { get } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.ts';
import { sendTextStream } from '../lib/http-stream.ts';
import { registerErrorHandler } from '../plugins/errors.ts';
import { fakeError, fakeHang, fakeStream, messageText } from '../test/fake-openai-server.ts';
import { fakeProviderConfig, useFakeOpenAiServer } from '../test/fake-provider.ts';
import { createAiClient } from './ai-client.ts';
import { AiError } from './ai-error.ts';
import { splitIntoWordChunks } from './offline-reply-stream.ts';
import { chatTask, collect, collectUntilFailure, failureOf, never, tipTask } from './ai-client.test-helpers.ts';

describe('[AI] streamed replies through the openai-compatible provider', () => {
  const fake = useFakeOpenAiServer();
  const config = () => fakeProviderConfig(fake.url, 1000);

  it('yields the upstream pieces in order, concatenating to the upstream text, and sends the whole conversation', async () => {
    const pieces = ['Fine. ', 'What does it ', 'cost, and ', 'who else uses it?'];
    fake.respondWith(fakeStream(pieces, 0));

    const chunks = await collect(createAiClient(config()).stream(chatTask, { question: 'Can I show you our platform?' }));

    expect(chunks).toEqual(pieces);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    expect(body).toMatchObject({ model: 'fake-model', stream: true });
    expect(body.messages.map((message) => [message.role, messageText(message)])).toEqual([
      ['system', 'You are a sceptical buyer in a sales roleplay.'],
      ['user', 'Hello, do you have a minute?'],
      ['assistant', 'One minute. Go on.'],
      ['user', 'Can I show you our platform?'],
    ]);
    await expect(fake.requests[0]!.outcome).resolves.toBe('answered');
  });

  it('hands over the first chunk while the upstream is still writing the rest', async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    fake.respondWith(fakeStream(['First, ', 'the price. ', 'Then the rest.'], 0, { afterPieces: 1, until: released }));

    const iterator = createAiClient(config()).stream(chatTask, { question: 'Shall we start?' })[Symbol.asyncIterator]();
    // The server sends nothing more until released: a client that waited for the whole answer would never get here.
    await expect(iterator.next()).resolves.toEqual({ done: false, value: 'First, ' });
    release();
    const rest: string[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);

    expect(['First, ', ...rest].join('')).toBe('First, the price. Then the rest.');
    await expect(fake.requests[0]!.outcome).resolves.toBe('answered');
  });

  it('closes the upstream connection when the caller aborts mid-stream, and throws the abort reason', async () => {
    fake.respondWith(fakeStream(['Well, ', 'this part is never sent.'], 0, { afterPieces: 1, until: never }));
    const controller = new AbortController();

    const iterator = createAiClient(config()).stream(chatTask, { question: 'Hello?' }, { signal: controller.signal })[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toEqual({ done: false, value: 'Well, ' });
    controller.abort();

    await expect(iterator.next()).rejects.toMatchObject({ name: 'AbortError' });
    await expect(fake.requests[0]!.outcome).resolves.toBe('closed-by-client');
  });

  it('closes the upstream connection when the reader stops early', async () => {
    fake.respondWith(fakeStream(['Well, ', 'this part is never sent.'], 0, { afterPieces: 1, until: never }));
    const received: string[] = [];
    for await (const chunk of createAiClient(config()).stream(chatTask, { question: 'Hello?' })) {
      received.push(chunk);
      break;
    }
    expect(received).toEqual(['Well, ']);
    await expect(fake.requests[0]!.outcome).resolves.toBe('closed-by-client');
  });

  it('does not call the model when the signal is already aborted', async () => {
    const { chunks, error } = await collectUntilFailure(createAiClient(config()).stream(chatTask, { question: 'Hello?' }, { signal: AbortSignal.abort() }));
    expect(chunks).toEqual([]);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [401, false, 'failed'],
    [429, true, 'busy'],
    [500, true, 'failed'],
  ])('turns HTTP %i into the same readable AiError as generate (retryable: %s, kind %s)', async (status, isRetryable, kind) => {
    const ai = createAiClient(config());
    fake.respondWith(fakeError(status));
    const generateError = await failureOf(ai.generate(tipTask, { topic: 'feedback' }));
    fake.respondWith(fakeError(status));

    const { chunks, error } = await collectUntilFailure(ai.stream(chatTask, { question: 'Hello?' }));

    expect(chunks).toEqual([]);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ message: generateError.message, isRetryable, kind });
    expect(fake.requests.map((request) => request.body.stream ?? false)).toEqual([false, true]);
  });

  it('fails readably when the model stalls in the middle of its reply, and closes the connection', async () => {
    fake.respondWith(fakeStream(['Let me think about ', 'never sent'], 0, { afterPieces: 1, until: never }));

    const { chunks, error } = await collectUntilFailure(createAiClient(config()).stream(chatTask, { question: 'Price?' }));

    expect(chunks).toEqual(['Let me think about ']);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({
      message: 'The AI model stopped answering for 1 second in the middle of its reply. Please try again.',
      isRetryable: true,
      kind: 'timeout',
    });
    await expect(fake.requests[0]!.outcome).resolves.toBe('closed-by-client');
  });

  it('fails readably when the model never starts its reply', async () => {
    fake.respondWith(fakeHang());
    const { chunks, error } = await collectUntilFailure(createAiClient(config()).stream(chatTask, { question: 'Price?' }));
    expect(chunks).toEqual([]);
    expect(error).toMatchObject({ name: 'AiError', message: 'The AI model did not answer within 1 second. Please try again.', kind: 'timeout' });
  });

  it('does not count a slow reader as a stalled model', async () => {
    fake.respondWith(fakeStream(['One, ', 'two, ', 'three.'], 0));
    const iterator = createAiClient(config()).stream(chatTask, { question: 'Count?' })[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toEqual({ done: false, value: 'One, ' });
    // Longer than the time-out, while the reader (not the model) holds the stream.
    await new Promise((resolve) => setTimeout(resolve, config().timeoutMs + 300));
    const rest: string[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
    expect(rest.join('')).toBe('two, three.');
  });
});

describe('[AI] streamed replies from the offline engine', () => {
  const offlineConfig = (offlineStreamDelayMs: number): Config['ai'] => ({
    provider: 'offline',
    baseUrl: undefined,
    apiKey: undefined,
    model: undefined,
    timeoutMs: 1500,
    offlineStreamDelayMs,
  });
  const input = { question: 'Can I show you our platform?' };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('streams the offline reply word by word, without HTTP, and the chunks concatenate to it exactly', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ai = createAiClient(offlineConfig(0));

    const chunks = await collect(ai.stream(chatTask, input));

    expect(chunks.join('')).toBe(chatTask.offline(input));
    expect(chunks.length).toBe(chatTask.offline(input).trim().split(/\s+/).length);
    for (const chunk of chunks) expect(chunk.trim()).not.toMatch(/\s/);
    expect(await collect(ai.stream(chatTask, input))).toEqual(chunks);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps every space and line break when splitting', () => {
    for (const text of ['', ' ', 'one', '  leading and trailing  ', 'line\n\nbreaks\tand tabs']) {
      expect(splitIntoWordChunks(text).join('')).toBe(text);
    }
  });

  it('waits AI_OFFLINE_STREAM_DELAY_MS between words', async () => {
    vi.useFakeTimers();
    const iterator = createAiClient(offlineConfig(40)).stream(chatTask, input)[Symbol.asyncIterator]();
    await expect(iterator.next()).resolves.toEqual({ done: false, value: 'You ' });

    let second: IteratorResult<string> | undefined;
    void iterator.next().then((result) => (second = result));
    await vi.advanceTimersByTimeAsync(39);
    expect(second).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toEqual({ done: false, value: 'asked: ' });
  });

  it('gives the whole reply without pauses when the caller awaits it whole (paced: false)', async () => {
    vi.useFakeTimers();
    // No timer is advanced: a single pause would leave this promise pending.
    const chunks = await collect(createAiClient(offlineConfig(40)).stream(chatTask, input, { paced: false }));
    expect(chunks.join('')).toBe(chatTask.offline(input));
  });

  it('stops at once when aborted, even in the middle of a pause', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const iterator = createAiClient(offlineConfig(1000)).stream(chatTask, input, { signal: controller.signal })[Symbol.asyncIterator]();
    await iterator.next();

    const pending = iterator.next();
    controller.abort();
    // No timer has run: the pause ended because of the abort.
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined });
  });
});

describe('[AI] a streamed reply served by a route', () => {
  const fake = useFakeOpenAiServer();
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    const ai = createAiClient(fakeProviderConfig(fake.url));
    app = Fastify();
    registerErrorHandler(app);
    app.get('/reply', (request, reply) => sendTextStream(request, reply, (signal) => ai.stream(chatTask, { question: 'Price?' }, { signal })));
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('sends the model’s reply to the browser as it is written', async () => {
    fake.respondWith(fakeStream(['It costs ', 'less than ', 'you think.'], 0));
    const response = await fetch(`${baseUrl}/reply`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('It costs less than you think.');
  });

  it('answers a provider failure before the first word as JSON with the AiError’s status and message', async () => {
    fake.respondWith(fakeError(429));
    const response = await fetch(`${baseUrl}/reply`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'The AI provider is receiving too many requests. Please try again shortly.' });
  });

  it('aborts the model call when the person closes the page', async () => {
    fake.respondWith(fakeStream(['It costs ', 'never sent'], 0, { afterPieces: 1, until: never }));
    await new Promise<void>((resolve, reject) => {
      const request = get(`${baseUrl}/reply`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    });
    await expect.poll(() => fake.requests.length).toBe(1);
    await expect(fake.requests[0]!.outcome).resolves.toBe('closed-by-client');
  });
});
