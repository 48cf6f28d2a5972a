import { describe, expect, it } from 'vitest';
import { type RubricListItem, type UpdateRubricInput } from '../../../shared/contracts/rubrics.ts';
import { SAMPLE_RUBRIC_READ_ONLY_MESSAGE } from '../../../shared/contracts/rubrics-constants.ts';
import { sumCriterionWeights } from '../../../shared/contracts/rubric-rules.ts';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';
import { LEVELS, describeLevels, editedRubric, useRubricRoutes } from './rubrics.test-helpers.ts';

describe.each(TEST_DATABASES)('[RUBRICS] rubric routes on $name', ({ url }) => {
  const { signUp, inject, ownRubric, update } = useRubricRoutes(url);

  describe('edit, delete and duplicate', () => {
    it('replaces the owner’s rubric: title (the name too), description, criteria in their order, levels, guide and pass mark', async () => {
      const { cookies, account, rubricId, content } = await ownRubric();
      const response = await update(cookies, editedRubric(rubricId, { rubric_title: '  Hospital renewal call  ' }));
      expect(response.statusCode, response.body).toBe(200);
      const stored = response.json().data as RubricListItem;
      expect(stored).toMatchObject({ id: rubricId, name: 'Hospital renewal call', is_sample: false, pass_mark: 75 });
      expect(stored.content.rubric_title).toBe('Hospital renewal call');
      expect(stored.content.criteria.map((criterion) => [criterion.criterion_name, criterion.weight])).toEqual([
        ['Acknowledging the late delivery', 40],
        ['Proposing a fixed delivery slot', 35],
        ['Agreeing a written follow-up', 25],
      ]);
      expect(stored.content.performance_levels_summary).toEqual(LEVELS);
      expect(stored.content.scoring_guide).toEqual({ 'How to score': 'Pick the level each criterion reached.' });
      // The note is not part of the edit: it stays as generated.
      expect(stored.content.note).toBe(content.note);

      const list = await inject('GET', `/rubrics/all/${account.email}`, cookies);
      expect((list.json().data as RubricListItem[]).find((item) => item.id === rubricId)).toEqual(stored);

      // A guide left out stays as stored; a pass mark left out is the default.
      const reordered = editedRubric(rubricId, { scoring_guide: undefined, pass_mark: undefined });
      reordered.criteria = [...(reordered.criteria as object[])].reverse();
      const again = await update(cookies, reordered);
      expect(again.statusCode, again.body).toBe(200);
      const second = again.json().data as RubricListItem;
      expect(second.content.criteria.map((criterion) => criterion.criterion_name)).toEqual([
        'Agreeing a written follow-up',
        'Proposing a fixed delivery slot',
        'Acknowledging the late delivery',
      ]);
      expect(second.content.scoring_guide).toEqual({ 'How to score': 'Pick the level each criterion reached.' });
      expect(second.pass_mark).toBe(70);
    });

    it('refuses weights that do not add up to 100 and says what they add up to', async () => {
      const { cookies, rubricId } = await ownRubric();
      const body = editedRubric(rubricId);
      (body.criteria as { weight: number }[])[2]!.weight = 15;
      const response = await update(cookies, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Weights add up to 90; they must add up to 100.' });
      (body.criteria as { weight: number }[])[2]!.weight = 35;
      expect((await update(cookies, body)).json()).toEqual({ message: 'Weights add up to 110; they must add up to 100.' });
      const unchanged = await inject('GET', `/rubrics/rubric/${rubricId}`, cookies);
      expect(sumCriterionWeights((unchanged.json().data as RubricListItem).content.criteria)).toBe(100);
    });

    const criterion = (name: string, weight: number, levels: Record<string, string> = describeLevels(name)) => ({ criterion_name: name, weight, performance_levels: levels });

    it.each([
      ['two criteria with the same name', { criteria: [criterion('Listening', 50), criterion(' listening ', 50)] }, 'Two criteria are named "listening"; each criterion needs its own name.'],
      ['a criterion without a name', { criteria: [criterion('Listening', 50), criterion('  ', 50)] }, 'Every criterion needs a name.'],
      ['no criteria', { criteria: [] }, 'A rubric needs at least one criterion.'],
      ['13 criteria', { criteria: Array.from({ length: 13 }, (_, index) => criterion(`Criterion ${index + 1}`, index === 0 ? 88 : 1)) }, 'A rubric has at most 12 criteria.'],
      ['a weight of 0', { criteria: [criterion('Listening', 0), criterion('Asking', 100)] }, 'Each weight must be a whole number from 1 to 100.'],
      ['a weight with a fraction', { criteria: [criterion('Listening', 50.5), criterion('Asking', 49.5)] }, 'Each weight must be a whole number from 1 to 100.'],
      ['a weight as text', { criteria: [criterion('Listening', '50' as unknown as number), criterion('Asking', 50)] }, 'Each weight must be a whole number from 1 to 100.'],
      ['a pass mark of 101', { pass_mark: 101 }, 'Pass mark must be a whole number from 0 to 100.'],
      ['a pass mark of -1', { pass_mark: -1 }, 'Pass mark must be a whole number from 0 to 100.'],
      ['a pass mark of 70.5', { pass_mark: 70.5 }, 'Pass mark must be a whole number from 0 to 100.'],
      ['a level without a description', { criteria: [criterion('Listening', 50), criterion('Asking', 50, { ...describeLevels('asks'), Solid: ' ' })] }, 'Every criterion needs a description for every level.'],
      ['a criterion missing a level', { criteria: [criterion('Listening', 50), criterion('Asking', 50, { Excellent: 'a', Weak: 'c' })] }, 'Criterion "Asking" needs a description for the level "Solid".'],
      ['a criterion with a level the rubric lacks', { criteria: [criterion('Listening', 50), criterion('Asking', 50, { ...describeLevels('asks'), Heroic: 'x' })] }, 'Criterion "Asking" describes a level "Heroic" that the rubric does not have.'],
      ['an empty level name', { performance_levels_summary: { ...LEVELS, '': '0-0' } }, 'Every performance level needs a name.'],
      ['a level name used twice', { performance_levels_summary: { ...LEVELS, ' Solid': '50-59' } }, 'A level named "Solid" already exists.'],
      ['a level name over 40 characters', { performance_levels_summary: { ...LEVELS, ['L'.repeat(41)]: '0-0' } }, 'Level names must be at most 40 characters.'],
      ['a level without a range', { performance_levels_summary: { ...LEVELS, Weak: '  ' } }, 'Every performance level needs a range.'],
      ['an empty title', { rubric_title: '   ' }, 'Title is required.'],
      ['a title over 120 characters', { rubric_title: 't'.repeat(121) }, 'Title must be at most 120 characters.'],
      ['an empty description', { description: '' }, 'Description is required.'],
      ['a NUL in a criterion name', { criteria: [criterion('Listen\u0000ing', 50), criterion('Asking', 50)] }, 'Criterion name contains a character that is not allowed.'],
    ])('answers 400 for %s', async (_label, change, message) => {
      const { cookies, rubricId } = await ownRubric();
      const response = await update(cookies, editedRubric(rubricId, change as Partial<UpdateRubricInput>));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('renames a level when the summary and every criterion name it, as the rename does', async () => {
      const { cookies, rubricId } = await ownRubric();
      const renamed = { Excellent: '85-100', Steady: '60-84', Weak: '0-59' };
      const levels = (what: string) => ({ Excellent: `Always ${what}.`, Steady: `Mostly ${what}.`, Weak: `Rarely ${what}.` });
      const response = await update(cookies, editedRubric(rubricId, { performance_levels_summary: renamed, criteria: [criterion('Listening', 60, levels('listens')), criterion('Asking', 40, levels('asks'))] }));
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys((response.json().data as RubricListItem).content.performance_levels_summary).sort()).toEqual(['Excellent', 'Steady', 'Weak']);
    });

    it('answers 403 for a sample and 404 for someone else’s rubric or a missing one, for every change', async () => {
      const owner = await ownRubric();
      const stranger = await signUp();
      const sampleId = SAMPLE_RUBRICS[0].id;
      for (const [method, path, body] of [
        ['POST', '/rubrics/update', editedRubric(sampleId)],
        ['GET', `/rubrics/${sampleId}/usage`, undefined],
        ['DELETE', `/rubrics/${sampleId}`, undefined],
      ] as const) {
        const response = await inject(method, path, stranger.cookies, body);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json()).toEqual({ message: SAMPLE_RUBRIC_READ_ONLY_MESSAGE });
      }
      for (const id of [owner.rubricId, crypto.randomUUID()]) {
        for (const [method, path, body] of [
          ['POST', '/rubrics/update', editedRubric(id)],
          ['GET', `/rubrics/${id}/usage`, undefined],
          ['DELETE', `/rubrics/${id}`, undefined],
          ['POST', `/rubrics/${id}/duplicate`, undefined],
        ] as const) {
          const response = await inject(method, path, stranger.cookies, body);
          expect(response.statusCode, `${method} ${path}`).toBe(404);
          expect(response.json()).toEqual({ message: 'Rubric not found.' });
        }
      }
      // Nothing of the owner's rubric changed.
      const kept = await inject('GET', `/rubrics/rubric/${owner.rubricId}`, owner.cookies);
      expect((kept.json().data as RubricListItem).content).toEqual(owner.content);
      expect((await inject('DELETE', '/rubrics/not-an-id', owner.cookies)).json()).toEqual({ message: 'Rubric id must be a rubric id.' });
    });
  });
});
