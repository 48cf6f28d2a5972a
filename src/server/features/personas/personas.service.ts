// Persona rules: who may list, create and edit, and what is queued for the workers.
import { randomUUID } from 'node:crypto';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import {
  PERSONA_LIST_LIMIT,
  PersonaListAnswerSchema,
  SAMPLE_PERSONA_READ_ONLY_MESSAGE,
  type CreatePersonaInput,
  type PersonaListAnswer,
  type UpdatePersonaInput,
} from '../../../shared/contracts/personas.ts';
import { assertCanCreate, assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { createSerializedCache } from '../../lib/serialized-cache.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findMissingFileIds } from '../files/file-texts.ts';
import { generatePersonaJob } from './generate-persona.job.ts';
import { createPersonasRepository, toPersonaListItem } from './personas.repository.ts';
import { updatePersonaJob } from './update-persona.job.ts';

export const FILES_NOT_FOUND_MESSAGE = 'Some selected files were not found.';
export const PERSONA_NOT_FOUND_MESSAGE = 'Persona not found.';

export function createPersonasService({ config, database, queue }: Pick<FeatureDeps, 'config' | 'database' | 'queue'>) {
  const personas = createPersonasRepository(database.db);
  // Reading hundreds of personas' details costs tens of milliseconds; a version check costs well under one.
  const listCache = createSerializedCache({ maxBytes: 64 * 1024 * 1024 });

  return {
    /** The list as serialized JSON: rebuilt only when the caller's personas or the samples changed. */
    async listPersonasJson(caller: AccessClaims, email: string): Promise<string> {
      assertOwnEmail(caller, email);
      const version = await personas.listVersion(caller.userId);
      const cached = listCache.get(caller.userId, version);
      if (cached) return cached;
      const rows = await personas.listVisibleToUser(caller.userId, PERSONA_LIST_LIMIT);
      const answer: PersonaListAnswer = { data: rows.map(toPersonaListItem) };
      const json = JSON.stringify(PersonaListAnswerSchema.parse(answer));
      listCache.set(caller.userId, version, json);
      return json;
    },

    async createPersona(caller: AccessClaims, input: CreatePersonaInput): Promise<JobAccepted> {
      assertCanCreate(config.creatorEmails, caller);
      assertOwnEmail(caller, input.organization_id);
      const fileIds = [...new Set(input.file_ids)];
      if ((await findMissingFileIds(database.db, caller.userId, fileIds)).length > 0) throw badRequest(FILES_NOT_FOUND_MESSAGE);
      const jobId = await queue.enqueue(generatePersonaJob, {
        userId: caller.userId,
        personaId: randomUUID(),
        name: input.name,
        prompt: input.persona_prompt,
        fileIds,
      });
      return { jobId };
    },

    async updatePersona(caller: AccessClaims, input: UpdatePersonaInput): Promise<JobAccepted> {
      assertCanCreate(config.creatorEmails, caller);
      const row = await personas.findPersonaById(input.id);
      if (row?.isSample) throw forbidden(SAMPLE_PERSONA_READ_ONLY_MESSAGE);
      // Someone else's persona answers like a missing one, so ids reveal nothing.
      if (!row || row.userId !== caller.userId) throw notFound(PERSONA_NOT_FOUND_MESSAGE);
      const jobId = await queue.enqueue(updatePersonaJob, { userId: caller.userId, fields: input });
      return { jobId };
    },
  };
}
