// Single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1) and a real DNS server (a UDP
// responder on 127.0.0.1): owners and admins save the settings (discovery checked, the secret never answered), prove
// each domain by its TXT record or the operator's approval, a person signs in through the provider's own login page
// with state, nonce and PKCE, and every way it can fail lands on the login page with nothing created. With sign-on
// required, a covered member's password is refused while an owner keeps theirs.
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OrganizationDomainList } from '../../../shared/contracts/organization-domains.ts';
import type { AdminSsoDomainList, SsoSettings, StartSsoAnswer } from '../../../shared/contracts/organization-sso.ts';
import { DOMAIN_MESSAGES } from '../../../shared/contracts/organization-domains-constants.ts';
import { ADMIN_SSO_DOMAINS_API_PATH, SSO_CALLBACK_PATH, SSO_MESSAGES } from '../../../shared/contracts/organization-sso-constants.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { organizationMembers, organizationSso, organizationSsoAttempts, organizationSsoIdentities, users } from '../../db/schema.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { startLocalDnsServer } from '../../test/local-dns-server.ts';
import { startLocalOidcProvider } from '../../test/local-oidc-provider.ts';
import { cookieHeader, promoteToAdmin, TEST_DATABASES } from '../../test/test-app.ts';
import { useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

// inject() calls the app at localhost:80 and no PUBLIC_URL is set, so this is the address the settings page shows.
const REDIRECT_URI = `http://localhost${SSO_CALLBACK_PATH}`;
const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('[SSO] single sign-on for an organisation on $name', ({ url }) => {
  // Started first: the app is built knowing its port.
  const dns = useDescribeResource('The local DNS server', () => startLocalDnsServer(), (server) => server.close());
  const routes = useOrganizationRoutes(url, () => ({ SSO_ALLOW_HTTP_LOOPBACK: 'true', SSO_DNS_SERVERS: dns.server }));
  const { ctx, person, createOrganization, memberWith, userIdOf } = routes;
  const idp = useDescribeResource('The local identity provider', () => startLocalOidcProvider(REDIRECT_URI), (provider) => provider.close());

  const settingsFor = (domains: string[], extra: Record<string, unknown> = {}) => ({
    issuer_url: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    email_domains: domains,
    ...extra,
  });

  /** Publishes the claim's TXT record at `_engram.<domain>` and presses Verify: the settings answered. */
  async function verifyByDns(owner: Person, organizationId: string, domain: string): Promise<SsoSettings> {
    const claim = ((await owner.call('GET', `/organizations/${organizationId}/sso`)).json() as SsoSettings).domains.find((row) => row.domain === domain)!;
    dns.set(claim.txt_name, { txt: ['v=spf1 -all', claim.txt_value] });
    const verified = await owner.call('POST', `/organizations/${organizationId}/sso/domains/${domain}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json();
  }

  /** An organisation owned by a new person, with sign-on saved for `domains`, each proven by its TXT record. */
  async function organizationWithSso(domains: string[], extra: Record<string, unknown> = {}) {
    const owner = await person('Olivia Owner', `owner.${Date.now()}.${Math.random().toString(36).slice(2)}@${domains[0]}`);
    const organization = await createOrganization(owner, { name: `Sso ${domains[0]}` });
    const saved = await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(domains, extra));
    expect(saved.statusCode, saved.body).toBe(200);
    for (const domain of domains) await verifyByDns(owner, organization.id, domain.replace(/^@/, '').toLowerCase());
    return { owner, organization };
  }

  const start = (email: string) => ctx.app.inject({ method: 'POST', url: '/users/sso/start', payload: { email } });

  /** The provider's redirect back, presented to the app with the cookies of the browser (or other cookies). */
  const callback = (back: URL, cookies: string) => ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: cookies } });

  /** Begins for `email`, signs in at the provider as `accountId` and comes back: the redirect, the browser's cookies. */
  async function signOn(email: string, accountId: string | { cancel: true } = email) {
    const begun = await start(email);
    expect(begun.statusCode, begun.body).toBe(200);
    const back = await idp.signIn((begun.json() as StartSsoAnswer).authorization_url, accountId);
    const browser = cookieHeader(begun, ['sso_state']);
    return { back, browser, answer: await callback(back, browser) };
  }

  const landing = (answer: LightMyRequestResponse) => answer.headers.location;
  const accountWith = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];
  const roleOf = async (organizationId: string, userId: string) =>
    (await ctx.database.db.select({ role: organizationMembers.role }).from(organizationMembers).where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId))))[0]?.role;
  const login = (email: string) => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: PASSWORD } });

  it('saves the settings for owners and admins, checks discovery, and never answers the secret', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner, { name: 'Northwind' });
    const admin = await memberWith(owner, organization.id, 'admin', 'Ada Admin');
    const member = await memberWith(owner, organization.id, 'member', 'Mia Member');
    const outsider = await person('Sam Stranger');
    const path = `/organizations/${organization.id}/sso`;

    const empty = (await owner.call('GET', path)).json() as SsoSettings;
    expect(empty).toEqual({ is_configured: false, issuer_url: null, client_id: null, has_client_secret: false, email_domains: [], domains: [], require_sso: false, redirect_uri: REDIRECT_URI });

    const saved = await admin.call('PUT', path, settingsFor(['northwind.test', '@Northwind-Labs.test']));
    expect(saved.statusCode, saved.body).toBe(200);
    const pending = (domain: string) => ({ domain, status: 'pending', txt_name: `_engram.${domain}`, txt_value: expect.stringMatching(/^engram-verification=[\w-]{24}$/), verified_by: null, verified_at: null, is_for_join_link: false, is_for_sign_on: true });
    expect(saved.json()).toEqual({
      is_configured: true,
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      has_client_secret: true,
      email_domains: ['northwind-labs.test', 'northwind.test'],
      domains: [pending('northwind-labs.test'), pending('northwind.test')],
      require_sso: false,
      redirect_uri: REDIRECT_URI,
    });
    const [first, second] = (saved.json() as SsoSettings).domains;
    expect(first!.txt_value).not.toBe(second!.txt_value);
    const read = await owner.call('GET', path);
    expect(read.body).not.toContain(idp.clientSecret);
    // Sealed at rest too.
    const [row] = await ctx.database.db.select().from(organizationSso).where(eq(organizationSso.organizationId, organization.id));
    expect(row!.clientSecretSealed).not.toContain(idp.clientSecret);

    // Saved again without a secret: the one before is kept.
    const { client_secret: _omitted, ...withoutSecret } = settingsFor(['northwind.test'], { require_sso: true });
    expect((await owner.call('PUT', path, withoutSecret)).json()).toMatchObject({ has_client_secret: true, require_sso: true, email_domains: ['northwind.test'] });

    expect((await member.call('GET', path)).statusCode).toBe(403);
    expect((await member.call('PUT', path, settingsFor(['northwind.test']))).json()).toEqual({ message: ORGANIZATION_MESSAGES.adminOnly });
    expect((await member.call('DELETE', path)).statusCode).toBe(403);
    expect((await outsider.call('GET', path)).json()).toEqual({ message: ORGANIZATION_MESSAGES.notFound });
    expect((await outsider.call('PUT', path, settingsFor(['elsewhere.test']))).statusCode).toBe(404);
    expect((await outsider.call('DELETE', path)).statusCode).toBe(404);
    expect((await outsider.call('GET', '/organizations/not-an-id/sso')).statusCode).toBe(404);

    expect((await owner.call('DELETE', path)).statusCode).toBe(204);
    expect((await owner.call('GET', path)).json()).toMatchObject({ is_configured: false, has_client_secret: false });
    expect((await owner.call('DELETE', path)).statusCode).toBe(404);
  });

  it('answers 400 naming what failed (no discovery, not https, no secret, bad input) and 409 for a domain another organisation proved', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner, { name: 'Contoso' });
    const path = `/organizations/${organization.id}/sso`;
    const unreachable = await owner.call('PUT', path, settingsFor(['contoso.test'], { issuer_url: 'http://127.0.0.1:9/' }));
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toMatch(/^Could not read the provider’s OpenID configuration: .+/);
    const notHttps = await owner.call('PUT', path, settingsFor(['contoso.test'], { issuer_url: 'http://login.contoso.test' }));
    expect(notHttps.json()).toEqual({ message: SSO_MESSAGES.insecureIssuer });
    expect((await owner.call('PUT', path, settingsFor(['contoso.test'], { client_secret: '' }))).json()).toEqual({ message: SSO_MESSAGES.secretRequired });
    expect((await owner.call('PUT', path, settingsFor([]))).statusCode).toBe(400);
    expect((await owner.call('PUT', path, settingsFor(['not a domain']))).statusCode).toBe(400);
    expect((await owner.call('PUT', path, settingsFor(['contoso.test'], { issuer_url: 'ftp://contoso.test' }))).statusCode).toBe(400);
    expect((await owner.call('GET', path)).json()).toMatchObject({ is_configured: false });

    await organizationWithSso(['fabrikam.test']);
    const taken = await owner.call('PUT', path, settingsFor(['contoso.test', 'fabrikam.test']));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: DOMAIN_MESSAGES.domainTaken('fabrikam.test') });
    expect((await owner.call('GET', path)).json()).toMatchObject({ is_configured: false });
  });

  it('signs a new person in through the provider with PKCE, makes their account and a membership with the member role', async () => {
    const { organization } = await organizationWithSso(['acme.test']);
    idp.addAccount('ana@acme.test', { email: 'ana@acme.test', email_verified: true, name: 'Ana Lima' });
    const begun = await start('Ana@Acme.test');
    expect(begun.statusCode).toBe(200);
    const answer = begun.json() as StartSsoAnswer;
    expect(answer.organization_name).toBe(organization.name);
    const authorization = new URL(answer.authorization_url);
    expect(authorization.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({ client_id: idp.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', code_challenge_method: 'S256' });
    for (const check of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(check)).toMatch(/^[\w-]{20,}$/);
    // The state rides in this browser's cookie, never the verifier.
    expect(begun.cookies.find((cookie) => cookie.name === 'sso_state')).toMatchObject({ value: authorization.searchParams.get('state'), httpOnly: true, path: '/users/sso' });
    expect(begun.body).not.toContain('code_verifier');

    const back = await idp.signIn(answer.authorization_url, 'ana@acme.test');
    expect(back.searchParams.get('code')).toBeTruthy();
    const done = await callback(back, cookieHeader(begun, ['sso_state']));
    expect(done.statusCode).toBe(302);
    expect(landing(done)).toBe('/showcase');
    const me = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookieHeader(done) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: 'ana@acme.test', name: 'Ana Lima' }, emailVerified: true });
    const account = await accountWith('ana@acme.test');
    expect(account!.emailVerifiedAt).not.toBeNull();
    const ana: Person = { name: 'Ana Lima', email: 'ana@acme.test', cookies: cookieHeader(done), call: (method, path, payload) => ctx.app.inject({ method, url: path, headers: { cookie: cookieHeader(done) }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }) };
    expect((await ana.call('GET', `/organizations/${organization.id}`)).json()).toMatchObject({ organization: { id: organization.id, role: 'member' } });

    // Coming back later signs the same account in, with no second membership.
    const again = await signOn('ana@acme.test');
    expect(landing(again.answer)).toBe('/showcase');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'ana@acme.test'))).toHaveLength(1);
    expect(await ctx.database.db.select().from(organizationMembers).where(eq(organizationMembers.userId, account!.id))).toHaveLength(1);
  });

  it('links the existing account with the verified address and makes it a member', async () => {
    const { organization } = await organizationWithSso(['globex.test']);
    const existing = await person('Bea Park', 'bea@globex.test');
    idp.addAccount('bea-at-idp', { email: 'BEA@globex.test', email_verified: true, name: 'Beatrice Park' });
    const { answer } = await signOn('bea@globex.test', 'bea-at-idp');
    expect(landing(answer)).toBe('/showcase');
    expect((await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookieHeader(answer) } })).json()).toMatchObject({ user: { email: 'bea@globex.test', name: 'Bea Park' } });
    expect((await existing.call('GET', `/organizations/${organization.id}`)).json()).toMatchObject({ organization: { role: 'member' } });
  });

  it('refuses a wrong state, a callback from another browser and a replayed callback, creating nothing', async () => {
    await organizationWithSso(['initech.test']);
    idp.addAccount('cy@initech.test', { email: 'cy@initech.test', email_verified: true });
    const begun = await start('cy@initech.test');
    const back = await idp.signIn((begun.json() as StartSsoAnswer).authorization_url, 'cy@initech.test');
    const browser = cookieHeader(begun, ['sso_state']);

    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-nobody-began-aaaaaaaaaaaaaaaa');
    expect(landing(await callback(forged, 'sso_state=a-state-nobody-began-aaaaaaaaaaaaaaaa'))).toBe('/auth/login?sso_error=state');
    expect(landing(await callback(back, ''))).toBe('/auth/login?sso_error=state');
    expect(landing(await callback(back, 'sso_state=another-browser-state'))).toBe('/auth/login?sso_error=state');
    expect(await accountWith('cy@initech.test')).toBeUndefined();

    const first = await callback(back, browser);
    expect(landing(first)).toBe('/showcase');
    // The cookie is spent, and so is the attempt: the same answer presented again signs nobody in.
    expect(first.cookies.find((cookie) => cookie.name === 'sso_state')?.value).toBe('');
    const replayed = await callback(back, browser);
    expect(landing(replayed)).toBe('/auth/login?sso_error=state');
    expect(replayed.cookies.find((cookie) => cookie.name === 'access_token')).toBeUndefined();
  });

  it('lets the provider refuse a code whose PKCE verifier differs, and refuses an ID token with another nonce', async () => {
    await organizationWithSso(['stark.test']);
    idp.addAccount('mo@stark.test', { email: 'mo@stark.test', email_verified: true });
    for (const tampered of [{ codeVerifier: 'a-verifier-the-provider-never-saw-its-challenge-aaaaaaaaaaaa' }, { nonce: 'a-nonce-the-provider-never-saw' }]) {
      const begun = await start('mo@stark.test');
      const back = await idp.signIn((begun.json() as StartSsoAnswer).authorization_url, 'mo@stark.test');
      await ctx.database.db.update(organizationSsoAttempts).set(tampered).where(isNull(organizationSsoAttempts.usedAt));
      expect(landing(await callback(back, cookieHeader(begun, ['sso_state'])))).toBe('/auth/login?sso_error=provider');
    }
    expect(await accountWith('mo@stark.test')).toBeUndefined();
  });

  it('refuses an unverified address, an address outside the domains, a cancelled sign-in and a late one, creating nothing', async () => {
    const { organization } = await organizationWithSso(['umbrella.test']);
    const members = async () => ctx.database.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, organization.id));
    const before = (await members()).length;

    idp.addAccount('dee@umbrella.test', { email: 'dee@umbrella.test', email_verified: false });
    expect(landing((await signOn('dee@umbrella.test')).answer)).toBe('/auth/login?sso_error=unverified');
    expect(await accountWith('dee@umbrella.test')).toBeUndefined();

    // The provider vouches for an address on a domain this organisation does not cover.
    idp.addAccount('eve-at-idp', { email: 'eve@elsewhere.test', email_verified: true });
    expect(landing((await signOn('eve@umbrella.test', 'eve-at-idp')).answer)).toBe('/auth/login?sso_error=domain');
    expect(await accountWith('eve@elsewhere.test')).toBeUndefined();

    expect(landing((await signOn('fay@umbrella.test', { cancel: true })).answer)).toBe('/auth/login?sso_error=denied');

    idp.addAccount('gus@umbrella.test', { email: 'gus@umbrella.test', email_verified: true });
    const begun = await start('gus@umbrella.test');
    const back = await idp.signIn((begun.json() as StartSsoAnswer).authorization_url, 'gus@umbrella.test');
    await ctx.database.db.update(organizationSsoAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(landing(await callback(back, cookieHeader(begun, ['sso_state'])))).toBe('/auth/login?sso_error=expired');
    expect(await accountWith('gus@umbrella.test')).toBeUndefined();
    expect(await members()).toHaveLength(before);
  });

  it('says plainly when no organisation covers the domain, and when the provider is down', async () => {
    const unknown = await start('hal@nobody-signs-this.test');
    expect(unknown.json()).toMatchObject({ message: SSO_MESSAGES.noDomainMatch });
    expect(unknown.statusCode).toBe(404);
    // The login page asks in its language.
    const inIndonesian = await ctx.app.inject({ method: 'POST', url: '/users/sso/start', headers: { 'accept-language': 'id' }, payload: { email: 'hal@nobody-signs-this.test' } });
    expect(inIndonesian.json()).toMatchObject({ success: false, message: 'Tidak ada organisasi yang memakai SSO untuk domain email ini. Masuklah dengan kata sandi Anda.' });
    expect((await ctx.app.inject({ method: 'POST', url: '/users/sso/start', payload: { email: 'not an address' } })).statusCode).toBe(400);

    const { organization } = await organizationWithSso(['hooli.test']);
    // The provider moved away after the settings were saved.
    await ctx.database.db.update(organizationSso).set({ issuerUrl: 'http://127.0.0.1:9' }).where(eq(organizationSso.organizationId, organization.id));
    const down = await start('ida@hooli.test');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/could not be reached/);
  });

  it('refuses a covered member’s password once sign-on is required, and keeps the owner’s and everyone else’s', async () => {
    const owner = await person('Olivia Owner', 'olivia@wayne.test');
    const organization = await createOrganization(owner, { name: 'Wayne' });
    const member = await memberWith(owner, organization.id, 'member', 'Jo Member');
    const covered = await person('Kim Covered', 'kim@wayne.test');
    const invited = await owner.call('POST', `/organizations/${organization.id}/invitations`, { email: covered.email, role: 'manager' });
    expect((await routes.accept(covered, invited.json())).statusCode).toBe(200);
    const bystander = await person('Lee Bystander', 'lee@wayne.test');
    const path = `/organizations/${organization.id}/sso`;
    expect((await owner.call('PUT', path, settingsFor(['wayne.test'], { require_sso: false }))).statusCode).toBe(200);
    expect((await login(covered.email)).statusCode).toBe(200);

    // Required, but the domain is not proven yet: passwords still work.
    expect((await owner.call('PUT', path, settingsFor(['wayne.test'], { require_sso: true }))).statusCode).toBe(200);
    expect((await login(covered.email)).statusCode).toBe(200);
    await verifyByDns(owner, organization.id, 'wayne.test');
    const refused = await login(covered.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SSO_MESSAGES.passwordRefused('Wayne') });
    const refusedInIndonesian = await ctx.app.inject({ method: 'POST', url: '/users/login', headers: { 'accept-language': 'id-ID' }, payload: { email: covered.email, password: PASSWORD } });
    expect(refusedInIndonesian.json().message).toBe('Wayne mewajibkan anggotanya masuk dengan SSO. Pakai “Lanjutkan dengan SSO” di halaman masuk.');
    // A wrong password is still just a wrong password: the refusal is said only to whoever knows it.
    expect((await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: covered.email, password: 'not the password' } })).statusCode).toBe(401);
    expect((await login(owner.email)).statusCode).toBe(200);
    expect((await login(member.email)).statusCode).toBe(200);
    expect((await login(bystander.email)).statusCode).toBe(200);

    // Through the provider, the covered member still signs in.
    idp.addAccount('kim@wayne.test', { email: 'kim@wayne.test', email_verified: true });
    expect(landing((await signOn('kim@wayne.test')).answer)).toBe('/showcase');
    expect(await roleOf(organization.id, await userIdOf(covered))).toBe('manager');

    expect((await owner.call('DELETE', path)).statusCode).toBe(204);
    expect((await login(covered.email)).statusCode).toBe(200);
  });
  /** A site administrator (the operator's console), promoted as `npm run users -- promote` does. */
  async function operator(): Promise<Person> {
    const who = await person('Otto Operator');
    await promoteToAdmin(ctx.database, who.email);
    return who;
  }

  /** An organisation with sign-on saved for `domains`, none of them proven yet. */
  async function organizationWithPendingSso(name: string, domains: string[]) {
    const owner = await person('Penny Owner', `penny.${Math.random().toString(36).slice(2)}@owners.test`);
    const organization = await createOrganization(owner, { name });
    const saved = await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(domains));
    expect(saved.statusCode, saved.body).toBe(200);
    return { owner, organization, settings: saved.json() as SsoSettings };
  }

  it('signs nobody in on a domain still pending, and says why; the settings show the exact TXT record', async () => {
    const { owner, organization, settings } = await organizationWithPendingSso('Pending Partners', ['pending-partners.test']);
    const claim = settings.domains[0]!;
    expect(claim).toMatchObject({ domain: 'pending-partners.test', status: 'pending', txt_name: '_engram.pending-partners.test' });
    expect(claim.txt_value).toMatch(/^engram-verification=/);

    idp.addAccount('quin@pending-partners.test', { email: 'quin@pending-partners.test', email_verified: true });
    const refused = await start('quin@pending-partners.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SSO_MESSAGES.domainPending('pending-partners.test') });
    expect(refused.cookies.find((cookie) => cookie.name === 'sso_state')).toBeUndefined();

    // Saved again with the same domain: the claim keeps its token; dropped and claimed again, it starts over.
    const again = (await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(['pending-partners.test']))).json() as SsoSettings;
    expect(again.domains[0]!.txt_value).toBe(claim.txt_value);
    await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(['other-partners.test']));
    const renewed = (await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(['pending-partners.test']))).json() as SsoSettings;
    expect(renewed.domains[0]!.txt_value).not.toBe(claim.txt_value);
  });

  it('verifies a domain by its TXT record at _engram.<domain> or at the domain, and refuses a wrong or missing one', async () => {
    const { owner, organization, settings } = await organizationWithPendingSso('Record Keepers', ['record-keepers.test', 'apex-keepers.test']);
    const admin = await memberWith(owner, organization.id, 'admin', 'Ari Admin');
    const member = await memberWith(owner, organization.id, 'member', 'Mo Member');
    const outsider = await person('Sid Outsider');
    const verify = (who: Person, domain: string) => who.call('POST', `/organizations/${organization.id}/sso/domains/${domain}/verify`);
    const claimOf = (domain: string) => settings.domains.find((row) => row.domain === domain)!;
    const token = claimOf('record-keepers.test').txt_value.slice('engram-verification='.length);

    const missing = await verify(owner, 'record-keepers.test');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: DOMAIN_MESSAGES.verifyNotFound('record-keepers.test', token) });
    // Another organisation's token, a near miss and a record at the wrong name prove nothing.
    dns.set('_engram.record-keepers.test', { txt: ['engram-verification=someone-elses-token', `engram-verification=${token}x`] });
    dns.set('www.record-keepers.test', { txt: [claimOf('record-keepers.test').txt_value] });
    expect((await verify(owner, 'record-keepers.test')).statusCode).toBe(400);
    expect((await verify(member, 'record-keepers.test')).statusCode).toBe(403);
    expect((await verify(outsider, 'record-keepers.test')).statusCode).toBe(404);
    expect((await verify(owner, 'not-claimed.test')).json()).toEqual({ message: DOMAIN_MESSAGES.notClaimed });
    expect((await verify(owner, 'not a domain')).statusCode).toBe(400);

    dns.set('_engram.record-keepers.test', { txt: ['engram-verification=someone-elses-token', claimOf('record-keepers.test').txt_value] });
    const verified = await verify(admin, 'record-keepers.test');
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as SsoSettings).domains.find((row) => row.domain === 'record-keepers.test')).toMatchObject({ status: 'verified', verified_by: 'dns', verified_at: expect.any(String) });
    // At the domain itself works too.
    dns.set('apex-keepers.test', { txt: [claimOf('apex-keepers.test').txt_value] });
    expect(((await verify(owner, 'apex-keepers.test')).json() as SsoSettings).domains.every((row) => row.status === 'verified')).toBe(true);

    // Proven, the domain signs people in.
    idp.addAccount('rue@apex-keepers.test', { email: 'rue@apex-keepers.test', email_verified: true });
    expect(landing((await signOn('rue@apex-keepers.test')).answer)).toBe('/showcase');
  });

  it('refuses a public e-mail provider’s domain, lets several organisations claim a domain and only one prove it', async () => {
    const owner = await person('Gail Owner');
    const organization = await createOrganization(owner, { name: 'Public Claims' });
    const path = `/organizations/${organization.id}/sso`;
    for (const domain of ['gmail.com', 'Outlook.com']) {
      const refused = await owner.call('PUT', path, settingsFor(['public-claims.test', domain]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: DOMAIN_MESSAGES.publicDomain(domain.toLowerCase()) });
    }
    expect((await owner.call('GET', path)).json()).toMatchObject({ is_configured: false });

    // Two organisations claim the same domain; the one that publishes its record proves it, the other cannot.
    const first = await organizationWithPendingSso('Rightful Owner', ['contested.test']);
    const second = await organizationWithPendingSso('Squatter', ['contested.test']);
    expect(first.settings.domains[0]!.txt_value).not.toBe(second.settings.domains[0]!.txt_value);
    await verifyByDns(first.owner, first.organization.id, 'contested.test');
    // Even with the other organisation's record published at the domain, the second claim is refused.
    dns.set('contested.test', { txt: [second.settings.domains[0]!.txt_value] });
    const late = await second.owner.call('POST', `/organizations/${second.organization.id}/sso/domains/contested.test/verify`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: DOMAIN_MESSAGES.domainTaken('contested.test') });
    expect((await second.owner.call('PUT', `/organizations/${second.organization.id}/sso`, settingsFor(['contested.test']))).statusCode).toBe(409);
    const third = await person('Tia Third');
    const thirdOrganization = await createOrganization(third, { name: 'Third Party' });
    expect((await third.call('PUT', `/organizations/${thirdOrganization.id}/sso`, settingsFor(['contested.test']))).json()).toEqual({ message: DOMAIN_MESSAGES.domainTaken('contested.test') });

    // Sign-on goes to the organisation that proved it.
    idp.addAccount('uma@contested.test', { email: 'uma@contested.test', email_verified: true });
    expect(((await start('uma@contested.test')).json() as StartSsoAnswer).organization_name).toBe('Rightful Owner');
  });

  it('proves a domain once for sign-on and the join link alike, and keeps the join link’s claims when sign-on is turned off', async () => {
    const { owner, organization } = await organizationWithSso(['shared-proof.test', 'sign-on-only.test']);
    const domainsPath = `/organizations/${organization.id}/domains`;
    const claims = async () => ((await owner.call('GET', domainsPath)).json() as OrganizationDomainList).data;
    // Named for the join link too, a domain proven for sign-on is proven there at once; a new one waits.
    expect((await owner.call('PATCH', `/organizations/${organization.id}`, { email_domains: ['shared-proof.test', 'join-first.test'] })).statusCode).toBe(200);
    const [joinFirst, shared] = await claims();
    expect(joinFirst).toMatchObject({ domain: 'join-first.test', status: 'pending', is_for_join_link: true, is_for_sign_on: false });
    expect(shared).toMatchObject({ domain: 'shared-proof.test', status: 'verified', verified_by: 'dns', is_for_join_link: true, is_for_sign_on: true });
    // Sign-on does not cover a domain claimed for the join link only.
    expect((await start('ann@join-first.test')).statusCode).toBe(404);

    // The other way: proven by Check now for the join link, then named for sign-on, it is verified there with the same record.
    dns.set(joinFirst!.txt_name, { txt: [joinFirst!.txt_value] });
    expect((await owner.call('POST', `${domainsPath}/join-first.test/verify`)).statusCode).toBe(200);
    const saved = await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(['shared-proof.test', 'join-first.test']));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as SsoSettings).domains).toEqual([
      expect.objectContaining({ domain: 'join-first.test', status: 'verified', txt_value: joinFirst!.txt_value, is_for_join_link: true, is_for_sign_on: true }),
      expect.objectContaining({ domain: 'shared-proof.test', status: 'verified' }),
    ]);
    // sign-on-only.test was left out of sign-on and is no join domain: its claim is gone.
    expect((await claims()).map((row) => row.domain)).toEqual(['join-first.test', 'shared-proof.test']);

    // Turned off, sign-on lets go of its domains; the join link keeps them, proven.
    expect((await owner.call('DELETE', `/organizations/${organization.id}/sso`)).statusCode).toBe(204);
    expect(await claims()).toEqual([
      expect.objectContaining({ domain: 'join-first.test', status: 'verified', is_for_join_link: true, is_for_sign_on: false }),
      expect.objectContaining({ domain: 'shared-proof.test', status: 'verified', is_for_join_link: true, is_for_sign_on: false }),
    ]);
    expect((await start('ann@shared-proof.test')).statusCode).toBe(404);
  });

  it('lets the operator list the pending domains and approve one; nobody else may', async () => {
    const { owner, organization } = await organizationWithPendingSso('Approved Analytics', ['approved-analytics.test']);
    const taken = await organizationWithPendingSso('Late Analytics', ['approved-analytics.test']);
    const admin = await operator();

    expect((await owner.call('GET', ADMIN_SSO_DOMAINS_API_PATH)).statusCode).toBe(403);
    expect((await owner.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: organization.id, domain: 'approved-analytics.test' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: ADMIN_SSO_DOMAINS_API_PATH })).statusCode).toBe(401);

    const listed = (await admin.call('GET', ADMIN_SSO_DOMAINS_API_PATH)).json() as AdminSsoDomainList;
    expect(listed.data.filter((row) => row.domain === 'approved-analytics.test')).toEqual([
      { domain: 'approved-analytics.test', organization_id: organization.id, organization_name: 'Approved Analytics', claimed_at: expect.any(String), is_for_join_link: false, is_for_sign_on: true, is_verified_elsewhere: false },
      { domain: 'approved-analytics.test', organization_id: taken.organization.id, organization_name: 'Late Analytics', claimed_at: expect.any(String), is_for_join_link: false, is_for_sign_on: true, is_verified_elsewhere: false },
    ]);

    expect((await admin.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: organization.id, domain: 'approved-analytics.test' })).statusCode).toBe(204);
    expect(((await owner.call('GET', `/organizations/${organization.id}/sso`)).json() as SsoSettings).domains[0]).toMatchObject({ status: 'verified', verified_by: 'operator' });
    const after = (await admin.call('GET', ADMIN_SSO_DOMAINS_API_PATH)).json() as AdminSsoDomainList;
    expect(after.data.filter((row) => row.domain === 'approved-analytics.test')).toEqual([expect.objectContaining({ organization_id: taken.organization.id, is_verified_elsewhere: true })]);

    const second = await admin.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: taken.organization.id, domain: 'approved-analytics.test' });
    expect(second.statusCode).toBe(409);
    expect((await admin.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: organization.id, domain: 'never-claimed.test' })).statusCode).toBe(404);
    expect((await admin.call('POST', `${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { organization_id: 'not-an-id', domain: 'approved-analytics.test' })).statusCode).toBe(400);

    idp.addAccount('vic@approved-analytics.test', { email: 'vic@approved-analytics.test', email_verified: true });
    const { answer } = await signOn('vic@approved-analytics.test');
    expect(landing(answer)).toBe('/showcase');
    expect(await roleOf(organization.id, (await accountWith('vic@approved-analytics.test'))!.id)).toBe('member');
  });

  it('links the provider’s subject at the first sign-on and matches by it afterwards, whatever address the provider sends', async () => {
    const { organization } = await organizationWithSso(['subjects.test']);
    const wes = await person('Wes Field', 'wes@subjects.test');
    const xia = await person('Xia Moor', 'xia@subjects.test');
    idp.addAccount('wes-at-idp', { email: 'wes@subjects.test', email_verified: true });
    expect(landing((await signOn('wes@subjects.test', 'wes-at-idp')).answer)).toBe('/showcase');
    const wesId = await userIdOf(wes);
    expect(await ctx.database.db.select().from(organizationSsoIdentities).where(eq(organizationSsoIdentities.userId, wesId))).toEqual([
      expect.objectContaining({ issuer: idp.issuer, subject: 'wes-at-idp', organizationId: organization.id }),
    ]);

    // The provider now says wes-at-idp's address is Xia's: the sign-on still opens Wes's account, never Xia's.
    idp.addAccount('wes-at-idp', { email: 'xia@subjects.test', email_verified: true });
    const moved = (await signOn('xia@subjects.test', 'wes-at-idp')).answer;
    expect(landing(moved)).toBe('/showcase');
    expect((await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookieHeader(moved) } })).json()).toMatchObject({ user: { email: 'wes@subjects.test' } });
    expect(await roleOf(organization.id, await userIdOf(xia))).toBeUndefined();

    // Someone else at the provider who is handed Wes's old address cannot take his account: it is linked already.
    idp.addAccount('newcomer-at-idp', { email: 'wes@subjects.test', email_verified: true });
    const refused = (await signOn('wes@subjects.test', 'newcomer-at-idp')).answer;
    expect(landing(refused)).toBe('/auth/login?sso_error=linked');
    expect(refused.cookies.find((cookie) => cookie.name === 'access_token')).toBeUndefined();

    // A new identity with an address nobody has makes its own account, linked to it.
    idp.addAccount('yan-at-idp', { email: 'yan@subjects.test', email_verified: true, name: 'Yan Lee' });
    expect(landing((await signOn('yan@subjects.test', 'yan-at-idp')).answer)).toBe('/showcase');
    const yan = await accountWith('yan@subjects.test');
    expect(await ctx.database.db.select({ userId: organizationSsoIdentities.userId }).from(organizationSsoIdentities).where(eq(organizationSsoIdentities.subject, 'yan-at-idp'))).toEqual([{ userId: yan!.id }]);
  });

  it('never contacts a private, link-local or metadata address for a provider', async () => {
    const owner = await person('Hana Owner');
    const organization = await createOrganization(owner, { name: 'Guarded' });
    const path = `/organizations/${organization.id}/sso`;
    for (const issuer of ['https://169.254.169.254', 'https://10.0.0.8/realms/acme', 'https://[fd00:ec2::254]', 'https://192.168.1.20']) {
      const refused = await owner.call('PUT', path, settingsFor(['guarded.test'], { issuer_url: issuer }));
      expect(refused.statusCode, issuer).toBe(400);
      expect(refused.json()).toEqual({ message: SSO_MESSAGES.privateIssuer });
    }
    // A name that resolves to a private address is refused before any connection is made.
    dns.set('login.guarded.test', { a: ['10.20.30.40'] });
    dns.set('metadata.guarded.test', { a: ['93.184.216.34', '169.254.169.254'] });
    for (const host of ['login.guarded.test', 'metadata.guarded.test']) {
      const refused = await owner.call('PUT', path, settingsFor(['guarded.test'], { issuer_url: `https://${host}` }));
      expect(refused.statusCode, host).toBe(400);
      expect(refused.json().message).toMatch(/private, loopback or link-local address, which is never contacted/);
    }
    expect((await owner.call('GET', path)).json()).toMatchObject({ is_configured: false });
  });

  describe('without SSO_ALLOW_HTTP_LOOPBACK', () => {
    const strict = useOrganizationRoutes(url);

    it('refuses a provider on this machine, over https as over http', async () => {
      const owner = await strict.person('Ivo Owner');
      const organization = await strict.createOrganization(owner, { name: 'Strict' });
      const path = `/organizations/${organization.id}/sso`;
      for (const issuer of ['https://[::1]:8443', 'https://127.0.0.1:8443', 'https://localhost:8443']) {
        const refused = await owner.call('PUT', path, settingsFor(['strict.test'], { issuer_url: issuer }));
        expect(refused.statusCode, issuer).toBe(400);
        expect(refused.json()).toEqual({ message: SSO_MESSAGES.privateIssuer });
      }
      // The local provider itself, which the app beside this one may reach.
      expect((await owner.call('PUT', path, settingsFor(['strict.test']))).json()).toEqual({ message: SSO_MESSAGES.insecureIssuer });
      expect((await owner.call('GET', path)).json()).toMatchObject({ is_configured: false });
    });
  });
});
