import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns.ts';
import { scenarios } from './scenarios.ts';
import { users } from './users.ts';

/** The credits ledger: append-only; a person's balance is the sum of their entries. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('credit_entries_user_id_idx').on(table.userId, table.createdAt)],
);
