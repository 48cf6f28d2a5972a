// What the create jobs share: gathering the learner's chosen persona, rubric, glossary and files, and asking the
// AI task for the character and situation.
import { RubricContentShapeSchema } from '../../../shared/contracts/rubrics.ts';
import type { AiClient } from '../../ai/ai-client.ts';
import { findUnreadableInputReason } from '../../ai/offline/scenario/readable-input.ts';
import type { GenerateScenarioInput, GenerateScenarioOutput, ScenarioPersonaFacts } from '../../ai/tasks/generate-scenario/schema.ts';
import { generateScenarioTask } from '../../ai/tasks/generate-scenario/task.ts';
import type { Db } from '../../db/client.ts';
import { PermanentJobError } from '../../jobs/define-job.ts';
import { getFileTexts } from '../files/file-texts.ts';
import { createScenarioSourcesRepository } from './scenario-sources.repository.ts';

export const PERSONA_GONE_REASON = 'The chosen persona was deleted before the scenario could be written. Choose another persona and try again.';
export const RUBRIC_GONE_REASON = 'The chosen rubric was deleted before the scenario could be written. Choose another rubric and try again.';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The persona's facts an advanced scenario keeps; null when the person may no longer use it. */
export async function readPersonaFacts(db: Db, userId: string, personaId: string): Promise<ScenarioPersonaFacts | null> {
  const row = await createScenarioSourcesRepository(db).findUsablePersona(userId, personaId);
  if (!row) return null;
  const details = row.details;
  return {
    name: text(details.name) || row.name,
    age: text(details.age),
    gender: text(details.gender),
    occupation: text(details.occupation),
    background: text(details.background),
  };
}

export async function readRubric(db: Db, userId: string, rubricId: string): Promise<GenerateScenarioInput['rubric']> {
  const row = await createScenarioSourcesRepository(db).findUsableRubric(userId, rubricId);
  if (!row) return null;
  const content = RubricContentShapeSchema.safeParse(row.content);
  return { name: row.name, criteria: content.success ? content.data.criteria.map((criterion) => criterion.criterion_name) : [] };
}

/** The glossary, or null when none was chosen or it has since been deleted (the scenario is then written without it). */
export async function readGlossary(db: Db, userId: string, glossaryId: string | null): Promise<GenerateScenarioInput['glossary']> {
  if (!glossaryId) return null;
  const row = await createScenarioSourcesRepository(db).findUsableGlossary(userId, glossaryId);
  return row ? { name: row.name, terms: row.content } : null;
}

export async function readFileTexts(db: Db, userId: string, fileIds: readonly string[]): Promise<string[]> {
  return (await getFileTexts(db, userId, fileIds)).map((file) => file.text).filter((fileText) => fileText.trim().length > 0);
}

/** Asks the AI task for the scenario; input the offline engine cannot read fails the job with what to write instead. */
export async function writeScenario(ai: AiClient, input: GenerateScenarioInput): Promise<GenerateScenarioOutput> {
  if (ai.isOffline) {
    // Checked here as well as in the engine, because an error's class does not survive the worker thread.
    const reason = findUnreadableInputReason(input);
    if (reason) throw new PermanentJobError(reason);
  }
  return ai.generate(generateScenarioTask, input);
}
