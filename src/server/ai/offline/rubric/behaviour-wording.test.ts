// A behaviour the description names in two verbs ("hold the price but offer a fair bundle") is written with both in
// the same form, in the criterion's name and in every level.
import { describe, expect, it } from 'vitest';
import { generateOfflineRubric } from './generate-rubric.ts';

describe('[GENERATION] rubric levels written for their behaviour', () => {
  it('gives a second verb of a behaviour the form of the first, in the name and every level', () => {
    const rubric = generateOfflineRubric({ name: 'Market stall haggling', description: 'A customer haggles over the price of six jars of honey at a market stall; the seller should hold the price but offer a fair bundle.', fileTexts: [] });
    const criterion = rubric.criteria.find((entry) => /^Holding the price/.test(entry.criterion_name));
    expect(criterion?.criterion_name).toBe('Holding the price but offering a fair bundle');
    expect(criterion?.performance_levels.Excellent).toMatch(/^Holds the price but offers a fair bundle/);
    expect(criterion?.performance_levels['Needs Improvement']).toMatch(/hold the price but offer a fair bundle/);
  });
});
