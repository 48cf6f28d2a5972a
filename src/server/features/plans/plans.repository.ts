// The only file that queries the plans' tables: purchases of the package and of storage, and the Stripe events applied.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planPaymentEvents, planPurchases } from '../../db/schema.ts';

export type PlanPurchaseRow = typeof planPurchases.$inferSelect;

/** The most purchases one person's receipts list shows. */
export const RECEIPTS_LIMIT = 100;
/** The most paid purchases counted for a person's holdings (far above what anyone buys). */
const HELD_PURCHASES_LIMIT = 10_000;

export function createPlansRepository(db: Db) {
  return {
    async insertPurchase(values: { id: string; userId: string; item: 'package' | 'storage'; quantity: number; amountCents: number; currency: string; checkoutSessionId: string }): Promise<void> {
      await db.insert(planPurchases).values(values);
    },

    /**
     * Records the package as given free (0 paid) when an Engram is started on a server where it is free, so its owner
     * keeps it if payments are set up later. Once per person: the session id is `free:<userId>`. Answers the row when
     * this call added it.
     */
    async grantFreePackage(userId: string, currency: string): Promise<PlanPurchaseRow | undefined> {
      const [row] = await db
        .insert(planPurchases)
        .values({ userId, item: 'package', quantity: 1, amountCents: 0, currency, checkoutSessionId: `free:${userId}`, status: 'paid', paidAt: new Date() })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The purchase with its row locked until the transaction ends: events for one purchase apply one at a time. */
    async lockPurchase(id: string): Promise<PlanPurchaseRow | undefined> {
      const [row] = await db.select().from(planPurchases).where(eq(planPurchases.id, id)).for('update').limit(1);
      return row;
    },

    async findPurchaseIdByPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: planPurchases.id }).from(planPurchases).where(eq(planPurchases.paymentIntentId, paymentIntentId)).limit(1);
      return row?.id;
    },

    /** Keeps the event's id; false when it was applied before (the same event sent again). */
    async recordEvent(eventId: string, purchaseId: string, type: string): Promise<boolean> {
      const rows = await db.insert(planPaymentEvents).values({ eventId, purchaseId, type }).onConflictDoNothing().returning({ eventId: planPaymentEvents.eventId });
      return rows.length === 1;
    },

    async setPaymentIntent(id: string, paymentIntentId: string): Promise<void> {
      await db.update(planPurchases).set({ paymentIntentId }).where(and(eq(planPurchases.id, id), sql`${planPurchases.paymentIntentId} is null`));
    },

    /** Paid wins over open and expired; a purchase is paid once (the first time keeps its moment). */
    async markPaid(id: string): Promise<void> {
      await db
        .update(planPurchases)
        .set({ status: 'paid', paidAt: sql`coalesce(${planPurchases.paidAt}, now())` })
        .where(eq(planPurchases.id, id));
    },

    /** An abandoned checkout: only an open purchase expires. */
    async markExpired(id: string): Promise<void> {
      await db.update(planPurchases).set({ status: 'expired' }).where(and(eq(planPurchases.id, id), eq(planPurchases.status, 'open')));
    },

    /** Stripe's refunded total only grows, so the larger of the two is the truth whatever order the events came in. */
    async raiseRefunded(id: string, refundedCents: number): Promise<void> {
      await db
        .update(planPurchases)
        .set({ refundedCents: sql`greatest(${planPurchases.refundedCents}, ${refundedCents})` })
        .where(eq(planPurchases.id, id));
    },

    /** A dispute opens only when none was seen; a closed one's outcome stands over a late 'opened'. */
    async setDispute(id: string, status: 'open' | 'won' | 'lost'): Promise<void> {
      const where = status === 'open' ? and(eq(planPurchases.id, id), sql`${planPurchases.disputeStatus} is null`) : eq(planPurchases.id, id);
      await db.update(planPurchases).set({ disputeStatus: status }).where(where);
    },

    /** The person's payments, newest first: their receipts (a package given free is no payment). */
    listPurchases(userId: string, limit = RECEIPTS_LIMIT): Promise<PlanPurchaseRow[]> {
      return db
        .select()
        .from(planPurchases)
        .where(and(eq(planPurchases.userId, userId), gt(planPurchases.amountCents, 0)))
        .orderBy(desc(planPurchases.createdAt))
        .limit(limit);
    },

    /** The person's paid purchases: what they hold is computed from these (plan-grants.ts). */
    listPaidPurchases(userId: string, items: readonly ('package' | 'storage')[] = ['package', 'storage']): Promise<PlanPurchaseRow[]> {
      return db
        .select()
        .from(planPurchases)
        .where(and(eq(planPurchases.userId, userId), eq(planPurchases.status, 'paid'), inArray(planPurchases.item, [...items])))
        .limit(HELD_PURCHASES_LIMIT);
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
