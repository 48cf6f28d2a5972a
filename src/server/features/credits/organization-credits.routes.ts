// An organisation's credits as its members use them (/organizations/{id}/credits) and the operator's console of
// organisations (/api/admin/organizations/*: members, roles, balance, usage, grants and answers to requests). Each
// validates, then calls the service; the console's routes refuse anyone but an admin before reading their input.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CREDIT_GRANT_MAX, GrantCreditRequestInputSchema } from '../../../shared/contracts/admin-credits.ts';
import { CreateCreditRequestInputSchema, DeclineCreditRequestInputSchema } from '../../../shared/contracts/credits.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import {
  ADMIN_ORGANIZATIONS_API_PATH,
  ADMIN_ORGANIZATIONS_LIMIT,
  AdminOrganizationDetailsSchema,
  AdminOrganizationGrantAnswerSchema,
  AdminOrganizationGrantInputSchema,
  AdminOrganizationListSchema,
  AdminOrganizationParamsSchema,
  AdminOrganizationRequestParamsSchema,
  AdminOrganizationsQuerySchema,
  ORGANIZATION_CREDIT_ENTRIES_LIMIT,
  OrganizationCreditRequestAnswerSchema,
  OrganizationCreditsSchema,
} from '../../../shared/contracts/organization-credits.ts';
import { OrganizationParamsSchema } from '../../../shared/contracts/organizations.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationCreditsService } from './organization-credits.service.ts';

const TAGS = ['organizations'];
const ADMIN_TAGS = ['admin'];
const ACCESS = 'An organisation the caller is not a member of answers 404.';
const WHO_PAYS =
  'A session is paid from the organisation’s balance when its scenario belongs to the organisation or it is started while the organisation is the caller’s workspace (`PUT /organizations/current`); 402 when that balance is short.';

export const organizationCreditsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const organizationCredits = createOrganizationCreditsService({ database: deps.database, log: app.log });

  app.get(
    '/organizations/:id/credits',
    {
      schema: {
        summary: 'An organisation’s credits',
        tags: TAGS,
        description: `The balance and the latest ${ORGANIZATION_CREDIT_ENTRIES_LIMIT} ledger entries, newest first, each with the balance after it: owners and admins read every entry and each member's spending, other members only their own entries. ${WHO_PAYS} ${ACCESS}`,
        params: OrganizationParamsSchema,
        response: { 200: OrganizationCreditsSchema, ...errorResponses(404) },
      },
    },
    async (request) => organizationCredits.getCredits(requireAuth(request), request.params.id),
  );

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

  await app.register(async (admin) => {
    admin.addHook('preValidation', async (request) => {
      await deps.roles.assertAdmin(requireAuth(request));
    });

    admin.get(
      ADMIN_ORGANIZATIONS_API_PATH,
      {
        schema: {
          summary: 'Every organisation',
          tags: ADMIN_TAGS,
          description: `Organisations by name (at most ${ADMIN_ORGANIZATIONS_LIMIT}; \`q\` narrows by name), each with its members, credit balance, sessions and credits spent this month (UTC) and any pending request.`,
          querystring: AdminOrganizationsQuerySchema,
          response: { 200: AdminOrganizationListSchema, ...errorResponses(403) },
        },
      },
      async (request) => organizationCredits.listForAdmin(request.query),
    );

    admin.get(
      `${ADMIN_ORGANIZATIONS_API_PATH}/:id`,
      {
        schema: {
          summary: 'One organisation',
          tags: ADMIN_TAGS,
          description: 'Its members with their roles and what each spent this month, its ledger (newest first, with the member on each entry) and its pending request.',
          params: AdminOrganizationParamsSchema,
          response: { 200: AdminOrganizationDetailsSchema, ...errorResponses(403, 404) },
        },
      },
      async (request) => organizationCredits.getForAdmin(request.params.id),
    );

    admin.post(
      `${ADMIN_ORGANIZATIONS_API_PATH}/:id/grants`,
      {
        schema: {
          summary: 'Grant credits to an organisation',
          tags: ADMIN_TAGS,
          description: `Adds \`amount\` credits (1 to ${ADMIN_CREDIT_GRANT_MAX.toLocaleString('en-US')}) to the organisation's balance with the reason its ledger shows; answers the new balance.`,
          params: AdminOrganizationParamsSchema,
          body: AdminOrganizationGrantInputSchema,
          response: { 201: AdminOrganizationGrantAnswerSchema, ...errorResponses(403, 404) },
        },
      },
      async (request, reply) => reply.code(201).send(await organizationCredits.grantAsAdmin(requireAuth(request), request.params.id, request.body)),
    );

    admin.post(
      `${ADMIN_ORGANIZATIONS_API_PATH}/:id/credit-requests/:requestId/grant`,
      {
        schema: {
          summary: 'Grant an organisation’s credit request',
          tags: ADMIN_TAGS,
          description: 'Adds `amount` credits (what was asked when absent) to the organisation once, naming the member who asked. 409 when already answered.',
          params: AdminOrganizationRequestParamsSchema,
          body: GrantCreditRequestInputSchema.nullish(),
          response: { 200: OrganizationCreditRequestAnswerSchema, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => organizationCredits.grantRequestAsAdmin(requireAuth(request), request.params.id, request.params.requestId, request.body ?? {}),
    );

    admin.post(
      `${ADMIN_ORGANIZATIONS_API_PATH}/:id/credit-requests/:requestId/decline`,
      {
        schema: {
          summary: 'Decline an organisation’s credit request',
          tags: ADMIN_TAGS,
          description: 'Declines a pending request with a reason its members read. 409 when already answered.',
          params: AdminOrganizationRequestParamsSchema,
          body: DeclineCreditRequestInputSchema,
          response: { 200: OrganizationCreditRequestAnswerSchema, ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => organizationCredits.declineRequestAsAdmin(requireAuth(request), request.params.id, request.params.requestId, request.body.reason),
    );
  });
};
