import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ChangeEmailInputSchema, EMAIL_MAX_LENGTH, type ChangeEmailInput } from '@shared/contracts/users.ts';
import { TextField } from '@/components/text-field.tsx';
import { useCancelEmailChange } from '@/features/users/api/cancel-email-change.ts';
import { useChangeEmail } from '@/features/users/api/change-email.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useResendEmailChange } from '@/features/users/api/resend-email-change.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { PasswordField } from './password-field.tsx';
import { AccountSection } from './account-section.tsx';
import { FormSubmitRow } from '@/components/form-submit-row.tsx';

const EMPTY: ChangeEmailInput = { email: '', current_password: '' };

/**
 * The account's e-mail address: the one in use, a change waiting for its link (with Resend and Cancel), and the form
 * for a new address, confirmed by the current password.
 */
export function EmailAddressCard({ fallbackEmail }: { fallbackEmail: string }) {
  const me = useMe();
  const currentEmail = me.data?.user.email ?? fallbackEmail;
  const pendingEmail = me.data?.pendingEmail ?? null;
  const isEmailSent = me.data?.emailVerificationRequired ?? false;
  const { t } = useTranslation();

  return (
    <AccountSection name="email-address" title={t('account.emailCard.heading')}>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {richText(t('account.emailCard.current', { email: currentEmail }), {
          bold: (inner) => (
            <span className="font-medium break-all text-slate-900 dark:text-white" data-testid="current-email">
              {inner}
            </span>
          ),
        })}
      </p>
      {pendingEmail ? <PendingChange pendingEmail={pendingEmail} currentEmail={currentEmail} /> : null}
      <div className="mt-5">
        <ChangeEmailForm isEmailSent={isEmailSent} currentEmail={currentEmail} />
      </div>
    </AccountSection>
  );
}

function PendingChange({ pendingEmail, currentEmail }: { pendingEmail: string; currentEmail: string }) {
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const { t } = useTranslation();
  const isBusy = resend.isPending || cancel.isPending;
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100" data-testid="pending-email">
      <p className="flex items-start gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="[overflow-wrap:anywhere]">
          {richText(t('account.emailCard.pending', { pending: pendingEmail, current: currentEmail }), { bold: (inner) => <strong>{inner}</strong> })}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={isBusy}
          onClick={() => void runAuthRequest(() => resend.mutateAsync(), { loading: t('account.emailCard.sendingLink'), success: () => t('account.emailCard.resent', { email: pendingEmail }) })}
        >
          {resend.isPending ? t('account.emailCard.sending') : t('account.emailCard.resend')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={isBusy}
          onClick={() => void runAuthRequest(() => cancel.mutateAsync(), { loading: t('account.emailCard.cancellingChange'), success: () => t('account.emailCard.cancelled') })}
        >
          {cancel.isPending ? t('account.emailCard.cancelling') : t('account.emailCard.cancel')}
        </button>
      </div>
    </div>
  );
}

function ChangeEmailForm({ isEmailSent, currentEmail }: { isEmailSent: boolean; currentEmail: string }) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeEmailInput>({
    resolver: localisedResolver(zodResolver(ChangeEmailInputSchema)),
    defaultValues: EMPTY,
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async (input) => {
    const isDone = await runAuthRequest(() => mutation.mutateAsync(input), {
      loading: t('account.emailCard.changingAddress'),
      success: (answer) =>
        answer.status === 'pending' ? t('account.emailCard.linkSent', { pending: answer.pendingEmail ?? input.email, current: currentEmail }) : t('account.emailCard.changed', { email: answer.email }),
      onFailure: (_error, message) => {
        if (/current password|kata sandi saat ini/i.test(message)) setError('current_password', { message }, { shouldFocus: true });
        else if (/e-mail address|email/i.test(message)) setError('email', { message }, { shouldFocus: true });
      },
    });
    if (isDone) reset(EMPTY);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('account.emailCard.change')}>
      <fieldset disabled={isBusy} className="space-y-4">
        <TextField
          label={t('account.emailCard.newEmail')}
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...register('email')}
          error={formState.errors.email?.message}
          hint={isEmailSent ? t('account.emailCard.hintLink') : t('account.emailCard.hintAtOnce')}
        />
        <PasswordField kind="current" label={t('account.emailCard.currentPassword')} {...register('current_password')} error={formState.errors.current_password?.message} />
      </fieldset>
      <FormSubmitRow label={t('account.emailCard.change')} busyLabel={t('account.emailCard.changing')} isBusy={isBusy} />
    </form>
  );
}
