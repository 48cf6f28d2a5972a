// The Usage page of the operator's console (/admin/usage): its figures for the last days and the editable price
// table its cost estimates come from. Shared by the server routes and the web page.
import { z } from 'zod';
import { AI_MODEL_MAX_LENGTH, AI_PROVIDERS } from './admin.ts';
import { textField } from './text.ts';

/** How many days the page shows, today included. */
export const USAGE_DAYS = 30;

/** Providers a price can be set for: the built-in engine and a local model on this machine cost nothing. */
export const PRICED_AI_PROVIDERS = AI_PROVIDERS.filter((provider) => provider !== 'offline' && provider !== 'local') as Exclude<(typeof AI_PROVIDERS)[number], 'offline' | 'local'>[];
export type PricedAiProvider = (typeof PRICED_AI_PROVIDERS)[number];

export const AI_PRICES_MAX_ROWS = 50;
/** US dollars per million tokens; far above any model's price, to catch a price typed per token by mistake. */
export const AI_PRICE_MAX_PER_MILLION = 1000;

const priceField = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(AI_PRICE_MAX_PER_MILLION, `${label} is at most ${AI_PRICE_MAX_PER_MILLION} dollars per million tokens.`);

export const AiPriceInputSchema = z.object({
  provider: z.enum(PRICED_AI_PROVIDERS, { error: 'Choose the provider of each price: OpenAI, Anthropic, Ollama or OpenAI-compatible.' }),
  model: textField('Model').trim().min(1, 'Type the model name of each price.').max(AI_MODEL_MAX_LENGTH, `A model name has at most ${AI_MODEL_MAX_LENGTH} characters.`),
  /** US dollars per million input (prompt) tokens. */
  inputPerMillion: priceField('An input price'),
  /** US dollars per million output (completion) tokens. */
  outputPerMillion: priceField('An output price'),
});
export type AiPrice = z.output<typeof AiPriceInputSchema>;

export const SaveAiPricesInputSchema = z.object({
  prices: z
    .array(AiPriceInputSchema, { error: 'Send the prices as a list.' })
    .max(AI_PRICES_MAX_ROWS, `At most ${AI_PRICES_MAX_ROWS} prices.`)
    .superRefine((prices, context) => {
      const seen = new Set<string>();
      for (const [index, price] of prices.entries()) {
        const key = `${price.provider}\n${price.model}`;
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'model'], message: `The price of ${price.model} is listed twice.` });
        seen.add(key);
      }
    }),
});
export type SaveAiPricesInput = z.input<typeof SaveAiPricesInputSchema>;

export const AiPricesSchema = z.object({
  prices: z.array(AiPriceInputSchema),
  /** True until an admin saves: the prices are the product's own estimates. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AiPrices = z.infer<typeof AiPricesSchema>;

const count = z.number().int().nonnegative();
/** US dollars; null where no price is known for the model. */
const cost = z.number().nonnegative().nullable();

export const UsageDaySchema = z.object({
  /** YYYY-MM-DD, in UTC. */
  day: z.string(),
  sessions: count,
  creditsSpent: count,
  /** Welcome credits, grants, purchases and refunds. */
  creditsGranted: count,
  aiCalls: count,
  /** Calls per task that day, by task name. */
  aiCallsByTask: z.record(z.string(), count),
});

export const UsageTaskSchema = z.object({
  task: z.string(),
  taskGroup: z.string().nullable(),
  calls: count,
  failures: count,
  inputTokens: count,
  outputTokens: count,
  /** Null when none of the task's calls went to a model with a price. */
  estimatedCost: cost,
});

export const UsageModelSchema = z.object({
  provider: z.string(),
  model: z.string(),
  calls: count,
  failures: count,
  /** Calls for which the provider reported no token counts (always all of the built-in engine's). */
  callsWithoutTokens: count,
  inputTokens: count,
  outputTokens: count,
  inputPerMillion: z.number().nullable(),
  outputPerMillion: z.number().nullable(),
  /** 0 for the built-in engine; null when the price table has no row for the model. */
  estimatedCost: cost,
});

export const AdminUsageSchema = z.object({
  /** The first and last day shown, YYYY-MM-DD in UTC. */
  from: z.string(),
  to: z.string(),
  days: z.array(UsageDaySchema),
  tasks: z.array(UsageTaskSchema),
  models: z.array(UsageModelSchema),
  totals: z.object({
    sessions: count,
    creditsSpent: count,
    creditsGranted: count,
    aiCalls: count,
    failures: count,
    inputTokens: count,
    outputTokens: count,
    /** The sum over the models with a price. */
    estimatedCost: z.number().nonnegative(),
    /** Calls to models without a price, left out of `estimatedCost`. */
    unpricedCalls: count,
  }),
  /** Speech synthesised today (UTC), counted against each speaker's daily budget: accounts, and visitors by address. */
  speechToday: z.object({
    characters: count,
    speakers: count,
    /** The most characters one speaker has had spoken today. */
    mostByOneSpeaker: count,
    /** SPEECH_CHARACTERS_PER_DAY: each speaker's budget. */
    charactersPerSpeaker: count,
  }),
});
export type AdminUsage = z.infer<typeof AdminUsageSchema>;
export type UsageDay = z.infer<typeof UsageDaySchema>;
export type UsageTask = z.infer<typeof UsageTaskSchema>;
export type UsageModel = z.infer<typeof UsageModelSchema>;
