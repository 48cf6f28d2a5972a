// Read-only sample rubrics (the list: ai/tasks/generate-rubric/sample-rubrics.ts), written by the offline engine and shown
// to everyone. Edit the list to change the samples; new ids add rows, and a stored sample follows the code at the next start.
import type { Db } from '../../db/client.ts';
import { SAMPLE_RUBRICS } from '../../ai/tasks/generate-rubric/sample-rubrics.ts';
import { generateRubricTask } from '../../ai/tasks/generate-rubric/task.ts';
import { createRubricsRepository } from './rubrics.repository.ts';

export { SAMPLE_RUBRICS };

type SampleRubric = (typeof SAMPLE_RUBRICS)[number];
type RubricContent = ReturnType<typeof generateRubricTask.offline>;

// Each sample's rubric as the offline engine writes it, once per process: it depends on the sample alone, and a process
// that starts several apps on new databases (a test worker) would otherwise write every sample again for each.
const writtenContent = new Map<string, RubricContent>();

function contentOf(sample: SampleRubric): RubricContent {
  let content = writtenContent.get(sample.id);
  if (!content) writtenContent.set(sample.id, (content = generateRubricTask.offline({ name: sample.name, description: sample.description, fileTexts: [] })));
  return content;
}

/**
 * Adds the samples that are missing and brings the stored ones to the code's wording (their level descriptions
 * included), as the sample scenarios' briefs are; safe to run at every start and from several instances at once.
 */
export async function seedRubrics(db: Db): Promise<void> {
  const repository = createRubricsRepository(db);
  const written = SAMPLE_RUBRICS.map((sample) => ({ ...sample, content: contentOf(sample) }));
  const existing = await repository.listExistingIds(SAMPLE_RUBRICS.map((sample) => sample.id));
  await repository.insertSampleRubrics(
    written
      .filter((sample) => !existing.has(sample.id))
      .map((sample) => ({ id: sample.id, userId: null, isSample: true, name: sample.name, description: sample.description, fileIds: [], content: sample.content })),
  );
  await repository.updateSampleRubrics(written.filter((sample) => existing.has(sample.id)));
}
