import { describe, expect, it } from 'vitest';
import { ScenarioDescriptionSchema } from './scenarios.ts';
import { parseScenarioDescription } from './scenarios-constants.ts';

describe('parseScenarioDescription', () => {
  it('reads every field of a valid description', () => {
    const description = {
      charactersName: 'Dana Reyes',
      charactersGender: 'Female',
      charactersAge: '41',
      charactersOccupation: 'Procurement lead',
      charactersBackground: 'Twenty years in logistics.',
      charactersScenarioSnippet: 'Wants a discount.',
      charactersRelevanceToScenario: 'Signs the contract.',
      scenarioDetails: { Overview: 'Renewal negotiation.' },
    };
    expect(parseScenarioDescription(JSON.stringify(description))).toEqual(description);
  });

  it('drops keys the schema does not know', () => {
    expect(parseScenarioDescription('{"charactersName":"Ari","extra":1}')).toEqual({ charactersName: 'Ari' });
  });

  it.each(['', '{', 'not json', '{"charactersName": "Ari",}'])('gives an empty object for broken JSON %j', (json) => {
    expect(parseScenarioDescription(json)).toEqual({});
  });

  it.each(['null', '42', '"Ari"', '[]', '[{"charactersName":"Ari"}]'])('gives an empty object for JSON %s that is not an object', (json) => {
    expect(parseScenarioDescription(json)).toEqual({});
  });

  it('gives an empty object when no description arrives at all', () => {
    expect(parseScenarioDescription(null)).toEqual({});
    expect(parseScenarioDescription(undefined)).toEqual({});
  });

  it('keeps the valid fields when others have the wrong type', () => {
    const json = JSON.stringify({
      charactersName: 'Sam Okafor',
      charactersGender: 7,
      charactersAge: 35,
      scenarioDetails: { Overview: ['not', 'text'] },
      charactersOccupation: 'Team lead',
    });
    expect(parseScenarioDescription(json)).toEqual({ charactersName: 'Sam Okafor', charactersOccupation: 'Team lead' });
  });

  it('drops scenarioDetails when it is not an object', () => {
    expect(parseScenarioDescription('{"charactersName":"Ari","scenarioDetails":"Overview"}')).toEqual({ charactersName: 'Ari' });
  });

  it.each([
    { charactersName: 'Ari', charactersAge: '41', scenarioDetails: { Overview: 'A late delivery.', extra: true } },
    { charactersName: 7, charactersGender: 'Female', scenarioDetails: { Overview: 3 } },
    { scenarioDetails: {} },
    { charactersBackground: null, charactersScenarioSnippet: 'Snippet', charactersRelevanceToScenario: ['no'] },
  ])('reads what ScenarioDescriptionSchema accepts, field by field: %j', (raw) => {
    const accepted: Record<string, unknown> = {};
    for (const [key, fieldSchema] of Object.entries(ScenarioDescriptionSchema.shape)) {
      const field = fieldSchema.safeParse(raw[key as keyof typeof raw]);
      if (field.success && field.data !== undefined) accepted[key] = field.data;
    }
    expect(parseScenarioDescription(JSON.stringify(raw))).toEqual(accepted);
  });
});
