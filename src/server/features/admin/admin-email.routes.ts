// The E-mail page's API (/admin/email/*): read and save the SMTP server, sender and public URL, and send a test
// e-mail with unsaved values. Admins only: the preValidation hook answers 401 signed out and 403 for anyone else,
// before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminEmailSettingsSchema,
  SaveAdminEmailSettingsInputSchema,
  SendAdminTestEmailAnswerSchema,
  SendAdminTestEmailInputSchema,
} from '../../../shared/contracts/admin-email.ts';
import { requireAuth, restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminEmailService } from './admin-email.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];

export const adminEmailRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const adminEmail = createAdminEmailService(deps);
  restrictToAdmins(app, deps.roles);

  app.get('/admin/email/settings', { schema: { summary: 'Read the e-mail settings', tags: TAGS, response: { 200: AdminEmailSettingsSchema, ...errorResponses(403) } } }, async () => adminEmail.getSettings());

  app.put(
    '/admin/email/settings',
    { schema: { summary: 'Save the e-mail settings', tags: TAGS, body: SaveAdminEmailSettingsInputSchema, response: { 200: AdminEmailSettingsSchema, ...errorResponses(403) } } },
    async (request) => adminEmail.saveSettings(request.body),
  );

  app.post(
    '/admin/email/test',
    {
      schema: {
        summary: 'Send a test e-mail',
        tags: TAGS,
        description: "Sends a test e-mail with the unsaved settings to `to`, or to the admin's own address: where it went, or the SMTP server's error in plain words.",
        body: SendAdminTestEmailInputSchema,
        response: { 200: SendAdminTestEmailAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => adminEmail.sendTestEmail(requireAuth(request), request.body),
  );
};
