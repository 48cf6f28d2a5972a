// Grant credits to anyone: the person (chosen by the picker the page passes in), a whole number of credits and a reason.
import type { FormEvent, ReactNode } from 'react';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { toast } from '@/components/toast.ts';
import { useGrantCredits } from '@/features/admin-credits/api/admin-credits.ts';
import { GrantFields, useGrantDraft } from '@/features/admin-credits/components/grant-fields.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Adds credits to the chosen person's balance with a reason they read in their history; `personPicker` chooses them. */
export function GrantCreditsForm({ person, personPicker, onGranted }: { person: AdminUser | null; personPicker: ReactNode; onGranted: () => void }) {
  const { t } = useTranslation();
  const draft = useGrantDraft(t('admin.credits.grant.reasonMissing'));
  const grant = useGrantCredits();
  const personError = draft.isSubmitted && !person ? t('admin.credits.grant.choosePerson') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    draft.markSubmitted();
    if (!person || !draft.grant) return;
    grant.mutate(
      { userId: person.id, ...draft.grant },
      {
        onSuccess: ({ data }) => {
          const credits = (count: number) => t('credits.count', { count, formatted: formatNumber(count) });
          toast.success(t('admin.credits.grant.granted', { credits: credits(data.amount), name: data.name, balance: credits(data.balance) }));
          draft.reset();
          onGranted();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={t('admin.credits.grant.title')}>
      {personPicker}
      {personError ? <p className="text-sm text-red-700 dark:text-red-300">{personError}</p> : null}
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <GrantFields draft={draft} reasonPlaceholder={t('admin.credits.grant.reasonExample')} />
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={grant.isPending}>
          {grant.isPending ? t('admin.credits.grant.granting') : t('admin.credits.grant.title')}
        </button>
      </div>
    </form>
  );
}
