// The two fields every credit grant on the console asks for, a whole number of credits and the reason its ledger
// shows, with the errors they show once the form has been sent. A person's grant form and an organisation's use them.
import { useId, useState } from 'react';
import { ADMIN_CREDIT_GRANT_MAX, ADMIN_CREDIT_REASON_MAX_LENGTH } from '@shared/contracts/admin-credits.ts';
import { wholeNumberOf } from '@/features/admin-credits/whole-number.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/**
 * What has been typed into a grant form: `grant` is the amount and trimmed reason once both are valid (else null),
 * and the errors show only after `markSubmitted`. `reasonMissing` says who reads the reason.
 */
export function useGrantDraft(reasonMissing: string) {
  const { t } = useTranslation();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const amount = wholeNumberOf(amountText, 1, ADMIN_CREDIT_GRANT_MAX);
  const trimmedReason = reason.trim();
  return {
    amountText,
    setAmountText,
    reason,
    setReason,
    amountError: isSubmitted && amount === null ? t('admin.credits.grant.amountError', { max: formatNumber(ADMIN_CREDIT_GRANT_MAX) }) : undefined,
    reasonError: isSubmitted && trimmedReason === '' ? reasonMissing : undefined,
    isSubmitted,
    grant: amount !== null && trimmedReason !== '' ? { amount, reason: trimmedReason } : null,
    markSubmitted: () => setIsSubmitted(true),
    reset: () => {
      setAmountText('');
      setReason('');
      setIsSubmitted(false);
    },
  };
}

export type GrantDraft = ReturnType<typeof useGrantDraft>;

/** The credits and reason fields of a grant form, each with its error; the form lays them out. */
export function GrantFields({ draft, reasonPlaceholder }: { draft: GrantDraft; reasonPlaceholder: string }) {
  const { t } = useTranslation();
  const ids = { amount: useId(), reason: useId() };
  return (
    <>
      <div>
        <label htmlFor={ids.amount} className="field-label">
          {t('admin.credits.grant.amount')}
        </label>
        <input
          id={ids.amount}
          className="field-input mt-1 w-full tabular-nums"
          inputMode="numeric"
          value={draft.amountText}
          onChange={(event) => draft.setAmountText(event.target.value)}
          aria-invalid={draft.amountError ? true : undefined}
          aria-describedby={draft.amountError ? `${ids.amount}-error` : undefined}
        />
        {draft.amountError ? (
          <p id={`${ids.amount}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {draft.amountError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.reason} className="field-label">
          {t('admin.credits.grant.reason')}
        </label>
        <input
          id={ids.reason}
          className="field-input mt-1 w-full"
          value={draft.reason}
          maxLength={ADMIN_CREDIT_REASON_MAX_LENGTH}
          placeholder={reasonPlaceholder}
          onChange={(event) => draft.setReason(event.target.value)}
          aria-invalid={draft.reasonError ? true : undefined}
          aria-describedby={draft.reasonError ? `${ids.reason}-error` : undefined}
        />
        {draft.reasonError ? (
          <p id={`${ids.reason}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {draft.reasonError}
          </p>
        ) : null}
      </div>
    </>
  );
}
