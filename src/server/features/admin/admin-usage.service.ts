// The Usage page's rules: the last USAGE_DAYS days of sessions, credits and AI calls, a day with nothing counted as
// zero, and each model's tokens priced from the price table (operator_settings, key `prices`; the defaults below
// until an admin saves one). The built-in engine costs nothing; a model without a price has no estimate.
import { z } from 'zod';
import {
  AiPriceInputSchema,
  AI_PRICES_MAX_ROWS,
  USAGE_DAYS,
  type AdminUsage,
  type AiPrice,
  type AiPrices,
  type SaveAiPricesInputSchema,
  type UsageDay,
  type UsageModel,
  type UsageTask,
} from '../../../shared/contracts/admin-usage.ts';
import { createLimitsRepository, speechCharactersKey } from '../../db/limits.repository.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { countSessionsPerDay } from '../sessions/session-usage.repository.ts';
import { sumCreditsPerDay } from '../credits/credit-usage.repository.ts';
import { createAdminUsageRepository, type AiCallGroup } from './admin-usage.repository.ts';

/** The operator_settings key of the price table. */
export const AI_PRICES_KEY = 'prices';

/** Estimates from the providers' public price lists, in US dollars per million tokens; an admin edits them. */
export const DEFAULT_AI_PRICES: AiPrice[] = [
  { provider: 'openai', model: 'gpt-4o-mini', inputPerMillion: 0.15, outputPerMillion: 0.6 },
  { provider: 'openai', model: 'gpt-4o', inputPerMillion: 2.5, outputPerMillion: 10 },
  { provider: 'anthropic', model: 'claude-3-5-haiku-latest', inputPerMillion: 0.8, outputPerMillion: 4 },
  { provider: 'anthropic', model: 'claude-sonnet-4-0', inputPerMillion: 3, outputPerMillion: 15 },
];

const StoredPricesSchema = z.object({ prices: z.array(AiPriceInputSchema).max(AI_PRICES_MAX_ROWS) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC midnight that starts the first of the `USAGE_DAYS` days ending today, and every day's YYYY-MM-DD. */
export function usageWindow(now: Date): { since: Date; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (USAGE_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: USAGE_DAYS }, (_, index) => new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10));
  return { since, days };
}

/** Dollars for `tokens` at `perMillion`, kept to a hundredth of a cent so sums stay exact enough to read. */
function costOf(inputTokens: number, outputTokens: number, price: Pick<AiPrice, 'inputPerMillion' | 'outputPerMillion'>): number {
  return (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000;
}

const roundCost = (dollars: number) => Math.round(dollars * 10_000) / 10_000;

export function createAdminUsageService({ config, database }: Pick<FeatureDeps, 'config' | 'database'>, clock: () => Date = () => new Date()) {
  const settings = createOperatorSettingsRepository(database.db);
  const limits = createLimitsRepository(database.db);
  const repository = createAdminUsageRepository(database.db);

  async function readPrices(): Promise<AiPrices> {
    const row = await settings.findOperatorSetting(AI_PRICES_KEY);
    const parsed = row ? StoredPricesSchema.safeParse(row.value) : null;
    if (!row || !parsed?.success) return { prices: DEFAULT_AI_PRICES, isDefault: true, updatedAt: null };
    return { prices: parsed.data.prices, isDefault: false, updatedAt: row.updatedAt.toISOString() };
  }

  /** The price of a model: 0 for the built-in engine, the table's row, or null when it has none. */
  function priceFinder(prices: AiPrice[]) {
    const byModel = new Map(prices.map((price) => [`${price.provider}\n${price.model}`, price]));
    return (provider: string, model: string) => (provider === 'offline' || provider === 'local' ? { inputPerMillion: 0, outputPerMillion: 0 } : (byModel.get(`${provider}\n${model}`) ?? null));
  }

  function summariseAi(groups: AiCallGroup[], prices: AiPrice[]) {
    const priceOf = priceFinder(prices);
    const tasks = new Map<string, UsageTask>();
    const models = new Map<string, UsageModel>();
    for (const group of groups) {
      const price = priceOf(group.provider, group.model);
      const cost = price ? costOf(group.inputTokens, group.outputTokens, price) : null;
      const task = tasks.get(group.task) ?? { task: group.task, taskGroup: group.taskGroup, calls: 0, failures: 0, inputTokens: 0, outputTokens: 0, estimatedCost: null };
      task.calls += group.calls;
      task.failures += group.failures;
      task.inputTokens += group.inputTokens;
      task.outputTokens += group.outputTokens;
      if (cost !== null) task.estimatedCost = (task.estimatedCost ?? 0) + cost;
      tasks.set(group.task, task);

      const key = `${group.provider}\n${group.model}`;
      const model = models.get(key) ?? {
        provider: group.provider,
        model: group.model,
        calls: 0,
        failures: 0,
        callsWithoutTokens: 0,
        inputTokens: 0,
        outputTokens: 0,
        inputPerMillion: price?.inputPerMillion ?? null,
        outputPerMillion: price?.outputPerMillion ?? null,
        estimatedCost: price ? 0 : null,
      };
      model.calls += group.calls;
      model.failures += group.failures;
      model.callsWithoutTokens += group.callsWithoutTokens;
      model.inputTokens += group.inputTokens;
      model.outputTokens += group.outputTokens;
      models.set(key, model);
    }
    // A model's cost from its summed tokens, so the figure is the table's arithmetic on the figures beside it.
    for (const model of models.values()) {
      const price = priceOf(model.provider, model.model);
      model.estimatedCost = price ? roundCost(costOf(model.inputTokens, model.outputTokens, price)) : null;
    }
    for (const task of tasks.values()) task.estimatedCost = task.estimatedCost === null ? null : roundCost(task.estimatedCost);
    return {
      tasks: [...tasks.values()].sort((a, b) => b.calls - a.calls || a.task.localeCompare(b.task)),
      models: [...models.values()].sort((a, b) => b.calls - a.calls || a.model.localeCompare(b.model)),
    };
  }

  return {
    async getUsage(): Promise<AdminUsage> {
      const { since, days } = usageWindow(clock());
      const [sessions, credits, groups, { prices }, spoken] = await Promise.all([
        countSessionsPerDay(database.db, since),
        sumCreditsPerDay(database.db, since),
        repository.sumAiCalls(since),
        readPrices(),
        // Today's counts are the open windows of the speech budget (they close at midnight UTC).
        limits.listWindowCounts(speechCharactersKey(''), 1),
      ]);
      const byDay = new Map<string, UsageDay>(days.map((day) => [day, { day, sessions: 0, creditsSpent: 0, creditsGranted: 0, aiCalls: 0, aiCallsByTask: {} }]));
      for (const row of sessions) {
        const day = byDay.get(row.day);
        if (day) day.sessions = row.sessions;
      }
      for (const row of credits) {
        const day = byDay.get(row.day);
        if (day) Object.assign(day, { creditsSpent: row.spent, creditsGranted: row.granted });
      }
      for (const group of groups) {
        const day = byDay.get(group.day);
        if (!day) continue;
        day.aiCalls += group.calls;
        day.aiCallsByTask[group.task] = (day.aiCallsByTask[group.task] ?? 0) + group.calls;
      }
      const { tasks, models } = summariseAi(groups, prices);
      const dayList = [...byDay.values()];
      const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);
      return {
        from: days[0] ?? '',
        to: days.at(-1) ?? '',
        days: dayList,
        tasks,
        models,
        totals: {
          sessions: sum(dayList, (day) => day.sessions),
          creditsSpent: sum(dayList, (day) => day.creditsSpent),
          creditsGranted: sum(dayList, (day) => day.creditsGranted),
          aiCalls: sum(models, (model) => model.calls),
          failures: sum(models, (model) => model.failures),
          inputTokens: sum(models, (model) => model.inputTokens),
          outputTokens: sum(models, (model) => model.outputTokens),
          estimatedCost: roundCost(sum(models, (model) => model.estimatedCost ?? 0)),
          unpricedCalls: sum(models, (model) => (model.estimatedCost === null ? model.calls : 0)),
        },
        speechToday: {
          characters: spoken.total,
          speakers: spoken.keys,
          mostByOneSpeaker: spoken.largest[0]?.count ?? 0,
          charactersPerSpeaker: config.speech.charactersPerDay,
        },
      };
    },

    getPrices: readPrices,

    async savePrices(input: z.output<typeof SaveAiPricesInputSchema>): Promise<AiPrices> {
      await settings.saveOperatorSetting(AI_PRICES_KEY, { prices: input.prices });
      return readPrices();
    },
  };
}
