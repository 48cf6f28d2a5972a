// twin.summary: writes the twin's General Personality from its answers and the memories visitors may hear about,
// citing only what the person said, and stores it (replacing the owner's edits: the owner asked for a new one). The
// public summary, which visitors and heirs read, is rewritten beside it from public material only.
import { z } from 'zod';
import type { TwinSummary } from '../../../../shared/contracts/twin.ts';
import { groundTwinSummary } from '../../../ai/language/ground-summary.ts';
import { twinSummaryTask } from '../../../ai/tasks/twin-summary/task.ts';
import { AI_CALL_JOB_EXPIRY, defineJob, PermanentJobError } from '../../../jobs/define-job.ts';
import { writePublicSummary } from './public-summary.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';
import { loadTwinMaterial } from './twin-material.ts';

export const summarizeTwinJob = defineJob({
  name: 'twin.summary',
  payload: z.object({ userId: z.uuid(), twinId: z.uuid() }),
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, twinId }, { db, ai }): Promise<TwinSummary> {
    const repository = createTwinRepository(db);
    const twin = await repository.findTwinById(twinId);
    if (!twin || twin.userId !== userId) throw new PermanentJobError('The Engram was deleted before its summary was written.');
    // Only the owner reads this summary, so every answer goes in; memories stay limited to public ones, as they always
    // were, so a private diary entry never turns into a line of the personality.
    const { answers, memories } = await loadTwinMaterial(db, twinId, 'owner', 'public');
    const input = { ownerName: twin.name, answers, memories };
    const summary = groundTwinSummary(await ai.generate(twinSummaryTask, input), input);
    await repository.updateTwin(twinId, { summary, summaryEdited: false, summaryUpdatedAt: new Date() });
    await writePublicSummary(db, ai, twin);
    await repository.addActivity(twinId, { kind: 'summary', detail: `Personality summary written from ${answers.length} answers`, actor: 'system' });
    return summary;
  },
});
