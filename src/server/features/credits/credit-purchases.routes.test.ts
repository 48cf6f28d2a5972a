import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutAnswerSchema, CreditPackagesAnswerSchema } from '../../../shared/contracts/credits.ts';
import { CreditsAnswerSchema } from '../../../shared/contracts/scenarios.ts';
import { loadConfig } from '../../config.ts';
import { creditEntries, creditPurchases, ledgerEntries } from '../../db/schema.ts';
import { FakeStripe } from '../../test/fake-stripe.ts';
import { createWebhookSender, stripeEvent as checkoutOrChargeEvent } from '../../test/stripe-webhook.ts';
import { signUpPerson, TEST_AUTH_SECRET, useTestApp, type TestContext } from '../../test/test-app.ts';
import { purchaseReason } from './credit-purchases.service.ts';

const WEBHOOK_SECRET = 'whsec_test_engram_credits';

type App = TestContext['app'];

/** A Checkout Session's event. */
function stripeEvent(type: string, session: Record<string, unknown>, id?: string) {
  return checkoutOrChargeEvent(type, { object: 'checkout.session', ...session }, id);
}

/** A server-to-server call: no cookie; a browser's Origin does not matter to it either. */
function sendWebhook(app: App, payload: string, secret = WEBHOOK_SECRET) {
  return createWebhookSender({ app }, secret).send(payload);
}

async function balanceOf(app: App, cookies: string): Promise<number> {
  return CreditsAnswerSchema.parse((await app.inject({ method: 'GET', url: '/credits', headers: { cookie: cookies } })).json()).balance;
}

const fake = new FakeStripe();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

describe('[CREDITS] buying packages through Stripe Checkout', () => {
  const ctx = useTestApp(undefined, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    STRIPE_SECRET_KEY: 'sk_test_engram',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CREDIT_PACKAGES: '200:29.00, 50:9',
    STRIPE_CURRENCY: 'EUR',
    STRIPE_API_BASE: fake.url,
    PUBLIC_URL: 'https://engram.example.com/',
  }));

  async function checkout(cookies: string, credits: number) {
    const response = await ctx.app.inject({ method: 'POST', url: '/credits/checkout', headers: { cookie: cookies, origin: 'https://engram.example.com' }, payload: { credits } });
    return response;
  }

  it('lists the packages and opens a Checkout Session for one, recording an open purchase', async () => {
    const person = await signUpPerson(ctx);
    const packages = CreditPackagesAnswerSchema.parse((await ctx.app.inject({ method: 'GET', url: '/credits/packages', headers: { cookie: person.cookies } })).json());
    expect(packages.data).toEqual([
      { credits: 50, amount_cents: 900, currency: 'eur' },
      { credits: 200, amount_cents: 2900, currency: 'eur' },
    ]);

    const response = await checkout(person.cookies, 50);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = CheckoutAnswerSchema.parse(response.json());
    const sent = fake.sessions.at(-1)!;
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sent.id}`);
    expect(sent.authorization).toBe('Bearer sk_test_engram');
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('900');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.form.get('metadata[user_id]')).toBe(person.userId);
    expect(sent.form.get('success_url')).toBe('https://engram.example.com/showcase/credits?purchase=success');
    expect(sent.form.get('cancel_url')).toBe('https://engram.example.com/showcase/credits?purchase=cancelled');
    const [purchase] = await ctx.database.db.select().from(creditPurchases).where(eq(creditPurchases.checkoutSessionId, sent.id));
    expect(purchase).toMatchObject({ userId: person.userId, credits: 50, amountCents: 900, currency: 'eur', status: 'open', stripeEventId: null });
    expect(sent.form.get('client_reference_id')).toBe(purchase!.id);
    expect(sent.form.get('metadata[purchase_id]')).toBe(purchase!.id);

    const unknown = await checkout(person.cookies, 75);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'There is no package of 75 credits.' });
    expect((await ctx.app.inject({ method: 'POST', url: '/credits/checkout', payload: { credits: 50 } })).statusCode).toBe(401);
  });

  it('adds the credits of a paid session once: a replay, a forgery, an unknown or late session change nothing', async () => {
    const person = await signUpPerson(ctx);
    expect((await checkout(person.cookies, 200)).statusCode).toBe(200);
    const session = fake.sessions.at(-1)!;
    const paid = { id: session.id, client_reference_id: session.form.get('client_reference_id'), payment_status: 'paid', status: 'complete' };
    const event = stripeEvent('checkout.session.completed', paid);

    // Forged: signed with another secret, or not signed at all.
    const forged = await sendWebhook(ctx.app, event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The webhook signature is not valid.' });
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/credits/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: event });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);

    const first = await sendWebhook(ctx.app, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await balanceOf(ctx.app, person.cookies)).toBe(230);

    // The same event again, and another event for the same session: nothing more.
    expect((await sendWebhook(ctx.app, event)).statusCode).toBe(200);
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.completed', paid))).statusCode).toBe(200);
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.expired', { id: session.id }))).statusCode).toBe(200);
    // A session this server never opened.
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.completed', { ...paid, id: 'cs_test_unknown' }))).statusCode).toBe(200);
    const credits = CreditsAnswerSchema.parse((await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json());
    expect(credits.balance).toBe(230);
    expect(credits.entries.filter((entry) => entry.reason === purchaseReason(200))).toHaveLength(1);
    const [purchase] = await ctx.database.db.select().from(creditPurchases).where(eq(creditPurchases.checkoutSessionId, session.id));
    expect(purchase).toMatchObject({ status: 'completed', completedAt: expect.any(Date) });
    expect(purchase!.stripeEventId).toBe(JSON.parse(event).id);

    // Late: the session expired before a completion arrived.
    expect((await checkout(person.cookies, 50)).statusCode).toBe(200);
    const late = fake.sessions.at(-1)!;
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.expired', { id: late.id }))).statusCode).toBe(200);
    const latePaid = { id: late.id, client_reference_id: late.form.get('client_reference_id'), payment_status: 'paid' };
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.completed', latePaid))).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(230);
    const [expired] = await ctx.database.db.select().from(creditPurchases).where(eq(creditPurchases.checkoutSessionId, late.id));
    expect(expired).toMatchObject({ status: 'expired', stripeEventId: null });

    // Not yet paid (a delayed payment method): nothing until it is.
    expect((await checkout(person.cookies, 50)).statusCode).toBe(200);
    const delayed = fake.sessions.at(-1)!;
    const unpaid = { id: delayed.id, client_reference_id: delayed.form.get('client_reference_id'), payment_status: 'unpaid' };
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.completed', unpaid))).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(230);
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }))).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(280);
  });

  it('adds the credits once when the same event and duplicates of it arrive at once', async () => {
    const person = await signUpPerson(ctx);
    expect((await checkout(person.cookies, 50)).statusCode).toBe(200);
    const session = fake.sessions.at(-1)!;
    const paid = { id: session.id, client_reference_id: session.form.get('client_reference_id'), payment_status: 'paid' };
    const event = stripeEvent('checkout.session.completed', paid);
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => sendWebhook(ctx.app, event)),
      ...Array.from({ length: 3 }, () => sendWebhook(ctx.app, stripeEvent('checkout.session.completed', paid))),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const credits = CreditsAnswerSchema.parse((await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json());
    expect(credits.balance).toBe(80);
    expect(credits.entries.filter((entry) => entry.reason === purchaseReason(50))).toHaveLength(1);
  });

  it("refuses a session whose reference is not the purchase's, and answers a checkout the fake refuses with 502", async () => {
    const person = await signUpPerson(ctx);
    expect((await checkout(person.cookies, 50)).statusCode).toBe(200);
    const session = fake.sessions.at(-1)!;
    const wrong = { id: session.id, client_reference_id: randomUUID(), payment_status: 'paid' };
    expect((await sendWebhook(ctx.app, stripeEvent('checkout.session.completed', wrong))).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);

    const purchasesBefore = (await ctx.database.db.select().from(creditPurchases).where(eq(creditPurchases.userId, person.userId))).length;
    fake.isRefusingNext = true;
    const refused = await checkout(person.cookies, 50);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('The payment page could not be opened: Invalid currency: eur is not enabled. Please try again.');
    expect(await ctx.database.db.select().from(creditPurchases).where(eq(creditPurchases.userId, person.userId))).toHaveLength(purchasesBefore);
  });

  /** Buys the 200-credit package (€29.00) and answers the events Stripe would send for its payment, its refunds and disputes. */
  async function boughtPackage(person: { cookies: string }) {
    expect((await checkout(person.cookies, 200)).statusCode).toBe(200);
    const session = fake.sessions.at(-1)!;
    const purchaseId = session.form.get('client_reference_id')!;
    const paymentIntent = `pi_${randomUUID().replaceAll('-', '')}`;
    const charge = `ch_${randomUUID().replaceAll('-', '')}`;
    return {
      session,
      purchaseId,
      paymentIntent,
      completed: stripeEvent('checkout.session.completed', { id: session.id, client_reference_id: purchaseId, payment_status: 'paid', status: 'complete', payment_intent: paymentIntent }),
      refunded: (cents: number) => checkoutOrChargeEvent('charge.refunded', { object: 'charge', id: charge, payment_intent: paymentIntent, amount_refunded: cents, metadata: {} }),
      dispute: (type: string, status: string) => checkoutOrChargeEvent(type, { object: 'dispute', id: `dp_${charge}`, charge, payment_intent: paymentIntent, status }),
    };
  }
  const moneyOf = (purchaseId: string) =>
    ctx.database.db.select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, key: ledgerEntries.key }).from(ledgerEntries).where(eq(ledgerEntries.sourceId, purchaseId)).orderBy(ledgerEntries.createdAt, ledgerEntries.key);
  const sendEach = async (payloads: string[]) => {
    for (const payload of payloads) {
      const response = await sendWebhook(ctx.app, payload);
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  it('takes back the credits a refund repaid, once per event and whatever the order, and records each refund in the ledger', async () => {
    const person = await signUpPerson(ctx);
    const bought = await boughtPackage(person);
    // The payment carries the purchase, so a refund that comes first still finds it.
    expect(bought.session.form.get('payment_intent_data[metadata][credit_purchase_id]')).toBe(bought.purchaseId);
    await sendEach([bought.completed, bought.completed]);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(230);

    // Half refunded: the 100 credits it paid for go; the event again, and a forged one, change nothing.
    const half = bought.refunded(1450);
    await sendEach([half, half]);
    expect((await sendWebhook(ctx.app, bought.refunded(2900), 'whsec_someone_else')).statusCode).toBe(400);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(130);
    // The rest refunded, then an older total arriving late: only the difference is taken, and nothing comes back.
    await sendEach([bought.refunded(2900), bought.refunded(1000), bought.refunded(2900)]);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
    const [purchase] = await ctx.database.db.select().from(creditPurchases).where(eq(creditPurchases.id, bought.purchaseId));
    expect(purchase).toMatchObject({ refundedCents: 2900, creditsTakenBack: 200, paymentIntentId: bought.paymentIntent });
    expect(await moneyOf(bought.purchaseId)).toEqual([
      { kind: 'payment', amountMinor: 2900, currency: 'eur', key: `credit_purchase:${bought.purchaseId}:payment` },
      { kind: 'refund', amountMinor: -1450, currency: 'eur', key: `credit_purchase:${bought.purchaseId}:refund:1450` },
      { kind: 'refund', amountMinor: -1450, currency: 'eur', key: `credit_purchase:${bought.purchaseId}:refund:2900` },
    ]);
    const credits = CreditsAnswerSchema.parse((await ctx.app.inject({ method: 'GET', url: '/credits', headers: { cookie: person.cookies } })).json());
    expect(credits.entries.filter((entry) => entry.reason.startsWith('Purchase refunded or disputed')).map((entry) => entry.amount)).toEqual([-100, -100]);
  });

  it('takes back credits already spent: the balance goes below zero, and no other person’s balance moves', async () => {
    const person = await signUpPerson(ctx);
    const other = await signUpPerson(ctx);
    const bought = await boughtPackage(person);
    await sendEach([bought.completed]);
    // 180 of the 230 spent on practice before the refund.
    await ctx.database.db.insert(creditEntries).values({ userId: person.userId, amount: -180, reason: 'Practice sessions', kind: 'session' });
    expect(await balanceOf(ctx.app, person.cookies)).toBe(50);
    await sendEach([bought.refunded(2900)]);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(-150);
    expect(await balanceOf(ctx.app, other.cookies)).toBe(30);
  });

  it('asks Stripe once for a refunded payment nobody here knows, whatever number of features look for theirs in it', async () => {
    const person = await signUpPerson(ctx);
    const bought = await boughtPackage(person);
    const refundOfStranger = bought.refunded(2900).replaceAll(bought.paymentIntent, 'pi_of_another_account');
    const before = fake.paymentIntentsAsked.length;
    await sendEach([refundOfStranger]);
    // Credit packages, plans and mentor payments each look for their own key in the same payment: one request.
    expect(fake.paymentIntentsAsked.slice(before)).toEqual(['pi_of_another_account']);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
  });

  it('takes back everything while a dispute is open, gives it back when the dispute is won, and takes it again when lost', async () => {
    const person = await signUpPerson(ctx);
    const bought = await boughtPackage(person);
    // Out of order: the dispute opens before the payment's own event, found through Stripe's copy of the payment.
    fake.paymentIntents.set(bought.paymentIntent, { credit_purchase_id: bought.purchaseId });
    await sendEach([bought.dispute('charge.dispute.created', 'needs_response'), bought.completed]);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(30);
    const won = bought.dispute('charge.dispute.closed', 'won');
    await sendEach([won, won, bought.dispute('charge.dispute.created', 'needs_response')]);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(230);
    expect((await moneyOf(bought.purchaseId)).map(({ kind, amountMinor }) => [kind, amountMinor])).toEqual([
      ['dispute', -2900],
      ['payment', 2900],
      ['dispute', 2900],
    ]);

    const lost = await boughtPackage(person);
    await sendEach([lost.completed, lost.dispute('charge.dispute.closed', 'lost'), lost.dispute('charge.dispute.created', 'needs_response')]);
    expect(await balanceOf(ctx.app, person.cookies)).toBe(230);
    expect((await moneyOf(lost.purchaseId)).map(({ kind, amountMinor }) => [kind, amountMinor])).toEqual([
      ['payment', 2900],
      ['dispute', -2900],
    ]);
  });
});

describe('[CREDITS] without Stripe settings', () => {
  const ctx = useTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '100000' });

  it('offers no packages, and the checkout and webhook answer 404', async () => {
    const person = await signUpPerson(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/credits/packages', headers: { cookie: person.cookies } })).json()).toEqual({ data: [] });
    const started = await ctx.app.inject({ method: 'POST', url: '/credits/checkout', headers: { cookie: person.cookies }, payload: { credits: 50 } });
    expect(started.statusCode).toBe(404);
    expect(started.json()).toEqual({ message: 'Buying credits is not available here.' });
    const payload = stripeEvent('checkout.session.completed', { id: 'cs_test_x', payment_status: 'paid' });
    expect((await sendWebhook(ctx.app, payload)).statusCode).toBe(404);
    expect(fake.sessions.filter((session) => session.form.get('metadata[user_id]') === person.userId)).toEqual([]);
  });
});

describe('[CREDITS] payment settings', () => {
  const base = { AUTH_SECRET: TEST_AUTH_SECRET };

  it('needs the two Stripe settings together, and checks the packages when they are given', () => {
    expect(loadConfig(base).payments).toBeNull();
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'wh' })).toThrow(/STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set/);
    expect(() => loadConfig({ ...base, CREDIT_PACKAGES: '50:9' })).toThrow(/CREDIT_PACKAGES: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    // Without packages, Stripe sells only the Engram's plans.
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).payments?.packages).toEqual([]);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', CREDIT_PACKAGES: '50' })).toThrow(/CREDIT_PACKAGES: "50" is not credits:price/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', CREDIT_PACKAGES: '50:9,50:8' })).toThrow(/two packages have 50 credits/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', CREDIT_PACKAGES: '50:0.10' })).toThrow(/at least 0.50/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', CREDIT_PACKAGES: '50:9', STRIPE_CURRENCY: 'dollars' })).toThrow(/STRIPE_CURRENCY/);
    const payments = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', CREDIT_PACKAGES: '50:9.5,200:29.00' }).payments;
    expect(payments).toEqual({
      secretKey: 'sk',
      webhookSecret: 'wh',
      currency: 'usd',
      packages: [
        { credits: 50, amountCents: 950 },
        { credits: 200, amountCents: 2900 },
      ],
      apiBase: undefined,
    });
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', CREDIT_PACKAGES: '50:9', STRIPE_API_BASE: 'http://127.0.0.1:4242' }).payments?.apiBase).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 4242,
    });
  });
});
