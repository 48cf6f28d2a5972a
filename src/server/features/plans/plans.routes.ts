// The Engram's plans: the public prices and launch offer (GET /plans, no sign-in), the person's package, storage and
// receipts (GET /plans/mine), and buying the package or storage through Stripe Checkout (POST /plans/checkout). The
// payments' webhook is the credits feature's (/credits/stripe/webhook), which hands the plans their events.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckoutAnswerSchema } from '../../../shared/contracts/credits.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { MyPlanAnswerSchema, PlanCheckoutInputSchema, PUBLIC_PLANS_PATH, PublicPlansAnswerSchema, STORAGE_GB_PER_PURCHASE_MAX } from '../../../shared/contracts/plans.ts';
import { getForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createPlansService } from './plans.service.ts';

const TAGS = ['plans'];

export const plansRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const plans = createPlansService(deps);

  app.get(
    PUBLIC_PLANS_PATH,
    {
      config: { public: true },
      schema: {
        summary: 'The plans and prices',
        tags: TAGS,
        description:
          'No sign-in: the Engram package price, the storage price per GB, the mentor commission, how this server takes payments (stripe, free or closed), and the launch offer with the real number of places left (null once none are).',
        response: { 200: PublicPlansAnswerSchema },
      },
    },
    async () => plans.currentPlans(),
  );

  getForCaller(app, `${PUBLIC_PLANS_PATH}/mine`, MyPlanAnswerSchema, (caller) => plans.myPlan(caller), {
    tags: TAGS,
    summary: 'The caller’s package, storage and receipts',
    description: 'Whether the caller holds the Engram package, what it costs them (the launch price when they qualify), their storage allowance and their receipts, newest first.',
  });

  app.post(
    `${PUBLIC_PLANS_PATH}/checkout`,
    {
      schema: {
        summary: 'Start buying the Engram package or storage',
        tags: TAGS,
        description: `Opens a Stripe Checkout Session for the package (\`{"item":"package"}\`) or 1 GB storage blocks (\`{"item":"storage","gb":1..${STORAGE_GB_PER_PURCHASE_MAX}}\`) and answers its URL; granted once Stripe confirms the payment. 404 when this server takes no payments; 409 when the package is already held, or storage is bought before it.`,
        body: PlanCheckoutInputSchema,
        response: { 200: CheckoutAnswerSchema, ...errorResponses(404, 409, 502) },
      },
    },
    async (request) => plans.startCheckout(requireAuth(request), request.body, `${request.protocol}://${request.host}`),
  );
};
