// The only file that queries the mentor plan's tables: each twin's plan, the visitors' payments for its chat (with
// the owner's share owed, paid, refunded or disputed), and the Stripe events already applied to them.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mentorPaymentEvents, mentorPayments, mentorPlans } from '../../../db/schema.ts';
import { MENTOR_PAYMENTS_LIMIT, type MentorPaymentStatus } from '../../../../shared/contracts/twin-mentor.ts';

export type MentorPlanRow = typeof mentorPlans.$inferSelect;
export type MentorPaymentRow = typeof mentorPayments.$inferSelect;

/** Statuses whose payment gives its buyer the chat they bought. */
const GRANTING: MentorPaymentStatus[] = ['owed', 'paid'];

export function createMentorRepository(db: Db) {
  /**
   * The buyer's pass for the twin's chat at `now`: one already running first, else a conversation bought and not
   * begun (which this call begins when `isBeginning`, ending `conversationMs` later). Undefined when none is left.
   */
  async function takeAccess(twinId: string, buyerUserId: string, now: Date, conversationMs: number, isBeginning: boolean): Promise<MentorPaymentRow | undefined> {
    const mine = and(eq(mentorPayments.twinId, twinId), eq(mentorPayments.buyerUserId, buyerUserId), inArray(mentorPayments.status, GRANTING));
    const [running] = await db
      .select()
      .from(mentorPayments)
      .where(and(mine, gt(mentorPayments.accessEndsAt, now)))
      .orderBy(desc(mentorPayments.accessEndsAt))
      .limit(1);
    if (running) return running;
    const [unbegun] = await db
      .select()
      .from(mentorPayments)
      .where(and(mine, isNull(mentorPayments.accessEndsAt)))
      .orderBy(asc(mentorPayments.paidAt))
      .limit(1);
    if (!unbegun || !isBeginning) return unbegun;
    // Begun once: two first messages at once take the same conversation, never two.
    const [begun] = await db
      .update(mentorPayments)
      .set({ accessStartsAt: now, accessEndsAt: new Date(now.getTime() + conversationMs) })
      .where(and(eq(mentorPayments.id, unbegun.id), isNull(mentorPayments.accessEndsAt)))
      .returning();
    // Another request began it first: the pass it began is the running one now.
    return begun ?? (await takeAccess(twinId, buyerUserId, now, conversationMs, false));
  }

  return {
    takeAccess,

    async findPlan(twinId: string): Promise<MentorPlanRow | undefined> {
      const [row] = await db.select().from(mentorPlans).where(eq(mentorPlans.twinId, twinId)).limit(1);
      return row;
    },

    async savePlan(twinId: string, values: Omit<MentorPlanRow, 'twinId' | 'createdAt' | 'updatedAt'>): Promise<MentorPlanRow> {
      const [row] = await db
        .insert(mentorPlans)
        .values({ twinId, ...values })
        .onConflictDoUpdate({ target: mentorPlans.twinId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async setPlanStatus(twinId: string, status: MentorPlanRow['status']): Promise<MentorPlanRow | undefined> {
      const [row] = await db.update(mentorPlans).set({ status, updatedAt: new Date() }).where(eq(mentorPlans.twinId, twinId)).returning();
      return row;
    },

    async insertPayment(values: typeof mentorPayments.$inferInsert): Promise<MentorPaymentRow> {
      const [row] = await db.insert(mentorPayments).values(values).returning();
      return row!;
    },

    async setCheckoutSession(id: string, checkoutSessionId: string): Promise<void> {
      await db.update(mentorPayments).set({ checkoutSessionId }).where(and(eq(mentorPayments.id, id), isNull(mentorPayments.checkoutSessionId)));
    },

    async findPayment(id: string): Promise<MentorPaymentRow | undefined> {
      const [row] = await db.select().from(mentorPayments).where(eq(mentorPayments.id, id)).limit(1);
      return row;
    },

    /** The payment with its row locked until the transaction ends: events and checks for one payment apply one at a time. */
    async lockPayment(id: string): Promise<MentorPaymentRow | undefined> {
      const [row] = await db.select().from(mentorPayments).where(eq(mentorPayments.id, id)).for('update').limit(1);
      return row;
    },

    async findPaymentIdByPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: mentorPayments.id }).from(mentorPayments).where(eq(mentorPayments.paymentIntentId, paymentIntentId)).limit(1);
      return row?.id;
    },

    async isSignatureUsed(signature: string): Promise<boolean> {
      const [row] = await db.select({ id: mentorPayments.id }).from(mentorPayments).where(eq(mentorPayments.solanaSignature, signature)).limit(1);
      return row !== undefined;
    },

    /** Keeps the event's id; false when it was applied before (the same event sent again). */
    async recordEvent(eventId: string, paymentId: string, type: string): Promise<boolean> {
      const rows = await db.insert(mentorPaymentEvents).values({ eventId, paymentId, type }).onConflictDoNothing().returning({ eventId: mentorPaymentEvents.eventId });
      return rows.length === 1;
    },

    async setPaymentIntent(id: string, paymentIntentId: string): Promise<void> {
      await db
        .update(mentorPayments)
        .set({ paymentIntentId })
        .where(and(eq(mentorPayments.id, id), isNull(mentorPayments.paymentIntentId)));
    },

    /**
     * The buyer paid: a pending or expired payment becomes `status` ('owed' through Stripe, 'paid' on chain), keeping
     * the first moment, or 'disputed' when a dispute arrived first; a refunded one stays refunded. A month's access
     * runs from the payment.
     */
    async markPaid(id: string, status: 'owed' | 'paid', monthEndsAt: Date | null, extra: { solanaSignature?: string } = {}): Promise<void> {
      await db
        .update(mentorPayments)
        .set({
          ...extra,
          status: sql`case when ${mentorPayments.status} not in ('pending', 'expired') then ${mentorPayments.status}
            when ${mentorPayments.disputeStatus} in ('open', 'lost') then 'disputed' else ${status} end`,
          paidAt: sql`coalesce(${mentorPayments.paidAt}, now())`,
          ...(status === 'paid' ? { settledAt: sql`coalesce(${mentorPayments.settledAt}, now())` } : {}),
          ...(monthEndsAt
            ? { accessStartsAt: sql`coalesce(${mentorPayments.accessStartsAt}, now())`, accessEndsAt: sql`coalesce(${mentorPayments.accessEndsAt}, ${monthEndsAt.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(mentorPayments.id, id));
    },

    async markExpired(id: string): Promise<void> {
      await db.update(mentorPayments).set({ status: 'expired' }).where(and(eq(mentorPayments.id, id), eq(mentorPayments.status, 'pending')));
    },

    async markRefused(id: string, refusal: string): Promise<void> {
      await db.update(mentorPayments).set({ status: 'refused', refusal }).where(and(eq(mentorPayments.id, id), eq(mentorPayments.status, 'pending')));
    },

    /** Stripe's refunded total only grows; any refund ends the access it bought, whatever order the events came in. */
    async markRefunded(id: string, refundedAmount: number): Promise<void> {
      await db
        .update(mentorPayments)
        .set({ status: 'refunded', refundedAmount: sql`greatest(${mentorPayments.refundedAmount}, ${refundedAmount})` })
        .where(eq(mentorPayments.id, id));
    },

    /**
     * A dispute's state, in any order: it opens only when none was seen, and a closed one's outcome stands over a late
     * 'created'. A paid-for payment under an open or lost dispute is 'disputed' (no access, nothing owed to the owner);
     * a won one goes back to owed, or paid when the owner had already been paid. A refunded one stays refunded.
     */
    async setDispute(id: string, disputeStatus: 'open' | 'won' | 'lost'): Promise<void> {
      const where = disputeStatus === 'open' ? and(eq(mentorPayments.id, id), isNull(mentorPayments.disputeStatus)) : eq(mentorPayments.id, id);
      const restored = sql`case when ${mentorPayments.settledAt} is not null then 'paid' else 'owed' end`;
      await db
        .update(mentorPayments)
        .set({
          disputeStatus,
          status: sql`case when ${mentorPayments.status} not in ('owed', 'paid', 'disputed') then ${mentorPayments.status} else ${disputeStatus === 'won' ? restored : sql`'disputed'`} end`,
        })
        .where(where);
    },

    /** An admin paid the owner their share: only an owed payment is settled. */
    async settle(id: string): Promise<MentorPaymentRow | undefined> {
      const [row] = await db
        .update(mentorPayments)
        .set({ status: 'paid', settledAt: new Date() })
        .where(and(eq(mentorPayments.id, id), eq(mentorPayments.status, 'owed')))
        .returning();
      return row;
    },

    /** The owner's payments that were paid for (or refunded, or disputed), newest first. */
    listOwnerPayments(ownerUserId: string, limit = MENTOR_PAYMENTS_LIMIT): Promise<MentorPaymentRow[]> {
      return db
        .select()
        .from(mentorPayments)
        .where(and(eq(mentorPayments.ownerUserId, ownerUserId), inArray(mentorPayments.status, ['owed', 'paid', 'refunded', 'disputed'])))
        .orderBy(desc(mentorPayments.createdAt))
        .limit(limit);
    },

    /** Stripe payments for the admin's payouts: owed (oldest first, the order to settle them), or paid, refunded, disputed or all. */
    listStripePayouts(status: 'owed' | 'paid' | 'refunded' | 'disputed' | 'all', limit = MENTOR_PAYMENTS_LIMIT): Promise<MentorPaymentRow[]> {
      const statuses: MentorPaymentStatus[] = status === 'all' ? ['owed', 'paid', 'refunded', 'disputed'] : [status];
      return db
        .select()
        .from(mentorPayments)
        .where(and(eq(mentorPayments.method, 'stripe'), inArray(mentorPayments.status, statuses)))
        .orderBy(status === 'owed' ? asc(mentorPayments.paidAt) : desc(mentorPayments.createdAt))
        .limit(limit);
    },

    /** Totals of the owner's share per currency: owed and paid. */
    async totals(where: { ownerUserId?: string; method?: 'stripe' }): Promise<{ currency: string; owed: number; paid: number }[]> {
      const conditions = [
        where.ownerUserId ? eq(mentorPayments.ownerUserId, where.ownerUserId) : undefined,
        where.method ? eq(mentorPayments.method, where.method) : undefined,
        or(eq(mentorPayments.status, 'owed'), eq(mentorPayments.status, 'paid')),
      ];
      const rows = await db
        .select({
          currency: mentorPayments.currency,
          owed: sql<string>`coalesce(sum(${mentorPayments.ownerShareAmount}) filter (where ${mentorPayments.status} = 'owed'), 0)`,
          paid: sql<string>`coalesce(sum(${mentorPayments.ownerShareAmount}) filter (where ${mentorPayments.status} = 'paid'), 0)`,
        })
        .from(mentorPayments)
        .where(and(...conditions))
        .groupBy(mentorPayments.currency)
        .orderBy(asc(mentorPayments.currency));
      return rows.map((row) => ({ currency: row.currency, owed: Number(row.owed), paid: Number(row.paid) }));
    },
  };
}

export type MentorRepository = ReturnType<typeof createMentorRepository>;
