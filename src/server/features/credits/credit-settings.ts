// How many credits a new account starts with right now: the environment (WELCOME_CREDITS) wins, then what an admin
// saved on the Credits page (operator_settings, key `credits`), then DEFAULT_WELCOME_CREDITS. Read through a short
// cache that compares the saved version, so a save on any instance applies to the next registration everywhere.
import { z } from 'zod';
import { DEFAULT_WELCOME_CREDITS } from '../../../shared/contracts/admin-credits.ts';
import type { Config } from '../../config.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import type { WelcomeCreditsSource } from '../feature-deps.ts';

/** The operator_settings key of the Credits page's settings. */
export const CREDIT_SETTINGS_KEY = 'credits';

/** How long an instance trusts its copy before it looks at the saved version again. */
export const CREDIT_SETTINGS_CACHE_MS = 2000;

export const StoredCreditSettingsSchema = z.object({ welcomeCredits: z.number().int().min(0) });
export type StoredCreditSettings = z.infer<typeof StoredCreditSettingsSchema>;

/** The saved settings, or null when nothing (readable) is saved. */
export function parseStoredCreditSettings(value: unknown): StoredCreditSettings | null {
  const parsed = StoredCreditSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Environment over saved over default. */
export function resolveWelcomeCredits(config: Pick<Config, 'welcomeCredits'>, stored: StoredCreditSettings | null): number {
  return config.welcomeCredits ?? stored?.welcomeCredits ?? DEFAULT_WELCOME_CREDITS;
}

export function createWelcomeCreditsSource(config: Pick<Config, 'welcomeCredits'>, ttlMs = CREDIT_SETTINGS_CACHE_MS): WelcomeCreditsSource {
  let cached: { amount: number; version: number | null; checkedAt: number } | null = null;
  return {
    async get(db) {
      // Nothing saved can change what the environment sets.
      if (config.welcomeCredits !== undefined) return config.welcomeCredits;
      if (cached && Date.now() - cached.checkedAt < ttlMs) return cached.amount;
      const repository = createOperatorSettingsRepository(db);
      const version = await repository.findOperatorSettingVersion(CREDIT_SETTINGS_KEY);
      if (cached && cached.version === version) {
        cached.checkedAt = Date.now();
        return cached.amount;
      }
      const row = version === null ? null : await repository.findOperatorSetting(CREDIT_SETTINGS_KEY);
      const amount = resolveWelcomeCredits(config, row ? parseStoredCreditSettings(row.value) : null);
      cached = { amount, version: row?.version ?? null, checkedAt: Date.now() };
      return amount;
    },
    invalidate() {
      cached = null;
    },
  };
}
