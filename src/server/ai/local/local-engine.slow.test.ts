// The embedded local engine on a tiny GGUF model written by the test (no outside weights): loading, streaming
// through the AI SDK interface, a task contract's JSON answer, cancellation, a conversation's context kept between
// turns, the queue under ten sessions, unloading, and a refused load when memory is short.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAiClient } from '../ai-client.ts';
import { createLanguageModel } from '../language-models.ts';
import type { AiStreamTask } from '../ai-task.ts';
import { twinSummaryTask } from '../tasks/twin-summary/task.ts';
import { TwinSummaryPlacementSchema } from '../contracts/twin-summary.ts';
import type { LocalEngineConfig } from '../../config/ai-env.ts';
import { closeLocalEngine, LocalEngine, localEngineFor, localEngineStatus } from './local-engine.ts';
import { writeTinyGguf } from './tiny-gguf.test-helpers.ts';

let folder: string;
let modelPath: string;

// One thread: the test machine's cores are shared, and llama.cpp's threads wait on each other when cores are busy.
const CONFIG: LocalEngineConfig = { modelsDir: '', concurrency: 2, sessions: 4, contextSize: 4096, idleMs: 60_000, threads: 1, gpu: false };

const aiConfig = (local: LocalEngineConfig = CONFIG) => ({ provider: 'local' as const, model: modelPath, baseUrl: undefined, apiKey: undefined, timeoutMs: 30_000, local });

const SYSTEM = 'You are a baker in a small town, talking to a new supplier.';
const MESSAGES = [
  { role: 'system' as const, content: SYSTEM },
  { role: 'user' as const, content: 'Good morning. Do you have a minute to talk about flour?' },
];

/** A streamed task without the character's guard, so the noise the tiny model writes reaches the test. */
const noiseTask: AiStreamTask<{ question: string }> = {
  name: 'test.local-chat',
  prompt: ({ question }) => ({ system: SYSTEM, messages: [{ role: 'user', content: question }] }),
  offline: () => 'The built-in engine answers.',
  temperature: 0,
};

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'engram-local-'));
  modelPath = join(folder, 'tiny.gguf');
  // The model leans away from ending its text (so replies run to their limit) and towards closing JSON strings and lists.
  const size = writeTinyGguf(modelPath, { lean: { '</s>': -8, '"': 1.5, ']': 1.5, '}': 1.5 } });
  expect(size).toBeLessThan(1024 * 1024);
});

afterEach(async () => {
  await closeLocalEngine();
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the local engine', () => {
  it('loads the model once, lazily, and reports its state', async () => {
    expect(localEngineStatus()).toEqual({ state: 'not-configured' });
    const engine = localEngineFor(modelPath, CONFIG);
    expect(localEngineFor(modelPath, CONFIG)).toBe(engine);
    const loading = engine.ensureLoaded();
    expect(localEngineStatus()).toEqual({ state: 'loading', model: modelPath });
    await loading;
    expect(localEngineStatus()).toEqual({ state: 'ready', model: modelPath });
  });

  it('streams a reply through the AI SDK interface, piece by piece, with its token counts', async () => {
    const model = await createLanguageModel(aiConfig());
    const { stream } = await model.doStream({ prompt: [{ role: 'system', content: 'You are a baker.' }, { role: 'user', content: [{ type: 'text', text: 'Hello there' }] }], maxOutputTokens: 12, temperature: 0 });
    const parts = [];
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
    const deltas = parts.filter((part) => part.type === 'text-delta');
    expect(deltas.length).toBeGreaterThan(3);
    const finish = parts.find((part) => part.type === 'finish');
    expect(finish).toMatchObject({ finishReason: { unified: 'length' }, usage: { outputTokens: { total: 12 } } });
    expect(parts.at(-1)?.type).toBe('finish');
  });

  it('answers a structured task through its JSON-schema grammar, and the task contract accepts the answer', async () => {
    const ai = createAiClient(aiConfig());
    const placement = await ai.generate(twinSummaryTask, { ownerName: 'Ada', answers: [], memories: [] });
    expect(TwinSummaryPlacementSchema.parse(placement)).toEqual(placement);
    expect(await ai.engine()).toMatchObject({ provider: 'local', isOffline: false });
  });

  it('stops writing when the caller aborts in the middle of a reply, and frees its place', async () => {
    const ai = createAiClient(aiConfig());
    const controller = new AbortController();
    const chunks: string[] = [];
    const reason = new Error('The learner left.');
    await expect(async () => {
      for await (const chunk of ai.stream(noiseTask, { question: 'Tell me about your bread.' }, { signal: controller.signal })) {
        chunks.push(chunk);
        if (chunks.length === 3) controller.abort(reason);
      }
    }).rejects.toBe(reason);
    expect(chunks).toHaveLength(3);
    // The generation stops at its next token.
    const engine = localEngineFor(modelPath, CONFIG);
    await vi.waitFor(() => expect(engine.load()).toMatchObject({ running: 0, waiting: 0 }));
  });

  it('keeps a conversation’s context between turns, so the next turn evaluates only its new tokens', async () => {
    const engine = localEngineFor(modelPath, CONFIG);
    const first = await engine.generate({ messages: MESSAGES, conversationId: 'c1', maxTokens: 8, temperature: 0 });
    expect(first.evaluatedTokens).toBe(first.promptTokens);
    const second = await engine.generate({
      messages: [...MESSAGES, { role: 'assistant', content: first.text }, { role: 'user', content: 'And what do you pay per sack?' }],
      conversationId: 'c1',
      maxTokens: 8,
      temperature: 0,
    });
    expect(second.promptTokens).toBeGreaterThan(first.promptTokens);
    expect(second.evaluatedTokens).toBeLessThan(second.promptTokens / 2);
    // A call without a conversation keeps nothing.
    await engine.generate({ messages: MESSAGES, maxTokens: 4 });
    expect(engine.load().keptConversations).toBe(1);
    await engine.releaseConversation('c1');
    expect(engine.load().keptConversations).toBe(0);
    // A session that ends while its reply is being written gives its context back when the reply is done.
    await engine.generate({ messages: MESSAGES, conversationId: 'c2', maxTokens: 6, onText: () => void engine.releaseConversation('c2') });
    expect(engine.load().keptConversations).toBe(0);
  });

  it('gives the context of the conversation unused the longest to a new one when every slot is taken, and after an idle time', async () => {
    const engine = localEngineFor(modelPath, { ...CONFIG, sessions: 2, idleMs: 300 });
    await engine.generate({ messages: MESSAGES, conversationId: 'a', maxTokens: 2 });
    await engine.generate({ messages: MESSAGES, conversationId: 'b', maxTokens: 2 });
    await engine.generate({ messages: MESSAGES, conversationId: 'c', maxTokens: 2 });
    expect(engine.load().keptConversations).toBe(2);
    const again = await engine.generate({ messages: MESSAGES, conversationId: 'a', maxTokens: 2 });
    expect(again.evaluatedTokens).toBe(again.promptTokens);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(engine.load().keptConversations).toBe(0);
  });

  it('runs ten sessions two at a time, the others waiting their turn in order, and finishes them all', async () => {
    const engine = localEngineFor(modelPath, CONFIG);
    await engine.ensureLoaded();
    let mostAtOnce = 0;
    const started: number[] = [];
    const queued: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        engine.generate({
          messages: [...MESSAGES, { role: 'user', content: `Session ${index}` }],
          conversationId: `s${index}`,
          maxTokens: 6,
          onQueued: () => queued.push(index),
          onStart: () => {
            started.push(index);
            mostAtOnce = Math.max(mostAtOnce, engine.load().running);
          },
        }),
      ),
    );
    expect(results.every((result) => result.outputTokens > 0)).toBe(true);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect(queued).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results.slice(2).every((result) => result.queuedMs > 0)).toBe(true);
    expect(engine.load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('tells a streamed reply that it waits for its turn, and does not time it out while it waits', async () => {
    // One generation at a time, busy with a long one that is stopped only after twice the time-out, however fast the
    // machine writes it.
    const local = { ...CONFIG, concurrency: 1 };
    const engine = localEngineFor(modelPath, local);
    await engine.ensureLoaded();
    const ai = createAiClient({ ...aiConfig(local), timeoutMs: 300 });
    const began = Date.now();
    const hold = new AbortController();
    const release = setTimeout(() => hold.abort(), 600);
    const busy = engine.generate({ messages: MESSAGES, maxTokens: 3000, signal: hold.signal });
    const queuedAfter: number[] = [];
    let firstWords = '';
    for await (const chunk of ai.stream(noiseTask, { question: 'Hello?' }, { paced: false, onQueued: () => queuedAfter.push(Date.now() - began) })) {
      firstWords = chunk;
      break;
    }
    const waited = Date.now() - began;
    clearTimeout(release);
    expect((await busy).finishReason).toBe('aborted');
    expect(queuedAfter).toHaveLength(1);
    expect(firstWords.length).toBeGreaterThan(0);
    expect(waited).toBeGreaterThan(300);
  });

  it('lets go of the model and every context on unload, and loads again on the next call', async () => {
    const engine = localEngineFor(modelPath, CONFIG);
    await engine.generate({ messages: MESSAGES, conversationId: 'kept', maxTokens: 2 });
    expect(engine.isUnloaded()).toBe(false);
    await engine.unload();
    expect(engine.isUnloaded()).toBe(true);
    expect(engine.load().keptConversations).toBe(0);
    const after = await engine.generate({ messages: MESSAGES, conversationId: 'kept', maxTokens: 2 });
    expect(after.evaluatedTokens).toBe(after.promptTokens);
  });

  it('refuses to load a model that does not fit in free memory, says why, and the built-in engine answers instead', async () => {
    const engine = localEngineFor(modelPath, CONFIG, { freeMemory: () => 100_000 });
    await expect(engine.ensureLoaded()).rejects.toThrow(/needs about .* of memory .* is free/);
    const status = localEngineStatus();
    expect(status).toMatchObject({ state: 'failed', model: modelPath });
    expect(status.state === 'failed' && status.reason).toMatch(/Choose a smaller model/);

    const ai = createAiClient(aiConfig());
    expect(await ai.engine()).toMatchObject({ provider: 'offline', isOffline: true });
    const chunks: string[] = [];
    for await (const chunk of ai.stream(noiseTask, { question: 'Hello?' }, { paced: false })) chunks.push(chunk);
    expect(chunks.join('')).toBe('The built-in engine answers.');
  });

  it('says so when the model file is missing', async () => {
    const engine = new LocalEngine(join(folder, 'missing.gguf'), CONFIG);
    await expect(engine.ensureLoaded()).rejects.toThrow(/was not found/);
    expect(engine.status()).toMatchObject({ state: 'failed' });
  });
});
