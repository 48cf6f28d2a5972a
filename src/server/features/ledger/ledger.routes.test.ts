// The money ledger: every purchase's payment, refund and dispute written once through the local fake of Stripe (events
// replayed, out of order, at once), a person's receipts, the admin's view (filters, totals, 403 for others), the CSV
// export (bounded, streamed, formula cells neutralised), and the reconciliation flagging and clearing.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLedgerAnswerSchema, formatMinor, LedgerFlagsAnswerSchema, MyLedgerAnswerSchema, ReconcileAnswerSchema } from '../../../shared/contracts/ledger.ts';
import { creditPurchases, ledgerEntries, mentorPayments, planPurchases } from '../../db/schema.ts';
import { FakeStripe } from '../../test/fake-stripe.ts';
import { createWebhookSender, stripeEvent as event } from '../../test/stripe-webhook.ts';
import { registerAdmin, signUpPerson, useTestApp, type TestContext } from '../../test/test-app.ts';
import { createMoneyLedger } from './money-ledger.ts';
import { reconcileLedgerJob } from './reconcile-ledger.job.ts';

const WEBHOOK_SECRET = 'whsec_test_engram_ledger';
const fake = new FakeStripe();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

type Person = Awaited<ReturnType<typeof signUpPerson>>;
const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;


describe('[LEDGER] one ledger for every payment, refund and dispute', () => {
  const ctx: TestContext = useTestApp(undefined, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    STRIPE_SECRET_KEY: 'sk_test_engram',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    CREDIT_PACKAGES: '50:9',
    PUBLIC_URL: 'https://engram.example.com/',
  }));

  const { sendAll } = createWebhookSender(ctx, WEBHOOK_SECRET);
  const send = (payload: string) => sendAll([payload]);
  const get = (url: string, cookies?: string) => ctx.app.inject({ method: 'GET', url, headers: cookies ? { cookie: cookies } : {} });
  const entriesOf = (sourceId: string) => ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, sourceId)).orderBy(ledgerEntries.createdAt);
  const adminLedger = async (cookies: string, query = '') => {
    const response = await get(`/api/admin/ledger${query}`, cookies);
    expect(response.statusCode, response.body).toBe(200);
    return AdminLedgerAnswerSchema.parse(response.json());
  };
  const reconcile = async (cookies: string) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/ledger/reconcile', headers: { cookie: cookies } });
    expect(response.statusCode, response.body).toBe(200);
    return ReconcileAnswerSchema.parse(response.json());
  };
  const openFlags = async (cookies: string) => LedgerFlagsAnswerSchema.parse((await get('/api/admin/ledger/flags', cookies)).json()).data;

  /** Opens a plan checkout and answers the events Stripe would send for it. */
  async function buyPlan(person: Person, payload: { item: 'package' } | { item: 'storage'; gb: number }) {
    const response = await ctx.app.inject({ method: 'POST', url: '/plans/checkout', headers: { cookie: person.cookies }, payload });
    expect(response.statusCode, response.body).toBe(200);
    const sent = fake.sessions.find((session) => (response.json() as { url: string }).url.endsWith(session.id))!;
    const purchaseId = sent.form.get('metadata[plan_purchase_id]')!;
    const amount = Number(sent.form.get('line_items[0][price_data][unit_amount]')) * Number(sent.form.get('line_items[0][quantity]'));
    const paymentIntent = newId('pi');
    fake.paymentIntents.set(paymentIntent, { plan_purchase_id: purchaseId });
    return {
      purchaseId,
      amount,
      completed: event('checkout.session.completed', { object: 'checkout.session', id: sent.id, client_reference_id: purchaseId, metadata: { plan_purchase_id: purchaseId }, payment_status: 'paid', amount_total: amount, payment_intent: paymentIntent }),
      succeeded: event('payment_intent.succeeded', { object: 'payment_intent', id: paymentIntent, amount_received: amount, metadata: { plan_purchase_id: purchaseId } }),
      refunded: (cents: number) => event('charge.refunded', { object: 'charge', id: newId('ch'), payment_intent: paymentIntent, amount_refunded: cents, metadata: {} }),
      dispute: (type: string, status: string) => event(type, { object: 'dispute', id: newId('dp'), payment_intent: paymentIntent, status }),
    };
  }

  /** Opens a credit package checkout and answers its completion event. */
  async function buyCredits(person: Person) {
    const response = await ctx.app.inject({ method: 'POST', url: '/credits/checkout', headers: { cookie: person.cookies }, payload: { credits: 50 } });
    expect(response.statusCode, response.body).toBe(200);
    const sent = fake.sessions.find((session) => (response.json() as { url: string }).url.endsWith(session.id))!;
    const purchaseId = sent.form.get('client_reference_id')!;
    return { purchaseId, completed: event('checkout.session.completed', { id: sent.id, object: 'checkout.session', client_reference_id: purchaseId, payment_status: 'paid', metadata: { purchase_id: purchaseId } }) };
  }

  it('writes each payment, refund and dispute once, whatever the replays and order, and shows the person their receipts', async () => {
    const person = await signUpPerson(ctx);
    const pkg = await buyPlan(person, { item: 'package' });
    await sendAll([pkg.succeeded, pkg.completed, pkg.succeeded, pkg.completed]);
    expect((await entriesOf(pkg.purchaseId)).map((entry) => [entry.kind, entry.amountMinor, entry.key])).toEqual([['payment', pkg.amount, `plan_purchase:${pkg.purchaseId}:payment`]]);

    const storage = await buyPlan(person, { item: 'storage', gb: 2 });
    // A refund before the payment, the payment twice, a larger refund, then a late copy of the smaller one.
    await sendAll([storage.refunded(99), storage.completed, storage.succeeded, storage.refunded(99), storage.refunded(198), storage.refunded(99)]);
    const storageEntries = await entriesOf(storage.purchaseId);
    expect(storageEntries.map((entry) => [entry.kind, entry.amountMinor]).sort()).toEqual([
      ['payment', 198],
      ['refund', -99],
      ['refund', -99],
    ]);
    expect(storageEntries.every((entry) => entry.userId === person.userId && entry.currency === 'usd' && entry.sourceType === 'plan_purchase')).toBe(true);

    // A dispute opened twice, closed won, then a late copy of the opening: withdrawn once, given back once.
    const opened = pkg.dispute('charge.dispute.created', 'needs_response');
    await sendAll([opened, opened, pkg.dispute('charge.dispute.closed', 'won'), pkg.dispute('charge.dispute.created', 'needs_response')]);
    expect((await entriesOf(pkg.purchaseId)).map((entry) => [entry.kind, entry.amountMinor])).toEqual([
      ['payment', pkg.amount],
      ['dispute', -pkg.amount],
      ['dispute', pkg.amount],
    ]);

    const credits = await buyCredits(person);
    await sendAll([credits.completed, credits.completed]);
    expect((await entriesOf(credits.purchaseId)).map((entry) => [entry.kind, entry.amountMinor, entry.description, entry.sourceType])).toEqual([['payment', 900, '50 credits', 'credit_purchase']]);

    const mine = MyLedgerAnswerSchema.parse((await get('/credits/payments', person.cookies)).json()).data;
    expect(mine).toHaveLength(7);
    expect(mine[0]).toMatchObject({ kind: 'payment', amount_minor: 900, description: '50 credits' });
    expect(mine.map((entry) => entry.description)).toContain('Refund: 2 GB of storage');
    const stranger = await signUpPerson(ctx);
    expect(MyLedgerAnswerSchema.parse((await get('/credits/payments', stranger.cookies)).json()).data).toEqual([]);
    expect((await get('/credits/payments')).statusCode).toBe(401);
  });

  it('writes one payment per purchase when concurrent purchases and their duplicates arrive together', async () => {
    const person = await signUpPerson(ctx);
    const pkg = await buyPlan(person, { item: 'package' });
    await sendAll([pkg.completed]);
    const purchases = await Promise.all([buyPlan(person, { item: 'storage', gb: 1 }), buyPlan(person, { item: 'storage', gb: 3 }), buyPlan(person, { item: 'storage', gb: 1 })]);
    const credits = await Promise.all([buyCredits(person), buyCredits(person)]);
    const payloads = [...purchases.flatMap((purchase) => [purchase.completed, purchase.succeeded, purchase.completed]), ...credits.flatMap((purchase) => [purchase.completed, purchase.completed])];
    await Promise.all(payloads.map((payload) => send(payload)));
    const rows = await ctx.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, person.userId), eq(ledgerEntries.kind, 'payment')));
    expect(rows).toHaveLength(6);
    expect(rows.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(pkg.amount + 5 * 99 + 2 * 900);
    expect(new Set(rows.map((row) => row.key)).size).toBe(6);
  });

  it('lets only admins read it, with filters and totals per currency, and refuses bad filters with a clear 400', async () => {
    const admin = await registerAdmin(ctx);
    const person = await signUpPerson(ctx);
    for (const [method, url] of [
      ['GET', '/api/admin/ledger'],
      ['GET', '/api/admin/ledger/export.csv?from=2026-01-01&to=2026-01-31'],
      ['GET', '/api/admin/ledger/flags'],
      ['POST', '/api/admin/ledger/reconcile'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: { cookie: person.cookies } })).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }

    const buyer = await signUpPerson(ctx);
    const pkg = await buyPlan(buyer, { item: 'package' });
    await sendAll([pkg.completed, pkg.refunded(1000)]);
    // Another feature's entries in another currency (the mentor plan's, say), through the one service they call.
    const ledger = createMoneyLedger();
    const mentorSource = randomUUID();
    expect(await ledger.record(ctx.database.db, { kind: 'payment', amountMinor: 2500, currency: 'USDC', userId: buyer.userId, sourceType: 'mentor_payment', sourceId: mentorSource, description: 'Mentor chat', key: `mentor_payment:${mentorSource}:payment` })).toBe(true);
    expect(await ledger.record(ctx.database.db, { kind: 'commission', amountMinor: 500, currency: 'usdc', userId: buyer.userId, sourceType: 'mentor_payment', sourceId: mentorSource, description: 'Commission', key: `mentor_payment:${mentorSource}:commission` })).toBe(true);
    expect(await ledger.record(ctx.database.db, { kind: 'payout', amountMinor: -2000, currency: 'usdc', userId: buyer.userId, sourceType: 'mentor_payment', sourceId: mentorSource, description: 'Owed to the owner', key: `mentor_payment:${mentorSource}:payout` })).toBe(true);
    // The same key again writes nothing.
    expect(await ledger.record(ctx.database.db, { kind: 'payment', amountMinor: 2500, currency: 'usdc', userId: buyer.userId, sourceType: 'mentor_payment', sourceId: mentorSource, description: 'Mentor chat', key: `mentor_payment:${mentorSource}:payment` })).toBe(false);

    const theirs = await adminLedger(admin.cookies, `?user_id=${buyer.userId}`);
    expect(theirs.data.map((entry) => entry.kind).sort()).toEqual(['commission', 'payment', 'payment', 'payout', 'refund']);
    expect(theirs.data.every((entry) => entry.email === buyer.account.email)).toBe(true);
    expect(theirs.totals).toEqual([
      { currency: 'usd', net_minor: pkg.amount - 1000, kinds: [{ kind: 'payment', amount_minor: pkg.amount, entries: 1 }, { kind: 'refund', amount_minor: -1000, entries: 1 }] },
      {
        currency: 'usdc',
        net_minor: 500,
        kinds: [
          { kind: 'commission', amount_minor: 500, entries: 1 },
          { kind: 'payment', amount_minor: 2500, entries: 1 },
          { kind: 'payout', amount_minor: -2000, entries: 1 },
        ],
      },
    ]);
    const refunds = await adminLedger(admin.cookies, `?user_id=${buyer.userId}&kind=refund`);
    expect(refunds.data).toMatchObject([{ kind: 'refund', amount_minor: -1000, description: 'Refund: Engram package', source_id: pkg.purchaseId }]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await adminLedger(admin.cookies, `?user_id=${buyer.userId}&from=${today}&to=${today}`)).data).toHaveLength(5);
    expect((await adminLedger(admin.cookies, `?user_id=${buyer.userId}&to=2020-01-01`)).data).toEqual([]);
    expect((await adminLedger(admin.cookies, `?organization_id=${randomUUID()}`)).data).toEqual([]);

    for (const [query, message] of [
      ['?kind=gift', 'The kind must be one of payment, commission, payout, refund, dispute, grant'],
      ['?from=2026-02-01&to=2026-01-01', 'From must be on or before To.'],
      ['?from=yesterday', 'From must be a date (YYYY-MM-DD).'],
      ['?user_id=someone', 'The person filter must be an account id.'],
    ]) {
      const refused = await get(`/api/admin/ledger${query}`, admin.cookies);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toContain(message);
    }
    for (const [query, message] of [
      ['', 'From must be a date (YYYY-MM-DD).'],
      ['?from=2025-01-01&to=2026-01-02', 'An export covers at most 366 days: choose a shorter period.'],
    ]) {
      const refused = await get(`/api/admin/ledger/export.csv${query}`, admin.cookies);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toContain(message);
    }
  });

  it('exports a period as CSV, streamed in batches, with cells a spreadsheet would run shown as text', async () => {
    const admin = await registerAdmin(ctx);
    const person = await signUpPerson(ctx);
    const sourceId = randomUUID();
    await createMoneyLedger().record(ctx.database.db, {
      kind: 'refund',
      amountMinor: -1234,
      currency: 'usd',
      userId: person.userId,
      sourceType: 'mentor_payment',
      sourceId: `=HYPERLINK("http://x.test","${sourceId}")`,
      externalRef: '@SUM(1+1)',
      description: '+Refund, "quoted", and\nbroken',
      key: `mentor_payment:${sourceId}:refund`,
    });
    // More rows than one read of the export takes, in the middle of 2024, each on its own second.
    const start = Date.parse('2024-06-01T00:00:00Z');
    const many = Array.from({ length: 1203 }, (_, index) => ({
      kind: 'payment',
      amountMinor: index + 1,
      currency: 'eur',
      userId: person.userId,
      sourceType: 'bulk',
      sourceId: String(index),
      description: `Row ${index}`,
      key: `bulk:${sourceId}:${index}`,
      createdAt: new Date(start + index * 1000),
    }));
    await ctx.database.db.insert(ledgerEntries).values(many);

    const today = new Date().toISOString().slice(0, 10);
    const csv = await get(`/api/admin/ledger/export.csv?from=${today}&to=${today}&user_id=${person.userId}`, admin.cookies);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`engram-ledger-${today}-to-${today}.csv`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('"Date (UTC)","Kind","Amount","Currency","Amount (minor units)","E-mail","Organisation","Description","Source","Source id","Stripe reference","Entry id"');
    expect(csv.body).toContain(`"refund","-12.34","USD","-1234","${person.account.email}","","'+Refund, ""quoted"", and\nbroken","mentor_payment","'=HYPERLINK(""http://x.test"",""${sourceId}"")","'@SUM(1+1)"`);

    const year = await get(`/api/admin/ledger/export.csv?from=2024-01-01&to=2024-12-31&user_id=${person.userId}`, admin.cookies);
    const rows = year.body.split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(1203);
    // Oldest first, every batch joined without a gap or a repeat.
    expect(rows.map((row) => Number(row.split(',')[4]!.replaceAll('"', '')))).toEqual(many.map((row) => row.amountMinor));
    expect(rows[0]!.startsWith('"2024-06-01T00:00:00.000Z","payment","0.01","EUR","1"')).toBe(true);
  });

  it('is filled by the migration from the purchases recorded before it, as the events write it', async () => {
    const person = await signUpPerson(ctx);
    const pkg = await buyPlan(person, { item: 'package' });
    await sendAll([pkg.completed, pkg.dispute('charge.dispute.created', 'needs_response'), pkg.dispute('charge.dispute.closed', 'won')]);
    const storage = await buyPlan(person, { item: 'storage', gb: 3 });
    await sendAll([storage.completed, storage.refunded(99)]);
    const lost = await buyPlan(person, { item: 'storage', gb: 1 });
    await sendAll([lost.completed, lost.dispute('charge.dispute.closed', 'lost')]);
    const credits = await buyCredits(person);
    await sendAll([credits.completed]);
    const sources = [pkg.purchaseId, storage.purchaseId, lost.purchaseId, credits.purchaseId];
    const read = async () =>
      (await ctx.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.sourceId, sources)))
        .map((entry) => ({ key: entry.key, kind: entry.kind, amount: entry.amountMinor, currency: entry.currency, userId: entry.userId, description: entry.description }))
        .sort((a, b) => a.key.localeCompare(b.key));
    const live = await read();
    expect(live).toHaveLength(8);

    await ctx.database.db.delete(ledgerEntries).where(inArray(ledgerEntries.sourceId, sources));
    // The migration's statements that fill the ledger, run again on what the purchases hold now.
    const migration = readFileSync(new URL('../../db/migrations/0036_ledger.sql', import.meta.url), 'utf8');
    const fills = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('INSERT INTO "ledger_entries"'));
    expect(fills).toHaveLength(5);
    for (const statement of fills) await ctx.database.db.execute(sql.raw(statement));
    expect(await read()).toEqual(live);
  });

  it('flags a missing grant, a payment without its grant and a refund not taken back, daily and idempotently, and clears them once fixed', async () => {
    const admin = await registerAdmin(ctx);
    const person = await signUpPerson(ctx);
    await reconcile(admin.cookies);
    const before = new Set((await openFlags(admin.cookies)).map((flag) => flag.source_id));

    // Granted, but its payment never reached the ledger.
    const granted = await buyPlan(person, { item: 'package' });
    await sendAll([granted.completed]);
    await ctx.database.db.delete(ledgerEntries).where(eq(ledgerEntries.key, `plan_purchase:${granted.purchaseId}:payment`));
    // Paid in the ledger, but the purchase is not granted.
    const unpaid = await buyPlan(person, { item: 'storage', gb: 1 });
    await createMoneyLedger().record(ctx.database.db, { kind: 'payment', amountMinor: 99, currency: 'usd', userId: person.userId, sourceType: 'plan_purchase', sourceId: unpaid.purchaseId, description: '1 GB of storage', key: `plan_purchase:${unpaid.purchaseId}:payment` });
    // Refunded in the ledger by more than the purchase took back.
    const refunded = await buyPlan(person, { item: 'storage', gb: 1 });
    await sendAll([refunded.completed]);
    await createMoneyLedger().record(ctx.database.db, { kind: 'refund', amountMinor: -99, currency: 'usd', userId: person.userId, sourceType: 'plan_purchase', sourceId: refunded.purchaseId, description: 'Refund', key: `plan_purchase:${refunded.purchaseId}:refund:99` });

    const first = await reconcile(admin.cookies);
    expect(first.raised).toBe(3);
    const flags = (await openFlags(admin.cookies)).filter((flag) => !before.has(flag.source_id));
    expect(flags.map((flag) => [flag.problem, flag.source_id, flag.amount_minor]).sort()).toEqual(
      [
        ['grant_without_payment', granted.purchaseId, granted.amount],
        ['payment_without_grant', unpaid.purchaseId, 99],
        ['refund_not_taken_back', refunded.purchaseId, -99],
      ].sort(),
    );
    expect(flags.every((flag) => flag.email === person.account.email && flag.detail.length > 0)).toBe(true);

    // The daily job finds the same: nothing new, nothing resolved.
    const logged: unknown[] = [];
    const log = { warn: (...args: unknown[]) => logged.push(args), info: () => undefined } as unknown as Parameters<typeof reconcileLedgerJob.run>[1]['log'];
    const again = await reconcileLedgerJob.run({ userId: 'system' }, { db: ctx.database.db, log } as Parameters<typeof reconcileLedgerJob.run>[1]);
    expect(again).toMatchObject({ raised: 0, resolved: 0, open: first.open });
    expect(logged).toEqual([]);

    // Fixed: the payment written back, the purchase paid, the refund taken back.
    await createMoneyLedger().record(ctx.database.db, { kind: 'payment', amountMinor: granted.amount, currency: 'usd', userId: person.userId, sourceType: 'plan_purchase', sourceId: granted.purchaseId, description: 'Engram package', key: `plan_purchase:${granted.purchaseId}:payment` });
    await ctx.database.db.update(planPurchases).set({ status: 'paid' }).where(eq(planPurchases.id, unpaid.purchaseId));
    await sendAll([refunded.refunded(99)]);
    const fixed = await reconcile(admin.cookies);
    expect(fixed).toMatchObject({ raised: 0, resolved: 3, open: first.open - 3 });
    expect((await openFlags(admin.cookies)).filter((flag) => !before.has(flag.source_id))).toEqual([]);
    // The refund event the purchase took back wrote no second refund: the ledger already held it.
    expect((await entriesOf(refunded.purchaseId)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });
  it('checks mentor payouts and Solana payments against the ledger, and a credit refund against the balance, listing each mismatch', async () => {
    const admin = await registerAdmin(ctx);
    const owner = await signUpPerson(ctx);
    const buyer = await signUpPerson(ctx);
    await reconcile(admin.cookies);
    const before = new Set((await openFlags(admin.cookies)).map((flag) => `${flag.problem}:${flag.source_id}`));
    const db = ctx.database.db;
    const ledger = createMoneyLedger();
    const solana = { ownerUserId: owner.userId, buyerUserId: buyer.userId, method: 'solana', pricing: 'conversation', currency: 'sol', grossAmount: 50_000_000, commissionAmount: 10_000_000, ownerShareAmount: 40_000_000 };
    const entry = (paymentId: string, kind: 'payment' | 'payout', amountMinor: number, currency = 'sol') => ({
      kind,
      amountMinor,
      currency,
      userId: kind === 'payment' ? buyer.userId : owner.userId,
      sourceType: 'mentor_payment',
      sourceId: paymentId,
      description: kind === 'payment' ? 'A paid mentor chat' : "A mentor's share",
      key: `mentor_payment:${paymentId}:${kind === 'payment' ? 'paid' : 'payout'}`,
    });

    // Verified on chain (paid, its owner paid in the same transaction), but nothing of it in the ledger.
    const [verified] = await db.insert(mentorPayments).values({ ...solana, status: 'paid', solanaReference: newId('ref'), solanaSignature: newId('sig'), paidAt: new Date(), settledAt: new Date() }).returning();
    // In the ledger, but never verified on chain.
    const [unverified] = await db.insert(mentorPayments).values({ ...solana, solanaReference: newId('ref') }).returning();
    await ledger.record(db, entry(unverified!.id, 'payment', 50_000_000));
    // Paid through Stripe and owed to the owner, but the ledger holds a payout for it.
    const [owed] = await db
      .insert(mentorPayments)
      .values({ ...solana, method: 'stripe', currency: 'usd', grossAmount: 1500, commissionAmount: 300, ownerShareAmount: 1200, status: 'owed', paidAt: new Date() })
      .returning();
    await ledger.record(db, entry(owed!.id, 'payment', 1500, 'usd'));
    await ledger.record(db, entry(owed!.id, 'payout', -1200, 'usd'));
    // A credit package refunded in full, its credits never taken off the balance.
    const credits = await buyCredits(buyer);
    await sendAll([credits.completed]);
    await db.update(creditPurchases).set({ refundedCents: 900 }).where(eq(creditPurchases.id, credits.purchaseId));

    const first = await reconcile(admin.cookies);
    const found = (await openFlags(admin.cookies)).filter((flag) => !before.has(`${flag.problem}:${flag.source_id}`));
    expect(first.raised).toBe(found.length);
    expect(found.map((flag) => [flag.problem, flag.source_id, flag.amount_minor, flag.currency]).sort()).toEqual(
      [
        ['grant_without_payment', verified!.id, 50_000_000, 'sol'],
        ['payout_mismatch', verified!.id, -40_000_000, 'sol'],
        ['payment_without_grant', unverified!.id, 50_000_000, 'sol'],
        ['payout_mismatch', owed!.id, -1200, 'usd'],
        ['refund_not_taken_back', credits.purchaseId, -900, 'usd'],
      ].sort(),
    );
    expect(found.find((flag) => flag.source_id === owed!.id)!.detail).toBe('The ledger holds a payout of 1200, but the payment records the share still owed');

    // Fixed: the verified payment written to the ledger, the other verified, the payout settled, the credits taken back.
    await ledger.record(db, entry(verified!.id, 'payment', 50_000_000));
    await ledger.record(db, entry(verified!.id, 'payout', -40_000_000));
    await db.update(mentorPayments).set({ status: 'paid', solanaSignature: newId('sig'), paidAt: new Date(), settledAt: new Date() }).where(eq(mentorPayments.id, unverified!.id));
    await ledger.record(db, entry(unverified!.id, 'payout', -40_000_000));
    await db.update(mentorPayments).set({ status: 'paid', settledAt: new Date() }).where(eq(mentorPayments.id, owed!.id));
    await db.update(creditPurchases).set({ creditsTakenBack: 50 }).where(eq(creditPurchases.id, credits.purchaseId));
    expect(await reconcile(admin.cookies)).toMatchObject({ raised: 0, resolved: 5 });
    expect((await openFlags(admin.cookies)).filter((flag) => !before.has(`${flag.problem}:${flag.source_id}`))).toEqual([]);

    // The admin view and the CSV keep a Solana payment in its own unit, its asset named: never forced into dollars.
    const view = await adminLedger(admin.cookies, `?user_id=${buyer.userId}`);
    expect(view.totals.find((total) => total.currency === 'sol')).toMatchObject({ net_minor: 100_000_000, kinds: [{ kind: 'payment', amount_minor: 100_000_000, entries: 2 }] });
    expect(formatMinor(50_000_000, 'sol')).toBe('0.05 SOL');
    expect(formatMinor(-12_000_000, 'usdc')).toBe('-12.00 USDC');
    const today = new Date().toISOString().slice(0, 10);
    const csv = await get(`/api/admin/ledger/export.csv?from=${today}&to=${today}&user_id=${buyer.userId}`, admin.cookies);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`"payment","0.05","SOL","50000000","${buyer.account.email}"`);
  });
});
