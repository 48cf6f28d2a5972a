import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, ResetPasswordFormSchema, type ResetPasswordForm } from '../../../../shared/contracts/users.ts';
import { useResetPassword } from '../../../features/auth/api/reset-password.ts';
import { authFailureMessage } from '../../../features/auth/auth-messages.ts';
import { AuthFrame } from '../../../features/auth/components/auth-frame.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { dismissErrorToasts } from '../../../components/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { clearClientSession } from '../../../lib/session.ts';

const PASSWORD_RESET_DONE_MESSAGE = 'Password changed. Log in with your new password.';
const LINK_CLASS = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';

/** Why the link cannot be used, with the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
      <p>{message}</p>
      <p className="mt-2">
        <Link to="/auth/forgot-password" className="font-semibold underline">
          Get a new reset link
        </Link>
      </p>
    </div>
  );
}

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const mutation = useResetPassword();
  // A refused link stays refused: the form gives way to the reason and the way to a new one.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading('Saving your new password...');
    try {
      await mutation.mutateAsync({ token, password: values.password });
      dismissErrorToasts();
      toast.success(PASSWORD_RESET_DONE_MESSAGE, { id: toastId });
      // Every login of the account has ended, this browser's included.
      clearClientSession();
      await navigate('/auth/login', { replace: true });
    } catch (error) {
      toast.error(authFailureMessage(error), { id: toastId });
      if (error instanceof ApiError && error.status === 400 && /reset link/i.test(error.message)) setLinkProblem(error.message);
    }
  });

  return (
    <AuthFrame
      title="Choose a new password"
      subtitle="Your other devices will be logged out."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/auth/login" className={LINK_CLASS}>
            Log in
          </Link>
        </>
      }
    >
      {!token ? (
        <LinkProblem message="This page needs the link from your reset e-mail. Open the link from the e-mail, or ask for a new one." />
      ) : linkProblem ? (
        <LinkProblem message={linkProblem} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset disabled={isBusy} className="space-y-4">
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              autoFocus
              minLength={PASSWORD_MIN_LENGTH}
              placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
              {...register('password')}
              error={formState.errors.password?.message}
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
          <button type="submit" className="btn-primary w-full py-2.5" disabled={isBusy}>
            {isBusy ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
