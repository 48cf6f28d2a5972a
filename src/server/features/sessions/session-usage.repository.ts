// Sessions counted per day for the Usage page (the admin feature), exported for that purpose so that no other feature
// queries the conversations table.
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { utcDayOf } from '../../db/utc-day.ts';

/** Sessions started per UTC day, from `since` on. */
export async function countSessionsPerDay(db: Db, since: Date): Promise<{ day: string; sessions: number }[]> {
  const day = utcDayOf(conversations.startedAt);
  return db
    .select({ day, sessions: sql<number>`count(*)::int`.mapWith(Number) })
    .from(conversations)
    .where(gte(conversations.startedAt, since))
    .groupBy(day)
    .orderBy(day);
}
