// The Credits page's Engram plan and billing: whether the person holds the package (bought, or free on this server),
// buying it and 1 GB storage blocks through Stripe Checkout, and the receipts of every payment with what became of it.
import { HardDrive, Package, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { BYTES_PER_GB, STORAGE_GB_PER_PURCHASE_MAX, type MyPlanAnswer, type PlanReceipt, type PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { PaymentLines } from '@/components/payment-lines.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { formatDate, formatFileSize, formatMoney, formatNumber } from '@/i18n/format.ts';
import { useMyPlan } from '@/features/plans/api/get-my-plan.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { useStartPlanCheckout } from '@/features/plans/api/start-plan-checkout.ts';

/** "2 GB", "1.5 GB" ("1,5 GB" in Indonesian), "20 KB": storage as the plan speaks of it. */
function storageText(bytes: number): string {
  return formatFileSize(bytes, { gigabytesFrom: BYTES_PER_GB });
}

function Receipts({ receipts }: { receipts: readonly PlanReceipt[] }) {
  const { t } = useTranslation();
  return (
    <PaymentLines
      label={t('plans.billing.receipts')}
      empty={t('plans.billing.noPayments')}
      lines={receipts.map((receipt) => {
        const refunded = receipt.refunded_cents > 0 ? ` ${t('plans.billing.refundedPart', { amount: formatMoney(receipt.refunded_cents, receipt.currency) })}` : '';
        return {
          id: receipt.id,
          what: receipt.item === 'package' ? t('plans.billing.package') : t('plans.billing.storageItem', { gb: formatNumber(receipt.quantity) }),
          detail: `${formatMoney(receipt.amount_cents, receipt.currency)}${refunded} · ${t(`plans.billing.status.${receipt.status}`)} · ${formatDate(receipt.paid_at ?? receipt.created_at)}`,
        };
      })}
    />
  );
}

function BuyStorage({ plans }: { plans: PublicPlansAnswer }) {
  const { t } = useTranslation();
  const [text, setText] = useState('1');
  const checkout = useStartPlanCheckout();
  const id = useId();
  const gb = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  const isValid = Number.isInteger(gb) && gb >= 1 && gb <= STORAGE_GB_PER_PURCHASE_MAX;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={t('plans.billing.buyStorageForm')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) checkout.mutate({ item: 'storage', gb }, { onError: (error) => toast.error(error.message) });
      }}
    >
      <div>
        <label htmlFor={id} className="field-label">
          {t('plans.billing.storageToAdd')}
        </label>
        <input id={id} className="field-input mt-1 w-24 tabular-nums" inputMode="numeric" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={isValid ? undefined : true} aria-describedby={`${id}-note`} />
      </div>
      <button type="submit" className="btn-secondary" disabled={!isValid || checkout.isPending}>
        <HardDrive className="size-4" aria-hidden />
        {checkout.isPending
          ? t('creditsPage.opening')
          : isValid
            ? t('plans.billing.buyStorageFor', { gb: formatNumber(gb), price: formatMoney(gb * plans.storage.price_per_gb_cents, plans.currency) })
            : t('plans.billing.buyStorage')}
      </button>
      <p id={`${id}-note`} className={`w-full text-sm ${isValid ? 'text-slate-600 dark:text-slate-300' : 'text-red-700 dark:text-red-300'}`}>
        {isValid
          ? t('plans.billing.perGb', { price: formatMoney(plans.storage.price_per_gb_cents, plans.currency) })
          : t('plans.billing.storageInvalid', { max: STORAGE_GB_PER_PURCHASE_MAX })}
      </p>
    </form>
  );
}

function PlanBody({ plans, mine }: { plans: PublicPlansAnswer; mine: MyPlanAnswer }) {
  const { t } = useTranslation();
  const checkout = useStartPlanCheckout();
  const price = formatMoney(mine.package_price_cents, plans.currency);
  if (plans.payments === 'closed' && !mine.has_package) {
    return <p className="text-sm text-slate-700 dark:text-slate-200">{t('plans.note.closed')}</p>;
  }
  return (
    <div className="space-y-4">
      {mine.has_package ? (
        <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200" data-testid="engram-package-status">
          <Package className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
          {mine.package_source === 'free' ? t('plans.billing.freeOwned') : t('plans.billing.owned')}
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{t('plans.billing.package')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {mine.is_launch_price
                ? t('plans.billing.offerLaunch', { price, later: formatMoney(plans.package.price_cents, plans.currency), gb: formatNumber(plans.package.included_gb) })
                : t('plans.billing.offer', { price, gb: formatNumber(plans.package.included_gb) })}
            </p>
          </div>
          <button type="button" className="btn-primary" disabled={checkout.isPending} onClick={() => checkout.mutate({ item: 'package' }, { onError: (error) => toast.error(error.message) })}>
            <ShoppingCart className="size-4" aria-hidden />
            {checkout.isPending ? t('creditsPage.opening') : t('plans.billing.buyFor', { price })}
          </button>
        </div>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="engram-storage">
        {mine.storage.bought_bytes > 0
          ? t('plans.billing.lockerBought', {
              size: storageText(mine.storage.allowance_bytes),
              included: storageText(mine.storage.included_bytes),
              bought: storageText(mine.storage.bought_bytes),
            })
          : t('plans.billing.locker', { size: storageText(mine.storage.allowance_bytes) })}
      </p>
      {plans.payments === 'stripe' && mine.has_package ? <BuyStorage plans={plans} /> : null}
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-200">{t('plans.billing.receipts')}</h3>
        <Receipts receipts={mine.receipts} />
      </div>
    </div>
  );
}

export function EngramPlan() {
  const { t } = useTranslation();
  const plans = usePlans();
  const mine = useMyPlan();
  return (
    <section aria-labelledby="engram-plan-heading" className="card space-y-3 p-5 sm:p-6" data-testid="engram-plan">
      <h2 id="engram-plan-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('plans.billing.heading')}
      </h2>
      {plans.isPending || mine.isPending ? (
        <LoadingState label={t('plans.billing.loading')} />
      ) : plans.isError || mine.isError ? (
        <RetryAlert
          message={t('plans.billing.loadFailed', { reason: (plans.error ?? mine.error)?.message ?? '' })}
          onRetry={() => {
            void plans.refetch();
            void mine.refetch();
          }}
        />
      ) : (
        <PlanBody plans={plans.data} mine={mine.data} />
      )}
    </section>
  );
}
