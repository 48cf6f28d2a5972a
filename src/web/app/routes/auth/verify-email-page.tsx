// /verify-email?token=…: the page the verification e-mail links to. It confirms the address at once; the token works once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import type { VerifyEmailAnswer } from '@shared/contracts/users.ts';
import { useVerifyEmail } from '@/features/users/api/verify-email.ts';
import { AuthFrame } from '@/features/users/components/auth-frame.tsx';
import { isSignedIn } from '@/lib/session.ts';
import { readable } from '@/lib/api-client.ts';

type Outcome = { kind: 'done'; answer: VerifyEmailAnswer } | { kind: 'failed'; message: string };

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The link works once: a second run (React's development double effect) must not spend it again.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    verify.mutateAsync(token).then(
      (answer) => setOutcome({ kind: 'done', answer }),
      (error: unknown) => setOutcome({ kind: 'failed', message: readable(error) }),
    );
  }, [token, verify]);

  const next = isSignedIn() ? { to: '/dashboard', label: t('auth.verify.toDashboard') } : { to: '/auth/login', label: t('auth.logIn') };
  // Worded from the outcome in the reader's language; a failure is the server's message, in it too (error-messages.ts).
  const said = !outcome ? null : outcome.kind === 'failed' ? outcome.message : outcome.answer.outcome === 'changed' ? t('auth.verify.changed', { email: outcome.answer.email }) : t('auth.verify.verified');
  return (
    <AuthFrame title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')} switchTo={{ prompt: t('auth.verify.doneHere'), to: next.to, label: next.label }}>
      {!token ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('auth.verify.needsLink')}
        </p>
      ) : !outcome ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
          {t('auth.verify.confirming')}
        </p>
      ) : (
        <div role={outcome.kind === 'failed' ? 'alert' : 'status'} className={`text-sm ${outcome.kind === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-200'}`}>
          <p data-testid="verify-email-outcome">{said}</p>
          <p className="mt-3">
            <Link to={next.to} className="font-semibold underline">
              {next.label}
            </Link>
          </p>
        </div>
      )}
    </AuthFrame>
  );
}
