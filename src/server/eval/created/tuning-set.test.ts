import { describe, expect, it } from 'vitest';
import { CreatedCasesSchema } from './created-case.ts';
import tuningCases from './tuning-set.json';

describe('the created tuning half as data', () => {
  it('parses, and its contract refuses a case whose creation is neither Quick nor Advanced or that asks no fact', () => {
    expect(CreatedCasesSchema.safeParse(tuningCases).error?.issues).toBeUndefined();
    const [first] = tuningCases;
    expect(CreatedCasesSchema.safeParse([{ ...first!, creation: { ...first!.creation, mode: 'Guided' } }]).success).toBe(false);
    expect(CreatedCasesSchema.safeParse([{ ...first!, facts: [] }]).success).toBe(false);
  });
});
