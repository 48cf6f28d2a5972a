// The Credits admin page's rules: grants to anyone (a positive, bounded amount with a reason the person reads), the
// ledger of every account, and the welcome credits, which the server's environment (WELCOME_CREDITS) may fix.
import type { FastifyBaseLogger } from 'fastify';
import {
  CREDIT_LEDGER_PAGE_SIZE,
  DEFAULT_WELCOME_CREDITS,
  type AdminCreditGrantAnswer,
  type AdminCreditGrantInputSchema,
  type AdminCreditLedgerAnswer,
  type AdminCreditLedgerQuery,
  type AdminCreditSettings,
  type SaveAdminCreditSettingsInput,
} from '../../../shared/contracts/admin-credits.ts';
import { creditsText } from '../../../shared/contracts/credits.ts';
import type { z } from 'zod';
import type { AccessClaims } from '../../auth/tokens.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { CREDIT_SETTINGS_KEY, parseStoredCreditSettings, resolveWelcomeCredits } from './credit-settings.ts';
import { createCreditsRepository } from './credits.repository.ts';
import type { CreditsService } from './credits.service.ts';

export const WELCOME_CREDITS_FROM_ENVIRONMENT = "Welcome credits are set by the server's environment (WELCOME_CREDITS) and cannot be changed here.";
export const LEDGER_MARKER_GONE = 'The page marker is not valid: start again from the newest entries.';

export function createAdminCreditsService(
  { config, database, welcomeCredits, credits: ledgerService }: Pick<FeatureDeps, 'config' | 'database' | 'welcomeCredits'> & { credits: Pick<CreditsService, 'publishBalance'> },
  log?: Pick<FastifyBaseLogger, 'info'>,
) {
  const ledger = createCreditsRepository(database.db);
  const settings = createOperatorSettingsRepository(database.db);

  return {
    /** Adds credits to one account; its open pages hear the new balance. */
    async grant(caller: AccessClaims, input: z.output<typeof AdminCreditGrantInputSchema>): Promise<AdminCreditGrantAnswer> {
      const account = await ledger.findAccount(input.userId);
      if (!account) throw notFound('Account not found: it may have been deleted.');
      const balance = await ledger.addCreditEntry({ userId: account.id, amount: input.amount, reason: input.reason, kind: 'grant' });
      if (balance === undefined) throw notFound('Account not found: it may have been deleted.');
      await ledgerService.publishBalance(account.id, balance);
      log?.info({ adminId: caller.userId, userId: account.id, amount: input.amount }, 'an admin granted credits');
      return {
        data: { userId: account.id, name: account.name, email: account.email, amount: input.amount, balance },
        message: `Granted ${creditsText(input.amount)} to ${account.name}. Their balance is now ${creditsText(balance)}.`,
      };
    },

    /** One page of every account's ledger, newest first. */
    async listLedger(query: AdminCreditLedgerQuery): Promise<AdminCreditLedgerAnswer> {
      const rows = await ledger.listLedgerEntries({ search: query.q, kind: query.kind, before: query.before, limit: CREDIT_LEDGER_PAGE_SIZE + 1 });
      if (!rows) throw badRequest(LEDGER_MARKER_GONE);
      const page = rows.slice(0, CREDIT_LEDGER_PAGE_SIZE);
      return { data: page, nextBefore: rows.length > CREDIT_LEDGER_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
    },

    async getSettings(): Promise<AdminCreditSettings> {
      const row = await settings.findOperatorSetting(CREDIT_SETTINGS_KEY);
      return {
        welcomeCredits: { value: resolveWelcomeCredits(config, row ? parseStoredCreditSettings(row.value) : null), isFromEnvironment: config.welcomeCredits !== undefined },
        defaultWelcomeCredits: DEFAULT_WELCOME_CREDITS,
        version: row?.version ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    /** Saves the welcome credits; the next registration on every instance uses them. */
    async saveSettings(caller: AccessClaims, input: SaveAdminCreditSettingsInput): Promise<AdminCreditSettings> {
      if (config.welcomeCredits !== undefined) throw badRequest(WELCOME_CREDITS_FROM_ENVIRONMENT);
      await settings.saveOperatorSetting(CREDIT_SETTINGS_KEY, { welcomeCredits: input.welcomeCredits });
      welcomeCredits.invalidate();
      log?.info({ adminId: caller.userId, welcomeCredits: input.welcomeCredits }, 'an admin set the welcome credits');
      return this.getSettings();
    },
  };
}
