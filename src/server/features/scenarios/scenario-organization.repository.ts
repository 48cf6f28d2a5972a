// Which organisation a scenario belongs to, as the credits feature reads it to choose who pays for a session.
// Exported for that purpose, so that no other feature queries the scenarios table.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scenarios } from '../../db/schema.ts';

/** The organisation the scenario belongs to (the library's `organization_id`), or null for a personal scenario or a sample. */
export async function organizationOfScenario(db: Db, scenarioId: string): Promise<string | null> {
  const [row] = await db.select({ organizationId: scenarios.organizationId }).from(scenarios).where(eq(scenarios.id, scenarioId)).limit(1);
  return row?.organizationId ?? null;
}
