// What the mentor's services share: the words of their refusals, the answers' shapes, and how a visitor finds a
// mentor and may buy from it (not the owner, not while paused, not while a pass of theirs runs or waits).
import { MENTOR_MONTH_DAYS, type MentorPayment, type MentorPlan, type MentorStatus } from '../../../../shared/contracts/twin-mentor.ts';
import { TWIN_MESSAGES } from '../../../../shared/contracts/twin-constants.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createHeirsRepository } from '../heirs/heirs.repository.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { findSellingPlan, MENTOR_CONVERSATION_MS } from './mentor-access.ts';
import { createMentorRepository, type MentorPaymentRow, type MentorPlanRow } from './mentor.repository.ts';

export const MENTOR_MESSAGES = {
  notPublic: {
    private: 'Only a public Engram can be a paid mentor: yours is private. Make it public on this page first.',
    family: 'Only a public Engram can be a paid mentor: yours is shared with your heirs only. Make it public on this page first.',
  },
  noPayments: 'This server takes no payments yet: the operator has set up neither Stripe nor Solana Pay.',
  notOpened: 'You have not opened your Engram as a paid mentor yet.',
  notMentor: 'This Engram is not a paid mentor.',
  paused: 'This mentor is not taking new conversations right now.',
  ownMentor: 'This is your own Engram: you talk to it without paying.',
  noStripe: 'This server takes no card payments.',
  noSolana: 'This server takes no Solana payments.',
  noSol: 'This mentor takes no SOL: pay in USDC or by card.',
  noUsdc: 'USDC is taken only on a server that charges in US dollars.',
  operatorWallet: 'That is the operator’s address, which receives the commission: give your own wallet for your share.',
  paymentNotFound: 'Payment not found.',
  solanaUnreachable: 'The Solana network could not be reached to check the payment. Please try again in a moment.',
  signatureUsed: 'This transaction already paid for another chat: a payment reference is used once.',
  notOwed: 'Only an owed payout can be marked settled.',
  notWaiting: 'This payment is no longer waiting to be paid.',
} as const;

/** When a month bought at `now` ends. */
export const monthEndsFrom = (now: Date) => new Date(now.getTime() + MENTOR_MONTH_DAYS * 24 * 60 * 60 * 1000);

export function toPlan(row: MentorPlanRow): MentorPlan {
  return {
    status: row.status as MentorStatus,
    pricing: row.pricing as MentorPlan['pricing'],
    price_cents: row.priceCents,
    price_lamports: row.priceLamports,
    wallet_address: row.walletAddress,
    topics: row.topics,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPayment(row: MentorPaymentRow, twinUsername: string): MentorPayment {
  return {
    id: row.id,
    twin_username: twinUsername,
    method: row.method as MentorPayment['method'],
    pricing: row.pricing as MentorPayment['pricing'],
    currency: row.currency,
    gross: row.grossAmount,
    commission: row.commissionAmount,
    owner_share: row.ownerShareAmount,
    refunded: row.refundedAmount,
    status: row.status as MentorPayment['status'],
    owner_wallet: row.payoutAddress,
    signature: row.solanaSignature,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

export const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && (error as { code?: string }).code === '23505';

export function createMentorRules({ database }: Pick<FeatureDeps, 'database'>) {
  const { db } = database;
  const twins = createTwinRepository(db);
  const heirs = createHeirsRepository(db);
  const mentor = createMentorRepository(db);

  /** A public twin and its plan, as a visitor finds them by username: 404 for anything else (a hidden twin does not exist to them). */
  async function findMentor(username: string): Promise<{ twin: TwinRow; plan: MentorPlanRow }> {
    const twin = await twins.findTwinByUsername(username.trim().toLowerCase());
    if (!twin || twin.visibility !== 'public') throw notFound(TWIN_MESSAGES.notFound);
    const plan = await findSellingPlan(db, twin);
    if (!plan) throw notFound(MENTOR_MESSAGES.notMentor);
    return { twin, plan };
  }

  /** Whether the caller talks without a pass: the owner, or an heir the twin was released to. */
  async function talksFreely(twin: TwinRow, caller: AccessClaims | null): Promise<boolean> {
    if (!caller) return false;
    if (caller.userId === twin.userId) return true;
    return twin.releasedAt !== null && (await heirs.findAcceptedHeir(twin.id, caller.userId)) !== undefined;
  }

  /** A buyer may buy when selling is open, the twin is not theirs, and no pass of theirs is running or waiting. */
  async function assertCanBuy(twin: TwinRow, plan: MentorPlanRow, caller: AccessClaims): Promise<void> {
    if (caller.userId === twin.userId) throw conflict(MENTOR_MESSAGES.ownMentor);
    if (plan.status !== 'open') throw conflict(MENTOR_MESSAGES.paused);
    const held = await mentor.takeAccess(twin.id, caller.userId, new Date(), MENTOR_CONVERSATION_MS, false);
    if (held) {
      throw conflict(
        held.accessEndsAt
          ? `You already have this mentor’s chat until ${held.accessEndsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
          : 'You already have a conversation with this mentor waiting: it begins with your first message.',
      );
    }
  }

  return { findMentor, talksFreely, assertCanBuy };
}
