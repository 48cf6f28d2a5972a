import { z } from 'zod';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { toScenario } from './scenario-records.ts';
import { createScenariosRepository } from './scenarios.repository.ts';
import { readFileTexts, readGlossary, writeScenario } from './write-scenario.ts';

/** Writes a quick scenario's character and situation from the form, stores it, and returns it as `result.data`. */
export const createQuickScenarioJob = defineJob({
  name: 'scenarios.create-quick',
  payload: z.object({
    userId: z.uuid(),
    // Chosen when the job is queued, so a retry after the insert finds the row instead of adding a second one.
    scenarioId: z.uuid(),
    title: z.string(),
    aiRole: z.string(),
    myRole: z.string(),
    description: z.string(),
    fileIds: z.array(z.uuid()),
    glossaryId: z.uuid().nullable(),
    isPublic: z.boolean(),
  }),
  retry: { limit: 2, delaySeconds: 2, backoff: true },
  expireInSeconds: 120,
  async run(payload, { db, ai }): Promise<ScenarioJobResult> {
    const { userId, scenarioId } = payload;
    const scenarios = createScenariosRepository(db);
    const existing = await scenarios.findOwnedScenario(scenarioId, userId);
    if (existing) return { data: toScenario(existing, userId) };

    const glossary = await readGlossary(db, userId, payload.glossaryId);
    const generated = await writeScenario(ai, {
      mode: 'Quick',
      title: payload.title,
      aiRole: payload.aiRole,
      myRole: payload.myRole,
      description: payload.description,
      persona: null,
      rubric: null,
      glossary,
      fileTexts: await readFileTexts(db, userId, payload.fileIds),
    });
    const row = await scenarios.insertOwnedScenario({
      id: scenarioId,
      userId,
      name: payload.title,
      mode: 'Quick',
      isPublic: payload.isPublic,
      categories: generated.categories,
      description: generated.description,
      inputs: { scenario_title: payload.title, ai_role: payload.aiRole, my_role: payload.myRole, scenario_description: payload.description },
      fileIds: payload.fileIds,
      glossaryId: glossary ? payload.glossaryId : null,
    });
    return { data: toScenario(row, userId) };
  },
});
