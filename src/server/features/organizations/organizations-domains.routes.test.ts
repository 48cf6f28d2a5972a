// The join link's domains are claims that must be proven, exactly like single sign-on's: a new domain is pending and
// admits nobody (the person who tries is told why), "Check now" finds its DNS TXT record on a real DNS server (a UDP
// responder on 127.0.0.1) or the operator approves it, a public provider's domain is refused, a proven domain belongs
// to one organisation, and only owners and admins see or change the domains.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrganizationDomainList } from '../../../shared/contracts/organization-domains.ts';
import { DOMAIN_MESSAGES } from '../../../shared/contracts/organization-domains-constants.ts';
import type { AdminSsoDomainList } from '../../../shared/contracts/organization-sso.ts';
import { ADMIN_SSO_DOMAINS_API_PATH } from '../../../shared/contracts/organization-sso-constants.ts';
import type { Organization } from '../../../shared/contracts/organizations.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { organizations } from '../../db/schema.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { startLocalDnsServer } from '../../test/local-dns-server.ts';
import { promoteToAdmin, TEST_DATABASES } from '../../test/test-app.ts';
import { hashLinkToken } from './organization-links.ts';
import { tokenOf, useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

describe.each(TEST_DATABASES)('[ORGANISATIONS] the join link’s domains and their proof on $name', ({ url }) => {
  // Started first: the app is built knowing its port.
  const dns = useDescribeResource('The local DNS server', () => startLocalDnsServer(), (server) => server.close());
  const { ctx, person, verifyEmail, createOrganization, organizationWithTeam, details } = useOrganizationRoutes(url, () => ({ SSO_DNS_SERVERS: dns.server }));

  const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.test`;
  const domainsOf = async (who: Person, organizationId: string) => {
    const response = await who.call('GET', `/organizations/${organizationId}/domains`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as OrganizationDomainList).data;
  };
  const checkNow = (who: Person, organizationId: string, domain: string) => who.call('POST', `/organizations/${organizationId}/domains/${domain}/verify`);
  const join = (who: Person, token: string) => who.call('POST', '/organizations/join', { token });
  const makeJoinLink = async (owner: Person, organizationId: string) => {
    const made = await owner.call('POST', `/organizations/${organizationId}/join-link`);
    expect(made.statusCode, made.body).toBe(201);
    return tokenOf((made.json() as { join_url: string }).join_url);
  };
  /** A person whose address on `domain` is confirmed. */
  const colleagueAt = async (name: string, domain: string) => {
    const who = await person(name, `${name.split(' ')[0]!.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@${domain}`);
    await verifyEmail(who);
    return who;
  };
  /** Publishes the claim's TXT record at `_engram.<domain>` and presses Check now. */
  async function proveByDns(owner: Person, organizationId: string, domain: string) {
    const claim = (await domainsOf(owner, organizationId)).find((row) => row.domain === domain)!;
    dns.set(claim.txt_name, { txt: ['v=spf1 -all', claim.txt_value] });
    const checked = await checkNow(owner, organizationId, domain);
    expect(checked.statusCode, checked.body).toBe(200);
    return (checked.json() as OrganizationDomainList).data;
  }

  it('keeps a new domain pending, tells the person who tries the link why, and admits them once Check now finds its TXT record', async () => {
    const owner = await person('Olivia Owner');
    const domain = unique('acme');
    const organization = await createOrganization(owner, { name: 'Acme Sales' });
    expect((await owner.call('POST', `/organizations/${organization.id}/join-link`)).json()).toEqual({ message: MESSAGES.joinNoDomains });
    const patched = await owner.call('PATCH', `/organizations/${organization.id}`, { email_domains: [`@${domain.toUpperCase()}`] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ email_domains: [domain] });

    const [claim] = await domainsOf(owner, organization.id);
    expect(claim).toEqual({
      domain,
      status: 'pending',
      txt_name: `_engram.${domain}`,
      txt_value: expect.stringMatching(/^engram-verification=[\w-]{24}$/),
      verified_by: null,
      verified_at: null,
      is_for_join_link: true,
      is_for_sign_on: false,
    });

    // A join link can be made while the domain waits; it admits nobody from it yet, and says why.
    const token = await makeJoinLink(owner, organization.id);
    const [stored] = await ctx.database.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(stored!.joinTokenHash).toBe(hashLinkToken(token));
    const colleague = await person('Cara Colleague', `cara.${Date.now().toString(36)}@${domain}`);
    expect((await colleague.call('POST', '/organizations/join/preview', { token })).json()).toEqual({ organization_name: 'Acme Sales', role: 'member', email: null });
    expect((await join(colleague, token)).json()).toEqual({ message: MESSAGES.joinNeedsVerified });
    await verifyEmail(colleague);
    const waiting = await join(colleague, token);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toEqual({ message: DOMAIN_MESSAGES.joinPending(domain, 'Acme Sales') });

    // Check now without the record: 400 naming the record to add; with another organisation's token: the same.
    const missing = await checkNow(owner, organization.id, domain);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: DOMAIN_MESSAGES.verifyNotFound(domain, claim!.txt_value.replace('engram-verification=', '')) });
    dns.set(`_engram.${domain}`, { txt: ['engram-verification=someone-elses-token'] });
    expect((await checkNow(owner, organization.id, domain)).statusCode).toBe(400);
    expect((await join(colleague, token)).statusCode).toBe(403);

    const proven = await proveByDns(owner, organization.id, domain);
    expect(proven).toEqual([expect.objectContaining({ domain, status: 'verified', verified_by: 'dns', verified_at: expect.any(String), txt_value: claim!.txt_value })]);
    const joined = await join(colleague, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ id: organization.id, role: 'member' });
    expect((await join(colleague, token)).statusCode).toBe(200);
    // Checked again, a proven domain stays as it is, even once its record is gone.
    dns.set(`_engram.${domain}`, undefined);
    expect(((await checkNow(owner, organization.id, domain)).json() as OrganizationDomainList).data[0]).toMatchObject({ status: 'verified' });

    // Nobody else: another domain, a look-alike, a replaced or ended link.
    const outsider = await person('Oscar Outsider');
    await verifyEmail(outsider);
    expect((await join(outsider, token)).json()).toEqual({ message: MESSAGES.joinOtherDomain });
    expect((await join(await colleagueAt('Lou Lookalike', `evil-${domain}`), token)).statusCode).toBe(403);
    const second = await colleagueAt('Sid Second', domain);
    const renewed = await makeJoinLink(owner, organization.id);
    expect((await join(second, token)).json()).toEqual({ message: MESSAGES.joinUnknown });
    expect((await owner.call('DELETE', `/organizations/${organization.id}/join-link`)).statusCode).toBe(204);
    expect((await join(second, renewed)).statusCode).toBe(404);
    expect((await details(owner, organization.id)).members.map((row) => row.email).sort()).toEqual([owner.email, colleague.email].sort());

    // A domain kept when the list is saved again keeps its proof; one dropped and added again starts over.
    const other = unique('acme-other');
    expect((await owner.call('PATCH', `/organizations/${organization.id}`, { email_domains: [domain, other] })).statusCode).toBe(200);
    expect(Object.fromEntries((await domainsOf(owner, organization.id)).map((row) => [row.domain, row.status]))).toEqual({ [domain]: 'verified', [other]: 'pending' });
    expect((await owner.call('PATCH', `/organizations/${organization.id}`, { email_domains: [other] })).statusCode).toBe(200);
    expect((await owner.call('PATCH', `/organizations/${organization.id}`, { email_domains: [other, domain] })).statusCode).toBe(200);
    expect((await domainsOf(owner, organization.id)).find((row) => row.domain === domain)).toMatchObject({ status: 'pending', verified_by: null });
    expect((await checkNow(owner, organization.id, 'not-claimed.test')).json()).toEqual({ message: DOMAIN_MESSAGES.notClaimed });
    expect((await checkNow(owner, organization.id, 'not a domain')).statusCode).toBe(400);
  });

  it('refuses a public e-mail provider’s domain with a 400 that says why, creating and changing nothing', async () => {
    const owner = await person('Olivia Owner');
    const before = ((await owner.call('GET', '/organizations')).json() as { data: Organization[] }).data.length;
    const created = await owner.call('POST', '/organizations', { name: 'Gmail Fans', email_domains: [unique('fans'), 'Gmail.com'] });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: DOMAIN_MESSAGES.publicDomain('gmail.com') });
    expect(((await owner.call('GET', '/organizations')).json() as { data: Organization[] }).data).toHaveLength(before);

    const kept = unique('kept');
    const organization = await createOrganization(owner, { name: 'Kept Co', email_domains: [kept] });
    for (const domain of ['outlook.com', '@yahoo.com', 'proton.me']) {
      const refused = await owner.call('PATCH', `/organizations/${organization.id}`, { name: 'Renamed', email_domains: [kept, domain] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: DOMAIN_MESSAGES.publicDomain(domain.replace('@', '')) });
    }
    expect((await details(owner, organization.id)).organization).toMatchObject({ name: 'Kept Co', email_domains: [kept] });
  });

  it('lets several organisations claim a domain but one only prove it; another cannot claim it once proven', async () => {
    const domain = unique('contested');
    const first = await person('Fay First');
    const firstOrganization = await createOrganization(first, { name: 'First Co', email_domains: [domain] });
    const second = await person('Sol Second');
    const secondOrganization = await createOrganization(second, { name: 'Second Co', email_domains: [domain] });
    const secondClaim = (await domainsOf(second, secondOrganization.id))[0]!;
    expect(secondClaim.txt_value).not.toBe((await domainsOf(first, firstOrganization.id))[0]!.txt_value);

    await proveByDns(first, firstOrganization.id, domain);
    // The second organisation's own record published at the domain does not help: the domain is taken.
    dns.set(domain, { txt: [secondClaim.txt_value] });
    const late = await checkNow(second, secondOrganization.id, domain);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: DOMAIN_MESSAGES.domainTaken(domain) });
    // Its join link admits nobody from the domain.
    const token = await makeJoinLink(second, secondOrganization.id);
    expect((await join(await colleagueAt('Nia Newcomer', domain), token)).json()).toEqual({ message: DOMAIN_MESSAGES.joinPending(domain, 'Second Co') });

    // A third organisation cannot claim the proven domain at all, on creating or on changing.
    const third = await person('Tia Third');
    const refusedCreate = await third.call('POST', '/organizations', { name: 'Third Co', email_domains: [domain] });
    expect(refusedCreate.statusCode).toBe(409);
    expect(refusedCreate.json()).toEqual({ message: DOMAIN_MESSAGES.domainTaken(domain) });
    expect(((await third.call('GET', '/organizations')).json() as { data: Organization[] }).data).toEqual([]);
    const thirdOrganization = await createOrganization(third, { name: 'Third Co' });
    expect((await third.call('PATCH', `/organizations/${thirdOrganization.id}`, { email_domains: [domain] })).json()).toEqual({ message: DOMAIN_MESSAGES.domainTaken(domain) });
    expect((await domainsOf(third, thirdOrganization.id))).toEqual([]);
  });

  it('lets the operator approve a join domain from the console; then the link admits its people', async () => {
    const domain = unique('approved');
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner, { name: 'Approved Co', email_domains: [domain] });
    const token = await makeJoinLink(owner, organization.id);
    const admin = await person('Avery Admin');
    await promoteToAdmin(ctx.database, admin.email);
    const listed = (await admin.call('GET', ADMIN_SSO_DOMAINS_API_PATH)).json() as AdminSsoDomainList;
    expect(listed.data.filter((row) => row.domain === domain)).toEqual([
      { domain, organization_id: organization.id, organization_name: 'Approved Co', claimed_at: expect.any(String), is_for_join_link: true, is_for_sign_on: false, is_verified_elsewhere: false },
    ]);
    expect((await owner.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: organization.id, domain })).statusCode).toBe(403);
    expect((await admin.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: organization.id, domain })).statusCode).toBe(204);
    expect((await domainsOf(owner, organization.id))[0]).toMatchObject({ status: 'verified', verified_by: 'operator' });
    expect((await join(await colleagueAt('Pia Person', domain), token)).statusCode).toBe(200);
  });

  it('shows and changes the domains for owners and admins only: a manager or member gets 403, an outsider 404', async () => {
    const { organization, owner, admin, manager, member } = await organizationWithTeam('Guarded Co');
    const domain = unique('guarded');
    expect((await admin.call('PATCH', `/organizations/${organization.id}`, { email_domains: [domain] })).statusCode).toBe(200);
    expect(await domainsOf(admin, organization.id)).toHaveLength(1);
    const claim = (await domainsOf(owner, organization.id))[0]!;
    dns.set(claim.txt_name, { txt: [claim.txt_value] });
    for (const who of [manager, member]) {
      const refused = await who.call('PATCH', `/organizations/${organization.id}`, { email_domains: [domain, unique('mine')] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.adminOnly });
      expect((await who.call('GET', `/organizations/${organization.id}/domains`)).statusCode).toBe(403);
      expect((await checkNow(who, organization.id, domain)).statusCode).toBe(403);
    }
    const outsider = await person('Sam Stranger');
    const outsiderOrganization = await createOrganization(outsider, { name: 'Elsewhere' });
    expect((await outsider.call('GET', `/organizations/${organization.id}/domains`)).json()).toEqual({ message: MESSAGES.notFound });
    expect((await checkNow(outsider, organization.id, domain)).statusCode).toBe(404);
    expect((await outsider.call('PATCH', `/organizations/${organization.id}`, { email_domains: [domain] })).statusCode).toBe(404);
    // Its own organisation's path with this domain: not one of its claims.
    expect((await checkNow(outsider, outsiderOrganization.id, domain)).statusCode).toBe(404);
    expect((await outsider.call('GET', '/organizations/not-an-id/domains')).statusCode).toBe(404);
    // Nothing the refused calls tried changed the claim; the admin's Check now proves it.
    expect(await domainsOf(owner, organization.id)).toEqual([claim]);
    expect(((await checkNow(admin, organization.id, domain)).json() as OrganizationDomainList).data[0]).toMatchObject({ status: 'verified' });
  });
});
