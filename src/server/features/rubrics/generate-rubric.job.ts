import { z } from 'zod';
import { type RubricJobResult } from '../../../shared/contracts/rubrics.ts';
import { DEFAULT_PASS_MARK, RUBRIC_MAX_FILES, readStatedPassMark } from '../../../shared/contracts/rubrics-constants.ts';
import { findUnreadableRubricReason, generateRubricTask } from '../../ai/tasks/generate-rubric/task.ts';
import { AI_CALL_JOB_EXPIRY, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { getTaskFileTexts } from '../files/file-texts.ts';
import { createRubricsRepository, toRubricJobResult } from './rubrics.repository.ts';
import { assertStillMember } from '../library/library-items.ts';

export const FILES_GONE_MESSAGE = 'Some selected files were deleted before the rubric was generated. Choose your files again and retry.';

export const generateRubricJob = defineJob({
  name: 'rubrics.generate',
  payload: z.object({
    userId: z.uuid(),
    /** The organisation whose shared library the rubric joins; null for the person's own library. */
    organizationId: z.uuid().nullable().default(null),
    // Chosen when the job is queued, so a retry after a stored rubric finds it instead of writing a second one.
    rubricId: z.uuid(),
    name: z.string(),
    description: z.string(),
    fileIds: z.array(z.uuid()).max(RUBRIC_MAX_FILES),
  }),
  privateFields: ['name', 'description'],
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, organizationId, rubricId, name, description, fileIds }, { db, ai }): Promise<RubricJobResult> {
    const repository = createRubricsRepository(db);
    const stored = await repository.findRubricById(rubricId);
    if (stored) return toRubricJobResult(stored);
    // A description no engine can read would only give a rubric for some other conversation.
    const engine = await ai.engine('generation');
    const unreadable = findUnreadableRubricReason(description, engine.isOffline);
    if (unreadable) throw new PermanentJobError(unreadable);

    const fileTexts = await getTaskFileTexts(db, userId, fileIds);
    if (fileTexts.length < fileIds.length) throw new PermanentJobError(FILES_GONE_MESSAGE);

    const content = await ai.generate(generateRubricTask, {
      name,
      description,
      fileTexts,
    });
    // "Pass mark 75" in the description is the rubric's pass mark, whichever engine wrote the criteria.
    const passMark = readStatedPassMark(description) ?? DEFAULT_PASS_MARK;
    await assertStillMember(db, organizationId, userId);
    const row = await repository.insertRubric({ id: rubricId, userId, organizationId, isSample: false, name, description, fileIds, content, passMark, generatedBy: engine.modelLabel });
    return toRubricJobResult(row);
  },
});
