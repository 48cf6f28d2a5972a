// Grant credits to anyone: the person (chosen by the picker the page passes in), a whole number of credits and a reason.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_CREDIT_GRANT_MAX, ADMIN_CREDIT_REASON_MAX_LENGTH } from '@shared/contracts/admin-credits.ts';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { toast } from '@/components/toast.ts';
import { useGrantCredits } from '@/features/admin-credits/api/admin-credits.ts';
import { wholeNumberOf } from '@/features/admin-credits/whole-number.ts';

/** Adds credits to the chosen person's balance with a reason they read in their history; `personPicker` chooses them. */
export function GrantCreditsForm({ person, personPicker, onGranted }: { person: AdminUser | null; personPicker: ReactNode; onGranted: () => void }) {
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const grant = useGrantCredits();
  const ids = { amount: useId(), reason: useId() };
  const amount = wholeNumberOf(amountText, 1, ADMIN_CREDIT_GRANT_MAX);
  const amountError = isSubmitted && amount === null ? `Type a whole number of credits from 1 to ${ADMIN_CREDIT_GRANT_MAX.toLocaleString('en-US')}.` : undefined;
  const reasonError = isSubmitted && reason.trim() === '' ? 'Say why: the person reads it in their history.' : undefined;
  const personError = isSubmitted && !person ? 'Choose the person first.' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!person || amount === null || reason.trim() === '') return;
    grant.mutate(
      { userId: person.id, amount, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setAmountText('');
          setReason('');
          setIsSubmitted(false);
          onGranted();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Grant credits">
      {personPicker}
      {personError ? <p className="text-sm text-red-700 dark:text-red-300">{personError}</p> : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={ids.amount} className="field-label">
            Credits
          </label>
          <input
            id={ids.amount}
            className="field-input mt-1 w-full tabular-nums"
            inputMode="numeric"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${ids.amount}-error` : undefined}
          />
          {amountError ? (
            <p id={`${ids.amount}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {amountError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={ids.reason} className="field-label">
            Reason
          </label>
          <input
            id={ids.reason}
            className="field-input mt-1 w-full"
            value={reason}
            maxLength={ADMIN_CREDIT_REASON_MAX_LENGTH}
            placeholder="For example: Negotiation workshop"
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${ids.reason}-error` : undefined}
          />
          {reasonError ? (
            <p id={`${ids.reason}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {reasonError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={grant.isPending}>
          {grant.isPending ? 'Granting…' : 'Grant credits'}
        </button>
      </div>
    </form>
  );
}
