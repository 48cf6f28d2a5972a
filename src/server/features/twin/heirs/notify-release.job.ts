// twin.notify-release: tells the heirs of a twin its owner just released (or shared while released) that it is open
// to them, in the app and by e-mail, off the owner's request. Idempotent: each heir is told once per release.
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { noticeTwinReleased } from './heir-notices.ts';

export const notifyReleaseJob = defineJob({
  name: 'twin.notify-release',
  payload: z.object({ userId: z.uuid(), twinId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  // Like the daily release check that also sends these e-mails.
  expireInSeconds: 120,
  async run({ twinId }, { db, mail, log }) {
    return { notified: await noticeTwinReleased({ db, mail, log }, twinId) };
  },
});
