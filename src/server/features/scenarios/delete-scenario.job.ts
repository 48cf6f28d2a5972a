import { z } from 'zod';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob } from '../../jobs/define-job.ts';
import { createScenariosRepository } from './scenarios.repository.ts';

/** Deletes the owner's scenario; `result.data.id` names it. Deleting one that is already gone succeeds, so a retry is safe. */
export const deleteScenarioJob = defineJob({
  name: 'scenarios.delete',
  payload: z.object({ userId: z.uuid(), scenarioId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, scenarioId }, { db }): Promise<{ data: { id: string } }> {
    await createScenariosRepository(db).deleteOwnedScenario(scenarioId, userId);
    return { data: { id: scenarioId } };
  },
});
