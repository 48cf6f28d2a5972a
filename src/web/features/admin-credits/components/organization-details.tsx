// One organisation on the console: its members with their roles and what each spent from its balance this month, its
// pending request (grant it, with the amount asked or another, or decline it with a reason), a grant form and its
// ledger with the member on each entry.
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { ADMIN_CREDIT_GRANT_MAX } from '@shared/contracts/admin-credits.ts';
import { CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH } from '@shared/contracts/credits.ts';
import type { AdminOrganizationDetails, OrganizationCreditRequest } from '@shared/contracts/organization-credits.ts';
import type { OrganizationRole } from '@shared/contracts/organizations-constants.ts';
import { CreditLedgerTable, organizationLedgerLine } from '@/components/credits/credit-ledger-table.tsx';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { toast } from '@/components/toast.ts';
import { GrantFields, useGrantDraft } from '@/features/admin-credits/components/grant-fields.tsx';
import { wholeNumberOf } from '@/features/admin-credits/whole-number.ts';
import { useAnswerOrganizationRequest, useGrantOrganizationCredits } from '@/features/admin-credits/api/admin-organizations.ts';
import { formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** "1 credit", "1.200 credits": a number of credits in the language showing. */
const creditsOf = (t: TFunction, count: number) => t('credits.count', { count, formatted: formatNumber(count) });

function roleLabel(t: TFunction, role: OrganizationRole): string {
  switch (role) {
    case 'owner':
      return t('admin.organizations.role.owner');
    case 'admin':
      return t('admin.organizations.role.admin');
    case 'manager':
      return t('admin.organizations.role.manager');
    case 'member':
      return t('admin.organizations.role.member');
  }
}

const memberColumns = (t: TFunction): DataColumn<AdminOrganizationDetails['members'][number]>[] => [
  {
    heading: t('admin.organizations.details.member'),
    isRowHeader: true,
    cell: (member) => (
      <>
        <span className="block [overflow-wrap:anywhere] text-slate-900 dark:text-white">{member.name}</span>
        <span className="block text-xs font-normal [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">{member.email}</span>
      </>
    ),
  },
  { heading: t('admin.organizations.details.role'), cell: (member) => roleLabel(t, member.role) },
  { heading: t('admin.organizations.table.sessions'), isNumeric: true, cell: (member) => formatNumber(member.sessions) },
  { heading: t('admin.organizations.details.spent'), isNumeric: true, cell: (member) => formatNumber(member.credits_spent) },
];

function MembersTable({ members }: { members: AdminOrganizationDetails['members'] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => memberColumns(t), [t]);
  return (
    <DataTable
      caption={t('admin.organizations.details.membersCaption')}
      columns={columns}
      rows={members}
      rowKey={(member) => member.user_id}
      testId="admin-organization-members"
    />
  );
}

function PendingRequest({ organizationId, request }: { organizationId: string; request: OrganizationCreditRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerOrganizationRequest(organizationId);
  const [amountText, setAmountText] = useState(String(request.amount));
  const [reason, setReason] = useState('');
  const ids = { amount: useId(), reason: useId() };
  const amount = wholeNumberOf(amountText, 1, ADMIN_CREDIT_GRANT_MAX);
  const onDone = (message: string) => ({ onSuccess: () => toast.success(message), onError: (error: Error) => toast.error(error.message) });

  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/40" data-testid="admin-organization-request">
      <p className="text-slate-900 dark:text-white">
        {richText(
          request.message
            ? t('admin.organizations.details.asksWithMessage', { name: request.requested_by ?? t('admin.organizations.details.aMember'), credits: creditsOf(t, request.amount), message: request.message })
            : t('admin.organizations.details.asks', { name: request.requested_by ?? t('admin.organizations.details.aMember'), credits: creditsOf(t, request.amount) }),
          { strong: (text) => <strong>{text}</strong> },
        )}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={ids.amount} className="field-label">
            {t('admin.organizations.details.toGrant')}
          </label>
          <input id={ids.amount} className="field-input mt-1 w-28 tabular-nums" inputMode="numeric" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
        </div>
        <button
          type="button"
          className="btn-primary"
          disabled={amount === null || answer.isPending}
          onClick={() => amount !== null && answer.mutate({ requestId: request.id, grant: true, input: { amount } }, onDone(t('admin.organizations.details.granted', { credits: creditsOf(t, amount) })))}
        >
          {t('admin.organizations.details.grant')}
        </button>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.reason} className="field-label">
            {t('admin.organizations.details.declineReason')}
          </label>
          <input id={ids.reason} className="field-input mt-1 w-full" value={reason} maxLength={CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={reason.trim() === '' || answer.isPending}
          onClick={() => answer.mutate({ requestId: request.id, grant: false, reason: reason.trim() }, onDone(t('admin.organizations.details.declined')))}
        >
          {t('admin.organizations.details.decline')}
        </button>
      </div>
    </div>
  );
}

function GrantForm({ organizationId, organizationName }: { organizationId: string; organizationName: string }) {
  const { t } = useTranslation();
  const grant = useGrantOrganizationCredits(organizationId);
  const draft = useGrantDraft(t('admin.organizations.details.reasonMissing'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    draft.markSubmitted();
    if (!draft.grant) return;
    grant.mutate(draft.grant, {
      onSuccess: ({ data }) => {
        toast.success(t('admin.organizations.details.grantedBalance', { credits: creditsOf(t, data.amount), name: organizationName, balance: creditsOf(t, data.balance) }));
        draft.reset();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('admin.organizations.details.grantLabel')} className="grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-start">
      <GrantFields draft={draft} reasonPlaceholder={t('admin.organizations.details.reasonExample')} />
      <button type="submit" className="btn-primary sm:mt-6" disabled={grant.isPending}>
        {grant.isPending ? t('admin.credits.grant.granting') : t('admin.organizations.details.grant')}
      </button>
    </form>
  );
}

export function OrganizationDetails({ details }: { details: AdminOrganizationDetails }) {
  const { t } = useTranslation();
  const { organization } = details;
  const lines = details.entries.map(organizationLedgerLine);
  return (
    <div className="space-y-6" data-testid="admin-organization-details">
      <div>
        <h3 className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">{organization.name}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('admin.organizations.details.members', { count: organization.member_count, formatted: formatNumber(organization.member_count) })} ·{' '}
          {t('admin.organizations.details.balance', { credits: creditsOf(t, organization.balance) })} ·{' '}
          {t('admin.organizations.details.sessions', { count: organization.sessions_this_month, formatted: formatNumber(organization.sessions_this_month) })}
        </p>
      </div>
      {details.pending_request ? <PendingRequest key={details.pending_request.id} organizationId={organization.id} request={details.pending_request} /> : null}
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('admin.credits.grant.title')}</h4>
        <GrantForm organizationId={organization.id} organizationName={organization.name} />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('admin.organizations.details.cannotBuy')}</p>
      </div>
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('admin.organizations.table.members')}</h4>
        <MembersTable members={details.members} />
      </div>
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('admin.credits.ledger.title')}</h4>
        {lines.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.credits.ledger.empty')}</p> : <CreditLedgerTable lines={lines} ledger="organization" />}
      </div>
    </div>
  );
}
