// A glossary as the scenarios feature reads it: the one a scenario is built from, the copy a scenario keeps when it
// is deleted, and its content inside a scenario's statement. Exported for those purposes, so that no other feature
// queries the glossaries table.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { glossaries } from '../../db/schema.ts';
import { isVisibleRow } from '../library/library-items.ts';

/** The glossary when the caller may use it (their own, their organisations', or a sample); undefined otherwise. */
export async function findUsableGlossary(db: Db, userId: string, id: string): Promise<{ name: string; content: string } | undefined> {
  const [row] = await db
    .select({ name: glossaries.name, content: glossaries.content })
    .from(glossaries)
    .where(and(eq(glossaries.id, id), isVisibleRow(glossaries, userId)))
    .limit(1);
  return row;
}

/** The glossary's name and content as one jsonb value (null when there is no such glossary), an expression for the caller's statement. */
export function glossaryCopyOf(id: string): SQL {
  return sql`(select jsonb_build_object('name', ${glossaries.name}, 'content', ${glossaries.content}) from ${glossaries} where ${glossaries.id} = ${id})`;
}

/** The content of the glossary whose id is `glossaryId` (a column of the caller's statement); null when there is none. */
export function glossaryContentOf(glossaryId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${glossaries.content} from ${glossaries} where ${glossaries.id} = ${glossaryId})`;
}
