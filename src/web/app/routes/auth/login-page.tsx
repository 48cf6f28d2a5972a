import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginInputSchema, type LoginInput } from '../../../../shared/contracts/users.ts';
import { useLogin } from '../../../features/auth/api/login.ts';
import { runAuthRequest } from '../../../features/auth/auth-request.ts';
import { AuthFrame, AuthSubmitButton } from '../../../features/auth/components/auth-frame.tsx';
import { PasswordField } from '../../../features/auth/components/password-field.tsx';
import { afterLoginFrom, authPathWithNext, pathAfterLogin, prefilledEmail } from '../../../features/auth/login-prefill.ts';
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
    const isDone = await runAuthRequest(() => loginMutation.mutateAsync(values), { loading: 'Logging in...', success: 'Successfully logged in!' });
    if (isDone) await navigate(pathAfterLogin(location.state, location.search), { replace: true });
  });

  return (
    <AuthFrame
      title="Welcome back"
      subtitle="Log in to continue practising."
      switchTo={{ prompt: 'New to Engram?', to: authPathWithNext('/auth/register', afterLoginFrom(location.search)), label: 'Create an account' }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField label="Email" type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
          <PasswordField kind="current" label="Password" {...register('password')} error={formState.errors.password?.message} />
        </fieldset>
        <p className="-mt-1 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Forgot password?
          </Link>
        </p>
        <AuthSubmitButton label="Continue" busyLabel="Logging in..." isBusy={isBusy} isDisabled={!canSubmit} />
      </form>
    </AuthFrame>
  );
}
