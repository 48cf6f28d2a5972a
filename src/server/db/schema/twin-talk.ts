// The owner's conversation with their own twin, kept so the Talk page shows it again; the twin's voice is a column
// of `twins` (schema/twin.ts).
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns.ts';
import { twins } from './twin.ts';

/** One line of the owner's conversation: theirs ('user') or the twin's ('twin'). Capped per twin by the service. */
export const twinTalkMessages = pgTable(
  'twin_talk_messages',
  {
    id: idColumn(),
    twinId: belongsTo('twin_id', () => twins.id),
    /** 'user' | 'twin'. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('twin_talk_messages_twin_id_idx').on(table.twinId, table.createdAt)],
);
