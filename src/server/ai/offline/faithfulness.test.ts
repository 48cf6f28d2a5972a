// The generation regression suite: every case of faithfulness.test-helpers.ts through the offline persona and rubric
// engines. A persona keeps each stated fact in the field named and contradicts none; a rubric turns what the
// description says good looks like into criteria, keeps the whole description and fits the situation.
import { describe, expect, it } from 'vitest';
import { PersonaDetailsSchema, type PersonaDetails } from '../../../shared/contracts/personas.ts';
import { RubricContentSchema, type RubricContent } from '../../../shared/contracts/rubrics.ts';
import { sumCriterionWeights } from '../../../shared/contracts/rubric-rules.ts';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import { checkScenarioCase, SCENARIO_EVAL_CASES } from '../../eval/scenario-cases.ts';
import { GenerateScenarioOutputSchema } from '../contracts/generate-scenario.ts';
import type { Expectation, PersonaField, RubricField } from './faithfulness-case.ts';
import { PERSONA_CASES, RUBRIC_CASES, SCENARIO_CASES } from './faithfulness.test-helpers.ts';
import { generatePersonaOffline } from './persona/generate-persona.ts';
import { generateOfflineRubric } from './rubric/generate-rubric.ts';
import { generateScenarioOffline } from './scenario/generate-scenario.ts';
import { findUnreadableInputReason, findUnreadablePersonaReason, findUnreadableRubricReason } from './readable-input.ts';

const TODAY = new Date('2026-03-15T12:00:00Z');

function personaField(details: PersonaDetails, field: PersonaField): string {
  if (field === 'all') return JSON.stringify(details);
  return details[field];
}

function rubricField(content: RubricContent, field: RubricField): string[] {
  switch (field) {
    case 'criteria':
      return content.criteria.map((criterion) => criterion.criterion_name);
    case 'levels':
      return [content.criteria.flatMap((criterion) => Object.values(criterion.performance_levels)).join('\n')];
    case 'description':
      return [content.description];
    case 'note':
      return [content.note];
    case 'all':
      return [JSON.stringify(content)];
  }
}

function matches(text: string, expectation: Expectation): boolean {
  return typeof expectation === 'string' ? text.includes(expectation) : expectation.test(text);
}

describe('[GENERATION] the regression suite covers the categories', () => {
  it('holds at least 30 personas and 15 rubrics, inside and outside the five categories', () => {
    expect(PERSONA_CASES.length).toBeGreaterThanOrEqual(30);
    expect(RUBRIC_CASES.length).toBeGreaterThanOrEqual(15);
    for (const category of ['Sales', 'Customer Service', 'Leadership', 'HR', 'Project Management', 'Other'] as const) {
      expect(PERSONA_CASES.some((entry) => entry.category === category), category).toBe(true);
      expect(RUBRIC_CASES.some((entry) => entry.category === category), category).toBe(true);
    }
  });
});

describe('[GENERATION] offline personas keep every stated fact', () => {
  it.each(PERSONA_CASES.map((entry) => [entry.prompt, entry] as const))('%s', (_prompt, entry) => {
    const input = { name: entry.name, prompt: entry.prompt, fileTexts: entry.fileTexts ?? [] };
    expect(findUnreadablePersonaReason(entry.prompt, true)).toBeNull();
    const details = PersonaDetailsSchema.parse(generatePersonaOffline(input, TODAY));
    for (const [field, expectations] of Object.entries(entry.expect) as [PersonaField, Expectation[]][]) {
      for (const expectation of expectations) expect(personaField(details, field), `${field} keeps ${String(expectation)}`).toSatisfy((text: string) => matches(text, expectation));
    }
    for (const [field, patterns] of Object.entries(entry.absent ?? {}) as [PersonaField, RegExp[]][]) {
      for (const pattern of patterns) expect(personaField(details, field), `${field} contradicts with ${String(pattern)}`).not.toMatch(pattern);
    }
    // The same input gives the same persona.
    expect(generatePersonaOffline(structuredClone(input), TODAY)).toEqual(details);
  });
});

describe('[GENERATION] offline rubrics grade what the description says good looks like', () => {
  it.each(RUBRIC_CASES.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    expect(findUnreadableRubricReason(entry.description, true)).toBeNull();
    const content = RubricContentSchema.parse(generateOfflineRubric({ name: entry.name, description: entry.description, fileTexts: entry.fileTexts ?? [] }));
    expect(sumCriterionWeights(content.criteria)).toBe(100);
    // The whole description is kept, word for word.
    expect(content.description).toContain(entry.description);
    for (const [field, expectations] of Object.entries(entry.expect) as [RubricField, Expectation[]][]) {
      const texts = rubricField(content, field);
      for (const expectation of expectations) expect(texts, `${field} has ${String(expectation)}`).toSatisfy((values: string[]) => values.some((text) => matches(text, expectation)));
    }
    for (const [field, patterns] of Object.entries(entry.absent ?? {}) as [RubricField, RegExp[]][]) {
      for (const pattern of patterns) for (const text of rubricField(content, field)) expect(text, `${field} contradicts with ${String(pattern)}`).not.toMatch(pattern);
    }
    // Each behaviour's levels describe that behaviour, not one sentence shared by every criterion.
    const excellent = content.criteria.map((criterion) => criterion.performance_levels.Excellent);
    expect(new Set(excellent).size).toBe(excellent.length);
  });
});

describe('[GENERATION] offline scenarios keep every stated fact and keep the learner’s goal on the learner’s side', () => {
  it('holds the review’s cases and at least ten more across the five categories', () => {
    expect(SCENARIO_CASES.length).toBeGreaterThanOrEqual(12);
    for (const category of ['Sales', 'Customer Service', 'Leadership', 'HR', 'Project Management'] as const) {
      expect(SCENARIO_CASES.some((entry) => entry.category === category), category).toBe(true);
    }
  });

  it.each([...SCENARIO_CASES, ...SCENARIO_EVAL_CASES].map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    expect(findUnreadableInputReason(entry.input)).toBeNull();
    const output = GenerateScenarioOutputSchema.parse(generateScenarioOffline(entry.input));
    expect(ScenarioBriefSchema.safeParse(output.brief).success).toBe(true);
    expect(checkScenarioCase(entry, output)).toEqual({ missing: [], contradictions: [], goalLeaks: [] });
    expect(generateScenarioOffline(structuredClone(entry.input))).toEqual(output);
  });
});
