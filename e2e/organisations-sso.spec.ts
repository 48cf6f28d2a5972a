// Single sign-on as people use it: an owner sets up the organisation's OpenID Connect provider on its page; the domain
// waits for verification (a colleague trying it is told so) until the operator approves it on the console; then a
// colleague who has no account yet signs in through that provider's own login page (a real oidc-provider on
// 127.0.0.1, started here), lands on the practice home and finds themselves a member.
import { expect, test } from '@playwright/test';
import { startLocalOidcProvider, type LocalOidcProvider } from '../src/server/test/local-oidc-provider.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';

let idp: LocalOidcProvider;

// Playwright reads a hook's fixtures from this pattern; the provider needs none (it reads the project's URL).
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  idp = await startLocalOidcProvider(new URL('/users/sso/callback', String(testInfo.project.use.baseURL)).href);
});

test.afterAll(async () => {
  await idp?.close();
});

test('[ORGANISATIONS] an owner sets up single sign-on and a colleague signs in through the provider’s page', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const domain = `sso${Date.now().toString(36)}.test`;
  const owner = await createAccount(page.request, 'Olivia Owner');
  const created = await page.request.post('/organizations', { data: { name: 'Kestrel Freight' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await signIn(page, owner, `/showcase/organisations?id=${id}`);

  const card = page.getByTestId('organization-sso');
  await expect(card.getByLabel('Redirect URI (register it with your provider)')).toHaveValue(new URL('/users/sso/callback', page.url()).href);
  await card.getByLabel('Issuer URL').fill(idp.issuer);
  await card.getByLabel('Client ID').fill(idp.clientId);
  await card.getByLabel('Client secret', { exact: true }).fill(idp.clientSecret);
  await card.getByLabel('E-mail domains it covers').fill(domain);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on saved. The provider answered.')).toBeVisible();
  // The secret is never shown again, only that it is set.
  await expect(card.getByLabel('Client secret', { exact: true })).toHaveValue('');
  await expect(card.getByText('A secret is set. It is stored encrypted and never shown again.')).toBeVisible();
  // The domain waits for proof, with the exact record that would prove it.
  const claim = card.getByRole('listitem', { name: domain });
  await expect(claim.getByText('Waiting for verification')).toBeVisible();
  await expect(claim.getByText(`_engram.${domain}`)).toBeVisible();
  await expect(claim.getByText(/^engram-verification=[\w-]{24}$/)).toBeVisible();

  idp.addAccount('nia', { email: `nia@${domain}`, email_verified: true, name: 'Nia Okafor' });
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  const operatorContext = await browser.newContext();
  try {
    // Before the domain is proven, sign-on says so and sends nobody to the provider.
    await colleague.goto('/auth/login');
    await colleague.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await colleague.getByLabel('Work e-mail').fill(`nia@${domain}`);
    await colleague.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(colleague.getByTestId('single-sign-on').getByRole('alert')).toHaveText(
      `Single sign-on for ${domain} is waiting for the organisation to prove it owns the domain. Sign in with your password until it does.`,
    );

    // The operator approves the domain on the console.
    const operator = await operatorContext.newPage();
    await signIn(operator, await adminAccount(operator.request), '/admin/organizations');
    const waiting = operator.getByTestId('admin-sso-domains');
    await waiting.getByRole('button', { name: `Approve ${domain} for Kestrel Freight` }).click();
    await expect(operator.getByText(`${domain} is verified for Kestrel Freight.`)).toBeVisible();
    await expect(waiting.getByRole('button', { name: `Approve ${domain} for Kestrel Freight` })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('organization-sso').getByRole('listitem', { name: domain }).getByText('Verified (approved by the operator)')).toBeVisible();

    await colleague.getByRole('button', { name: 'Continue with single sign-on' }).click();
    // The provider's own login page.
    await colleague.waitForURL(`${idp.issuer}/**`);
    await colleague.locator('input[name="login"]').fill('nia');
    await colleague.locator('input[name="password"]').fill('any password');
    await colleague.getByRole('button', { name: 'Sign-in' }).click();
    await colleague.waitForURL('**/showcase');
    await colleague.goto('/showcase/organisations');
    await expect(colleague.getByTestId('organisation-name')).toHaveText('Kestrel Freight');
    await expect(colleague.getByText('You are member · 2 members')).toBeVisible();

    // A sign-on that did not finish says why on the login page.
    await colleagueContext.clearCookies();
    await colleague.goto('/auth/login?sso_error=domain');
    await expect(colleague.getByTestId('single-sign-on').getByRole('alert')).toHaveText('Your organisation’s sign-in answered with an e-mail address outside the domains this organisation uses.');
  } finally {
    await colleagueContext.close();
    await operatorContext.close();
  }
});
