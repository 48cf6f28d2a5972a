// The money ledger on the admin Credits page (/api/admin/ledger*): every entry with filters and totals per currency,
// the CSV export of a period, the reconciliation's open flags, and running the reconciliation now.
// Admins only: the preValidation hook answers 401 signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import {
  ADMIN_LEDGER_API_PATH,
  AdminLedgerAnswerSchema,
  AdminLedgerExportQuerySchema,
  AdminLedgerQuerySchema,
  LEDGER_EXPORT_MAX_DAYS,
  LEDGER_KINDS,
  LEDGER_PAGE_SIZE,
  LedgerFlagsAnswerSchema,
  ReconcileAnswerSchema,
} from '../../../shared/contracts/ledger.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import { asPrivateDownload } from '../../lib/content-disposition.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createLedgerService } from './ledger.service.ts';

const TAGS = ['admin'];
const FILTERS = `Filters, each optional: \`user_id\` (a person), \`organization_id\`, \`kind\` (${LEDGER_KINDS.join(', ')}), \`from\` and \`to\` (YYYY-MM-DD, UTC days, both included).`;

export const adminLedgerRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const ledger = createLedgerService({ db: deps.database.db, log: app.log });
  restrictToAdmins(app, deps.roles);

  app.get(
    ADMIN_LEDGER_API_PATH,
    {
      schema: {
        summary: 'The money ledger',
        tags: TAGS,
        description: `Every payment, commission, payout, refund, dispute and grant, newest first, ${LEDGER_PAGE_SIZE} at a time (\`before\`: the last id shown), with the totals per currency of everything the filters match. Amounts are the currency's smallest unit, signed from the operator's side: cents, or for a Solana mentor payment its own asset (currency sol in lamports, usdc in millionths), never converted. ${FILTERS}`,
        querystring: AdminLedgerQuerySchema,
        response: { 200: AdminLedgerAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => ledger.list(request.query),
  );

  app.get(
    `${ADMIN_LEDGER_API_PATH}/export.csv`,
    {
      schema: {
        summary: 'The money ledger of a period as CSV',
        nonJsonAnswer: { mediaTypes: ['text/csv'], description: 'One row per entry, oldest first', errorStatuses: [400, 403] },
        tags: TAGS,
        description: `A text/csv download (Content-Disposition: attachment), streamed: Date, Kind, Amount, Currency, Amount (minor units), E-mail, Organisation, Description, Source, Source id, Stripe reference, Entry id. Amount is in the currency's major unit (SOL with nine decimals, USDC with six); the minor units are exact. \`from\` and \`to\` are required and cover at most ${LEDGER_EXPORT_MAX_DAYS} days (400 otherwise). A text cell starting with =, +, -, @, tab or carriage return is prefixed with ' so a spreadsheet shows it as text. ${FILTERS}`,
        querystring: AdminLedgerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, stream } = ledger.exportCsv(request.query);
      return asPrivateDownload(reply, 'text/csv; charset=utf-8', filename).send(stream);
    },
  );

  app.get(
    `${ADMIN_LEDGER_API_PATH}/flags`,
    {
      schema: {
        summary: 'What the reconciliation found',
        tags: TAGS,
        description: 'The open flags of the daily reconciliation, newest first: a payment whose grant is missing, a grant without its payment (mentor chats paid by card or verified on Solana included), a refund not taken back (for credit packages, also credits not taken off the balance), a mentor payout the ledger and the payment disagree on. A flag closes by itself once a run no longer finds its cause.',
        response: { 200: LedgerFlagsAnswerSchema, ...errorResponses(403) },
      },
    },
    async () => ledger.listFlags(),
  );

  app.post(
    `${ADMIN_LEDGER_API_PATH}/reconcile`,
    {
      schema: {
        summary: 'Reconcile the ledger now',
        tags: TAGS,
        description: 'Runs the daily reconciliation at once (after fixing a cause, say): answers how many problems are open, how many are new and how many it found fixed. Running it again changes nothing.',
        response: { 200: ReconcileAnswerSchema, ...errorResponses(403) },
      },
    },
    async () => ledger.reconcile(),
  );
};
