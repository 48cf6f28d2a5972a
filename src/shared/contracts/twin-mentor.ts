// The mentor plan: an owner opens their public Engram as a paid mentor (price per conversation or per month, a Solana
// wallet for payouts, what it talks about); visitors pay through Stripe Checkout or a Solana Pay transfer request and
// get the paid chat; owners see what they earned and admins settle what Stripe payments owe them. Shared by the
// publish panel, the public page, the admin's payouts and the server's mentor routes.
import { z } from 'zod';
import { textField } from './text.ts';
import { TwinUsernameParamsSchema } from './twin-public.ts';

/** What one payment buys: one conversation, or a month of conversations. */
export const MENTOR_PRICINGS = ['conversation', 'month'] as const;
export type MentorPricing = (typeof MENTOR_PRICINGS)[number];

/** open: selling, the chat needs a pass; paused: not selling, pass holders still talk; stopped: the chat is free again. */
export const MENTOR_STATUSES = ['open', 'paused', 'stopped'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];

/** How long a conversation bought lasts from its first message. */
export const MENTOR_CONVERSATION_HOURS = 24;
/** How long a month bought lasts from its payment. */
export const MENTOR_MONTH_DAYS = 30;

export const MENTOR_LIMITS = {
  priceCents: { min: 100, max: 100_000 },
  /** 0.001 SOL to 1,000 SOL. */
  priceLamports: { min: 1_000_000, max: 1_000_000_000_000 },
  topicsMaxLength: 500,
} as const;

/** Lamports in one SOL; millionths in one USDC. */
export const LAMPORTS_PER_SOL = 1_000_000_000;
export const USDC_UNITS_PER_DOLLAR = 1_000_000;

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes a base58 text stands for, or null when a character is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const character of text) {
    let carry = BASE58_ALPHABET.indexOf(character);
    if (carry < 0) return null;
    for (let index = 0; index < bytes.length; index += 1) {
      carry += bytes[index]! * 58;
      bytes[index] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const character of text) {
    if (character !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/** A Solana public key as wallets show it: base58 of exactly 32 bytes (on the curve or not, as a program's address may be). */
export function isSolanaAddress(text: string): boolean {
  return text.length >= 32 && text.length <= 44 && decodeBase58(text)?.length === 32;
}

export const SOLANA_ADDRESS_MESSAGE = 'The wallet address must be a Solana public key: 32 bytes written in base58, as your wallet shows it.';

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

export const MENTOR_SOLANA_TOKENS = ['sol', 'usdc'] as const;
export type MentorSolanaToken = (typeof MENTOR_SOLANA_TOKENS)[number];

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

export const MENTOR_PAYMENT_STATUSES = ['pending', 'expired', 'refused', 'owed', 'paid', 'refunded', 'disputed'] as const;
export type MentorPaymentStatus = (typeof MENTOR_PAYMENT_STATUSES)[number];

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

/** The most payments one list answers. */
export const MENTOR_PAYMENTS_LIMIT = 200;

/** Totals per currency, in its smallest unit. */
const MentorTotalsSchema = z.array(z.object({ currency: z.string(), owed: z.number().int(), paid: z.number().int() }));

/** `GET /twin/mentor/payments`: what the owner earned, newest first. */
export const MentorEarningsAnswerSchema = z.object({ payments: z.array(MentorPaymentSchema), totals: MentorTotalsSchema });
export type MentorEarningsAnswer = z.infer<typeof MentorEarningsAnswerSchema>;

export const ADMIN_MENTOR_PAYOUTS_PATH = '/api/admin/mentor-payouts';

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

/** An amount in a payment's smallest unit as people read it: "$12.00", "0.25 SOL", "12.00 USDC". */
export function formatMentorAmount(units: number, currency: string): string {
  if (currency === 'sol') return `${trimZeros((units / LAMPORTS_PER_SOL).toFixed(9))} SOL`;
  if (currency === 'usdc') return `${(units / USDC_UNITS_PER_DOLLAR).toFixed(2)} USDC`;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(units / 100);
}

function trimZeros(decimal: string): string {
  return decimal.replace(/\.?0+$/, '');
}

/** The commission on `gross` at `percent`, rounded down, so the owner never gets less than their share. */
export function mentorCommission(gross: number, percent: number): number {
  return Math.floor((gross * percent) / 100);
}
