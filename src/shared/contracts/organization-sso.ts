// An organisation's single sign-on (OpenID Connect): the settings its owners and admins save, what the settings page
// reads back (the client secret only as "set"), the login page's start, and the words of every refusal.
import { z } from 'zod';
import { domainsSchema } from './organizations.ts';
import { textField } from './text.ts';
import { EmailSchema } from './users.ts';

export const SSO_ISSUER_MAX_LENGTH = 500;
export const SSO_CLIENT_ID_MAX_LENGTH = 300;
export const SSO_CLIENT_SECRET_MAX_LENGTH = 1000;
/** How long a person has at their provider between "Continue" and coming back. */
export const SSO_ATTEMPT_TTL_MINUTES = 10;
/** Where the provider sends the person back; the settings page shows it in full to copy. */
export const SSO_CALLBACK_PATH = '/users/sso/callback';
/** The login page's query parameter that names why a sign-on did not finish (a key of SSO_ERROR_MESSAGES). */
export const SSO_ERROR_PARAM = 'sso_error';

/** What the login page says for each way a sign-on can end without signing in. */
export const SSO_ERROR_MESSAGES = {
  denied: 'The sign-in was cancelled at your organisation’s sign-in page. Try again when you are ready.',
  state: 'This sign-in did not start on this browser, or was finished already. Start again from the login page.',
  expired: `This sign-in took longer than ${SSO_ATTEMPT_TTL_MINUTES} minutes. Start again from the login page.`,
  unverified: 'Your organisation’s sign-in did not confirm your e-mail address, so we cannot sign you in with it. Ask your IT team.',
  domain: 'Your organisation’s sign-in answered with an e-mail address outside the domains this organisation uses.',
  provider: 'Your organisation’s sign-in could not be reached or did not answer as expected. Try again in a moment, or ask your IT team.',
  disabled: 'This account has been disabled. Contact support if you think this is a mistake.',
  membership: 'You could not be added to the organisation (it is full, or you belong to as many organisations as one person may).',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up for this organisation.',
  noDomainMatch: 'No organisation signs in with single sign-on for this e-mail domain. Sign in with your password instead.',
  secretRequired: 'Enter the client secret from your identity provider.',
  domainTaken: (domain: string) => `Another organisation already signs in ${domain} with single sign-on.`,
  insecureIssuer: 'The issuer URL must start with https://.',
  discoveryFailed: (why: string) => `Could not read the provider’s OpenID configuration: ${why}`,
  passwordRefused: (organizationName: string) => `${organizationName} signs its members in with single sign-on. Use “Continue with single sign-on” on the login page.`,
} as const;

const issuerSchema = textField('Issuer URL')
  .trim()
  .max(SSO_ISSUER_MAX_LENGTH, `Issuer URL must be at most ${SSO_ISSUER_MAX_LENGTH} characters.`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter the issuer URL, such as https://login.example.com.' }))
  .transform((url) => url.replace(/\/+$/, ''));

/** `PUT /organizations/{id}/sso`: the provider, the client, the domains it covers; no secret keeps the saved one. */
export const SaveSsoSettingsInputSchema = z.object({
  issuer_url: issuerSchema,
  client_id: textField('Client ID')
    .trim()
    .min(1, 'Client ID is required.')
    .max(SSO_CLIENT_ID_MAX_LENGTH, `Client ID must be at most ${SSO_CLIENT_ID_MAX_LENGTH} characters.`),
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
    state: z.string().max(500).optional(),
    code: z.string().max(4000).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
    iss: z.string().max(SSO_ISSUER_MAX_LENGTH).optional(),
  })
  .catchall(z.string().max(4000));
