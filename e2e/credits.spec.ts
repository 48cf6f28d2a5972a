// The Credits page: the ledger, the way forward at 0 credits (the mode dialog's link, a request an administrator
// answers), and a session in which nothing was said, refunded and not graded.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';

const SCENARIO = 'Renewal Under Price Pressure';

/** Opens the Meet page of the scenario in text mode; answers the scenario's id. */
async function openMeetPage(page: Page): Promise<string> {
  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Spends the 30 welcome credits on three sessions started through the API. */
async function spendAllCredits(page: Page, scenarioId: string): Promise<void> {
  for (let index = 0; index < 3; index += 1) {
    const response = await page.request.post('/assessment/scenario-conversation/create', { data: { scenario_id: scenarioId, mode: 'text' } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('[CREDITS] the badge opens the ledger; at 0 credits the dialog and the Meet page lead to a request an administrator grants', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request, 'Casey Credits'));
  await page.getByTestId('credits-badge').click();
  await expect(page).toHaveURL(/\/showcase\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  await expect(page.getByTestId('credits-page-balance')).toHaveText('30 credits');
  const firstEntry = page.getByTestId('credit-entry').first();
  await expect(firstEntry).toContainText('Welcome credits');
  await expect(firstEntry).toContainText('+30');
  // Enough for a session: no request form yet.
  await expect(page.getByRole('button', { name: 'Request credits' })).toHaveCount(0);

  await page.goto('/showcase');
  const scenarioId = await openMeetPage(page);
  await spendAllCredits(page, scenarioId);
  await page.reload();
  await expect(page.getByTestId('meet-credit-balance')).toHaveText('Your balance: 0 credits');
  await expect(page.getByTestId('get-more-credits')).toContainText('Ask an administrator for more credits on the Credits page.');

  await page.goto('/showcase');
  const setup = await openRoleplaySetup(page, SCENARIO);
  await expect(setup.getByText('You do not have enough credits to start a session.')).toBeVisible();
  await setup.getByRole('link', { name: 'Credits page' }).click();
  await expect(page).toHaveURL(/\/showcase\/credits$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByTestId('credits-page-balance')).toHaveText('0 credits');
  await expect(page.getByText('That is not enough for a session: 10 more are needed.')).toBeVisible();
  const entries = page.getByTestId('credit-entry');
  await expect(entries).toHaveCount(4);
  await expect(entries.first()).toContainText(`Roleplay session: ${SCENARIO}`);
  await expect(entries.first()).toContainText('\u221210');
  await expect(entries.first().locator('td').last()).toHaveText('0');
  await expect(entries.nth(2).locator('td').last()).toHaveText('20');

  await page.getByLabel('Credits', { exact: true }).fill('25');
  await page.getByLabel('Message (optional)').fill('For the negotiation workshop');
  await page.getByRole('button', { name: 'Request credits' }).click();
  await expect(page.getByText('Your request was sent. You will see the answer here.')).toBeVisible();
  await expect(page.getByTestId('credit-request-status')).toContainText('Your request for 25 credits');
  await expect(page.getByTestId('credit-request-status')).toContainText('is waiting for an administrator.');
  await expect(page.getByRole('button', { name: 'Request credits' })).toHaveCount(0);
  await expect(page.getByTestId('admin-credit-requests')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The administrator, in a browser of their own, grants it with one click.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  // The administrator's own Credits page leads to the admin Credits page, where requests are answered.
  await signIn(adminPage, await adminAccount(adminPage.request), '/showcase/credits');
  await expect(adminPage.getByTestId('admin-credit-requests')).toContainText(/waiting for an answer/);
  await adminPage.getByRole('link', { name: 'Open the admin Credits page' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/credits$/);
  const pending = adminPage.getByTestId('pending-credit-request').filter({ hasText: 'Casey Credits asks for 25 credits' });
  await expect(pending).toContainText('For the negotiation workshop');
  await expect(pending).toContainText('balance 0');
  await expectNoSeriousViolations(adminPage);
  await pending.getByRole('button', { name: 'Grant 25 credits to Casey Credits' }).click();
  await expect(adminPage.getByText('Granted 25 credits to Casey Credits.')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await adminContext.close();

  // The person's open page hears of it.
  await expect(page.getByTestId('credit-request-status')).toContainText('Your request for 25 credits was granted on');
  await expect(page.getByTestId('credits-page-balance')).toHaveText('25 credits');
  await expect(entries.first()).toContainText('Credits granted on request');
  await expect(entries.first()).toContainText('+25');
});

test('[CREDITS] a declined request shows its reason, and a new request can be sent', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request, 'Dana Declined'));
  const scenarioId = await openMeetPage(page);
  await spendAllCredits(page, scenarioId);
  await page.goto('/showcase/credits');
  await page.getByRole('button', { name: 'Request credits' }).click();
  await expect(page.getByTestId('credit-request-status')).toContainText('Your request for 30 credits');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await adminAccount(adminPage.request), '/admin/credits');
  const pending = adminPage.getByTestId('pending-credit-request').filter({ hasText: 'Dana Declined asks for 30 credits' });
  await pending.getByRole('button', { name: 'Decline the request of Dana Declined' }).click();
  await pending.getByLabel('Reason (the person reads it)').fill('Please finish the sessions you started first.');
  await pending.getByRole('button', { name: 'Decline request' }).click();
  await expect(adminPage.getByText('Declined the request of Dana Declined.')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId('credit-request-status')).toContainText('Your request for 30 credits was declined on');
  await expect(page.getByTestId('credit-request-status')).toContainText('Reason: Please finish the sessions you started first.');
  await expect(page.getByRole('button', { name: 'Request credits' })).toBeVisible();
});

test('[CREDITS] a session in which nothing was said is refunded, not graded, and so labelled in History', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Quiet Learner'));
  await openMeetPage(page);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByRole('heading', { name: 'Not graded: no answers' })).toBeVisible();
  await expect(page.getByText('Its credits were given back.')).toBeVisible();

  await page.goto('/showcase/history');
  await expect(page.getByTestId('history-item').first().getByTestId('history-state')).toHaveText('Not graded: no answers');
  await page.goto('/showcase/progress');
  await expect(page.getByTestId('progress-empty')).toBeVisible();
  await page.goto('/showcase/credits');
  await expect(page.getByTestId('credits-page-balance')).toHaveText('30 credits');
  await expect(page.getByTestId('credit-entry').first()).toContainText('Refund: nothing was said');
  await expect(page.getByTestId('credit-entry').first()).toContainText('+10');
});
