// Rubric rules: who may see and create what, and the hand-off to the generation job.
import { randomUUID } from 'node:crypto';
import { RUBRIC_LIST_LIMIT, type CreateRubricInput, type RubricContent, type RubricListItem } from '../../../shared/contracts/rubrics.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findMissingFileIds } from '../files/file-texts.ts';
import { assertCanCreate, assertOwnEmail } from '../library/library-access.ts';
import type { AccessClaims } from '../users/tokens.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { createRubricsRepository, type RubricRow } from './rubrics.repository.ts';

function toRubricListItem(row: RubricRow): RubricListItem {
  return {
    id: row.id,
    name: row.name,
    timestamp: row.createdAt.toISOString(),
    is_sample: row.isSample,
    content: row.content as RubricContent,
  };
}

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
  };
}
