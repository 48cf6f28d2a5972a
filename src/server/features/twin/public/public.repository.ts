// The public chat's visit log (twin_chat_visits): one activity entry per visit, not per message; and what the twin
// said lately to each listener (twin_spoken_replies), the only text its public voice speaks.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { TWIN_SPOKEN_REPLIES_KEPT } from '../../../../shared/contracts/twin-constants.ts';
import type { Db } from '../../../db/client.ts';
import { twinChatVisits, twinSpokenReplies } from '../../../db/schema.ts';

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

    /**
     * Keeps `text`, a reply the twin gave `speakerKey`, until `expiresAt`: one insert, as it is made at the end of every
     * reply. Only the latest TWIN_SPOKEN_REPLIES_KEPT count (hasSpokenReplyContaining); older ones are swept with the
     * expired ones (db/limits.repository.ts).
     */
    async recordSpokenReply(twinId: string, speakerKey: string, text: string, now: Date, expiresAt: Date): Promise<void> {
      await db.insert(twinSpokenReplies).values({ twinId, speakerKey, text, createdAt: now, expiresAt });
    },

    /** Whether one of the latest TWIN_SPOKEN_REPLIES_KEPT replies the twin gave `speakerKey`, unexpired at `now`, contains `text` as it is. */
    async hasSpokenReplyContaining(twinId: string, speakerKey: string, text: string, now: Date): Promise<boolean> {
      const latest = db
        .select({ text: twinSpokenReplies.text })
        .from(twinSpokenReplies)
        .where(and(eq(twinSpokenReplies.twinId, twinId), eq(twinSpokenReplies.speakerKey, speakerKey), gt(twinSpokenReplies.expiresAt, now)))
        .orderBy(desc(twinSpokenReplies.createdAt), desc(twinSpokenReplies.id))
        .limit(TWIN_SPOKEN_REPLIES_KEPT)
        .as('latest');
      const [row] = await db
        .select({ found: sql<number>`1` })
        .from(latest)
        .where(sql`strpos(${latest.text}, ${text}) > 0`)
        .limit(1);
      return row !== undefined;
    },
  };
}
