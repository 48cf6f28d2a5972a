// Rubric rules: who may see, create, edit, duplicate, regenerate and delete what, and the hand-off to the generation jobs.
import { randomUUID } from 'node:crypto';
import {
  type CreateRubricInput,
  type DeleteRubricAnswer,
  type RegenerateRubricInput,
  type RenameRubricLevelInput,
  type RubricContent,
  type RubricListItem,
  type RubricUsageAnswer,
  type UpdateRubricInput,
} from '../../../shared/contracts/rubrics.ts';
import { levelRenameProblem } from '../../../shared/contracts/rubric-rules.ts';
import {
  rubricCopyName,
  RUBRIC_LIST_LIMIT,
  SAMPLE_RUBRIC_READ_ONLY_MESSAGE,
} from '../../../shared/contracts/rubrics-constants.ts';
import type { UpdatePassMarkInput } from '../../../shared/contracts/reports.ts';
import { assertOwnEmail } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { assertCanChangeLibraryItem } from '../library/library-items.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findMissingFileIds } from '../files/file-texts.ts';
import { createScenarioUsageRepository } from '../scenarios/scenario-usage.repository.ts';
import { generateRubricJob } from './generate-rubric.job.ts';
import { regenerateRubricJob } from './regenerate-rubric.job.ts';
import { renameRubricLevelJob } from './rename-rubric-level.job.ts';
import { createRubricsRepository, toRubricListItem, type RubricRow } from './rubrics.repository.ts';

export type RubricsService = ReturnType<typeof createRubricsService>;

const RUBRIC_NOT_FOUND_MESSAGE = 'Rubric not found.';
export const NO_DESCRIPTION_TO_REGENERATE_MESSAGE = 'This rubric has no description, so there is nothing to regenerate it from.';

export function createRubricsService({ database, queue, roles, organizations }: Pick<FeatureDeps, 'database' | 'queue' | 'roles' | 'organizations'>) {
  const repository = createRubricsRepository(database.db);

  async function findOwnRubric(caller: AccessClaims, id: string): Promise<RubricRow> {
    return assertCanChangeLibraryItem(database.db, await repository.findRubricById(id), caller, { notFound: RUBRIC_NOT_FOUND_MESSAGE, readOnly: SAMPLE_RUBRIC_READ_ONLY_MESSAGE });
  }

  return {
    /** The caller's own rubrics, those of the organisation chosen in the header, and the samples, newest first. */
    async listRubrics(caller: AccessClaims, email: string): Promise<RubricListItem[]> {
      assertOwnEmail(caller, email);
      const rows = await repository.listVisibleRubrics(caller.userId, RUBRIC_LIST_LIMIT);
      return rows.map((row) => toRubricListItem(row, row.canChange));
    },

    async getRubric(caller: AccessClaims, id: string): Promise<RubricListItem> {
      const row = await repository.findVisibleRubricById(caller.userId, id);
      // Someone else's rubric answers like a missing one, so ids reveal nothing.
      if (!row) throw notFound(RUBRIC_NOT_FOUND_MESSAGE);
      return toRubricListItem(row, row.canChange);
    },

    async createRubric(caller: AccessClaims, input: CreateRubricInput): Promise<{ jobId: string }> {
      await roles.assertCanCreate(caller);
      const organizationId = await organizations.assertCanUseOrganization(caller, input.organization_id ?? undefined);
      const fileIds = [...new Set(input.file_ids)];
      if ((await findMissingFileIds(database.db, caller.userId, fileIds)).length > 0) throw badRequest('Some selected files were not found.');
      const jobId = await queue.enqueue(generateRubricJob, {
        userId: caller.userId,
        organizationId,
        rubricId: randomUUID(),
        name: input.name,
        description: input.description,
        fileIds,
      });
      return { jobId };
    },

    /**
     * Queues the generation again from the caller's own rubric's stored description, or the edited one given, with the
     * next seed: the same criteria, weights and pass mark in other words. Samples 403, someone else's rubric 404.
     */
    async regenerateRubric(caller: AccessClaims, id: string, input: RegenerateRubricInput = {}): Promise<{ jobId: string }> {
      await roles.assertCanCreate(caller);
      const row = await findOwnRubric(caller, id);
      const description = input.description ?? row.description;
      if (!description.trim()) throw badRequest(NO_DESCRIPTION_TO_REGENERATE_MESSAGE);
      const jobId = await queue.enqueue(regenerateRubricJob, { userId: caller.userId, rubricId: row.id, description, seed: row.generationSeed + 1 });
      return { jobId };
    },

    /** Sets the pass mark of the caller's own rubric; reports already written keep the pass mark they were graded with. */
    async updatePassMark(caller: AccessClaims, input: UpdatePassMarkInput): Promise<RubricListItem> {
      await roles.assertCanCreate(caller);
      const row = await findOwnRubric(caller, input.id);
      const updated = await repository.updateOwnedRubric(row.id, caller.userId, { passMark: input.pass_mark });
      if (!updated) throw notFound(RUBRIC_NOT_FOUND_MESSAGE);
      return toRubricListItem(updated, true);
    },

    /** Queues a level rename; the rule is checked here for a clear 400 and again in the job against the latest content. */
    async renameLevel(caller: AccessClaims, input: RenameRubricLevelInput): Promise<{ jobId: string }> {
      await roles.assertCanCreate(caller);
      const row = await findOwnRubric(caller, input.id);
      const problem = levelRenameProblem(Object.keys((row.content as RubricContent).performance_levels_summary), input.level, input.new_name);
      if (problem) throw badRequest(problem);
      const jobId = await queue.enqueue(renameRubricLevelJob, { userId: caller.userId, rubricId: row.id, level: input.level, newName: input.new_name });
      return { jobId };
    },

    /**
     * Replaces the caller's own rubric with the edited one (the contract has checked its rules). The title is the
     * rubric's name as well; the note and, when none is sent, the scoring guide stay as stored. Sessions graded from
     * now on use the edit; reports already written keep the rubric they were graded with.
     */
    async updateRubric(caller: AccessClaims, input: UpdateRubricInput): Promise<RubricListItem> {
      await roles.assertCanCreate(caller);
      const row = await findOwnRubric(caller, input.id);
      const stored = row.content as RubricContent;
      const content: RubricContent = {
        rubric_title: input.rubric_title,
        description: input.description,
        criteria: input.criteria,
        scoring_guide: input.scoring_guide ?? stored.scoring_guide,
        performance_levels_summary: input.performance_levels_summary,
        note: stored.note,
      };
      const updated = await repository.updateOwnedRubric(row.id, caller.userId, {
        name: input.rubric_title,
        content,
        passMark: input.pass_mark,
      });
      if (!updated) throw notFound(RUBRIC_NOT_FOUND_MESSAGE);
      return toRubricListItem(updated, true);
    },

    /** The scenarios that use the caller's own rubric, for the delete confirmation. */
    async getRubricUsage(caller: AccessClaims, id: string): Promise<RubricUsageAnswer> {
      const row = await findOwnRubric(caller, id);
      return { scenarios: await createScenarioUsageRepository(database.db).listScenariosUsing('rubric', row.id) };
    },

    /**
     * Deletes the caller's own rubric. The scenarios that use it get their own copy first, in the same transaction,
     * so they go on being graded against it.
     */
    async deleteRubric(caller: AccessClaims, id: string): Promise<DeleteRubricAnswer> {
      await roles.assertCanCreate(caller);
      const row = await findOwnRubric(caller, id);
      const keptInScenarios = await database.db.transaction(async (tx) => {
        const using = await createScenarioUsageRepository(tx).deleteKeepingCopies('rubric', row.id, () => createRubricsRepository(tx).deleteOwnedRubric(row.id, caller.userId));
        if (!using) throw notFound(RUBRIC_NOT_FOUND_MESSAGE);
        return using;
      });
      return { id: row.id, kept_in_scenarios: keptInScenarios };
    },

    /** Copies a sample or the caller's own rubric into the caller's library as "<name> (copy)", ready to edit. */
    async duplicateRubric(caller: AccessClaims, id: string): Promise<RubricListItem> {
      await roles.assertCanCreate(caller);
      const row = await repository.findVisibleRubricById(caller.userId, id);
      if (!row) throw notFound(RUBRIC_NOT_FOUND_MESSAGE);
      const name = rubricCopyName(row.name);
      const content = row.content as RubricContent;
      const copy = await repository.insertRubric({
        id: randomUUID(),
        userId: caller.userId,
        isSample: false,
        name,
        description: row.description,
        // A sample has no files, an organisation's are the organisation's; one's own rubric keeps the sources it was written from.
        fileIds: row.isSample || row.organizationId !== null ? [] : row.fileIds,
        content: { ...content, rubric_title: name },
        passMark: row.passMark,
        generatedBy: row.generatedBy,
      });
      return toRubricListItem(copy, true);
    },
  };
}
