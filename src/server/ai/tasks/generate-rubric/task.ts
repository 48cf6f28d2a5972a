import type { AiTask } from '../../ai-task.ts';
import { generateOfflineRubric } from '../../offline/rubric/generate-rubric.ts';
import { buildRubricPrompt } from './prompt.ts';
import { GenerateRubricOutputSchema, type GenerateRubricInput, type GenerateRubricOutput } from '../../contracts/generate-rubric.ts';

/** Writes a weighted rubric from a name, a description and the text of the chosen source files. */
export const generateRubricTask: AiTask<GenerateRubricInput, GenerateRubricOutput> = {
  name: 'generate-rubric',
  schema: GenerateRubricOutputSchema,
  prompt: buildRubricPrompt,
  offline: generateOfflineRubric,
};
