// Grant credits to anyone: the person (chosen by the picker the page passes in), a whole number of credits and a reason.
import type { FormEvent, ReactNode } from 'react';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { toast } from '@/components/toast.ts';
import { useGrantCredits } from '@/features/admin-credits/api/admin-credits.ts';
import { GrantFields, useGrantDraft } from '@/features/admin-credits/components/grant-fields.tsx';

/** Adds credits to the chosen person's balance with a reason they read in their history; `personPicker` chooses them. */
export function GrantCreditsForm({ person, personPicker, onGranted }: { person: AdminUser | null; personPicker: ReactNode; onGranted: () => void }) {
  const draft = useGrantDraft('Say why: the person reads it in their history.');
  const grant = useGrantCredits();
  const personError = draft.isSubmitted && !person ? 'Choose the person first.' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    draft.markSubmitted();
    if (!person || !draft.grant) return;
    grant.mutate(
      { userId: person.id, ...draft.grant },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          draft.reset();
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
        <GrantFields draft={draft} reasonPlaceholder="For example: Negotiation workshop" />
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={grant.isPending}>
          {grant.isPending ? 'Granting…' : 'Grant credits'}
        </button>
      </div>
    </form>
  );
}
