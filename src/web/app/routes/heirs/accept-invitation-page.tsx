// /heirs/accept?token=…: the page an heir's invitation links to. Signed in, the person accepts it and their account
// becomes the heir; signed out, they log in or register first and come back here (the token rides in `next`).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AcceptHeirInvitationAnswer } from '@shared/contracts/twin-heirs.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { AuthFrame } from '@/features/users/components/auth-frame.tsx';
import { SignInToContinue } from '@/features/users/components/sign-in-to-continue.tsx';
import { useAcceptHeirInvitation, useHeirInvitationPreview } from '@/features/twin/api/accept-heir-invitation.ts';
import { publicTwinPath } from '@/features/twin/twin-display.ts';
import { ApiError, readable } from '@/lib/api-client.ts';
import { usePrincipal } from '@/lib/session.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const principal = usePrincipal();
  const accept = useAcceptHeirInvitation();
  const [accepted, setAccepted] = useState<AcceptHeirInvitationAnswer | null>(null);
  const [problem, setProblem] = useState<{ message: string; needsVerifiedEmail: boolean } | null>(null);
  const isTokenValid = TOKEN_PATTERN.test(token);
  const preview = useHeirInvitationPreview(token, isTokenValid);
  const inviter = preview.data?.name;
  const next = `invite:${token}` as const;

  const onAccept = async () => {
    setProblem(null);
    try {
      setAccepted(await accept.mutateAsync(token));
    } catch (error) {
      const message = readable(error);
      setProblem({ message, needsVerifiedEmail: error instanceof ApiError && error.status === 403 && /verify your e-mail/i.test(message) });
    }
  };

  return (
    <AuthFrame
      title="You are invited as an heir"
      subtitle={`${inviter ?? 'Someone'} wants you to keep their Engram: their stories, in their own words.`}
      switchTo={{ prompt: 'Not now?', to: '/', label: 'Back to Engram' }}
      product="twin"
    >
      {!isTokenValid ? (
        <ErrorAlert>This page needs the link from your invitation. Open the link you were sent, or ask the person who invited you for a new one.</ErrorAlert>
      ) : preview.error && !accepted ? (
        <ErrorAlert>{readable(preview.error)}</ErrorAlert>
      ) : accepted ? (
        <div role="status" className="space-y-3 text-sm">
          <p data-testid="heir-accepted">{accepted.message}</p>
          {accepted.released ? (
            <Link to={publicTwinPath(accepted.username)} className="btn-primary">
              Open {accepted.name}’s Engram
            </Link>
          ) : (
            <Link to="/dashboard/heirs" className="btn-primary">
              See the Engrams shared with you
            </Link>
          )}
        </div>
      ) : !principal ? (
        <SignInToContinue text="Log in, or create an account, to accept this invitation. Any account will do: the one that accepts the link becomes the heir." next={next} loginLabel="Log in to accept" />
      ) : (
        <div className="space-y-4 text-sm">
          <p>
            You are signed in as <strong>{principal.email}</strong>. Accepting makes this account the heir; the link then stops working for anyone else.
          </p>
          <button type="button" className="btn-primary" onClick={() => void onAccept()} disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : 'Accept the invitation'}
          </button>
          <ErrorAlert>{problem?.message ?? null}</ErrorAlert>
          {problem?.needsVerifiedEmail ? (
            <p>
              <Link to="/dashboard" className="font-semibold underline">
                Confirm your e-mail address on your dashboard
              </Link>
              , then open this link again.
            </p>
          ) : null}
        </div>
      )}
    </AuthFrame>
  );
}
