import { useId, useState } from 'react';
import { formatMentorAmount } from '@shared/contracts/twin-mentor-constants.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { useAdminMentorPayouts, useSettleMentorPayout, type PayoutFilter } from '@/features/twin/api/admin-mentor-payouts.ts';
import { formatDate } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { readable } from '@/lib/api-client.ts';

const FILTERS: PayoutFilter[] = ['owed', 'paid', 'refunded', 'disputed', 'all'];

/** The admin's list of what card payments owe mentors' owners, and marking a payout settled once it is paid. */
export function AdminMentorPayouts() {
  const { t } = useTranslation();
  const filterLabel = (filter: PayoutFilter) => {
    switch (filter) {
      case 'owed':
        return t('admin.credits.payouts.owed');
      case 'paid':
        return t('admin.credits.payouts.settled');
      case 'refunded':
        return t('admin.credits.payouts.refunded');
      case 'disputed':
        return t('admin.credits.payouts.disputed');
      case 'all':
        return t('admin.credits.payouts.all');
    }
  };
  const [status, setStatus] = useState<PayoutFilter>('owed');
  const payouts = useAdminMentorPayouts(status);
  const settle = useSettleMentorPayout();
  const filterId = useId();

  const markSettled = async (id: string) => {
    try {
      await settle.mutateAsync(id);
      toast.success(t('admin.credits.payouts.marked'), { id: 'mentor-payout-settled' });
    } catch (error) {
      toast.error(readable(error), { id: 'mentor-payout-error' });
    }
  };

  return (
    <div>
      <label htmlFor={filterId} className="field-label">
        {t('admin.credits.payouts.show')}
      </label>
      <select id={filterId} className="field-input mt-1 mb-4 w-full sm:w-48" value={status} onChange={(event) => setStatus(event.target.value as PayoutFilter)}>
        {FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {filterLabel(filter)}
          </option>
        ))}
      </select>
      {payouts.isPending ? (
        <LoadingState label={t('admin.credits.payouts.loading')} />
      ) : payouts.isError ? (
        <RetryAlert message={t('admin.credits.payouts.loadFailed', { reason: payouts.error.message })} onRetry={() => void payouts.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {payouts.data.totals.length === 0
              ? t('admin.credits.payouts.nothing')
              : payouts.data.totals
                  .map((total) => t('admin.credits.payouts.totals', { owed: formatMentorAmount(total.owed, total.currency), settled: formatMentorAmount(total.paid, total.currency) }))
                  .join(' · ')}
          </p>
          {payouts.data.payments.length === 0 ? null : (
            <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700" data-testid="mentor-payouts">
              {payouts.data.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    @{payment.twin_username} · {payment.owner_email ?? t('admin.credits.payouts.accountDeleted')} · {formatDate(payment.created_at)}
                  </span>
                  <span className="flex items-center gap-2">
                    {formatMentorAmount(payment.gross, payment.currency)} − {formatMentorAmount(payment.commission, payment.currency)} ={' '}
                    <strong>{formatMentorAmount(payment.owner_share, payment.currency)}</strong>
                    {payment.status === 'owed' ? (
                      <button type="button" className="btn-secondary" disabled={settle.isPending} onClick={() => void markSettled(payment.id)}>
                        {t('admin.credits.payouts.markSettled')}
                      </button>
                    ) : (
                      <span className="text-slate-600 dark:text-slate-300">{payment.status === 'paid' ? t('admin.credits.payouts.settled') : t('admin.credits.payouts.refunded')}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
