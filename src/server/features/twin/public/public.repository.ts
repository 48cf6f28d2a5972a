// The public chat's visit log (twin_chat_visits): one activity entry per visit, not per message; and what the twin
// said lately to each listener (twin_spoken_replies), the only text its public voice speaks.
import { and, desc, eq, gt } from 'drizzle-orm';
import { TWIN_SPOKEN_REPLIES_KEPT, TWIN_SPOKEN_REPLY_MINUTES } from '../../../../shared/contracts/twin-constants.ts';
import type { Db } from '../../../db/client.ts';
import { twinChatVisits, twinSpokenReplies } from '../../../db/schema.ts';

/** How long a reply stays speakable in the twin's voice for the listener it was given to. */
export const SPOKEN_REPLY_TTL_MS = TWIN_SPOKEN_REPLY_MINUTES * 60 * 1000;

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
     * reply. Only the latest TWIN_SPOKEN_REPLIES_KEPT count (listSpokenReplies); older ones are swept with the
     * expired ones (db/limits.repository.ts).
     */
    async recordSpokenReply(twinId: string, speakerKey: string, text: string, now: Date, expiresAt: Date): Promise<void> {
      await db.insert(twinSpokenReplies).values({ twinId, speakerKey, text, createdAt: now, expiresAt });
    },

    /** The latest TWIN_SPOKEN_REPLIES_KEPT replies the twin gave `speakerKey` that are unexpired at `now`, newest first. */
    async listSpokenReplies(twinId: string, speakerKey: string, now: Date): Promise<string[]> {
      const rows = await db
        .select({ text: twinSpokenReplies.text })
        .from(twinSpokenReplies)
        .where(and(eq(twinSpokenReplies.twinId, twinId), eq(twinSpokenReplies.speakerKey, speakerKey), gt(twinSpokenReplies.expiresAt, now)))
        .orderBy(desc(twinSpokenReplies.createdAt), desc(twinSpokenReplies.id))
        .limit(TWIN_SPOKEN_REPLIES_KEPT);
      return rows.map((row) => row.text);
    },
  };
}
