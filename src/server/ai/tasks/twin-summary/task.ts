import type { AiTask } from '../../ai-task.ts';
import { placeTwinSentencesOffline } from '../../offline/twin/summarize.ts';
import { buildTwinSummaryPrompt } from './prompt.ts';
import { TwinSummaryPlacementSchema, type TwinSummaryInput, type TwinSummaryPlacement } from '../../contracts/twin-summary.ts';

/**
 * The twin's General Personality: where each of the person's sentences belongs and the tags they support. Temperature
 * 0, so the same answers give the same summary; language/ground-summary.ts checks the answer against the person's sentences
 * and writes the sections from them.
 */
export const twinSummaryTask: AiTask<TwinSummaryInput, TwinSummaryPlacement> = {
  name: 'twin-summary',
  schema: TwinSummaryPlacementSchema,
  prompt: buildTwinSummaryPrompt,
  offline: placeTwinSentencesOffline,
  temperature: 0,
};
