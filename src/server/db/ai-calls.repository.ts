// The only file that writes the ai_calls table: the AI layer's record of its calls (ai/ai-call-recorder.ts).
// The Usage page reads it through features/admin/admin-usage.repository.ts.
import { lt } from 'drizzle-orm';
import type { Db } from './client.ts';
import { aiCalls } from './schema.ts';

export type NewAiCall = typeof aiCalls.$inferInsert;

export function createAiCallsRepository(db: Db) {
  return {
    /** Stores a batch of calls in one statement. */
    async insertAiCalls(rows: NewAiCall[]): Promise<void> {
      if (rows.length > 0) await db.insert(aiCalls).values(rows);
    },

    /** Forgets the calls that started before `before`; answers how many. */
    async deleteAiCallsBefore(before: Date): Promise<number> {
      const deleted = await db.delete(aiCalls).where(lt(aiCalls.createdAt, before)).returning({ id: aiCalls.id });
      return deleted.length;
    },
  };
}

export type AiCallsRepository = ReturnType<typeof createAiCallsRepository>;
