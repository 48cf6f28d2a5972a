import { z } from 'zod';
import type { GlossaryJobResult } from '../../../shared/contracts/glossaries.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { createGlossariesRepository, normalizeGlossaryText, toGlossary } from './glossaries.repository.ts';

export const GLOSSARY_DELETED_REASON = 'This glossary was deleted before the update could be saved.';

export const updateGlossaryJob = defineJob({
  name: 'glossaries.update',
  payload: z.object({ userId: z.uuid(), glossaryId: z.uuid(), name: z.string(), content: z.string() }),
  privateFields: ['name', 'content'],
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, glossaryId, name, content }, { db }): Promise<GlossaryJobResult> {
    const row = await createGlossariesRepository(db).updateOwnGlossary({ id: glossaryId, userId, name: name.trim(), content: normalizeGlossaryText(content) });
    // The route checked the glossary; it can only be missing now if it was deleted while the job waited.
    if (!row) throw new PermanentJobError(GLOSSARY_DELETED_REASON);
    return { data: toGlossary(row) };
  },
});
