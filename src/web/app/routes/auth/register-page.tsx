import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, RegisterInputSchema, type RegisterFormValues, type RegisterInput } from '../../../../shared/contracts/users.ts';
import { useRegister } from '../../../features/auth/api/register.ts';
import { authFailureMessage } from '../../../features/auth/auth-messages.ts';
import { afterLoginFrom, loginPrefillState } from '../../../features/auth/login-prefill.ts';
import { AuthFrame } from '../../../features/auth/components/auth-frame.tsx';
import { dismissErrorToasts } from '../../../components/toast.ts';
import { TextField } from '../../../components/text-field.tsx';

export function Component() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const next = afterLoginFrom(useLocation().search);
  const { register, handleSubmit, formState } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(RegisterInputSchema),
    defaultValues: { name: '', email: '', password: '', method: 'email-password' },
  });
  const isBusy = registerMutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const toastId = toast.loading('Registering...');
    try {
      await registerMutation.mutateAsync(values);
      dismissErrorToasts();
      toast.success('Successfully registered!', { id: toastId });
      // The e-mail (never the password) rides along in the navigation state, so the login form starts filled in.
      await navigate(next === 'twin' ? '/auth/login?next=twin' : '/auth/login', { state: loginPrefillState(values.email, next) });
    } catch (error) {
      toast.error(authFailureMessage(error), { id: toastId });
    }
  });

  return (
    <AuthFrame
      title="Create your account"
      subtitle="Start practising workplace conversations in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to={next === 'twin' ? '/auth/login?next=twin' : '/auth/login'} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={isBusy} className="space-y-4">
          <TextField label="Name" autoComplete="name" required {...register('name')} error={formState.errors.name?.message} />
          <TextField label="Email" type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
            {...register('password')}
            error={formState.errors.password?.message}
          />
        </fieldset>
        <button type="submit" className="btn-primary w-full py-2.5" disabled={isBusy}>
          {isBusy ? 'Registering...' : 'Continue'}
        </button>
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          By joining, you agree to our <LegalLink to="/terms">Terms of Service</LegalLink> and <LegalLink to="/privacy">Privacy Policy</LegalLink>.
        </p>
      </form>
    </AuthFrame>
  );
}

/** Opens in a new tab, so what is typed in the form is still there when the person comes back. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
