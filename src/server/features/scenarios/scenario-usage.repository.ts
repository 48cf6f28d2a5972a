// Which scenarios use a persona, rubric or glossary, and the copies a scenario keeps of one that is deleted, so the
// scenario goes on working: its sessions read the persona and glossary copies, its grading the rubric copy.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scenarios } from '../../db/schema.ts';
import { glossaryCopyOf } from '../glossaries/glossary-records.repository.ts';
import { personaCopyOf } from '../personas/persona-records.repository.ts';
import { rubricCopyOf } from '../rubrics/rubric-records.repository.ts';

export type LibraryItemKind = 'persona' | 'rubric' | 'glossary';

/** A scenario that uses a library item, as the delete confirmation names it. */
export interface UsingScenario {
  id: string;
  name: string;
}

const REFERENCE = { persona: scenarios.personaId, rubric: scenarios.rubricId, glossary: scenarios.glossaryId } as const;

/** The copy a scenario keeps, built from the item's row in SQL (through its owner's read) so the copy and the delete see the same row. */
const COPY_OF = { persona: personaCopyOf, rubric: rubricCopyOf, glossary: glossaryCopyOf } as const;

export function createScenarioUsageRepository(db: Db) {
  /** The scenarios that use the item, by name; any owner's (a sample can be used by everyone, but samples are never deleted). */
  async function listScenariosUsing(kind: LibraryItemKind, id: string): Promise<UsingScenario[]> {
    return db.select({ id: scenarios.id, name: scenarios.name }).from(scenarios).where(eq(REFERENCE[kind], id)).orderBy(asc(scenarios.name));
  }

  /** Gives every scenario that uses the item its own copy of it; before the delete, the foreign key then clears the reference and the copy takes its place. */
  async function keepCopiesInScenarios(kind: LibraryItemKind, id: string): Promise<void> {
    await db
      .update(scenarios)
      .set({ sourceCopies: sql`${scenarios.sourceCopies} || jsonb_build_object(${kind}::text, ${COPY_OF[kind](id)})` })
      .where(eq(REFERENCE[kind], id));
  }

  return {
    listScenariosUsing,

    /**
     * Deletes a library item with `deleteItem` after giving every scenario that uses it its own copy; answers those
     * scenarios, or undefined when `deleteItem` found nothing to delete. Call it in a transaction and roll that back
     * on undefined, so no scenario keeps a copy of an item that is still there.
     */
    async deleteKeepingCopies(kind: LibraryItemKind, id: string, deleteItem: () => Promise<boolean>): Promise<UsingScenario[] | undefined> {
      const using = await listScenariosUsing(kind, id);
      await keepCopiesInScenarios(kind, id);
      return (await deleteItem()) ? using : undefined;
    },
  };
}
