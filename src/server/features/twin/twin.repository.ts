// The only file that queries the twin tables: twins, answers, memories, heirs, the activity log and chat visits,
// and the row → answer mappers.
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens, twinActivity, twinAnswers, twinChatVisits, twinHeirs, twinMemories, twinUsernameRedirects, twins, users } from '../../db/schema.ts';
import {
  TWIN_ACTIVITY_LIST_LIMIT,
  TWIN_HEIRS_MAX,
  TWIN_MEMORIES_LIST_LIMIT,
  type TwinActivity,
  type TwinActivityKind,
  type TwinAnswerVisibility,
  type TwinHeir,
  type TwinMemory,
  type TwinMemorySort,
  type TwinMemoryVisibility,
  type TwinOnchainStatus,
} from '../../../shared/contracts/twin.ts';

export type TwinRow = typeof twins.$inferSelect;
export type TwinAnswerRow = typeof twinAnswers.$inferSelect;
export type TwinMemoryRow = typeof twinMemories.$inferSelect;
export type TwinHeirRow = typeof twinHeirs.$inferSelect;
export type NewTwinMemory = typeof twinMemories.$inferInsert;
type TwinUpdate = Partial<Omit<typeof twins.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

const EXCERPT_LENGTH = 280;
/** Enough text for the summary and the chat; the longest extracted document is cut here for them. */
const AI_MEMORY_TEXT_MAX_LENGTH = 20_000;
const AI_MEMORIES_MAX = 200;

/** `%`, `_` and `\` are LIKE's own characters; a search for them means the characters themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An heir row with the account that accepted its invitation, if any. */
export interface TwinHeirListRow {
  heir: TwinHeirRow;
  acceptedBy: { name: string; email: string } | null;
}

/** Why an invitation token cannot be used, or the twin whose heir the caller became. */
export type HeirInvitationOutcome = { status: 'unknown' | 'used' | 'expired' | 'own' | 'already' } | { status: 'done'; twin: TwinRow; heir: TwinHeirRow };

export interface OnchainReservation {
  status: TwinOnchainStatus;
  signature: string | null;
  error: string | null;
}

export function createTwinRepository(db: Db) {
  return {
    /**
     * The storage keys of the person's twin memories, for the account's deletion (app.ts composes it); run in its
     * transaction, it locks the twin row first so that no memory upload slips in before the commit.
     */
    async lockMemoryStorageKeysOfUser(userId: string): Promise<string[]> {
      await db.select({ id: twins.id }).from(twins).where(eq(twins.userId, userId)).for('update');
      const rows = await db
        .select({ storageKey: twinMemories.storageKey })
        .from(twinMemories)
        .innerJoin(twins, eq(twinMemories.twinId, twins.id))
        .where(and(eq(twins.userId, userId), isNotNull(twinMemories.storageKey)));
      return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
    },

    async findTwinByUserId(userId: string): Promise<TwinRow | undefined> {
      const [row] = await db.select().from(twins).where(eq(twins.userId, userId)).limit(1);
      return row;
    },

    async findTwinById(twinId: string): Promise<TwinRow | undefined> {
      const [row] = await db.select().from(twins).where(eq(twins.id, twinId)).limit(1);
      return row;
    },

    async findTwinByUsername(username: string): Promise<TwinRow | undefined> {
      const [row] = await db.select().from(twins).where(eq(twins.username, username)).limit(1);
      return row;
    },

    async findOwner(userId: string): Promise<{ name: string; nickname: string; email: string; emailVerifiedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ name: users.name, nickname: users.nickname, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** A twin holds `username`, or another twin's renamed username still leads there (`exceptTwinId` may take its own back). */
    async isUsernameTaken(username: string, now = new Date(), exceptTwinId?: string): Promise<boolean> {
      return isUsernameHeld(db, username, now, exceptTwinId);
    },

    /** The twin a renamed `username` leads to, while its redirect lasts. */
    async findTwinByOldUsername(username: string, now = new Date()): Promise<TwinRow | undefined> {
      const [row] = await db
        .select({ twin: twins })
        .from(twinUsernameRedirects)
        .innerJoin(twins, eq(twins.id, twinUsernameRedirects.twinId))
        .where(and(eq(twinUsernameRedirects.username, username), gt(twinUsernameRedirects.expiresAt, now)))
        .limit(1);
      return row?.twin;
    },

    /** Inserts the owner's twin; undefined when the owner already has one or the username is taken meanwhile. */
    async insertTwin(values: { userId: string; username: string; name: string; onchainStatus: TwinOnchainStatus }): Promise<TwinRow | undefined> {
      return db.transaction(async (tx) => {
        await lockUsernames(tx, [values.username]);
        if (await isUsernameHeld(tx, values.username, new Date())) return undefined;
        // An ended redirect of that name is forgotten now rather than by the daily job.
        await tx.delete(twinUsernameRedirects).where(eq(twinUsernameRedirects.username, values.username));
        const [row] = await tx.insert(twins).values(values).onConflictDoNothing().returning();
        return row;
      });
    },

    /**
     * Renames the twin and keeps its old username leading to it until `redirectExpiresAt`, in one transaction under
     * both names' locks, so nobody takes either name in between. 'taken' when another twin holds or keeps `username`.
     * Taking back one of its own old usernames ends that redirect.
     */
    async renameTwin(twin: TwinRow, username: string, values: TwinUpdate, redirectExpiresAt: Date): Promise<TwinRow | 'taken' | undefined> {
      return db.transaction(async (tx) => {
        const now = new Date();
        await lockUsernames(tx, [twin.username, username]);
        if (await isUsernameHeld(tx, username, now, twin.id)) return 'taken';
        await tx.delete(twinUsernameRedirects).where(eq(twinUsernameRedirects.username, username));
        await tx
          .insert(twinUsernameRedirects)
          .values({ username: twin.username, twinId: twin.id, expiresAt: redirectExpiresAt, createdAt: now })
          .onConflictDoUpdate({ target: twinUsernameRedirects.username, set: { twinId: twin.id, expiresAt: redirectExpiresAt, createdAt: now } });
        const [row] = await tx
          .update(twins)
          .set({ ...values, username, updatedAt: now })
          .where(eq(twins.id, twin.id))
          .returning();
        return row;
      });
    },

    /** Forgets redirects that ended before `now`; answers how many. The daily job calls it (reads ignore them anyway). */
    async deleteExpiredRedirects(now: Date): Promise<number> {
      const rows = await db.delete(twinUsernameRedirects).where(lte(twinUsernameRedirects.expiresAt, now)).returning({ username: twinUsernameRedirects.username });
      return rows.length;
    },

    async updateTwin(twinId: string, values: TwinUpdate): Promise<TwinRow | undefined> {
      const [row] = await db
        .update(twins)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(twins.id, twinId))
        .returning();
      return row;
    },

    /**
     * Deletes the twin (the cascade takes answers, memories, heirs, activity) and answers the storage keys of every
     * memory it held. The row's lock waits for memory inserts under way (each holds a key-share lock on it) and keeps
     * new ones out, so the list names every file the cascade removes; an upload that comes later finds no twin.
     */
    async deleteTwin(twinId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const [twin] = await tx.select({ id: twins.id }).from(twins).where(eq(twins.id, twinId)).limit(1).for('update');
        if (!twin) return [];
        const rows = await tx
          .select({ storageKey: twinMemories.storageKey })
          .from(twinMemories)
          .where(and(eq(twinMemories.twinId, twinId), sql`${twinMemories.storageKey} is not null`));
        await tx.delete(twins).where(eq(twins.id, twinId));
        return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
      });
    },

    // The locker's counter (twins.locker_bytes): raised by a conditional update before bytes are written (the row's
    // lock serialises parallel uploads), lowered when an upload fails and when a memory is deleted.

    /** Adds `bytes` when the locker stays within its allowance (its own, else `defaultAllowance`); false otherwise or when the twin is gone. */
    async addLockerBytes(twinId: string, bytes: number, defaultAllowance: number): Promise<boolean> {
      const rows = await db
        .update(twins)
        .set({ lockerBytes: sql`${twins.lockerBytes} + ${bytes}` })
        .where(and(eq(twins.id, twinId), sql`${twins.lockerBytes} + ${bytes} <= coalesce(${twins.storageAllowanceBytes}, ${defaultAllowance})`))
        .returning({ id: twins.id });
      return rows.length === 1;
    },

    async subtractLockerBytes(twinId: string, bytes: number): Promise<void> {
      await db.update(twins).set({ lockerBytes: sql`greatest(${twins.lockerBytes} - ${bytes}, 0)` }).where(eq(twins.id, twinId));
    },

    /** Called by the `twin.reserve-username` job with the Solana transaction's outcome. */
    async recordOnchainReservation(twinId: string, reservation: OnchainReservation): Promise<void> {
      await db
        .update(twins)
        .set({ onchainStatus: reservation.status, onchainSignature: reservation.signature, onchainError: reservation.error, updatedAt: new Date() })
        .where(eq(twins.id, twinId));
    },

    // Answers

    async listAnswers(twinId: string): Promise<TwinAnswerRow[]> {
      return db.select().from(twinAnswers).where(eq(twinAnswers.twinId, twinId)).orderBy(asc(twinAnswers.number)).limit(100);
    },

    async findAnswer(twinId: string, number: number): Promise<TwinAnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(twinAnswers)
        .where(and(eq(twinAnswers.twinId, twinId), eq(twinAnswers.number, number)))
        .limit(1);
      return row;
    },

    /** A new answer is private unless `visibility` says otherwise; an edited one keeps its visibility unless given. */
    async upsertAnswer(values: { twinId: string; number: number; text: string; audioMemoryId?: string | null; visibility?: TwinAnswerVisibility | undefined }): Promise<TwinAnswerRow> {
      const now = new Date();
      const set: Partial<typeof twinAnswers.$inferInsert> = { text: values.text, updatedAt: now };
      if (values.audioMemoryId !== undefined) set.audioMemoryId = values.audioMemoryId;
      if (values.visibility !== undefined) set.visibility = values.visibility;
      const [row] = await db
        .insert(twinAnswers)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({ target: [twinAnswers.twinId, twinAnswers.number], set })
        .returning();
      return row!;
    },

    async setAnswerVisibility(twinId: string, number: number, visibility: TwinAnswerVisibility): Promise<TwinAnswerRow | undefined> {
      const [row] = await db
        .update(twinAnswers)
        .set({ visibility })
        .where(and(eq(twinAnswers.twinId, twinId), eq(twinAnswers.number, number)))
        .returning();
      return row;
    },

    async setPublicSummary(twinId: string, publicSummary: TwinRow['publicSummary']): Promise<void> {
      await db.update(twins).set({ publicSummary }).where(eq(twins.id, twinId));
    },

    async deleteAnswer(twinId: string, number: number): Promise<void> {
      await db.delete(twinAnswers).where(and(eq(twinAnswers.twinId, twinId), eq(twinAnswers.number, number)));
    },

    async deleteAllAnswers(twinId: string): Promise<void> {
      await db.delete(twinAnswers).where(eq(twinAnswers.twinId, twinId));
    },

    // Memories

    async insertMemory(values: NewTwinMemory): Promise<TwinMemoryRow> {
      const [row] = await db.insert(twinMemories).values(values).returning();
      return row!;
    },

    async findMemory(twinId: string, memoryId: string): Promise<TwinMemoryRow | undefined> {
      const [row] = await db
        .select()
        .from(twinMemories)
        .where(and(eq(twinMemories.twinId, twinId), eq(twinMemories.id, memoryId)))
        .limit(1);
      return row;
    },

    async listMemories(twinId: string, options: { q?: string | undefined; sort: TwinMemorySort }): Promise<TwinMemoryRow[]> {
      const conditions: SQL[] = [eq(twinMemories.twinId, twinId)];
      if (options.q) {
        const pattern = likePattern(options.q);
        conditions.push(or(ilike(twinMemories.title, pattern), ilike(twinMemories.text, pattern))!);
      }
      const order =
        options.sort === 'title'
          ? [asc(sql`lower(${twinMemories.title})`), desc(twinMemories.createdAt)]
          : options.sort === 'oldest'
            ? [asc(twinMemories.createdAt), asc(twinMemories.id)]
            : [desc(twinMemories.createdAt), desc(twinMemories.id)];
      return db
        .select()
        .from(twinMemories)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(TWIN_MEMORIES_LIST_LIMIT);
    },

    /** Every memory's storage key, for deleting or exporting the bytes. */
    async listAllMemories(twinId: string): Promise<TwinMemoryRow[]> {
      return db.select().from(twinMemories).where(eq(twinMemories.twinId, twinId)).orderBy(asc(twinMemories.createdAt)).limit(100_000);
    },

    /** The memories the twin may speak from, limited to `visibilities`: the filter is here, before any AI input is built. */
    async listMemoriesForAi(twinId: string, visibilities: readonly TwinMemoryVisibility[]): Promise<{ id: string; title: string; text: string }[]> {
      if (visibilities.length === 0) return [];
      const rows = await db
        .select({ id: twinMemories.id, title: twinMemories.title, text: sql<string>`coalesce(left(${twinMemories.text}, ${AI_MEMORY_TEXT_MAX_LENGTH}), '')` })
        .from(twinMemories)
        .where(and(eq(twinMemories.twinId, twinId), inArray(twinMemories.visibility, [...visibilities])))
        .orderBy(desc(twinMemories.createdAt))
        .limit(AI_MEMORIES_MAX);
      return rows;
    },

    /** The rows of the memories `ids` (what an audience may hear, already chosen), newest first. */
    async listMemoriesByIds(twinId: string, ids: readonly string[]): Promise<TwinMemoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(twinMemories)
        .where(and(eq(twinMemories.twinId, twinId), inArray(twinMemories.id, [...ids])))
        .orderBy(desc(twinMemories.createdAt), desc(twinMemories.id))
        .limit(ids.length);
    },

    /** Deletes the memory and gives its size back to the locker, together; undefined when there was none. */
    async deleteMemory(twinId: string, memoryId: string): Promise<TwinMemoryRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(twinMemories)
          .where(and(eq(twinMemories.twinId, twinId), eq(twinMemories.id, memoryId)))
          .returning();
        // Only the call that deleted the row gives its share back, so a repeated delete never counts it twice.
        if (row) await tx.update(twins).set({ lockerBytes: sql`greatest(${twins.lockerBytes} - ${row.sizeBytes}, 0)` }).where(eq(twins.id, twinId));
        return row;
      });
    },

    async setMemoryText(memoryId: string, values: { text: string | null; textStatus: TwinMemoryRow['textStatus'] }): Promise<TwinMemoryRow | undefined> {
      const [row] = await db.update(twinMemories).set(values).where(eq(twinMemories.id, memoryId)).returning();
      return row;
    },

    async findMemoryById(memoryId: string): Promise<TwinMemoryRow | undefined> {
      const [row] = await db.select().from(twinMemories).where(eq(twinMemories.id, memoryId)).limit(1);
      return row;
    },

    // Heirs

    async listHeirs(twinId: string): Promise<TwinHeirListRow[]> {
      const rows = await db
        .select({ heir: twinHeirs, acceptedName: users.name, acceptedEmail: users.email })
        .from(twinHeirs)
        .leftJoin(users, eq(users.id, twinHeirs.acceptedUserId))
        .where(eq(twinHeirs.twinId, twinId))
        .orderBy(asc(twinHeirs.createdAt))
        .limit(TWIN_HEIRS_MAX);
      return rows.map((row) => ({
        heir: row.heir,
        acceptedBy: row.acceptedName !== null && row.acceptedEmail !== null ? { name: row.acceptedName, email: row.acceptedEmail } : null,
      }));
    },

    /** Inserts the heir with its invitation's hash; undefined when that e-mail is already an heir. */
    async insertHeir(values: { twinId: string; email: string; inviteTokenHash: string; inviteExpiresAt: Date }): Promise<TwinHeirRow | undefined> {
      const [row] = await db.insert(twinHeirs).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * A new invitation for the heir: the old link stops working (its hash is replaced) and so does the access of the
     * account that accepted it, if any; only accepting the new link grants it again.
     */
    async replaceHeirInvitation(twinId: string, heirId: string, values: { inviteTokenHash: string; inviteExpiresAt: Date }): Promise<TwinHeirRow | undefined> {
      const [row] = await db
        .update(twinHeirs)
        .set({ ...values, acceptedUserId: null, acceptedAt: null })
        .where(and(eq(twinHeirs.twinId, twinId), eq(twinHeirs.id, heirId)))
        .returning();
      return row;
    },

    /**
     * Binds the invitation to `userId` and burns it, in one transaction. The heir row is locked first, so two
     * requests with the same link cannot both win.
     */
    async acceptHeirInvitation(inviteTokenHash: string, userId: string, now = new Date()): Promise<HeirInvitationOutcome> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ heir: twinHeirs, twin: twins })
          .from(twinHeirs)
          .innerJoin(twins, eq(twins.id, twinHeirs.twinId))
          .where(eq(twinHeirs.inviteTokenHash, inviteTokenHash))
          .limit(1)
          .for('update', { of: twinHeirs });
        if (!found) return { status: 'unknown' };
        const { heir, twin } = found;
        if (heir.acceptedAt) return { status: 'used' };
        if (!heir.inviteExpiresAt || heir.inviteExpiresAt.getTime() <= now.getTime()) return { status: 'expired' };
        if (twin.userId === userId) return { status: 'own' };
        const [other] = await tx
          .select({ id: twinHeirs.id })
          .from(twinHeirs)
          .where(and(eq(twinHeirs.twinId, twin.id), eq(twinHeirs.acceptedUserId, userId)))
          .limit(1);
        if (other) return { status: 'already' };
        const [accepted] = await tx.update(twinHeirs).set({ acceptedUserId: userId, acceptedAt: now }).where(eq(twinHeirs.id, heir.id)).returning();
        return accepted ? { status: 'done', twin, heir: accepted } : { status: 'unknown' };
      });
    },

    async deleteHeir(twinId: string, heirId: string): Promise<TwinHeirRow | undefined> {
      const [row] = await db
        .delete(twinHeirs)
        .where(and(eq(twinHeirs.twinId, twinId), eq(twinHeirs.id, heirId)))
        .returning();
      return row;
    },

    /** The heir row whose invitation `userId` accepted, if any: the only way an account is this twin's heir. */
    async findAcceptedHeir(twinId: string, userId: string): Promise<TwinHeirRow | undefined> {
      const [row] = await db
        .select()
        .from(twinHeirs)
        .where(and(eq(twinHeirs.twinId, twinId), eq(twinHeirs.acceptedUserId, userId)))
        .limit(1);
      return row;
    },

    /** Twins whose invitation `userId` accepted, released and shared beyond their owner. */
    async listInheritedTwins(userId: string): Promise<TwinRow[]> {
      const rows = await db
        .select({ twin: twins })
        .from(twinHeirs)
        .innerJoin(twins, eq(twins.id, twinHeirs.twinId))
        .where(and(eq(twinHeirs.acceptedUserId, userId), sql`${twins.releasedAt} is not null`, inArray(twins.visibility, ['family', 'public'])))
        .orderBy(asc(twins.name))
        .limit(100);
      return rows.map((row) => row.twin);
    },

    // Activity

    async addActivity(twinId: string, entry: { kind: TwinActivityKind; detail: string; actor: string }): Promise<void> {
      await db.insert(twinActivity).values({ twinId, ...entry });
    },

    async listActivity(twinId: string, limit = TWIN_ACTIVITY_LIST_LIMIT): Promise<TwinActivity[]> {
      const rows = await db
        .select()
        .from(twinActivity)
        .where(eq(twinActivity.twinId, twinId))
        .orderBy(desc(twinActivity.at), desc(twinActivity.id))
        .limit(limit);
      return rows.map(toTwinActivity);
    },

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

    // Release on inactivity

    /**
     * Twins whose rule is "inactivity", not yet released, whose owner has not signed in (a login or a token refresh)
     * for their chosen months before `now`. An owner who never signed in counts from the account's creation.
     */
    async listTwinsDueForRelease(now: Date): Promise<TwinRow[]> {
      const lastSeen = sql`coalesce(
        (select max(${refreshTokens.createdAt}) from ${refreshTokens}
          inner join ${authSessions} on ${authSessions.id} = ${refreshTokens.sessionId}
          where ${authSessions.userId} = ${twins.userId}),
        (select ${users.createdAt} from ${users} where ${users.id} = ${twins.userId}))`;
      return db
        .select()
        .from(twins)
        .where(
          and(
            eq(twins.releaseRule, 'inactivity'),
            isNull(twins.releasedAt),
            sql`${lastSeen} < ${now.toISOString()}::timestamptz - make_interval(months => ${twins.inactivityMonths})`,
          ),
        )
        .limit(1000);
    },

    async releaseTwin(twinId: string, at: Date): Promise<TwinRow | undefined> {
      const [row] = await db
        .update(twins)
        .set({ releasedAt: at, updatedAt: at })
        .where(and(eq(twins.id, twinId), isNull(twins.releasedAt)))
        .returning();
      return row;
    },
  };
}

export type TwinRepository = ReturnType<typeof createTwinRepository>;

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Held by a twin now, or by another twin's unexpired redirect. */
async function isUsernameHeld(db: DbOrTx, username: string, now: Date, exceptTwinId?: string): Promise<boolean> {
  const [twin] = await db
    .select({ id: twins.id })
    .from(twins)
    .where(exceptTwinId ? and(eq(twins.username, username), ne(twins.id, exceptTwinId)) : eq(twins.username, username))
    .limit(1);
  if (twin) return true;
  const conditions = [eq(twinUsernameRedirects.username, username), gt(twinUsernameRedirects.expiresAt, now)];
  if (exceptTwinId) conditions.push(ne(twinUsernameRedirects.twinId, exceptTwinId));
  const [redirect] = await db
    .select({ username: twinUsernameRedirects.username })
    .from(twinUsernameRedirects)
    .where(and(...conditions))
    .limit(1);
  return redirect !== undefined;
}

/** Transaction locks on usernames, taken in a fixed order so two renames crossing the same names cannot deadlock. */
async function lockUsernames(tx: DbOrTx, usernames: string[]): Promise<void> {
  for (const username of [...new Set(usernames)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`twin-username:${username}`}))`);
  }
}

export function toTwinMemory(row: TwinMemoryRow): TwinMemory {
  const text = row.text?.trim() ?? '';
  return {
    id: row.id,
    kind: row.kind as TwinMemory['kind'],
    title: row.title,
    date: row.memoryDate,
    visibility: row.visibility as TwinMemory['visibility'],
    filename: row.filename,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    text_status: row.textStatus as TwinMemory['text_status'],
    excerpt: text ? (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toTwinHeir({ heir, acceptedBy }: TwinHeirListRow, now = new Date()): TwinHeir {
  // An accepted invitation whose account was since deleted lapses: the owner makes a new link.
  const status = heir.acceptedUserId && acceptedBy ? 'accepted' : !heir.acceptedAt && heir.inviteExpiresAt && heir.inviteExpiresAt.getTime() > now.getTime() ? 'invited' : 'expired';
  return {
    id: heir.id,
    email: heir.email,
    status,
    invite_expires_at: status === 'invited' ? (heir.inviteExpiresAt?.toISOString() ?? null) : null,
    accepted_by: status === 'accepted' ? acceptedBy : null,
    accepted_at: status === 'accepted' ? (heir.acceptedAt?.toISOString() ?? null) : null,
    created_at: heir.createdAt.toISOString(),
  };
}

function toTwinActivity(row: typeof twinActivity.$inferSelect): TwinActivity {
  return { id: row.id, kind: row.kind as TwinActivityKind, detail: row.detail, actor: row.actor, at: row.at.toISOString() };
}
