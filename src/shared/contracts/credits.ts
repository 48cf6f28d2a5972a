// Getting more credits: a request an admin grants or declines, and (when the operator set up Stripe) packages bought
// through Stripe Checkout. Shared by the Credits page and the server routes. The balance and ledger are in scenarios.ts.
import { z } from 'zod';
import { limitedText, requiredText } from './text.ts';

/** The most credits one request may ask for. */
export const CREDIT_REQUEST_MAX_AMOUNT = 1000;
export const CREDIT_REQUEST_MESSAGE_MAX_LENGTH = 500;
/** What the Credits page proposes to ask for. */
export const CREDIT_REQUEST_DEFAULT_AMOUNT = 30;
export const CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH = 500;
/** "1 credit", "1,200 credits": an amount of credits as the pages and messages write it. */
export function creditsText(amount: number): string {
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? 'credit' : 'credits'}`;
}

export const CREDIT_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

const wholeCredits = z
  .number({ error: 'Amount must be a whole number of credits.' })
  .int('Amount must be a whole number of credits.')
  .min(1, 'Amount must be at least 1 credit.')
  .max(CREDIT_REQUEST_MAX_AMOUNT, `Amount must be at most ${CREDIT_REQUEST_MAX_AMOUNT.toLocaleString('en-US')} credits.`);

/** `POST /credits/requests`: ask an admin for credits; one pending request at a time (409 otherwise). */
export const CreateCreditRequestInputSchema = z.object({
  amount: wholeCredits,
  message: limitedText('Message', CREDIT_REQUEST_MESSAGE_MAX_LENGTH)
    .optional()
    .transform((value) => value ?? ''),
});
export type CreateCreditRequestInput = z.input<typeof CreateCreditRequestInputSchema>;

/** A request as its author sees it. */
export const CreditRequestSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  message: z.string(),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  /** The admin's reason when declined; null otherwise. */
  answer: z.string().nullable(),
  /** How many credits the grant added (an admin may change the amount asked); null unless granted. */
  granted_amount: z.number().int().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type CreditRequest = z.infer<typeof CreditRequestSchema>;

/** `GET /credits/requests/latest`: the person's latest request (pending, or the last answer), or null. */
export const LatestCreditRequestAnswerSchema = z.object({ data: CreditRequestSchema.nullable() });
export type LatestCreditRequestAnswer = z.infer<typeof LatestCreditRequestAnswerSchema>;
export const CreditRequestAnswerSchema = z.object({ data: CreditRequestSchema });

/** A pending request as an admin sees it: who asked. */
export const PendingCreditRequestSchema = CreditRequestSchema.extend({ user_email: z.string(), user_name: z.string(), balance: z.number().int() });
export type PendingCreditRequest = z.infer<typeof PendingCreditRequestSchema>;
/** `GET /admin/credit-requests`: pending requests, oldest first. */
export const PendingCreditRequestsAnswerSchema = z.object({ data: z.array(PendingCreditRequestSchema) });
export type PendingCreditRequestsAnswer = z.infer<typeof PendingCreditRequestsAnswerSchema>;

export const CreditRequestParamsSchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Request id is required.' : 'Request id is not valid.') }),
});

/** `POST /admin/credit-requests/{id}/decline`: the reason the person reads. */
export const DeclineCreditRequestInputSchema = z.object({
  reason: requiredText('Reason', CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH),
});
export type DeclineCreditRequestInput = z.infer<typeof DeclineCreditRequestInputSchema>;

// --- Purchases ---------------------------------------------------------------------------------------------------

export const CreditPackageSchema = z.object({
  credits: z.number().int(),
  /** The price in the currency's smallest unit (cents). */
  amount_cents: z.number().int(),
  /** ISO 4217, lower case ("usd"). */
  currency: z.string(),
});
export type CreditPackage = z.infer<typeof CreditPackageSchema>;

/** `GET /credits/packages`: what can be bought; empty when purchases are not set up. */
export const CreditPackagesAnswerSchema = z.object({ data: z.array(CreditPackageSchema) });
export type CreditPackagesAnswer = z.infer<typeof CreditPackagesAnswerSchema>;

/** `POST /credits/checkout`: start buying the package of this many credits. */
export const CreateCheckoutInputSchema = z.object({
  credits: z.number({ error: 'Package must be a number of credits.' }).int('Package must be a whole number of credits.').min(1, 'Package must be a number of credits.'),
});
export type CreateCheckoutInput = z.infer<typeof CreateCheckoutInputSchema>;
/** Where the browser goes to pay (Stripe Checkout). */
export const CheckoutAnswerSchema = z.object({ url: z.string() });
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;
