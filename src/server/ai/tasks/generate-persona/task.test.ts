// The generate-persona task on the provider path: what a model is sent, and that its answer comes back as a persona.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PersonaDetailsSchema } from '../../../../shared/contracts/personas.ts';
import { fakeJsonAnswer, messageText } from '../../../test/fake-openai-server.ts';
import { expectStrictCompatible, useFakeProvider } from '../../../test/fake-provider.ts';
import { generatePersonaOffline } from '../../offline/persona/generate-persona.ts';
import { generatePersonaTask } from './task.ts';

const SARAH = 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';

describe('[PERSONAS] generate-persona task through an OpenAI-compatible provider', () => {
  const provider = useFakeProvider();

  it('sends the description, the form name and the file text with a strict-compatible schema, and returns the answer', async () => {
    const { fake, ai } = provider;
    const answer = generatePersonaOffline({ name: 'Sarah', prompt: SARAH, fileTexts: [] });
    fake.respondWith(fakeJsonAnswer(answer));

    const result = await ai.generate(generatePersonaTask, { name: 'Sarah', prompt: SARAH, fileTexts: [{ filename: 'q3-review.txt', text: 'Quarterly procurement review' }] });

    expect(PersonaDetailsSchema.parse(result)).toEqual(answer);
    const [request] = fake.requests;
    const text = request!.body.messages.map(messageText).join('\n');
    expect(text).toContain(SARAH);
    expect(text).toContain('Name typed in the form: Sarah');
    expect(text).toContain('--- q3-review.txt ---\nQuarterly procurement review');
    expect(text).toMatch(/Keep every fact the description states/);
    const schema = request!.body.response_format?.json_schema?.schema;
    expect(schema).toBeDefined();
    expectStrictCompatible(schema!);
    const bigFive = ((schema!.properties as Record<string, { properties: Record<string, { properties: Record<string, unknown> }> }>).personalityTraits!.properties.bigFive!.properties);
    expect(bigFive.openness).toMatchObject({ type: 'string', pattern: '^\\d{1,3}$', description: expect.stringMatching(/1-100 scale/) });
    const properties = schema!.properties as Record<string, { description?: string }>;
    expect(properties.name?.description).toMatch(/Keep any name the description gives/);
    expect(properties.background?.description).toMatch(/source files/);
  });

  it('tells the model to keep a stated place, nationality and tone, and asks a regeneration for a variation of the same facts', async () => {
    const { fake, ai } = provider;
    const rosa = 'Rosa Almeida, 44, head nurse at a rural clinic in Portugal, skeptical of new software, hates long demos';
    const answer = generatePersonaOffline({ name: 'Rosa Almeida', prompt: rosa, fileTexts: [], variation: 3 });
    fake.respondWith(fakeJsonAnswer(answer));
    fake.respondWith(fakeJsonAnswer(answer));

    await ai.generate(generatePersonaTask, { name: 'Rosa Almeida', prompt: rosa, fileTexts: [] });
    await ai.generate(generatePersonaTask, { name: 'Rosa Almeida', prompt: rosa, fileTexts: [], variation: 3 });

    const [first, second] = fake.requests.map((request) => request.body.messages.map(messageText).join('\n'));
    expect(first).toMatch(/nationality, country, city, language, attitude and tone/);
    expect(first).toMatch(/"polite but evasive" stays polite but evasive/);
    expect(first).toMatch(/is Portuguese, from a Portuguese town/);
    expect(first).not.toMatch(/Variation \d/);
    expect(second).toContain(rosa);
    expect(second).toMatch(/Variation 3: write a fresh version of this persona .* while keeping every stated fact exactly/);
  });

  it('tells the model that a stated age holds with its birthdate and experience, that a trait is shown rather than pasted, and that a regeneration is another person with the same facts', async () => {
    const { fake, ai } = provider;
    const clinic = 'a cautious procurement lead at a rural clinic in Portugal, 52, hates long calls';
    const answer = generatePersonaOffline({ name: 'Clinic procurement lead', prompt: clinic, fileTexts: [], variation: 1 });
    fake.respondWith(fakeJsonAnswer(answer));

    await ai.generate(generatePersonaTask, { name: 'Clinic procurement lead', prompt: clinic, fileTexts: [], variation: 1 });

    const text = fake.requests[0]!.body.messages.map(messageText).join('\n');
    expect(text).toMatch(/"…in Portugal, 52, hates long calls" means 52 years old/);
    expect(text).toMatch(/the birthdate gives exactly that age on today's date, and the years of experience fit it/);
    expect(text).toMatch(/Never paste the same phrase into every field/);
    expect(text).toMatch(/Variation 1: write a fresh version of this persona that is a different person .*the career history, the manner in the room.* while keeping every stated fact exactly: the age .*the place, the job, the tone and any named people/);
  });

  it('keeps the model guidance out of the shared persona contract', () => {
    expect(JSON.stringify(z.toJSONSchema(PersonaDetailsSchema, { io: 'input' }))).not.toContain('"description":"');
  });
});
