import type { AiTask } from '../../ai-client.ts';
import { summarizeTwinOffline } from '../../offline/twin/summarize.ts';
import { buildTwinSummaryPrompt } from './prompt.ts';
import { TwinSummaryOutputSchema, type TwinSummaryInput, type TwinSummaryOutput } from '../../contracts/twin-summary.ts';

/**
 * The twin's General Personality: tags and six sections, each citing only what the person said. Temperature 0, so the
 * same answers give the same summary; ground-summary.ts checks a model's sources against the input afterwards.
 */
export const twinSummaryTask: AiTask<TwinSummaryInput, TwinSummaryOutput> = {
  name: 'twin-summary',
  schema: TwinSummaryOutputSchema,
  prompt: buildTwinSummaryPrompt,
  offline: summarizeTwinOffline,
  temperature: 0,
};
