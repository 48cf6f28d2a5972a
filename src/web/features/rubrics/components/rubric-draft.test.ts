import { describe, expect, it } from 'vitest';
import { keptText } from '@/lib/validation-text.ts';
import { checkDraft, draftFromRubric, draftToInput, draftWeightTotal, emptyCriterion, moveItem, type RubricDraft } from './rubric-draft.ts';
import { buildRubricContent } from '@shared/contracts/rubrics.fixtures.ts';
import { RUBRIC_ID } from './rubric-draft.fixtures.ts';

const ID = RUBRIC_ID;
const CONTENT = buildRubricContent({ scoring_guide: { Weighting: 'Weights add up to 100.', 'How to score': 'Pick a level.' }, note: 'Written offline.' });
const RUBRIC = { id: ID, name: 'Discovery call', content: CONTENT, passMark: 70 };

function edit(change: (draft: RubricDraft) => RubricDraft): RubricDraft {
  return change(draftFromRubric(RUBRIC));
}

describe('the rubric editor draft', () => {
  it('opens a stored rubric in reading order and sends it back unchanged', () => {
    const draft = draftFromRubric(RUBRIC);
    expect(draft.levels.map((level) => level.name)).toEqual(['Strong', 'Weak']);
    expect(draft.guide.map((entry) => entry.heading)).toEqual(['How to score', 'Weighting']);
    expect(draftWeightTotal(draft)).toBe(100);
    const checked = checkDraft(ID, draft);
    expect(checked.isValid).toBe(true);
    if (!checked.isValid) return;
    expect(checked.input).toEqual({
      id: ID,
      rubric_title: 'Discovery call',
      description: CONTENT.description,
      criteria: CONTENT.criteria,
      performance_levels_summary: CONTENT.performance_levels_summary,
      scoring_guide: CONTENT.scoring_guide,
      pass_mark: 70,
    });
  });

  it('keeps a renamed level’s descriptions in every criterion', () => {
    const draft = edit((current) => ({ ...current, levels: current.levels.map((level) => (level.name === 'Strong' ? { ...level, name: ' Solid ' } : level)) }));
    const input = draftToInput(ID, draft);
    expect(input.performance_levels_summary).toEqual({ Solid: '60-100', Weak: '0-59' });
    expect(input.criteria.map((criterion) => criterion.performance_levels.Solid)).toEqual(['Lets them finish.', 'Books a follow-up call.']);
  });

  it('places each problem at its field: the total, a new criterion’s name and levels, two levels with one name', () => {
    const added = emptyCriterion(draftFromRubric(RUBRIC).levels);
    const withNew = edit((current) => ({ ...current, criteria: [...current.criteria, { ...emptyCriterion(current.levels), key: added.key, weight: '10' }] }));
    expect(draftWeightTotal(withNew)).toBe(110);
    const checked = checkDraft(ID, withNew);
    expect(checked.isValid).toBe(false);
    if (checked.isValid) return;
    expect(keptText(checked.problems[`${added.key}:name`] ?? '')).toBe('Every criterion needs a name.');
    expect(keptText(checked.problems[`${added.key}:levels`] ?? '')).toBe('Every criterion needs a description for every level.');

    const named = { ...withNew, criteria: withNew.criteria.map((criterion) => (criterion.key === added.key ? { ...criterion, name: 'Rapport', descriptions: Object.fromEntries(withNew.levels.map((level) => [level.key, 'x'])) } : criterion)) };
    const total = checkDraft(ID, named);
    expect(total.isValid ? null : keptText(total.problems.criteria ?? '')).toBe('Weights add up to 110; they must add up to 100.');

    const sameNames = edit((current) => ({ ...current, levels: current.levels.map((level) => ({ ...level, name: 'Strong' })) }));
    const levels = checkDraft(ID, sameNames);
    expect(levels.isValid ? null : keptText(levels.problems.levels ?? '')).toBe('A level named "Strong" already exists.');

    const sameHeadings = edit((current) => ({ ...current, guide: [...current.guide, { key: 'again', heading: ' How to score ', text: 'Again.' }] }));
    const guide = checkDraft(ID, sameHeadings);
    expect(guide.isValid ? null : keptText(guide.first)).toBe('Two scoring guide entries are headed "How to score"; each needs its own heading.');
  });

  it('moves an item by one place and stops at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
