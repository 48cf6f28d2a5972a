import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginInput } from '@shared/contracts/users.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useLogin } from '@/features/users/api/login.ts';
import { afterLoginFrom, authPathWithNext, isPublicEngramPage, isSessionEnded, pathAfterLogin, productOf } from '@/features/users/after-login.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { AuthFrame, AuthSubmitButton } from '@/features/users/components/auth-frame.tsx';
import { PasswordField } from '@/features/users/components/password-field.tsx';
import { SingleSignOn } from '@/features/users/components/single-sign-on.tsx';
import { onFirstInteraction } from '@/lib/first-interaction.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';

// Zod and the schema load once the page has painted: at the first press, key or focus, or at the first check.
const loginResolver = lazyResolver(() => import('@/features/users/login-validation.ts').then((module) => module.loginResolver));

export function Component() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const { search } = useLocation();
  const next = afterLoginFrom(search);
  const [failure, setFailure] = useState('');
  useEffect(() => onFirstInteraction(loginResolver.preload), []);
  const { register, handleSubmit, control, formState } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const isBusy = loginMutation.isPending;
  const canSubmit = email.trim().length > 0 && password.length > 0 && !isBusy;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    const isDone = await runAuthRequest(() => loginMutation.mutateAsync(values), {
      loading: t('auth.loggingIn'),
      success: t('auth.loggedIn'),
      // Said under the form too, where it stays after the toast has gone.
      onFailure: (_error, message) => setFailure(message),
    });
    if (isDone) await navigate(pathAfterLogin(search), { replace: true });
  });

  return (
    <AuthFrame
      title={t('auth.loginTitle')}
      subtitle={isPublicEngramPage(next) ? t('auth.loginSubtitleVisit') : productOf(next) === 'twin' ? t('auth.loginSubtitleTwin') : t('auth.loginSubtitlePractice')}
      product={productOf(next)}
      switchTo={{ prompt: t('auth.newToEngram'), to: authPathWithNext('/auth/register', next), label: t('auth.createAccount') }}
    >
      {isSessionEnded(search) ? (
        <p role="status" data-testid="session-ended" className="mb-6 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t('auth.sessionEnded')}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField label={t('auth.email')} type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
          <PasswordField kind="current" label={t('auth.password')} {...register('password')} error={formState.errors.password?.message} />
        </fieldset>
        <p className="-mt-1 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('auth.forgotPassword')}
          </Link>
        </p>
        <AuthSubmitButton label={t('auth.continue')} busyLabel={t('auth.loggingIn')} isBusy={isBusy} isDisabled={!canSubmit} />
        <ErrorAlert>{failure}</ErrorAlert>
      </form>
      <SingleSignOn />
    </AuthFrame>
  );
}
