// A task test's model: a fake OpenAI-compatible server for the describe block and a client pointed at it, plus the
// check that a task's schema is accepted by strict structured output.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createAiClient, type AiClient } from '../ai/ai-client.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';

export interface FakeProvider {
  /** The server: queue answers with `respondWith`, read what it was sent in `requests`. */
  readonly fake: FakeOpenAiServer;
  /** An `openai-compatible` client that talks to the fake server. */
  readonly ai: AiClient;
}

/** Call inside a `describe`: starts the server before its tests, forgets its answers after each, closes it at the end. */
export function useFakeProvider(): FakeProvider {
  let fake: FakeOpenAiServer | undefined;
  let ai: AiClient | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    ai = createAiClient({ provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'test', model: 'fake-model', timeoutMs: 5000 });
  });
  afterEach(() => fake?.reset());
  afterAll(() => fake?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The fake provider starts in beforeAll; use it inside a test.');
    return value;
  };
  return {
    get fake() {
      return started(fake);
    },
    get ai() {
      return started(ai);
    },
  };
}

/** Strict structured output needs every property required, at every level, and no extra properties. */
export function expectStrictCompatible(schema: Record<string, unknown>, path = 'schema'): void {
  if (schema.type !== 'object') return;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  expect([...((schema.required as string[] | undefined) ?? [])].sort(), `${path}.required`).toEqual(Object.keys(properties).sort());
  expect(schema.additionalProperties, `${path}.additionalProperties`).toBe(false);
  for (const [key, child] of Object.entries(properties)) expectStrictCompatible(child, `${path}.${key}`);
}
