// The Usage page: after a person practises, an admin opens Usage from the admin pages and sees the day's session, its
// credits and AI calls in the charts and the totals, and edits a price. Someone who is not an admin:
// e2e/access.spec.ts (the page) and admin-usage.routes.test.ts (the API's 403).
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';

const SCENARIO = 'Renewal Under Price Pressure';

test('[ADMIN USAGE] after a session, an admin sees it in the charts and the totals, and saves a price', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A person starts a session and says one line: a session, a debit and two AI calls today.
  await signIn(page, await createAccount(request, 'Usage Learner'));
  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  const scenarioId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const started = await page.request.post('/assessment/scenario-conversation/create', { data: { scenario_id: scenarioId, mode: 'text' } });
  expect(started.status(), await started.text()).toBe(201);
  const conversationId = ((await started.json()) as { data: { id: string } }).data.id;
  const reply = await page.request.post('/conversational/roleplay-chat', { data: { scenario_conv_list_id: conversationId, message: 'Thanks for making time today.' } });
  expect(reply.status()).toBe(200);

  await page.context().clearCookies();
  await signIn(page, await adminAccount(request));
  await page.getByRole('link', { name: 'Admin' }).first().click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/admin\/usage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();

  // The charts are drawn (bars for today), and the totals count the session and the calls.
  for (const chart of ['usage-sessions-chart', 'usage-credits-chart', 'usage-ai-chart']) {
    await expect(page.getByTestId(chart).locator('.recharts-bar-rectangle').first()).toBeVisible();
  }
  const totals = page.getByTestId('usage-totals');
  const totalOf = async (label: string) =>
    Number((await totals.locator('tr', { has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td').textContent())?.replaceAll(',', ''));
  expect(await totalOf('Sessions started')).toBeGreaterThanOrEqual(1);
  expect(await totalOf('Credits spent')).toBeGreaterThanOrEqual(10);
  expect(await totalOf('AI calls')).toBeGreaterThanOrEqual(2);
  const tasks = page.getByTestId('usage-tasks');
  await expect(tasks.getByRole('rowheader', { name: 'Character opening' })).toBeVisible();
  await expect(tasks.getByRole('rowheader', { name: 'Character reply' })).toBeVisible();
  await expect(page.getByTestId('usage-models').getByRole('row', { name: /Built-in engine/ })).toContainText('Free');
  await expect(page.getByText('The built-in engine runs on this server: it reports no tokens and costs nothing')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The price table: the defaults are marked as estimates; a new row is validated, then saved.
  const prices = page.getByTestId('usage-prices');
  await expect(prices).toContainText('These are estimates');
  await prices.getByRole('button', { name: 'Add a price' }).click();
  const last = prices.getByRole('listitem').last();
  await last.getByRole('combobox', { name: 'Provider' }).selectOption('openai-compatible');
  await last.getByRole('textbox', { name: 'Model' }).fill('e2e-model');
  await last.getByRole('spinbutton', { name: 'Input $' }).fill('-1');
  await last.getByRole('spinbutton', { name: 'Output $' }).fill('2');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('An input price cannot be negative.')).toBeVisible();
  await last.getByRole('spinbutton', { name: 'Input $' }).fill('0.5');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved. The estimates use them now.')).toBeVisible();
  await expect(prices).toContainText('Saved by an administrator.');
  const saved = (await (await page.request.get('/admin/usage/prices')).json()) as { prices: { model: string; inputPerMillion: number }[] };
  expect(saved.prices.find((price) => price.model === 'e2e-model')?.inputPerMillion).toBe(0.5);

  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);
});
