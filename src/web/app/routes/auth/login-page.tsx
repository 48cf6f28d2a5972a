import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoginInputSchema, type LoginInput } from '../../../../shared/contracts/users.ts';
import { useLogin } from '../../../features/auth/api/login.ts';
import { authFailureMessage } from '../../../features/auth/auth-messages.ts';
import { AuthFrame } from '../../../features/auth/components/auth-frame.tsx';
import { pathAfterLogin, prefilledEmail } from '../../../features/auth/login-prefill.ts';
import { dismissErrorToasts } from '../../../components/toast.ts';
import { TextField } from '../../../components/text-field.tsx';

export function Component() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  // Filled in after registering (register-page.tsx), so only the password is left to type.
  const location = useLocation();
  const initialEmail = prefilledEmail(location.state);
  const { register, handleSubmit, control, formState, setFocus } = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  useEffect(() => {
    if (initialEmail) setFocus('password');
  }, [initialEmail, setFocus]);
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const isBusy = loginMutation.isPending;
  const canSubmit = email.trim().length > 0 && password.length > 0 && !isBusy;

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading('Logging in...');
    try {
      await loginMutation.mutateAsync(values);
      dismissErrorToasts();
      toast.success('Successfully logged in!', { id: toastId });
      await navigate(pathAfterLogin(location.state, location.search), { replace: true });
    } catch (error) {
      toast.error(authFailureMessage(error), { id: toastId });
    }
  });

  return (
    <AuthFrame
      title="Welcome back"
      subtitle="Log in to continue practising."
      footer={
        <>
          New to Engram?{' '}
          <Link to="/auth/register" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField label="Email" type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
          <TextField label="Password" type="password" autoComplete="current-password" required {...register('password')} error={formState.errors.password?.message} />
        </fieldset>
        <p className="-mt-1 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Forgot password?
          </Link>
        </p>
        <button type="submit" className="btn-primary w-full py-2.5" disabled={!canSubmit}>
          {isBusy ? 'Logging in...' : 'Continue'}
        </button>
      </form>
    </AuthFrame>
  );
}
