// The evaluation's own queries: a scenario's stored brief and glossary (to script its learners), a scenario read
// whole from the operator's database and copied into the throwaway one, and the eval person's id.
import { eq, sql } from 'drizzle-orm';
import type { ScenarioBrief } from '../../shared/contracts/character-brief.ts';
import type { Db } from '../db/client.ts';
import { glossaries, personas, rubrics, scenarios, users } from '../db/schema.ts';
import type { ScenarioSourceCopies } from '../db/schema/scenarios.ts';

export interface StoredScenario {
  id: string;
  name: string;
  description: Record<string, unknown>;
  brief: ScenarioBrief | null;
  glossaryContent: string | null;
}

/** A scenario as a copy carries it: its library items as the scenario's own copies, so it plays without them. */
export interface ScenarioCopy extends Omit<StoredScenario, 'glossaryContent'> {
  mode: string;
  categories: string[];
  sourceCopies: ScenarioSourceCopies;
}

/** The scenario's description, stored brief and glossary (its library glossary, else the copy it kept). */
export async function findStoredScenario(db: Db, id: string): Promise<StoredScenario | undefined> {
  const [row] = await db
    .select({
      id: scenarios.id,
      name: scenarios.name,
      description: scenarios.description,
      brief: scenarios.brief,
      glossaryContent: sql<string | null>`coalesce(${glossaries.content}, ${scenarios.sourceCopies} -> 'glossary' ->> 'content')`,
    })
    .from(scenarios)
    .leftJoin(glossaries, eq(glossaries.id, scenarios.glossaryId))
    .where(eq(scenarios.id, id))
    .limit(1);
  return row;
}

/** A scenario of the operator's database with its persona, rubric and glossary folded in as copies; undefined when there is none. */
export async function readScenarioCopy(db: Db, id: string): Promise<ScenarioCopy | undefined> {
  const [row] = await db
    .select({
      id: scenarios.id,
      name: scenarios.name,
      mode: scenarios.mode,
      categories: scenarios.categories,
      description: scenarios.description,
      brief: scenarios.brief,
      sourceCopies: scenarios.sourceCopies,
      persona: { name: personas.name, details: personas.details },
      rubric: { name: rubrics.name, content: rubrics.content, passMark: rubrics.passMark },
      glossary: { name: glossaries.name, content: glossaries.content },
    })
    .from(scenarios)
    .leftJoin(personas, eq(personas.id, scenarios.personaId))
    .leftJoin(rubrics, eq(rubrics.id, scenarios.rubricId))
    .leftJoin(glossaries, eq(glossaries.id, scenarios.glossaryId))
    .where(eq(scenarios.id, id))
    .limit(1);
  if (!row) return undefined;
  const { persona, rubric, glossary, sourceCopies, ...scenario } = row;
  const copies: ScenarioSourceCopies = {
    ...sourceCopies,
    ...(persona ? { persona } : {}),
    ...(rubric ? { rubric } : {}),
    ...(glossary ? { glossary } : {}),
  };
  return { ...scenario, sourceCopies: copies };
}

/** Stores the copy under its own id, owned by `userId` and private; its files stay behind. */
export async function insertScenarioCopy(db: Db, copy: ScenarioCopy, userId: string): Promise<void> {
  await db.insert(scenarios).values({ ...copy, userId, isSample: false, isPublic: false, fileIds: [], generatedBy: null });
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}
