// A scenario as other features read it: the sessions feature plays its character (with the persona and glossary it
// was built from, or the copies it kept of them), the reports feature grades against its rubric. Exported for those
// purposes, so that no other feature queries the scenarios table.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ScenarioBrief } from '../../../shared/contracts/character-brief.ts';
import type { Db } from '../../db/client.ts';
import { scenarios, type ScenarioSourceCopies } from '../../db/schema.ts';
import { isAssignedTo } from '../assignments/assignment-records.repository.ts';
import { glossaryContentOf } from '../glossaries/glossary-records.repository.ts';
import { isVisibleRow } from '../library/library-items.ts';
import { personaDetailsOf } from '../personas/persona-records.repository.ts';

/** A scenario as a session plays it. */
export interface PlayableScenarioRow {
  id: string;
  userId: string | null;
  name: string;
  description: Record<string, unknown>;
  brief: ScenarioBrief | null;
  fileIds: string[];
  personaDetails: Record<string, unknown> | null;
  glossaryContent: string | null;
}

/** playableScenarioQuery's row, with the database's column names. */
export interface PlayableScenarioSqlRow {
  id: string;
  user_id: string | null;
  name: string;
  description: Record<string, unknown>;
  brief: ScenarioBrief | null;
  file_ids: string[];
  persona_details: Record<string, unknown> | null;
  glossary_content: string | null;
}

// The library item, else the copy the scenario kept when it was deleted.
const personaDetails = sql<Record<string, unknown> | null>`coalesce(${personaDetailsOf(scenarios.personaId)}, ${scenarios.sourceCopies} -> 'persona' -> 'details')`;
const glossaryContent = sql<string | null>`coalesce(${glossaryContentOf(scenarios.glossaryId)}, ${scenarios.sourceCopies} -> 'glossary' ->> 'content')`;

/**
 * The caller may play their own scenarios, their organisations' (while a member), public ones, samples and those an
 * organisation assigned to them; another's private one is "not found".
 */
const playableBy = (userId: string, scenarioId: string) =>
  and(eq(scenarios.id, scenarioId), or(isVisibleRow(scenarios, userId), eq(scenarios.isPublic, true), isAssignedTo(userId, scenarios.id)));

/** The scenario when the caller may play it; undefined otherwise. */
export async function findPlayableScenario(db: Db, userId: string, scenarioId: string): Promise<PlayableScenarioRow | undefined> {
  const [row] = await db
    .select({
      id: scenarios.id,
      userId: scenarios.userId,
      name: scenarios.name,
      description: scenarios.description,
      brief: scenarios.brief,
      fileIds: scenarios.fileIds,
      personaDetails,
      glossaryContent,
    })
    .from(scenarios)
    .where(playableBy(userId, scenarioId))
    .limit(1);
  return row;
}

/**
 * findPlayableScenario as a query for the caller's own statement (one row at most, PlayableScenarioSqlRow's columns),
 * so a session can read the scenario and count its use in one round trip.
 */
export function playableScenarioQuery(userId: string, scenarioId: string): SQL {
  return sql`select ${scenarios.id} as id, ${scenarios.userId} as user_id, ${scenarios.name} as name, ${scenarios.description} as description,
            ${scenarios.brief} as brief, ${scenarios.fileIds} as file_ids, ${personaDetails} as persona_details, ${glossaryContent} as glossary_content
          from ${scenarios}
          where ${playableBy(userId, scenarioId)}
          limit 1`;
}

/** PlayableScenarioSqlRow as findPlayableScenario answers it. */
export function toPlayableScenario(row: PlayableScenarioSqlRow): PlayableScenarioRow {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    brief: row.brief,
    fileIds: row.file_ids,
    personaDetails: row.persona_details,
    glossaryContent: row.glossary_content,
  };
}

/** The scenario's rubric (or the copy it kept of a deleted one) and categories, for grading; undefined when the scenario is gone. */
export async function findScenarioGrading(
  db: Db,
  scenarioId: string,
): Promise<{ rubricId: string | null; rubricCopy: ScenarioSourceCopies['rubric'] | null; categories: string[] } | undefined> {
  const [row] = await db
    .select({
      rubricId: scenarios.rubricId,
      rubricCopy: sql<ScenarioSourceCopies['rubric'] | null>`${scenarios.sourceCopies} -> 'rubric'`,
      categories: scenarios.categories,
    })
    .from(scenarios)
    .where(eq(scenarios.id, scenarioId))
    .limit(1);
  return row;
}

/** Which of `scenarioIds` the person may assign in the organisation: their own, the organisation's and the samples, with their names. */
export async function findAssignableScenarios(db: Db, userId: string, organizationId: string, scenarioIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (scenarioIds.length === 0) return [];
  return db
    .select({ id: scenarios.id, name: scenarios.name })
    .from(scenarios)
    .where(and(inArray(scenarios.id, [...scenarioIds]), or(eq(scenarios.userId, userId), eq(scenarios.isSample, true), eq(scenarios.organizationId, organizationId))))
    .limit(scenarioIds.length);
}
