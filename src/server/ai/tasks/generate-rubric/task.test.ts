// The generate-rubric task: what a model is told and the shape it must answer in.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RubricContentSchema } from '../../../../shared/contracts/rubrics.ts';
import { fakeJsonAnswer, messageText } from '../../../test/fake-openai-server.ts';
import { useFakeProvider } from '../../../test/fake-provider.ts';
import { generateOfflineRubric } from '../../offline/rubric/generate-rubric.ts';
import { buildRubricPrompt } from './prompt.ts';
import { GenerateRubricOutputSchema } from '../../contracts/generate-rubric.ts';
import { generateRubricTask } from './task.ts';

const PRICING_POLICY = [
  'Acme pricing policy',
  '- Discount approval: any discount above 10% needs discount approval from the sales director.',
  'Every discount approval is logged in the CRM.',
].join('\n');

type JsonSchema = { description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

describe('[RUBRICS] generate-rubric task', () => {
  it('gives the model the name, the description and excerpts of the files', () => {
    const { system, prompt } = buildRubricPrompt({ name: 'Discovery call', description: 'First call.', fileTexts: [{ filename: 'policy.txt', text: PRICING_POLICY }] });
    expect(system).toContain('exactly 100');
    expect(prompt).toContain('Rubric name: Discovery call');
    expect(prompt).toContain('--- policy.txt ---');
    expect(prompt).toContain('discount approval');
  });

  it('describes every field for the model, while the shared contract carries no guidance', () => {
    // The JSON schema the AI SDK sends is built from the input side.
    const sent = z.toJSONSchema(GenerateRubricOutputSchema, { io: 'input' }) as JsonSchema;
    for (const field of ['rubric_title', 'description', 'criteria', 'scoring_guide', 'performance_levels_summary', 'note']) {
      expect(sent.properties?.[field]?.description, field).toBeTruthy();
    }
    const criterion = sent.properties?.criteria?.items?.properties ?? {};
    expect(criterion.weight?.description).toMatch(/add up to exactly 100/);
    expect(criterion.performance_levels?.description).toMatch(/Excellent/);

    const shared = JSON.stringify(z.toJSONSchema(RubricContentSchema, { io: 'input' }));
    expect(shared).not.toContain('"description":"');
  });

  it('tells the model to keep the stated facts and pass mark, to fit the conversation described and to write concrete levels', () => {
    const { system } = buildRubricPrompt({ name: 'Collections call', description: 'Chasing an overdue invoice. Pass mark 75.', fileTexts: [] });
    expect(system).toMatch(/Keep every fact the description states/);
    expect(system).toMatch(/states a pass mark \("Pass mark 75"\), say that pass mark/);
    expect(system).toMatch(/collections call, not a feedback conversation/);
    expect(system).toMatch(/never a mechanical/);
  });

  it('tells the model to write each level for its own behaviour, never a tone sentence for a condition', () => {
    const { system } = buildRubricPrompt({ name: 'Discovery call', description: 'Good looks like: keeps the call under 15 minutes. Pass mark 75.', fileTexts: [] });
    expect(system).toMatch(/Write each level description for its own criterion's behaviour, in grammatical English, naming that behaviour/);
    expect(system).toMatch(/never about tone \("becoming too soft or too sharp"\)/);
  });

  it('keeps the shared rule that the weights add up to 100', () => {
    const rubric = generateOfflineRubric({ name: 'Discovery call', description: 'A first call with a prospect.', fileTexts: [] });
    expect(GenerateRubricOutputSchema.parse(rubric)).toEqual(rubric);
    const unbalanced = { ...rubric, criteria: rubric.criteria.map((criterion) => ({ ...criterion, weight: 10 })) };
    expect(GenerateRubricOutputSchema.safeParse(unbalanced).error?.issues[0]?.message).toBe('The criterion weights must add up to exactly 100.');
  });
});

describe('[RUBRICS] generate-rubric task through an OpenAI-compatible provider', () => {
  const provider = useFakeProvider();

  it('sends the description with its pass mark and the keep-every-fact rule, and returns the answer', async () => {
    const { fake, ai } = provider;
    const input = { name: 'Collections call', description: 'Grade an accounts receivable manager chasing an overdue invoice. Pass mark 75.', fileTexts: [] };
    const answer = generateOfflineRubric(input);
    fake.respondWith(fakeJsonAnswer(answer));

    const result = await ai.generate(generateRubricTask, input);

    expect(RubricContentSchema.parse(result)).toEqual(answer);
    const text = fake.requests[0]!.body.messages.map(messageText).join('\n');
    expect(text).toContain('What it should grade: Grade an accounts receivable manager chasing an overdue invoice. Pass mark 75.');
    expect(text).toMatch(/say that pass mark in the note/);
  });
});
