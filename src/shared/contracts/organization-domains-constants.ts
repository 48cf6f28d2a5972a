// The e-mail domains an organisation claims, for its join link and its single sign-on alike: the DNS record that proves
// one, its states, the public providers no organisation may claim, and the words said about them. Without zod, so the
// pages that only show them load no schemas; organization-domains.ts holds the schemas.

/** The DNS TXT record that proves a domain: its value is this prefix and the domain's token. */
export const DOMAIN_TXT_PREFIX = 'engram-verification=';
/** The name the TXT record may be put at (the domain itself works too): `_engram.<domain>`. */
export const DOMAIN_TXT_LABEL = '_engram';
/** Where a claimed domain stands: pending until its DNS record is found or the operator approves it. */
export const DOMAIN_STATUSES = ['pending', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
/** How a domain was proven. */
export const DOMAIN_PROOFS = ['dns', 'operator'] as const;
export type DomainProof = (typeof DOMAIN_PROOFS)[number];

/**
 * E-mail providers whose addresses belong to the public, not to one organisation: no organisation may claim them, for
 * its join link or its sign-on. A short list of the largest (no maintained list ships with the project); an operator
 * who meets another can still decline it by never approving it, and DNS proof is out of reach for anyone but the
 * provider.
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'live.com', 'msn.com', 'yahoo.com', 'yahoo.co.uk',
  'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net',
  'web.de', 'mail.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'zoho.com', 'qq.com', '163.com', '126.com', 'fastmail.com',
  'tutanota.com', 'hey.com', 'orange.fr', 'free.fr', 'laposte.net', 'libero.it', 't-online.de', 'naver.com',
];

export const DOMAIN_MESSAGES = {
  publicDomain: (domain: string) => `${domain} is a public e-mail provider: its addresses belong to their owners, not to one organisation, so no organisation can claim it.`,
  domainTaken: (domain: string) => `Another organisation has already verified ${domain}. A domain belongs to one organisation at most.`,
  notClaimed: 'This organisation does not claim that domain.',
  verifyNotFound: (domain: string, token: string) =>
    `No TXT record “${DOMAIN_TXT_PREFIX}${token}” was found at ${DOMAIN_TXT_LABEL}.${domain} or ${domain}. DNS changes can take a while to appear; try again later.`,
  verifyUnreachable: (domain: string) => `The DNS records of ${domain} could not be read just now. Try again in a moment.`,
  /** What the organisation page says beside a domain not yet proven. */
  pendingHint: (domain: string) => `Pending: add the TXT record below to the DNS of ${domain}, then press Check now, or ask the site’s operator to approve it. Nobody joins by link or signs on with it until then.`,
  /** What a person told to join through a link hears while their domain waits for proof. */
  joinPending: (domain: string, organizationName: string) =>
    `${organizationName} has not proven yet that it owns ${domain}, so its join link admits nobody from it for now. Pending: an owner or admin adds the domain’s TXT record or asks the operator to approve it; try again once they have.`,
} as const;
