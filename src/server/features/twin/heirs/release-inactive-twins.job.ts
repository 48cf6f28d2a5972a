// twin.release-inactive: once a day, gives heirs access to the twins whose owners chose "on release after
// inactivity" and have not signed in for the chosen months (and tells them), and forgets renamed usernames whose redirect has ended
// (reads ignore them already). Scheduled by the queue (listed in twin.feature.ts); idempotent.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { MailSettingsSource } from '../../../lib/email-settings.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';
import { noticeTwinReleased } from './heir-notices.ts';

/** The payload of a job no person started; its status is nobody's to read. */
export const SYSTEM_JOB_USER = 'system';
/** How often the check runs. */
export const RELEASE_CHECK_EVERY_SECONDS = 24 * 60 * 60;

/**
 * Releases every twin due at `now` and tells their heirs (in the app; by e-mail with `mail`); answers the ids
 * released. Tests call it with a date of their choosing.
 */
export async function releaseInactiveTwins(db: Db, now: Date, tell?: { mail?: MailSettingsSource | undefined; log: Pick<FastifyBaseLogger, 'error'> }): Promise<string[]> {
  const repository = createTwinRepository(db);
  const released: string[] = [];
  for (const twin of await repository.listTwinsDueForRelease(now)) {
    const row = await repository.releaseTwin(twin.id, now);
    if (!row) continue;
    await repository.addActivity(twin.id, {
      kind: 'released',
      text: { key: 'releasedInactive', values: { months: twin.inactivityMonths } },
      actor: 'system',
    });
    released.push(twin.id);
    if (tell) await noticeTwinReleased({ db, ...tell }, twin.id);
  }
  return released;
}

export const releaseInactiveTwinsJob = defineJob({
  name: 'twin.release-inactive',
  payload: z.object({ userId: z.literal(SYSTEM_JOB_USER) }),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  async run(_payload, { db, mail, log }) {
    const now = new Date();
    const released = (await releaseInactiveTwins(db, now, { mail, log })).length;
    return { released, expiredRedirects: await createTwinRepository(db).deleteExpiredRedirects(now) };
  },
});
