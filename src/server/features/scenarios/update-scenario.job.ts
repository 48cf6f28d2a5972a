import { z } from 'zod';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { descriptionInStep } from './scenario-brief.ts';
import { createScenariosRepository, toScenario } from './scenarios.repository.ts';

export const SCENARIO_DELETED_REASON = 'This scenario was deleted before the change could be saved.';

/**
 * Saves the owner's new title, visibility and categories, and the brief when it was edited: the description's name,
 * age, gender and occupation follow the brief's identity, the rest of it stays as written. Sessions already started
 * keep the brief they started with.
 */
export const updateScenarioJob = defineJob({
  name: 'scenarios.update',
  payload: z.object({ userId: z.uuid(), scenarioId: z.uuid(), name: z.string(), isPublic: z.boolean(), categories: z.array(z.string()), brief: ScenarioBriefSchema.optional() }),
  privateFields: ['name', 'brief'],
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, scenarioId, name, isPublic, categories, brief }, { db }): Promise<ScenarioJobResult> {
    const scenarios = createScenariosRepository(db);
    const current = brief ? await scenarios.findOwnedScenario(scenarioId, userId) : undefined;
    if (brief && !current) throw new PermanentJobError(SCENARIO_DELETED_REASON);
    const withBrief = brief && current ? { brief, description: descriptionInStep(current.description, brief) } : {};
    const row = await scenarios.updateOwnedScenario(scenarioId, userId, { name, isPublic, categories, ...withBrief });
    if (!row) throw new PermanentJobError(SCENARIO_DELETED_REASON);
    return { data: toScenario(row, userId, true) };
  },
});
