// The mentor plan's limits, lists and arithmetic, without zod: the public page's offer imports these and loads no schema.
// The schemas are in twin-mentor.ts.

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

export const MENTOR_SOLANA_TOKENS = ['sol', 'usdc'] as const;
export type MentorSolanaToken = (typeof MENTOR_SOLANA_TOKENS)[number];

export const MENTOR_PAYMENT_STATUSES = ['pending', 'expired', 'refused', 'owed', 'paid', 'refunded', 'disputed'] as const;
export type MentorPaymentStatus = (typeof MENTOR_PAYMENT_STATUSES)[number];

/** The most payments one list answers. */
export const MENTOR_PAYMENTS_LIMIT = 200;

export const ADMIN_MENTOR_PAYOUTS_PATH = '/api/admin/mentor-payouts';

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
