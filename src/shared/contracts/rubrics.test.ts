import { describe, expect, it } from 'vitest';
import { levelRenameProblem, orderLevelEntries, orderLevelNames, renameLevel, renameRubricLevel, sumCriterionWeights } from './rubric-rules.ts';
import { stripAssessmentPrefix } from './rubrics-constants.ts';
import { buildRubricContent } from './rubrics.fixtures.ts';
import { CreateRubricInputSchema, RubricContentSchema } from './rubrics.ts';

describe('stripAssessmentPrefix', () => {
  it('removes the leading "Assessment for Rubric: "', () => {
    expect(stripAssessmentPrefix('Assessment for Rubric: Discovery call')).toBe('Discovery call');
  });

  it('leaves other names alone, including the prefix elsewhere or in another case', () => {
    expect(stripAssessmentPrefix('Discovery call')).toBe('Discovery call');
    expect(stripAssessmentPrefix('My Assessment for Rubric: X')).toBe('My Assessment for Rubric: X');
    expect(stripAssessmentPrefix('assessment for rubric: X')).toBe('assessment for rubric: X');
    expect(stripAssessmentPrefix('Assessment for Rubric: Assessment for Rubric: X')).toBe('Assessment for Rubric: X');
  });
});

describe('renameLevel', () => {
  const levels = { Excellent: 'a', Good: 'b', Developing: 'c' };

  it('renames a level to a new, unused name and keeps the order and descriptions', () => {
    const renamed = renameLevel(levels, 'Good', 'Proficient');
    expect(renamed).toEqual({ Excellent: 'a', Proficient: 'b', Developing: 'c' });
    expect(Object.keys(renamed)).toEqual(['Excellent', 'Proficient', 'Developing']);
    expect(levels).toEqual({ Excellent: 'a', Good: 'b', Developing: 'c' });
  });

  it('trims the new name', () => {
    expect(renameLevel(levels, 'Good', '  Solid  ')).toEqual({ Excellent: 'a', Solid: 'b', Developing: 'c' });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['unchanged', 'Good'],
    ['already used', 'Excellent'],
  ])('returns the input unchanged when the new name is %s', (_case, newName) => {
    expect(renameLevel(levels, 'Good', newName)).toBe(levels);
  });

  it('returns the input unchanged when the old level does not exist', () => {
    expect(renameLevel(levels, 'Outstanding', 'Stellar')).toBe(levels);
  });
});

describe('RubricContentSchema', () => {
  const content = (weights: number[]) => ({
    rubric_title: 'T',
    description: 'D',
    criteria: weights.map((weight, index) => ({ criterion_name: `C${index}`, weight, performance_levels: { Excellent: 'x' } })),
    scoring_guide: { 'How to score': 'y' },
    performance_levels_summary: { Excellent: '90-100' },
    note: 'n',
  });

  it('accepts weights that add up to exactly 100', () => {
    expect(RubricContentSchema.safeParse(content([25, 25, 50])).success).toBe(true);
    expect(sumCriterionWeights(content([25, 25, 50]).criteria)).toBe(100);
  });

  it.each([[[30, 30, 30]], [[50, 51]], [[100, 1]]])('refuses weights %j', (weights) => {
    const result = RubricContentSchema.safeParse(content(weights));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The criterion weights must add up to exactly 100.');
  });

  it('refuses fractional weights, no criteria and more than 12 criteria', () => {
    expect(RubricContentSchema.safeParse(content([50.5, 49.5])).success).toBe(false);
    expect(RubricContentSchema.safeParse(content([])).success).toBe(false);
    expect(RubricContentSchema.safeParse(content([...Array.from({ length: 12 }, () => 8), 4])).success).toBe(false);
  });
});

describe('CreateRubricInputSchema', () => {
  const message = (input: unknown) => CreateRubricInputSchema.safeParse(input).error?.issues[0]?.message;

  it('trims the text and defaults file_ids to an empty list', () => {
    expect(CreateRubricInputSchema.parse({ name: '  Discovery call ', description: ' Grade it ' })).toEqual({ name: 'Discovery call', description: 'Grade it', file_ids: [] });
  });

  it('names the field in every message', () => {
    expect(message({ description: 'd' })).toBe('Name is required.');
    expect(message({ name: '  ', description: 'd' })).toBe('Name is required.');
    expect(message({ name: 'n' })).toBe('Description is required.');
    expect(message({ name: 'n', description: 7 })).toBe('Description must be text.');
    expect(message({ name: 'n'.repeat(121), description: 'd' })).toBe('Name must be at most 120 characters.');
    expect(message({ name: 'n', description: 'd'.repeat(4001) })).toBe('Description must be at most 4000 characters.');
    expect(message({ name: 'n', description: 'd', file_ids: ['nope'] })).toBe('Each file id must be a file id.');
    expect(message({ name: 'n', description: 'd', file_ids: 'nope' })).toBe('File ids must be a list.');
    expect(message({ name: 'n', description: 'd', file_ids: Array.from({ length: 11 }, () => crypto.randomUUID()) })).toBe('Choose at most 10 files.');
  });
});

describe('orderLevelNames and orderLevelEntries', () => {
  // The key order PostgreSQL's jsonb gives back: shortest key first.
  const summary = { Good: '75-89', Excellent: '90-100', Developing: '50-74', 'Needs Improvement': '0-49' };

  it('orders levels from the highest range to the lowest', () => {
    expect(orderLevelNames(summary)).toEqual(['Excellent', 'Good', 'Developing', 'Needs Improvement']);
  });

  it('keeps ranges without a number last, in their own order', () => {
    expect(orderLevelNames({ Other: 'n/a', Low: '0-10', Also: '', High: '80+' })).toEqual(['High', 'Low', 'Other', 'Also']);
  });

  it('puts a criterion\'s levels in that order, then any level the summary lacks', () => {
    const levels = { Good: 'b', Extra: 'x', Excellent: 'a', 'Needs Improvement': 'd' };
    expect(orderLevelEntries(levels, orderLevelNames(summary))).toEqual([
      ['Excellent', 'a'],
      ['Good', 'b'],
      ['Needs Improvement', 'd'],
      ['Extra', 'x'],
    ]);
  });
});

describe('renaming a performance level across a rubric', () => {
  const content = buildRubricContent();

  it('renames the summary and every criterion', () => {
    const renamed = renameRubricLevel(content, 'Weak', ' Solid ');
    expect(renamed.performance_levels_summary).toEqual({ Solid: '0-59', Strong: '60-100' });
    expect(renamed.criteria.map((criterion) => Object.keys(criterion.performance_levels))).toEqual([
      ['Solid', 'Strong'],
      ['Strong', 'Solid'],
    ]);
  });

  it.each([
    ['Weak', '', 'New level name is required.'],
    ['Weak', 'Weak', 'The new name is the same as the old one.'],
    ['Weak', 'Strong', 'A level named "Strong" already exists.'],
    ['Missing', 'Solid', 'There is no level named "Missing".'],
  ])('refuses %s → "%s"', (oldName, newName, problem) => {
    expect(levelRenameProblem(Object.keys(content.performance_levels_summary), oldName, newName)).toBe(problem);
    expect(renameRubricLevel(content, oldName, newName)).toBe(content);
  });
});
