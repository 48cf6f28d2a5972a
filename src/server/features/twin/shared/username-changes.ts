// How often an account may change its Engram's username: TWIN_USERNAME_CHANGES_PER_DAY changes per day, counted in
// PostgreSQL (db/limits.repository.ts), so every instance enforces one limit. A rename (taking back an old name too)
// and deleting the Engram count; choosing the first username does not, but no new Engram starts while the day's
// changes are used, so deleting and starting again cannot reserve names faster than renaming.
import { createLimitsRepository } from '../../../db/limits.repository.ts';
import { tooManyRequests } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today at 14:05 UTC" or "tomorrow at 14:05 UTC" (the minute rounded up, so the time named is never too early). */
function describeWhen(at: Date, now: Date): string {
  const minute = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  const day = minute.toISOString().slice(0, 10) === now.toISOString().slice(0, 10) ? 'today' : 'tomorrow';
  return `${day} at ${minute.toISOString().slice(11, 16)} UTC`;
}

const secondsUntil = (at: Date, now: Date) => (at.getTime() - now.getTime()) / 1000;

export function createUsernameChanges({ config, database }: Pick<FeatureDeps, 'config' | 'database'>) {
  const limits = createLimitsRepository(database.db);
  const perDay = config.twin.usernameChangesPerDay;
  const keyOf = (userId: string) => `twin-username:${userId}`;

  return {
    /** Counts one rename of `userId`'s Engram, or answers 429 with Retry-After when the day's changes are used. */
    async take(userId: string, now = new Date()): Promise<void> {
      const window = await limits.hit(keyOf(userId), DAY_MS, now);
      if (window.count > perDay) {
        throw tooManyRequests(`You can change your username again ${describeWhen(window.windowEndsAt, now)}.`, secondsUntil(window.windowEndsAt, now));
      }
    },

    /** Gives back a change that did not happen (the name was taken meanwhile). */
    giveBack: (userId: string) => limits.unhit(keyOf(userId)),

    /** Counts the deletion of `userId`'s Engram, which holds its names from everyone else; never refused. */
    async recordDeletion(userId: string, now = new Date()): Promise<void> {
      await limits.hit(keyOf(userId), DAY_MS, now);
    },

    /** A new Engram (and so a new username) for `userId`, or 429 with Retry-After while the day's changes are used. */
    async assertMayStart(userId: string, now = new Date()): Promise<void> {
      const window = await limits.peek(keyOf(userId), now);
      if (window && window.count >= perDay) {
        throw tooManyRequests(`You can start a new Engram ${describeWhen(window.windowEndsAt, now)}.`, secondsUntil(window.windowEndsAt, now));
      }
    },
  };
}

export type UsernameChanges = ReturnType<typeof createUsernameChanges>;
