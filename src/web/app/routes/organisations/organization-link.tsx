// The page an organisation's invitation or join link leads to (`?token=`). Signed in, the person joins; signed out,
// they log in or register first and come back here (the page's own address rides in `next`).
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Organization } from '@shared/contracts/organizations.ts';
import { ORGANIZATIONS_PAGE_PATH } from '@shared/contracts/organizations-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { AuthFrame } from '@/features/users/components/auth-frame.tsx';
import { SignInToContinue } from '@/features/users/components/sign-in-to-continue.tsx';
import { useAcceptOrganizationLink, useOrganizationLinkPreview, type OrganizationLinkKind } from '@/features/organizations/api/accept-organization-link.ts';
import { readable } from '@/lib/api-client.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { usePrincipal } from '@/lib/session.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function OrganizationLinkPage({ kind }: { kind: OrganizationLinkKind }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = searchParams.get('token')?.trim() ?? '';
  const principal = usePrincipal();
  const isTokenValid = TOKEN_PATTERN.test(token);
  const preview = useOrganizationLinkPreview(kind, token, isTokenValid && principal !== null);
  const accept = useAcceptOrganizationLink();
  const [joined, setJoined] = useState<Organization | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const here = `${pathname}${search}` as `/${string}`;
  const name = preview.data?.organization_name;

  const onAccept = async () => {
    setProblem(null);
    try {
      setJoined(await accept.mutateAsync({ kind, token }));
    } catch (error) {
      setProblem(readable(error));
    }
  };

  return (
    <AuthFrame
      title={kind === 'invite' ? t('orgJoin.inviteTitle') : t('orgJoin.joinTitle')}
      subtitle={name ? t('orgJoin.subtitleNamed', { name }) : t('orgJoin.subtitle')}
      switchTo={{ prompt: t('orgJoin.notNow'), to: '/', label: t('orgJoin.back') }}
    >
      {!isTokenValid ? (
        <ErrorAlert>{t('orgJoin.needsLink')}</ErrorAlert>
      ) : joined ? (
        <div role="status" className="space-y-3 text-sm">
          <p data-testid="organization-joined">{t('orgJoin.joined', { role: t(`orgRoles.inSentence.${joined.role}`), name: joined.name })}</p>
          <Link to={`${ORGANIZATIONS_PAGE_PATH}?id=${encodeURIComponent(joined.id)}`} className="btn-primary">
            {t('orgJoin.open', { name: joined.name })}
          </Link>
        </div>
      ) : !principal ? (
        <SignInToContinue
          text={kind === 'invite' ? t('orgJoin.signInInvite') : t('orgJoin.signInJoin')}
          next={here}
          loginLabel={t('orgJoin.logInToJoin')}
        />
      ) : preview.error ? (
        <ErrorAlert>{readable(preview.error)}</ErrorAlert>
      ) : (
        <div className="space-y-4 text-sm">
          <p>
            {richText(
              preview.data
                ? t('orgJoin.signedInAsJoining', { email: principal.email, name: preview.data.organization_name, role: t(`orgRoles.inSentence.${preview.data.role}`) })
                : t('orgJoin.signedInAs', { email: principal.email }),
              { strong: (inner) => <strong>{inner}</strong> },
            )}
          </p>
          <button type="button" className="btn-primary" onClick={() => void onAccept()} disabled={accept.isPending || !preview.data}>
            {accept.isPending ? t('orgJoin.joining') : kind === 'invite' ? t('orgJoin.accept') : t('orgJoin.join')}
          </button>
          <ErrorAlert>{problem}</ErrorAlert>
        </div>
      )}
    </AuthFrame>
  );
}
