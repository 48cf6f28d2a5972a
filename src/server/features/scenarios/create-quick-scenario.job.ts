import { z } from 'zod';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { quickRubricIdFor } from './quick-rubric.ts';
import { CREATE_SCENARIO_JOB_POLICY, CreateScenarioPayloadSchema, createScenarioOnce, writeScenario } from './write-scenario.ts';

/** Writes a quick scenario's character and situation from the form, stores it with the built-in rubric that fits it, and returns it as `result.data`. */
export const createQuickScenarioJob = defineJob({
  name: 'scenarios.create-quick',
  payload: CreateScenarioPayloadSchema.extend({ aiRole: z.string(), myRole: z.string() }),
  ...CREATE_SCENARIO_JOB_POLICY,
  async run(payload, { db, ai }): Promise<ScenarioJobResult> {
    return createScenarioOnce(db, payload, async ({ glossary, fileTexts }) => {
      const generated = await writeScenario(ai, {
        mode: 'Quick',
        title: payload.title,
        aiRole: payload.aiRole,
        myRole: payload.myRole,
        description: payload.description,
        persona: null,
        rubric: null,
        glossary,
        fileTexts,
      });
      return {
        mode: 'Quick',
        generatedBy: (await ai.engine('generation')).modelLabel,
        categories: generated.categories,
        // A quick scenario is graded on the sample rubric written for its kind of conversation, or the general one.
        rubricId: quickRubricIdFor(generated.categories, [payload.title, payload.aiRole, payload.myRole, payload.description].join('\n')),
        description: generated.description,
        brief: generated.brief,
        inputs: { scenario_title: payload.title, ai_role: payload.aiRole, my_role: payload.myRole, scenario_description: payload.description },
      };
    });
  },
});
