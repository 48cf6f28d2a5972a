import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '@shared/contracts/users.ts';
import { useChangePassword } from '@/features/users/api/change-password.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { PasswordField } from './password-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { FormSubmitRow } from '@/components/form-submit-row.tsx';


const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** The current password and the new one twice; on success this login stays and the others end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordValues>({
    resolver: localisedResolver(zodResolver(ChangePasswordFormSchema)),
    defaultValues: EMPTY,
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    const isDone = await runAuthRequest(() => mutation.mutateAsync({ current_password, new_password }), {
      loading: t('account.passwordForm.changing'),
      success: t('account.passwordForm.changed'),
      onFailure: (_error, message) => {
        if (/current password|kata sandi saat ini/i.test(message)) setError('current_password', { message }, { shouldFocus: true });
      },
    });
    if (isDone) reset(EMPTY);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('account.passwordHeading')}>
      <fieldset disabled={isBusy} className="space-y-4">
        <PasswordField kind="current" label={t('account.passwordForm.current')} {...register('current_password')} error={formState.errors.current_password?.message} />
        <PasswordField kind="new" label={t('account.passwordForm.new')} {...register('new_password')} error={formState.errors.new_password?.message} />
        <PasswordField kind="confirm" label={t('account.passwordForm.confirm')} {...register('confirm_password')} error={formState.errors.confirm_password?.message} />
      </fieldset>
      <FormSubmitRow label={t('account.passwordHeading')} busyLabel={t('account.passwordForm.changingShort')} isBusy={isBusy} />
    </form>
  );
}
