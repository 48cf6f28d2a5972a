// The public chat's visit log (twin_chat_visits): one activity entry per visit, not per message; and what the twin
// said lately to each listener (twin_spoken_replies), the only text its public voice speaks.
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
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
     * Keeps `text`, a reply the twin gave `speakerKey`, until `expiresAt`, and only the latest `keep` replies of this
     * twin to this listener.
     */
    async recordSpokenReply(twinId: string, speakerKey: string, text: string, now: Date, expiresAt: Date, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(twinSpokenReplies).values({ twinId, speakerKey, text, createdAt: now, expiresAt });
        const ofListener = and(eq(twinSpokenReplies.twinId, twinId), eq(twinSpokenReplies.speakerKey, speakerKey));
        const latest = tx.select({ id: twinSpokenReplies.id }).from(twinSpokenReplies).where(ofListener).orderBy(desc(twinSpokenReplies.createdAt), desc(twinSpokenReplies.id)).limit(keep);
        await tx.delete(twinSpokenReplies).where(and(ofListener, notInArray(twinSpokenReplies.id, latest)));
      });
    },

    /** Whether one reply the twin gave `speakerKey`, unexpired at `now`, contains `text` as it is. */
    async hasSpokenReplyContaining(twinId: string, speakerKey: string, text: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: twinSpokenReplies.id })
        .from(twinSpokenReplies)
        .where(
          and(
            eq(twinSpokenReplies.twinId, twinId),
            eq(twinSpokenReplies.speakerKey, speakerKey),
            gt(twinSpokenReplies.expiresAt, now),
            sql`strpos(${twinSpokenReplies.text}, ${text}) > 0`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
