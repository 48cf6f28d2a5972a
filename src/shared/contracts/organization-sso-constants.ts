// Single sign-on's limits, paths and words, without zod, so the login page can say why a sign-on did not finish
// without loading the schemas.
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
  linked: 'This account is already linked to another sign-in at your organisation’s provider, so it cannot be signed in with this one. Ask your IT team.',
  membership: 'You could not be added to the organisation (it is full, or you belong to as many organisations as one person may).',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up for this organisation.',
  noDomainMatch: 'No organisation signs in with single sign-on for this e-mail domain. Sign in with your password instead.',
  secretRequired: 'Enter the client secret from your identity provider.',
  domainPending: (domain: string) => `Single sign-on for ${domain} is waiting for the organisation to prove it owns the domain. Sign in with your password until it does.`,
  insecureIssuer: 'The issuer URL must start with https://.',
  privateIssuer: 'The issuer URL names a private, loopback or link-local address, which single sign-on never contacts.',
  discoveryFailed: (why: string) => `Could not read the provider’s OpenID configuration: ${why}`,
  passwordRefused: (organizationName: string) => `${organizationName} signs its members in with single sign-on. Use “Continue with single sign-on” on the login page.`,
} as const;

/** The operator's list of domains waiting for proof, and where they approve one. */
export const ADMIN_SSO_DOMAINS_API_PATH = '/api/admin/sso-domains';
/** How many waiting domains the operator's console lists at once (oldest first). */
export const ADMIN_SSO_DOMAINS_LIMIT = 200;
