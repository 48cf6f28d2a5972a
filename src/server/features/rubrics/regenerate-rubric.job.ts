import { z } from 'zod';
import { type RubricJobResult } from '../../../shared/contracts/rubrics.ts';
import { readStatedPassMark } from '../../../shared/contracts/rubrics-constants.ts';
import { findUnreadableRubricReason, generateRubricTask } from '../../ai/tasks/generate-rubric/task.ts';
import { AI_CALL_JOB_EXPIRY, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { getTaskFileTexts } from '../files/file-texts.ts';
import { createRubricsRepository, toRubricJobResult } from './rubrics.repository.ts';

export const RUBRIC_GONE_BEFORE_REGENERATION_MESSAGE = 'This rubric no longer exists, so it could not be regenerated.';

/**
 * Runs the rubric generation again on the description (the stored one, or the edited one the person gave) and the
 * files that are still there, with the next seed, and replaces the content with the result; the name stays, the
 * description and the seed are stored with it. A pass mark the description states is the rubric's; else the one it
 * had stays. A retry generates the same variation again.
 */
export const regenerateRubricJob = defineJob({
  name: 'rubrics.regenerate',
  payload: z.object({ userId: z.uuid(), rubricId: z.uuid(), description: z.string(), seed: z.number().int().min(1) }),
  privateFields: ['description'],
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, rubricId, description, seed }, { db, ai }): Promise<RubricJobResult> {
    const rubrics = createRubricsRepository(db);
    const row = await rubrics.findChangeableRubric(rubricId, userId);
    if (!row) throw new PermanentJobError(RUBRIC_GONE_BEFORE_REGENERATION_MESSAGE);
    // An edited description gets the same check as a new rubric's.
    const engine = await ai.engine('generation');
    const unreadable = description === row.description ? null : findUnreadableRubricReason(description, engine.isOffline);
    if (unreadable) throw new PermanentJobError(unreadable);
    // A file deleted since the rubric was made drops out, as it does for a regenerated persona.
    const fileTexts = await getTaskFileTexts(db, userId, row.fileIds);
    const content = await ai.generate(generateRubricTask, {
      name: row.name,
      description,
      fileTexts,
      variation: seed,
    });
    const passMark = readStatedPassMark(description) ?? row.passMark;
    const updated = await rubrics.replaceOwnedRubricGeneration(rubricId, userId, { content, passMark, generatedBy: engine.modelLabel, description, generationSeed: seed });
    if (!updated) throw new PermanentJobError(RUBRIC_GONE_BEFORE_REGENERATION_MESSAGE);
    return toRubricJobResult(updated);
  },
});
