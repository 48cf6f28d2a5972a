// /showcase/credits: the balance and its ledger, and the way forward when it runs low: a request an administrator
// answers, or (when the server takes payments) a package bought through Stripe Checkout, which returns here. The
// Engram's plan and billing (the package, storage, receipts) sit beside them, with every payment and refund from the
// money ledger.
// Administrators see how many requests wait, and a link to the admin Credits page where they answer them.
import { Coins } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CREDITS_PAGE_PATH } from '@shared/contracts/admin-credits.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useCreditPackages } from '@/features/credits/api/get-credit-packages.ts';
import { useCredits } from '@/features/credits/api/get-credits.ts';
import { useLatestCreditRequest } from '@/features/credits/api/get-latest-credit-request.ts';
import { usePendingCreditRequests } from '@/features/credits/api/get-pending-credit-requests.ts';
import { CreditLedger } from '@/features/credits/components/credit-ledger.tsx';
import { CreditPackages } from '@/features/credits/components/credit-packages.tsx';
import { CreditRequestStatus, RequestCreditsForm } from '@/features/credits/components/request-credits.tsx';
import { EngramPlan } from '@/features/plans/components/engram-plan.tsx';
import { MyPayments } from '@/features/ledger/components/my-payments.tsx';

/** What Stripe Checkout's return (`?purchase=`) says: its catalogue key and its colours. */
const PURCHASE_NOTES: Record<string, { key: 'creditsPage.purchaseSuccess' | 'creditsPage.purchaseCancelled'; tone: string }> = {
  success: { key: 'creditsPage.purchaseSuccess', tone: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100' },
  cancelled: { key: 'creditsPage.purchaseCancelled', tone: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100' },
};

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const credits = useCredits();
  const latest = useLatestCreditRequest();
  const packages = useCreditPackages();
  const me = useMe();
  const isAdmin = me.data?.permissions.isAdmin === true;
  const pending = usePendingCreditRequests(isAdmin);
  const purchaseNote = PURCHASE_NOTES[searchParams.get('purchase') ?? ''];

  if (credits.isPending) return <LoadingState label={t('creditsPage.loading')} isWholePage />;
  if (credits.isError) {
    return (
      <div className="container-page py-10">
        <RetryAlert message={t('creditsPage.loadFailed', { reason: credits.error.message })} onRetry={() => void credits.refetch()} />
      </div>
    );
  }

  const { balance, session_cost: sessionCost, entries, has_more: hasMore } = credits.data;
  const isShort = balance < sessionCost;
  const missing = sessionCost - Math.max(0, balance);
  const sessions = Math.floor(balance / sessionCost);
  const request = latest.data ?? null;
  const hasPendingRequest = request?.status === 'pending';
  const packageList = packages.data ?? [];

  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('creditsPage.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('creditsPage.intro', { count: sessionCost })}</p>

      {purchaseNote ? (
        <p className={`mt-6 rounded-xl p-4 text-sm ${purchaseNote.tone}`} role="status">
          {t(purchaseNote.key)}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="balance-heading" className={`card p-5 sm:p-6 ${isShort ? 'ring-1 ring-red-600/20' : ''}`}>
            <h2 id="balance-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
              {t('creditsPage.balanceHeading')}
            </h2>
            <p className="mt-1 flex items-center gap-2 text-3xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="credits-page-balance">
              <Coins className="size-7 text-amber-600 dark:text-amber-400" aria-hidden />
              {t('credits.count', { count: balance, formatted: formatNumber(balance) })}
            </p>
            <p className={`mt-2 text-sm ${isShort ? 'font-medium text-red-800 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
              {isShort ? t('creditsPage.short', { count: missing }) : t('creditsPage.enoughFor', { count: sessions })}
            </p>
          </section>

          <section aria-labelledby="more-heading" className="card space-y-4 p-5 sm:p-6">
            <h2 id="more-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('creditsPage.moreHeading')}
            </h2>
            {request ? <CreditRequestStatus request={request} /> : null}
            {packageList.length > 0 ? (
              <div className="space-y-3">
                <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('creditsPage.buyHeading')}</h3>
                <CreditPackages packages={packageList} />
              </div>
            ) : null}
            {hasPendingRequest ? null : isShort ? (
              <div className="space-y-3">
                <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('creditsPage.askHeading')}</h3>
                <RequestCreditsForm />
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('creditsPage.askLater', { count: sessionCost })}</p>
            )}
          </section>
        </div>

        <div className="space-y-6">
          <EngramPlan />
          <section aria-labelledby="history-heading" className="card p-5 sm:p-6">
            <h2 id="history-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              {t('creditsPage.historyHeading')}
            </h2>
            <CreditLedger entries={entries} hasMore={hasMore} />
          </section>
          <MyPayments />
        </div>
      </div>

      {isAdmin ? (
        <section aria-labelledby="admin-requests-heading" className="card mt-6 flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" data-testid="admin-credit-requests">
          <div>
            <h2 id="admin-requests-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('creditsPage.adminHeading')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {pending.isSuccess
                ? pending.data.length === 0
                  ? t('creditsPage.adminNone')
                  : t('creditsPage.adminWaiting', { count: pending.data.length })
                : t('creditsPage.adminHint')}
            </p>
          </div>
          <Link to={ADMIN_CREDITS_PAGE_PATH} className="btn-secondary shrink-0">
            {t('creditsPage.adminOpen')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
