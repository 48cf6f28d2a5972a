// The personas feature's queries, the only ones that write the personas table, and how a row is answered.
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Persona, PersonaDetails, PersonaListItem } from '../../../shared/contracts/personas.ts';
import type { Db } from '../../db/client.ts';
import { personas } from '../../db/schema.ts';
import { canChangeColumn, deleteOwnRow, isListedRow, isOwnRow, isVisibleRow } from '../library/library-items.ts';
import { currentOrganizationOf, currentOrganizationRoleOf } from '../organizations/organization-records.repository.ts';

export type PersonaRow = typeof personas.$inferSelect;
/** A row with whether the caller may change it (canChangeColumn). */
export type ListedPersonaRow = PersonaRow & { canChange: boolean };
export type NewSamplePersona = Pick<typeof personas.$inferInsert, 'id' | 'name' | 'prompt' | 'details' | 'createdAt'>;

/** A row as the API answers it (spec: id, name, persona_details, timestamp). */
export function toPersona(row: PersonaRow): Persona {
  return { id: row.id, name: row.name, persona_details: row.details as PersonaDetails, timestamp: row.createdAt.toISOString(), persona_prompt: row.prompt, generated_by: row.generatedBy, organization_id: row.organizationId };
}

export function toPersonaListItem(row: ListedPersonaRow): PersonaListItem {
  return { ...toPersona(row), is_sample: row.isSample, can_change: row.canChange };
}

export function createPersonasRepository(db: Db) {
  return {
    /** The person's own personas, those of the organisation chosen in the header, and the samples, newest first. */
    async listVisibleToUser(userId: string, limit: number): Promise<ListedPersonaRow[]> {
      return db
        .select({ ...getTableColumns(personas), canChange: canChangeColumn(personas, userId) })
        .from(personas)
        .where(isListedRow(personas, userId))
        .orderBy(desc(personas.createdAt), desc(personas.id))
        .limit(limit);
    },

    /**
     * Changes whenever the list would: a persona added, removed or edited (its own, its organisation's or a sample),
     * another workspace chosen in the header, or the caller's role in it changed (which items they may change).
     */
    async listVersion(userId: string): Promise<string> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          newest: sql<string>`coalesce(max(${personas.updatedAt}), 'epoch')::text`,
          workspace: sql<string>`coalesce(${currentOrganizationOf(userId)}, 'personal')`,
          role: sql<string>`coalesce(${currentOrganizationRoleOf(userId)}, '')`,
        })
        .from(personas)
        .where(isListedRow(personas, userId));
      return `${row?.workspace ?? ''}:${row?.role ?? ''}:${row?.count ?? 0}:${row?.newest ?? ''}`;
    },

    /** A persona the person may see: their own, their organisations', or a sample. */
    async findVisiblePersona(id: string, userId: string): Promise<PersonaRow | undefined> {
      const [row] = await db.select().from(personas).where(and(eq(personas.id, id), isVisibleRow(personas, userId))).limit(1);
      return row;
    },

    async findPersonaById(id: string): Promise<PersonaRow | undefined> {
      const [row] = await db.select().from(personas).where(eq(personas.id, id)).limit(1);
      return row;
    },

    async findOwnedPersona(id: string, userId: string): Promise<PersonaRow | undefined> {
      const [row] = await db
        .select()
        .from(personas)
        .where(isOwnRow(personas, id, userId))
        .limit(1);
      return row;
    },

    /** Inserts a generated persona; a retried job that already inserted it gets the existing row back. */
    async insertOwnedPersona(values: { id: string; userId: string; organizationId?: string | null; name: string; prompt: string; fileIds: string[]; details: PersonaDetails; generatedBy?: string | null }): Promise<PersonaRow> {
      await db.insert(personas).values({ ...values, isSample: false }).onConflictDoNothing({ target: personas.id });
      const [row] = await db.select().from(personas).where(and(eq(personas.id, values.id), eq(personas.userId, values.userId))).limit(1);
      if (!row) throw new Error('The persona row was not stored.');
      return row;
    },

    /** Saves edited fields on the person's own persona; undefined when it no longer exists. */
    async updateOwnedPersona(id: string, userId: string, values: { name: string; details: PersonaDetails }): Promise<PersonaRow | undefined> {
      const [row] = await db
        .update(personas)
        .set({ name: values.name, details: values.details, updatedAt: sql`clock_timestamp()` })
        .where(isOwnRow(personas, id, userId))
        .returning();
      return row;
    },

    /** Replaces what the generator wrote (the details); the list name and the prompt stay. Undefined when it no longer exists. */
    async replaceOwnedPersonaDetails(
      id: string,
      userId: string,
      details: PersonaDetails,
      generatedBy: string | null = null,
      /** A regeneration also stores the prompt it used and its seed. */
      generation: { prompt: string; generationSeed: number } | null = null,
    ): Promise<PersonaRow | undefined> {
      const [row] = await db
        .update(personas)
        .set({ details, generatedBy, ...(generation ?? {}), updatedAt: sql`clock_timestamp()` })
        .where(isOwnRow(personas, id, userId))
        .returning();
      return row;
    },

    /** The person's own copy of a persona they can see: the same prompt, files and details under a new id and name. */
    async insertPersonaCopy(source: PersonaRow, values: { userId: string; name: string; details: PersonaDetails }): Promise<PersonaRow> {
      const [row] = await db
        .insert(personas)
        .values({
          userId: values.userId,
          isSample: false,
          name: values.name,
          prompt: source.prompt,
          // A sample's files are nobody's, an organisation's are the organisation's: only the person's own persona
          // passes its (their) files on to their own copy.
          fileIds: source.userId === values.userId && source.organizationId === null ? source.fileIds : [],
          details: values.details,
          generatedBy: source.generatedBy,
        })
        .returning();
      if (!row) throw new Error('The persona copy was not stored.');
      return row;
    },

    /** Deletes the person's own persona; false when there was none to delete. */
    async deleteOwnedPersona(id: string, userId: string): Promise<boolean> {
      return deleteOwnRow(db, personas, id, userId);
    },

    /** Adds the read-only samples once; rows that already exist are left as they are. */
    /** Which of `ids` already have a row: the samples a start need not write again. */
    async listExistingIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: personas.id }).from(personas).where(inArray(personas.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async insertSamplePersonas(rows: NewSamplePersona[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(personas)
        .values(rows.map((row) => ({ ...row, userId: null, isSample: true, fileIds: [] })))
        .onConflictDoNothing({ target: personas.id });
    },
  };
}

export type PersonasRepository = ReturnType<typeof createPersonasRepository>;
