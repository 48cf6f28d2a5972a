// The Usage page's query of AI calls summed per day in SQL, from `since` on (sessions and credits come from their
// features: countSessionsPerDay, sumCreditsPerDay). Read-only.
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiCalls } from '../../db/schema.ts';
import { utcDayOf } from '../../db/utc-day.ts';

/** A safety bound on the grouped AI rows: days × tasks × models stays far below it. */
const MAX_AI_GROUPS = 5000;

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
    /** AI calls per UTC day, task and model, with their token sums (calls without counts add nothing). */
    async sumAiCalls(since: Date): Promise<AiCallGroup[]> {
      const day = utcDayOf(aiCalls.createdAt);
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
