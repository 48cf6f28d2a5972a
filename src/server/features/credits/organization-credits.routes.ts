// An organisation's credits as its members use them (/organizations/{id}/credits): the balance, the ledger and requests
// for credits. Each validates, then calls the service (the operator's side is admin-organizations.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateCreditRequestInputSchema } from '../../../shared/contracts/credits.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { ORGANIZATION_CREDIT_ENTRIES_LIMIT, OrganizationCreditRequestAnswerSchema, OrganizationCreditsSchema } from '../../../shared/contracts/organization-credits.ts';
import { OrganizationParamsSchema } from '../../../shared/contracts/organizations.ts';
import { getOneForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationCreditsService } from './organization-credits.service.ts';

const TAGS = ['organizations'];
const ACCESS = 'An organisation the caller is not a member of answers 404.';
const WHO_PAYS =
  'A session is paid from the organisation’s balance when its scenario belongs to the organisation or it is started while the organisation is the caller’s workspace (`PUT /organizations/current`); 402 when that balance is short.';

export const organizationCreditsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const organizationCredits = createOrganizationCreditsService({ database: deps.database, events: deps.events, log: app.log });

  getOneForCaller(app, '/organizations/:id/credits', { params: OrganizationParamsSchema, answer: OrganizationCreditsSchema, errors: [404] }, (caller, { id }) => organizationCredits.getCredits(caller, id), {
    tags: TAGS,
    summary: 'An organisation’s credits',
    description: `The balance and the latest ${ORGANIZATION_CREDIT_ENTRIES_LIMIT} ledger entries, newest first, each with the balance after it: owners and admins read every entry and each member's spending, other members only their own entries. ${WHO_PAYS} ${ACCESS}`,
  });

  app.post(
    '/organizations/:id/credits/requests',
    {
      schema: {
        summary: 'Ask for credits for an organisation',
        tags: TAGS,
        description: `Any member asks the operator for credits for the organisation (buying them waits for payments to be set up for organisations). One pending request per organisation: 409 while one waits. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: CreateCreditRequestInputSchema,
        response: { 201: OrganizationCreditRequestAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await organizationCredits.createRequest(requireAuth(request), request.params.id, request.body) }),
  );
};
