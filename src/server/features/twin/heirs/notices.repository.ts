// The heirs' in-app notices (twin_notices): written once per event and heir (its event key is unique), listed for
// the account they are for, the account that accepted the invitation they name, or the trusted address it was named
// at, and marked read by that person only.
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twinHeirs, twinNotices } from '../../../db/schema.ts';
import { type TwinNotice } from '../../../../shared/contracts/twin-heirs.ts';
import { TWIN_NOTICES_LIST_LIMIT } from '../../../../shared/contracts/twin-constants.ts';

export type TwinNoticeRow = typeof twinNotices.$inferSelect;
export type NewTwinNotice = typeof twinNotices.$inferInsert;

/**
 * Who reads notices: an account, and the address it may read notices for (null when that address is not trusted:
 * unverified, or on a server that sends no e-mail, where nobody can prove one).
 */
export interface NoticeReader {
  userId: string;
  email: string | null;
}

function addressedTo(reader: NoticeReader): SQL {
  const forAccount = eq(twinNotices.userId, reader.userId);
  // A notice for an address whose invitation to that twin this account accepted: holding the link proved it is theirs.
  const forAcceptedInvitation = sql`exists (select 1 from ${twinHeirs} where ${twinHeirs.acceptedUserId} = ${reader.userId} and ${twinHeirs.twinId} = ${twinNotices.twinId} and ${twinHeirs.email} = ${twinNotices.email})`;
  return reader.email === null ? or(forAccount, forAcceptedInvitation)! : or(forAccount, forAcceptedInvitation, eq(twinNotices.email, reader.email))!;
}

export function createNoticesRepository(db: Db) {
  return {
    /** The notices that were new (an event already noticed is skipped), so that only they are e-mailed. */
    async insertNotices(values: NewTwinNotice[]): Promise<TwinNoticeRow[]> {
      if (values.length === 0) return [];
      return db.insert(twinNotices).values(values).onConflictDoNothing({ target: twinNotices.eventKey }).returning();
    },

    /** The list and its unread count from one snapshot: a notice written meanwhile is in both or in neither. */
    async listNotices(reader: NoticeReader): Promise<{ rows: TwinNoticeRow[]; unread: number }> {
      return db.transaction(
        async (tx) => {
          const rows = await tx.select().from(twinNotices).where(addressedTo(reader)).orderBy(desc(twinNotices.createdAt), desc(twinNotices.id)).limit(TWIN_NOTICES_LIST_LIMIT);
          const [unread] = await tx.select({ value: count() }).from(twinNotices).where(and(addressedTo(reader), isNull(twinNotices.readAt)));
          return { rows, unread: unread?.value ?? 0 };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** Marks the reader's notice read; undefined when it is not theirs. */
    async markRead(reader: NoticeReader, noticeId: string, at = new Date()): Promise<TwinNoticeRow | undefined> {
      const [row] = await db
        .update(twinNotices)
        // Read once: a second call keeps the first time.
        .set({ readAt: sql`coalesce(${twinNotices.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(twinNotices.id, noticeId), addressedTo(reader)))
        .returning();
      return row;
    },
  };
}

export function toTwinNotice(row: TwinNoticeRow): TwinNotice {
  return {
    id: row.id,
    kind: row.kind as TwinNotice['kind'],
    message: row.message,
    message_key: row.messageKey,
    message_values: row.messageKey ? (row.messageValues ?? {}) : null,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
