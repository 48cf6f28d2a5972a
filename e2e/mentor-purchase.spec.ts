// A paid mentor, bought as a visitor does on a server that takes payments (the second server, with a fake Stripe): the
// owner opens their public Engram as a mentor on the Publish page (a price per conversation, a Solana wallet, topics);
// a visitor reads the price and topics on its public page, signs in to buy, pays through Stripe Checkout (the fake's
// page, then Stripe's signed event), comes back and talks to the Engram; the owner reads what they are owed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SPEECH_E2E_PORT, STRIPE_E2E_PORT } from '../playwright.config.ts';
import { createAccount, signIn, uniqueEmail, type Account } from './fixtures/accounts.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { deliverCheckoutPaid, type PaidSession } from './fixtures/stripe-webhook.ts';
import { KEEPS_PICTURES } from './fixtures/pictures.ts';

test.use({ baseURL: `http://127.0.0.1:${SPEECH_E2E_PORT}` });

/** A valid Solana public key (base58, 32 bytes): the owner's payout wallet. */
const OWNER_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 812 };

/** What the fake Stripe keeps of a Checkout Session the server opened: what Stripe's events about it carry. */
interface FakeSession extends PaidSession {
  success_url: string;
}

/** The session the browser was sent to pay, as Stripe keeps it. */
async function sessionOf(request: APIRequestContext, checkoutUrl: string): Promise<FakeSession> {
  const sessionId = /cs_test_\w+$/.exec(checkoutUrl)![0];
  const response = await request.get(`http://127.0.0.1:${STRIPE_E2E_PORT}/v1/checkout/sessions/${sessionId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as FakeSession;
}

/** The page at 1280 px and at 375 px, whole, for a person to look at (`E2E_SCREENSHOTS=1`). */
async function screenshots(page: Page, name: string) {
  if (!KEEPS_PICTURES) return;
  for (const [label, size] of [['1280', WIDE], ['375', NARROW]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

/** The owner's Engram, started with the package bought through Stripe (this server sells it), one public answer, public. */
async function publicEngram(page: Page, owner: Account, username: string): Promise<void> {
  await signIn(page, owner, '/dashboard/publish');
  const checkout = await page.request.post('/plans/checkout', { data: { item: 'package' } });
  expect(checkout.status()).toBe(200);
  await deliverCheckoutPaid(page.request, await sessionOf(page.request, ((await checkout.json()) as { url: string }).url));
  expect((await page.request.patch('/twin', { data: { username } })).status()).toBe(200);
  expect((await page.request.put('/twin/answers/12', { data: { text: 'I ran a bakery in Ghent for twenty years before teaching others to run theirs.', visibility: 'public' } })).status()).toBe(200);
  await page.goto('/dashboard/publish');
  await page.getByRole('radio', { name: 'Public' }).click();
  await page.getByRole('dialog', { name: 'Make your Engram public?' }).getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('Your Engram is now public.')).toBeVisible();
}

test('[MENTOR] an owner opens a paid mentor; a visitor pays by card through Checkout and talks; the owner is owed their share', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'Mira Janssens');
  const username = `mira_${Date.now().toString(36).slice(-6)}`;
  await publicEngram(page, owner, username);

  // The owner opens it as a paid mentor on the Publish page: a wrong wallet is refused with a reason, a real one taken.
  const card = page.getByTestId('mentor-card');
  await expect(card.getByRole('heading', { name: 'Paid mentor' })).toBeVisible();
  await expect(card).toContainText('This server keeps 20 % as its commission.');
  const terms = card.getByRole('form', { name: 'Mentor terms' });
  await terms.getByRole('radio', { name: 'One conversation' }).check();
  await terms.getByLabel('Price (EUR)').fill('12.00');
  await terms.getByLabel('Your Solana wallet address').fill('not-a-wallet');
  await terms.getByLabel('What your mentor will talk about').fill('Opening a small bakery, pricing bread, hiring a first baker.');
  await terms.getByRole('button', { name: 'Open as a paid mentor' }).click();
  await expect(terms.getByRole('alert')).toHaveText('The wallet address must be a Solana public key: 32 bytes written in base58, as your wallet shows it.');
  await terms.getByLabel('Your Solana wallet address').fill(OWNER_WALLET);
  await terms.getByRole('button', { name: 'Open as a paid mentor' }).click();
  await expect(page.getByText('Your Engram is now a paid mentor.')).toBeVisible();
  await expect(card.getByTestId('mentor-status')).toHaveText('Open: visitors pay to talk to your Engram.');
  await expect(card.getByTestId('mentor-earnings')).toContainText('No payments yet');

  const visitorName = 'Tomas Verbeke';
  const visitorEmail = uniqueEmail('mentor-visitor');
  const visitorContext = await browser.newContext({ viewport: WIDE });
  try {
    const visitor = await visitorContext.newPage();
    // Signed out, the visitor reads the price and the topics, and is asked to sign in to buy; the chat is not offered.
    await visitor.goto(`/t/${username}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Mira Janssens' })).toBeVisible();
    const offer = visitor.getByTestId('mentor-offer');
    await expect(offer).toContainText('Mira Janssens is a paid mentor: €12.00 per conversation (24 hours from its first message)');
    await expect(offer).toContainText('Talks about: Opening a small bakery, pricing bread, hiring a first baker.');
    await expect(visitor.getByLabel('Message Mira Janssens')).toHaveCount(0);
    await expect(visitor.getByText('Sign in, or create an account, to pay by card on this page; the chat opens here once it is paid.')).toBeVisible();
    await screenshots(visitor, 'mentor-signed-out');
    await expectNoSeriousViolations(visitor);

    // A visitor without an account makes one from the page and comes back to it, where the card payment is offered.
    await expect(visitor.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute('href', `/auth/login?next=%2Ft%2F${username}`);
    await visitor.getByRole('link', { name: 'Create an account' }).click();
    await expect(visitor.getByText('Then go back to the Engram you were visiting.')).toBeVisible();
    await visitor.getByLabel('Name').fill(visitorName);
    await visitor.getByLabel('Email').fill(visitorEmail);
    await visitor.getByLabel('Password').fill('a sturdy password');
    await visitor.getByRole('button', { name: 'Continue', exact: true }).click();
    await visitor.waitForURL(new RegExp(`/t/${username}$`));
    // The chat refuses a visitor without a pass, saying what to buy.
    const refused = await visitor.request.post(`/public/twins/${username}/chat`, { data: { messages: [{ role: 'user', content: 'Hello' }] } });
    expect(refused.status()).toBe(402);
    const pay = visitor.getByRole('button', { name: 'Pay €12.00 by card' });
    await expect(pay).toBeVisible();
    await screenshots(visitor, 'mentor-before-paying');

    // Stripe Checkout (the fake's hosted page); once paid, Stripe sends the visitor back to the page and its signed event.
    await visitor.route('https://checkout.stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Stripe Checkout (test)</h1>' }));
    await pay.click();
    await visitor.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/);
    await expect(visitor.getByRole('heading', { name: 'Stripe Checkout (test)' })).toBeVisible();
    const session = await sessionOf(request, visitor.url());
    expect(session.amount_total).toBe(1200);
    expect(session.success_url).toBe(`http://127.0.0.1:${SPEECH_E2E_PORT}/t/${username}?mentor=paid`);
    await visitor.goto(session.success_url);
    // Back before the event: the page says the payment is being confirmed, and opens the chat once it is.
    await expect(visitor.getByTestId('mentor-confirming')).toHaveText('Thank you: your payment is being confirmed. The chat opens here as soon as it is.');
    await deliverCheckoutPaid(request, session);
    await expect(visitor.getByTestId('mentor-access')).toHaveText('Your conversation is paid for: it begins with your first message.', { timeout: 15_000 });
    const message = visitor.getByLabel('Message Mira Janssens');
    await expect(message).toBeVisible();
    await screenshots(visitor, 'mentor-after-paying');

    // The visitor talks to the Engram; the conversation they bought begins and says until when it runs.
    await message.fill('How did you price your bread when you started?');
    await message.press('Enter');
    await expect(visitor.getByTestId('twin-reply')).toHaveCount(1, { timeout: 20_000 });
    await expect(visitor.getByTestId('twin-reply').first()).not.toBeEmpty();
    await expect(visitor.getByTestId('mentor-access')).toContainText('Your chat runs until');
    await screenshots(visitor, 'mentor-talking');
    await expectNoSeriousViolations(visitor);
    // The pass is the visitor's, on the server: it still runs after a reload.
    await visitor.reload();
    await expect(visitor.getByTestId('mentor-access')).toContainText('Your chat runs until');
    await expect(visitor.getByLabel('Message Mira Janssens')).toBeVisible();

    // The owner reads the payment: €12.00 less the 20 % commission, €9.60 owed to them until the operator pays it.
    await page.reload();
    const earnings = page.getByTestId('mentor-earnings');
    await expect(earnings).toContainText('€9.60 owed, €0.00 paid');
    const payments = earnings.getByRole('listitem');
    await expect(payments).toHaveCount(1);
    await expect(payments.first()).toContainText('A conversation · Card');
    await expect(payments.first()).toContainText('€12.00 − €2.40 = €9.60 · Owed to you');
  } finally {
    await visitorContext.close();
  }
});
