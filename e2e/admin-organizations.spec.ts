// The console's Organisations page: an admin finds an organisation with its members and balance, answers its
// members' request with another amount, grants more with a reason, and reads the ledger with the member on each entry;
// the owner then reads the balance and the ledger on the organisation's page.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';
import { KEEPS_PICTURES } from './fixtures/pictures.ts';

test('[ADMIN ORGANISATIONS] an admin sees an organisation, grants its request with another amount and grants more', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const owner = await createAccount(request, `Nora Owner ${tag}`);
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  const created = await ownerPage.request.post('/organizations', { data: { name: `Harbour Team ${tag}` } });
  expect(created.status(), await created.text()).toBe(201);
  const organization = (await created.json()) as { id: string; name: string };
  const asked = await ownerPage.request.post(`/organizations/${organization.id}/credits/requests`, { data: { amount: 40, message: 'Onboarding week' } });
  expect(asked.status(), await asked.text()).toBe(201);

  await signIn(page, await adminAccount(request), '/admin/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await page.getByLabel('Find an organisation').fill(organization.name);
  const row = page.getByTestId('admin-organization-row').filter({ hasText: organization.name });
  await expect(row).toContainText('Asks for 40 credits');
  await row.getByRole('button', { name: organization.name }).click();

  const details = page.getByTestId('admin-organization-details');
  await expect(details.getByTestId('admin-organization-members')).toContainText(owner.name);
  await expect(details.getByTestId('admin-organization-members')).toContainText('Owner');
  const pending = details.getByTestId('admin-organization-request');
  await expect(pending).toContainText(`${owner.name} asks for 40 credits: “Onboarding week”`);
  await expectNoSeriousViolations(page);
  await pending.getByLabel('Credits to grant').fill('30');
  await pending.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('Granted 30 credits.')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await details.getByLabel('Credits', { exact: true }).fill('15');
  await details.getByLabel('Reason').fill('Quarterly plan');
  await details.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByText(`Granted 15 credits to “${organization.name}”. Its balance is now 45 credits.`)).toBeVisible();
  await expect(row).toContainText('45');
  await expect(details.getByTestId('organization-credit-ledger')).toContainText('Quarterly plan');
  if (KEEPS_PICTURES || process.env.E2E_SCREENSHOT_PATH) await page.screenshot({ path: process.env.E2E_SCREENSHOT_PATH ?? test.info().outputPath('admin-organizations.png'), fullPage: true });

  // The owner reads the balance and the ledger on the organisation's page.
  await ownerPage.goto(`/showcase/organisations?id=${organization.id}`);
  const teamCredits = ownerPage.getByTestId('organization-credits');
  await expect(teamCredits.getByTestId('organization-credits-balance')).toHaveText('45 credits');
  await expect(teamCredits.getByTestId('organization-credit-ledger')).toContainText('Credits granted on request');
  await expectNoSeriousViolations(ownerPage);
  if (KEEPS_PICTURES || process.env.E2E_OWNER_SCREENSHOT_PATH) {
    await ownerPage.screenshot({ path: process.env.E2E_OWNER_SCREENSHOT_PATH ?? test.info().outputPath('organisation-credits.png'), fullPage: true });
  }
  await ownerContext.close();
});
