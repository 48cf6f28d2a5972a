import { describe, expect, it } from 'vitest';
import tuningCases from './tuning-set.json';
import { MeaningCasesSchema } from './meaning-case.ts';

describe('the meaning tuning set as data', () => {
  it('parses, and its contract refuses a denial of a behaviour the sets do not know', () => {
    expect(MeaningCasesSchema.safeParse(tuningCases).error?.issues).toBeUndefined();
    const [first, ...rest] = tuningCases;
    const wrong = { ...first!, denials: [{ line: 'I will not thank you.', denies: 'thanks' }] };
    expect(MeaningCasesSchema.safeParse([wrong, ...rest]).success).toBe(false);
  });
});
