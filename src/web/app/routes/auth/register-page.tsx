import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RegisterFormValues, RegisterInput } from '@shared/contracts/users.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useRegister } from '@/features/users/api/register.ts';
import { afterLoginFrom, authPathWithNext, isPublicEngramPage, pathAfterLogin, productOf } from '@/features/users/after-login.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { AuthFrame, AuthSubmitButton } from '@/features/users/components/auth-frame.tsx';
import { PasswordField } from '@/features/users/components/password-field.tsx';
import { richText } from '@/i18n/rich-text.tsx';
import { onFirstInteraction } from '@/lib/first-interaction.ts';
import { lazyModule } from '@/lib/lazy-module.ts';

// Zod, the schema and its resolver load once the page has painted: at the first press, key or focus, or at the first
// check, which waits for them.
const registerCheck = lazyModule(() => import('@/features/users/register-validation.ts').then((module) => module.registerResolver));
const resolver: Resolver<RegisterFormValues, unknown, RegisterInput> = async (values, context, options) =>
  (await registerCheck.load())(values, context, options);

export function Component() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const { search } = useLocation();
  const next = afterLoginFrom(search);
  const isForTwin = productOf(next) === 'twin';
  const [failure, setFailure] = useState('');
  useEffect(() => onFirstInteraction(registerCheck.preload), []);
  const { register, handleSubmit, formState } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver,
    defaultValues: { name: '', email: '', password: '', method: 'email-password' },
  });
  const isBusy = registerMutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    const isDone = await runAuthRequest(() => registerMutation.mutateAsync(values), {
      loading: t('auth.registering'),
      success: t('auth.registered'),
      onFailure: (_error, message) => setFailure(message),
    });
    // Registering signed the person in: straight on to where they were going.
    if (isDone) await navigate(pathAfterLogin(search), { replace: true });
  });

  return (
    <AuthFrame
      title={t('auth.registerTitle')}
      subtitle={isPublicEngramPage(next) ? t('auth.registerSubtitleVisit') : isForTwin ? t('auth.registerSubtitleTwin') : t('auth.registerSubtitlePractice')}
      product={productOf(next)}
      switchTo={{ prompt: t('auth.haveAccount'), to: authPathWithNext('/auth/login', next), label: t('auth.logIn') }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField label={t('auth.name')} autoComplete="name" required {...register('name')} error={formState.errors.name?.message} />
          <TextField label={t('auth.email')} type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
          <PasswordField kind="new" label={t('auth.password')} {...register('password')} error={formState.errors.password?.message} />
        </fieldset>
        <AuthSubmitButton label={t('auth.continue')} busyLabel={t('auth.registering')} isBusy={isBusy} />
        <ErrorAlert>{failure}</ErrorAlert>
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          {richText(t('auth.agreement'), {
            terms: (text) => <LegalLink to="/terms">{text}</LegalLink>,
            privacy: (text) => <LegalLink to="/privacy">{text}</LegalLink>,
          })}
        </p>
      </form>
    </AuthFrame>
  );
}

/** Opens in a new tab, so what is typed in the form is still there when the person comes back. */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200">
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </Link>
  );
}
