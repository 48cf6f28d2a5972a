// Seeds the read-only sample scenarios everyone sees (sample-scenarios.ts) at every start, idempotently: new ids add
// rows, and an existing sample's brief and rubric follow the code and data (sample-briefs.json, sample-scenarios.ts). The same
// start gives every other scenario written before briefs existed one read from its prose.
import { parseScenarioDescription } from '../../../shared/contracts/scenarios-constants.ts';
import type { Db } from '../../db/client.ts';
import { SAMPLE_BRIEFS, sampleBriefOf } from './sample-briefs.ts';
import { SAMPLE_SCENARIOS } from './sample-scenarios.ts';
import { briefFromDescription } from './scenario-brief.ts';
import { createScenariosRepository } from './scenarios.repository.ts';

// The samples are read from here by the tests and the evaluation, as the seed writes them.
export { SAMPLE_SCENARIOS, SAMPLE_SCENARIO_IDS } from './sample-scenarios.ts';

/** Rows given a brief per batch of the start-up backfill: one short transaction each, so a start never holds a long lock. */
const BRIEF_BACKFILL_BATCH = 200;

/**
 * Inserts any missing sample scenario and brings each sample's brief in line with the code; then gives every scenario
 * without a brief one read from its prose. Safe at every start and from several instances at once. Needs the sample
 * personas, rubrics and glossaries first.
 */
export async function seedScenarios(db: Db): Promise<void> {
  const repository = createScenariosRepository(db);
  await repository.insertSampleScenarios(
    SAMPLE_SCENARIOS.map((sample) => ({
      id: sample.id,
      name: sample.name,
      mode: 'Advanced',
      categories: sample.categories,
      description: sample.description,
      brief: sampleBriefOf(sample.id),
      personaId: sample.personaId,
      rubricId: sample.rubricId,
      glossaryId: sample.glossaryId,
      createdAt: new Date(sample.createdAt),
      updatedAt: new Date(sample.createdAt),
    })),
  );
  await repository.updateSampleBriefs(Object.entries(SAMPLE_BRIEFS).map(([id, brief]) => ({ id, brief })));
  // A sample seeded before it had a rubric for its kind of conversation moves to that rubric.
  await repository.updateSampleRubrics(SAMPLE_SCENARIOS.map((sample) => ({ id: sample.id, rubricId: sample.rubricId })));
  await backfillBriefs(db);
}

/** Gives every scenario written before briefs existed one read from its prose fields, in batches; idempotent. */
export async function backfillBriefs(db: Db, batchSize = BRIEF_BACKFILL_BATCH): Promise<number> {
  const repository = createScenariosRepository(db);
  let filled = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows = await repository.listScenariosWithoutBrief(afterId, batchSize);
    if (rows.length === 0) return filled;
    await repository.fillMissingBriefs(rows.map((row) => ({ id: row.id, brief: briefFromDescription(parseScenarioDescription(JSON.stringify(row.description))) })));
    filled += rows.length;
    afterId = rows.at(-1)!.id;
  }
}
