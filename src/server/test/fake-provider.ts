// A test's model: a fake OpenAI-compatible server for the describe block and a client or app pointed at it, plus the
// check that a task's schema is accepted by strict structured output.
import { afterEach, expect } from 'vitest';
import { createAiClient, type AiClient } from '../ai/ai-client.ts';
import type { AiTask } from '../ai/ai-task.ts';
import type { Config } from '../config.ts';
import { useDescribeResource } from './describe-resource.ts';
import { fakeJsonAnswer, startFakeOpenAiServer, type FakeOpenAiServer, type RecordedRequest } from './fake-openai-server.ts';

/** Call inside a `describe`: starts the server before its tests, forgets its answers after each, closes it at the end. */
export function useFakeOpenAiServer(): FakeOpenAiServer {
  const fake = useDescribeResource('The fake provider', startFakeOpenAiServer, (server) => server.close());
  afterEach(() => fake.reset());
  return fake;
}

/** The AI settings of a client that talks to the fake server at `url`. */
export function fakeProviderConfig(url: string, timeoutMs = 5000): Config['ai'] {
  return { provider: 'openai-compatible', baseUrl: url, apiKey: 'test', model: 'fake-model', timeoutMs };
}

/** The environment of a test app whose model is the fake server at `url`. */
export function fakeProviderEnv(url: string): Record<string, string> {
  return { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: url, AI_MODEL: 'fake-model' };
}

/** A client of the offline engine, as a server without AI settings has. */
export function createOfflineAiClient(): AiClient {
  return createAiClient({ provider: 'offline', baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 1500 });
}

export interface FakeProvider {
  /** The server: queue answers with `respondWith`, read what it was sent in `requests`. */
  readonly fake: FakeOpenAiServer;
  /** An `openai-compatible` client that talks to the fake server. */
  readonly ai: AiClient;
}

/** Call inside a `describe`: a fake server for its tests (see useFakeOpenAiServer) and a client of it. */
export function useFakeProvider(): FakeProvider {
  const fake = useFakeOpenAiServer();
  let ai: AiClient | undefined;
  return {
    fake,
    get ai() {
      ai ??= createAiClient(fakeProviderConfig(fake.url));
      return ai;
    },
  };
}

/** Answers the task's one request with `answer`, checks that the task returns it, and gives back that request. */
export async function generateAnswering<Input, Output>(provider: FakeProvider, task: AiTask<Input, Output>, input: Input, answer: Output): Promise<RecordedRequest> {
  provider.fake.respondWith(fakeJsonAnswer(answer));
  expect(await provider.ai.generate(task, input)).toEqual(answer);
  const [request] = provider.fake.requests;
  if (!request) throw new Error('The task sent the fake provider no request.');
  return request;
}

/** The whole text of a streamed reply. */
export async function streamedText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** Strict structured output needs every property required, at every level, and no extra properties. */
export function expectStrictCompatible(schema: Record<string, unknown>, path = 'schema'): void {
  if (schema.type !== 'object') return;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  expect([...((schema.required as string[] | undefined) ?? [])].sort(), `${path}.required`).toEqual(Object.keys(properties).sort());
  expect(schema.additionalProperties, `${path}.additionalProperties`).toBe(false);
  for (const [key, child] of Object.entries(properties)) expectStrictCompatible(child, `${path}.${key}`);
}
