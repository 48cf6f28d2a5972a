// The daily reconciliation of the money ledger with the purchases: flags a payment whose grant is missing, a grant
// without its payment and a refund not taken back (ledger.service.ts reconcileLedger), logged and shown on the admin
// Credits page. Running it twice in a day changes nothing.
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { reconcileLedger } from './ledger.service.ts';

/** Scheduled jobs belong to no person: the queue's payload names the system. */
export const LEDGER_RECONCILE_JOB_USER = 'system';
export const RECONCILE_EVERY_SECONDS = 24 * 60 * 60;

export const reconcileLedgerJob = defineJob({
  name: 'ledger.reconcile',
  payload: z.object({ userId: z.literal(LEDGER_RECONCILE_JOB_USER) }),
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  // Three bounded reads (RECONCILE_CHECK_LIMIT rows each) and as many upserts: well inside the two minutes every job has.
  expireInSeconds: 120,
  async run(_payload, { db, log }) {
    return reconcileLedger(db, log);
  },
});
