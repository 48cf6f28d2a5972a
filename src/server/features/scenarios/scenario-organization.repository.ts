// Which organisation a scenario belongs to, as the credits feature reads it to choose who pays for a session.
// Exported for that purpose, so that no other feature queries the scenarios table.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The organisation the scenario belongs to (the library's `organization_id`), or null for a personal scenario or a
 * sample. The row is read as JSON, so this answers null, not an error, on a database whose scenarios have no such
 * column yet.
 */
export async function organizationOfScenario(db: Db, scenarioId: string): Promise<string | null> {
  const result = (await db.execute(sql`select to_jsonb(s) ->> 'organization_id' as organization_id from scenarios s where s.id = ${scenarioId} limit 1`)) as unknown as {
    rows: { organization_id: string | null }[];
  };
  return result.rows[0]?.organization_id ?? null;
}
