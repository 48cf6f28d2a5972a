// /showcase/organisations: the person's organisations and a form to create one; the chosen organisation's members and
// roles, and for its owners and admins the invitations and settings. `?id=` chooses which, else the header's workspace.
import { Building2, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ASSIGNING_ROLES } from '@shared/contracts/assignments-constants.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { EmptyState, LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { usePrincipal } from '@/lib/session.ts';
import { OrganizationAssignments } from '@/features/assignments/components/organization-assignments.tsx';
import { OrganizationTeams } from '@/features/assignments/components/organization-teams.tsx';
import { useOrganization } from '@/features/organizations/api/get-organization.ts';
import { useOrganizations } from '@/features/organizations/api/get-organizations.ts';
import { useLeaveOrganization } from '@/features/organizations/api/leave-organization.ts';
import { CreateOrganizationForm } from '@/features/organizations/components/create-organization-form.tsx';
import { OrganizationCredits } from '@/features/organizations/components/organization-credits.tsx';
import { OrganizationInvitations } from '@/features/organizations/components/organization-invitations.tsx';
import { OrganizationMembers } from '@/features/organizations/components/organization-members.tsx';
import { OrganizationSettings } from '@/features/organizations/components/organization-settings.tsx';
import { OrganizationSsoSettings } from '@/features/organizations/components/organization-sso-settings.tsx';
import { useScenarios } from '@/features/scenarios/api/get-scenarios.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const [searchParams, setSearchParams] = useSearchParams();
  const organizations = useOrganizations();
  const list = organizations.data?.data ?? [];
  const chosenId = searchParams.get('id');
  const selectedId = [chosenId, organizations.data?.current_id, list[0]?.id].find((id) => id && list.some((organization) => organization.id === id)) ?? null;
  const details = useOrganization(selectedId);
  const leave = useLeaveOrganization();
  const [isLeaving, setIsLeaving] = useState(false);
  const open = (id: string) => setSearchParams({ id }, { replace: true });
  // What a manager may assign: their own scenarios, the organisation's and the samples.
  const scenarios = useScenarios(principal?.email);
  const assignable = (scenarios.data ?? [])
    .filter((scenario) => scenario.owner === 'me' || scenario.owner === 'sample' || (selectedId !== null && scenario.organization_id === selectedId))
    .map((scenario) => ({ id: scenario.id, name: scenario.name }));

  const onLeave = async () => {
    if (!details.data) return;
    const { name, id } = details.data.organization;
    try {
      await leave.mutateAsync(id);
      setIsLeaving(false);
      setSearchParams({}, { replace: true });
      toast.success(t('organisations.left', { name }), { id: 'organization-left' });
    } catch (error) {
      setIsLeaving(false);
      toast.error(readable(error), { id: 'organization-leave-error' });
    }
  };

  if (organizations.isPending) return <LoadingState label={t('organisations.loading')} isWholePage />;
  if (organizations.isError) {
    return (
      <div className="container-page py-10">
        <RetryAlert message={t('organisations.loadFailed', { reason: organizations.error.message })} onRetry={() => void organizations.refetch()} />
      </div>
    );
  }

  const organization = details.data?.organization;
  const canManage = organization?.role === 'owner' || organization?.role === 'admin';
  const canAssign = organization !== undefined && (ASSIGNING_ROLES as readonly string[]).includes(organization.role);
  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('organisations.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('organisations.intro')}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="space-y-4">
          {list.length > 0 ? (
            <nav aria-label={t('organisations.yours')} className="card p-1.5">
              <ul>
                {list.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => open(item.id)}
                      aria-current={item.id === selectedId ? 'page' : undefined}
                      className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-900/50 dark:aria-[current=page]:text-brand-100"
                    >
                      <Building2 className="size-4 shrink-0" aria-hidden />
                      <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
                      <span className="text-xs text-slate-600 dark:text-slate-300">{t(`orgRoles.${item.role}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <CreateOrganizationForm onCreated={(created) => open(created.id)} />
        </div>

        <div className="min-w-0 space-y-6">
          {list.length === 0 ? (
            <EmptyState icon={Building2} title={t('organisations.emptyTitle')} text={t('organisations.emptyBody')} testId="organisations-empty">
              {null}
            </EmptyState>
          ) : details.isPending ? (
            <LoadingState label={t('organisations.loadingOne')} />
          ) : details.isError ? (
            <RetryAlert message={readable(details.error)} onRetry={() => void details.refetch()} />
          ) : organization && details.data && principal ? (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-xl font-semibold tracking-tight" data-testid="organisation-name">
                    {organization.name}
                  </h2>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('organisations.youAre', { role: t(`orgRoles.inSentence.${organization.role}`), count: organization.member_count, formatted: formatNumber(organization.member_count) })}
                  </p>
                </div>
                <button type="button" className="btn-ghost" onClick={() => setIsLeaving(true)}>
                  <LogOut className="size-4" aria-hidden />
                  {t('organisations.leave')}
                </button>
              </div>
              <OrganizationMembers details={details.data} email={principal.email} />
              <OrganizationCredits key={`credits-${organization.id}`} organization={organization} />
              {canAssign ? (
                <>
                  <OrganizationAssignments key={`assign-${organization.id}`} organizationId={organization.id} members={details.data.members} scenarios={assignable} />
                  <OrganizationTeams key={`teams-${organization.id}`} organizationId={organization.id} members={details.data.members} />
                </>
              ) : (
                <p className="card p-4 text-sm text-slate-700 dark:text-slate-200" data-testid="organisation-privacy">
                  {t('assignments.privacy')} {t('organisations.assignedOnHome')}
                </p>
              )}
              {canManage ? <OrganizationInvitations key={`invite-${organization.id}`} organization={organization} /> : null}
              {canManage ? <OrganizationSettings key={`settings-${organization.id}`} organization={organization} /> : null}
              {canManage ? <OrganizationSsoSettings key={`sso-${organization.id}`} organizationId={organization.id} /> : null}
              <ConfirmModal
                isOpen={isLeaving}
                onClose={() => setIsLeaving(false)}
                title={t('organisations.leaveTitle', { name: organization.name })}
                description={t('organisations.leaveBody')}
                width="28rem"
                onConfirm={() => void onLeave()}
                confirmLabel={t('organisations.leave')}
                confirmClassName={DANGER_BUTTON_CLASS}
                isBusy={leave.isPending}
                busyLabel={t('organisations.leaving')}
              />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
