import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ChangeEmailInputSchema, EMAIL_MAX_LENGTH, type ChangeEmailInput } from '@shared/contracts/users.ts';
import { TextField } from '@/components/text-field.tsx';
import { useCancelEmailChange } from '@/features/users/api/cancel-email-change.ts';
import { useChangeEmail } from '@/features/users/api/change-email.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useResendEmailChange } from '@/features/users/api/resend-email-change.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { PasswordField } from './password-field.tsx';

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

  return (
    <section aria-labelledby="email-address-heading" className="card p-5 sm:p-6">
      <h2 id="email-address-heading" className="text-lg font-semibold">
        E-mail address
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        You log in with <span className="font-medium break-all text-slate-900 dark:text-white" data-testid="current-email">{currentEmail}</span>.
      </p>
      {pendingEmail ? <PendingChange pendingEmail={pendingEmail} currentEmail={currentEmail} /> : null}
      <div className="mt-5">
        <ChangeEmailForm isEmailSent={isEmailSent} />
      </div>
    </section>
  );
}

function PendingChange({ pendingEmail, currentEmail }: { pendingEmail: string; currentEmail: string }) {
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const isBusy = resend.isPending || cancel.isPending;
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100" data-testid="pending-email">
      <p className="flex items-start gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="[overflow-wrap:anywhere]">
          Waiting for you to open the link we sent to <strong>{pendingEmail}</strong>. Until then you keep logging in with {currentEmail}.
        </span>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={isBusy}
          onClick={() => void runAuthRequest(() => resend.mutateAsync(), { loading: 'Sending a new link...', success: (answer) => answer.message })}
        >
          {resend.isPending ? 'Sending…' : 'Resend link'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={isBusy}
          onClick={() => void runAuthRequest(() => cancel.mutateAsync(), { loading: 'Cancelling the change...', success: (answer) => answer.message })}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel change'}
        </button>
      </div>
    </div>
  );
}

function ChangeEmailForm({ isEmailSent }: { isEmailSent: boolean }) {
  const mutation = useChangeEmail();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailInputSchema),
    defaultValues: EMPTY,
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async (input) => {
    const isDone = await runAuthRequest(() => mutation.mutateAsync(input), {
      loading: 'Changing your e-mail address...',
      success: (answer) => answer.message,
      onFailure: (_error, message) => {
        if (/current password/i.test(message)) setError('current_password', { message }, { shouldFocus: true });
        else if (/e-mail address|email/i.test(message)) setError('email', { message }, { shouldFocus: true });
      },
    });
    if (isDone) reset(EMPTY);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change e-mail address">
      <fieldset disabled={isBusy} className="space-y-4">
        <TextField
          label="New e-mail address"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...register('email')}
          error={formState.errors.email?.message}
          hint={isEmailSent ? 'We send a link to the new address; the change happens when you open it.' : 'The change happens at once; you log in with the new address from then on.'}
        />
        <PasswordField kind="current" label="Current password" {...register('current_password')} error={formState.errors.current_password?.message} />
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={isBusy}>
          {isBusy ? 'Changing...' : 'Change e-mail address'}
        </button>
      </div>
    </form>
  );
}
