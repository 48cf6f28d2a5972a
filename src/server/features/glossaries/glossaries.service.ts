// Glossary rules: who may list, create, change, copy and delete which glossary, and the jobs that save them.
import { randomUUID } from 'node:crypto';
import {
  GLOSSARY_LIST_LIMIT,
  glossaryCopyName,
  type CreateGlossaryInput,
  type DeleteGlossaryAnswer,
  type DuplicateGlossaryAnswer,
  type GlossaryListAnswer,
  type GlossaryUsageAnswer,
  type UpdateGlossaryInput,
} from '../../../shared/contracts/glossaries.ts';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertCanChangeLibraryItem } from '../library/library-items.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createScenarioUsageRepository } from '../scenarios/scenario-usage.repository.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { createGlossariesRepository, toGlossary, toGlossaryListItem, type GlossaryRow } from './glossaries.repository.ts';
import { updateGlossaryJob } from './update-glossary.job.ts';

export const SAMPLE_GLOSSARY_READ_ONLY_MESSAGE = 'Sample glossaries cannot be changed.';
export const GLOSSARY_NOT_FOUND_MESSAGE = 'Glossary not found.';

export function createGlossariesService({ database, queue, roles, organizations }: Pick<FeatureDeps, 'database' | 'queue' | 'roles' | 'organizations'>) {
  const glossaries = createGlossariesRepository(database.db);
  const usage = createScenarioUsageRepository(database.db);

  async function findOwnGlossary(caller: AccessClaims, id: string): Promise<GlossaryRow> {
    return assertCanChangeLibraryItem(database.db, await glossaries.findVisibleGlossaryById(caller.userId, id), caller, { notFound: GLOSSARY_NOT_FOUND_MESSAGE, readOnly: SAMPLE_GLOSSARY_READ_ONLY_MESSAGE });
  }

  return {
    async listGlossaries(caller: AccessClaims, email: string): Promise<GlossaryListAnswer> {
      assertOwnEmail(caller, email);
      const rows = await glossaries.listVisibleGlossaries(caller.userId, GLOSSARY_LIST_LIMIT);
      return { data: rows.map(toGlossaryListItem) };
    },

    async createGlossary(caller: AccessClaims, input: CreateGlossaryInput): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const organizationId = await organizations.assertCanUseOrganization(caller, input.organization_id);
      // The id is chosen now so a retried job inserts the same row once.
      const jobId = await queue.enqueue(createGlossaryJob, { userId: caller.userId, organizationId, glossaryId: randomUUID(), name: input.name, content: input.glossary });
      return { jobId };
    },

    async updateGlossary(caller: AccessClaims, input: UpdateGlossaryInput): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const existing = await findOwnGlossary(caller, input.id);
      const jobId = await queue.enqueue(updateGlossaryJob, { userId: caller.userId, glossaryId: existing.id, name: input.name, content: input.glossary });
      return { jobId };
    },

    /** The scenarios that use the caller's glossary, for the delete confirmation. */
    async getGlossaryUsage(caller: AccessClaims, id: string): Promise<GlossaryUsageAnswer> {
      const row = await findOwnGlossary(caller, id);
      return { scenarios: await usage.listScenariosUsing('glossary', row.id) };
    },

    /**
     * Deletes the caller's glossary at once. The scenarios that used it get their own copy first, in the same
     * transaction, so their sessions keep the terms; the foreign key then clears their reference.
     */
    async deleteGlossary(caller: AccessClaims, id: string): Promise<DeleteGlossaryAnswer> {
      await roles.assertCanCreate(caller);
      await findOwnGlossary(caller, id);
      return database.db.transaction(async (tx) => {
        const repository = createGlossariesRepository(tx);
        // Locked, so an update job that commits meanwhile cannot change the terms between the copy and the delete.
        if (!(await repository.lockOwnGlossary(caller.userId, id))) throw notFound(GLOSSARY_NOT_FOUND_MESSAGE);
        const using = await createScenarioUsageRepository(tx).deleteKeepingCopies('glossary', id, () => repository.deleteOwnGlossary(caller.userId, id));
        if (!using) throw notFound(GLOSSARY_NOT_FOUND_MESSAGE);
        return { id, kept_in_scenarios: using };
      });
    },

    /** Copies a sample or the caller's own glossary into the caller's library as "<name> (copy)". */
    async duplicateGlossary(caller: AccessClaims, id: string): Promise<DuplicateGlossaryAnswer> {
      await roles.assertCanCreate(caller);
      const source = await glossaries.findVisibleGlossaryById(caller.userId, id);
      if (!source) throw notFound(GLOSSARY_NOT_FOUND_MESSAGE);
      const row = await glossaries.insertGlossary({ id: randomUUID(), userId: caller.userId, name: glossaryCopyName(source.name), content: source.content });
      if (!row) throw new Error('The glossary copy was not stored.');
      return { data: toGlossary(row) };
    },
  };
}

export type GlossariesService = ReturnType<typeof createGlossariesService>;
