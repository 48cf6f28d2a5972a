// The mentor plan: an owner opens their public Engram as a paid mentor (price per conversation or per month, a Solana
// wallet for payouts, what it talks about); visitors pay through Stripe Checkout or a Solana Pay transfer request and
// get the paid chat; owners see what they earned and admins settle what Stripe payments owe them. Shared by the
// publish panel, the public page, the admin's payouts and the server's mentor routes.
import { z } from 'zod';
import { textField } from './text.ts';
import { TwinUsernameParamsSchema } from './twin-public.ts';
import { MENTOR_PRICINGS, MENTOR_STATUSES, MENTOR_LIMITS, isSolanaAddress, SOLANA_ADDRESS_MESSAGE, MENTOR_SOLANA_TOKENS, MENTOR_PAYMENT_STATUSES } from './twin-mentor-constants.ts';
// The limits, lists and arithmetic without zod live in twin-mentor-constants.ts (pages that only show an offer import
// them from there and load no schema); re-exported here for the server's routes and services.
export { MENTOR_PRICINGS, type MentorPricing, MENTOR_STATUSES, type MentorStatus, MENTOR_CONVERSATION_HOURS, MENTOR_MONTH_DAYS, MENTOR_LIMITS, LAMPORTS_PER_SOL, USDC_UNITS_PER_DOLLAR, decodeBase58, isSolanaAddress, SOLANA_ADDRESS_MESSAGE, MENTOR_SOLANA_TOKENS, type MentorSolanaToken, MENTOR_PAYMENT_STATUSES, type MentorPaymentStatus, MENTOR_PAYMENTS_LIMIT, ADMIN_MENTOR_PAYOUTS_PATH, formatMentorAmount, mentorCommission } from './twin-mentor-constants.ts';

/** A Solana public key a person types or their wallet sends, its field named in what is refused. */
const solanaAddressField = (label: string) => textField(label).trim().refine(isSolanaAddress, SOLANA_ADDRESS_MESSAGE);

const PRICE_MESSAGE = `The price must be an amount in cents from ${MENTOR_LIMITS.priceCents.min} to ${MENTOR_LIMITS.priceCents.max.toLocaleString('en-US')}.`;
const SOL_PRICE_MESSAGE = `The SOL price must be in lamports from ${MENTOR_LIMITS.priceLamports.min.toLocaleString('en-US')} (0.001 SOL) to ${MENTOR_LIMITS.priceLamports.max.toLocaleString('en-US')} (1,000 SOL), or null to take no SOL.`;

/** `PUT /twin/mentor`: opens (or changes) the mentor plan of the caller's public Engram. */
export const MentorSettingsInputSchema = z.object({
  pricing: z.enum(MENTOR_PRICINGS, { error: 'Pricing must be "conversation" or "month".' }),
  price_cents: z.number({ error: PRICE_MESSAGE }).int(PRICE_MESSAGE).min(MENTOR_LIMITS.priceCents.min, PRICE_MESSAGE).max(MENTOR_LIMITS.priceCents.max, PRICE_MESSAGE),
  price_lamports: z
    .number({ error: SOL_PRICE_MESSAGE })
    .int(SOL_PRICE_MESSAGE)
    .min(MENTOR_LIMITS.priceLamports.min, SOL_PRICE_MESSAGE)
    .max(MENTOR_LIMITS.priceLamports.max, SOL_PRICE_MESSAGE)
    .nullable()
    .default(null),
  wallet_address: solanaAddressField('Wallet address'),
  topics: textField('Topics')
    .trim()
    .min(1, 'Say what the mentor will talk about.')
    .max(MENTOR_LIMITS.topicsMaxLength, `What the mentor will talk about must be at most ${MENTOR_LIMITS.topicsMaxLength} characters.`),
});
export type MentorSettingsInput = z.infer<typeof MentorSettingsInputSchema>;

/** `PUT /twin/mentor/status`: pause, stop or open again. */
export const MentorStatusInputSchema = z.object({ status: z.enum(MENTOR_STATUSES, { error: 'Status must be "open", "paused" or "stopped".' }) });
export type MentorStatusInput = z.infer<typeof MentorStatusInputSchema>;

export const MentorPlanSchema = z.object({
  status: z.enum(MENTOR_STATUSES),
  pricing: z.enum(MENTOR_PRICINGS),
  price_cents: z.number().int(),
  price_lamports: z.number().int().nullable(),
  wallet_address: z.string(),
  topics: z.string(),
  updated_at: z.string(),
});
export type MentorPlan = z.infer<typeof MentorPlanSchema>;

/** `GET /twin/mentor`: the caller's plan (null before one is opened) and whether their Engram may be one now. */
export const MentorSettingsAnswerSchema = z.object({
  plan: MentorPlanSchema.nullable(),
  /** Null when the Engram may be a paid mentor now; otherwise why not (not public, no payments on this server). */
  blocked_reason: z.string().nullable(),
  currency: z.string(),
  commission_percent: z.number().int(),
  methods: z.object({ stripe: z.boolean(), solana: z.boolean(), usdc: z.boolean() }),
});
export type MentorSettingsAnswer = z.infer<typeof MentorSettingsAnswerSchema>;

/** What a visitor's chat pass is now: from a payment made, until it ends (a conversation not begun has no end yet). */
export const MentorAccessSchema = z.object({
  pricing: z.enum(MENTOR_PRICINGS),
  ends_at: z.string().nullable().describe('When the chat bought ends; null for a conversation not begun yet.'),
});
export type MentorAccess = z.infer<typeof MentorAccessSchema>;

/** `GET /public/twins/{username}/mentor`: what the mentor sells, how it can be paid, and the caller's pass. */
export const MentorOfferSchema = z.object({
  status: z.enum(MENTOR_STATUSES),
  pricing: z.enum(MENTOR_PRICINGS),
  price_cents: z.number().int(),
  currency: z.string(),
  price_lamports: z.number().int().nullable(),
  topics: z.string(),
  methods: z.object({ stripe: z.boolean(), solana_sol: z.boolean(), solana_usdc: z.boolean() }),
  /** The signed-in caller's pass (null: none, or signed out); the owner and released heirs talk without one. */
  access: MentorAccessSchema.nullable(),
  needs_pass: z.boolean().describe('Whether this caller must buy a pass to chat now.'),
});
export type MentorOffer = z.infer<typeof MentorOfferSchema>;

/** `POST /public/twins/{username}/mentor/solana`: pay in SOL or USDC. */
export const MentorSolanaInputSchema = z.object({ token: z.enum(MENTOR_SOLANA_TOKENS, { error: 'Token must be "sol" or "usdc".' }) });

/** One transfer of a Solana payment: to whom, and how much in the token's smallest unit and as the wallet shows it. */
const SolanaLegSchema = z.object({ recipient: z.string(), amount_units: z.string(), amount: z.string() });

/** The transfer request: the owner's share (the `solana:` URL) and the operator's commission, in one transaction. */
export const MentorSolanaRequestSchema = z.object({
  payment_id: z.uuid(),
  token: z.enum(MENTOR_SOLANA_TOKENS),
  url: z.string().describe('The Solana Pay transfer request: recipient = the owner, the owner’s share, the reference, and for USDC its mint.'),
  transaction_url: z.string().describe('The same payment as a Solana Pay transaction request: the wallet asks this server for one transaction with both transfers.'),
  reference: z.string(),
  owner: SolanaLegSchema,
  commission: SolanaLegSchema,
  mint: z.string().nullable(),
});
export type MentorSolanaRequest = z.infer<typeof MentorSolanaRequestSchema>;

/** Solana Pay's transaction request: the wallet's account, which pays and signs. */
export const MentorTransactionInputSchema = z.object({ account: solanaAddressField('Account') });
export const MentorTransactionAnswerSchema = z.object({ transaction: z.string().describe('base64, unsigned; the wallet signs and sends it'), message: z.string() });
export const MentorTransactionLabelSchema = z.object({ label: z.string(), icon: z.string() });

export const MentorPaymentParamsSchema = TwinUsernameParamsSchema.extend({ id: z.uuid({ error: 'The payment id must be a UUID.' }) });

/** `POST /public/twins/{username}/mentor/solana/{id}/verify`: found on chain and paid, or not found yet. */
export const MentorSolanaVerifyAnswerSchema = z.object({
  status: z.enum(['pending', 'paid']),
  signature: z.string().nullable(),
  access: MentorAccessSchema.nullable(),
});
export type MentorSolanaVerifyAnswer = z.infer<typeof MentorSolanaVerifyAnswerSchema>;

/** One payment as its mentor's owner and the admin read it: gross, commission, the owner's share and its status. */
export const MentorPaymentSchema = z.object({
  id: z.uuid(),
  twin_username: z.string(),
  method: z.enum(['stripe', 'solana']),
  pricing: z.enum(MENTOR_PRICINGS),
  currency: z.string(),
  gross: z.number().int(),
  commission: z.number().int(),
  owner_share: z.number().int(),
  refunded: z.number().int(),
  status: z.enum(MENTOR_PAYMENT_STATUSES),
  owner_wallet: z.string().nullable(),
  signature: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type MentorPayment = z.infer<typeof MentorPaymentSchema>;

/** Totals per currency, in its smallest unit. */
const MentorTotalsSchema = z.array(z.object({ currency: z.string(), owed: z.number().int(), paid: z.number().int() }));

/** `GET /twin/mentor/payments`: what the owner earned, newest first. */
export const MentorEarningsAnswerSchema = z.object({ payments: z.array(MentorPaymentSchema), totals: MentorTotalsSchema });
export type MentorEarningsAnswer = z.infer<typeof MentorEarningsAnswerSchema>;

export const AdminMentorPayoutsQuerySchema = z.object({
  status: z.enum(['owed', 'paid', 'refunded', 'disputed', 'all'], { error: 'Status must be owed, paid, refunded, disputed or all.' }).default('owed'),
});

/** `GET /api/admin/mentor-payouts`: the Stripe payments whose owner share is owed (or paid, refunded, disputed). */
export const AdminMentorPayoutsAnswerSchema = z.object({
  payments: z.array(MentorPaymentSchema.extend({ owner_email: z.string().nullable() })),
  totals: MentorTotalsSchema,
});
export type AdminMentorPayoutsAnswer = z.infer<typeof AdminMentorPayoutsAnswerSchema>;

export const MentorPayoutParamsSchema = z.object({ id: z.uuid({ error: 'The payment id must be a UUID.' }) });
