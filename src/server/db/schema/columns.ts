// Column builders the tables share; not tables themselves, so db/schema.ts does not re-export this file. Each is a
// function because a column builder belongs to the one table it is placed in.
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's own id: a random uuid. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A moment with its time zone, read as a Date. */
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampColumn('created_at').notNull().defaultNow();
export const updatedAt = () => timestampColumn('updated_at').notNull().defaultNow();

/** A required link to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });
