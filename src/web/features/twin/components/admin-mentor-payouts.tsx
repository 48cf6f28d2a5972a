import { useId, useState } from 'react';
import { formatMentorAmount } from '@shared/contracts/twin-mentor-constants.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { useAdminMentorPayouts, useSettleMentorPayout, type PayoutFilter } from '@/features/twin/api/admin-mentor-payouts.ts';
import { readable } from '@/lib/api-client.ts';

const FILTERS: { value: PayoutFilter; label: string }[] = [
  { value: 'owed', label: 'Owed' },
  { value: 'paid', label: 'Settled' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'disputed', label: 'Disputed' },
  { value: 'all', label: 'All' },
];

/** The admin's list of what card payments owe mentors' owners, and marking a payout settled once it is paid. */
export function AdminMentorPayouts() {
  const [status, setStatus] = useState<PayoutFilter>('owed');
  const payouts = useAdminMentorPayouts(status);
  const settle = useSettleMentorPayout();
  const filterId = useId();

  const markSettled = async (id: string) => {
    try {
      await settle.mutateAsync(id);
      toast.success('The payout is marked settled.', { id: 'mentor-payout-settled' });
    } catch (error) {
      toast.error(readable(error), { id: 'mentor-payout-error' });
    }
  };

  return (
    <div>
      <label htmlFor={filterId} className="field-label">
        Show
      </label>
      <select id={filterId} className="field-input mt-1 mb-4 w-full sm:w-48" value={status} onChange={(event) => setStatus(event.target.value as PayoutFilter)}>
        {FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </select>
      {payouts.isPending ? (
        <LoadingState label="Loading the payouts" />
      ) : payouts.isError ? (
        <RetryAlert message={`The payouts could not be loaded: ${payouts.error.message}`} onRetry={() => void payouts.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {payouts.data.totals.length === 0
              ? 'Nothing owed or settled yet.'
              : payouts.data.totals.map((total) => `${formatMentorAmount(total.owed, total.currency)} owed, ${formatMentorAmount(total.paid, total.currency)} settled`).join(' · ')}
          </p>
          {payouts.data.payments.length === 0 ? null : (
            <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700" data-testid="mentor-payouts">
              {payouts.data.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    @{payment.twin_username} · {payment.owner_email ?? 'account deleted'} · {new Date(payment.created_at).toLocaleDateString()}
                  </span>
                  <span className="flex items-center gap-2">
                    {formatMentorAmount(payment.gross, payment.currency)} − {formatMentorAmount(payment.commission, payment.currency)} ={' '}
                    <strong>{formatMentorAmount(payment.owner_share, payment.currency)}</strong>
                    {payment.status === 'owed' ? (
                      <button type="button" className="btn-secondary" disabled={settle.isPending} onClick={() => void markSettled(payment.id)}>
                        Mark settled
                      </button>
                    ) : (
                      <span className="text-slate-600 dark:text-slate-300">{payment.status === 'paid' ? 'Settled' : 'Refunded'}</span>
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
