import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ScenarioBrief } from '../../../shared/contracts/character-brief.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { organizationColumn } from './library-columns.ts';
import { glossaries } from './glossaries.ts';
import { personas } from './personas.ts';
import { rubrics } from './rubrics.ts';
import { users } from './users.ts';

/** What a scenario keeps of the library items it used, once they are deleted. */
export interface ScenarioSourceCopies {
  persona?: { name: string; details: Record<string, unknown> };
  rubric?: { name: string; content: Record<string, unknown>; passMark: number };
  glossary?: { name: string; content: string };
}

/**
 * Roleplay scenarios: owned by a user (private or public) or a read-only public sample (no owner).
 * `description` is the generated character and situation; `inputs` keeps what the learner wrote, so a
 * scenario can be regenerated or explained later.
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation whose shared library holds the scenario; null for a person's own or a sample. */
    organizationId: organizationColumn(),
    isSample: boolean('is_sample').notNull().default(false),
    name: text('name').notNull(),
    /** 'Quick' or 'Advanced'. */
    mode: text('mode').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    description: jsonb('description').$type<Record<string, unknown>>().notNull(),
    /**
     * The character brief (ScenarioBrief): who the character is, what they know and hide, their objections and the
     * outcome, kept apart from what the learner sees. Null only for a row not yet given one (filled at start-up).
     */
    brief: jsonb('brief').$type<ScenarioBrief>(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull().default({}),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    personaId: uuid('persona_id').references(() => personas.id, { onDelete: 'set null' }),
    rubricId: uuid('rubric_id').references(() => rubrics.id, { onDelete: 'set null' }),
    glossaryId: uuid('glossary_id').references(() => glossaries.id, { onDelete: 'set null' }),
    /**
     * The scenario's own copies of a persona, rubric or glossary that was deleted while the scenario used it
     * (ScenarioSourceCopies): the session and the grading read them when the library item is gone.
     */
    sourceCopies: jsonb('source_copies').$type<ScenarioSourceCopies>().notNull().default({}),
    /** Which engine wrote the character and situation: "offline engine" or the model's label. */
    generatedBy: text('generated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('scenarios_user_id_idx').on(table.userId, table.createdAt), index('scenarios_public_idx').on(table.isPublic, table.createdAt), index('scenarios_organization_id_idx').on(table.organizationId, table.createdAt)],
);
