import { z } from 'zod';
import { withBigFiveInRange, type PersonaJobResult } from '../../../shared/contracts/personas.ts';
import { generatePersonaTask } from '../../ai/tasks/generate-persona/task.ts';
import { AI_CALL_JOB_EXPIRY, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { getFileTexts } from '../files/file-texts.ts';
import { createPersonasRepository, toPersona } from './personas.repository.ts';

export const PERSONA_GONE_BEFORE_REGENERATION_MESSAGE = 'This persona no longer exists, so it could not be regenerated.';

/**
 * Runs the persona generation again on the stored prompt and the files that are still there, and replaces the
 * details with the result; the list name and the prompt stay. A retry simply generates again.
 */
export const regeneratePersonaJob = defineJob({
  name: 'personas.regenerate',
  payload: z.object({ userId: z.uuid(), personaId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 2, backoff: true },
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, personaId }, { db, ai }): Promise<PersonaJobResult> {
    const personas = createPersonasRepository(db);
    const row = await personas.findOwnedPersona(personaId, userId);
    if (!row) throw new PermanentJobError(PERSONA_GONE_BEFORE_REGENERATION_MESSAGE);
    // A file deleted since the persona was made drops out, as it does for a new persona.
    const files = await getFileTexts(db, userId, row.fileIds);
    const details = await ai.generate(generatePersonaTask, {
      name: row.name,
      prompt: row.prompt,
      fileTexts: files.map((file) => ({ filename: file.filename, text: file.text })),
    });
    const updated = await personas.replaceOwnedPersonaDetails(personaId, userId, withBigFiveInRange(details), ai.modelLabel);
    if (!updated) throw new PermanentJobError(PERSONA_GONE_BEFORE_REGENERATION_MESSAGE);
    return { data: toPersona(updated) };
  },
});
