// Single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1): owners and admins save the
// settings (discovery checked, the secret never answered), a person signs in through the provider's own login page
// with state, nonce and PKCE, and every way it can fail lands on the login page with nothing created. With sign-on
// required, a covered member's password is refused while an owner keeps theirs.
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SsoSettings, StartSsoAnswer } from '../../../shared/contracts/organization-sso.ts';
import { SSO_CALLBACK_PATH, SSO_MESSAGES } from '../../../shared/contracts/organization-sso-constants.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organizations-constants.ts';
import { organizationMembers, organizationSso, organizationSsoAttempts, users } from '../../db/schema.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { startLocalOidcProvider } from '../../test/local-oidc-provider.ts';
import { cookieHeader, TEST_DATABASES } from '../../test/test-app.ts';
import { useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

// inject() calls the app at localhost:80 and no PUBLIC_URL is set, so this is the address the settings page shows.
const REDIRECT_URI = `http://localhost${SSO_CALLBACK_PATH}`;
const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('[SSO] single sign-on for an organisation on $name', ({ url }) => {
  const routes = useOrganizationRoutes(url, () => ({ SSO_ALLOW_HTTP_LOOPBACK: 'true' }));
  const { ctx, person, createOrganization, memberWith, userIdOf } = routes;
  const idp = useDescribeResource('The local identity provider', () => startLocalOidcProvider(REDIRECT_URI), (provider) => provider.close());

  const settingsFor = (domains: string[], extra: Record<string, unknown> = {}) => ({
    issuer_url: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    email_domains: domains,
    ...extra,
  });

  /** An organisation owned by a new person, with sign-on saved for `domains`. */
  async function organizationWithSso(domains: string[], extra: Record<string, unknown> = {}) {
    const owner = await person('Olivia Owner', `owner.${Date.now()}.${Math.random().toString(36).slice(2)}@${domains[0]}`);
    const organization = await createOrganization(owner, { name: `Sso ${domains[0]}` });
    const saved = await owner.call('PUT', `/organizations/${organization.id}/sso`, settingsFor(domains, extra));
    expect(saved.statusCode, saved.body).toBe(200);
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
    expect(empty).toEqual({ is_configured: false, issuer_url: null, client_id: null, has_client_secret: false, email_domains: [], require_sso: false, redirect_uri: REDIRECT_URI });

    const saved = await admin.call('PUT', path, settingsFor(['northwind.test', '@Northwind-Labs.test']));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ is_configured: true, issuer_url: idp.issuer, client_id: idp.clientId, has_client_secret: true, email_domains: ['northwind-labs.test', 'northwind.test'], require_sso: false, redirect_uri: REDIRECT_URI });
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

  it('answers 400 naming what failed: no discovery, not https, no secret, a domain another organisation covers, bad input', async () => {
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
    expect((await owner.call('PUT', path, settingsFor(['contoso.test', 'fabrikam.test']))).json()).toEqual({ message: SSO_MESSAGES.domainTaken('fabrikam.test') });
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

    expect((await owner.call('PUT', path, settingsFor(['wayne.test'], { require_sso: true }))).statusCode).toBe(200);
    const refused = await login(covered.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SSO_MESSAGES.passwordRefused('Wayne') });
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
});
