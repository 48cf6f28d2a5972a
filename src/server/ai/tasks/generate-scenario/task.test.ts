// The generate-scenario task on the provider path: what a model is sent, and that its answer comes back as a scenario.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GeneratedScenarioDescriptionSchema } from '../../../../shared/contracts/scenarios.ts';
import { fakeJsonAnswer, messageText, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { createAiClient } from '../../ai-client.ts';
import { generateScenarioOffline } from '../../offline/scenario/generate-scenario.ts';
import type { GenerateScenarioInput } from './schema.ts';
import { generateScenarioTask } from './task.ts';

const INPUT: GenerateScenarioInput = {
  mode: 'Advanced',
  title: 'Berth fees',
  aiRole: null,
  myRole: null,
  description: 'A negotiation about raising the berth fees for the fishing fleet next year.',
  persona: { name: 'Eilidh Mackay', age: '61', gender: 'Female', occupation: 'Harbour Master', background: 'Eilidh has run the harbour for twenty years.' },
  rubric: { name: 'Negotiation', criteria: ['Preparation', 'Trading concessions'] },
  glossary: { name: 'Harbour terms', terms: 'Berth fee: what a boat pays to moor' },
  fileTexts: ['Fleet report: 42 boats moor here; fees last rose in 2019.'],
};

/** Strict structured output needs every property required, at every level, and no extra properties. */
function expectStrictCompatible(schema: Record<string, unknown>, path = 'schema') {
  if (schema.type !== 'object') return;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  expect([...((schema.required as string[] | undefined) ?? [])].sort(), `${path}.required`).toEqual(Object.keys(properties).sort());
  expect(schema.additionalProperties, `${path}.additionalProperties`).toBe(false);
  for (const [key, child] of Object.entries(properties)) expectStrictCompatible(child, `${path}.${key}`);
}

describe('[SCENARIOS] generate-scenario task through an OpenAI-compatible provider', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('sends the persona, rubric, glossary and file facts (without file names) with a strict-compatible schema, and returns the answer', async () => {
    const ai = createAiClient({ provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'test', model: 'fake-model', timeoutMs: 5000 });
    const answer = generateScenarioOffline(INPUT);
    fake.respondWith(fakeJsonAnswer(answer));

    const result = await ai.generate(generateScenarioTask, INPUT);

    expect(result).toEqual(answer);
    const [request] = fake.requests;
    const text = request!.body.messages.map(messageText).join('\n');
    for (const expected of ['Scenario title: Berth fees', 'Name: Eilidh Mackay', 'Age: 61', 'Occupation: Harbour Master', '- Trading concessions', 'Berth fee: what a boat pays to moor', '--- Source 1 ---\nFleet report: 42 boats']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Keep every fact the learner states/);
    expect(text).toMatch(/never mention file names/);
    const schema = request!.body.response_format?.json_schema?.schema;
    expect(schema).toBeDefined();
    expectStrictCompatible(schema!);
    const description = (schema!.properties as Record<string, { properties: Record<string, { description?: string }> }>).description!.properties;
    expect(description.charactersAge?.description).toMatch(/Keep any age stated/);
  });

  it('keeps the model guidance out of the shared scenario contract', () => {
    expect(JSON.stringify(z.toJSONSchema(GeneratedScenarioDescriptionSchema, { io: 'input' }))).not.toContain('"description":"');
  });
});
