// The operator's console of organisations (/api/admin/organizations/*): members, roles, balance and usage this month,
// the ledger, grants and answers to the members' requests. Admins only: the preValidation hook answers 401 signed out
// and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CREDIT_GRANT_MAX, GrantCreditRequestInputSchema } from '../../../shared/contracts/admin-credits.ts';
import { DeclineCreditRequestInputSchema } from '../../../shared/contracts/credits.ts';
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
  OrganizationCreditRequestAnswerSchema,
} from '../../../shared/contracts/organization-credits.ts';
import { requireAuth, restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createOrganizationCreditsService } from './organization-credits.service.ts';

const TAGS = ['admin'];

export const adminOrganizationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const organizationCredits = createOrganizationCreditsService({ database: deps.database, events: deps.events, log: app.log });
  restrictToAdmins(app, deps.roles);

  app.get(
    ADMIN_ORGANIZATIONS_API_PATH,
    {
      schema: {
        summary: 'Every organisation',
        tags: TAGS,
        description: `Organisations by name (at most ${ADMIN_ORGANIZATIONS_LIMIT}; \`q\` narrows by name), each with its members, credit balance, sessions and credits spent this month (UTC) and any pending request.`,
        querystring: AdminOrganizationsQuerySchema,
        response: { 200: AdminOrganizationListSchema, ...errorResponses(403) },
      },
    },
    async (request) => organizationCredits.listForAdmin(request.query),
  );

  app.get(
    `${ADMIN_ORGANIZATIONS_API_PATH}/:id`,
    {
      schema: {
        summary: 'One organisation',
        tags: TAGS,
        description: 'Its members with their roles and what each spent this month, its ledger (newest first, with the member on each entry) and its pending request.',
        params: AdminOrganizationParamsSchema,
        response: { 200: AdminOrganizationDetailsSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => organizationCredits.getForAdmin(request.params.id),
  );

  app.post(
    `${ADMIN_ORGANIZATIONS_API_PATH}/:id/grants`,
    {
      schema: {
        summary: 'Grant credits to an organisation',
        tags: TAGS,
        description: `Adds \`amount\` credits (1 to ${ADMIN_CREDIT_GRANT_MAX.toLocaleString('en-US')}) to the organisation's balance with the reason its ledger shows; answers the new balance.`,
        params: AdminOrganizationParamsSchema,
        body: AdminOrganizationGrantInputSchema,
        response: { 201: AdminOrganizationGrantAnswerSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await organizationCredits.grantAsAdmin(requireAuth(request), request.params.id, request.body)),
  );

  app.post(
    `${ADMIN_ORGANIZATIONS_API_PATH}/:id/credit-requests/:requestId/grant`,
    {
      schema: {
        summary: 'Grant an organisation’s credit request',
        tags: TAGS,
        description: 'Adds `amount` credits (what was asked when absent) to the organisation once, naming the member who asked. 409 when already answered.',
        params: AdminOrganizationRequestParamsSchema,
        body: GrantCreditRequestInputSchema.nullish(),
        response: { 200: OrganizationCreditRequestAnswerSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => organizationCredits.grantRequestAsAdmin(requireAuth(request), request.params.id, request.params.requestId, request.body ?? {}),
  );

  app.post(
    `${ADMIN_ORGANIZATIONS_API_PATH}/:id/credit-requests/:requestId/decline`,
    {
      schema: {
        summary: 'Decline an organisation’s credit request',
        tags: TAGS,
        description: 'Declines a pending request with a reason its members read. 409 when already answered.',
        params: AdminOrganizationRequestParamsSchema,
        body: DeclineCreditRequestInputSchema,
        response: { 200: OrganizationCreditRequestAnswerSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => organizationCredits.declineRequestAsAdmin(requireAuth(request), request.params.id, request.params.requestId, request.body.reason),
  );
};
