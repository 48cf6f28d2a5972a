import type { AiTask } from '../../ai-task.ts';
import { generateOfflineRubric } from '../../offline/rubric/generate-rubric.ts';

// The rubric topics a name and description read as, for the scenarios feature's choice of a sample rubric.
export { rubricTopicIds, topicIdsIn } from '../../offline/rubric/generate-rubric.ts';
// Why a description cannot be made a rubric (keyboard mashing for every engine; the word tables too for the built-in one).
export { findUnreadableRubricReason } from '../../offline/readable-input.ts';
import { buildRubricPrompt } from './prompt.ts';
import { GenerateRubricOutputSchema, type GenerateRubricInput, type GenerateRubricOutput } from '../../contracts/generate-rubric.ts';

/** Writes a weighted rubric from a name, a description and the text of the chosen source files. */
export const generateRubricTask: AiTask<GenerateRubricInput, GenerateRubricOutput> = {
  name: 'generate-rubric',
  schema: GenerateRubricOutputSchema,
  prompt: buildRubricPrompt,
  offline: generateOfflineRubric,
};
