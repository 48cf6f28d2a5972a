// The Engram's plans bought as a person does on a server that takes payments (the second server, with a fake Stripe):
// the landing shows the operator's prices and the places left counted in the database; the person buys the package
// and one GB of storage through Stripe Checkout (the fake's page, then Stripe's signed events), reads the receipts, and
// uploads past the locker's included room.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SPEECH_E2E_PORT } from '../playwright.config.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { deliverCheckoutPaid } from './fixtures/stripe-webhook.ts';

test.use({ baseURL: `http://127.0.0.1:${SPEECH_E2E_PORT}` });

const MB = 1024 * 1024;

interface PublicPlans {
  currency: string;
  package: { price_cents: number };
  storage: { price_per_gb_cents: number };
  launch: { price_cents: number; places_left: number } | null;
}
interface MyPlan {
  receipts: { id: string; status: string; amount_cents: number }[];
}

/**
 * A real 2×2 PNG padded after its end to `bytes`, so the locker counts its size and a browser still decodes it, written
 * to the test's folder as `<title>.png`: the browser reads a file from disk where it runs, while a buffer handed to
 * setInputFiles crosses Playwright's connection encoded as base64 (6 MB took 5–7 s each time on a busy machine).
 */
function photoFile(title: string, bytes: number): string {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
  const path = test.info().outputPath(`${title}.png`);
  writeFileSync(path, Buffer.concat([png, Buffer.alloc(bytes - png.length)]));
  return path;
}

/**
 * Clicks the buy button, lands on the (fake) Stripe Checkout page, and pays: Stripe's signed event for the session
 * goes to the webhook, as Stripe sends it once the card is charged. Back on the Credits page afterwards.
 */
async function payAtCheckout(page: Page, buy: () => Promise<void>): Promise<void> {
  await buy();
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/);
  const sessionId = /cs_test_\w+$/.exec(page.url())![0];
  await expect(page.getByRole('heading', { name: 'Stripe Checkout (test)' })).toBeVisible();
  const mine = (await (await page.request.get('/plans/mine')).json()) as MyPlan;
  const pending = mine.receipts.find((receipt) => receipt.status === 'pending')!;
  await deliverCheckoutPaid(page.request, { id: sessionId, client_reference_id: pending.id, metadata: { plan_purchase_id: pending.id }, amount_total: pending.amount_cents });
  await page.goto('/showcase/credits?purchase=success');
}

async function addPhoto(page: Page, title: string, bytes: number) {
  await page.getByRole('button', { name: 'Add memory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a memory' });
  await dialog.getByText('Photo', { exact: true }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Photo', { exact: true }).and(dialog.locator('input[type=file]')).setInputFiles(photoFile(title, bytes));
  return dialog;
}

test('[PLANS] the landing shows the prices and places left; a person buys the package and 1 GB, then uploads past the included room', async ({ page, request }) => {
  // Two purchases through the fake Stripe and more than 10 MB of uploads: about 27 s on two idle cores.
  test.setTimeout(60_000);
  // The landing reads the operator's figures and counts the places left in the database.
  const plans = (await (await request.get('/plans')).json()) as PublicPlans;
  expect(plans).toMatchObject({ currency: 'eur', package: { price_cents: 9900 }, storage: { price_per_gb_cents: 99 }, launch: { price_cents: 4950 } });
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByTestId('plan-price-plan-your-engram')).toHaveText('€49.50');
  await expect(pricing).toContainText('€99.00');
  await expect(pricing).toContainText('€0.99 per GB');
  const account = await createAccount(request, 'Noor Planner');
  // Other tests register on this server too: the landing shows what the database counts now.
  await expect(async () => {
    await page.reload();
    const { launch } = (await (await request.get('/plans')).json()) as PublicPlans;
    await expect(page.getByTestId('launch-offer')).toContainText(`${launch!.places_left} ${launch!.places_left === 1 ? 'place' : 'places'} left.`, { timeout: 1000 });
    expect(launch!.places_left).toBeLessThan(plans.launch!.places_left);
  }).toPass({ timeout: 15_000 });

  // The fake Stripe's hosted page stands for Stripe Checkout.
  await page.route('https://checkout.stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Stripe Checkout (test)</h1>' }));
  await signIn(page, account, '/showcase/credits');
  const plan = page.getByTestId('engram-storage');
  await expect(plan).toHaveText('Memory locker: 0 bytes.');
  await payAtCheckout(page, () => page.getByRole('button', { name: 'Buy for €49.50' }).click());
  await expect(page.getByTestId('engram-package-status')).toHaveText('You have the Engram package.');
  await expect(plan).toHaveText('Memory locker: 10 MB.');

  // The locker holds the 10 MB the package includes: a second photo of 6 MB does not fit.
  const started = await page.request.patch('/twin', { data: { username: `plans_${Date.now().toString(36).slice(-8)}` } });
  expect(started.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Locker' })).toBeVisible();
  const first = await addPhoto(page, 'Harbour at dawn', 6 * MB);
  await first.getByRole('button', { name: 'Save memory' }).click();
  await expect(page.getByText('Memory added to your locker.')).toBeVisible({ timeout: 20_000 });
  const tooBig = await addPhoto(page, 'Harbour at dusk', 6 * MB);
  await expect(tooBig).toContainText(/Not enough room in your locker: this file needs 6 MB and 4 MB is left\./);
  await expect(tooBig.getByRole('button', { name: 'Save memory' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // One GB bought: the receipts list both payments, and the same photo fits.
  await page.goto('/showcase/credits');
  await payAtCheckout(page, () => page.getByRole('button', { name: 'Buy 1 GB for €0.99' }).click());
  await expect(plan).toContainText('(10 MB included, 1 GB bought)');
  const payments = page.getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(0)).toContainText('1 GB of storage');
  await expect(payments.nth(0)).toContainText('€0.99');
  await expect(payments.nth(1)).toContainText('Engram package');
  await expect(payments.nth(1)).toContainText('€49.50');

  await page.goto('/dashboard');
  // A 6 MB photo is read, sent and stored before the toast: on a busy machine that takes longer than a click's answer.
  const fits = await addPhoto(page, 'Harbour at dusk', 6 * MB);
  await fits.getByRole('button', { name: 'Save memory' }).click();
  await expect(page.getByText('Memory added to your locker.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('memory-item')).toHaveCount(2);
  const used = (await (await page.request.get('/twin/memories')).json()) as { storage: { used_bytes: number; allowance_bytes: number } };
  expect(used.storage.used_bytes).toBeGreaterThan(10 * MB);
  expect(used.storage.allowance_bytes).toBe(10 * MB + 1024 ** 3);
});
