// The Credits admin page's API (/api/admin/credits/*): grant credits to anyone, the ledger of every account, the welcome
// credits setting. Pending requests are answered through /credits/requests/* (credits.routes.ts).
// Admins only: the preValidation hook answers 401 signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CREDIT_GRANT_MAX,
  ADMIN_CREDITS_API_PATH,
  AdminCreditGrantAnswerSchema,
  AdminCreditGrantInputSchema,
  AdminCreditLedgerAnswerSchema,
  AdminCreditLedgerQuerySchema,
  AdminCreditSettingsSchema,
  SaveAdminCreditSettingsInputSchema,
  WELCOME_CREDITS_MAX,
} from '../../../shared/contracts/admin-credits.ts';
import { requireAuth, restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminCreditsService } from './admin-credits.service.ts';
import { createCreditsService } from './credits.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];

export const adminCreditsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const adminCredits = createAdminCreditsService({ ...deps, credits: createCreditsService({ ...deps, log: app.log }) }, app.log);
  restrictToAdmins(app, deps.roles);

  app.post(
    `${ADMIN_CREDITS_API_PATH}/grants`,
    {
      schema: {
        summary: 'Grant credits to an account',
        tags: TAGS,
        description: `Adds \`amount\` credits (1 to ${ADMIN_CREDIT_GRANT_MAX.toLocaleString('en-US')}) to the account \`userId\`, with the reason its history shows; answers the new balance.`,
        body: AdminCreditGrantInputSchema,
        response: { 201: AdminCreditGrantAnswerSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await adminCredits.grant(requireAuth(request), request.body)),
  );

  app.get(
    `${ADMIN_CREDITS_API_PATH}/ledger`,
    {
      schema: {
        summary: 'Every account’s credit ledger',
        tags: TAGS,
        description: 'Every account’s ledger, newest first, a page at a time (`before`: the last id shown), by person (`q`, name or e-mail) and `kind`, each entry with the balance after it.',
        querystring: AdminCreditLedgerQuerySchema,
        response: { 200: AdminCreditLedgerAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => adminCredits.listLedger(request.query),
  );

  app.get(
    `${ADMIN_CREDITS_API_PATH}/settings`,
    { schema: { summary: 'Read the welcome credits', tags: TAGS, description: 'The welcome credits a new account starts with, and whether WELCOME_CREDITS sets them.', response: { 200: AdminCreditSettingsSchema, ...errorResponses(403) } } },
    async () => adminCredits.getSettings(),
  );

  app.put(
    `${ADMIN_CREDITS_API_PATH}/settings`,
    {
      schema: {
        summary: 'Save the welcome credits',
        tags: TAGS,
        description: `Sets the welcome credits (0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}) for the next registration on every instance; 400 when WELCOME_CREDITS sets them.`,
        body: SaveAdminCreditSettingsInputSchema,
        response: { 200: AdminCreditSettingsSchema, ...errorResponses(403) },
      },
    },
    async (request) => adminCredits.saveSettings(requireAuth(request), request.body),
  );
};
