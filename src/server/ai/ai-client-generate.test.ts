// The AI provider path against a real HTTP server that speaks the OpenAI chat-completions format: what the SDK
// sends, how answers, repairs, errors and time-outs come back, offline and through a job.
import { streamText } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRubricContent } from '../../shared/contracts/rubrics.fixtures.ts';
import type { RubricJobResult } from '../../shared/contracts/rubrics.ts';
import { fakeAnswer, fakeError, fakeHang, fakeJsonAnswer, fakeStream, messageText, startFakeOpenAiServer } from '../test/fake-openai-server.ts';
import { createOfflineAiClient, fakeProviderConfig, fakeProviderEnv, useFakeOpenAiServer } from '../test/fake-provider.ts';
import { registerAndLogin, useTestApp, waitForJobStatus } from '../test/test-app.ts';
import { createAiClient } from './ai-client.ts';
import type { AiTask } from './ai-task.ts';
import { createLanguageModel } from './language-models.ts';
import { VALID_TIP, failureOf, tipTask, type Tip } from './ai-client.test-helpers.ts';

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
    // Not before the configured time-out (a timer never fires early); how long after depends on the machine's load.
    expect(elapsedMs).toBeGreaterThanOrEqual(1400);
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

  const MODEL_RUBRIC = buildRubricContent({ note: 'Written by the fake model.' });

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
