// The money ledger as app.ts composes it: the admin's view, CSV export and reconciliation flags, a person's receipts,
// and the daily reconciliation. Other features write to it through FeatureDeps.ledger (money-ledger.ts).
// Edit it when the feature gains a route plugin, a job or a schedule.
import type { Feature } from '../feature-deps.ts';
import { adminLedgerRoutes } from './admin-ledger.routes.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { LEDGER_RECONCILE_JOB_USER, reconcileLedgerJob, RECONCILE_EVERY_SECONDS } from './reconcile-ledger.job.ts';

export const ledgerFeature: Feature = {
  name: 'ledger',
  routes: [ledgerRoutes, adminLedgerRoutes],
  jobs: [reconcileLedgerJob],
  // Offered by whichever processes run jobs; the queue keeps one a day across instances.
  schedules: [{ schedule: (queue) => queue.schedule(reconcileLedgerJob, { userId: LEDGER_RECONCILE_JOB_USER }, RECONCILE_EVERY_SECONDS) }],
};
