// An organisation's members with their roles: owners and admins change roles and remove members (the owner role is an
// owner's to give); everyone else reads the list.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { OrganizationDetails, OrganizationMember } from '@shared/contracts/organizations.ts';
import { ORGANIZATION_ROLES, type OrganizationRole } from '@shared/contracts/organizations-constants.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useChangeMemberRole } from '@/features/organizations/api/change-member-role.ts';
import { useRemoveMember } from '@/features/organizations/api/remove-member.ts';
import { OrganizationCard } from './organization-card.tsx';

export function OrganizationMembers({ details, email }: { details: OrganizationDetails; email: string }) {
  const { t } = useTranslation();
  const { organization, members } = details;
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const isOwner = organization.role === 'owner';
  const canManage = isOwner || organization.role === 'admin';

  const onRole = async (member: OrganizationMember, role: OrganizationRole) => {
    try {
      await changeRole.mutateAsync({ organizationId: organization.id, userId: member.user_id, role });
      toast.success(t('organisations.members.roleChanged', { name: member.name, role: t(`orgRoles.inSentence.${role}`) }), { id: 'organization-role-changed' });
    } catch (error) {
      toast.error(readable(error), { id: 'organization-role-error' });
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ organizationId: organization.id, userId: removing.user_id });
      toast.success(t('organisations.members.removed', { name: removing.name, organization: organization.name }), { id: 'organization-member-removed' });
      setRemoving(null);
    } catch (error) {
      toast.error(readable(error), { id: 'organization-remove-error' });
    }
  };

  return (
    <OrganizationCard id="members-heading" title={t('organisations.members.heading', { number: members.length })}>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" data-testid="organization-members">
        {members.map((member) => {
          const isSelf = member.email === email;
          // Admins leave owners alone; nobody changes their own role here (an owner hands ownership on first).
          const canChange = canManage && !isSelf && (isOwner || member.role !== 'owner');
          const roles = isOwner ? ORGANIZATION_ROLES : ORGANIZATION_ROLES.filter((role) => role !== 'owner');
          return (
            <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">
                  {member.name}
                  {isSelf ? <span className="text-slate-600 dark:text-slate-300"> {t('organisations.members.you')}</span> : null}
                </p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-400">{member.email}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                {canChange ? (
                  <select
                    className="field-input py-1.5 text-sm"
                    aria-label={t('organisations.members.roleOf', { name: member.name })}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => void onRole(member, event.target.value as OrganizationRole)}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {t(`orgRoles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200" data-testid="member-role">
                    {t(`orgRoles.${member.role}`)}
                  </span>
                )}
                {canChange ? (
                  <button type="button" className="btn-ghost px-2" onClick={() => setRemoving(member)} aria-label={t('organisations.members.removeNamed', { name: member.name })} title={t('organisations.members.remove')}>
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmModal
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('organisations.members.removeTitle', { name: removing?.name ?? t('organisations.members.thisMember') })}
        description={t('organisations.members.removeBody', { organization: organization.name })}
        width="28rem"
        onConfirm={() => void onRemove()}
        confirmLabel={t('organisations.members.remove')}
        confirmClassName={DANGER_BUTTON_CLASS}
        isBusy={remove.isPending}
        busyLabel={t('organisations.members.removing')}
      />
    </OrganizationCard>
  );
}
