import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, UserCog } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ForgotPasswordInputSchema, type ForgotPasswordAnswer, type ForgotPasswordInput } from '@shared/contracts/users.ts';
import { toast } from '@/components/toast.ts';
import { useForgotPassword } from '@/features/users/api/forgot-password.ts';
import { authFailureMessage } from '@/features/users/auth-messages.ts';
import { AuthFrame, AuthSubmitButton } from '@/features/users/components/auth-frame.tsx';
import { TextField } from '@/components/text-field.tsx';
import { localisedResolver } from '@/i18n/form-errors.ts';

/** What happened to the request: a link on its way, or (a server without e-mail) the administrator to ask. */
function SentNotice({ answer }: { answer: ForgotPasswordAnswer }) {
  const { t } = useTranslation();
  // Worded from how the link travels, not from the answer's English message.
  const isByOperator = answer.delivery === 'operator';
  const Icon = isByOperator ? UserCog : MailCheck;
  return (
    <div role="status" className="card flex gap-3 p-4 text-sm" data-testid="forgot-password-notice">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
      <div className="space-y-2">
        <p className="font-medium text-slate-900 dark:text-white">{t(isByOperator ? 'auth.forgot.sentByOperator' : 'auth.forgot.sentByEmail')}</p>
        <p className="text-slate-600 dark:text-slate-300">{t(isByOperator ? 'auth.forgot.linkOnceByOperator' : 'auth.forgot.linkOnceByEmail')}</p>
      </div>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: localisedResolver(zodResolver(ForgotPasswordInputSchema)),
    defaultValues: { email: '' },
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      toast.error(authFailureMessage(error));
    }
  });

  return (
    <AuthFrame
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      switchTo={{ prompt: t('auth.forgot.remembered'), to: '/auth/login', label: t('auth.logIn') }}
    >
      {mutation.data ? (
        <div className="space-y-4">
          <SentNotice answer={mutation.data} />
          <button type="button" className="btn-secondary w-full" onClick={() => mutation.reset()}>
            {t('auth.forgot.anotherEmail')}
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset disabled={isBusy}>
            <TextField label={t('auth.email')} type="email" autoComplete="email" required autoFocus {...register('email')} error={formState.errors.email?.message} />
          </fieldset>
          <AuthSubmitButton label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.sending')} isBusy={isBusy} />
        </form>
      )}
    </AuthFrame>
  );
}
