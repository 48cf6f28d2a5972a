// The credits routes: the balance and its ledger; requests for credits and the admins' answers; and, when the
// operator set up Stripe, credit packages bought through Stripe Checkout with its signed webhook.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GrantCreditRequestInputSchema } from '../../../shared/contracts/admin-credits.ts';
import {
  CheckoutAnswerSchema,
  CreateCheckoutInputSchema,
  CreateCreditRequestInputSchema,
  CreditPackagesAnswerSchema,
  CreditRequestAnswerSchema,
  CreditRequestParamsSchema,
  DeclineCreditRequestInputSchema,
  LatestCreditRequestAnswerSchema,
  PendingCreditRequestsAnswerSchema,
} from '../../../shared/contracts/credits.ts';
import { CreditsAnswerSchema } from '../../../shared/contracts/scenarios.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createCreditPurchasesService } from './credit-purchases.service.ts';
import { createCreditsService } from './credits.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['credits'];
const WEBHOOK_PATH = '/credits/stripe/webhook';

/** Credits are spent by sessions; people ask for more (an admin answers) or buy packages when Stripe is set up. */
export const creditsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const credits = createCreditsService({ ...deps, log: app.log });
  const purchases = createCreditPurchasesService({ ...deps, credits });

  app.get(
    '/credits',
    { schema: { summary: 'The caller’s credit balance and history', tags: TAGS, description: 'The balance and the latest ledger entries (newest first), each with the balance after it.', response: { 200: CreditsAnswerSchema } } },
    async (request) => credits.getCredits(requireAuth(request).userId),
  );

  app.get(
    '/credits/requests/latest',
    { schema: { summary: 'The caller’s latest credit request', tags: TAGS, description: "The caller's newest request for credits (pending or answered), or null.", response: { 200: LatestCreditRequestAnswerSchema } } },
    async (request) => ({ data: await credits.getLatestRequest(requireAuth(request)) }),
  );

  app.post(
    '/credits/requests',
    {
      schema: {
        summary: 'Ask an administrator for credits',
        tags: TAGS,
        description: 'Asks the administrators for credits. One pending request at a time: 409 while one waits.',
        body: CreateCreditRequestInputSchema,
        response: { 201: CreditRequestAnswerSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await credits.createRequest(requireAuth(request), request.body) }),
  );

  // The answering routes refuse anyone but an admin before their input is read.
  const adminOnly = async (request: FastifyRequest) => credits.assertAdmin(requireAuth(request));

  app.get(
    '/credits/requests/pending',
    { preValidation: adminOnly, schema: { summary: 'Credit requests waiting for an answer', tags: TAGS, description: 'Administrators only (403 otherwise): pending requests, oldest first.', response: { 200: PendingCreditRequestsAnswerSchema, ...errorResponses(403) } } },
    async (request) => ({ data: await credits.listPendingRequests(requireAuth(request)) }),
  );

  app.post(
    '/credits/requests/:id/grant',
    {
      preValidation: adminOnly,
      schema: {
        summary: 'Grant a credit request',
        tags: TAGS,
        description:
          "Administrators only (403 otherwise): grants a pending request, adding `amount` credits (what was asked when absent) to the person's ledger once. 409 when already answered.",
        params: CreditRequestParamsSchema,
        body: GrantCreditRequestInputSchema.nullish(),
        response: { 200: CreditRequestAnswerSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => ({ data: await credits.grantRequestAsAdmin(requireAuth(request), request.params.id, request.body?.amount) }),
  );

  app.post(
    '/credits/requests/:id/decline',
    {
      preValidation: adminOnly,
      schema: {
        summary: 'Decline a credit request',
        tags: TAGS,
        description: 'Administrators only (403 otherwise): declines a pending request with a reason the person reads. 409 when already answered.',
        params: CreditRequestParamsSchema,
        body: DeclineCreditRequestInputSchema,
        response: { 200: CreditRequestAnswerSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => ({ data: await credits.declineRequestAsAdmin(requireAuth(request), request.params.id, request.body.reason) }),
  );

  app.get(
    '/credits/packages',
    { schema: { summary: 'Credit packages for sale', tags: TAGS, description: 'Credit packages on sale through Stripe Checkout; empty when purchases are not set up.', response: { 200: CreditPackagesAnswerSchema } } },
    async (request) => {
      requireAuth(request);
      return { data: purchases.listPackages() };
    },
  );

  app.post(
    '/credits/checkout',
    {
      schema: {
        summary: 'Start buying a credit package',
        tags: TAGS,
        description: 'Opens a Stripe Checkout Session for the package of `credits` and answers its URL; the credits are added when Stripe confirms the payment. 404 when purchases are not set up.',
        body: CreateCheckoutInputSchema,
        response: { 200: CheckoutAnswerSchema, ...errorResponses(404, 502) },
      },
    },
    async (request) => purchases.startCheckout(requireAuth(request), request.body.credits, `${request.protocol}://${request.host}`),
  );

  // Stripe signs the exact bytes it sends, so this route alone reads its body raw (within the server's body limit).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      WEBHOOK_PATH,
      {
        config: { public: true, serverToServer: true },
        schema: {
          summary: 'Payment provider webhook',
          tags: TAGS,
          description: "Stripe's webhook (server to server, no login): verified by its Stripe-Signature; a paid Checkout Session adds its credits once, and a refund or dispute of its payment takes them back once (the balance may go below zero when they were spent); the Engram's plans and paid mentors get their own sessions, payments, refunds and disputes. Replayed and out-of-order events change nothing twice. 400 for a bad signature, 404 when purchases are not set up.",
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(404) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        await purchases.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
        return { received: true };
      },
    );
  });
};
