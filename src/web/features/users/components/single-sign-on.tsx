// "Continue with single sign-on" on the login page: the person types their work address, its domain picks the
// organisation, and the browser goes to that organisation's provider. Coming back without signing in, the page says why
// (the `sso_error` the server's callback puts in the address).
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { SSO_ERROR_MESSAGES, SSO_ERROR_PARAM, type SsoErrorCode } from '@shared/contracts/organization-sso-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { readable } from '@/lib/api-client.ts';
import { useStartSingleSignOn } from '@/features/users/api/start-single-sign-on.ts';

/** What the login page says for the reason in its address, if it names one. */
export function singleSignOnFailure(search: string): string | null {
  const code = new URLSearchParams(search).get(SSO_ERROR_PARAM);
  return code && Object.hasOwn(SSO_ERROR_MESSAGES, code) ? SSO_ERROR_MESSAGES[code as SsoErrorCode] : null;
}

export function SingleSignOn() {
  const { search } = useLocation();
  const start = useStartSingleSignOn();
  const cameBack = singleSignOnFailure(search);
  const [isOpen, setIsOpen] = useState(cameBack !== null);
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(cameBack);
  // Busy from the press until the provider's page replaces this one.
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = start.isPending || isLeaving;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes('@')) {
      setFailure('Enter your work e-mail address.');
      return;
    }
    setFailure(null);
    try {
      const { authorization_url: authorizationUrl } = await start.mutateAsync({ email: email.trim() });
      setIsLeaving(true);
      window.location.assign(authorizationUrl);
    } catch (error) {
      setFailure(readable(error));
    }
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800" data-testid="single-sign-on">
      {isOpen ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
          <TextField label="Work e-mail" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={isBusy} hint="Your organisation’s sign-in page opens next." />
          <button type="submit" className="btn-secondary w-full py-2.5" disabled={isBusy || email.trim() === ''}>
            <KeyRound className="size-4" aria-hidden />
            {isBusy ? 'Opening your organisation’s sign-in…' : 'Continue with single sign-on'}
          </button>
          <ErrorAlert>{failure}</ErrorAlert>
        </form>
      ) : (
        <button type="button" className="btn-secondary w-full py-2.5" onClick={() => setIsOpen(true)}>
          <KeyRound className="size-4" aria-hidden />
          Continue with single sign-on
        </button>
      )}
    </div>
  );
}
