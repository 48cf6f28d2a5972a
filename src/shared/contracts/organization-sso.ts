// An organisation's single sign-on (OpenID Connect): the settings its owners and admins save, what the settings page
// reads back (the client secret only as "set") and the login page's start. Limits and words: organization-sso-constants.ts.
import { z } from 'zod';
import { OrganizationDomainSchema } from './organization-domains.ts';
import { SSO_CLIENT_ID_MAX_LENGTH, SSO_CLIENT_SECRET_MAX_LENGTH, SSO_ISSUER_MAX_LENGTH } from './organization-sso-constants.ts';
import { domainSchema, domainsSchema } from './organizations.ts';
import { limitedText, requiredText, textField } from './text.ts';
import { EmailSchema } from './users.ts';

const issuerSchema = limitedText('Issuer URL', SSO_ISSUER_MAX_LENGTH)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter the issuer URL, such as https://login.example.com.' }))
  .transform((url) => url.replace(/\/+$/, ''));

/** `PUT /organizations/{id}/sso`: the provider, the client, the domains it covers; no secret keeps the saved one. */
export const SaveSsoSettingsInputSchema = z.object({
  issuer_url: issuerSchema,
  client_id: requiredText('Client ID', SSO_CLIENT_ID_MAX_LENGTH),
  client_secret: textField('Client secret')
    .max(SSO_CLIENT_SECRET_MAX_LENGTH, `Client secret must be at most ${SSO_CLIENT_SECRET_MAX_LENGTH} characters.`)
    .optional()
    .describe('Left out (or empty) to keep the secret saved before.'),
  email_domains: domainsSchema.refine((domains) => domains.length > 0, 'Enter at least one e-mail domain.'),
  require_sso: z.boolean().default(false).describe('Covered members must sign in with single sign-on; owners keep their password.'),
});
export type SaveSsoSettingsInput = z.input<typeof SaveSsoSettingsInputSchema>;

/** `GET /organizations/{id}/sso`: the saved settings (the secret only as `has_client_secret`) and the redirect URI. */
export const SsoSettingsSchema = z.object({
  is_configured: z.boolean(),
  issuer_url: z.string().nullable(),
  client_id: z.string().nullable(),
  has_client_secret: z.boolean(),
  email_domains: z.array(z.string()),
  domains: z.array(OrganizationDomainSchema).describe('The same domains with their state and the TXT record that proves each; a domain verified for the join link is verified here too.'),
  require_sso: z.boolean(),
  redirect_uri: z.string().describe('Register it with the provider as the client’s redirect URI.'),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

/** `POST /users/sso/start`: the person's address, whose domain picks the organisation. */
export const StartSsoInputSchema = z.object({ email: EmailSchema });
export type StartSsoInput = z.infer<typeof StartSsoInputSchema>;

export const StartSsoAnswerSchema = z.object({
  authorization_url: z.string().describe('Send the browser here: the organisation’s provider, with state, nonce and PKCE.'),
  organization_name: z.string(),
});
export type StartSsoAnswer = z.infer<typeof StartSsoAnswerSchema>;

/** `GET /users/sso/callback`: what the provider sends back (all as the provider spells them). */
export const SsoCallbackQuerySchema = z
  .object({
    state: textField('State').max(500).optional(),
    code: textField('Code').max(4000).optional(),
    error: textField('Error').max(200).optional(),
    error_description: textField('Error description').max(2000).optional(),
    iss: textField('Issuer').max(SSO_ISSUER_MAX_LENGTH).optional(),
  })
  .catchall(z.string().max(4000));

/** A domain waiting for proof, as the operator's console lists it. */
export const AdminSsoDomainSchema = z.object({
  domain: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  claimed_at: z.string(),
  is_for_join_link: z.boolean(),
  is_for_sign_on: z.boolean(),
  is_verified_elsewhere: z.boolean().describe('Another organisation has proven it already, so approving this claim answers 409.'),
});
export const AdminSsoDomainListSchema = z.object({ data: z.array(AdminSsoDomainSchema) });
export type AdminSsoDomain = z.infer<typeof AdminSsoDomainSchema>;
export type AdminSsoDomainList = z.infer<typeof AdminSsoDomainListSchema>;

/** `POST /api/admin/sso-domains/approve`: the operator vouches for an organisation's claim. */
export const ApproveSsoDomainInputSchema = z.object({ organization_id: z.uuid('Enter an organisation id.'), domain: domainSchema });
export type ApproveSsoDomainInput = z.input<typeof ApproveSsoDomainInputSchema>;
