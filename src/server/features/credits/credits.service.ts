// Credit rules: the balance and its history, welcome credits for a new account, operator grants, and the debit a
// session start makes. Every change that commits tells the person's open pages the new balance.
import { createHash } from 'node:crypto';
import { SESSION_CREDIT_COST, type CreditsAnswer } from '../../../shared/contracts/scenarios.ts';
import { hasDisallowedCharacter } from '../../../shared/contracts/text.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { CreditPayments, FeatureDeps } from '../feature-deps.ts';
import { createCreditsRepository, toCreditEntry } from './credits.repository.ts';

export const WELCOME_CREDITS_REASON = 'Welcome credits';
/** Largest single grant, so a typo of the operator cannot create an absurd balance. */
export const MAX_CREDIT_GRANT = 1_000_000;
export const CREDIT_REASON_MAX_LENGTH = 200;
// GET /credits lists this many entries at most; the balance always counts them all.
const CREDIT_ENTRIES_LIMIT = 100;

/** The SHA-256 (hex) of the lower-cased address: what welcome_credit_grants keeps after the account is gone. */
export function welcomeGrantKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

/**
 * Runs inside the transaction that creates the account (see users.service), so no account exists without its welcome
 * entry. An address gets welcome credits once: deleting the account and registering again does not grant them twice.
 */
export function createWelcomeCreditsHook(amount: number): (tx: Db, account: { userId: string; email: string }) => Promise<void> {
  return async (tx, { userId, email }) => {
    if (amount <= 0) return;
    const credits = createCreditsRepository(tx);
    // Same transaction as the account: a failed registration does not use up the address's grant.
    if (await credits.claimWelcomeGrant(welcomeGrantKey(email))) await credits.insertCreditEntry({ userId, amount, reason: WELCOME_CREDITS_REASON });
  };
}

export type DebitResult = { isPaid: true; balance: number } | { isPaid: false; balance: number };

/**
 * Takes `amount` credits inside the caller's transaction, or nothing when the balance is short. The user row is
 * locked first, so concurrent debits for one person run one after the other and can never overspend; the lock
 * is held until the caller commits, together with whatever the debit pays for (a session row). After the commit,
 * call `publishBalance` so open pages see the new balance.
 */
export async function debitCredits(tx: Db, debit: { userId: string; amount: number; reason: string; scenarioId?: string | null }): Promise<DebitResult> {
  if (!Number.isInteger(debit.amount) || debit.amount <= 0) throw new Error('A debit must be a positive whole number of credits.');
  const ledger = createCreditsRepository(tx);
  if (!(await ledger.lockCreditAccount(debit.userId))) throw notFound('Account not found.');
  const balance = await ledger.sumCreditEntries(debit.userId);
  if (balance < debit.amount) return { isPaid: false, balance };
  await ledger.insertCreditEntry({ userId: debit.userId, amount: -debit.amount, reason: debit.reason, scenarioId: debit.scenarioId ?? null });
  return { isPaid: true, balance: balance - debit.amount };
}

/** Checks an operator's grant: a positive whole number within bounds, and a short reason. */
export function parseCreditGrant(amountText: string, reasonText: string | undefined): { amount: number; reason: string } {
  const trimmed = amountText.trim();
  const amount = /^\+?\d{1,16}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_CREDIT_GRANT) {
    throw badRequest(`The amount must be a whole number of credits from 1 to ${MAX_CREDIT_GRANT.toLocaleString('en-US')} (got "${amountText}").`);
  }
  const reason = (reasonText ?? '').trim() || 'Credits added';
  if (reason.length > CREDIT_REASON_MAX_LENGTH) throw badRequest(`The reason must be at most ${CREDIT_REASON_MAX_LENGTH} characters.`);
  // PostgreSQL stores neither NUL nor lone surrogates.
  if (hasDisallowedCharacter(reason)) throw badRequest('The reason contains a character that is not allowed.');
  return { amount, reason };
}

export function createCreditsService({
  database,
  events,
  log,
}: Pick<FeatureDeps, 'database'> & { events: Pick<FeatureDeps['events'], 'publish'>; log?: { error(details: object, message: string): void } }) {
  const credits = createCreditsRepository(database.db);

  async function publishBalance(userId: string, balance?: number): Promise<void> {
    const current = balance ?? (await credits.sumCreditEntries(userId));
    // The balance is already committed; a page that misses this push reads it on its next GET /credits.
    await events.publish(userId, { type: 'credits', balance: Math.max(0, current) }).catch((error: unknown) => {
      log?.error({ err: error, userId }, 'could not publish the credit balance');
    });
  }

  return {
    async getCredits(userId: string): Promise<CreditsAnswer> {
      const [balance, entries] = await Promise.all([credits.sumCreditEntries(userId), credits.listCreditEntries(userId, CREDIT_ENTRIES_LIMIT)]);
      return {
        balance,
        session_cost: SESSION_CREDIT_COST,
        entries: entries.map(toCreditEntry),
      };
    },

    /** The operator's grant (`npm run credits -- grant`). Answers the new balance. */
    async grantCredits(email: string, amountText: string, reasonText?: string): Promise<{ userId: string; balance: number }> {
      const { amount, reason } = parseCreditGrant(amountText, reasonText);
      const userId = await credits.findUserIdByEmail(email.trim().toLowerCase());
      if (!userId) throw notFound(`No account has the e-mail ${email.trim()}.`);
      const balance = await credits.addCreditEntry({ userId, amount, reason });
      if (balance === undefined) throw notFound(`No account has the e-mail ${email.trim()}.`);
      await publishBalance(userId, balance);
      return { userId, balance };
    },

    publishBalance,
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;

/** What other features spend credits through (FeatureDeps.credits): the balance, the debit and the push after it. */
export function createCreditPayments(deps: Parameters<typeof createCreditsService>[0]): CreditPayments {
  const ledger = createCreditsRepository(deps.database.db);
  return {
    getBalance: (userId) => ledger.sumCreditEntries(userId),
    debit: debitCredits,
    refund: (tx, refund) => {
      if (!Number.isInteger(refund.amount) || refund.amount <= 0) throw new Error('A refund must be a positive whole number of credits.');
      return createCreditsRepository(tx).insertCreditEntry(refund);
    },
    publishBalance: createCreditsService(deps).publishBalance,
  };
}
