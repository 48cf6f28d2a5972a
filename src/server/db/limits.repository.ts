// The only file that queries the shared-limit tables (schema/limits.ts): rate-limit windows (and daily amounts), failed
// logins, open event streams and speech under way, kept in PostgreSQL so every instance on the database enforces one limit. Its clean-up also deletes
// the twin's expired speakable replies (twin_spoken_replies, schema/twin.ts), kept the same way.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { eventStreamLeases, loginFailures, rateLimitCounters, speechLeases } from './schema.ts';
import { TWIN_SPOKEN_REPLIES_KEPT } from '../../shared/contracts/twin-constants.ts';

export interface WindowCount {
  count: number;
  windowEndsAt: Date;
}

export interface LoginFailureRow {
  failures: number;
  lastFailureAt: Date;
  expiresAt: Date;
}

/** The rate_limit_counters key of the characters `speakerKey` (a user id, or a visitor's key) had spoken today. */
export const speechCharactersKey = (speakerKey: string) => `speech-characters:${speakerKey}`;

/** How many expired rows one clean-up pass deletes from each table at most. */
const CLEANUP_BATCH = 10_000;

export function createLimitsRepository(db: Db) {
  return {
    /**
     * Counts one hit of `key` in its fixed window, starting a new window of `windowMs` when there is none or it has
     * ended at `now`. One statement, so hits on several instances at once are all counted.
     */
    async hit(key: string, windowMs: number, now = new Date()): Promise<WindowCount> {
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
      return row!;
    },

    /** The count of `key`'s window still open at `now`, without counting a hit. */
    async peek(key: string, now = new Date()): Promise<WindowCount | null> {
      const [row] = await db
        .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, now)))
        .limit(1);
      return row ?? null;
    },

    /** Takes one hit back from `key`'s open window (never below zero). */
    async unhit(key: string): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },

    /**
     * Adds `amount` to `key`'s window ending at `windowEndsAt` (a new window when there is none or it has ended at
     * `now`), unless that would take it past `max`: then nothing is added. One statement, so takes on several instances
     * at once never pass `max` together. Answers whether it was added, and the count after.
     */
    async takeAmount(key: string, amount: number, max: number, windowEndsAt: Date, now = new Date()): Promise<{ isTaken: boolean; count: number }> {
      const result = (await db.execute(sql`
        insert into ${rateLimitCounters} (key, count, window_ends_at)
        select ${key}, ${amount}::int, ${windowEndsAt.toISOString()}::timestamptz where ${amount}::int <= ${max}::int
        on conflict (key) do update set
          count = case when ${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then excluded.count else ${rateLimitCounters.count} + excluded.count end,
          window_ends_at = case when ${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end
        where ${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz or ${rateLimitCounters.count} + excluded.count <= ${max}::int
        returning count`)) as unknown as { rows: { count: number }[] };
      const taken = result.rows[0];
      if (taken) return { isTaken: true, count: Number(taken.count) };
      const [open] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, now)))
        .limit(1);
      return { isTaken: false, count: open?.count ?? 0 };
    },

    /** Gives `amount` back to `key`'s open window (never below zero): work it was taken for did not happen. */
    async giveBackAmount(key: string, amount: number): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - ${amount}::int, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },

    /** The open windows whose key starts with `prefix`, largest count first: at most `limit`, and their sum and number. */
    async listWindowCounts(prefix: string, limit: number, now = new Date()): Promise<{ total: number; keys: number; largest: { key: string; count: number }[] }> {
      const open = and(sql`starts_with(${rateLimitCounters.key}, ${prefix})`, gt(rateLimitCounters.windowEndsAt, now));
      const [sums] = await db
        .select({ total: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int`.mapWith(Number), keys: sql<number>`count(*)::int`.mapWith(Number) })
        .from(rateLimitCounters)
        .where(open);
      const largest = await db
        .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(open)
        .orderBy(desc(rateLimitCounters.count), rateLimitCounters.key)
        .limit(limit);
      return { total: sums?.total ?? 0, keys: sums?.keys ?? 0, largest };
    },

    /**
     * Runs `work` with the failed-login row of `key` locked (made first when missing), so attempts from several
     * instances at once are admitted one after another. `save` writes the row back; the lock ends with `work`.
     */
    async withLoginFailure<T>(key: string, work: (row: LoginFailureRow | null, save: (row: LoginFailureRow) => Promise<void>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        // Two keys may not yet exist: the advisory lock serialises their first attempts as the row lock does later ones.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`);
        const [row] = await tx
          .select({ failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt, expiresAt: loginFailures.expiresAt })
          .from(loginFailures)
          .where(eq(loginFailures.key, key))
          .limit(1);
        return work(row ?? null, async (next) => {
          await tx
            .insert(loginFailures)
            .values({ key, ...next })
            .onConflictDoUpdate({ target: loginFailures.key, set: next });
        });
      });
    },

    async findLoginFailure(key: string): Promise<LoginFailureRow | null> {
      const [row] = await db
        .select({ failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt, expiresAt: loginFailures.expiresAt })
        .from(loginFailures)
        .where(eq(loginFailures.key, key))
        .limit(1);
      return row ?? null;
    },

    async setLastLoginFailure(key: string, at: Date, expiresAt: Date): Promise<void> {
      await db.update(loginFailures).set({ lastFailureAt: at, expiresAt }).where(eq(loginFailures.key, key));
    },

    async deleteLoginFailure(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },

    /**
     * Opens a lease for one more event stream of `userId`, unless `max` unexpired ones are open already (on any
     * instance); answers its id, or null at the limit. The person's advisory lock makes the count and the insert one step.
     */
    async openStreamLease(userId: string, max: number, ttlMs: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`events:${userId}`}, 0))`);
        const [open] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(eventStreamLeases)
          .where(and(eq(eventStreamLeases.userId, userId), gt(eventStreamLeases.expiresAt, sql`now()`)));
        if ((open?.count ?? 0) >= max) return null;
        const id = randomUUID();
        await tx.insert(eventStreamLeases).values({ id, userId, expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` });
        return id;
      });
    },

    /** Keeps these streams' leases alive for another `ttlMs`. */
    async renewStreamLeases(ids: string[], ttlMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(eventStreamLeases)
        .set({ expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` })
        .where(inArray(eventStreamLeases.id, ids));
    },

    async closeStreamLease(id: string): Promise<void> {
      await db.delete(eventStreamLeases).where(eq(eventStreamLeases.id, id));
    },

    /**
     * Opens a lease for one more piece of speech `work` of `speakerKey`, unless `max` unexpired ones are open already
     * (on any instance); answers its id, or null at the limit. The key's advisory lock makes the count and the insert one step.
     */
    async openSpeechLease(speakerKey: string, work: 'synthesize' | 'transcribe', max: number, ttlMs: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`speech:${work}:${speakerKey}`}, 0))`);
        const [open] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(speechLeases)
          .where(and(eq(speechLeases.speakerKey, speakerKey), eq(speechLeases.work, work), gt(speechLeases.expiresAt, sql`now()`)));
        if ((open?.count ?? 0) >= max) return null;
        const id = randomUUID();
        await tx.insert(speechLeases).values({ id, speakerKey, work, expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` });
        return id;
      });
    },

    /** Keeps a speech lease alive for another `ttlMs`. */
    async renewSpeechLease(id: string, ttlMs: number): Promise<void> {
      await db
        .update(speechLeases)
        .set({ expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` })
        .where(eq(speechLeases.id, id));
    },

    async closeSpeechLease(id: string): Promise<void> {
      await db.delete(speechLeases).where(eq(speechLeases.id, id));
    },

    /**
     * Forgets what the limits hold of an account being deleted: its failed logins, its open streams, its speech under
     * way and spoken today, and the twins' replies kept for it to hear.
     */
    async forgetAccount(userId: string, email: string): Promise<void> {
      await db.delete(loginFailures).where(sql`starts_with(${loginFailures.key}, ${`${email}\n`})`);
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, `login-account:${email}`));
      // Every count kept for the account (renames, invitation e-mails, setup codes …) names it by its id.
      await db.delete(rateLimitCounters).where(sql`strpos(${rateLimitCounters.key}, ${userId}) > 0`);
      await db.delete(eventStreamLeases).where(eq(eventStreamLeases.userId, userId));
      await db.delete(speechLeases).where(eq(speechLeases.speakerKey, userId));
      await db.execute(sql`delete from twin_spoken_replies where speaker_key = ${userId}`);
    },

    /** Deletes rows whose time is over, a bounded batch per table; answers how many went. */
    async deleteExpired(now = new Date()): Promise<number> {
      const batch = (table: string, column: string) =>
        sql.raw(`delete from ${table} where ctid in (select ctid from ${table} where ${column} <= '${now.toISOString()}'::timestamptz limit ${CLEANUP_BATCH})`);
      let deleted = 0;
      for (const statement of [
        batch('rate_limit_counters', 'window_ends_at'),
        batch('login_failures', 'expires_at'),
        batch('event_stream_leases', 'expires_at'),
        batch('speech_leases', 'expires_at'),
        // Not a limit, but as short-lived and kept the same way: the twin's replies its public voice may speak, and
        // those past the latest TWIN_SPOKEN_REPLIES_KEPT of a twin to one caller (which it no longer speaks).
        batch('twin_spoken_replies', 'expires_at'),
        sql.raw(
          `delete from twin_spoken_replies where ctid in (select ctid from (select ctid, row_number() over (partition by twin_id, speaker_key order by created_at desc, id desc) as rank from twin_spoken_replies) as ranked where rank > ${TWIN_SPOKEN_REPLIES_KEPT} limit ${CLEANUP_BATCH})`,
        ),
      ]) {
        const result = (await db.execute(statement)) as { rowCount?: number | null };
        deleted += result.rowCount ?? 0;
      }
      return deleted;
    },
  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;

/** Deletes expired limit rows every `intervalMs` until stopped; a failed pass is logged and the next one tries again. */
export function startLimitsCleanup(repository: LimitsRepository, intervalMs: number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    repository.deleteExpired().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
