// The Credits admin page: an admin grants a request with another amount, grants credits to someone found by name,
// filters the ledger, and sets the welcome credits the next account starts with. Someone who is not an admin:
// e2e/access.spec.ts (the "Administrators only" page) and admin-credits.routes.test.ts (the API's 403).
import { expect, test } from '@playwright/test';
import { ADMIN_CREDITS_API_PATH } from '../src/shared/contracts/admin-credits.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';

test('[ADMIN CREDITS] an admin answers a request with another amount, grants to someone, filters the ledger and sets the welcome credits', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const person = await createAccount(request, `Rae Requests ${tag}`);
  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  await signIn(personPage, person);
  const asked = await personPage.request.post('/credits/requests', { data: { amount: 40, message: 'For the team workshop' } });
  expect(asked.status(), await asked.text()).toBe(201);

  await signIn(page, await adminAccount(request));
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/admin\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();

  // The request: who, how many, the message; granted with fewer credits than asked.
  const pending = page.getByTestId('pending-credit-request').filter({ hasText: `${person.name} asks for 40 credits` });
  await expect(pending).toContainText('For the team workshop');
  await expect(pending).toContainText('balance 30');
  await expectNoSeriousViolations(page);
  await pending.getByLabel('Credits to grant').fill('0');
  await expect(pending.getByRole('button', { name: /^Grant/ })).toBeDisabled();
  await pending.getByLabel('Credits to grant').fill('25');
  await pending.getByRole('button', { name: `Grant 25 credits to ${person.name}` }).click();
  await expect(page.getByText(`Granted 25 credits to ${person.name}.`)).toBeVisible();
  await expect(pending).toHaveCount(0);

  // The person reads the answer on their Credits page.
  await personPage.goto('/showcase/credits');
  await expect(personPage.getByTestId('credit-request-status')).toContainText('Your request for 40 credits was granted on');
  await expect(personPage.getByTestId('credit-request-status')).toContainText('An administrator granted 25 credits');
  await expect(personPage.getByTestId('credits-page-balance')).toHaveText('55 credits');

  // A grant to anyone: found by name, with a reason their history shows.
  const grant = page.getByTestId('admin-grant-credits');
  await grant.getByRole('button', { name: 'Grant credits' }).click();
  await expect(grant.getByText('Choose the person first.')).toBeVisible();
  await grant.getByLabel('Find the person by name or e-mail').fill(`Rae Requests ${tag}`);
  await grant.getByRole('list', { name: 'Matching people' }).getByRole('button', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) }).click();
  await expect(grant.getByTestId('grant-person')).toContainText(person.email);
  await grant.getByLabel('Credits', { exact: true }).fill('15');
  await grant.getByLabel('Reason').fill('Pilot group');
  await grant.getByRole('button', { name: 'Grant credits' }).click();
  await expect(page.getByText(`Granted 15 credits to ${person.name}. Their balance is now 70 credits.`)).toBeVisible();
  await expect(personPage.getByTestId('credits-page-balance')).toHaveText('70 credits');
  await expect(personPage.getByTestId('credit-entry').first()).toContainText('Pilot group');
  await personContext.close();

  // The ledger, by person and by kind.
  const ledger = page.getByTestId('admin-ledger');
  await ledger.getByLabel('Filter the ledger by person').fill(person.email);
  const rows = ledger.getByTestId('admin-ledger-entry');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Pilot group');
  await expect(rows.nth(0)).toContainText('+15');
  await expect(rows.nth(0).locator('td').last()).toHaveText('70');
  await expect(rows.nth(1)).toContainText('Credits granted on request');
  await expect(rows.nth(2)).toContainText('Welcome credits');
  await ledger.getByLabel('Kind of entry').selectOption('welcome');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+30');
  await ledger.getByLabel('Kind of entry').selectOption('session');
  await expect(ledger.getByTestId('admin-ledger-empty')).toHaveText('No entries match.');
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);

  // Welcome credits: the next account starts with what is saved here.
  const welcome = page.getByTestId('admin-welcome-credits');
  const field = welcome.getByLabel('Credits a new account starts with');
  await expect(field).toHaveValue('30');
  try {
    await field.fill('12');
    await welcome.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. New accounts start with 12 credits.')).toBeVisible();
    const newcomer = await createAccount(request, `Nia Newcomer ${tag}`);
    await signIn(page, newcomer, '/showcase/credits');
    await expect(page.getByTestId('credits-page-balance')).toHaveText('12 credits');
  } finally {
    // Other specs count on the usual 30.
    const admin = await adminAccount(request);
    const login = await request.post('/users/login', { data: { email: admin.email, password: admin.password } });
    expect(login.status()).toBe(200);
    const restored = await request.put(`${ADMIN_CREDITS_API_PATH}/settings`, { data: { welcomeCredits: 30 } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
