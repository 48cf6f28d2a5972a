// The Engram's plans: the prices every page reads, what a person holds (the package, storage), buying them through
// Stripe Checkout, and the Stripe events that pay, refund and dispute those purchases. Without Stripe, the operator's
// setting decides whether the package is free on this server or the Engram's paid parts are closed.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  BYTES_PER_GB,
  launchPriceCents,
  type AdminPlanSettingsAnswer,
  type MyPlanAnswer,
  type PlanCheckoutInput,
  type PlanPaymentMode,
  type PlanSettings,
  type PublicPlansAnswer,
  DEFAULT_PLAN_SETTINGS,
} from '../../../shared/contracts/plans.ts';
import type { CheckoutAnswer } from '../../../shared/contracts/credits.ts';
import { CREDITS_PAGE_PATH } from '../../../shared/contracts/credits-constants.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { chargeFactOf, createStripeClient, openCheckoutSession, paymentIntentMetadata } from '../../lib/stripe.ts';
import type { FeatureDeps, PlanEntitlements } from '../feature-deps.ts';
import { countAccounts, registrationRankOf } from '../users/account-records.repository.ts';
import { heldQuantity, ledgerEntriesOfChange, toReceipt } from './plan-grants.ts';
import { createPlanSettingsSource, type PlanSettingsSource } from './plan-settings.ts';
import { createPlansRepository, type PlanPurchaseRow, type PlansRepository } from './plans.repository.ts';

export const PLANS_FREE_MESSAGE = 'The Engram package is free on this server: there is nothing to buy.';
export const PLANS_CLOSED_MESSAGE = 'The Engram is not open on this server yet: the operator has not set up payments.';
export const STORAGE_NEEDS_PACKAGE_MESSAGE = 'Buy the Engram package first: storage adds to the 1 GB it includes.';
export const PACKAGE_OWNED_MESSAGE = 'You already have the Engram package.';
/** The metadata key that marks a Checkout Session and its payment as a plan purchase. */
const PURCHASE_KEY = 'plan_purchase_id';

type Deps = Pick<FeatureDeps, 'config' | 'database'>;

function paymentModeOf(deps: Deps, settings: PlanSettings): PlanPaymentMode {
  return deps.config.payments ? 'stripe' : settings.withoutPayments;
}

/** The person's holdings, read from their paid purchases and the server's payment mode. */
async function holdingsOf(deps: Deps, settings: PlanSettingsSource, userId: string) {
  const paid = await createPlansRepository(deps.database.db).listPaidPurchases(userId);
  const packages = paid.filter((row) => row.item === 'package' && heldQuantity(row) > 0);
  const hasBoughtPackage = packages.some((row) => row.amountCents > 0);
  // Given free when an Engram was started on a server where the package was free: kept when payments come later.
  const hasFreePackage = packages.some((row) => row.amountCents === 0);
  const boughtGb = paid.filter((row) => row.item === 'storage').reduce((sum, row) => sum + heldQuantity(row), 0);
  const mode = paymentModeOf(deps, await settings.get());
  return { mode, hasBoughtPackage, hasHeldPackage: hasBoughtPackage || hasFreePackage, hasPackage: hasBoughtPackage || hasFreePackage || mode === 'free', boughtBytes: boughtGb * BYTES_PER_GB };
}

function purchaseIdOf(metadata: Stripe.Metadata | null | undefined): string | undefined {
  const id = metadata?.[PURCHASE_KEY];
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

function paymentIntentIdOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

/** What other features check (FeatureDeps.plans): storage, starting an Engram, and the plans' Stripe events. */
export function createPlanEntitlements(deps: Deps & Pick<FeatureDeps, 'ledger'>, settings: PlanSettingsSource = createPlanSettingsSource(deps.database.db)): PlanEntitlements {
  const repository = createPlansRepository(deps.database.db);

  let stripe: Promise<Stripe> | undefined;

  /** The purchase a payment intent's metadata names, asked of Stripe: a refund or dispute can arrive before the payment's own events. */
  async function purchaseOfPaymentIntent(event: Stripe.Event, paymentIntentId: string): Promise<string | undefined> {
    if (!deps.config.payments) return undefined;
    stripe ??= createStripeClient(deps.config.payments);
    // Stripe does not know it (a payment of another kind, or another account's): none of the plans'.
    return purchaseIdOf(await paymentIntentMetadata(event, paymentIntentId, stripe));
  }

  /** Which purchase the event is about, or undefined when it is none of the plans'. */
  async function purchaseOf(event: Stripe.Event): Promise<{ purchaseId: string; paymentIntentId: string | undefined } | undefined> {
    const object = event.data.object as { object?: string; id?: string; metadata?: Stripe.Metadata | null; payment_intent?: string | { id: string } | null };
    const paymentIntentId = object.object === 'payment_intent' ? object.id : paymentIntentIdOf(object.payment_intent);
    const byMetadata = purchaseIdOf(object.metadata);
    if (byMetadata) return { purchaseId: byMetadata, paymentIntentId };
    if (!paymentIntentId) return undefined;
    const purchaseId = (await repository.findPurchaseIdByPaymentIntent(paymentIntentId)) ?? (await purchaseOfPaymentIntent(event, paymentIntentId));
    return purchaseId ? { purchaseId, paymentIntentId } : undefined;
  }

  return {
    async storageOf(userId) {
      const { hasPackage, boughtBytes } = await holdingsOf(deps, settings, userId);
      return { hasPackage, boughtBytes };
    },

    async admitTwinStart(userId) {
      const { mode, hasHeldPackage, hasPackage } = await holdingsOf(deps, settings, userId);
      if (mode === 'free' && !hasHeldPackage) {
        await deps.database.db.transaction(async (tx) => {
          const granted = await createPlansRepository(tx).grantFreePackage(userId, deps.config.payments?.currency ?? 'usd');
          if (granted) for (const entry of ledgerEntriesOfChange({ ...granted, status: 'open' }, granted, null)) await deps.ledger.record(tx, entry);
        });
      }
      if (hasPackage) return null;
      if (mode === 'closed') return PLANS_CLOSED_MESSAGE;
      return `Your Engram starts with the Engram package. Buy it on the Credits page (${CREDITS_PAGE_PATH}).`;
    },

    async mentorCommissionPercent() {
      return (await settings.get()).mentorCommissionPercent;
    },

    isPlanEvent(event) {
      if (event.type.startsWith('checkout.session.')) return purchaseIdOf((event.data.object as Stripe.Checkout.Session).metadata) !== undefined;
      // Credit packages are not refunded or disputed through the webhook; payments, refunds and disputes are the plans'.
      return event.type.startsWith('payment_intent.') || event.type.startsWith('charge.');
    },

    async applyStripeEvent(event) {
      const found = await purchaseOf(event);
      if (!found) return;
      const { purchaseId, paymentIntentId } = found;
      await deps.database.db.transaction(async (tx) => {
        const plans = createPlansRepository(tx);
        // The row lock puts a duplicate (sent again, or twice at once) behind the first; the event's id then stops it.
        const purchase = await plans.lockPurchase(purchaseId);
        if (!purchase) return;
        if (!(await plans.recordEvent(event.id, purchase.id, event.type))) return;
        if (paymentIntentId && event.type !== 'checkout.session.expired') await plans.setPaymentIntent(purchase.id, paymentIntentId);
        await applyFacts(plans, purchase, event);
        // What the event changed goes to the money ledger in the same transaction, so the two never disagree.
        const after = await plans.lockPurchase(purchase.id);
        if (after) for (const entry of ledgerEntriesOfChange(purchase, after, event.id)) await deps.ledger.record(tx, entry);
      });
    },
  };
}

/** Sets on the purchase the fact the event tells: paid, expired, the refunded total, the dispute's state. */
async function applyFacts(plans: PlansRepository, purchase: PlanPurchaseRow, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.id !== purchase.checkoutSessionId) return;
      const isPaid = session.payment_status === 'paid' && (session.amount_total == null || session.amount_total === purchase.amountCents);
      if (isPaid) await plans.markPaid(purchase.id);
      return;
    }
    case 'checkout.session.expired':
      if (event.data.object.id === purchase.checkoutSessionId) await plans.markExpired(purchase.id);
      return;
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      if (intent.amount_received === purchase.amountCents) await plans.markPaid(purchase.id);
      return;
    }
    default: {
      const fact = chargeFactOf(event);
      if (fact && 'refundedCents' in fact) await plans.raiseRefunded(purchase.id, fact.refundedCents);
      if (fact && 'disputeStatus' in fact) await plans.setDispute(purchase.id, fact.disputeStatus);
    }
  }
}

export function createPlansService(deps: Deps, settings: PlanSettingsSource = createPlanSettingsSource(deps.database.db)) {
  const { config, database } = deps;
  const repository = createPlansRepository(database.db);
  let stripe: Promise<Stripe> | undefined;

  async function currentPlans(): Promise<PublicPlansAnswer> {
    const plan = await settings.get();
    const placesLeft = Math.max(0, plan.launchPlaces - (await countAccounts(database.db)));
    return {
      currency: config.payments?.currency ?? 'usd',
      payments: paymentModeOf(deps, plan),
      package: { price_cents: plan.packagePriceCents, included_gb: Math.round((config.twin.lockerBytes / BYTES_PER_GB) * 100) / 100 },
      storage: { price_per_gb_cents: plan.storagePricePerGbCents },
      mentor_commission_percent: plan.mentorCommissionPercent,
      launch:
        placesLeft > 0 && plan.launchDiscountPercent > 0
          ? { discount_percent: plan.launchDiscountPercent, price_cents: launchPriceCents(plan), places: plan.launchPlaces, places_left: placesLeft }
          : null,
    };
  }

  /** What the package costs this person: the launch price when their registration is among the offer's places. */
  async function packagePriceFor(userId: string, plan: PlanSettings): Promise<{ cents: number; isLaunch: boolean }> {
    const rank = await registrationRankOf(database.db, userId);
    const isLaunch = plan.launchDiscountPercent > 0 && rank !== undefined && rank <= plan.launchPlaces;
    return { cents: isLaunch ? launchPriceCents(plan) : plan.packagePriceCents, isLaunch };
  }

  return {
    currentPlans,

    async myPlan(caller: AccessClaims): Promise<MyPlanAnswer> {
      const plan = await settings.get();
      const [holdings, price, rows] = await Promise.all([holdingsOf(deps, settings, caller.userId), packagePriceFor(caller.userId, plan), repository.listPurchases(caller.userId)]);
      const included = holdings.hasPackage ? config.twin.lockerBytes : 0;
      return {
        has_package: holdings.hasPackage,
        package_source: holdings.hasBoughtPackage ? 'purchase' : holdings.hasPackage ? 'free' : 'none',
        package_price_cents: price.cents,
        is_launch_price: price.isLaunch,
        storage: { included_bytes: included, bought_bytes: holdings.boughtBytes, allowance_bytes: included + holdings.boughtBytes },
        receipts: rows.map(toReceipt),
      };
    },

    /** Opens a Stripe Checkout Session for the package or storage blocks; what was bought is granted when Stripe says it is paid. */
    async startCheckout(caller: AccessClaims, input: PlanCheckoutInput, origin: string): Promise<CheckoutAnswer> {
      const plan = await settings.get();
      const payments = config.payments;
      if (!payments) throw notFound(plan.withoutPayments === 'free' ? PLANS_FREE_MESSAGE : PLANS_CLOSED_MESSAGE);
      const holdings = await holdingsOf(deps, settings, caller.userId);
      if (input.item === 'package' && holdings.hasHeldPackage) throw conflict(PACKAGE_OWNED_MESSAGE);
      if (input.item === 'storage' && !holdings.hasPackage) throw conflict(STORAGE_NEEDS_PACKAGE_MESSAGE);
      const quantity = input.item === 'package' ? 1 : input.gb;
      const unitCents = input.item === 'package' ? (await packagePriceFor(caller.userId, plan)).cents : plan.storagePricePerGbCents;
      const name = input.item === 'package' ? 'Engram package' : 'Engram storage, 1 GB';
      const purchaseId = randomUUID();
      const returnUrl = `${config.publicUrl ?? origin}${CREDITS_PAGE_PATH}`;
      stripe ??= createStripeClient(payments);
      const session = await openCheckoutSession(await stripe, {
        purchaseId,
        returnUrl,
        email: caller.email,
        lineItem: { quantity, price_data: { currency: payments.currency, unit_amount: unitCents, product_data: { name } } },
        metadata: { [PURCHASE_KEY]: purchaseId, user_id: caller.userId, item: input.item },
        // The payment, its refunds and disputes carry the purchase too, whichever event arrives first.
        paymentIntentMetadata: { [PURCHASE_KEY]: purchaseId },
      });
      await repository.insertPurchase({
        id: purchaseId,
        userId: caller.userId,
        item: input.item,
        quantity,
        amountCents: unitCents * quantity,
        currency: payments.currency,
        checkoutSessionId: session.id,
      });
      return { url: session.url };
    },

    async adminSettings(): Promise<AdminPlanSettingsAnswer> {
      const { settings: current, row } = await settings.read();
      return {
        settings: current,
        defaults: { ...DEFAULT_PLAN_SETTINGS },
        currency: config.payments?.currency ?? 'usd',
        isStripeConfigured: config.payments !== null,
        registrations: await countAccounts(database.db),
        version: row?.version ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    async saveAdminSettings(input: PlanSettings): Promise<AdminPlanSettingsAnswer> {
      await settings.save(input);
      return this.adminSettings();
    },
  };
}
