// A persona as the scenarios feature reads it: the one a scenario is built from, the copy a scenario keeps when it
// is deleted, and its details inside a scenario's statement. Exported for those purposes, so that no other feature
// queries the personas table.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { personas } from '../../db/schema.ts';
import { isVisibleRow } from '../library/library-items.ts';

/** The persona when the caller may use it (their own or a sample); undefined otherwise. */
export async function findUsablePersona(db: Db, userId: string, id: string): Promise<{ name: string; details: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({ name: personas.name, details: personas.details })
    .from(personas)
    .where(and(eq(personas.id, id), isVisibleRow(personas, userId)))
    .limit(1);
  return row;
}

/** The persona's name and details as one jsonb value (null when there is no such persona), an expression for the caller's statement. */
export function personaCopyOf(id: string): SQL {
  return sql`(select jsonb_build_object('name', ${personas.name}, 'details', ${personas.details}) from ${personas} where ${personas.id} = ${id})`;
}

/** The details of the persona whose id is `personaId` (a column of the caller's statement); null when there is none. */
export function personaDetailsOf(personaId: AnyPgColumn): SQL<Record<string, unknown> | null> {
  return sql<Record<string, unknown> | null>`(select ${personas.details} from ${personas} where ${personas.id} = ${personaId})`;
}
