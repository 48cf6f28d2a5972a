import { z } from 'zod';
import type { GlossaryJobResult } from '../../../shared/contracts/glossaries.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { createGlossariesRepository, normalizeGlossaryText, toGlossary } from './glossaries.repository.ts';
import { assertStillMember } from '../library/library-items.ts';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE code sits somewhere along the cause chain.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

export const createGlossaryJob = defineJob({
  name: 'glossaries.create',
  payload: z.object({ userId: z.uuid(), organizationId: z.uuid().nullable().default(null), glossaryId: z.uuid(), name: z.string(), content: z.string() }),
  privateFields: ['name', 'content'],
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, organizationId, glossaryId, name, content }, { db }): Promise<GlossaryJobResult> {
    const repository = createGlossariesRepository(db);
    try {
      await assertStillMember(db, organizationId, userId);
      const row = await repository.insertGlossary({ id: glossaryId, userId, organizationId, name: name.trim(), content: normalizeGlossaryText(content) });
      if (!row) throw new PermanentJobError('The glossary could not be saved. Please try again.');
      return { data: toGlossary(row) };
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new PermanentJobError('Your account no longer exists, so the glossary was not saved.');
      throw error;
    }
  },
});
