// Paying a mentor with Solana Pay: the transfer request (the owner's share to the owner's wallet, the commission to
// the operator, one reference made for the payment) and the check on chain that opens the chat once it is paid; the
// verified payment goes into the money ledger in the same transaction, in its own asset's unit (lamports or USDC's
// millionths, the currency named 'sol' or 'usdc').
import {
  formatMentorAmount,
  mentorCommission,
  USDC_UNITS_PER_DOLLAR,
  type MentorSolanaRequest,
  type MentorSolanaToken,
  type MentorSolanaVerifyAnswer,
} from '../../../../shared/contracts/twin-mentor.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { conflict, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';
import { toMentorAccess } from './mentor-access.ts';
import { recordMentorPaid, recordMentorPayout } from './mentor-ledger.ts';
import { createMentorRules, isUniqueViolation, MENTOR_MESSAGES, monthEndsFrom } from './mentor-rules.ts';
import { createMentorRepository, type MentorPaymentRow } from './mentor.repository.ts';
import { buildPaymentTransaction, createSolanaPayNode, decimalAmount, newReference, refusalOf, transferRequestUrl, type SolanaPayNode } from './solana-pay.ts';

type Deps = Pick<FeatureDeps, 'config' | 'database' | 'plans' | 'ledger'>;

export function createMentorSolanaService(deps: Deps, node: SolanaPayNode | null = deps.config.mentorSolana ? createSolanaPayNode(deps.config.mentorSolana.rpcUrl) : null) {
  const { config, database, plans } = deps;
  const twins = createTwinRepository(database.db);
  const mentor = createMentorRepository(database.db);
  const { findMentor, assertCanBuy } = createMentorRules(deps);
  const currency = config.payments?.currency ?? 'usd';

  return {
    /**
     * A Solana Pay transfer request for the mentor's chat: the owner's share to the owner's wallet (the `solana:` URL)
     * and the commission to the operator, both in one transaction carrying a reference made for this payment alone.
     */
    async requestSolanaPayment(caller: AccessClaims, username: string, token: MentorSolanaToken, origin: string): Promise<MentorSolanaRequest> {
      const { twin, plan } = await findMentor(username);
      const solana = config.mentorSolana;
      if (!solana) throw notFound(MENTOR_MESSAGES.noSolana);
      await assertCanBuy(twin, plan, caller);
      if (token === 'sol' && plan.priceLamports === null) throw conflict(MENTOR_MESSAGES.noSol);
      if (token === 'usdc' && currency !== 'usd') throw conflict(MENTOR_MESSAGES.noUsdc);
      const gross = token === 'sol' ? plan.priceLamports! : (plan.priceCents * USDC_UNITS_PER_DOLLAR) / 100;
      const commission = mentorCommission(gross, await plans.mentorCommissionPercent());
      const ownerShare = gross - commission;
      const reference = newReference();
      const payment = await mentor.insertPayment({
        twinId: twin.id,
        ownerUserId: twin.userId,
        buyerUserId: caller.userId,
        method: 'solana',
        pricing: plan.pricing,
        currency: token,
        grossAmount: gross,
        commissionAmount: commission,
        ownerShareAmount: ownerShare,
        payoutAddress: plan.walletAddress,
        solanaReference: reference,
      });
      const mint = token === 'usdc' ? solana.usdcMint : null;
      const what = plan.pricing === 'month' ? 'A month' : 'A conversation';
      return {
        payment_id: payment.id,
        token,
        url: transferRequestUrl({ recipient: plan.walletAddress, amount: decimalAmount(ownerShare, token), reference, splToken: mint, label: 'Engram', message: `${what} with @${twin.username}` }),
        transaction_url: `solana:${encodeURIComponent(`${config.publicUrl ?? origin}/public/twins/${encodeURIComponent(twin.username)}/mentor/solana/${payment.id}/transaction`)}`,
        reference,
        owner: { recipient: plan.walletAddress, amount_units: String(ownerShare), amount: formatMentorAmount(ownerShare, token) },
        commission: { recipient: solana.operatorAddress, amount_units: String(commission), amount: formatMentorAmount(commission, token) },
        mint,
      };
    },

    /**
     * Looks for the payment's transaction on chain (by its reference) and opens the chat once one pays the owner's
     * share to the owner and the commission to the operator; a transaction short or to another address is refused
     * (409, and the payment with it: a reference serves once). Pending while nothing is found.
     */
    async verifySolanaPayment(caller: AccessClaims, username: string, paymentId: string): Promise<MentorSolanaVerifyAnswer> {
      const twin = await twins.findTwinByUsername(username.trim().toLowerCase());
      const payment = twin ? await mentor.findPayment(paymentId) : undefined;
      // Only the buyer reads their payment; anyone else finds nothing.
      if (!twin || !payment || payment.twinId !== twin.id || payment.buyerUserId !== caller.userId || payment.method !== 'solana') throw notFound(MENTOR_MESSAGES.paymentNotFound);
      const solana = config.mentorSolana;
      if (!solana || !node) throw notFound(MENTOR_MESSAGES.noSolana);
      const answer = (row: MentorPaymentRow): MentorSolanaVerifyAnswer =>
        row.status === 'paid' ? { status: 'paid', signature: row.solanaSignature, access: toMentorAccess(row) } : { status: 'pending', signature: null, access: null };
      if (payment.status === 'paid') return answer(payment);
      if (payment.status === 'refused') throw conflict(payment.refusal ?? MENTOR_MESSAGES.signatureUsed);
      let found;
      try {
        const signatures = await node.signaturesFor(payment.solanaReference!);
        const first = signatures.find((entry) => entry.err === null || entry.err === undefined);
        found = first ? await node.transaction(first.signature) : null;
      } catch {
        throw new HttpError(502, MENTOR_MESSAGES.solanaUnreachable);
      }
      if (!found) return answer(payment);
      const refuse = async (reason: string): Promise<never> => {
        await mentor.markRefused(payment.id, reason);
        throw conflict(reason);
      };
      if (await mentor.isSignatureUsed(found.signature)) return refuse(MENTOR_MESSAGES.signatureUsed);
      const refusal = refusalOf(found, {
        reference: payment.solanaReference!,
        mint: payment.currency === 'usdc' ? solana.usdcMint : null,
        legs: [
          { recipient: payment.payoutAddress!, units: payment.ownerShareAmount },
          { recipient: solana.operatorAddress, units: payment.commissionAmount },
        ],
      });
      if (refusal) return refuse(refusal);
      try {
        await database.db.transaction(async (tx) => {
          const payments = createMentorRepository(tx);
          // Locked, so two checks at once record the payment once; the one behind finds it paid and writes nothing.
          const locked = await payments.lockPayment(payment.id);
          if (!locked || locked.status !== 'pending') return;
          await payments.markPaid(payment.id, 'paid', payment.pricing === 'month' ? monthEndsFrom(new Date()) : null, { solanaSignature: found.signature });
          // The buyer paid the gross; the operator kept the commission; the owner's share went to their wallet in the
          // same transaction, so it is a payout already made.
          await recordMentorPaid(deps.ledger, tx, locked, found.signature);
          await recordMentorPayout(deps.ledger, tx, locked, found.signature);
        });
      } catch (error) {
        // Another payment claimed the same transaction at the same moment.
        if (isUniqueViolation(error)) return refuse(MENTOR_MESSAGES.signatureUsed);
        throw error;
      }
      return answer((await mentor.findPayment(payment.id))!);
    },


    /**
     * Solana Pay's transaction request for a waiting payment: one unsigned transaction that the wallet `account` pays
     * for and signs, holding both transfers and the reference. The payment's id (a random UUID) is what names it.
     */
    async paymentTransaction(username: string, paymentId: string, account: string): Promise<{ transaction: string; message: string }> {
      const twin = await twins.findTwinByUsername(username.trim().toLowerCase());
      const payment = twin ? await mentor.findPayment(paymentId) : undefined;
      const solana = config.mentorSolana;
      if (!twin || !payment || payment.twinId !== twin.id || payment.method !== 'solana' || !solana) throw notFound(MENTOR_MESSAGES.paymentNotFound);
      if (payment.status !== 'pending') throw conflict(MENTOR_MESSAGES.notWaiting);
      try {
        const transaction = await buildPaymentTransaction(solana.rpcUrl, {
          payer: account,
          reference: payment.solanaReference!,
          mint: payment.currency === 'usdc' ? solana.usdcMint : null,
          owner: { recipient: payment.payoutAddress!, units: payment.ownerShareAmount },
          commission: { recipient: solana.operatorAddress, units: payment.commissionAmount },
        });
        const what = payment.pricing === 'month' ? 'A month' : 'A conversation';
        return { transaction, message: `${what} with @${twin.username}: ${formatMentorAmount(payment.ownerShareAmount, payment.currency)} to its owner, ${formatMentorAmount(payment.commissionAmount, payment.currency)} to Engram.` };
      } catch {
        throw new HttpError(502, MENTOR_MESSAGES.solanaUnreachable);
      }
    },
  };
}
