// The owner's kept conversation with their twin (twin_talk_messages), and the row → answer mapper.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { TwinTalkMessage } from '../../../../shared/contracts/twin-talk.ts';
import type { Db } from '../../../db/client.ts';
import { twinTalkMessages } from '../../../db/schema.ts';

export type TwinTalkMessageRow = typeof twinTalkMessages.$inferSelect;

export function toTwinTalkMessage(row: TwinTalkMessageRow): TwinTalkMessage {
  return { id: row.id, role: row.role as TwinTalkMessage['role'], content: row.content, created_at: row.createdAt.toISOString() };
}

export function createTalkRepository(db: Db) {
  return {
    /** The latest `limit` messages, oldest first. */
    async listLatestMessages(twinId: string, limit: number): Promise<TwinTalkMessageRow[]> {
      const rows = await db
        .select()
        .from(twinTalkMessages)
        .where(eq(twinTalkMessages.twinId, twinId))
        .orderBy(desc(twinTalkMessages.createdAt), desc(twinTalkMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async insertMessage(values: { twinId: string; role: TwinTalkMessage['role']; content: string; createdAt: Date }): Promise<TwinTalkMessageRow> {
      const [row] = await db.insert(twinTalkMessages).values(values).returning();
      return row!;
    },

    /** Keeps the latest `keep` messages of the twin's conversation and deletes the older ones. */
    async pruneMessages(twinId: string, keep: number): Promise<void> {
      const kept = db
        .select({ id: twinTalkMessages.id })
        .from(twinTalkMessages)
        .where(eq(twinTalkMessages.twinId, twinId))
        .orderBy(desc(twinTalkMessages.createdAt), desc(twinTalkMessages.id))
        .limit(keep);
      await db.delete(twinTalkMessages).where(and(eq(twinTalkMessages.twinId, twinId), notInArray(twinTalkMessages.id, kept)));
    },

    async deleteMessages(twinId: string): Promise<number> {
      const rows = await db.delete(twinTalkMessages).where(eq(twinTalkMessages.twinId, twinId)).returning({ id: twinTalkMessages.id });
      return rows.length;
    },
  };
}

