// /heirs/accept?token=…: the page an heir's invitation links to. Signed in, the person accepts it and their account
// becomes the heir; signed out, they log in or register first and come back here (the token rides in `next`).
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { HEIR_INVITE_NEEDS_VERIFIED_EMAIL, type AcceptHeirInvitationAnswer } from '@shared/contracts/twin-heirs.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { AuthFrame } from '@/features/users/components/auth-frame.tsx';
import { SignInToContinue } from '@/features/users/components/sign-in-to-continue.tsx';
import { useAcceptHeirInvitation, useHeirInvitationPreview } from '@/features/twin/api/accept-heir-invitation.ts';
import { publicTwinPath } from '@/features/twin/twin-display.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { ApiError, readable } from '@/lib/api-client.ts';
import { usePrincipal } from '@/lib/session.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function Component() {
  const { t } = useTranslation();
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
      setProblem({ message, needsVerifiedEmail: error instanceof ApiError && error.status === 403 && (error.body as { reason?: unknown } | null)?.reason === HEIR_INVITE_NEEDS_VERIFIED_EMAIL });
    }
  };

  return (
    <AuthFrame
      title={t('heirInvite.title')}
      subtitle={t('heirInvite.subtitle', { name: inviter ?? t('heirInvite.someone') })}
      switchTo={{ prompt: t('heirInvite.notNow'), to: '/', label: t('heirInvite.back') }}
      product="twin"
    >
      {!isTokenValid ? (
        <ErrorAlert>{t('heirInvite.needsLink')}</ErrorAlert>
      ) : preview.error && !accepted ? (
        <ErrorAlert>{readable(preview.error)}</ErrorAlert>
      ) : accepted ? (
        <div role="status" className="space-y-3 text-sm">
          <p data-testid="heir-accepted">{t(accepted.released ? 'heirInvite.acceptedOpen' : 'heirInvite.acceptedWaiting', { name: accepted.name })}</p>
          {accepted.released ? (
            <Link to={publicTwinPath(accepted.username)} className="btn-primary">
              {t('heirInvite.open', { name: accepted.name })}
            </Link>
          ) : (
            <Link to="/dashboard/heirs" className="btn-primary">
              {t('heirInvite.seeShared')}
            </Link>
          )}
        </div>
      ) : !principal ? (
        <SignInToContinue text={t('heirInvite.signIn')} next={next} loginLabel={t('heirInvite.logInToAccept')} />
      ) : (
        <div className="space-y-4 text-sm">
          <p>{richText(t('heirInvite.signedInAs', { email: principal.email }), { bold: (inner) => <strong>{inner}</strong> })}</p>
          <button type="button" className="btn-primary" onClick={() => void onAccept()} disabled={accept.isPending}>
            {accept.isPending ? t('heirInvite.accepting') : t('heirInvite.accept')}
          </button>
          <ErrorAlert>{problem?.message ?? null}</ErrorAlert>
          {problem?.needsVerifiedEmail ? (
            <p>
              {richText(t('heirInvite.verifyFirst'), {
                link: (inner) => (
                  <Link to="/dashboard" className="font-semibold underline">
                    {inner}
                  </Link>
                ),
              })}
            </p>
          ) : null}
        </div>
      )}
    </AuthFrame>
  );
}
