// What the create jobs share: gathering the learner's chosen persona, rubric, glossary and files, and asking the
// AI task for the character and situation.
import { z } from 'zod';
import { escapeRegExp } from '../../../shared/text.ts';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import { RubricContentShapeSchema } from '../../../shared/contracts/rubrics.ts';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import type { AiClient } from '../../ai/ai-client.ts';
import { personaFactsOf, type GenerateScenarioInput, type GenerateScenarioOutput, type ScenarioPersonaFacts } from '../../ai/contracts/generate-scenario.ts';
import { findUnreadableInputReason, generateScenarioTask } from '../../ai/tasks/generate-scenario/task.ts';
import type { Db } from '../../db/client.ts';
import { AI_CALL_JOB_EXPIRY, PermanentJobError } from '../../jobs/define-job.ts';
import { getFileTexts } from '../files/file-texts.ts';
import { createScenarioSourcesRepository } from './scenario-sources.repository.ts';
import { createScenariosRepository, toScenario, type NewScenarioRow } from './scenarios.repository.ts';
import { assertStillMember } from '../library/library-items.ts';

export const PERSONA_GONE_REASON = 'The chosen persona was deleted before the scenario could be written. Choose another persona and try again.';
export const RUBRIC_GONE_REASON = 'The chosen rubric was deleted before the scenario could be written. Choose another rubric and try again.';

/** The payload fields both create jobs carry; each job adds what its form asks for. */
export const CreateScenarioPayloadSchema = z.object({
  userId: z.uuid(),
  /** The organisation whose shared library the scenario joins; null for the person's own library. */
  organizationId: z.uuid().nullable().default(null),
  // Chosen when the job is queued, so a retry after the insert finds the row instead of adding a second one.
  scenarioId: z.uuid(),
  title: z.string(),
  description: z.string(),
  fileIds: z.array(z.uuid()),
  glossaryId: z.uuid().nullable(),
  isPublic: z.boolean(),
});
export type CreateScenarioPayload = z.infer<typeof CreateScenarioPayloadSchema>;

/** The create jobs' shared policy (the default retry: a model call may fail for a moment, and a retry finds any row already stored). */
export const CREATE_SCENARIO_JOB_POLICY = { privateFields: ['title', 'description', 'aiRole', 'myRole'], expireInSeconds: AI_CALL_JOB_EXPIRY };

/** The scenario's own values, as a create job writes them; the job body adds the id, the owner and the shared fields. */
export type WrittenScenario = Omit<NewScenarioRow, 'id' | 'userId' | 'name' | 'isPublic' | 'fileIds' | 'glossaryId'>;

/**
 * The create jobs' common body: a retry answers the row an earlier run stored; otherwise `write` gets the glossary
 * and file texts, writes the scenario, and the row is stored with the payload's title, visibility, files and glossary.
 */
export async function createScenarioOnce(
  db: Db,
  payload: CreateScenarioPayload,
  write: (sources: { glossary: GenerateScenarioInput['glossary']; fileTexts: string[] }) => Promise<WrittenScenario>,
): Promise<ScenarioJobResult> {
  const { userId, scenarioId } = payload;
  const scenarios = createScenariosRepository(db);
  const existing = await scenarios.findOwnedScenario(scenarioId, userId);
  if (existing) return { data: toScenario(existing, userId, true) };

  const glossary = await readGlossary(db, userId, payload.glossaryId);
  const written = await write({ glossary, fileTexts: await readFileTexts(db, userId, payload.fileIds) });
  await assertStillMember(db, payload.organizationId, userId);
  const row = await scenarios.insertOwnedScenario({
    ...written,
    id: scenarioId,
    userId,
    organizationId: payload.organizationId,
    name: payload.title,
    isPublic: payload.isPublic,
    fileIds: payload.fileIds,
    glossaryId: glossary ? payload.glossaryId : null,
  });
  return { data: toScenario(row, userId, true) };
}

/**
 * The job and background an advanced scenario's character keeps: the persona's, unless the description states
 * another job for the character and the generator took it ("runs an e-bike repair shop" over a persona written as a
 * software architect); then the generator's, whose background leaves out the persona's other career. A job the
 * generator wrote that the description does not say is never taken over the persona's.
 */
export function jobUnderDescription(persona: ScenarioPersonaFacts, generated: GenerateScenarioOutput['description'], description: string): { occupation: string; background: string } {
  const kept = { occupation: persona.occupation || generated.charactersOccupation, background: persona.background || generated.charactersBackground };
  const written = generated.charactersOccupation.trim();
  if (!persona.occupation || !written || written.toLowerCase() === persona.occupation.trim().toLowerCase()) return kept;
  const words = written.toLowerCase().match(/[\p{L}\d-]+/gu) ?? [];
  const described = description.toLowerCase();
  // Most of its words as the description writes them: "e-bike repair shop owner" for "runs an e-bike repair shop".
  const isStated = words.filter((word) => new RegExp(`(?<![\\p{L}\\d-])${word}(?![\\p{L}\\d-])`, 'u').test(described)).length * 2 >= words.length;
  return isStated ? { occupation: written, background: generated.charactersBackground } : kept;
}

/**
 * The character's name in an advanced scenario: the persona's, unless the description never uses it and the generator
 * read the character's name from the description (every word of it written there): "Tom Reyes is a backend developer…"
 * played from a library persona named otherwise is Tom Reyes.
 */
export function nameUnderDescription(persona: ScenarioPersonaFacts, generatedName: string, description: string): string {
  const isWritten = (word: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu').test(description);
  const personaWords = persona.name.split(/\s+/).filter((word) => word.length > 1);
  const generatedWords = generatedName.split(/\s+/).filter((word) => word.length > 1);
  if (!persona.name || personaWords.some(isWritten) || generatedWords.length === 0) return persona.name || generatedName;
  return generatedWords.every(isWritten) ? generatedName : persona.name;
}

/** The persona's facts an advanced scenario keeps; null when the person may no longer use it. */
export async function readPersonaFacts(db: Db, userId: string, personaId: string): Promise<ScenarioPersonaFacts | null> {
  const row = await createScenarioSourcesRepository(db).findUsablePersona(userId, personaId);
  if (!row) return null;
  return personaFactsOf(row.details, row.name);
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

/** The model's brief did not pass the contract; the job retries, and a later answer may. */
export class InvalidScenarioBriefError extends Error {
  constructor(detail: string) {
    super(`The character brief that came back was not complete: ${detail}`);
    this.name = 'InvalidScenarioBriefError';
  }
}

/**
 * Asks the AI task for the scenario; input the offline engine cannot read fails the job with what to write instead.
 * The brief is checked against the shared contract before it is stored, whichever engine wrote it.
 */
export async function writeScenario(ai: AiClient, input: GenerateScenarioInput): Promise<GenerateScenarioOutput> {
  if ((await ai.engine('generation')).isOffline) {
    // Checked here as well as in the engine, because an error's class does not survive the worker thread.
    const reason = findUnreadableInputReason(input);
    if (reason) throw new PermanentJobError(reason);
  }
  const output = await ai.generate(generateScenarioTask, input);
  const brief = ScenarioBriefSchema.safeParse(output.brief);
  if (!brief.success) throw new InvalidScenarioBriefError(brief.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return { ...output, brief: brief.data };
}
