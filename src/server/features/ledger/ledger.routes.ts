// A person's own entries of the money ledger (GET /credits/payments): their payments, refunds and grants, as receipts on
// their Credits page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MY_LEDGER_LIMIT, MY_LEDGER_PATH, MyLedgerAnswerSchema } from '../../../shared/contracts/ledger.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createLedgerService } from './ledger.service.ts';

export const ledgerRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const ledger = createLedgerService({ db: deps.database.db, log: app.log });

  app.get(
    MY_LEDGER_PATH,
    {
      schema: {
        summary: 'The caller’s payments and refunds',
        tags: ['credits'],
        description: `The caller's entries of the money ledger, newest first (at most ${MY_LEDGER_LIMIT}): what they paid (credit packages, the Engram package, storage), what was refunded or disputed, and what was given free. Amounts are minor units, signed from the operator's side (a payment positive, a refund negative).`,
        response: { 200: MyLedgerAnswerSchema },
      },
    },
    async (request) => ledger.mine(requireAuth(request)),
  );
};
