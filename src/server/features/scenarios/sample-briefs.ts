// The hand-written character briefs of the ten sample scenarios, by sample id (scenarios.seed.ts), kept as data in
// sample-briefs.json and checked by the brief's contract as they load. Each keeps the names, figures, places and
// policy of its sample's description; the seed writes them at every start, so editing a brief there changes the sample
// everywhere (new sessions only: a session keeps the brief it started with).
import { z } from 'zod';
import { ScenarioBriefSchema, type ScenarioBrief } from '../../../shared/contracts/character-brief.ts';
import sampleBriefs from './sample-briefs.json';

/** The shape of sample-briefs.json: a sample scenario's id to its brief. */
export const SampleBriefsSchema = z.record(z.uuid(), ScenarioBriefSchema);

export const SAMPLE_BRIEFS: Readonly<Record<string, ScenarioBrief>> = SampleBriefsSchema.parse(sampleBriefs);

/** A sample scenario's brief; throws for an id that is not a sample, so a new sample cannot go without one. */
export function sampleBriefOf(scenarioId: string): ScenarioBrief {
  const brief = SAMPLE_BRIEFS[scenarioId];
  if (!brief) throw new Error(`The sample scenario ${scenarioId} has no brief in sample-briefs.json.`);
  return brief;
}
