import { describe, expect, it } from 'vitest';
import industries from './industries.json';
import { INDUSTRIES, IndustrySchema, OCCUPATION_FAMILIES, OccupationFamilySchema } from './lexicon.ts';
import occupationFamilies from './occupation-families.json';

describe('the persona tables kept as data', () => {
  it('parses, each industry with a key of its own, and refuses one without occupations', () => {
    expect(IndustrySchema.array().safeParse(industries).error?.issues).toBeUndefined();
    expect(new Set(INDUSTRIES.map((industry) => industry.key)).size).toBe(INDUSTRIES.length);
    expect(IndustrySchema.safeParse({ ...industries[0]!, occupations: [] }).success).toBe(false);
  });

  it('parses the kinds of work, each with a key of its own, and refuses a trait the Big Five do not have', () => {
    expect(OccupationFamilySchema.array().safeParse(occupationFamilies).error?.issues).toBeUndefined();
    expect(new Set(OCCUPATION_FAMILIES.map((family) => family.key)).size).toBe(OCCUPATION_FAMILIES.length);
    expect(OccupationFamilySchema.safeParse({ ...occupationFamilies[0]!, traits: { charm: 5 } }).success).toBe(false);
  });
});
