import { z } from 'zod';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { createScenariosRepository, toScenario } from './scenarios.repository.ts';

export const SCENARIO_DELETED_REASON = 'This scenario was deleted before the change could be saved.';

/** Saves the owner's new title, visibility and categories; the description stays as written. */
export const updateScenarioJob = defineJob({
  name: 'scenarios.update',
  payload: z.object({ userId: z.uuid(), scenarioId: z.uuid(), name: z.string(), isPublic: z.boolean(), categories: z.array(z.string()) }),
  privateFields: ['name'],
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, scenarioId, name, isPublic, categories }, { db }): Promise<ScenarioJobResult> {
    const row = await createScenariosRepository(db).updateOwnedScenario(scenarioId, userId, { name, isPublic, categories });
    if (!row) throw new PermanentJobError(SCENARIO_DELETED_REASON);
    return { data: toScenario(row, userId) };
  },
});
