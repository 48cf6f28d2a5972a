// "Continue with single sign-on" on the login page: the person types their work address, its domain picks the
// organisation, and the browser goes to that organisation's provider. Coming back without signing in, the page says why
// (the `sso_error` the server's callback puts in the address).
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import { SSO_ATTEMPT_TTL_MINUTES, SSO_ERROR_MESSAGES, SSO_ERROR_PARAM } from '@shared/contracts/organization-sso-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { readable } from '@/lib/api-client.ts';
import { useStartSingleSignOn } from '@/features/users/api/start-single-sign-on.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The reason named in the login page's address (a key of SSO_ERROR_MESSAGES), if it names a known one. */
export function singleSignOnFailureCode(search: string): string | null {
  const code = new URLSearchParams(search).get(SSO_ERROR_PARAM);
  return code && Object.hasOwn(SSO_ERROR_MESSAGES, code) ? code : null;
}

/** What the login page says for each reason, in the language showing (the server's English is SSO_ERROR_MESSAGES). */
function failureText(t: TFunction, code: string): string {
  switch (code) {
    case 'denied':
      return t('auth.sso.error.denied');
    case 'state':
      return t('auth.sso.error.state');
    case 'expired':
      return t('auth.sso.error.expired', { count: SSO_ATTEMPT_TTL_MINUTES });
    case 'unverified':
      return t('auth.sso.error.unverified');
    case 'domain':
      return t('auth.sso.error.domain');
    case 'provider':
      return t('auth.sso.error.provider');
    case 'disabled':
      return t('auth.sso.error.disabled');
    case 'linked':
      return t('auth.sso.error.linked');
    default:
      return t('auth.sso.error.membership');
  }
}

export function SingleSignOn() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const start = useStartSingleSignOn();
  const cameBack = singleSignOnFailureCode(search);
  const [isOpen, setIsOpen] = useState(cameBack !== null);
  const [email, setEmail] = useState('');
  // Either a reason's code from the address (worded at each render, so it follows the language) or a message to show.
  const [failure, setFailure] = useState<{ code: string } | { message: string } | null>(cameBack === null ? null : { code: cameBack });
  // Busy from the press until the provider's page replaces this one.
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = start.isPending || isLeaving;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.includes('@')) {
      setFailure({ message: t('auth.sso.enterEmail') });
      return;
    }
    setFailure(null);
    try {
      const { authorization_url: authorizationUrl } = await start.mutateAsync({ email: email.trim() });
      setIsLeaving(true);
      window.location.assign(authorizationUrl);
    } catch (error) {
      setFailure({ message: readable(error) });
    }
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800" data-testid="single-sign-on">
      {isOpen ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
          <TextField
            label={t('auth.sso.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={isBusy}
            hint={t('auth.sso.hint')}
          />
          <button type="submit" className="btn-secondary w-full py-2.5" disabled={isBusy || email.trim() === ''}>
            <KeyRound className="size-4" aria-hidden />
            {isBusy ? t('auth.sso.opening') : t('auth.sso.continue')}
          </button>
          <ErrorAlert>{failure === null ? null : 'code' in failure ? failureText(t, failure.code) : failure.message}</ErrorAlert>
        </form>
      ) : (
        <button type="button" className="btn-secondary w-full py-2.5" onClick={() => setIsOpen(true)}>
          <KeyRound className="size-4" aria-hidden />
          {t('auth.sso.continue')}
        </button>
      )}
    </div>
  );
}
