import { describe, expect, it } from 'vitest';
import generationCases from './generation-cases.json';
import { GenerationCasesSchema } from './generation-cases.ts';
import rewordedCases from './generation-reworded-cases.json';
import statedCases from './generation-stated-cases.json';
import { StatedCasesSchema } from './generation-stated-cases.ts';

describe('the generation sets as data', () => {
  it('parses the three sets through their contracts', () => {
    expect(GenerationCasesSchema.safeParse(generationCases).error?.issues).toBeUndefined();
    expect(StatedCasesSchema.safeParse(statedCases).error?.issues).toBeUndefined();
    expect(StatedCasesSchema.safeParse(rewordedCases).error?.issues).toBeUndefined();
  });

  it('refuses a stated persona without the age its prompt states, and a stated rubric without its pass mark', () => {
    const [persona, ...personas] = statedCases.personas;
    const { age: _age, ...ageless } = persona!;
    expect(StatedCasesSchema.safeParse({ ...statedCases, personas: [ageless, ...personas] }).success).toBe(false);
    const [rubric, ...rubrics] = statedCases.rubrics;
    const { passMark: _passMark, ...unmarked } = rubric!;
    expect(StatedCasesSchema.safeParse({ ...statedCases, rubrics: [unmarked, ...rubrics] }).success).toBe(false);
    expect(GenerationCasesSchema.safeParse({ ...generationCases, rubrics: [unmarked] }).success).toBe(true);
  });
});
