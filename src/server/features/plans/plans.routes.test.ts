// The Engram's plans: the operator's prices and their bounds, the launch offer's places counted in the database, the
// server without Stripe (free or closed), and buying the package and storage through the local fake of Stripe, with
// every event replayed and out of order, refunds and disputes taking back what they paid for, and concurrent buys.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_GB, MyPlanAnswerSchema, PublicPlansAnswerSchema, type PlanSettings } from '../../../shared/contracts/plans.ts';
import type { TwinMemoriesList } from '../../../shared/contracts/twin-memories.ts';
import { planPurchases, users } from '../../db/schema.ts';
import { FakeStripe } from '../../test/fake-stripe.ts';
import { createWebhookSender, stripeEvent as event } from '../../test/stripe-webhook.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';
import { registerAdmin, signUpPerson, useTestApp, type TestContext } from '../../test/test-app.ts';
import { PLANS_CLOSED_MESSAGE, PLANS_FREE_MESSAGE, STORAGE_NEEDS_PACKAGE_MESSAGE } from './plans.service.ts';

const WEBHOOK_SECRET = 'whsec_test_engram_plans';
const SPEC_PLANS: PlanSettings = { packagePriceCents: 9900, storagePricePerGbCents: 99, mentorCommissionPercent: 20, launchDiscountPercent: 50, launchPlaces: 500, withoutPayments: 'free' };

type Ctx = TestContext;
type Person = Awaited<ReturnType<typeof signUpPerson>>;

const get = (ctx: Ctx, url: string, cookies?: string) => ctx.app.inject({ method: 'GET', url, headers: cookies ? { cookie: cookies } : {} });
const publicPlans = async (ctx: Ctx) => PublicPlansAnswerSchema.parse((await get(ctx, '/plans')).json());
const myPlan = async (ctx: Ctx, person: Person) => {
  const response = await get(ctx, '/plans/mine', person.cookies);
  expect(response.statusCode, response.body).toBe(200);
  return MyPlanAnswerSchema.parse(response.json());
};
const savePlans = (ctx: Ctx, cookies: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/admin/plans', headers: { cookie: cookies }, payload: payload as object });
/** Starting an Engram: the first answer creates it. */
const startTwin = (ctx: Ctx, person: Person) => ctx.app.inject({ method: 'PUT', url: '/twin/answers/1', headers: { cookie: person.cookies }, payload: { text: 'I learned to sail on a cold lake.' } });
const registrations = async (ctx: Ctx) => (await ctx.database.db.select({ id: users.id }).from(users)).length;

describe('[PLANS] the operator’s prices, the launch offer and a server without Stripe', () => {
  const ctx = useTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '100000' });

  it('answers the specification’s figures by default, with the places left counted from the registrations', async () => {
    const before = await publicPlans(ctx);
    expect(before).toMatchObject({
      currency: 'usd',
      payments: 'free',
      package: { price_cents: 9900, included_gb: 1 },
      storage: { price_per_gb_cents: 99 },
      mentor_commission_percent: 20,
      launch: { discount_percent: 50, price_cents: 4950, places: 500 },
    });
    expect(before.launch!.places_left).toBe(500 - (await registrations(ctx)));
    await signUpPerson(ctx);
    await signUpPerson(ctx);
    expect((await publicPlans(ctx)).launch!.places_left).toBe(before.launch!.places_left - 2);
  });

  it('lets an admin save every figure, refuses values out of bounds with what is allowed, and ends the offer when its places are taken', async () => {
    const admin = await registerAdmin(ctx);
    const person = await signUpPerson(ctx);
    expect((await savePlans(ctx, person.cookies, SPEC_PLANS)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/plans' })).statusCode).toBe(401);

    const tooCheap = await savePlans(ctx, admin.cookies, { ...SPEC_PLANS, packagePriceCents: 10 });
    expect(tooCheap.statusCode).toBe(400);
    expect(tooCheap.json().message).toContain('The Engram package price must be an amount in cents from 100 to 1000000 (1.00 to 10,000.00).');
    const greedy = await savePlans(ctx, admin.cookies, { ...SPEC_PLANS, mentorCommissionPercent: 95 });
    expect(greedy.statusCode).toBe(400);
    expect(greedy.json().message).toContain('The mentor commission must be a whole number of percent from 0 to 90.');
    const fractional = await savePlans(ctx, admin.cookies, { ...SPEC_PLANS, launchPlaces: 2.5 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toContain('The launch offer must be a whole number of registrations from 0 to 1,000,000.');
    const unknownMode = await savePlans(ctx, admin.cookies, { ...SPEC_PLANS, withoutPayments: 'maybe' });
    expect(unknownMode.statusCode).toBe(400);
    expect(unknownMode.json().message).toContain('Without payments must be one of free, closed.');
    expect((await savePlans(ctx, admin.cookies, { packagePriceCents: 5000 })).statusCode).toBe(400);

    const count = await registrations(ctx);
    const saved = await savePlans(ctx, admin.cookies, { ...SPEC_PLANS, packagePriceCents: 12000, storagePricePerGbCents: 150, launchDiscountPercent: 25, launchPlaces: count + 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: { packagePriceCents: 12000, launchPlaces: count + 1 }, isStripeConfigured: false, registrations: count });
    expect(await publicPlans(ctx)).toMatchObject({ package: { price_cents: 12000 }, storage: { price_per_gb_cents: 150 }, launch: { discount_percent: 25, price_cents: 9000, places_left: 1 } });

    // The last place is taken: the offer ends by itself. The person registered last is not among the first places.
    const last = await signUpPerson(ctx);
    expect((await publicPlans(ctx)).launch).toBeNull();
    expect(await myPlan(ctx, last)).toMatchObject({ is_launch_price: true, package_price_cents: 9000 });
    const late = await signUpPerson(ctx);
    expect(await myPlan(ctx, late)).toMatchObject({ is_launch_price: false, package_price_cents: 12000 });
    expect((await savePlans(ctx, admin.cookies, SPEC_PLANS)).statusCode).toBe(200);
  });

  it('gives the package free when the operator says so, and closes the Engram when they say closed', async () => {
    const admin = await registerAdmin(ctx);
    const person = await signUpPerson(ctx);
    expect(await myPlan(ctx, person)).toMatchObject({ has_package: true, package_source: 'free', storage: { included_bytes: BYTES_PER_GB, bought_bytes: 0, allowance_bytes: BYTES_PER_GB } });
    const free = await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies }, payload: { item: 'package' } });
    expect(free.statusCode).toBe(404);
    expect(free.json()).toEqual({ message: PLANS_FREE_MESSAGE });
    expect((await startTwin(ctx, person)).statusCode).toBe(200);

    expect((await savePlans(ctx, admin.cookies, { ...SPEC_PLANS, withoutPayments: 'closed' })).statusCode).toBe(200);
    expect((await publicPlans(ctx)).payments).toBe('closed');
    const newcomer = await signUpPerson(ctx);
    expect(await myPlan(ctx, newcomer)).toMatchObject({ has_package: false, package_source: 'none', storage: { allowance_bytes: 0 } });
    const refused = await startTwin(ctx, newcomer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: PLANS_CLOSED_MESSAGE });
    const closed = await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: newcomer.cookies }, payload: { item: 'storage', gb: 1 } });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({ message: PLANS_CLOSED_MESSAGE });
    // The Engram started while the package was free keeps it, and no receipt shows for it.
    expect(await myPlan(ctx, person)).toMatchObject({ has_package: true, package_source: 'free', receipts: [], storage: { allowance_bytes: BYTES_PER_GB } });
    expect((await startTwin(ctx, person)).statusCode).toBe(200);
    expect((await savePlans(ctx, admin.cookies, SPEC_PLANS)).statusCode).toBe(200);
    expect((await startTwin(ctx, newcomer)).statusCode).toBe(200);
  });
});

const fake = new FakeStripe();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

// A small included allowance, so a test can fill it: 20 KB stands for the package's 1 GB.
const INCLUDED = 20 * 1024;
const PHOTO_BYTES = 6 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);


describe('[PLANS] buying the package and storage through Stripe Checkout', () => {
  const ctx = useTestApp(undefined, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    STRIPE_SECRET_KEY: 'sk_test_engram',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    PUBLIC_URL: 'https://engram.example.com/',
    TWIN_LOCKER_BYTES: String(INCLUDED),
    TWIN_MEMORY_MAX_BYTES: String(8 * 1024),
  }));

  const { send, sendAll } = createWebhookSender(ctx, WEBHOOK_SECRET);

  /** Opens a checkout and answers what the fake received, with the events Stripe would send for its payment. */
  async function buy(person: Person, payload: { item: 'package' } | { item: 'storage'; gb: number }) {
    const response = await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies, origin: 'https://engram.example.com' }, payload });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    const sent = fake.sessions.find((session) => url === `https://checkout.stripe.test/c/pay/${session.id}`)!;
    expect(sent).toBeDefined();
    const purchaseId = sent.form.get('metadata[plan_purchase_id]')!;
    const quantity = Number(sent.form.get('line_items[0][quantity]'));
    const amount = Number(sent.form.get('line_items[0][price_data][unit_amount]')) * quantity;
    const paymentIntent = `pi_${randomUUID().replaceAll('-', '')}`;
    const charge = `ch_${randomUUID().replaceAll('-', '')}`;
    fake.paymentIntents.set(paymentIntent, { plan_purchase_id: purchaseId });
    return {
      sent,
      purchaseId,
      amount,
      completed: event('checkout.session.completed', {
        object: 'checkout.session',
        id: sent.id,
        client_reference_id: purchaseId,
        metadata: { plan_purchase_id: purchaseId },
        payment_status: 'paid',
        amount_total: amount,
        payment_intent: paymentIntent,
      }),
      succeeded: event('payment_intent.succeeded', { object: 'payment_intent', id: paymentIntent, amount_received: amount, metadata: { plan_purchase_id: purchaseId } }),
      refunded: (refundedCents: number) => event('charge.refunded', { object: 'charge', id: charge, payment_intent: paymentIntent, amount_refunded: refundedCents, metadata: {} }),
      dispute: (type: string, status: string) => event(type, { object: 'dispute', id: `dp_${charge}`, charge, payment_intent: paymentIntent, status }),
    };
  }

  const photo = () => Buffer.concat([PNG_SIGNATURE, randomBytes(PHOTO_BYTES - PNG_SIGNATURE.length)]);
  const uploadPhoto = (person: Person, title: string) => {
    const parts: MultipartPart[] = [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: title },
      { name: 'file', filename: `${title}.png`, content: photo(), contentType: 'image/png' },
    ];
    const body = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: person.cookies } });
  };
  const locker = async (person: Person) => ((await get(ctx, '/twin/memories', person.cookies)).json() as TwinMemoriesList);

  it('refuses a webhook whose signature is wrong, and sells nothing to start an Engram until the package is paid', async () => {
    const person = await signUpPerson(ctx);
    expect((await publicPlans(ctx)).payments).toBe('stripe');
    expect(await myPlan(ctx, person)).toMatchObject({ has_package: false, package_source: 'none', is_launch_price: true, package_price_cents: 4950 });
    const refused = await startTwin(ctx, person);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^Your Engram starts with the Engram package/);
    const storageFirst = await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies }, payload: { item: 'storage', gb: 1 } });
    expect(storageFirst.statusCode).toBe(409);
    expect(storageFirst.json()).toEqual({ message: STORAGE_NEEDS_PACKAGE_MESSAGE });
    expect((await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies }, payload: { item: 'storage', gb: 0 } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies }, payload: { item: 'gold' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/plans/checkout', payload: { item: 'package' } })).statusCode).toBe(401);

    const pkg = await buy(person, { item: 'package' });
    expect(pkg.sent.form.get('line_items[0][price_data][unit_amount]')).toBe('4950');
    expect(pkg.sent.form.get('payment_intent_data[metadata][plan_purchase_id]')).toBe(pkg.purchaseId);
    expect(pkg.sent.form.get('success_url')).toBe('https://engram.example.com/showcase/credits?purchase=success');
    const forged = await send(pkg.completed, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The webhook signature is not valid.' });
    expect((await myPlan(ctx, person)).has_package).toBe(false);
    expect((await myPlan(ctx, person)).receipts).toMatchObject([{ item: 'package', status: 'pending', amount_cents: 4950 }]);

    // The payment's event before the session's, each sent twice.
    await sendAll([pkg.succeeded, pkg.succeeded, pkg.completed, pkg.completed]);
    const owned = await myPlan(ctx, person);
    expect(owned).toMatchObject({ has_package: true, package_source: 'purchase', storage: { included_bytes: INCLUDED, bought_bytes: 0, allowance_bytes: INCLUDED } });
    expect(owned.receipts).toMatchObject([{ item: 'package', quantity: 1, status: 'paid', amount_cents: 4950, refunded_cents: 0, currency: 'usd', paid_at: expect.any(String) }]);
    expect((await startTwin(ctx, person)).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies }, payload: { item: 'package' } });
    expect(again.statusCode).toBe(409);
  });

  it('adds bought storage to the locker; a refund takes it back: uploads are refused and nothing stored is deleted', async () => {
    const person = await signUpPerson(ctx);
    const pkg = await buy(person, { item: 'package' });
    await sendAll([pkg.completed]);
    expect((await startTwin(ctx, person)).statusCode).toBe(200);
    for (const title of ['harbour', 'garden', 'kitchen']) expect((await uploadPhoto(person, title)).statusCode).toBe(201);
    // Past the included room: refused until storage is bought.
    expect((await uploadPhoto(person, 'attic')).statusCode).toBe(413);

    const storage = await buy(person, { item: 'storage', gb: 2 });
    expect(storage.sent.form.get('line_items[0][quantity]')).toBe('2');
    expect(storage.sent.form.get('line_items[0][price_data][unit_amount]')).toBe('99');
    // A refund arriving before the payment's own events (Stripe names its purchase); the completion grants what is left.
    await sendAll([storage.refunded(99), storage.completed, storage.refunded(99), storage.succeeded, storage.completed]);
    expect((await myPlan(ctx, person)).storage).toEqual({ included_bytes: INCLUDED, bought_bytes: BYTES_PER_GB, allowance_bytes: INCLUDED + BYTES_PER_GB });
    expect((await myPlan(ctx, person)).receipts[0]).toMatchObject({ item: 'storage', quantity: 2, amount_cents: 198, refunded_cents: 99, status: 'partly_refunded' });
    expect((await uploadPhoto(person, 'attic')).statusCode).toBe(201);
    expect((await uploadPhoto(person, 'porch')).statusCode).toBe(201);
    expect((await locker(person)).storage).toEqual({ used_bytes: 5 * PHOTO_BYTES, allowance_bytes: INCLUDED + BYTES_PER_GB });

    // The rest refunded, then a late copy of the first, smaller total: the larger stands.
    await sendAll([storage.refunded(198), storage.refunded(99), storage.refunded(198)]);
    expect((await myPlan(ctx, person)).storage.bought_bytes).toBe(0);
    expect((await myPlan(ctx, person)).receipts[0]).toMatchObject({ status: 'refunded', refunded_cents: 198 });
    const full = await uploadPhoto(person, 'cellar');
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toMatch(/^Not enough room in your locker: 0 bytes of 20 KB is left\./);
    const kept = await locker(person);
    expect(kept.memories).toHaveLength(5);
    expect(kept.storage).toEqual({ used_bytes: 5 * PHOTO_BYTES, allowance_bytes: INCLUDED });
  });

  it('takes the package back during a dispute and gives it back when the dispute is won, whatever order the events come in', async () => {
    const person = await signUpPerson(ctx);
    const pkg = await buy(person, { item: 'package' });
    await sendAll([pkg.completed]);
    const opened = pkg.dispute('charge.dispute.created', 'needs_response');
    await sendAll([opened, opened]);
    expect(await myPlan(ctx, person)).toMatchObject({ has_package: false, storage: { allowance_bytes: 0 } });
    expect((await myPlan(ctx, person)).receipts[0]!.status).toBe('disputed');
    const won = pkg.dispute('charge.dispute.closed', 'won');
    // The closing first, then a late copy of the opening: the outcome stands.
    await sendAll([won, pkg.dispute('charge.dispute.created', 'needs_response'), won]);
    expect(await myPlan(ctx, person)).toMatchObject({ has_package: true, storage: { allowance_bytes: INCLUDED } });

    const other = await signUpPerson(ctx);
    const lost = await buy(other, { item: 'package' });
    await sendAll([lost.dispute('charge.dispute.closed', 'lost'), lost.completed, lost.dispute('charge.dispute.created', 'needs_response')]);
    expect(await myPlan(ctx, other)).toMatchObject({ has_package: false });
    // A package refunded in part is kept; in full, it is taken back.
    const third = await signUpPerson(ctx);
    const refunded = await buy(third, { item: 'package' });
    await sendAll([refunded.completed, refunded.refunded(1000)]);
    expect((await myPlan(ctx, third)).has_package).toBe(true);
    await sendAll([refunded.refunded(refunded.amount)]);
    expect((await myPlan(ctx, third)).has_package).toBe(false);
  });

  it('grants each of concurrent purchases once when their events and duplicates arrive together', async () => {
    const person = await signUpPerson(ctx);
    const pkg = await buy(person, { item: 'package' });
    await sendAll([pkg.completed]);
    const [one, two, three] = await Promise.all([buy(person, { item: 'storage', gb: 1 }), buy(person, { item: 'storage', gb: 3 }), buy(person, { item: 'storage', gb: 1 })]);
    const payloads = [one!, two!, three!].flatMap((purchase) => [purchase.completed, purchase.completed, purchase.succeeded, purchase.succeeded]);
    const responses = await Promise.all(payloads.map((payload) => send(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(payloads.map(() => 200));
    expect((await myPlan(ctx, person)).storage.bought_bytes).toBe(5 * BYTES_PER_GB);
    const rows = await ctx.database.db.select().from(planPurchases).where(eq(planPurchases.userId, person.userId));
    expect(rows.map((row) => row.status).sort()).toEqual(['paid', 'paid', 'paid', 'paid']);
    // An abandoned checkout expires; its late "expired" never undoes a paid one.
    const abandoned = await buy(person, { item: 'storage', gb: 4 });
    await sendAll([event('checkout.session.expired', { object: 'checkout.session', id: abandoned.sent.id, metadata: { plan_purchase_id: abandoned.purchaseId } })]);
    await sendAll([event('checkout.session.expired', { object: 'checkout.session', id: one!.sent.id, metadata: { plan_purchase_id: one!.purchaseId } })]);
    const plan = await myPlan(ctx, person);
    expect(plan.storage.bought_bytes).toBe(5 * BYTES_PER_GB);
    expect(plan.receipts.map((receipt) => receipt.status).sort()).toEqual(['expired', 'paid', 'paid', 'paid', 'paid']);
  });
});
