// The e-mail domains an organisation claims, as its owners and admins read them: one claim per domain, proven once for
// the join link and single sign-on alike. Words and limits: organization-domains-constants.ts.
import { z } from 'zod';
import { DOMAIN_PROOFS, DOMAIN_STATUSES } from './organization-domains-constants.ts';
import { domainSchema } from './organizations.ts';
import { requiredText } from './text.ts';

/** One claimed domain: whether it is proven, the DNS record that proves it, and what it is claimed for. */
export const OrganizationDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(DOMAIN_STATUSES).describe('`pending` admits nobody by the join link and signs nobody on; `verified` once the TXT record was found or the operator approved it.'),
  txt_name: z.string().describe('Where to add the TXT record (the domain itself works too).'),
  txt_value: z.string().describe('The TXT record’s exact value.'),
  verified_by: z.string().nullable().describe(`How it was proven: ${DOMAIN_PROOFS.map((proof) => `\`${proof}\``).join(' or ')} (its TXT record, or the operator); null while pending.`),
  verified_at: z.string().nullable(),
  is_for_join_link: z.boolean().describe('One of the organisation’s `email_domains`, whose confirmed addresses its join link admits once verified.'),
  is_for_sign_on: z.boolean().describe('One of the domains its single sign-on covers.'),
});
export type OrganizationDomain = z.infer<typeof OrganizationDomainSchema>;

/** `GET /organizations/{id}/domains`: every domain the organisation claims, by name. */
export const OrganizationDomainListSchema = z.object({ data: z.array(OrganizationDomainSchema) });
export type OrganizationDomainList = z.infer<typeof OrganizationDomainListSchema>;

/** `POST /organizations/{id}/domains/{domain}/verify` and single sign-on's. */
export const OrganizationDomainParamsSchema = z.object({
  id: requiredText('Organisation id', 100),
  domain: domainSchema,
});
