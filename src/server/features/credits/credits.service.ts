// Credit rules: the balance and its history, welcome credits for a new account, operator grants, requests for credits
// and the admins' answers, and the debit a session start makes. Every change that commits tells the person's open
// pages the new balance.
import { createHash } from 'node:crypto';
import type { CreditRequest, PendingCreditRequest } from '../../../shared/contracts/credits.ts';
import { type CreditsAnswer } from '../../../shared/contracts/scenarios.ts';
import { SESSION_CREDIT_COST } from '../../../shared/contracts/scenarios-constants.ts';
import type { Roles } from '../../auth/roles.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { ServerText } from '../../i18n/server-text.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CreditPayments, FeatureDeps } from '../feature-deps.ts';
import type { WelcomeCreditsSource } from '../feature-deps.ts';
import { parseCreditGrant } from './credit-grants.ts';
import { debitOrganization, organizationBalance, organizationPayingFor, publishOrganizationBalance, refundOrganization } from './organization-payments.ts';
import { createCreditsRepository, toCreditEntry, toCreditRequest, type CreditRequestRow } from './credits.repository.ts';

export const WELCOME_CREDITS_REASON = 'Welcome credits';
// GET /credits lists this many entries at most; the balance always counts them all.
const CREDIT_ENTRIES_LIMIT = 100;
// The admins' list of pending requests shows this many at most, oldest first.
const PENDING_REQUESTS_LIMIT = 100;
/** The ledger entry of a granted request. */
export const GRANTED_REQUEST_REASON = 'Credits granted on request';
export const ADMIN_ONLY_MESSAGE = 'Only an administrator can answer credit requests.';

/** "You already asked for 30 credits on Mar 4, 2026. An administrator will answer it soon." */
export function pendingRequestMessage(request: Pick<CreditRequestRow, 'amount'>): string {
  return `You already have a request for ${request.amount} ${request.amount === 1 ? 'credit' : 'credits'} waiting. An administrator will answer it soon.`;
}

function answeredRequestMessage(request: Pick<CreditRequestRow, 'status'>): string {
  return `This request was already ${request.status}.`;
}

/** The SHA-256 (hex) of the lower-cased address: what welcome_credit_grants keeps after the account is gone. */
export function welcomeGrantKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

/**
 * Runs inside the transaction that creates the account (see sign-in.service.ts), so no account exists without its welcome
 * entry. An address gets welcome credits once: deleting the account and registering again does not grant them twice.
 */
export function createWelcomeCreditsHook(source: Pick<WelcomeCreditsSource, 'get'>): (tx: Db, account: { userId: string; email: string }) => Promise<void> {
  return async (tx, { userId, email }) => {
    const amount = await source.get(tx);
    if (amount <= 0) return;
    const credits = createCreditsRepository(tx);
    // Same transaction as the account: a failed registration does not use up the address's grant.
    if (await credits.claimWelcomeGrant(welcomeGrantKey(email))) await credits.insertCreditEntry({ userId, amount, reason: WELCOME_CREDITS_REASON, kind: 'welcome' });
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
  await ledger.insertCreditEntry({ userId: debit.userId, amount: -debit.amount, reason: debit.reason, kind: 'session', scenarioId: debit.scenarioId ?? null });
  return { isPaid: true, balance: balance - debit.amount };
}


export function createCreditsService({
  database,
  events,
  log,
  roles,
}: Pick<FeatureDeps, 'database'> & {
  events: Pick<FeatureDeps['events'], 'publish'>;
  log?: { error(details: object, message: string): void };
  /** Who may answer credit requests through the API; without it (the operator's command), nobody through this service. */
  roles?: Pick<Roles, 'rolesOf'>;
}) {
  const credits = createCreditsRepository(database.db);

  async function assertAdmin(caller: AccessClaims): Promise<void> {
    if (!roles || !(await roles.rolesOf(caller.userId)).isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
  }

  /**
   * Grants a pending request: the ledger entry and the answer commit together, under the request's row lock, so two
   * grants (or a grant and a decline) at once add the credits once. Answers the person and the new balance.
   */
  async function grantRequest(id: string, answeredBy: string, amount?: number): Promise<{ userId: string; amount: number; balance: number }> {
    const granted = await database.db.transaction(async (tx) => {
      const ledger = createCreditsRepository(tx);
      const request = await ledger.lockCreditRequest(id);
      if (!request) throw notFound('Credit request not found.');
      if (request.status !== 'pending') throw conflict(answeredRequestMessage(request));
      if (!(await ledger.lockCreditAccount(request.userId))) throw notFound('Credit request not found.');
      const grantedAmount = amount ?? request.amount;
      await ledger.answerCreditRequest(request.id, { status: 'granted', answer: null, answeredBy, grantedAmount });
      await ledger.insertCreditEntry({ userId: request.userId, amount: grantedAmount, reason: GRANTED_REQUEST_REASON, kind: 'grant' });
      return { userId: request.userId, amount: grantedAmount, balance: await ledger.sumCreditEntries(request.userId) };
    });
    await publishBalance(granted.userId, granted.balance);
    return granted;
  }

  async function publishBalance(userId: string, balance?: number): Promise<void> {
    const current = balance ?? (await credits.sumCreditEntries(userId));
    // The balance is already committed; a page that misses this push reads it on its next GET /credits.
    await events.publish(userId, { type: 'credits', balance: Math.max(0, current) }).catch((error: unknown) => {
      log?.error({ err: error, userId }, 'could not publish the credit balance');
    });
  }

  return {
    async getCredits(userId: string): Promise<CreditsAnswer> {
      // One more than shown, to know whether older entries exist; the newest entry's running balance is the balance.
      const rows = await credits.listCreditEntries(userId, CREDIT_ENTRIES_LIMIT + 1);
      const entries = rows.slice(0, CREDIT_ENTRIES_LIMIT).map(toCreditEntry);
      return { balance: rows[0]?.balanceAfter ?? 0, session_cost: SESSION_CREDIT_COST, entries, has_more: rows.length > CREDIT_ENTRIES_LIMIT };
    },

    /** The person's newest request (pending, or the last one answered), or null. */
    async getLatestRequest(caller: AccessClaims): Promise<CreditRequest | null> {
      const row = await credits.findLatestCreditRequest(caller.userId);
      return row ? toCreditRequest(row) : null;
    },

    /** Asks the admins for credits; one pending request at a time (409), checked under the person's row lock. */
    async createRequest(caller: AccessClaims, input: { amount: number; message: string }): Promise<CreditRequest> {
      const row = await database.db.transaction(async (tx) => {
        const ledger = createCreditsRepository(tx);
        if (!(await ledger.lockCreditAccount(caller.userId))) throw notFound('Account not found.');
        const pending = await ledger.findPendingCreditRequest(caller.userId);
        if (pending) throw conflict(pendingRequestMessage(pending));
        return ledger.insertCreditRequest({ userId: caller.userId, amount: input.amount, message: input.message });
      });
      return toCreditRequest(row);
    },

    /** Pending requests for an admin, oldest first, with who asked and their balance. */
    /** 403 unless the caller is an admin: the request routes check it before reading their input. */
    assertAdmin,

    async listPendingRequests(caller: AccessClaims): Promise<PendingCreditRequest[]> {
      await assertAdmin(caller);
      return listPendingRequestsForOperator();
    },

    /** Grants the request with `amount` (what was asked when absent). */
    async grantRequestAsAdmin(caller: AccessClaims, id: string, amount?: number): Promise<CreditRequest> {
      await assertAdmin(caller);
      await grantRequest(id, caller.email, amount);
      return answeredRequest(id);
    },

    async declineRequestAsAdmin(caller: AccessClaims, id: string, reason: string): Promise<CreditRequest> {
      await assertAdmin(caller);
      const userId = await database.db.transaction(async (tx) => {
        const ledger = createCreditsRepository(tx);
        const request = await ledger.lockCreditRequest(id);
        if (!request) throw notFound('Credit request not found.');
        if (request.status !== 'pending') throw conflict(answeredRequestMessage(request));
        await ledger.answerCreditRequest(request.id, { status: 'declined', answer: reason, answeredBy: caller.email });
        return request.userId;
      });
      // The balance is unchanged; the push tells the person's open Credits page to read the answer.
      await publishBalance(userId);
      return answeredRequest(id);
    },

    /** The operator's `npm run credits -- requests`. */
    listPendingRequestsForOperator,

    /** The operator's `npm run credits -- grant-request <id>`. */
    grantRequestAsOperator: (id: string) => grantRequest(id, 'operator'),

    /** The operator's grant (`npm run credits -- grant`). Answers the new balance. */
    async grantCredits(email: string, amountText: string, reasonText?: string): Promise<{ userId: string; balance: number }> {
      const { amount, reason } = parseCreditGrant(amountText, reasonText);
      const userId = await credits.findUserIdByEmail(email.trim().toLowerCase());
      if (!userId) throw notFound(`No account has the e-mail ${email.trim()}.`);
      const balance = await credits.addCreditEntry({ userId, amount, reason, kind: 'grant' });
      if (balance === undefined) throw notFound(`No account has the e-mail ${email.trim()}.`);
      await publishBalance(userId, balance);
      return { userId, balance };
    },

    publishBalance,
  };

  async function listPendingRequestsForOperator(): Promise<PendingCreditRequest[]> {
    const rows = await credits.listPendingCreditRequests(PENDING_REQUESTS_LIMIT);
    return Promise.all(
      rows.map(async (row) => ({ ...toCreditRequest(row.request), user_email: row.email, user_name: row.name, balance: await credits.sumCreditEntries(row.request.userId) })),
    );
  }

  async function answeredRequest(id: string): Promise<CreditRequest> {
    const row = await credits.findCreditRequest(id);
    if (!row) throw notFound('Credit request not found.');
    return toCreditRequest(row);
  }
}

export type CreditsService = ReturnType<typeof createCreditsService>;

/** What other features spend credits through (FeatureDeps.credits): the balance, the debit and the push after it. */
/** "“Acme Sales” has no credits left, and a session needs 10 credits. Ask for credits…": which balance, and what to do. */
export function organizationCreditsShortText(name: string, balance: number): ServerText {
  const values = { organization: `“${name}”`, cost: SESSION_CREDIT_COST };
  return balance <= 0 ? { key: 'errors.organizationCreditsShort.none', values } : { key: 'errors.organizationCreditsShort.few', values: { ...values, count: balance } };
}

export function createCreditPayments(deps: Parameters<typeof createCreditsService>[0]): CreditPayments {
  const db = deps.database.db;
  const ledger = createCreditsRepository(db);
  return {
    getBalance: (userId) => ledger.sumCreditEntries(userId),
    async sessionFunds(userId, scenarioId, amount) {
      const organizationId = await organizationPayingFor(db, userId, scenarioId);
      if (!organizationId) {
        // The sessions feature words a person's own shortfall.
        return { balance: await ledger.sumCreditEntries(userId), organizationId, organizationName: null, shortMessage: null };
      }
      const { balance, name } = await organizationBalance(db, organizationId);
      return { balance, organizationId, organizationName: name, shortMessage: balance < amount ? organizationCreditsShortText(name, balance) : null };
    },
    async debit(tx, debit) {
      if (!Number.isInteger(debit.amount) || debit.amount <= 0) throw new Error('A debit must be a positive whole number of credits.');
      // Read again inside the transaction: the workspace the person is in when the start commits decides.
      const organizationId = debit.scenarioId ? await organizationPayingFor(tx, debit.userId, debit.scenarioId) : null;
      if (!organizationId) return { ...(await debitCredits(tx, debit)), organizationId: null, shortMessage: null };
      const paid = await debitOrganization(tx, organizationId, debit);
      return { isPaid: paid.isPaid, balance: paid.balance, organizationId, shortMessage: paid.isPaid ? null : organizationCreditsShortText(paid.organization.name, paid.balance) };
    },
    async refund(tx, refund) {
      if (!Number.isInteger(refund.amount) || refund.amount <= 0) throw new Error('A refund must be a positive whole number of credits.');
      // The session's credits go back to the balance that paid for it.
      if (refund.conversationId) {
        const organizationId = await refundOrganization(tx, { ...refund, conversationId: refund.conversationId });
        if (organizationId) return { organizationId };
      }
      const { conversationId: _conversation, ...entry } = refund;
      await createCreditsRepository(tx).insertCreditEntry({ ...entry, kind: 'refund' });
      return { organizationId: null };
    },
    publishBalance: createCreditsService(deps).publishBalance,
    publishOrganizationBalance: (organizationId, balance) =>
      publishOrganizationBalance(db, deps.events, organizationId, { ...(balance === undefined ? {} : { balance }), log: { warn: (details, message) => deps.log?.error(details, message) } }),
  };
}
