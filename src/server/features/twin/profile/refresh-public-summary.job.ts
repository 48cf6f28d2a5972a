// twin.public-summary: rewrites the summary visitors and heirs read, from public answers and public memories only.
// Queued whenever what is public may have changed: an answer's visibility or text, the twin's visibility, a reset.
import { z } from 'zod';
import type { TwinSummary } from '../../../../shared/contracts/twin.ts';
import { AI_CALL_JOB_EXPIRY, defineJob } from '../../../jobs/define-job.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';
import { writePublicSummary } from './public-summary.ts';

export const refreshPublicSummaryJob = defineJob({
  name: 'twin.public-summary',
  payload: z.object({ userId: z.uuid(), twinId: z.uuid() }),
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, twinId }, { db, ai }): Promise<TwinSummary | null> {
    const twin = await createTwinRepository(db).findTwinById(twinId);
    // A twin deleted meanwhile has nothing left to summarise.
    if (!twin || twin.userId !== userId) return null;
    return writePublicSummary(db, ai, twin);
  },
});

/** Queues a new public summary: what the public may hear changed (an answer's visibility or text, the twin's visibility). */
export async function queuePublicSummary(queue: FeatureDeps['queue'], userId: string, twin: { id: string }): Promise<void> {
  await queue.enqueue(refreshPublicSummaryJob, { userId, twinId: twin.id });
}
