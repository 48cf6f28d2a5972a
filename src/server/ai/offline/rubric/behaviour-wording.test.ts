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

describe('[GENERATION] rubric levels name the person the learner speaks to', () => {
  it('reads the counterpart from the description and words a behaviour of keeping away from something as such', () => {
    const rubric = generateOfflineRubric({ name: 'KYC escalation', description: 'A compliance officer at a Lagos fintech tells a merchant their account is frozen pending KYC checks. Good: explains the reason plainly, gives a date, avoids jargon.', fileTexts: [] });
    const levels = rubric.criteria.flatMap((criterion) => Object.values(criterion.performance_levels)).join(' ');
    expect(levels).toContain('the merchant');
    expect(levels).not.toMatch(/senior manager|plainly clearly/);
    const jargon = rubric.criteria.find((criterion) => criterion.criterion_name === 'Avoiding jargon');
    expect(jargon?.performance_levels.Excellent).not.toMatch(/at the right moment|responds to it/);
    expect(jargon?.performance_levels.Developing).toMatch(/jargon creep in/);
  });
});

describe('[GENERATION] a general rubric says what the conversation is about, not who takes part', () => {
  it('leaves the people\'s own words out of the purpose\'s examples', () => {
    const rubric = generateOfflineRubric({ name: 'Restoration quote', description: 'A stained-glass restorer explains to a church committee why the window repair will cost more and take longer than quoted.', fileTexts: [] });
    const levels = rubric.criteria.flatMap((criterion) => Object.values(criterion.performance_levels)).join(' ');
    expect(levels).not.toMatch(/\((?:[^)]*\b(?:stained|glass|restorer|church|committee)\b)[^)]*\)/);
    expect(levels).toMatch(/\([^)]*\bwindow\b[^)]*\)/);
  });
});
