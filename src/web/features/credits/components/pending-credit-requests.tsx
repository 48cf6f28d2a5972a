import { useId, useState } from 'react';
import { ADMIN_CREDIT_GRANT_MAX } from '@shared/contracts/admin-credits.ts';
import { CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH, type PendingCreditRequest } from '@shared/contracts/credits.ts';
import { toast } from '@/components/toast.ts';
import { useAnswerCreditRequest } from '@/features/credits/api/answer-credit-request.ts';
import { formatDateTime, formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The typed amount when it is a whole number within bounds, otherwise null. */
function grantAmountOf(text: string): number | null {
  const amount = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(amount) && amount >= 1 && amount <= ADMIN_CREDIT_GRANT_MAX ? amount : null;
}

function PendingRequest({ request, onAnswered }: { request: PendingCreditRequest; onAnswered?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const answer = useAnswerCreditRequest();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState(String(request.amount));
  const reasonId = useId();
  const amountId = useId();
  const who = request.user_name || request.user_email;
  const amount = grantAmountOf(amountText);
  const credits = (count: number) => t('credits.count', { count, formatted: formatNumber(count) });

  const send = (decision: 'grant' | 'decline') =>
    answer.mutate(decision === 'grant' ? { id: request.id, decision, amount: amount ?? request.amount } : { id: request.id, decision, reason: reason.trim() }, {
      onSuccess: () => {
        toast.success(decision === 'grant' ? t('admin.credits.pending.granted', { credits: credits(amount ?? request.amount), name: who }) : t('admin.credits.pending.declined', { name: who }));
        onAnswered?.();
      },
      // Another administrator may have answered first (409): the message says so and the list reads again.
      onError: (error) => toast.error(error.message),
    });

  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="pending-credit-request">
      <div className="flex flex-col gap-3">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">
            {t('admin.credits.pending.asks', { name: who, credits: credits(request.amount) })}
          </p>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
            {request.user_email} · {t('ledgerTable.balanceAfter', { balance: formatNumber(request.balance) })} · <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </p>
          {request.message ? <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-800 dark:text-slate-200">“{request.message}”</p> : null}
        </div>
        {isDeclining ? null : (
          <div className="flex shrink-0 flex-wrap items-end gap-2">
            <div>
              <label htmlFor={amountId} className="field-label text-xs">
                {t('admin.organizations.details.toGrant')}
              </label>
              <input
                id={amountId}
                className="field-input mt-1 w-24 tabular-nums"
                inputMode="numeric"
                value={amountText}
                aria-invalid={amount === null}
                aria-describedby={amount === null ? `${amountId}-error` : undefined}
                onChange={(event) => setAmountText(event.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn-primary"
              disabled={answer.isPending || amount === null}
              onClick={() => send('grant')}
              aria-label={t('admin.credits.pending.grantLabel', { credits: credits(amount ?? request.amount), name: who })}
            >
              {t('admin.organizations.details.grant')}
            </button>
            <button type="button" className="btn-secondary" disabled={answer.isPending} onClick={() => setIsDeclining(true)} aria-label={t('admin.credits.pending.declineLabel', { name: who })}>
              {t('admin.organizations.details.decline')}
            </button>
          </div>
        )}
      </div>
      {amount === null && !isDeclining ? (
        <p id={`${amountId}-error`} className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('admin.credits.pending.amountError', { max: formatNumber(ADMIN_CREDIT_GRANT_MAX) })}
        </p>
      ) : null}
      {isDeclining ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) send('decline');
          }}
        >
          <label htmlFor={reasonId} className="field-label">
            {t('admin.credits.pending.reason')}
          </label>
          <input id={reasonId} className="field-input" value={reason} maxLength={CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} required />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => setIsDeclining(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={answer.isPending || reason.trim() === ''}>
              {t('admin.credits.pending.decline')}
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/** Admins: the pending requests for credits, each granted (the amount asked, or another) or declined with a reason. */
export function PendingCreditRequests({ requests, onAnswered }: { requests: readonly PendingCreditRequest[]; onAnswered?: () => void }) {
  const { t } = useTranslation();
  if (requests.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('creditsPage.adminNone')}</p>;
  return (
    <ul className="space-y-3" aria-label={t('admin.credits.pending.label')}>
      {requests.map((request) => (
        <PendingRequest key={request.id} request={request} onAnswered={onAnswered} />
      ))}
    </ul>
  );
}
