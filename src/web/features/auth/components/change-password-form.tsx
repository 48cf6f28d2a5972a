import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ChangePasswordFormSchema, PASSWORD_MIN_LENGTH, type ChangePasswordForm as ChangePasswordValues } from '../../../../shared/contracts/users.ts';
import { TextField } from '../../../components/text-field.tsx';
import { dismissErrorToasts } from '../../../components/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { authFailureMessage } from '../auth-messages.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other devices have been logged out.';

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** The current password and the new one twice; on success this login stays and the others end. */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    const toastId = toast.loading('Changing your password...');
    try {
      await mutation.mutateAsync({ current_password, new_password });
      dismissErrorToasts();
      toast.success(PASSWORD_CHANGED_MESSAGE, { id: toastId });
      reset(EMPTY);
    } catch (error) {
      const message = authFailureMessage(error);
      toast.error(message, { id: toastId });
      if (/current password/i.test(message)) setError('current_password', { message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <fieldset disabled={isBusy} className="space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...register('current_password')}
          error={formState.errors.current_password?.message}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...register('new_password')}
          error={formState.errors.new_password?.message}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...register('confirm_password')}
          error={formState.errors.confirm_password?.message}
        />
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={isBusy}>
          {isBusy ? 'Changing...' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
