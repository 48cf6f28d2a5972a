// Persona rules: who may list, create, edit, duplicate, regenerate and delete, and what is queued for the workers.
import { randomUUID } from 'node:crypto';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import {
  PersonaListAnswerSchema,
  type CreatePersonaInput,
  type DeletePersonaAnswer,
  type DuplicatePersonaAnswer,
  type PersonaDetails,
  type PersonaListAnswer,
  type PersonaUsageAnswer,
  type RegeneratePersonaInput,
  type UpdatePersonaInput,
} from '../../../shared/contracts/personas.ts';
import { followAge, toPersonaEditValues, withBigFiveInRange } from '../../../shared/contracts/persona-details.ts';
import {
  PERSONA_LIST_LIMIT,
  SAMPLE_PERSONA_READ_ONLY_MESSAGE,
  personaCopyName,
} from '../../../shared/contracts/personas-constants.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { assertCanChangeLibraryItem } from '../library/library-items.ts';
import { createSerializedCache } from '../../lib/serialized-cache.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findMissingFileIds } from '../files/file-texts.ts';
import { createScenarioUsageRepository } from '../scenarios/scenario-usage.repository.ts';
import { generatePersonaJob } from './generate-persona.job.ts';
import { createPersonasRepository, toPersona, toPersonaListItem, type PersonaRow } from './personas.repository.ts';
import { regeneratePersonaJob } from './regenerate-persona.job.ts';
import { updatePersonaJob } from './update-persona.job.ts';

export const FILES_NOT_FOUND_MESSAGE = 'Some selected files were not found.';
export const PERSONA_NOT_FOUND_MESSAGE = 'Persona not found.';
export const NO_PROMPT_TO_REGENERATE_MESSAGE = 'This persona was written by hand, so there is no prompt to regenerate it from.';

export function createPersonasService({ database, queue, roles, organizations }: Pick<FeatureDeps, 'database' | 'queue' | 'roles' | 'organizations'>) {
  const personas = createPersonasRepository(database.db);
  // Reading hundreds of personas' details costs tens of milliseconds; a version check costs well under one.
  const listCache = createSerializedCache({ maxBytes: 64 * 1024 * 1024 });

  return {
    /** The list as serialized JSON (UTF-8 bytes): rebuilt only when the caller's personas or the samples changed. */
    async listPersonasJson(caller: AccessClaims, email: string): Promise<Buffer> {
      assertOwnEmail(caller, email);
      const version = await personas.listVersion(caller.userId);
      const cached = listCache.get(caller.userId, version);
      if (cached) return cached;
      const rows = await personas.listVisibleToUser(caller.userId, PERSONA_LIST_LIMIT);
      const answer: PersonaListAnswer = { data: rows.map(toPersonaListItem) };
      return listCache.set(caller.userId, version, JSON.stringify(PersonaListAnswerSchema.parse(answer)));
    },

    async createPersona(caller: AccessClaims, input: CreatePersonaInput): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const organizationId = await organizations.assertCanUseOrganization(caller, input.organization_id);
      const fileIds = [...new Set(input.file_ids)];
      if ((await findMissingFileIds(database.db, caller.userId, fileIds)).length > 0) throw badRequest(FILES_NOT_FOUND_MESSAGE);
      const jobId = await queue.enqueue(generatePersonaJob, {
        userId: caller.userId,
        organizationId,
        personaId: randomUUID(),
        name: input.name,
        prompt: input.persona_prompt,
        fileIds,
      });
      return { jobId };
    },

    async updatePersona(caller: AccessClaims, input: UpdatePersonaInput): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const row = await findOwnedForChange(caller, input.id);
      // A changed age carries the birthdate and the years of experience with it (and a changed birthdate the age).
      const before = toPersonaEditValues({ id: row.id, name: row.name, persona_details: row.details as PersonaDetails });
      const fields = followAge(before, input, new Date());
      const jobId = await queue.enqueue(updatePersonaJob, { userId: caller.userId, fields });
      return { jobId };
    },

    /** The owner's scenarios that use the persona, for the delete confirmation. */
    async listPersonaUsage(caller: AccessClaims, id: string): Promise<PersonaUsageAnswer> {
      const row = await findOwnedForChange(caller, id);
      return { scenarios: await createScenarioUsageRepository(database.db).listScenariosUsing('persona', row.id) };
    },

    /** Deletes the owner's persona; every scenario that used it keeps its own copy and goes on working. */
    async deletePersona(caller: AccessClaims, id: string): Promise<DeletePersonaAnswer> {
      await roles.assertCanCreate(caller);
      const row = await findOwnedForChange(caller, id);
      return database.db.transaction(async (tx) => {
        const using = await createScenarioUsageRepository(tx).deleteKeepingCopies('persona', row.id, () => createPersonasRepository(tx).deleteOwnedPersona(row.id, caller.userId));
        if (!using) throw notFound(PERSONA_NOT_FOUND_MESSAGE);
        return { id: row.id, kept_in_scenarios: using };
      });
    },

    /** Copies a persona the caller can see (a sample, their own, or their organisations') into their own library as "<name> (copy)". */
    async duplicatePersona(caller: AccessClaims, id: string): Promise<DuplicatePersonaAnswer> {
      await roles.assertCanCreate(caller);
      const source = await personas.findVisiblePersona(id, caller.userId);
      if (!source) throw notFound(PERSONA_NOT_FOUND_MESSAGE);
      const copy = await personas.insertPersonaCopy(source, {
        userId: caller.userId,
        name: personaCopyName(source.name),
        details: withBigFiveInRange(source.details as PersonaDetails),
      });
      return { data: toPersona(copy) };
    },

    /**
     * Queues the generation again from the persona's files and its stored prompt (or the edited one given), with
     * the next seed, so the result is a different persona that keeps every stated fact; it replaces the details.
     */
    async regeneratePersona(caller: AccessClaims, id: string, input: RegeneratePersonaInput = {}): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const row = await findOwnedForChange(caller, id);
      const prompt = input.persona_prompt ?? row.prompt;
      if (!prompt.trim()) throw badRequest(NO_PROMPT_TO_REGENERATE_MESSAGE);
      const jobId = await queue.enqueue(regeneratePersonaJob, { userId: caller.userId, personaId: row.id, prompt, seed: row.generationSeed + 1 });
      return { jobId };
    },
  };

  async function findOwnedForChange(caller: AccessClaims, id: string): Promise<PersonaRow> {
    return assertCanChangeLibraryItem(database.db, await personas.findPersonaById(id), caller, { notFound: PERSONA_NOT_FOUND_MESSAGE, readOnly: SAMPLE_PERSONA_READ_ONLY_MESSAGE });
  }
}
