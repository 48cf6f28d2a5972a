import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '@shared/contracts/users.ts';
import { useResetPassword } from '@/features/users/api/reset-password.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { AuthFrame, AuthSubmitButton } from '@/features/users/components/auth-frame.tsx';
import { PasswordField } from '@/features/users/components/password-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { clearClientSession } from '@/lib/session.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';

// A refused link, as the server words it in English or (error-messages.ts) in Indonesian.
const REFUSED_LINK = /reset link|tautan reset/i;

/** Why the link cannot be used, with the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
      <p>{message}</p>
      <p className="mt-2">
        <Link to="/auth/forgot-password" className="font-semibold underline">
          {t('auth.reset.newLink')}
        </Link>
      </p>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const mutation = useResetPassword();
  // A refused link stays refused: the form gives way to the reason and the way to a new one.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: localisedResolver(zodResolver(ResetPasswordFormSchema)),
    defaultValues: { password: '', confirm_password: '' },
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const isDone = await runAuthRequest(() => mutation.mutateAsync({ token, password: values.password }), {
      loading: t('auth.reset.savingPassword'),
      success: t('auth.reset.done'),
      onFailure: (error) => {
        if (error instanceof ApiError && error.status === 400 && REFUSED_LINK.test(error.message)) setLinkProblem(error.message);
      },
    });
    if (!isDone) return;
    // Every login of the account has ended, this browser's included.
    clearClientSession();
    await navigate('/auth/login', { replace: true });
  });

  return (
    <AuthFrame
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      switchTo={{ prompt: t('auth.forgot.remembered'), to: '/auth/login', label: t('auth.logIn') }}
    >
      {!token ? (
        <LinkProblem message={t('auth.reset.needsLink')} />
      ) : linkProblem ? (
        <LinkProblem message={linkProblem} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset disabled={isBusy} className="space-y-4">
            <PasswordField kind="new" label={t('auth.reset.newPassword')} autoFocus {...register('password')} error={formState.errors.password?.message} />
            <PasswordField kind="confirm" label={t('auth.reset.confirmPassword')} {...register('confirm_password')} error={formState.errors.confirm_password?.message} />
          </fieldset>
          <AuthSubmitButton label={t('auth.reset.submit')} busyLabel={t('auth.reset.saving')} isBusy={isBusy} />
        </form>
      )}
    </AuthFrame>
  );
}
