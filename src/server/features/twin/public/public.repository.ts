// The public chat's visit log (twin_chat_visits): one activity entry per visit, not per message.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twinChatVisits } from '../../../db/schema.ts';

export function createPublicRepository(db: Db) {
  return {
    /**
     * Records that `visitorKey` chatted now; true when this starts a new visit (none in the last `visitGapMs`), so
     * the activity log gets one entry per visit.
     */
    async touchChatVisit(twinId: string, visitorKey: string, now: Date, visitGapMs: number): Promise<boolean> {
      const [previous] = await db
        .select({ lastAt: twinChatVisits.lastAt })
        .from(twinChatVisits)
        .where(and(eq(twinChatVisits.twinId, twinId), eq(twinChatVisits.visitorKey, visitorKey)))
        .limit(1);
      await db
        .insert(twinChatVisits)
        .values({ twinId, visitorKey, lastAt: now })
        .onConflictDoUpdate({ target: [twinChatVisits.twinId, twinChatVisits.visitorKey], set: { lastAt: now } });
      return !previous || now.getTime() - previous.lastAt.getTime() > visitGapMs;
    },
  };
}
