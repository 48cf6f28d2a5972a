// Credits: what a new account starts with, and buying packages through Stripe Checkout.
import { z } from 'zod';
import { httpUrl, numberFromString, optionalString } from './env-fields.ts';

export interface CreditPackageSetting {
  credits: number;
  /** The price in the currency's smallest unit. */
  amountCents: number;
}

/**
 * CREDIT_PACKAGES: "credits:price" pairs separated by commas, such as "50:9.00,200:29.00". Answers the packages, or
 * the problem to report.
 */
export function parseCreditPackages(text: string): CreditPackageSetting[] | string {
  const packages: CreditPackageSetting[] = [];
  for (const part of text.split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^(\d{1,7}):(\d{1,6})(?:\.(\d{1,2}))?$/.exec(part);
    if (!match) return `"${part}" is not credits:price (e.g. 50:9.00)`;
    const credits = Number(match[1]);
    const amountCents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
    if (credits < 1 || credits > 1_000_000) return `"${part}": credits must be from 1 to 1,000,000`;
    if (amountCents < 50) return `"${part}": the price must be at least 0.50`;
    if (packages.some((item) => item.credits === credits)) return `"${part}": two packages have ${credits} credits`;
    packages.push({ credits, amountCents });
  }
  if (packages.length === 0) return 'must list at least one package, e.g. 50:9.00,200:29.00';
  if (packages.length > 10) return 'must list at most 10 packages';
  return packages.sort((a, b) => a.credits - b.credits);
}

export const CreditsEnvSchema = z.object({
  WELCOME_CREDITS: numberFromString().int().min(0).max(1_000_000).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  CREDIT_PACKAGES: optionalString,
  STRIPE_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'must be a three-letter currency code such as usd or eur')
    .default('usd'),
  STRIPE_API_BASE: httpUrl(),
});

type CreditsEnv = z.infer<typeof CreditsEnvSchema>;

export type CreditsConfig = {
  /**
   * Credits a new account starts with (one "Welcome credits" ledger entry; none when 0), when WELCOME_CREDITS sets it;
   * undefined lets the Credits admin page decide (features/credits/credit-settings.ts).
   */
  welcomeCredits: number | undefined;
  /**
   * Payments through Stripe Checkout (credit packages, and the Engram's plans); null unless STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET are both set. `packages` is empty without CREDIT_PACKAGES. `apiBase` points the Stripe client at another server (tests); unset is Stripe's.
   */
  payments: {
    secretKey: string;
    webhookSecret: string;
    currency: string;
    packages: CreditPackageSetting[];
    apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
  } | null;
};

export function creditsProblems(e: CreditsEnv): string[] {
  const problems: string[] = [];
  // Half a payment setup would take money without granting what was bought. CREDIT_PACKAGES is optional: without it
  // Stripe sells only the Engram's plans (features/plans).
  const stripeSettings = { STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET };
  const missingStripe = Object.entries(stripeSettings).filter(([, value]) => !value).map(([name]) => name);
  if (missingStripe.length === 1) {
    const [missing] = missingStripe;
    const other = Object.keys(stripeSettings).find((name) => name !== missing);
    problems.push(`${missing}: is required when ${other} is set (purchases through Stripe need both)`);
  }
  if (e.CREDIT_PACKAGES && missingStripe.length === 2) problems.push('CREDIT_PACKAGES: needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (packages are sold through Stripe)');
  const creditPackages = e.CREDIT_PACKAGES ? parseCreditPackages(e.CREDIT_PACKAGES) : undefined;
  if (typeof creditPackages === 'string') problems.push(`CREDIT_PACKAGES: ${creditPackages}`);
  return problems;
}

export function readCreditsConfig(e: CreditsEnv): CreditsConfig {
  const creditPackages = e.CREDIT_PACKAGES ? parseCreditPackages(e.CREDIT_PACKAGES) : undefined;
  const stripeApiBase = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  return {
    welcomeCredits: e.WELCOME_CREDITS,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && typeof creditPackages !== 'string'
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            currency: e.STRIPE_CURRENCY,
            packages: creditPackages ?? [],
            apiBase: stripeApiBase
              ? {
                  protocol: stripeApiBase.protocol === 'http:' ? 'http' : 'https',
                  host: stripeApiBase.hostname,
                  port: Number(stripeApiBase.port || (stripeApiBase.protocol === 'http:' ? 80 : 443)),
                }
              : undefined,
          }
        : null,
  };
}
