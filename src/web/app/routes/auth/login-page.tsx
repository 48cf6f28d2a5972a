import { useTranslation } from '@/i18n/use-translation.ts';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginInput } from '@shared/contracts/users.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useLogin } from '@/features/users/api/login.ts';
import { afterLoginFrom, authPathWithNext, isPublicEngramPage, isSessionEnded, pathAfterLogin, productOf } from '@/features/users/after-login.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import type { LoginProblems } from '@/features/users/login-validation.ts';
import { AuthFrame, AuthSubmitButton } from '@/features/users/components/auth-frame.tsx';
import { PasswordField } from '@/features/users/components/password-field.tsx';
import { SingleSignOn } from '@/features/users/components/single-sign-on.tsx';
import { onFirstInteraction } from '@/lib/first-interaction.ts';
import { lazyModule } from '@/lib/lazy-module.ts';

// Zod and the schema load once the page has painted: at the first press, key or focus, or at the first check. Two
// fields need no form library: the page checks them itself, and so loads none.
const loginCheck = lazyModule(() => import('@/features/users/login-validation.ts').then((module) => module.checkLogin));

export function Component() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const { search } = useLocation();
  const next = afterLoginFrom(search);
  const [failure, setFailure] = useState('');
  useEffect(() => onFirstInteraction(loginCheck.preload), []);
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [problems, setProblems] = useState<LoginProblems>({});
  // After the first try, each change checks the fields again, so a problem goes as soon as it is fixed.
  const hasTried = useRef(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const isBusy = loginMutation.isPending;
  const canSubmit = values.email.trim().length > 0 && values.password.length > 0 && !isBusy;

  const check = async (login: LoginInput) => {
    const result = (await loginCheck.load())(login);
    setProblems(result.problems ?? {});
    return result;
  };
  const onChange = (field: keyof LoginInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const changed = { ...values, [field]: event.target.value };
    setValues(changed);
    if (hasTried.current) void check(changed);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    hasTried.current = true;
    const { login, problems: found } = await check(values);
    if (!login) {
      fields[found.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setFailure('');
    const isDone = await runAuthRequest(() => loginMutation.mutateAsync(login), {
      loading: t('auth.loggingIn'),
      success: t('auth.loggedIn'),
      // Said under the form too, where it stays after the toast has gone.
      onFailure: (_error, message) => setFailure(message),
    });
    if (isDone) await navigate(pathAfterLogin(search), { replace: true });
  };

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
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField label={t('auth.email')} type="email" autoComplete="email" required name="email" ref={fields.email} value={values.email} onChange={onChange('email')} error={problems.email} />
          <PasswordField kind="current" label={t('auth.password')} name="password" ref={fields.password} value={values.password} onChange={onChange('password')} error={problems.password} />
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
