// The generate-scenario task on the provider path: what a model is sent, and that its answer comes back as a scenario.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GeneratedScenarioDescriptionSchema } from '../../../../shared/contracts/scenarios.ts';
import { messageText } from '../../../test/fake-openai-server.ts';
import { expectStrictCompatible, generateAnswering, useFakeProvider } from '../../../test/fake-provider.ts';
import { generateScenarioOffline } from '../../offline/scenario/generate-scenario.ts';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
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

describe('[SCENARIOS] generate-scenario task through an OpenAI-compatible provider', () => {
  const provider = useFakeProvider();

  it('sends the persona, rubric, glossary and file facts (without file names) with a strict-compatible schema, and returns the answer', async () => {
    const request = await generateAnswering(provider, generateScenarioTask, INPUT, generateScenarioOffline(INPUT));

    const text = request.body.messages.map(messageText).join('\n');
    for (const expected of ['Scenario title: Berth fees', 'Name: Eilidh Mackay', 'Age: 61', 'Occupation: Harbour Master', '- Trading concessions', 'Berth fee: what a boat pays to moor', '--- Source 1 ---\nFleet report: 42 boats']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Keep every fact the learner states/);
    expect(text).toMatch(/never mention file names/);
    expect(text).toMatch(/goes only to the learner's goal/);
    expect(text).toMatch(/Keep every stated fact in the brief/);
    const schema = request.body.response_format?.json_schema?.schema;
    expect(schema).toBeDefined();
    expectStrictCompatible(schema!);
    const description = (schema!.properties as Record<string, { properties: Record<string, { description?: string }> }>).description!.properties;
    expect(description.charactersAge?.description).toMatch(/Keep any age stated/);
    const brief = (schema!.properties as Record<string, { properties: Record<string, { description?: string; properties?: Record<string, { description?: string }> }> }>).brief!.properties;
    expect(brief.character?.properties?.identity?.description ?? JSON.stringify(brief.character)).toBeDefined();
    expect(JSON.stringify(brief.character)).toMatch(/keeping the stated ones exactly/);
    expect(brief.learner?.properties?.goal?.description).toMatch(/learner's own goal/);
  });

  it('keeps the model guidance out of the shared scenario contract', () => {
    expect(JSON.stringify(z.toJSONSchema(GeneratedScenarioDescriptionSchema, { io: 'input' }))).not.toContain('"description":"');
  });
});
