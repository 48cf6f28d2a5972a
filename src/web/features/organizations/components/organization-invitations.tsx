// Inviting people by e-mail (owners and admins): each invitation is a single-use link for one address, e-mailed when
// the server sends e-mail and shown here once to copy; open invitations can be revoked.
import { UserPlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CreateInvitationInputSchema, type CreatedInvitation, type Organization } from '@shared/contracts/organizations.ts';
import { INVITATION_ROLES, type InvitationRole } from '@shared/contracts/organizations-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { SelectField, TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { formatDate } from '@/i18n/format.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useCreateInvitation } from '@/features/organizations/api/create-invitation.ts';
import { useInvitations } from '@/features/organizations/api/get-invitations.ts';
import { useRevokeInvitation } from '@/features/organizations/api/revoke-invitation.ts';
import { CopyLink } from './copy-link.tsx';
import { OrganizationCard } from './organization-card.tsx';
import { InviteeRow } from '@/components/invitee-row.tsx';

const formatDay = (iso: string) => formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });

export function OrganizationInvitations({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const invitations = useInvitations(organization.id, true);
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitationRole>('member');
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);
  // The link is answered once, when made: it stays on screen until it is copied or another is made.
  const [made, setMade] = useState<CreatedInvitation | null>(null);

  const onInvite = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(CreateInvitationInputSchema, { email, role }, t('organisations.invitations.validEmail'), setError);
    if (!input) return;
    try {
      const invitation = await create.mutateAsync({ organizationId: organization.id, ...input });
      setMade(invitation);
      setEmail('');
      toast.success(invitation.invite_emailed ? t('organisations.invitations.sent', { email: invitation.email }) : t('organisations.invitations.invitedSendLink', { email: invitation.email }), { id: 'organization-invited' });
    } catch (inviteError) {
      setError(readable(inviteError));
    }
  };

  const onRevoke = async (invitationId: string, address: string) => {
    try {
      await revoke.mutateAsync({ organizationId: organization.id, invitationId });
      if (made?.id === invitationId) setMade(null);
      toast.success(t('organisations.invitations.revoked', { email: address }), { id: 'organization-invitation-revoked' });
    } catch (revokeError) {
      toast.error(readable(revokeError), { id: 'organization-revoke-error' });
    }
  };

  const open = invitations.data?.data ?? [];
  return (
    <OrganizationCard id="invite-heading" title={t('organisations.invitations.heading')}>
      <form onSubmit={onInvite} className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end" noValidate>
        <TextField label={t('organisations.invitations.email')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        <SelectField label={t('organisations.invitations.role')} value={role} onChange={(event) => setRole(event.target.value as InvitationRole)}>
          {INVITATION_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`orgRoles.${option}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary" disabled={create.isPending || email.trim() === ''}>
          <UserPlus className="size-4" aria-hidden />
          {t('organisations.invitations.invite')}
        </button>
      </form>
      <ErrorAlert className="mt-2">{shownError}</ErrorAlert>
      {made ? (
        <CopyLink url={made.invite_url} label={t('organisations.invitations.link')} testId="organization-invitation" onClose={() => setMade(null)}>
          {t(made.invite_emailed ? 'organisations.invitations.emailed' : 'organisations.invitations.sendYourself', { email: made.email, date: formatDay(made.expires_at) })}
        </CopyLink>
      ) : null}
      {open.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold">{t('organisations.invitations.open')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="organization-open-invitations">
            {open.map((invitation) => (
              <InviteeRow
                key={invitation.id}
                email={invitation.email}
                status={t('organisations.invitations.worksUntil', { role: t(`orgRoles.${invitation.role}`), date: formatDay(invitation.expires_at) })}
              >
                <button type="button" className="btn-ghost px-2" onClick={() => void onRevoke(invitation.id, invitation.email)} disabled={revoke.isPending} aria-label={t('organisations.invitations.revokeNamed', { email: invitation.email })} title={t('organisations.invitations.revoke')}>
                  <X className="size-4" aria-hidden />
                </button>
              </InviteeRow>
            ))}
          </ul>
        </>
      ) : null}
    </OrganizationCard>
  );
}
