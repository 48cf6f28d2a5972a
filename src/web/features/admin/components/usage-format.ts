// How the Usage page words its figures: counts, dollars, days, task and model names.
import { AI_PROVIDER_LABELS, type AiProvider } from '@shared/contracts/admin.ts';
import { capitalize } from '@shared/text.ts';

const numbers = new Intl.NumberFormat('en');
export const formatNumber = (value: number) => numbers.format(value);

/** Dollars, with four decimals below a cent so small figures do not read as zero. */
export function formatCost(dollars: number | null): string {
  if (dollars === null) return 'No price';
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: dollars > 0 && dollars < 0.01 ? 4 : 2 }).format(dollars);
}

/** "Mar 4" for 2025-03-04 (days are UTC). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "character-reply" → "Character reply". */
export function taskLabel(task: string): string {
  return capitalize(task.replaceAll('-', ' '));
}

function providerLabel(provider: string): string {
  return provider in AI_PROVIDER_LABELS ? AI_PROVIDER_LABELS[provider as AiProvider] : provider;
}

export function modelLabel(model: { provider: string; model: string }): string {
  return model.provider === 'offline' ? 'Built-in engine' : `${providerLabel(model.provider)}: ${model.model}`;
}

