import type { FastifyInstance } from 'fastify';
// Rows for tests, written through each feature's repository with sensible defaults: a test names only what it is about.
import { randomUUID } from 'node:crypto';
import { generatePersonaOffline } from '../ai/offline/persona/generate-persona.ts';
import { generateOfflineRubric } from '../ai/offline/rubric/generate-rubric.ts';
import type { Db } from '../db/client.ts';
import { createFilesRepository, type FileRow } from '../features/files/files.repository.ts';
import { createGlossariesRepository, type GlossaryRow } from '../features/glossaries/glossaries.repository.ts';
import { createPersonasRepository, type PersonaRow } from '../features/personas/personas.repository.ts';
import { createRubricsRepository, type RubricRow } from '../features/rubrics/rubrics.repository.ts';
import { createScenariosRepository, type ScenarioRow } from '../features/scenarios/scenarios.repository.ts';
import { createSessionsRepository } from '../features/sessions/sessions.repository.ts';
import { toCharacterReplyInput } from '../features/sessions/character-context.ts';

/** A file that has finished processing (`ready`), unless `extractedText` is null: then it is still `processing`. */
export async function buildFile(
  db: Db,
  overrides: { userId: string; filename?: string; extractedText?: string | null },
): Promise<FileRow> {
  const filename = overrides.filename ?? 'notes.txt';
  const extractedText = overrides.extractedText === undefined ? 'Quarterly notes.' : overrides.extractedText;
  const files = createFilesRepository(db);
  const row = await files.insertFile({
    userId: overrides.userId,
    filename,
    fileType: 'txt',
    mimeType: 'text/plain',
    sizeBytes: Buffer.byteLength(extractedText ?? ''),
    storageKey: `test/${randomUUID()}`,
  });
  if (extractedText === null) return row;
  const ready = await files.markFileReady(row.id, extractedText);
  if (!ready) throw new Error('The test file was not stored.');
  return ready;
}

/** The person's own persona, its details written by the offline engine from the prompt. */
export async function buildPersona(
  db: Db,
  overrides: { userId: string; id?: string; name?: string; prompt?: string; fileIds?: string[] },
): Promise<PersonaRow> {
  const name = overrides.name ?? 'Sarah';
  const prompt = overrides.prompt ?? 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';
  return createPersonasRepository(db).insertOwnedPersona({
    id: overrides.id ?? randomUUID(),
    userId: overrides.userId,
    name,
    prompt,
    fileIds: overrides.fileIds ?? [],
    details: generatePersonaOffline({ name, prompt, fileTexts: [] }),
  });
}

/** The person's own rubric, its content written by the offline engine from the name and description. */
export async function buildRubric(
  db: Db,
  overrides: { userId: string; id?: string; name?: string; description?: string },
): Promise<RubricRow> {
  const name = overrides.name ?? 'Discovery call';
  const description = overrides.description ?? 'A first call with a prospect to uncover needs, pain and next steps.';
  return createRubricsRepository(db).insertRubric({
    id: overrides.id ?? randomUUID(),
    userId: overrides.userId,
    isSample: false,
    name,
    description,
    fileIds: [],
    content: generateOfflineRubric({ name, description, fileTexts: [] }),
  });
}

/** The person's own glossary. */
export async function buildGlossary(
  db: Db,
  overrides: { userId: string; id?: string; name?: string; content?: string },
): Promise<GlossaryRow> {
  const row = await createGlossariesRepository(db).insertGlossary({
    id: overrides.id ?? randomUUID(),
    userId: overrides.userId,
    name: overrides.name ?? 'Sales terms',
    content: overrides.content ?? 'Lead: a person who has shown interest.',
  });
  if (!row) throw new Error('The test glossary was not stored.');
  return row;
}

/** The character of buildScenario's default description: a sceptical hospital buyer. */
export const TEST_SCENARIO_DESCRIPTION = {
  charactersName: 'Maria Keller',
  charactersGender: 'Female',
  charactersAge: '52',
  charactersOccupation: 'Procurement manager at St. Anne Hospital',
  charactersBackground: 'Maria has bought medical supplies for twenty years.',
  charactersScenarioSnippet: 'Maria is unhappy that the last delivery arrived two weeks late. She opens with: "Hello, I\'m Maria Keller from St. Anne Hospital. Our last delivery came two weeks late."',
  charactersRelevanceToScenario: 'She decides whether the contract is renewed.',
  scenarioDetails: { Overview: 'A supplier renews a contract with a sceptical hospital buyer.' },
};

/** The person's own scenario (private unless `isPublic`), with the hospital buyer as its character by default. */
export async function buildScenario(
  db: Db,
  overrides: { userId: string; id?: string; name?: string; isPublic?: boolean; description?: Record<string, unknown>; personaId?: string; glossaryId?: string; fileIds?: string[] },
): Promise<ScenarioRow> {
  return createScenariosRepository(db).insertOwnedScenario({
    id: overrides.id ?? randomUUID(),
    userId: overrides.userId,
    name: overrides.name ?? 'Renewing the hospital contract',
    mode: 'Quick',
    isPublic: overrides.isPublic ?? false,
    categories: ['Sales'],
    description: overrides.description ?? TEST_SCENARIO_DESCRIPTION,
    fileIds: overrides.fileIds ?? [],
    personaId: overrides.personaId ?? null,
    glossaryId: overrides.glossaryId ?? null,
  });
}

/**
 * A session of the person these cookies sign in, whose character said `line`: the request body that has the voice
 * speak it (the voice speaks only a session's own character lines).
 */
export async function buildSpokenLine(app: FastifyInstance, db: Db, cookies: string, line: string): Promise<{ text: string; conversation_id: string }> {
  const me = await app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
  const userId = (me.json() as { user: { id: string } }).user.id;
  return { text: line, conversation_id: await buildSessionWithLines(db, userId, [{ content: line }]) };
}

/** A speech session of `userId`'s on a scenario of theirs, with these lines of the character; `isComplete: false`: still streaming. */
export async function buildSessionWithLines(db: Db, userId: string, lines: { content: string; isComplete?: boolean }[]): Promise<string> {
  const sessions = createSessionsRepository(db);
  const scenario = await sessions.findChatScenario(userId, (await buildScenario(db, { userId })).id);
  if (!scenario) throw new Error('the scenario just built is not playable');
  const { messages: _messages, ...context } = toCharacterReplyInput(scenario, [], []);
  const conversation = await sessions.insertConversation({ userId, scenarioId: scenario.id, scenarioName: scenario.name, mode: 'speech', language: 'en-US', context });
  for (const line of lines) await sessions.insertMessage({ conversationId: conversation.id, role: 'character', content: line.content, complete: line.isComplete ?? true });
  return conversation.id;
}
