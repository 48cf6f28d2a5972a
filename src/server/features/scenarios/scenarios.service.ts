// Scenario rules: who may list, read, create, change and delete which scenario, and the jobs that do the writing.
import { randomUUID } from 'node:crypto';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import {
  SCENARIO_LIST_LIMIT,
  type CreateAdvancedScenarioInput,
  type CreateQuickScenarioInput,
  type ScenarioListAnswer,
  type UpdateScenarioInput,
} from '../../../shared/contracts/scenarios.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertCanChangeLibraryItem } from '../library/library-items.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findMissingFileIds } from '../files/file-texts.ts';
import { createAdvancedScenarioJob } from './create-advanced-scenario.job.ts';
import { createQuickScenarioJob } from './create-quick-scenario.job.ts';
import { deleteScenarioJob } from './delete-scenario.job.ts';
import { createScenarioSourcesRepository } from './scenario-sources.repository.ts';
import { createScenariosRepository, descriptionText, toScenario } from './scenarios.repository.ts';
import { updateScenarioJob } from './update-scenario.job.ts';
import type { CreateScenarioPayload } from './write-scenario.ts';

export const SCENARIO_NOT_FOUND_MESSAGE = 'Scenario not found.';
export const SAMPLE_SCENARIO_READ_ONLY_MESSAGE = 'Sample scenarios are read-only. Create your own scenario to change it.';
export const SCENARIO_FILES_NOT_FOUND_MESSAGE = 'Some selected files were not found. Upload them again or choose others.';
export const SCENARIO_PERSONA_NOT_FOUND_MESSAGE = 'Persona not found. Choose one of your personas or a sample.';
export const SCENARIO_RUBRIC_NOT_FOUND_MESSAGE = 'Rubric not found. Choose one of your rubrics or a sample.';
export const SCENARIO_GLOSSARY_NOT_FOUND_MESSAGE = 'Glossary not found. Choose one of your glossaries, a sample, or none.';

export function createScenariosService({ database, queue, roles, organizations }: Pick<FeatureDeps, 'database' | 'queue' | 'roles' | 'organizations'>) {
  const db = database.db;
  const scenarios = createScenariosRepository(db);
  const sources = createScenarioSourcesRepository(db);

  /**
   * What both create routes check before queueing, in the order their errors are answered: creator rights, the
   * caller's own organization, the form's own sources (`checkSources`), then the glossary and files, which must be
   * the caller's own or samples, as the pickers show them (otherwise 404). Answers the payload fields both jobs share.
   */
  async function prepareCreate(
    caller: AccessClaims,
    input: CreateQuickScenarioInput | CreateAdvancedScenarioInput,
    checkSources: () => Promise<void> = async () => {},
  ): Promise<CreateScenarioPayload> {
    await roles.assertCanCreate(caller);
    const organizationId = await organizations.assertCanUseOrganization(caller, input.organization_id ?? undefined);
    await checkSources();
    if (input.glossary_id && !(await sources.findUsableGlossary(caller.userId, input.glossary_id))) {
      throw notFound(SCENARIO_GLOSSARY_NOT_FOUND_MESSAGE);
    }
    const fileIds = [...new Set(input.file_ids)];
    if ((await findMissingFileIds(db, caller.userId, fileIds)).length > 0) throw notFound(SCENARIO_FILES_NOT_FOUND_MESSAGE);
    return {
      userId: caller.userId,
      organizationId,
      scenarioId: randomUUID(),
      title: input.scenario_title,
      description: input.scenario_description,
      fileIds,
      glossaryId: input.glossary_id,
      isPublic: input.visibility,
    };
  }

  async function findOwnedForChange(caller: AccessClaims, id: string) {
    return assertCanChangeLibraryItem(db, await scenarios.findVisibleScenarioById(caller.userId, id), caller, { notFound: SCENARIO_NOT_FOUND_MESSAGE, readOnly: SAMPLE_SCENARIO_READ_ONLY_MESSAGE });
  }

  return {
    async listScenarios(caller: AccessClaims, email: string): Promise<ScenarioListAnswer> {
      assertOwnEmail(caller, email);
      const rows = await scenarios.listVisibleScenarios(caller.userId, SCENARIO_LIST_LIMIT);
      return { data: rows.map((row) => toScenario(row, caller.userId, row.canChange)) };
    },

    /** `GET /api/ai/scenario/{id}`: a scenario the caller may see, by name and description. */
    async getScenarioForAi(caller: AccessClaims, id: string): Promise<{ name: string; description: string }> {
      const row = await scenarios.findVisibleScenarioById(caller.userId, id);
      if (!row) throw notFound(SCENARIO_NOT_FOUND_MESSAGE);
      return { name: row.name, description: descriptionText(row.description) };
    },

    async createQuickScenario(caller: AccessClaims, input: CreateQuickScenarioInput): Promise<JobAccepted> {
      const payload = await prepareCreate(caller, input);
      const jobId = await queue.enqueue(createQuickScenarioJob, { ...payload, aiRole: input.ai_role, myRole: input.my_role });
      return { jobId };
    },

    async createAdvancedScenario(caller: AccessClaims, input: CreateAdvancedScenarioInput): Promise<JobAccepted> {
      const payload = await prepareCreate(caller, input, async () => {
        if (!(await sources.findUsablePersona(caller.userId, input.persona_id))) throw notFound(SCENARIO_PERSONA_NOT_FOUND_MESSAGE);
        if (!(await sources.findUsableRubric(caller.userId, input.rubric_id))) throw notFound(SCENARIO_RUBRIC_NOT_FOUND_MESSAGE);
      });
      const jobId = await queue.enqueue(createAdvancedScenarioJob, { ...payload, personaId: input.persona_id, rubricId: input.rubric_id });
      return { jobId };
    },

    async updateScenario(caller: AccessClaims, input: UpdateScenarioInput): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const row = await findOwnedForChange(caller, input.id);
      const categories = [...new Set(input.category)];
      const jobId = await queue.enqueue(updateScenarioJob, { userId: caller.userId, scenarioId: row.id, name: input.name, isPublic: input.visibility, categories, brief: input.brief });
      return { jobId };
    },

    async deleteScenario(caller: AccessClaims, id: string): Promise<JobAccepted> {
      await roles.assertCanCreate(caller);
      const row = await findOwnedForChange(caller, id);
      const jobId = await queue.enqueue(deleteScenarioJob, { userId: caller.userId, scenarioId: row.id });
      return { jobId };
    },
  };
}

export type ScenariosService = ReturnType<typeof createScenariosService>;
