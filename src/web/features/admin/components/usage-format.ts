// How the Usage page words its figures: counts, dollars, days, task and model names, in the interface's language.
import { capitalize } from '@shared/text.ts';
import { formatDate, formatNumber as formatLocalNumber } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';

export const formatNumber = (value: number) => formatLocalNumber(value);

/** Dollars, with four decimals below a cent so small figures do not read as zero. */
export function formatCost(dollars: number | null): string {
  if (dollars === null) return i18n.t('admin.usageFigures.noPrice');
  return formatLocalNumber(dollars, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: dollars > 0 && dollars < 0.01 ? 4 : 2 });
}

/** "Mar 4" for 2025-03-04 in English, "4 Mar" in Indonesian (days are UTC). */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "character-reply" → "Character reply": the task's own name, as the server and its logs call it. */
export function taskLabel(task: string): string {
  return capitalize(task.replaceAll('-', ' '));
}

/** A provider as the AI page names it: the built-in engine and the local model in the reader's language. */
export function providerLabel(provider: string): string {
  switch (provider) {
    case 'offline':
      return i18n.t('admin.aiForm.providers.offline');
    case 'local':
      return i18n.t('admin.aiForm.providers.local');
    case 'openai-compatible':
      return i18n.t('admin.aiForm.providers.openaiCompatible');
    case 'openai':
      return 'OpenAI';
    case 'anthropic':
      return 'Anthropic';
    case 'ollama':
      return 'Ollama';
    default:
      return provider;
  }
}

export function modelLabel(model: { provider: string; model: string }): string {
  return model.provider === 'offline' ? i18n.t('admin.usageFigures.builtIn') : `${providerLabel(model.provider)}: ${model.model}`;
}
