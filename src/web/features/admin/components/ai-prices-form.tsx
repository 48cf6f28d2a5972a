// The price table behind the Usage page's cost estimates: a row per provider and model, in dollars per million tokens.
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { AI_PRICES_MAX_ROWS, PRICED_AI_PROVIDERS, SaveAiPricesInputSchema, type AiPrices, type PricedAiProvider } from '@shared/contracts/admin-usage.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAiPrices } from '@/features/admin/api/admin-usage.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

interface PriceRow {
  provider: PricedAiProvider;
  model: string;
  inputPerMillion: string;
  outputPerMillion: string;
}

const rowsOf = (prices: AiPrices): PriceRow[] =>
  prices.prices.map((price) => ({ provider: price.provider, model: price.model, inputPerMillion: String(price.inputPerMillion), outputPerMillion: String(price.outputPerMillion) }));

/** A typed price as a number; an empty field is not a price (the schema says so). */
const priceOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function AiPricesForm({ prices }: { prices: AiPrices }) {
  const { t } = useTranslation();
  const providerLabels: Record<PricedAiProvider, string> = {
    openai: 'OpenAI',
    anthropic: 'Anthropic',
    'openai-compatible': t('admin.aiForm.providers.openaiCompatible'),
    ollama: 'Ollama',
  };
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(prices));
  const save = useSaveAiPrices();
  const idPrefix = useId();
  useEffect(() => setRows(rowsOf(prices)), [prices]);

  const update = (index: number, patch: Partial<PriceRow>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveAiPricesInputSchema.safeParse({
      prices: rows.map((row) => ({ ...row, inputPerMillion: priceOf(row.inputPerMillion), outputPerMillion: priceOf(row.outputPerMillion) })),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? t('admin.prices.check'));
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => toast.success(t('admin.prices.saved')), onError: (error) => toast.error(error.message) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card p-4 sm:p-5" aria-labelledby={`${idPrefix}-title`} data-testid="usage-prices">
      <h2 id={`${idPrefix}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('admin.prices.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{prices.isDefault ? t('admin.prices.introDefault') : t('admin.prices.introSaved')}</p>
      <ul className="mt-4 space-y-3">
        {rows.map((row, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <li key={index} className="grid grid-cols-2 items-end gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_7rem_7rem_auto] dark:border-slate-700">
              <div>
                <label htmlFor={`${id}-provider`} className="field-label">
                  {t('admin.aiForm.provider')}
                </label>
                <select id={`${id}-provider`} className="field-input mt-1 w-full" value={row.provider} onChange={(event) => update(index, { provider: event.target.value as PricedAiProvider })}>
                  {PRICED_AI_PROVIDERS.map((provider) => (
                    <option key={provider} value={provider}>
                      {providerLabels[provider]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-model`} className="field-label">
                  {t('admin.usageFigures.model')}
                </label>
                <input id={`${id}-model`} className="field-input mt-1 w-full" value={row.model} onChange={(event) => update(index, { model: event.target.value })} />
              </div>
              <div>
                <label htmlFor={`${id}-input`} className="field-label">
                  {t('admin.prices.input')}
                </label>
                <input id={`${id}-input`} className="field-input mt-1 w-full" type="number" min={0} step="any" inputMode="decimal" value={row.inputPerMillion} onChange={(event) => update(index, { inputPerMillion: event.target.value })} />
              </div>
              <div>
                <label htmlFor={`${id}-output`} className="field-label">
                  {t('admin.prices.output')}
                </label>
                <input id={`${id}-output`} className="field-input mt-1 w-full" type="number" min={0} step="any" inputMode="decimal" value={row.outputPerMillion} onChange={(event) => update(index, { outputPerMillion: event.target.value })} />
              </div>
              <button
                type="button"
                className="btn-secondary justify-self-start"
                aria-label={row.model ? t('admin.prices.removeNamed', { model: row.model }) : t('admin.prices.remove')}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      {rows.length === 0 ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('admin.prices.none')}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={rows.length >= AI_PRICES_MAX_ROWS}
          onClick={() => setRows((current) => [...current, { provider: 'openai', model: '', inputPerMillion: '', outputPerMillion: '' }])}
        >
          <Plus className="size-4" aria-hidden />
          {t('admin.prices.add')}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('admin.settings.saving') : t('admin.prices.save')}
        </button>
      </div>
    </form>
  );
}
