// The operator's plans: the Engram package price, storage per GB, the mentor commission, the launch offer, and what a
// server without Stripe does. Checked with the shared schema before saving; the server checks again (400 with the bounds).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatMoney, launchPriceCents, PlanSettingsSchema, type AdminPlanSettingsAnswer, type PlanSettings } from '@shared/contracts/plans.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminPlans } from '@/features/plans/api/admin-plans.ts';

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
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the figures.');
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const money = (cents: number) => formatMoney(cents, answer.currency);
  const valid = parsed.success ? parsed.data : null;
  const placesLeft = valid ? Math.max(0, valid.launchPlaces - answer.registrations) : 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    save.mutate(parsed.data, { onSuccess: () => toast.success('Saved. The landing page and the Credits page show the new prices.'), onError: (error) => toast.error(error.message) });
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
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Plans and prices" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('packagePrice', 'Engram package', `${answer.currency.toUpperCase()}, one time`)}
        {field('storagePrice', 'Storage', `${answer.currency.toUpperCase()} per GB`)}
        {field('mentorCommission', 'Mentor commission', '%')}
        {field('launchDiscount', 'Launch discount', '% off the package')}
        {field('launchPlaces', 'Launch offer for the first', 'registrations')}
      </div>
      <fieldset>
        <legend className="field-label">Without Stripe set up</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-200">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-without`} value="free" checked={draft.withoutPayments === 'free'} onChange={() => setDraft((current) => ({ ...current, withoutPayments: 'free' }))} />
            The package is free on this server
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-without`} value="closed" checked={draft.withoutPayments === 'closed'} onChange={() => setDraft((current) => ({ ...current, withoutPayments: 'closed' }))} />
            The Engram is closed until payments are set up
          </label>
        </div>
      </fieldset>
      <p id={`${id}-note`} className={`text-sm ${problem ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`} role={problem ? 'alert' : undefined}>
        {problem ??
          `${answer.isStripeConfigured ? 'Stripe is set up: people pay through Stripe Checkout.' : 'Stripe is not set up (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): the choice above applies.'} ${
            valid && valid.launchDiscountPercent > 0 && placesLeft > 0
              ? `Launch price ${money(launchPriceCents(valid))}; ${placesLeft.toLocaleString('en-US')} of ${valid.launchPlaces.toLocaleString('en-US')} places left (${answer.registrations.toLocaleString('en-US')} registered).`
              : 'No launch offer is running.'
          }`}
      </p>
      <button type="submit" className="btn-primary" disabled={save.isPending || !parsed.success}>
        {save.isPending ? 'Saving…' : 'Save the plans'}
      </button>
    </form>
  );
}
