// The Usage page's queries: sessions, credits and AI calls summed per day in SQL, from `since` on. Read-only.
import { gte, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiCalls, conversations, creditEntries } from '../../db/schema.ts';

/** A safety bound on the grouped AI rows: days × tasks × models stays far below it. */
const MAX_AI_GROUPS = 5000;

/** The UTC day of a timestamp, as YYYY-MM-DD. */
const dayOf = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

export interface AiCallGroup {
  day: string;
  task: string;
  taskGroup: string | null;
  provider: string;
  model: string;
  calls: number;
  failures: number;
  callsWithoutTokens: number;
  inputTokens: number;
  outputTokens: number;
}

export function createAdminUsageRepository(db: Db) {
  return {
    /** Sessions started per UTC day. */
    async countSessionsPerDay(since: Date): Promise<{ day: string; sessions: number }[]> {
      const day = dayOf(conversations.startedAt);
      return db
        .select({ day, sessions: sql<number>`count(*)::int`.mapWith(Number) })
        .from(conversations)
        .where(gte(conversations.startedAt, since))
        .groupBy(day)
        .orderBy(day);
    },

    /** Credits taken (debits) and given (every positive entry) per UTC day, across every account. */
    async sumCreditsPerDay(since: Date): Promise<{ day: string; spent: number; granted: number }[]> {
      const day = dayOf(creditEntries.createdAt);
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
    },

    /** AI calls per UTC day, task and model, with their token sums (calls without counts add nothing). */
    async sumAiCalls(since: Date): Promise<AiCallGroup[]> {
      const day = dayOf(aiCalls.createdAt);
      return db
        .select({
          day,
          task: aiCalls.task,
          taskGroup: aiCalls.taskGroup,
          provider: aiCalls.provider,
          model: aiCalls.model,
          calls: sql<number>`count(*)::int`.mapWith(Number),
          failures: sql<number>`(count(*) filter (where ${aiCalls.outcome} = 'failed'))::int`.mapWith(Number),
          callsWithoutTokens: sql<number>`(count(*) filter (where ${aiCalls.inputTokens} is null and ${aiCalls.outputTokens} is null))::int`.mapWith(Number),
          inputTokens: sql<number>`coalesce(sum(${aiCalls.inputTokens}), 0)::bigint`.mapWith(Number),
          outputTokens: sql<number>`coalesce(sum(${aiCalls.outputTokens}), 0)::bigint`.mapWith(Number),
        })
        .from(aiCalls)
        .where(gte(aiCalls.createdAt, since))
        .groupBy(day, aiCalls.task, aiCalls.taskGroup, aiCalls.provider, aiCalls.model)
        .orderBy(day, aiCalls.task)
        .limit(MAX_AI_GROUPS);
    },
  };
}
