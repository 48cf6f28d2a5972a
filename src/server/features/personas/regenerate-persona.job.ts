import { z } from 'zod';
import { type PersonaJobResult } from '../../../shared/contracts/personas.ts';
import { withBigFiveInRange } from '../../../shared/contracts/persona-details.ts';
import { findUnreadablePersonaReason, generatePersonaTask } from '../../ai/tasks/generate-persona/task.ts';
import { AI_CALL_JOB_EXPIRY, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { getTaskFileTexts } from '../files/file-texts.ts';
import { createPersonasRepository, toPersona } from './personas.repository.ts';

export const PERSONA_GONE_BEFORE_REGENERATION_MESSAGE = 'This persona no longer exists, so it could not be regenerated.';

/**
 * Runs the persona generation again on the prompt (the stored one, or the edited one the person gave) and the files
 * that are still there, with the next seed, and replaces the details with the result; the list name stays, the
 * prompt and the seed are stored with the details. A retry generates the same variation again.
 */
export const regeneratePersonaJob = defineJob({
  name: 'personas.regenerate',
  payload: z.object({
    userId: z.uuid(),
    personaId: z.uuid(),
    // Absent in jobs queued before regeneration took a prompt and a seed: the stored prompt, the next seed.
    prompt: z.string().optional(),
    seed: z.number().int().min(1).optional(),
  }),
  privateFields: ['prompt'],
  expireInSeconds: AI_CALL_JOB_EXPIRY,
  async run({ userId, personaId, prompt: givenPrompt, seed }, { db, ai }): Promise<PersonaJobResult> {
    const personas = createPersonasRepository(db);
    const row = await personas.findOwnedPersona(personaId, userId);
    if (!row) throw new PermanentJobError(PERSONA_GONE_BEFORE_REGENERATION_MESSAGE);
    const prompt = givenPrompt ?? row.prompt;
    const generationSeed = seed ?? row.generationSeed + 1;
    // An edited prompt gets the same check as a new persona's.
    const engine = await ai.engine('generation');
    const unreadable = prompt === row.prompt ? null : findUnreadablePersonaReason(prompt, engine.isOffline);
    if (unreadable) throw new PermanentJobError(unreadable);
    // A file deleted since the persona was made drops out, as it does for a new persona.
    const fileTexts = await getTaskFileTexts(db, userId, row.fileIds);
    const details = await ai.generate(generatePersonaTask, {
      name: row.name,
      prompt,
      fileTexts,
      variation: generationSeed,
    });
    const updated = await personas.replaceOwnedPersonaDetails(personaId, userId, withBigFiveInRange(details), engine.modelLabel, { prompt, generationSeed });
    if (!updated) throw new PermanentJobError(PERSONA_GONE_BEFORE_REGENERATION_MESSAGE);
    return { data: toPersona(updated) };
  },
});
