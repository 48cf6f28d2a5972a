import { describe, expect, it } from 'vitest';
import industries from './industries.json';
import { INDUSTRIES, IndustrySchema } from './lexicon.ts';

describe('the industries table', () => {
  it('parses, each industry with a key of its own, and refuses one without occupations', () => {
    expect(IndustrySchema.array().safeParse(industries).error?.issues).toBeUndefined();
    expect(new Set(INDUSTRIES.map((industry) => industry.key)).size).toBe(INDUSTRIES.length);
    expect(IndustrySchema.safeParse({ ...industries[0]!, occupations: [] }).success).toBe(false);
  });
});
