// The money ledger: every payment, commission, payout, refund, dispute and grant, per person and per organisation.
// The admin's view and CSV export (/api/admin/ledger*), the daily reconciliation's flags, and a person's own entries
// as receipts (/credits/payments). Amounts are whole smallest units of their currency (cents; lamports for 'sol' and
// millionths for 'usdc', the Solana assets a mentor is paid in, never converted), signed from the operator's side:
// money in positive, money out negative.
import { z } from 'zod';

export const ADMIN_LEDGER_API_PATH = '/api/admin/ledger';
export const MY_LEDGER_PATH = '/credits/payments';

export const LEDGER_KINDS = ['payment', 'commission', 'payout', 'refund', 'dispute', 'grant'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  payment: 'Payment',
  commission: 'Commission',
  payout: 'Payout',
  refund: 'Refund',
  dispute: 'Dispute',
  grant: 'Grant',
};

/**
 * Kinds whose amount is money that came in or went out. A commission is the operator's share of a payment already
 * counted, so it has its own total and stays out of the net.
 */
export const LEDGER_NET_KINDS: readonly LedgerKind[] = ['payment', 'payout', 'refund', 'dispute', 'grant'];

export const LEDGER_PROBLEMS = ['payment_without_grant', 'grant_without_payment', 'refund_not_taken_back', 'payout_mismatch'] as const;
export type LedgerProblem = (typeof LEDGER_PROBLEMS)[number];

export const LEDGER_PROBLEM_LABELS: Record<LedgerProblem, string> = {
  payment_without_grant: 'Paid, nothing granted',
  grant_without_payment: 'Granted, no payment',
  refund_not_taken_back: 'Refunded, not taken back',
  payout_mismatch: 'Payout and ledger disagree',
};

export const LEDGER_PAGE_SIZE = 50;
/** The longest period one CSV export covers, so an export is bounded whatever the ledger holds. */
export const LEDGER_EXPORT_MAX_DAYS = 366;
/** The most open flags the admin view lists. */
export const LEDGER_FLAGS_LIMIT = 200;
/** The most of a person's entries their receipts list shows. */
export const MY_LEDGER_LIMIT = 100;

const DAY_MS = 86_400_000;

function day(label: string) {
  return z.iso.date({ error: `${label} must be a date (YYYY-MM-DD).` });
}

/** The filters of the admin view: each optional; `from` and `to` are whole days (UTC), both included. */
const ledgerFilterFields = {
  user_id: z.uuid({ error: 'The person filter must be an account id.' }).optional(),
  organization_id: z.uuid({ error: 'The organisation filter must be an organisation id.' }).optional(),
  kind: z.enum(['', ...LEDGER_KINDS], { error: `The kind must be one of ${LEDGER_KINDS.join(', ')} (or empty for all).` }).default(''),
  from: day('From').optional(),
  to: day('To').optional(),
};

function fromBeforeTo(value: { from?: string | undefined; to?: string | undefined }): boolean {
  return !value.from || !value.to || value.from <= value.to;
}
const FROM_AFTER_TO_MESSAGE = 'From must be on or before To.';

/** `GET /api/admin/ledger`: newest first, a page at a time; `before` is the id of the last entry already shown. */
export const AdminLedgerQuerySchema = z
  .object({ ...ledgerFilterFields, before: z.uuid({ error: 'The page marker is not valid: start again from the newest entries.' }).optional() })
  .refine(fromBeforeTo, { message: FROM_AFTER_TO_MESSAGE, path: ['from'] });
export type AdminLedgerQuery = z.infer<typeof AdminLedgerQuerySchema>;

/** `GET /api/admin/ledger/export.csv`: the same filters, with a period of at most LEDGER_EXPORT_MAX_DAYS days required. */
export const AdminLedgerExportQuerySchema = z
  .object({ ...ledgerFilterFields, from: day('From'), to: day('To') })
  .refine(fromBeforeTo, { message: FROM_AFTER_TO_MESSAGE, path: ['from'] })
  .refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS < LEDGER_EXPORT_MAX_DAYS, {
    message: `An export covers at most ${LEDGER_EXPORT_MAX_DAYS} days: choose a shorter period.`,
    path: ['to'],
  });
export type AdminLedgerExportQuery = z.infer<typeof AdminLedgerExportQuerySchema>;

export const LedgerEntrySchema = z.object({
  id: z.uuid(),
  created_at: z.string().describe('ISO 8601'),
  kind: z.enum(LEDGER_KINDS),
  amount_minor: z.number().int().describe('In the currency’s smallest unit (cents; lamports for sol, millionths for usdc), signed from the operator’s side: money in positive, money out negative.'),
  currency: z.string().describe('ISO 4217 in lower case, or the Solana asset a mentor was paid in: sol or usdc.'),
  description: z.string(),
  source_type: z.string(),
  source_id: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const AdminLedgerEntrySchema = LedgerEntrySchema.extend({
  user_id: z.uuid().nullable(),
  /** Null once the account is deleted (its entries stay). */
  email: z.string().nullable(),
  organization_id: z.uuid().nullable(),
  organization_name: z.string().nullable(),
  external_ref: z.string().nullable(),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntrySchema>;

export const LedgerTotalSchema = z.object({
  currency: z.string(),
  /** Every kind but commission, summed. */
  net_minor: z.number().int(),
  kinds: z.array(z.object({ kind: z.enum(LEDGER_KINDS), amount_minor: z.number().int(), entries: z.number().int() })),
});
export type LedgerTotal = z.infer<typeof LedgerTotalSchema>;

export const AdminLedgerAnswerSchema = z.object({
  data: z.array(AdminLedgerEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.uuid().nullable(),
  /** Per currency, over every entry the filters match (not only this page). */
  totals: z.array(LedgerTotalSchema),
});
export type AdminLedgerAnswer = z.infer<typeof AdminLedgerAnswerSchema>;

export const LedgerFlagSchema = z.object({
  id: z.uuid(),
  problem: z.enum(LEDGER_PROBLEMS),
  source_type: z.string(),
  source_id: z.string(),
  user_id: z.uuid().nullable(),
  email: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  detail: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export type LedgerFlag = z.infer<typeof LedgerFlagSchema>;

export const LedgerFlagsAnswerSchema = z.object({ data: z.array(LedgerFlagSchema) });
export type LedgerFlagsAnswer = z.infer<typeof LedgerFlagsAnswerSchema>;

/** What a reconciliation run found: the problems open now, those new this run, and those it found fixed. */
export const ReconcileAnswerSchema = z.object({ open: z.number().int(), raised: z.number().int(), resolved: z.number().int() });
export type ReconcileAnswer = z.infer<typeof ReconcileAnswerSchema>;

export const MyLedgerAnswerSchema = z.object({ data: z.array(LedgerEntrySchema) });
export type MyLedgerAnswer = z.infer<typeof MyLedgerAnswerSchema>;

/** The Solana assets the ledger keeps in their own unit, with the digits of that unit: lamports, USDC's millionths. */
export const LEDGER_ASSET_DIGITS: Readonly<Record<string, number>> = { sol: 9, usdc: 6 };

/** Digits after the point: 9 for sol, 6 for usdc, 2 for usd and 0 for jpy as Intl knows them; 2 when it does not. */
export function ledgerFractionDigits(currency: string): number {
  const asset = LEDGER_ASSET_DIGITS[currency.toLowerCase()];
  if (asset !== undefined) return asset;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "12.34", "-0.99", "0.050000000": an amount in its currency's major unit, exactly (no float rounding). */
export function majorAmount(amountMinor: number, currency: string): string {
  const digits = ledgerFractionDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "$12.34", "-€0.99", "0.05 SOL", "12.50 USDC": an amount in its currency's smallest unit, for people to read. */
export function formatMinor(amountMinor: number, currency: string): string {
  const digits = ledgerFractionDigits(currency);
  if (LEDGER_ASSET_DIGITS[currency.toLowerCase()] !== undefined) {
    // Exact, with the zeros after the second digit dropped: a lamport amount is never rounded away.
    return `${majorAmount(amountMinor, currency).replace(/(\.\d\d\d*?)0+$/, '$1')} ${currency.toUpperCase()}`;
  }
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountMinor / 10 ** digits);
  } catch {
    return `${majorAmount(amountMinor, currency)} ${currency.toUpperCase()}`;
  }
}
