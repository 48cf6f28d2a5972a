import { z } from 'zod';
import { type PersonaJobResult } from '../../../shared/contracts/personas.ts';
import { withBigFiveInRange } from '../../../shared/contracts/persona-details.ts';
import { findUnreadablePersonaReason, generatePersonaTask } from '../../ai/tasks/generate-persona/task.ts';
import { AI_CALL_JOB_EXPIRY, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { getTaskFileTexts } from '../files/file-texts.ts';
import { createPersonasRepository, toPersona } from './personas.repository.ts';
import { assertStillMember } from '../library/library-items.ts';

/** Generates a persona from the form's name, prompt and files, stores it, and returns it as `result.data`. */
export const generatePersonaJob = defineJob({
  name: 'personas.generate',
  payload: z.object({
    userId: z.uuid(),
    /** The organisation whose shared library the persona joins; null for the person's own library. */
    organizationId: z.uuid().nullable().default(null),
    // Chosen when the job is queued, so a retry after the insert finds the row instead of adding a second one.
    personaId: z.uuid(),
    name: z.string(),
    prompt: z.string(),
    fileIds: z.array(z.uuid()),
  }),
  privateFields: ['name', 'prompt'],
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, organizationId, personaId, name, prompt, fileIds }, { db, ai }): Promise<PersonaJobResult> {
    const personas = createPersonasRepository(db);
    const existing = await personas.findOwnedPersona(personaId, userId);
    if (existing) return { data: toPersona(existing) };
    // A prompt no engine can read would only give a character unrelated to what the person meant.
    const engine = await ai.engine('generation');
    const unreadable = findUnreadablePersonaReason(prompt, engine.isOffline);
    if (unreadable) throw new PermanentJobError(unreadable);
    const fileTexts = await getTaskFileTexts(db, userId, fileIds);
    const details = await ai.generate(generatePersonaTask, {
      name,
      prompt,
      fileTexts,
    });
    await assertStillMember(db, organizationId, userId);
    const row = await personas.insertOwnedPersona({ id: personaId, userId, organizationId, name, prompt, fileIds, details: withBigFiveInRange(details), generatedBy: engine.modelLabel });
    return { data: toPersona(row) };
  },
});
