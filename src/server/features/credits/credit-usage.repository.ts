// Credits summed per day for the Usage page (the admin feature), exported for that purpose so that no other feature
// queries the credit ledger.
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditEntries } from '../../db/schema.ts';
import { utcDayOf } from '../../db/utc-day.ts';

/** Credits taken (debits) and given (every positive entry) per UTC day, across every account, from `since` on. */
export async function sumCreditsPerDay(db: Db, since: Date): Promise<{ day: string; spent: number; granted: number }[]> {
  const day = utcDayOf(creditEntries.createdAt);
  return db
    .select({
      day,
      spent: sql<number>`coalesce(sum(-${creditEntries.amount}) filter (where ${creditEntries.amount} < 0), 0)::int`.mapWith(Number),
      granted: sql<number>`coalesce(sum(${creditEntries.amount}) filter (where ${creditEntries.amount} > 0), 0)::int`.mapWith(Number),
    })
    .from(creditEntries)
    .where(gte(creditEntries.createdAt, since))
    .groupBy(day)
    .orderBy(day);
}
