// /verify-email?token=…: the page the verification e-mail links to. It confirms the address at once; the token works once.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '@/features/users/api/verify-email.ts';
import { AuthFrame } from '@/features/users/components/auth-frame.tsx';
import { isSignedIn } from '@/lib/session.ts';
import { readable } from '@/lib/api-client.ts';

type Outcome = { kind: 'done' | 'failed'; message: string };

export function Component() {
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
      (answer) => setOutcome({ kind: 'done', message: answer.message }),
      (error: unknown) => setOutcome({ kind: 'failed', message: readable(error) }),
    );
  }, [token, verify]);

  const next = isSignedIn() ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/auth/login', label: 'Log in' };
  return (
    <AuthFrame title="Confirm your e-mail address" subtitle="So that links meant for you reach only you." switchTo={{ prompt: 'Done here?', to: next.to, label: next.label }}>
      {!token ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          This page needs the link from your verification e-mail. Open the link from the e-mail, or ask for a new one on your dashboard.
        </p>
      ) : !outcome ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
          Confirming your address…
        </p>
      ) : (
        <div role={outcome.kind === 'failed' ? 'alert' : 'status'} className={`text-sm ${outcome.kind === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-200'}`}>
          <p data-testid="verify-email-outcome">{outcome.message}</p>
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
