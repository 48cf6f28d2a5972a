// The brief writer's case sets kept as data (created-scenarios.json, brief-writing-cases.json) parse in their shape.
import { describe, expect, it } from 'vitest';
import briefWritingCases from './brief-writing-cases.json';
import { BriefWritingCasesSchema } from './brief-writing.test-helpers.ts';
import { caseInputOf } from './case-input.test-helpers.ts';
import createdScenarios from './created-scenarios.json';
import { CreatedScenarioCasesSchema } from './created-scenarios.test-helpers.ts';

describe('the scenario case sets kept as data', () => {
  it('parse in their shape', () => {
    expect(CreatedScenarioCasesSchema.safeParse(createdScenarios).error).toBeUndefined();
    expect(BriefWritingCasesSchema.safeParse(briefWritingCases).error).toBeUndefined();
  });

  it('refuse a case with a field the shape does not know, or without what its brief must keep', () => {
    const [created] = createdScenarios;
    expect(CreatedScenarioCasesSchema.safeParse([{ ...created, extra: 'x' }]).success).toBe(false);
    expect(CreatedScenarioCasesSchema.safeParse([{ ...created, stated: [] }]).success).toBe(false);
    expect(BriefWritingCasesSchema.safeParse([]).success).toBe(false);
  });

  it('read a Quick case as the form sends it, and give an Advanced case without a rubric the general one', () => {
    expect(caseInputOf({ mode: 'Quick', title: 'Late rent', aiRole: 'Tenant', myRole: 'Landlord', description: 'Rent is late.' })).toMatchObject({ mode: 'Quick', persona: null, rubric: null, glossary: null, fileTexts: [] });
    const advanced = caseInputOf({ mode: 'Advanced', title: 'A late order', persona: { name: 'Ana Lima', age: '40', gender: 'Female', occupation: 'Chef', background: 'Runs a kitchen.' }, description: 'The order is late.' });
    expect(advanced.rubric?.name).toBe('A difficult conversation');
    expect(advanced.persona).toMatchObject({ name: 'Ana Lima', nationality: '', language: '' });
  });
});
