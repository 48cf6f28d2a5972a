// What an operator's grant from the terminal may be (a person's or an organisation's): a bounded whole number and a short reason.
import { hasDisallowedCharacter } from '../../../shared/contracts/text.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** Largest single grant, so a typo of the operator cannot create an absurd balance. */
export const MAX_CREDIT_GRANT = 1_000_000;
export const CREDIT_REASON_MAX_LENGTH = 200;

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
