import type { AiTask } from '../../ai-task.ts';
import { generateScenarioOffline } from '../../offline/scenario/generate-scenario.ts';

// Why the built-in engine cannot build a scenario from a request, in words for the person.
export { findUnreadableInputReason } from '../../offline/readable-input.ts';
import { buildGenerateScenarioPrompt } from './prompt.ts';
import { GenerateScenarioOutputSchema, type GenerateScenarioInput, type GenerateScenarioOutput } from '../../contracts/generate-scenario.ts';

/** Writes a scenario's character and situation (and its categories) from the learner's inputs. */
export const generateScenarioTask: AiTask<GenerateScenarioInput, GenerateScenarioOutput> = {
  name: 'generate-scenario',
  schema: GenerateScenarioOutputSchema,
  prompt: buildGenerateScenarioPrompt,
  offline: (input) => generateScenarioOffline(input),
};
