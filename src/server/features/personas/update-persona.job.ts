import { z } from 'zod';
import { UpdatePersonaInputSchema, type PersonaJobResult } from '../../../shared/contracts/personas.ts';
import { toPersonaDetails } from '../../../shared/contracts/persona-details.ts';
import { DATABASE_JOB_EXPIRY_SECONDS, defineJob, PermanentJobError } from '../../jobs/define-job.ts';
import { createPersonasRepository, toPersona } from './personas.repository.ts';

export const PERSONA_GONE_MESSAGE = 'This persona no longer exists, so the changes could not be saved.';

/** Writes the Edit Persona fields into the persona (persona_name → details.name, name → the list name). */
export const updatePersonaJob = defineJob({
  name: 'personas.update',
  payload: z.object({ userId: z.uuid(), fields: UpdatePersonaInputSchema }),
  privateFields: ['fields'],
  expireInSeconds: DATABASE_JOB_EXPIRY_SECONDS,
  async run({ userId, fields }, { db }): Promise<PersonaJobResult> {
    const row = await createPersonasRepository(db).updateOwnedPersona(fields.id, userId, { name: fields.name, details: toPersonaDetails(fields) });
    if (!row) throw new PermanentJobError(PERSONA_GONE_MESSAGE);
    return { data: toPersona(row) };
  },
});
