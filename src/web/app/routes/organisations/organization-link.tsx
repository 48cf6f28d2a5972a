// The page an organisation's invitation or join link leads to (`?token=`). Signed in, the person joins; signed out,
// they log in or register first and come back here (the page's own address rides in `next`).
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Organization } from '@shared/contracts/organizations.ts';
import { ORGANIZATION_ROLE_LABELS, ORGANIZATIONS_PAGE_PATH } from '@shared/contracts/organizations-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { AuthFrame } from '@/features/users/components/auth-frame.tsx';
import { SignInToContinue } from '@/features/users/components/sign-in-to-continue.tsx';
import { useAcceptOrganizationLink, useOrganizationLinkPreview, type OrganizationLinkKind } from '@/features/organizations/api/accept-organization-link.ts';
import { readable } from '@/lib/api-client.ts';
import { usePrincipal } from '@/lib/session.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function OrganizationLinkPage({ kind }: { kind: OrganizationLinkKind }) {
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
      title={kind === 'invite' ? 'You are invited to an organisation' : 'Join an organisation'}
      subtitle={name ? `${name} practises conversations together on Engram.` : 'Practise conversations together with your team on Engram.'}
      switchTo={{ prompt: 'Not now?', to: '/', label: 'Back to Engram' }}
    >
      {!isTokenValid ? (
        <ErrorAlert>This page needs the link you were sent. Open it again, or ask the organisation’s admin for a new one.</ErrorAlert>
      ) : joined ? (
        <div role="status" className="space-y-3 text-sm">
          <p data-testid="organization-joined">
            You are now {ORGANIZATION_ROLE_LABELS[joined.role].toLowerCase()} of {joined.name}.
          </p>
          <Link to={`${ORGANIZATIONS_PAGE_PATH}?id=${encodeURIComponent(joined.id)}`} className="btn-primary">
            Open {joined.name}
          </Link>
        </div>
      ) : !principal ? (
        <SignInToContinue
          text={kind === 'invite' ? 'Log in, or create an account, with the e-mail address this invitation was sent to.' : 'Log in, or create an account, with your work e-mail address.'}
          next={here}
          loginLabel="Log in to join"
        />
      ) : preview.error ? (
        <ErrorAlert>{readable(preview.error)}</ErrorAlert>
      ) : (
        <div className="space-y-4 text-sm">
          <p>
            You are signed in as <strong>{principal.email}</strong>.
            {preview.data ? ` You join ${preview.data.organization_name} as ${ORGANIZATION_ROLE_LABELS[preview.data.role].toLowerCase()}.` : ''}
          </p>
          <button type="button" className="btn-primary" onClick={() => void onAccept()} disabled={accept.isPending || !preview.data}>
            {accept.isPending ? 'Joining…' : kind === 'invite' ? 'Accept the invitation' : 'Join'}
          </button>
          <ErrorAlert>{problem}</ErrorAlert>
        </div>
      )}
    </AuthFrame>
  );
}
