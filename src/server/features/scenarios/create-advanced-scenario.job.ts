import { z } from 'zod';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import {
  CREATE_SCENARIO_JOB_POLICY,
  CreateScenarioPayloadSchema,
  createScenarioOnce,
  jobUnderDescription,
  nameUnderDescription,
  PERSONA_GONE_REASON,
  readPersonaFacts,
  readRubric,
  RUBRIC_GONE_REASON,
  writeScenario,
} from './write-scenario.ts';

/** Writes an advanced scenario around the chosen persona, rubric, glossary and files, and returns it as `result.data`. */
export const createAdvancedScenarioJob = defineJob({
  name: 'scenarios.create-advanced',
  payload: CreateScenarioPayloadSchema.extend({ personaId: z.uuid(), rubricId: z.uuid() }),
  ...CREATE_SCENARIO_JOB_POLICY,
  async run(payload, { db, ai }): Promise<ScenarioJobResult> {
    const { userId } = payload;
    return createScenarioOnce(db, payload, async ({ glossary, fileTexts }) => {
      // The route checked them; they can only be missing now if they were deleted while the job waited.
      const persona = await readPersonaFacts(db, userId, payload.personaId);
      if (!persona) throw new PermanentJobError(PERSONA_GONE_REASON);
      const rubric = await readRubric(db, userId, payload.rubricId);
      if (!rubric) throw new PermanentJobError(RUBRIC_GONE_REASON);

      const generated = await writeScenario(ai, {
        mode: 'Advanced',
        title: payload.title,
        aiRole: null,
        myRole: null,
        description: payload.description,
        persona,
        rubric,
        glossary,
        fileTexts,
      });
      // The persona's facts carry over as they are, whatever the generator wrote for them, but for a job the
      // description states: that one wins, with the background written under it.
      const job = jobUnderDescription(persona, generated.description, payload.description);
      // And the name the description gives the character, when it never uses the persona's.
      const name = nameUnderDescription(persona, generated.description.charactersName, payload.description);
      const description = {
        ...generated.description,
        charactersName: name,
        charactersAge: persona.age || generated.description.charactersAge,
        charactersOccupation: job.occupation,
        charactersBackground: job.background,
      };
      // The brief's identity keeps the persona's facts the same way.
      const identity = generated.brief.character.identity;
      const brief = {
        ...generated.brief,
        character: {
          ...generated.brief.character,
          identity: { ...identity, name, age: persona.age || identity.age, occupation: job.occupation },
        },
      };
      return {
        mode: 'Advanced',
        generatedBy: (await ai.engine('generation')).modelLabel,
        categories: generated.categories,
        description,
        brief,
        inputs: { scenario_title: payload.title, scenario_description: payload.description },
        personaId: payload.personaId,
        rubricId: payload.rubricId,
      };
    });
  },
});
