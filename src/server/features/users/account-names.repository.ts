// The names of accounts, for the features that show who did something (the Quality page's "started by"). Exported
// for that purpose: another feature reads the users table through here, never by querying it.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Each existing account's name by id; an id without an account (deleted) is absent. */
export async function findAccountNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)).limit(ids.length);
  return new Map(rows.map((row) => [row.id, row.name]));
}
