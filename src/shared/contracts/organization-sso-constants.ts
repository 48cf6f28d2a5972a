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

/** The DNS TXT record that proves a domain: its value is this prefix and the domain's token. */
export const SSO_TXT_PREFIX = 'engram-verification=';
/** The name the TXT record may be put at (the domain itself works too): `_engram.<domain>`. */
export const SSO_TXT_LABEL = '_engram';
/** Where a claimed domain stands: pending until its DNS record is found or the operator approves it. */
export const SSO_DOMAIN_STATUSES = ['pending', 'verified'] as const;
export type SsoDomainStatus = (typeof SSO_DOMAIN_STATUSES)[number];
/** How a domain was proven. */
export const SSO_DOMAIN_PROOFS = ['dns', 'operator'] as const;
export type SsoDomainProof = (typeof SSO_DOMAIN_PROOFS)[number];

/**
 * E-mail providers whose addresses belong to the public, not to one organisation: no organisation's sign-on may claim
 * them. A short list of the largest (no maintained list ships with the project); an operator who meets another can
 * still decline it by never approving it, and DNS proof is out of reach for anyone but the provider.
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'msn.com', 'yahoo.com', 'yahoo.co.uk',
  'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net',
  'web.de', 'mail.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'zoho.com', 'qq.com', '163.com', '126.com', 'fastmail.com',
  'tutanota.com', 'hey.com', 'orange.fr', 'free.fr', 'laposte.net', 'libero.it', 't-online.de', 'naver.com',
];

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
  domainTaken: (domain: string) => `Another organisation already signs in ${domain} with single sign-on.`,
  publicDomain: (domain: string) => `${domain} is a public e-mail provider: its addresses belong to their owners, not to one organisation, so single sign-on cannot cover it.`,
  domainPending: (domain: string) => `Single sign-on for ${domain} is waiting for the organisation to prove it owns the domain. Sign in with your password until it does.`,
  domainNotClaimed: 'This organisation’s single sign-on does not cover that domain.',
  verifyNotFound: (domain: string, token: string) =>
    `No TXT record “${SSO_TXT_PREFIX}${token}” was found at ${SSO_TXT_LABEL}.${domain} or ${domain}. DNS changes can take a while to appear; try again later.`,
  verifyUnreachable: (domain: string) => `The DNS records of ${domain} could not be read just now. Try again in a moment.`,
  insecureIssuer: 'The issuer URL must start with https://.',
  privateIssuer: 'The issuer URL names a private, loopback or link-local address, which single sign-on never contacts.',
  discoveryFailed: (why: string) => `Could not read the provider’s OpenID configuration: ${why}`,
  passwordRefused: (organizationName: string) => `${organizationName} signs its members in with single sign-on. Use “Continue with single sign-on” on the login page.`,
} as const;

/** The operator's list of domains waiting for proof, and where they approve one. */
export const ADMIN_SSO_DOMAINS_API_PATH = '/api/admin/sso-domains';
/** How many waiting domains the operator's console lists at once (oldest first). */
export const ADMIN_SSO_DOMAINS_LIMIT = 200;
