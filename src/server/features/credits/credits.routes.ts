// The credits route: the balance and its history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreditsAnswerSchema } from '../../../shared/contracts/scenarios.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createCreditsService } from './credits.service.ts';

const TAGS = ['credits'];

/** Credits are added by the operator's command (`npm run credits`) and spent by sessions; the API only reads them. */
export const creditsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const credits = createCreditsService({ ...deps, log: app.log });
  app.get(
    '/credits',
    { schema: { tags: TAGS, response: { 200: CreditsAnswerSchema } } },
    async (request) => credits.getCredits(requireAuth(request).userId),
  );
};
