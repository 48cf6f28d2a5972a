// Read-only look-ups of the library items a scenario is built from (persona, rubric, glossary). They live here
// because a feature imports no other feature; the same visibility rule applies: the person's own items or samples.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaries, personas, rubrics } from '../../db/schema.ts';
import { isVisibleRow } from '../library/library-items.ts';

export function createScenarioSourcesRepository(db: Db) {
  return {
    async findUsablePersona(userId: string, id: string) {
      const [row] = await db
        .select({ name: personas.name, details: personas.details })
        .from(personas)
        .where(and(eq(personas.id, id), isVisibleRow(personas, userId)))
        .limit(1);
      return row;
    },

    async findUsableRubric(userId: string, id: string) {
      const [row] = await db
        .select({ name: rubrics.name, content: rubrics.content })
        .from(rubrics)
        .where(and(eq(rubrics.id, id), isVisibleRow(rubrics, userId)))
        .limit(1);
      return row;
    },

    async findUsableGlossary(userId: string, id: string) {
      const [row] = await db
        .select({ name: glossaries.name, content: glossaries.content })
        .from(glossaries)
        .where(and(eq(glossaries.id, id), isVisibleRow(glossaries, userId)))
        .limit(1);
      return row;
    },
  };
}
