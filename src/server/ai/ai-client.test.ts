// The AI provider path against a real HTTP server that speaks the OpenAI chat-completions format:
// what the SDK sends, how answers, repairs, errors, time-outs and streams come back.
import { get } from 'node:http';
import { streamText } from 'ai';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RubricContent, RubricJobResult } from '../../shared/contracts/rubrics.ts';
import type { Config } from '../config.ts';
import { sendTextStream } from '../lib/http-stream.ts';
import { registerErrorHandler } from '../plugins/errors.ts';
import { fakeAnswer, fakeError, fakeHang, fakeJsonAnswer, fakeStream, messageText, startFakeOpenAiServer } from '../test/fake-openai-server.ts';
import { createOfflineAiClient, fakeProviderConfig, fakeProviderEnv, useFakeOpenAiServer } from '../test/fake-provider.ts';
import { registerAndLogin, useTestApp, waitForJobStatus } from '../test/test-app.ts';
import { createAiClient } from './ai-client.ts';
import { AiError } from './ai-error.ts';
import type { AiStreamTask, AiTask } from './ai-task.ts';
import { createLanguageModel } from './language-models.ts';
import { splitIntoWordChunks } from './offline-reply-stream.ts';

const TipSchema = z.object({
  title: z.string().min(1).describe('A short title for the tip'),
  steps: z.array(z.string()).min(1).describe('What to do, in order'),
  difficulty: z.enum(['easy', 'medium', 'hard']).describe('How hard the tip is to apply'),
});
type Tip = z.infer<typeof TipSchema>;

const tipTask: AiTask<{ topic: string }, Tip> = {
  name: 'test.write-tip',
  schema: TipSchema,
  prompt: ({ topic }) => ({
    system: 'You are a workplace coach who writes short, practical tips.',
    prompt: `Write one tip about ${topic}.`,
  }),
  offline: ({ topic }) => ({ title: `Offline tip on ${topic}`, steps: ['Pause', 'Listen'], difficulty: 'easy' }),
};

const VALID_TIP: Tip = { title: 'Open with a question', steps: ['Ask what matters most', 'Listen to the answer'], difficulty: 'easy' };

/** Captures the rejection, so a test can look at the error itself. */
async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to fail, but it answered.');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('[AI] the openai-compatible provider against a fake OpenAI server', () => {
  const fake = useFakeOpenAiServer();
  const config = () => fakeProviderConfig(fake.url, 1500);

  it('sends the model, both prompts and a JSON-schema response format, and parses a valid answer', async () => {
    fake.respondWith(fakeJsonAnswer(VALID_TIP));
    const ai = createAiClient(config());
    expect(await ai.engine()).toEqual({ provider: 'openai-compatible', isOffline: false, modelLabel: 'openai-compatible: fake-model' });

    await expect(ai.generate(tipTask, { topic: 'active listening' })).resolves.toEqual(VALID_TIP);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test');
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.stream).toBeFalsy();
    const messages = request?.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messageText(messages[0]!)).toContain('workplace coach');
    expect(messageText(messages[1]!)).toBe('Write one tip about active listening.');
    const format = request?.body.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema?.name).toBe('test_write_tip');
    expect(format?.json_schema?.schema).toMatchObject({
      type: 'object',
      properties: { title: { type: 'string', description: 'A short title for the tip' }, difficulty: { enum: ['easy', 'medium', 'hard'] } },
      required: expect.arrayContaining(['title', 'steps', 'difficulty']),
    });
  });

  it('sends one repair request for malformed JSON, showing the model what it answered, and uses the repaired answer', async () => {
    const malformed = '{"title": "Open with a question", "steps": ["Ask what matters most"';
    fake.respondWith(fakeAnswer(malformed), fakeAnswer(`\`\`\`json\n${JSON.stringify(VALID_TIP)}\n\`\`\``));

    await expect(createAiClient(config()).generate(tipTask, { topic: 'active listening' })).resolves.toEqual(VALID_TIP);

    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body;
    expect(repair.model).toBe('fake-model');
    const repairText = repair.messages.map(messageText).join('\n');
    expect(repairText).toContain(malformed);
    expect(repairText).toContain('Write one tip about active listening.');
    expect(repairText).toMatch(/rejected/i);
  });

  it('repairs an answer that is JSON but breaks the schema', async () => {
    fake.respondWith(fakeJsonAnswer({ title: 'Missing the rest' }), fakeJsonAnswer(VALID_TIP));
    await expect(createAiClient(config()).generate(tipTask, { topic: 'feedback' })).resolves.toEqual(VALID_TIP);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages.map(messageText).join('\n')).toContain('{"title":"Missing the rest"}');
  });

  it('gives up after one repair with a readable, non-retryable AiError', async () => {
    fake.respondWith(fakeAnswer('{"title": '), fakeAnswer('Sorry, I cannot produce JSON today.'));
    const error = await failureOf(createAiClient(config()).generate(tipTask, { topic: 'feedback' }));
    expect(error.isRetryable).toBe(false);
    expect(error.message).toBe('The AI model answered in a shape that could not be used, even after one repair attempt.');
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a provider failure during the repair request as that failure, not as a bad shape', async () => {
    fake.respondWith(fakeAnswer('{"title": '), fakeError(503));
    const failed = await failureOf(createAiClient(config()).generate(tipTask, { topic: 'feedback' }));
    expect(failed).toMatchObject({ isRetryable: true, message: expect.stringMatching(/had an error \(503\)/) });

    fake.respondWith(fakeAnswer('{"title": '), fakeHang());
    const timedOut = await failureOf(createAiClient(config()).generate(tipTask, { topic: 'feedback' }));
    expect(timedOut).toMatchObject({ isRetryable: true, message: expect.stringMatching(/did not answer within 1\.5 seconds/) });
    expect(fake.requests).toHaveLength(4);
  });

  it.each([
    [429, true, /too many requests/],
    [500, true, /had an error \(500\)/],
    [503, true, /had an error \(503\)/],
    [401, false, /refused this server's key\. Please tell your administrator\./],
    [403, false, /refused this server's key\. Please tell your administrator\./],
    [404, false, /doesn't offer the model this server is set to use\. Please tell your administrator\./],
    [400, false, /refused the request \(400\)/],
  ])('turns HTTP %i into an AiError (retryable: %s) without retrying by itself', async (status, isRetryable, message) => {
    fake.respondWith(fakeError(status));
    const error = await failureOf(createAiClient(config()).generate(tipTask, { topic: 'feedback' }));
    expect(error.isRetryable).toBe(isRetryable);
    expect(error.message).toMatch(message);
    // Retries belong to the job queue, which backs off between attempts.
    expect(fake.requests).toHaveLength(1);
  });

  it('ends a request the model never answers after the configured time-out, as a retryable AiError', async () => {
    fake.respondWith(fakeHang());
    const startedAt = performance.now();
    const error = await failureOf(createAiClient(config()).generate(tipTask, { topic: 'feedback' }));
    const elapsedMs = performance.now() - startedAt;
    expect(error.isRetryable).toBe(true);
    expect(error.message).toMatch(/did not answer within 1\.5 seconds/);
    expect(elapsedMs).toBeGreaterThanOrEqual(1400);
    expect(elapsedMs).toBeLessThan(4000);
  });

  it('reports an unreachable provider as retryable', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const error = await failureOf(createAiClient({ ...config(), baseUrl: closed.url }).generate(tipTask, { topic: 'feedback' }));
    expect(error.isRetryable).toBe(true);
    expect(error.message).toBe('The AI provider could not be reached. Please try again.');
  });

  it('reads a streamed completion chunk by chunk through the same model', async () => {
    const pieces = ['Start ', 'with ', 'a question, ', 'then ', 'listen.'];
    fake.respondWith(fakeStream(pieces));

    const result = streamText({ model: await createLanguageModel(config()), prompt: 'Give me one tip.', maxRetries: 0 });
    const received: string[] = [];
    const arrivals: number[] = [];
    for await (const text of result.textStream) {
      received.push(text);
      arrivals.push(performance.now());
    }

    expect(received.join('')).toBe(pieces.join(''));
    expect(received.length).toBeGreaterThanOrEqual(pieces.length);
    // The pieces arrived over time, not all at once at the end.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(4 * 15);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(await result.finishReason).toBe('stop');
  });
});

describe('[AI] the offline engine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers from the task’s offline function without any HTTP', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ai = createOfflineAiClient();
    expect(await ai.engine()).toEqual({ provider: 'offline', isOffline: true, modelLabel: 'offline engine' });
    await expect(ai.generate(tipTask, { topic: 'feedback' })).resolves.toEqual({ title: 'Offline tip on feedback', steps: ['Pause', 'Listen'], difficulty: 'easy' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an offline answer that breaks the task’s schema', async () => {
    const ai = createOfflineAiClient();
    const broken: AiTask<{ topic: string }, Tip> = { ...tipTask, offline: () => ({ title: '', steps: [], difficulty: 'easy' }) };
    await expect(ai.generate(broken, { topic: 'feedback' })).rejects.toThrow();
  });
});

describe('[AI] a job that asks the model, end to end through the app', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_API_KEY: 'k', CREATOR_EMAILS: '' }));

  const MODEL_RUBRIC: RubricContent = {
    rubric_title: 'Discovery Call Rubric',
    description: 'Grades a first call with a prospect.',
    criteria: [
      { criterion_name: 'Open questions', weight: 60, performance_levels: { Excellent: 'Asks about goals before features.', Developing: 'Mostly yes/no questions.' } },
      { criterion_name: 'Next step agreed', weight: 40, performance_levels: { Excellent: 'A dated next step.', Developing: 'Ends without one.' } },
    ],
    scoring_guide: { 'How to score': 'Pick a level per criterion.' },
    performance_levels_summary: { Excellent: '85-100', Developing: '0-84' },
    note: 'Written by the fake model.',
  };

  async function createRubric(cookies: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/rubrics/create',
      headers: { cookie: cookies },
      payload: { name: 'Discovery call', description: 'A first call with a prospect to uncover needs.' },
    });
    expect(response.statusCode).toBe(202);
    return `/rubrics/job-status-create/${response.json().jobId}`;
  }

  it('completes a rubric job with the model’s content', async () => {
    fake.respondWith(fakeJsonAnswer(MODEL_RUBRIC));
    const { cookies } = await registerAndLogin(ctx.app);

    const status = await waitForJobStatus(ctx.app, await createRubric(cookies), cookies);

    expect(status.jobStatus).toBe('Completed');
    expect((status.result as RubricJobResult).assessment.rubrics).toEqual(MODEL_RUBRIC);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!.body;
    expect(request.model).toBe('fake-model');
    expect(request.messages.map(messageText).join('\n')).toContain('Discovery call');
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer k');
  });

  it('ends the job Failed with a readable reason when the provider fails on every attempt', async () => {
    fake.respondAlwaysWith(fakeError(500));
    const { cookies } = await registerAndLogin(ctx.app);

    const status = await waitForJobStatus(ctx.app, await createRubric(cookies), cookies, 40_000);

    expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: 'The AI provider had an error (500). Please try again.' });
    // The first try and the job's two retries; the SDK itself does not retry.
    expect(fake.requests).toHaveLength(3);
  }, 45_000);
});

const chatTask: AiStreamTask<{ question: string }> = {
  name: 'test.chat',
  prompt: ({ question }) => ({
    system: 'You are a sceptical buyer in a sales roleplay.',
    messages: [
      { role: 'user', content: 'Hello, do you have a minute?' },
      { role: 'assistant', content: 'One minute. Go on.' },
      { role: 'user', content: question },
    ],
  }),
  offline: ({ question }) => `You asked: "${question}"\n\n  Convince me,  then.  Why should I switch suppliers?`,
};

const never = new Promise<never>(() => undefined);

/** Every chunk of a stream that ends normally. */
async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** The chunks a stream gave before it failed, and the failure. */
async function collectUntilFailure(stream: AsyncIterable<string>): Promise<{ chunks: string[]; error: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
  } catch (error) {
    return { chunks, error };
  }
  throw new Error(`Expected the stream to fail, but it ended after ${JSON.stringify(chunks.join(''))}.`);
}

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
