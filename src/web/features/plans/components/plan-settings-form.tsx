// The operator's plans: the Engram package price, storage per GB, the mentor commission, the launch offer, and what a
// server without Stripe does. Checked with the shared schema before saving; the server checks again (400 with the bounds).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { launchPriceCents, PlanSettingsSchema, type AdminPlanSettingsAnswer, type PlanSettings } from '@shared/contracts/plans.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminPlans } from '@/features/plans/api/admin-plans.ts';
import { formatMoney, formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

type Draft = Record<'packagePrice' | 'storagePrice' | 'mentorCommission' | 'launchDiscount' | 'launchPlaces', string> & { withoutPayments: PlanSettings['withoutPayments'] };

const toDraft = (settings: PlanSettings): Draft => ({
  packagePrice: (settings.packagePriceCents / 100).toFixed(2),
  storagePrice: (settings.storagePricePerGbCents / 100).toFixed(2),
  mentorCommission: String(settings.mentorCommissionPercent),
  launchDiscount: String(settings.launchDiscountPercent),
  launchPlaces: String(settings.launchPlaces),
  withoutPayments: settings.withoutPayments,
});

/** "99", "0.99", "1,200.50" → cents; NaN when it is not an amount. */
function centsOf(text: string): number {
  const cleaned = text.replace(/[\s,$€£]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

const numberOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function PlanSettingsForm({ answer }: { answer: AdminPlanSettingsAnswer }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(answer.settings));
  const save = useSaveAdminPlans();
  const id = useId();
  useEffect(() => setDraft(toDraft(answer.settings)), [answer.settings]);

  const parsed = PlanSettingsSchema.safeParse({
    packagePriceCents: centsOf(draft.packagePrice),
    storagePricePerGbCents: centsOf(draft.storagePrice),
    mentorCommissionPercent: numberOf(draft.mentorCommission),
    launchDiscountPercent: numberOf(draft.launchDiscount),
    launchPlaces: numberOf(draft.launchPlaces),
    withoutPayments: draft.withoutPayments,
  });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? t('admin.credits.planForm.check'));
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const money = (cents: number) => formatMoney(cents, answer.currency);
  const valid = parsed.success ? parsed.data : null;
  const placesLeft = valid ? Math.max(0, valid.launchPlaces - answer.registrations) : 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    save.mutate(parsed.data, { onSuccess: () => toast.success(t('admin.credits.planForm.saved')), onError: (error) => toast.error(error.message) });
  };

  const field = (key: Exclude<keyof Draft, 'withoutPayments'>, label: string, unit: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="field-label">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input id={`${id}-${key}`} className="field-input w-32 tabular-nums" inputMode="decimal" value={draft[key]} onChange={set(key)} aria-describedby={`${id}-note`} />
        <span className="text-sm text-slate-600 dark:text-slate-300">{unit}</span>
      </div>
    </div>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t('admin.credits.plans.title')} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('packagePrice', t('admin.credits.planForm.package'), t('admin.credits.planForm.oneTime', { currency: answer.currency.toUpperCase() }))}
        {field('storagePrice', t('admin.credits.planForm.storage'), t('admin.credits.planForm.perGb', { currency: answer.currency.toUpperCase() }))}
        {field('mentorCommission', t('admin.credits.planForm.commission'), '%')}
        {field('launchDiscount', t('admin.credits.planForm.discount'), t('admin.credits.planForm.offPackage'))}
        {field('launchPlaces', t('admin.credits.planForm.places'), t('admin.credits.planForm.registrations'))}
      </div>
      <fieldset>
        <legend className="field-label">{t('admin.credits.planForm.withoutStripe')}</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-200">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-without`} value="free" checked={draft.withoutPayments === 'free'} onChange={() => setDraft((current) => ({ ...current, withoutPayments: 'free' }))} />
            {t('admin.credits.planForm.free')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-without`} value="closed" checked={draft.withoutPayments === 'closed'} onChange={() => setDraft((current) => ({ ...current, withoutPayments: 'closed' }))} />
            {t('admin.credits.planForm.closed')}
          </label>
        </div>
      </fieldset>
      <p id={`${id}-note`} className={`text-sm ${problem ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`} role={problem ? 'alert' : undefined}>
        {problem ??
          `${answer.isStripeConfigured ? t('admin.credits.planForm.stripe') : t('admin.credits.planForm.noStripe')} ${
            valid && valid.launchDiscountPercent > 0 && placesLeft > 0
              ? t('admin.credits.planForm.launch', {
                  price: money(launchPriceCents(valid)),
                  left: formatNumber(placesLeft),
                  places: formatNumber(valid.launchPlaces),
                  registered: formatNumber(answer.registrations),
                })
              : t('admin.credits.planForm.noLaunch')
          }`}
      </p>
      <button type="submit" className="btn-primary" disabled={save.isPending || !parsed.success}>
        {save.isPending ? t('admin.settings.saving') : t('admin.credits.planForm.save')}
      </button>
    </form>
  );
}
