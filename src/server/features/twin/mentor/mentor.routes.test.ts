// The mentor plan through its routes: opening a public Engram as a paid mentor (and refusing a private or heir-only
// one), the paid chat bought through the local fake of Stripe with every event replayed and out of order, a refund
// ending the access, the owner's earnings and the admin settling what is owed, and nobody reading another's.
import { randomUUID } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMentorPayoutsAnswerSchema, MentorEarningsAnswerSchema, MentorOfferSchema, MentorSettingsAnswerSchema } from '../../../../shared/contracts/twin-mentor.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { promoteToAdmin, signedInCaller, useTestApp, type SignedInCaller } from '../../../test/test-app.ts';
import { MENTOR_MESSAGES } from './mentor-rules.ts';
import { chatWith, givePackage, mentorTerms, newWalletAddress, publicMentor } from './mentor.test-helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_engram_mentor';
const stripeHelpers = new Stripe('sk_test_helpers');
const fake = new FakeStripe();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

function event(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
}

describe('[TWIN] the mentor plan, paid through Stripe', () => {
  const ctx = useTestApp(undefined, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    AI_OFFLINE_STREAM_DELAY_MS: '0',
    STRIPE_SECRET_KEY: 'sk_test_engram',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    PUBLIC_URL: 'https://engram.example.com/',
  }));

  const send = (payload: string, secret = WEBHOOK_SECRET) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credits/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeHelpers.webhooks.generateTestHeaderString({ payload, secret }) },
      payload,
    });
  const sendAll = async (payloads: string[]) => {
    for (const payload of payloads) {
      const response = await send(payload);
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  const offerFor = async (username: string, visitor: SignedInCaller | null) => {
    const response = visitor ? await visitor.call('GET', `/public/twins/${username}/mentor`) : await ctx.app.inject({ method: 'GET', url: `/public/twins/${username}/mentor` });
    expect(response.statusCode, response.body).toBe(200);
    return MentorOfferSchema.parse(response.json());
  };
  const earnings = async (owner: SignedInCaller) => MentorEarningsAnswerSchema.parse((await owner.call('GET', '/twin/mentor/payments')).json());

  /** Opens a checkout for `visitor` and answers what the fake received, with the events Stripe would send for its payment. */
  async function buy(username: string, visitor: SignedInCaller) {
    const response = await visitor.call('POST', `/public/twins/${username}/mentor/checkout`);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    const sent = fake.sessions.find((session) => url === `https://checkout.stripe.test/c/pay/${session.id}`)!;
    const paymentId = sent.form.get('metadata[mentor_payment_id]')!;
    const amount = Number(sent.form.get('line_items[0][price_data][unit_amount]'));
    const paymentIntent = `pi_${randomUUID().replaceAll('-', '')}`;
    fake.paymentIntents.set(paymentIntent, { mentor_payment_id: paymentId });
    return {
      sent,
      paymentId,
      amount,
      completed: event('checkout.session.completed', { object: 'checkout.session', id: sent.id, metadata: { mentor_payment_id: paymentId }, payment_status: 'paid', amount_total: amount, payment_intent: paymentIntent }),
      succeeded: event('payment_intent.succeeded', { object: 'payment_intent', id: paymentIntent, amount_received: amount, metadata: { mentor_payment_id: paymentId } }),
      expired: event('checkout.session.expired', { object: 'checkout.session', id: sent.id, metadata: { mentor_payment_id: paymentId } }),
      refunded: (cents: number) => event('charge.refunded', { object: 'charge', id: `ch_${paymentIntent}`, payment_intent: paymentIntent, amount_refunded: cents, metadata: {} }),
    };
  }

  it('opens only a public Engram as a mentor, says why a private or heir-only one cannot be, and checks the wallet', async () => {
    const owner = await signedInCaller(ctx.app, 'Ines Potter');
    await givePackage(ctx, owner.email);
    expect((await owner.call('GET', '/twin/mentor')).statusCode).toBe(404);
    await owner.call('PUT', '/twin/answers/1', { text: 'I throw pots on a kick wheel.' });
    const terms = mentorTerms({ topics: 'Throwing, trimming and glazing stoneware.' });

    const privateOne = await owner.call('PUT', '/twin/mentor', terms);
    expect(privateOne.statusCode).toBe(409);
    expect(privateOne.json().message).toBe(MENTOR_MESSAGES.notPublic.private);
    expect(MentorSettingsAnswerSchema.parse((await owner.call('GET', '/twin/mentor')).json())).toMatchObject({ plan: null, blocked_reason: MENTOR_MESSAGES.notPublic.private, commission_percent: 20 });
    // The reason is a sentence the owner reads on the Publish page: in the language the request asks for.
    const inIndonesian = await ctx.app.inject({ method: 'GET', url: '/twin/mentor', headers: { cookie: owner.cookies, 'accept-language': 'id-ID,id;q=0.9' } });
    expect(inIndonesian.json().blocked_reason).toMatch(/^Hanya Engram publik yang dapat menjadi mentor berbayar: Engram Anda bersifat pribadi\./);
    const inIndonesianRefusal = await ctx.app.inject({ method: 'PUT', url: '/twin/mentor', headers: { cookie: owner.cookies, 'accept-language': 'id' }, payload: terms });
    expect(inIndonesianRefusal.json().message).toMatch(/^Hanya Engram publik/);
    await owner.call('PATCH', '/twin', { visibility: 'family' });
    const heirsOnly = await owner.call('PUT', '/twin/mentor', terms);
    expect(heirsOnly.statusCode).toBe(409);
    expect(heirsOnly.json().message).toBe(MENTOR_MESSAGES.notPublic.family);

    await owner.call('PATCH', '/twin', { visibility: 'public' });
    const badWallet = await owner.call('PUT', '/twin/mentor', { ...terms, wallet_address: 'not-a-wallet-0OIl' });
    expect(badWallet.statusCode).toBe(400);
    expect(badWallet.json().message).toContain('The wallet address must be a Solana public key');
    // Base58, but 31 bytes: not a public key.
    const shortKey = await owner.call('PUT', '/twin/mentor', { ...terms, wallet_address: getBase58Decoder().decode(new Uint8Array(31).fill(7)) });
    expect(shortKey.statusCode).toBe(400);
    expect((await owner.call('PUT', '/twin/mentor', { ...terms, price_cents: 5 })).statusCode).toBe(400);
    expect((await owner.call('PUT', '/twin/mentor', { ...terms, topics: '  ' })).json().message).toContain('Say what the mentor will talk about.');

    const opened = await owner.call('PUT', '/twin/mentor', terms);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(MentorSettingsAnswerSchema.parse(opened.json())).toMatchObject({
      plan: { status: 'open', pricing: 'conversation', price_cents: 1500, wallet_address: terms.wallet_address, topics: terms.topics },
      blocked_reason: null,
      methods: { stripe: true, solana: false },
    });
    // Going heir-only hides the offer; opening it again is refused until it is public.
    await owner.call('PATCH', '/twin', { visibility: 'family' });
    const reopened = await owner.call('PUT', '/twin/mentor/status', { status: 'open' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(MENTOR_MESSAGES.notPublic.family);
  });

  it('keeps each owner’s terms and earnings their own, and the payouts for admins', async () => {
    const { owner, username } = await publicMentor(ctx);
    const stranger = await signedInCaller(ctx.app, 'Odd Stranger');
    // Another person reaches only their own (none): they cannot read or change this owner's plan or earnings.
    expect((await stranger.call('GET', '/twin/mentor')).statusCode).toBe(404);
    expect((await stranger.call('PUT', '/twin/mentor', mentorTerms({ price_cents: 100 }))).statusCode).toBe(404);
    expect((await stranger.call('PUT', '/twin/mentor/status', { status: 'stopped' })).statusCode).toBe(404);
    expect((await stranger.call('GET', '/twin/mentor/payments')).statusCode).toBe(404);
    expect(MentorSettingsAnswerSchema.parse((await owner.call('GET', '/twin/mentor')).json()).plan).toMatchObject({ status: 'open', price_cents: 1500 });
    expect((await offerFor(username, null)).price_cents).toBe(1500);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/mentor-payouts' })).statusCode).toBe(401);
    expect((await owner.call('GET', '/api/admin/mentor-payouts')).statusCode).toBe(403);
    expect((await owner.call('POST', `/api/admin/mentor-payouts/${randomUUID()}/settle`)).statusCode).toBe(403);
  });

  it('sells the chat by card: granted once whatever order the events come in, owed to the owner, ended by a refund', async () => {
    const { owner, username } = await publicMentor(ctx);
    const visitor = await signedInCaller(ctx.app, 'Vera Visitor');

    // Without a pass the chat answers 402 with what to buy; signed out, it asks to sign in first.
    const signedOut = await chatWith(ctx, username, null);
    expect(signedOut.statusCode).toBe(402);
    expect(signedOut.json().message).toBe(`@${username} is a paid mentor: sign in and buy a conversation ($15.00) to talk.`);
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(402);
    expect(await offerFor(username, visitor)).toMatchObject({ needs_pass: true, access: null, methods: { stripe: true, solana_sol: false, solana_usdc: false }, topics: expect.stringContaining('Beekeeping') });
    // The owner talks to their own mentor freely and cannot buy from it.
    expect(await offerFor(username, owner)).toMatchObject({ needs_pass: false });
    expect((await chatWith(ctx, username, owner)).statusCode).toBe(200);
    expect((await owner.call('POST', `/public/twins/${username}/mentor/checkout`)).json().message).toBe(MENTOR_MESSAGES.ownMentor);
    expect((await ctx.app.inject({ method: 'POST', url: `/public/twins/${username}/mentor/checkout` })).statusCode).toBe(401);

    const purchase = await buy(username, visitor);
    expect(purchase.amount).toBe(1500);
    expect(purchase.sent.form.get('success_url')).toBe(`https://engram.example.com/t/${username}?mentor=paid`);
    expect(purchase.sent.form.get('payment_intent_data[metadata][mentor_payment_id]')).toBe(purchase.paymentId);

    // A signature made with another secret changes nothing.
    const forged = await send(purchase.completed, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(402);

    // The payment intent first, then the session twice: one pass, one payment owed.
    await sendAll([purchase.succeeded, purchase.completed, purchase.completed, purchase.succeeded]);
    const offer = await offerFor(username, visitor);
    expect(offer).toMatchObject({ needs_pass: false, access: { pricing: 'conversation', ends_at: null } });
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(200);
    const begun = (await offerFor(username, visitor)).access!;
    expect(Date.parse(begun.ends_at!) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect((await chatWith(ctx, username, visitor, 'And in winter?')).statusCode).toBe(200);
    // While the pass runs, nothing more is sold to the same visitor.
    expect((await visitor.call('POST', `/public/twins/${username}/mentor/checkout`)).statusCode).toBe(409);

    const earned = await earnings(owner);
    expect(earned.payments).toHaveLength(1);
    expect(earned.payments[0]).toMatchObject({ method: 'stripe', gross: 1500, commission: 300, owner_share: 1200, status: 'owed', currency: 'usd', twin_username: username });
    expect(earned.totals).toEqual([{ currency: 'usd', owed: 1200, paid: 0 }]);

    // A refund ends the access; a replayed refund and a late completion change nothing.
    await sendAll([purchase.refunded(1500), purchase.refunded(1500), purchase.completed]);
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(402);
    expect((await earnings(owner)).payments[0]).toMatchObject({ status: 'refunded', refunded: 1500 });
    expect((await earnings(owner)).totals).toEqual([]);

    // A refund that arrives before the payment's own events (Stripe names the payment): never granted.
    const second = await buy(username, visitor);
    await sendAll([second.refunded(1500), second.completed, second.succeeded]);
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(402);
    // An abandoned checkout expires, and its late "expired" never undoes a paid one.
    const third = await buy(username, visitor);
    await sendAll([third.expired]);
    const fourth = await buy(username, visitor);
    await sendAll([fourth.completed, fourth.expired]);
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(200);
    expect((await earnings(owner)).payments.map((payment) => payment.status).sort()).toEqual(['owed', 'refunded', 'refunded']);
  });

  it('lets the admin settle an owed payout once, and the owner sees it paid', async () => {
    const { owner, username } = await publicMentor(ctx, mentorTerms({ pricing: 'month', price_cents: 4000, wallet_address: newWalletAddress() }));
    const visitor = await signedInCaller(ctx.app, 'Mo Monthly');
    const purchase = await buy(username, visitor);
    await sendAll([purchase.completed]);
    const access = (await offerFor(username, visitor)).access!;
    expect(access.pricing).toBe('month');
    expect(Date.parse(access.ends_at!) - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    const admin = await signedInCaller(ctx.app, 'Ada Admin');
    await promoteToAdmin(ctx.database, admin.email);
    const owed = AdminMentorPayoutsAnswerSchema.parse((await admin.call('GET', '/api/admin/mentor-payouts')).json());
    const row = owed.payments.find((payment) => payment.id === purchase.paymentId)!;
    expect(row).toMatchObject({ status: 'owed', gross: 4000, commission: 800, owner_share: 3200, owner_email: owner.email, twin_username: username });

    const settled = await admin.call('POST', `/api/admin/mentor-payouts/${purchase.paymentId}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'paid', settled_at: expect.any(String) });
    const again = await admin.call('POST', `/api/admin/mentor-payouts/${purchase.paymentId}/settle`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${MENTOR_MESSAGES.notOwed} This one is paid.`);
    expect((await admin.call('POST', `/api/admin/mentor-payouts/${randomUUID()}/settle`)).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/admin/mentor-payouts?status=nonsense')).statusCode).toBe(400);
    const paidList = AdminMentorPayoutsAnswerSchema.parse((await admin.call('GET', '/api/admin/mentor-payouts?status=paid')).json());
    expect(paidList.payments.map((payment) => payment.id)).toContain(purchase.paymentId);
    expect((await earnings(owner)).payments[0]).toMatchObject({ status: 'paid', owner_share: 3200 });
    // Settled is still the visitor's month.
    expect((await chatWith(ctx, username, visitor)).statusCode).toBe(200);
  });

  it('pauses selling while pass holders still talk, and a stopped mentor’s chat is free again', async () => {
    const { owner, username } = await publicMentor(ctx);
    const holder = await signedInCaller(ctx.app, 'Hal Holder');
    const purchase = await buy(username, holder);
    await sendAll([purchase.completed]);
    const newcomer = await signedInCaller(ctx.app, 'Nell Newcomer');

    expect((await owner.call('PUT', '/twin/mentor/status', { status: 'paused' })).json().plan.status).toBe('paused');
    expect((await chatWith(ctx, username, holder)).statusCode).toBe(200);
    const refused = await chatWith(ctx, username, newcomer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(`@${username} is a paid mentor and is not taking new conversations right now.`);
    expect((await newcomer.call('POST', `/public/twins/${username}/mentor/checkout`)).json().message).toBe(MENTOR_MESSAGES.paused);

    expect((await owner.call('PUT', '/twin/mentor/status', { status: 'stopped' })).statusCode).toBe(200);
    expect((await chatWith(ctx, username, null)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/public/twins/${username}/mentor` })).statusCode).toBe(404);
    expect((await owner.call('PUT', '/twin/mentor/status', { status: 'open' })).json().plan.status).toBe('open');
    expect((await chatWith(ctx, username, null)).statusCode).toBe(402);
  });

  it('grants concurrent purchases once each when their events and duplicates arrive together', async () => {
    const { owner, username } = await publicMentor(ctx);
    const [one, two] = [await signedInCaller(ctx.app, 'Cora Concurrent'), await signedInCaller(ctx.app, 'Dale Duplicate')];
    const [first, second] = await Promise.all([buy(username, one), buy(username, two)]);
    const payloads = [first!, second!].flatMap((purchase) => [purchase.completed, purchase.completed, purchase.succeeded, purchase.succeeded]);
    const responses = await Promise.all(payloads.map((payload) => send(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(payloads.map(() => 200));
    const earned = await earnings(owner);
    expect(earned.payments.map((payment) => payment.status)).toEqual(['owed', 'owed']);
    expect(earned.totals).toEqual([{ currency: 'usd', owed: 2400, paid: 0 }]);
    expect((await chatWith(ctx, username, one)).statusCode).toBe(200);
    expect((await chatWith(ctx, username, two)).statusCode).toBe(200);
  });
});
