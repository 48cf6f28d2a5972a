// Glossary rules: who may list, create and change which glossary, and the jobs that save them.
import { randomUUID } from 'node:crypto';
import {
  GLOSSARY_LIST_LIMIT,
  type CreateGlossaryInput,
  type GlossaryListAnswer,
  type UpdateGlossaryInput,
} from '../../../shared/contracts/glossaries.ts';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import { assertCanCreate, assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { createGlossariesRepository, toGlossaryListItem } from './glossaries.repository.ts';
import { updateGlossaryJob } from './update-glossary.job.ts';

export function createGlossariesService({ config, database, queue }: Pick<FeatureDeps, 'config' | 'database' | 'queue'>) {
  const glossaries = createGlossariesRepository(database.db);
  const { creatorEmails } = config;

  return {
    async listGlossaries(caller: AccessClaims, email: string): Promise<GlossaryListAnswer> {
      assertOwnEmail(caller, email);
      const rows = await glossaries.listVisibleGlossaries(caller.userId, GLOSSARY_LIST_LIMIT);
      return { data: rows.map(toGlossaryListItem) };
    },

    async createGlossary(caller: AccessClaims, input: CreateGlossaryInput): Promise<JobAccepted> {
      assertCanCreate(creatorEmails, caller);
      assertOwnEmail(caller, input.organization_id);
      // The id is chosen now so a retried job inserts the same row once.
      const jobId = await queue.enqueue(createGlossaryJob, { userId: caller.userId, glossaryId: randomUUID(), name: input.name, content: input.glossary });
      return { jobId };
    },

    async updateGlossary(caller: AccessClaims, input: UpdateGlossaryInput): Promise<JobAccepted> {
      assertCanCreate(creatorEmails, caller);
      const existing = await glossaries.findVisibleGlossaryById(caller.userId, input.id);
      if (!existing) throw notFound('Glossary not found.');
      if (existing.isSample) throw forbidden('Sample glossaries cannot be changed.');
      const jobId = await queue.enqueue(updateGlossaryJob, { userId: caller.userId, glossaryId: existing.id, name: input.name, content: input.glossary });
      return { jobId };
    },
  };
}

export type GlossariesService = ReturnType<typeof createGlossariesService>;
