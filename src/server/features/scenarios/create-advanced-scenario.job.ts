import { z } from 'zod';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { toScenario } from './scenario-records.ts';
import { createScenariosRepository } from './scenarios.repository.ts';
import { PERSONA_GONE_REASON, readFileTexts, readGlossary, readPersonaFacts, readRubric, RUBRIC_GONE_REASON, writeScenario } from './write-scenario.ts';

/** Writes an advanced scenario around the chosen persona, rubric, glossary and files, and returns it as `result.data`. */
export const createAdvancedScenarioJob = defineJob({
  name: 'scenarios.create-advanced',
  payload: z.object({
    userId: z.uuid(),
    scenarioId: z.uuid(),
    title: z.string(),
    personaId: z.uuid(),
    rubricId: z.uuid(),
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

    // The route checked them; they can only be missing now if they were deleted while the job waited.
    const persona = await readPersonaFacts(db, userId, payload.personaId);
    if (!persona) throw new PermanentJobError(PERSONA_GONE_REASON);
    const rubric = await readRubric(db, userId, payload.rubricId);
    if (!rubric) throw new PermanentJobError(RUBRIC_GONE_REASON);
    const glossary = await readGlossary(db, userId, payload.glossaryId);

    const generated = await writeScenario(ai, {
      mode: 'Advanced',
      title: payload.title,
      aiRole: null,
      myRole: null,
      description: payload.description,
      persona,
      rubric,
      glossary,
      fileTexts: await readFileTexts(db, userId, payload.fileIds),
    });
    // The persona's facts carry over as they are, whatever the generator wrote for them.
    const description = {
      ...generated.description,
      charactersName: persona.name || generated.description.charactersName,
      charactersAge: persona.age || generated.description.charactersAge,
      charactersOccupation: persona.occupation || generated.description.charactersOccupation,
      charactersBackground: persona.background || generated.description.charactersBackground,
    };
    const row = await scenarios.insertOwnedScenario({
      id: scenarioId,
      userId,
      name: payload.title,
      mode: 'Advanced',
      isPublic: payload.isPublic,
      categories: generated.categories,
      description,
      inputs: { scenario_title: payload.title, scenario_description: payload.description },
      fileIds: payload.fileIds,
      personaId: payload.personaId,
      rubricId: payload.rubricId,
      glossaryId: glossary ? payload.glossaryId : null,
    });
    return { data: toScenario(row, userId) };
  },
});
