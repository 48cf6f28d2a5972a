// The Engram's plans and prices: the package, storage by the gigabyte, the mentor commission and the launch offer, as
// the operator sets them on the admin Credits page; what the landing page, the onboarding and the Credits page read;
// buying the package and storage through Stripe Checkout, and the receipts. Shared by those pages and the server.
import { z } from 'zod';

/** The admin API of the plans (GET and PUT). */
export const ADMIN_PLANS_API_PATH = '/api/admin/plans';
/** The public prices and the places left in the launch offer (no sign-in). */
export const PUBLIC_PLANS_PATH = '/plans';

/** One gigabyte as the locker and the storage blocks count it. */
export const BYTES_PER_GB = 1024 * 1024 * 1024;
/** The most gigabytes one checkout may buy. */
export const STORAGE_GB_PER_PURCHASE_MAX = 100;

/** Without Stripe set up: the package is free on this server, or the Engram's paid parts are closed. */
export const WITHOUT_PAYMENTS_MODES = ['free', 'closed'] as const;
export type WithoutPaymentsMode = (typeof WITHOUT_PAYMENTS_MODES)[number];

/** The specification's figures: what a server starts with before the operator saves anything. */
export const DEFAULT_PLAN_SETTINGS = {
  packagePriceCents: 9900,
  storagePricePerGbCents: 99,
  mentorCommissionPercent: 20,
  launchDiscountPercent: 50,
  launchPlaces: 500,
  withoutPayments: 'free',
} as const satisfies PlanSettings;

/** The bounds the admin page and the API enforce (Stripe charges at least 0.50 in most currencies). */
export const PLAN_LIMITS = {
  packagePriceCents: { min: 100, max: 1_000_000 },
  storagePricePerGbCents: { min: 50, max: 100_000 },
  mentorCommissionPercent: { min: 0, max: 90 },
  launchDiscountPercent: { min: 0, max: 90 },
  launchPlaces: { min: 0, max: 1_000_000 },
} as const;

function money(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be an amount in cents from ${min} to ${max} (${(min / 100).toFixed(2)} to ${(max / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}).`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

function whole(label: string, unit: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be a whole number of ${unit} from ${min} to ${max.toLocaleString('en-US')}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The plans as the operator saves them (PUT /api/admin/plans); every field is required. */
export const PlanSettingsSchema = z.object({
  packagePriceCents: money('The Engram package price', PLAN_LIMITS.packagePriceCents),
  storagePricePerGbCents: money('The storage price per GB', PLAN_LIMITS.storagePricePerGbCents),
  mentorCommissionPercent: whole('The mentor commission', 'percent', PLAN_LIMITS.mentorCommissionPercent),
  launchDiscountPercent: whole('The launch discount', 'percent', PLAN_LIMITS.launchDiscountPercent),
  launchPlaces: whole('The launch offer', 'registrations', PLAN_LIMITS.launchPlaces),
  withoutPayments: z.enum(WITHOUT_PAYMENTS_MODES, { error: `Without payments must be one of ${WITHOUT_PAYMENTS_MODES.join(', ')}.` }),
});
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;

/** `GET /api/admin/plans`: the plans in force, with the defaults and how the server takes payments. */
export const AdminPlanSettingsAnswerSchema = z.object({
  settings: PlanSettingsSchema,
  defaults: PlanSettingsSchema,
  currency: z.string(),
  isStripeConfigured: z.boolean(),
  registrations: z.number().int(),
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminPlanSettingsAnswer = z.infer<typeof AdminPlanSettingsAnswerSchema>;

/** How the package is had on this server: bought through Stripe, free, or not at all. */
export const PLAN_PAYMENT_MODES = ['stripe', 'free', 'closed'] as const;
export type PlanPaymentMode = (typeof PLAN_PAYMENT_MODES)[number];

/** `GET /plans`: the prices every page shows, and the launch offer while places are left (null once none are). */
export const PublicPlansAnswerSchema = z.object({
  currency: z.string(),
  payments: z.enum(PLAN_PAYMENT_MODES),
  package: z.object({ price_cents: z.number().int(), included_gb: z.number() }),
  storage: z.object({ price_per_gb_cents: z.number().int() }),
  mentor_commission_percent: z.number().int(),
  launch: z
    .object({ discount_percent: z.number().int(), price_cents: z.number().int(), places: z.number().int(), places_left: z.number().int() })
    .nullable()
    .describe('The launch offer while places are left; null when it has ended or none is set.'),
});
export type PublicPlansAnswer = z.infer<typeof PublicPlansAnswerSchema>;

export const PLAN_ITEMS = ['package', 'storage'] as const;
export type PlanItem = (typeof PLAN_ITEMS)[number];

/** What a receipt says of its payment now. */
export const RECEIPT_STATUSES = ['pending', 'paid', 'partly_refunded', 'refunded', 'disputed', 'expired'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const PlanReceiptSchema = z.object({
  id: z.uuid(),
  item: z.enum(PLAN_ITEMS),
  /** Gigabytes for storage; 1 for the package. */
  quantity: z.number().int(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PlanReceipt = z.infer<typeof PlanReceiptSchema>;

/** `GET /plans/mine`: whether the person holds the package, their storage, what the package costs them, their receipts. */
export const MyPlanAnswerSchema = z.object({
  has_package: z.boolean(),
  /** How the person holds it: bought, free on this server, or not at all. */
  package_source: z.enum(['purchase', 'free', 'none']),
  package_price_cents: z.number().int().describe('What the package costs this person now: the launch price when their registration is among the first places.'),
  is_launch_price: z.boolean(),
  storage: z.object({ included_bytes: z.number().int(), bought_bytes: z.number().int(), allowance_bytes: z.number().int() }),
  receipts: z.array(PlanReceiptSchema),
});
export type MyPlanAnswer = z.infer<typeof MyPlanAnswerSchema>;

/** `POST /plans/checkout`: the package, or a number of 1 GB storage blocks. */
export const PlanCheckoutInputSchema = z.discriminatedUnion(
  'item',
  [
    z.object({ item: z.literal('package') }),
    z.object({
      item: z.literal('storage'),
      gb: whole('Storage', 'gigabytes', { min: 1, max: STORAGE_GB_PER_PURCHASE_MAX }),
    }),
  ],
  { error: 'The item must be "package" or "storage" (with gb).' },
);
export type PlanCheckoutInput = z.infer<typeof PlanCheckoutInputSchema>;

/** "$99.00": an amount in cents in the currency. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The launch price of the package: the discount taken off, rounded to the cent. */
export function launchPriceCents(settings: Pick<PlanSettings, 'packagePriceCents' | 'launchDiscountPercent'>): number {
  return Math.round((settings.packagePriceCents * (100 - settings.launchDiscountPercent)) / 100);
}
