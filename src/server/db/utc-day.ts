// Grouping by day in SQL, the same way for every per-day figure (the Usage page's sessions, credits and AI calls).
import { sql, type AnyColumn } from 'drizzle-orm';

/** The UTC day of a timestamp column, as YYYY-MM-DD. */
export const utcDayOf = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
