// The Credits page's Engram plan and billing: whether the person holds the package (bought, or free on this server),
// buying it and 1 GB storage blocks through Stripe Checkout, and the receipts of every payment with what became of it.
import { HardDrive, Package, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { formatBytes } from '@shared/contracts/files-format.ts';
import { BYTES_PER_GB, formatMoney, STORAGE_GB_PER_PURCHASE_MAX, type MyPlanAnswer, type PlanReceipt, type PublicPlansAnswer, type ReceiptStatus } from '@shared/contracts/plans.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { useMyPlan } from '@/features/plans/api/get-my-plan.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { useStartPlanCheckout } from '@/features/plans/api/start-plan-checkout.ts';

const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  expired: 'Not completed',
};

/** "2 GB", "1.5 GB", "20 KB": storage as the plan speaks of it. */
function storageText(bytes: number): string {
  return bytes >= BYTES_PER_GB ? `${Number((bytes / BYTES_PER_GB).toFixed(2))} GB` : formatBytes(bytes);
}

function receiptItem(receipt: PlanReceipt): string {
  return receipt.item === 'package' ? 'Engram package' : `Storage, ${receipt.quantity} GB`;
}

function Receipts({ receipts }: { receipts: readonly PlanReceipt[] }) {
  if (receipts.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No payments yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700" aria-label="Receipts">
      {receipts.map((receipt) => (
        <li key={receipt.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="font-medium text-slate-900 dark:text-white">{receiptItem(receipt)}</span>
          <span className="text-slate-600 tabular-nums dark:text-slate-300">
            {formatMoney(receipt.amount_cents, receipt.currency)}
            {receipt.refunded_cents > 0 ? ` (${formatMoney(receipt.refunded_cents, receipt.currency)} refunded)` : ''} · {RECEIPT_STATUS_LABELS[receipt.status]} ·{' '}
            {new Date(receipt.paid_at ?? receipt.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function BuyStorage({ plans }: { plans: PublicPlansAnswer }) {
  const [text, setText] = useState('1');
  const checkout = useStartPlanCheckout();
  const id = useId();
  const gb = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  const isValid = Number.isInteger(gb) && gb >= 1 && gb <= STORAGE_GB_PER_PURCHASE_MAX;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Buy storage"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) checkout.mutate({ item: 'storage', gb }, { onError: (error) => toast.error(error.message) });
      }}
    >
      <div>
        <label htmlFor={id} className="field-label">
          Storage to add (GB)
        </label>
        <input id={id} className="field-input mt-1 w-24 tabular-nums" inputMode="numeric" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={isValid ? undefined : true} aria-describedby={`${id}-note`} />
      </div>
      <button type="submit" className="btn-secondary" disabled={!isValid || checkout.isPending}>
        <HardDrive className="size-4" aria-hidden />
        {checkout.isPending ? 'Opening…' : isValid ? `Buy ${gb} GB for ${formatMoney(gb * plans.storage.price_per_gb_cents, plans.currency)}` : 'Buy storage'}
      </button>
      <p id={`${id}-note`} className={`w-full text-sm ${isValid ? 'text-slate-600 dark:text-slate-300' : 'text-red-700 dark:text-red-300'}`}>
        {isValid ? `${formatMoney(plans.storage.price_per_gb_cents, plans.currency)} per GB, added to your memory locker once paid.` : `Type a whole number of GB from 1 to ${STORAGE_GB_PER_PURCHASE_MAX}.`}
      </p>
    </form>
  );
}

function PlanBody({ plans, mine }: { plans: PublicPlansAnswer; mine: MyPlanAnswer }) {
  const checkout = useStartPlanCheckout();
  const price = formatMoney(mine.package_price_cents, plans.currency);
  if (plans.payments === 'closed' && !mine.has_package) {
    return <p className="text-sm text-slate-700 dark:text-slate-200">The Engram is not open on this server yet: the operator has not set up payments.</p>;
  }
  return (
    <div className="space-y-4">
      {mine.has_package ? (
        <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200" data-testid="engram-package-status">
          <Package className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
          {mine.package_source === 'free' ? 'The Engram package is free on this server: it is yours.' : 'You have the Engram package.'}
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">Engram package</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {price} one time{mine.is_launch_price ? ` (launch price, ${formatMoney(plans.package.price_cents, plans.currency)} after)` : ''}: your username, your twin and {plans.package.included_gb} GB of memories.
            </p>
          </div>
          <button type="button" className="btn-primary" disabled={checkout.isPending} onClick={() => checkout.mutate({ item: 'package' }, { onError: (error) => toast.error(error.message) })}>
            <ShoppingCart className="size-4" aria-hidden />
            {checkout.isPending ? 'Opening…' : `Buy for ${price}`}
          </button>
        </div>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="engram-storage">
        Memory locker: {storageText(mine.storage.allowance_bytes)}
        {mine.storage.bought_bytes > 0 ? ` (${storageText(mine.storage.included_bytes)} included, ${storageText(mine.storage.bought_bytes)} bought)` : ''}.
      </p>
      {plans.payments === 'stripe' && mine.has_package ? <BuyStorage plans={plans} /> : null}
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-200">Receipts</h3>
        <Receipts receipts={mine.receipts} />
      </div>
    </div>
  );
}

export function EngramPlan() {
  const plans = usePlans();
  const mine = useMyPlan();
  return (
    <section aria-labelledby="engram-plan-heading" className="card space-y-3 p-5 sm:p-6" data-testid="engram-plan">
      <h2 id="engram-plan-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Engram plan and billing
      </h2>
      {plans.isPending || mine.isPending ? (
        <LoadingState label="Loading your plan" />
      ) : plans.isError || mine.isError ? (
        <RetryAlert
          message={`Your plan could not be loaded: ${(plans.error ?? mine.error)?.message ?? ''}`}
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
