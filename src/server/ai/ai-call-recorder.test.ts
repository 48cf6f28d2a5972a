// The record of AI calls: what the client reports for structured answers, streams cut short and failures (through the
// fake OpenAI-compatible server), and how the recorder writes (batched, pruned, never failing the caller).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAiCallsRepository, type AiCallsRepository, type NewAiCall } from '../db/ai-calls.repository.ts';
import { aiCalls } from '../db/schema.ts';
import { fakeError, fakeJsonAnswer, fakeStream } from '../test/fake-openai-server.ts';
import { fakeProviderConfig, useFakeOpenAiServer } from '../test/fake-provider.ts';
import { eventually, TEST_DATABASES, useTestDatabase } from '../test/test-app.ts';
import { AI_CALLS_KEPT_DAYS, createAiCallRecorder, type AiCallRecord } from './ai-call-recorder.ts';
import { createAiClient } from './ai-client.ts';
import type { AiStreamTask, AiTask } from './ai-task.ts';

const TitleSchema = z.object({ title: z.string().min(1) });
const titleTask: AiTask<{ topic: string }, z.infer<typeof TitleSchema>> = {
  name: 'generate-rubric',
  schema: TitleSchema,
  prompt: ({ topic }) => ({ system: 'You write titles.', prompt: `A title about ${topic}.` }),
  offline: ({ topic }) => ({ title: `About ${topic}` }),
};
const replyTask: AiStreamTask<{ line: string }> = {
  name: 'twin-reply',
  prompt: ({ line }) => ({ system: 'You answer.', messages: [{ role: 'user', content: line }] }),
  offline: () => 'An offline answer in a few words.',
};

const noLog = { warn: () => undefined };

describe('[AI CALLS] what the AI client reports', () => {
  const fake = useFakeOpenAiServer();
  const collect = () => {
    const calls: AiCallRecord[] = [];
    return { calls, recorder: { record: (call: AiCallRecord) => void calls.push(call), flush: async () => undefined } };
  };

  it('reports a structured answer with the tokens the provider counted, and a refused one as failed', async () => {
    const { calls, recorder } = collect();
    const ai = createAiClient(fakeProviderConfig(fake.url), { recorder });
    const answer = JSON.stringify({ title: 'Listening well' });
    fake.respondWith(fakeJsonAnswer({ title: 'Listening well' }));
    await ai.generate(titleTask, { topic: 'listening' });
    expect(calls).toEqual([
      expect.objectContaining({ task: 'generate-rubric', taskGroup: 'generation', provider: 'openai-compatible', model: 'fake-model', inputTokens: 12, outputTokens: Math.ceil(answer.length / 4), outcome: 'completed' }),
    ]);

    fake.respondWith(fakeError(401, 'bad key'));
    await expect(ai.generate(titleTask, { topic: 'listening' })).rejects.toThrow();
    expect(calls[1]).toMatchObject({ outcome: 'failed', inputTokens: null, outputTokens: null });
  });

  it('reports a stream the reader stopped early as stopped, once, and the built-in engine without tokens', async () => {
    const { calls, recorder } = collect();
    fake.respondWith(fakeStream(['One. ', 'Two. ', 'Three.'], 5));
    for await (const chunk of createAiClient(fakeProviderConfig(fake.url), { recorder }).stream(replyTask, { line: 'Hello' })) {
      expect(chunk).toBeTruthy();
      break;
    }
    expect(calls).toEqual([expect.objectContaining({ task: 'twin-reply', taskGroup: 'twin', outcome: 'stopped' })]);

    const offline = createAiClient({ provider: 'offline', baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 1500 }, { recorder });
    let text = '';
    for await (const chunk of offline.stream(replyTask, { line: 'Hello' })) text += chunk;
    expect(text).toBe('An offline answer in a few words.');
    expect(calls[1]).toMatchObject({ provider: 'offline', model: 'offline engine', inputTokens: null, outputTokens: null, outcome: 'completed' });
  });
});

describe.each(TEST_DATABASES)('[AI CALLS] the recorder on $name', ({ url }) => {
  const database = useTestDatabase(url);
  const call = (task: string, startedAt = new Date()): AiCallRecord => ({
    task,
    taskGroup: null,
    provider: 'openai',
    model: 'gpt-4o-mini',
    inputTokens: 10.4,
    outputTokens: -3,
    durationMs: 12.6,
    outcome: 'completed',
    startedAt,
  });

  it('writes queued calls in one batch, then forgets the ones older than the kept days', async () => {
    const repository = createAiCallsRepository(database.db);
    const old = new Date(Date.now() - (AI_CALLS_KEPT_DAYS + 1) * 24 * 60 * 60 * 1000);
    await repository.insertAiCalls([{ task: 'old-task', provider: 'openai', model: 'm', durationMs: 1, outcome: 'completed', createdAt: old }]);
    const batches: number[] = [];
    const counting: AiCallsRepository = { ...repository, insertAiCalls: async (rows: NewAiCall[]) => (batches.push(rows.length), repository.insertAiCalls(rows)) };
    const recorder = createAiCallRecorder({ repository: counting, log: noLog });
    recorder.record(call('first'));
    recorder.record(call('second'));
    await recorder.flush();
    expect(batches).toEqual([2]);
    const rows = await database.db.select().from(aiCalls);
    expect(rows.map((row) => row.task).sort()).toEqual(['first', 'second']);
    // Token counts are stored as whole non-negative numbers or not at all.
    expect(rows[0]).toMatchObject({ inputTokens: 10, outputTokens: null, durationMs: 13 });
  });

  it('never throws to the caller when the database refuses, and logs the failure', async () => {
    const warnings: string[] = [];
    const broken: AiCallsRepository = {
      insertAiCalls: async () => {
        throw new Error('database is down');
      },
      deleteAiCallsBefore: async () => 0,
    };
    const recorder = createAiCallRecorder({ repository: broken, log: { warn: (_object, message) => void warnings.push(message) } });
    expect(() => recorder.record(call('lost'))).not.toThrow();
    await eventually(async () => warnings.length, (count) => count > 0);
    expect(warnings).toEqual(['could not record AI calls for the usage page']);
  });
});
