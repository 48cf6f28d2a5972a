import { z } from 'zod';
import { type RenameRubricLevelResult, type RubricContent } from '../../../shared/contracts/rubrics.ts';
import { levelRenameProblem, renameRubricLevel } from '../../../shared/contracts/rubric-rules.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { createRubricsRepository, toRubricListItem } from './rubrics.repository.ts';

export const renameRubricLevelJob = defineJob({
  name: 'rubrics.rename-level',
  payload: z.object({ userId: z.uuid(), rubricId: z.uuid(), level: z.string(), newName: z.string() }),
  privateFields: ['level', 'newName'],
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, rubricId, level, newName }, { db }): Promise<RenameRubricLevelResult> {
    const repository = createRubricsRepository(db);
    const row = await repository.findChangeableRubric(rubricId, userId);
    if (!row) throw new PermanentJobError('This rubric was deleted before the level could be renamed.');
    const content = row.content as RubricContent;
    // Checked again: another rename may have landed since the request was accepted.
    const problem = levelRenameProblem(Object.keys(content.performance_levels_summary), level, newName);
    if (problem) throw new PermanentJobError(problem);
    const updated = await repository.updateOwnedRubric(rubricId, userId, { content: renameRubricLevel(content, level, newName) });
    if (!updated) throw new PermanentJobError('This rubric was deleted before the level could be renamed.');
    return { data: toRubricListItem(updated, true) };
  },
});
