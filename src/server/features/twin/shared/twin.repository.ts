// The twin's own row and what every room of the feature reads through it: the lookups, usernames and their
// redirects, updates and deletion, the activity log, and what the twin reads of accounts (the owner, the accounts
// that accepted heir invitations, the last sign-in that releases an inactive twin), read through users/account-records.repository.ts. Each room queries its own tables
// in its own repository.
import { and, asc, desc, eq, gt, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twinActivity, twinHeirs, twinMemories, twinUsernameHolds, twinUsernameRedirects, twins } from '../../../db/schema.ts';
import { findAccountContacts, findAccountLanguageByEmail, findAccountProfile, lastSignInOf } from '../../users/account-records.repository.ts';
import { type TwinActivity } from '../../../../shared/contracts/twin.ts';
import { twinActivityEnglish, type KeyedText, type TwinActivityTextKey } from '../../../../shared/twin-texts.ts';
import { TWIN_ACTIVITY_LIST_LIMIT, TWIN_HEIRS_MAX, TWIN_USERNAME_RESERVED_MAX, type TwinActivityKind, type TwinOnchainStatus } from '../../../../shared/contracts/twin-constants.ts';

export type TwinRow = typeof twins.$inferSelect;
export type TwinHeirRow = typeof twinHeirs.$inferSelect;
type TwinUpdate = Partial<Omit<typeof twins.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

/** An heir row with the account that accepted its invitation, if any. */
export interface TwinHeirListRow {
  heir: TwinHeirRow;
  acceptedBy: { name: string; email: string; language: string | null } | null;
}

export interface OnchainReservation {
  status: TwinOnchainStatus;
  signature: string | null;
  error: string | null;
}

export function createTwinRepository(db: Db) {
  return {
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
     * the twin's row lock and both names' locks, so nobody takes either name in between and renames of one twin run
     * one after another. 'taken' when another twin holds or keeps `username`. Taking back one of its own old usernames
     * ends that redirect; beyond TWIN_USERNAME_RESERVED_MAX old usernames, the oldest redirects end and their names
     * are free.
     */
    async renameTwin(twinId: string, username: string, values: TwinUpdate, redirectExpiresAt: Date): Promise<{ before: TwinRow; after: TwinRow } | 'taken' | undefined> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [twin] = await tx.select().from(twins).where(eq(twins.id, twinId)).limit(1).for('update');
        if (!twin) return undefined;
        await lockUsernames(tx, [twin.username, username]);
        if (await isUsernameHeld(tx, username, now, twin.id)) return 'taken';
        await tx.delete(twinUsernameRedirects).where(eq(twinUsernameRedirects.username, username));
        await tx
          .insert(twinUsernameRedirects)
          .values({ username: twin.username, twinId: twin.id, expiresAt: redirectExpiresAt, createdAt: now })
          .onConflictDoUpdate({ target: twinUsernameRedirects.username, set: { twinId: twin.id, expiresAt: redirectExpiresAt, createdAt: now } });
        const kept = tx
          .select({ username: twinUsernameRedirects.username })
          .from(twinUsernameRedirects)
          .where(and(eq(twinUsernameRedirects.twinId, twin.id), gt(twinUsernameRedirects.expiresAt, now)))
          .orderBy(desc(twinUsernameRedirects.createdAt), asc(twinUsernameRedirects.username))
          .limit(TWIN_USERNAME_RESERVED_MAX);
        await tx.delete(twinUsernameRedirects).where(and(eq(twinUsernameRedirects.twinId, twin.id), notInArray(twinUsernameRedirects.username, kept)));
        const [row] = await tx
          .update(twins)
          .set({ ...values, username, updatedAt: now })
          .where(eq(twins.id, twin.id))
          .returning();
        return row ? { before: twin, after: row } : undefined;
      });
    },

    /**
     * Forgets redirects and held names that ended before `now` (names held forever stay); answers how many. The daily
     * job calls it (reads ignore them anyway).
     */
    async deleteExpiredRedirects(now: Date): Promise<number> {
      const redirects = await db.delete(twinUsernameRedirects).where(lte(twinUsernameRedirects.expiresAt, now)).returning({ username: twinUsernameRedirects.username });
      const holds = await db.delete(twinUsernameHolds).where(lte(twinUsernameHolds.expiresAt, now)).returning({ username: twinUsernameHolds.username });
      return redirects.length + holds.length;
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

    /**
     * Called by the `twin.reserve-username` job with the Solana transaction's outcome for `username`, recorded on the
     * twin only while it is still its username. A confirmed name is held forever, even when the twin was renamed
     * meanwhile: the memo on chain names it for good, so nobody else may ever take it (its own twin may take it back).
     */
    async recordOnchainReservation(twinId: string, username: string, reservation: OnchainReservation): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(twins)
          .set({ onchainStatus: reservation.status, onchainSignature: reservation.signature, onchainError: reservation.error, updatedAt: new Date() })
          .where(and(eq(twins.id, twinId), eq(twins.username, username)));
        if (reservation.status !== 'confirmed') return;
        // A twin deleted meanwhile leaves the hold to nobody.
        const holder = sql`(select ${twins.id} from ${twins} where ${twins.id} = ${twinId})`;
        await tx
          .insert(twinUsernameHolds)
          .values({ username, twinId: holder, expiresAt: null })
          .onConflictDoUpdate({ target: twinUsernameHolds.username, set: { twinId: holder, expiresAt: null } });
      });
    },

    async setPublicSummary(twinId: string, publicSummary: TwinRow['publicSummary']): Promise<void> {
      await db.update(twins).set({ publicSummary }).where(eq(twins.id, twinId));
    },

    // Activity

    /** Logs `text` by its key and values, with its English sentence for the API's clients. */
    async addActivity(twinId: string, entry: { kind: TwinActivityKind; text: KeyedText<TwinActivityTextKey>; actor: string }): Promise<void> {
      const { kind, text, actor } = entry;
      await db.insert(twinActivity).values({ twinId, kind, actor, detail: twinActivityEnglish(text), detailKey: text.key, detailValues: text.values });
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

    // What the twin reads of accounts

    findOwner: (userId: string) => findAccountProfile(db, userId),
    /** The language an heir named at `email` chose for their account, if they have one (their e-mails are in it). */
    findLanguageOfEmail: (email: string) => findAccountLanguageByEmail(db, email),

    async listHeirs(twinId: string): Promise<TwinHeirListRow[]> {
      const heirs = await db.select().from(twinHeirs).where(eq(twinHeirs.twinId, twinId)).orderBy(asc(twinHeirs.createdAt)).limit(TWIN_HEIRS_MAX);
      const accepted = await findAccountContacts(db, heirs.flatMap((heir) => (heir.acceptedUserId ? [heir.acceptedUserId] : [])));
      return heirs.map((heir) => {
        const account = heir.acceptedUserId ? accepted.get(heir.acceptedUserId) : undefined;
        return { heir, acceptedBy: account ? { name: account.name, email: account.email, language: account.language } : null };
      });
    },

    // Release on inactivity

    /**
     * Twins whose rule is "inactivity", not yet released, whose owner has not signed in (a login or a token refresh)
     * for their chosen months before `now`. An owner who never signed in counts from the account's creation.
     */
    async listTwinsDueForRelease(now: Date): Promise<TwinRow[]> {
      const lastSeen = lastSignInOf(twins.userId);
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

/** Held by a twin now, by another twin's unexpired redirect, or by a hold (a deleted twin's name, a name on chain) not of this twin. */
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
  if (redirect) return true;
  const [hold] = await db
    .select({ username: twinUsernameHolds.username })
    .from(twinUsernameHolds)
    .where(
      and(
        eq(twinUsernameHolds.username, username),
        or(isNull(twinUsernameHolds.expiresAt), gt(twinUsernameHolds.expiresAt, now)),
        exceptTwinId ? or(isNull(twinUsernameHolds.twinId), ne(twinUsernameHolds.twinId, exceptTwinId)) : undefined,
      ),
    )
    .limit(1);
  return hold !== undefined;
}

/** Transaction locks on usernames, taken in a fixed order so two renames crossing the same names cannot deadlock. */
async function lockUsernames(tx: DbOrTx, usernames: string[]): Promise<void> {
  for (const username of [...new Set(usernames)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`twin-username:${username}`}))`);
  }
}

function toTwinActivity(row: typeof twinActivity.$inferSelect): TwinActivity {
  return {
    id: row.id,
    kind: row.kind as TwinActivityKind,
    detail: row.detail,
    detail_key: row.detailKey,
    detail_values: row.detailKey ? (row.detailValues ?? {}) : null,
    actor: row.actor,
    at: row.at.toISOString(),
  };
}
