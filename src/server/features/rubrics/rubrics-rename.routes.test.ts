import { describe, expect, it } from 'vitest';
import type { RubricJobResult, RubricListItem } from '../../../shared/contracts/rubrics.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';
import { DISCOVERY, useRubricRoutes } from './rubrics.test-helpers.ts';

describe.each(TEST_DATABASES)('[RUBRICS] rubric routes on $name', ({ url }) => {
  const { ctx, signUp, inject, createRubric } = useRubricRoutes(url);

  describe('rename a performance level', () => {
    async function ownRubric() {
      const session = await signUp();
      const { status } = await createRubric(session.cookies, DISCOVERY);
      const { assessment } = status.result as RubricJobResult;
      return { ...session, rubricId: assessment.id, levels: Object.keys(assessment.rubrics.performance_levels_summary) };
    }

    it('renames the level in the summary and in every criterion, and the list shows it', async () => {
      const { cookies, account, rubricId, levels } = await ownRubric();
      const oldName = levels.find((level) => level === 'Good') ?? levels[1]!;
      const accepted = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: oldName, new_name: '  Solid  ' });
      expect(accepted.statusCode, accepted.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/rubrics/job-status-rename-level/${accepted.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      const renamed = (status.result as { data: RubricListItem }).data.content;
      expect(Object.keys(renamed.performance_levels_summary)).toContain('Solid');
      expect(Object.keys(renamed.performance_levels_summary)).not.toContain(oldName);
      for (const criterion of renamed.criteria) {
        expect(Object.keys(criterion.performance_levels)).toContain('Solid');
        expect(Object.keys(criterion.performance_levels)).not.toContain(oldName);
      }
      const list = await inject('GET', `/rubrics/all/${account.email}`, cookies);
      const stored = (list.json().data as RubricListItem[]).find((item) => item.id === rubricId)!;
      expect(Object.keys(stored.content.performance_levels_summary)).toContain('Solid');
    });

    it.each([
      [{ new_name: '   ' }, 'New level name is required.'],
      [{ new_name: 'n'.repeat(41) }, 'New level name must be at most 40 characters.'],
      [{ new_name: 7 }, 'New level name must be text.'],
      [{ level: 'Nope', new_name: 'Fine' }, 'There is no level named "Nope".'],
      [{ id: 'not-a-uuid', new_name: 'Fine' }, 'Rubric id must be a rubric id.'],
    ])('answers 400 for %j', async (change, message) => {
      const { cookies, rubricId, levels } = await ownRubric();
      const response = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: levels[0], ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses an unchanged name and a name already used, as section 5 says', async () => {
      const { cookies, rubricId, levels } = await ownRubric();
      const same = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: levels[0], new_name: levels[0] });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('The new name is the same as the old one.');
      const taken = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: levels[0], new_name: levels[1] });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(`A level named "${levels[1]}" already exists.`);
    });

    it("answers 404 for someone else's rubric and their job, and 403 for a sample", async () => {
      const owner = await ownRubric();
      const stranger = await signUp();
      const foreign = await inject('POST', '/rubrics/rename-level', stranger.cookies, { id: owner.rubricId, level: owner.levels[0], new_name: 'Mine now' });
      expect(foreign.statusCode).toBe(404);
      const accepted = await inject('POST', '/rubrics/rename-level', owner.cookies, { id: owner.rubricId, level: owner.levels[0], new_name: 'Top' });
      const jobId = accepted.json().jobId;
      expect((await inject('GET', `/rubrics/job-status-rename-level/${jobId}`, stranger.cookies)).statusCode).toBe(404);
      await waitForJobStatus(ctx.app, `/rubrics/job-status-rename-level/${jobId}`, owner.cookies);
      const onSample = await inject('POST', '/rubrics/rename-level', owner.cookies, { id: SAMPLE_RUBRICS[0].id, level: 'Excellent', new_name: 'Changed' });
      expect(onSample.statusCode).toBe(403);
      expect(onSample.json().message).toBe('Sample rubrics cannot be changed.');
    });
  });
});
