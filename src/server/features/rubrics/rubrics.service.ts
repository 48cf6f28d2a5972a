// Rubric rules: who may see and create what, and the hand-off to the generation job.
import { randomUUID } from 'node:crypto';
import {
  levelRenameProblem,
  RUBRIC_LIST_LIMIT,
  type CreateRubricInput,
  type RenameRubricLevelInput,
  type RubricContent,
  type RubricListItem,
} from '../../../shared/contracts/rubrics.ts';
import type { UpdatePassMarkInput } from '../../../shared/contracts/reports.ts';
import { assertCanCreate, assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findMissingFileIds } from '../files/file-texts.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { renameRubricLevelJob } from './rename-rubric-level.job.ts';
import { createRubricsRepository, toRubricListItem } from './rubrics.repository.ts';

export type RubricsService = ReturnType<typeof createRubricsService>;

export function createRubricsService({ config, database, queue }: Pick<FeatureDeps, 'config' | 'database' | 'queue'>) {
  const repository = createRubricsRepository(database.db);

  return {
    /** The caller's own rubrics and the samples, newest first. */
    async listRubrics(caller: AccessClaims, email: string): Promise<RubricListItem[]> {
      assertOwnEmail(caller, email);
      const rows = await repository.listVisibleRubrics(caller.userId, RUBRIC_LIST_LIMIT);
      return rows.map(toRubricListItem);
    },

    async getRubric(caller: AccessClaims, id: string): Promise<RubricListItem> {
      const row = await repository.findVisibleRubricById(caller.userId, id);
      // Someone else's rubric answers like a missing one, so ids reveal nothing.
      if (!row) throw notFound('Rubric not found.');
      return toRubricListItem(row);
    },

    async createRubric(caller: AccessClaims, input: CreateRubricInput): Promise<{ jobId: string }> {
      assertCanCreate(config.creatorEmails, caller);
      assertOwnEmail(caller, input.organization_id ?? undefined);
      const fileIds = [...new Set(input.file_ids)];
      if ((await findMissingFileIds(database.db, caller.userId, fileIds)).length > 0) throw badRequest('Some selected files were not found.');
      const jobId = await queue.enqueue(generateRubricJob, {
        userId: caller.userId,
        rubricId: randomUUID(),
        name: input.name,
        description: input.description,
        fileIds,
      });
      return { jobId };
    },

    /** Sets the pass mark of the caller's own rubric; reports already written keep the pass mark they were graded with. */
    async updatePassMark(caller: AccessClaims, input: UpdatePassMarkInput): Promise<RubricListItem> {
      assertCanCreate(config.creatorEmails, caller);
      const row = await repository.findRubricById(input.id);
      if (row?.isSample) throw forbidden('Sample rubrics cannot be changed.');
      if (!row || row.userId !== caller.userId) throw notFound('Rubric not found.');
      const updated = await repository.updateOwnedRubricPassMark(row.id, caller.userId, input.pass_mark);
      if (!updated) throw notFound('Rubric not found.');
      return toRubricListItem(updated);
    },

    /** Queues a level rename; the rule is checked here for a clear 400 and again in the job against the latest content. */
    async renameLevel(caller: AccessClaims, input: RenameRubricLevelInput): Promise<{ jobId: string }> {
      assertCanCreate(config.creatorEmails, caller);
      const row = await repository.findRubricById(input.id);
      if (row?.isSample) throw forbidden('Sample rubrics cannot be changed.');
      if (!row || row.userId !== caller.userId) throw notFound('Rubric not found.');
      const problem = levelRenameProblem(Object.keys((row.content as RubricContent).performance_levels_summary), input.level, input.new_name);
      if (problem) throw badRequest(problem);
      const jobId = await queue.enqueue(renameRubricLevelJob, { userId: caller.userId, rubricId: row.id, level: input.level, newName: input.new_name });
      return { jobId };
    },
  };
}
