// One organisation on the console: its members with their roles and what each spent from its balance this month, its
// pending request (grant it, with the amount asked or another, or decline it with a reason), a grant form and its
// ledger with the member on each entry.
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_CREDIT_GRANT_MAX } from '@shared/contracts/admin-credits.ts';
import { CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH, creditsText } from '@shared/contracts/credits.ts';
import type { AdminOrganizationDetails, OrganizationCreditRequest } from '@shared/contracts/organization-credits.ts';
import { ORGANIZATION_ROLE_LABELS } from '@shared/contracts/organizations-constants.ts';
import { CreditLedgerTable, organizationLedgerLine } from '@/components/credits/credit-ledger-table.tsx';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { toast } from '@/components/toast.ts';
import { GrantFields, useGrantDraft } from '@/features/admin-credits/components/grant-fields.tsx';
import { wholeNumberOf } from '@/features/admin-credits/whole-number.ts';
import { useAnswerOrganizationRequest, useGrantOrganizationCredits } from '@/features/admin-credits/api/admin-organizations.ts';

const MEMBER_COLUMNS: DataColumn<AdminOrganizationDetails['members'][number]>[] = [
  {
    heading: 'Member',
    isRowHeader: true,
    cell: (member) => (
      <>
        <span className="block [overflow-wrap:anywhere] text-slate-900 dark:text-white">{member.name}</span>
        <span className="block text-xs font-normal [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">{member.email}</span>
      </>
    ),
  },
  { heading: 'Role', cell: (member) => ORGANIZATION_ROLE_LABELS[member.role] },
  { heading: 'Sessions this month', isNumeric: true, cell: (member) => member.sessions },
  { heading: 'Credits spent', isNumeric: true, cell: (member) => member.credits_spent },
];

function MembersTable({ members }: { members: AdminOrganizationDetails['members'] }) {
  return (
    <DataTable
      caption="Members, owners first, with their role and what they spent from the organisation’s balance this month"
      columns={MEMBER_COLUMNS}
      rows={members}
      rowKey={(member) => member.user_id}
      testId="admin-organization-members"
    />
  );
}

function PendingRequest({ organizationId, request }: { organizationId: string; request: OrganizationCreditRequest }) {
  const answer = useAnswerOrganizationRequest(organizationId);
  const [amountText, setAmountText] = useState(String(request.amount));
  const [reason, setReason] = useState('');
  const ids = { amount: useId(), reason: useId() };
  const amount = wholeNumberOf(amountText, 1, ADMIN_CREDIT_GRANT_MAX);
  const onDone = (message: string) => ({ onSuccess: () => toast.success(message), onError: (error: Error) => toast.error(error.message) });

  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/40" data-testid="admin-organization-request">
      <p className="text-slate-900 dark:text-white">
        {request.requested_by ?? 'A member'} asks for <strong>{creditsText(request.amount)}</strong>
        {request.message ? <>: “{request.message}”</> : '.'}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={ids.amount} className="field-label">
            Credits to grant
          </label>
          <input id={ids.amount} className="field-input mt-1 w-28 tabular-nums" inputMode="numeric" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
        </div>
        <button
          type="button"
          className="btn-primary"
          disabled={amount === null || answer.isPending}
          onClick={() => amount !== null && answer.mutate({ requestId: request.id, grant: true, input: { amount } }, onDone(`Granted ${creditsText(amount)}.`))}
        >
          Grant
        </button>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.reason} className="field-label">
            Reason to decline
          </label>
          <input id={ids.reason} className="field-input mt-1 w-full" value={reason} maxLength={CREDIT_REQUEST_DECLINE_REASON_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={reason.trim() === '' || answer.isPending}
          onClick={() => answer.mutate({ requestId: request.id, grant: false, reason: reason.trim() }, onDone('Request declined.'))}
        >
          Decline
        </button>
      </div>
    </div>
  );
}

function GrantForm({ organizationId }: { organizationId: string }) {
  const grant = useGrantOrganizationCredits(organizationId);
  const draft = useGrantDraft('Say why: the organisation’s admins read it in its ledger.');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    draft.markSubmitted();
    if (!draft.grant) return;
    grant.mutate(draft.grant, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        draft.reset();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Grant credits to the organisation" className="grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-start">
      <GrantFields draft={draft} reasonPlaceholder="For example: Quarterly plan" />
      <button type="submit" className="btn-primary sm:mt-6" disabled={grant.isPending}>
        {grant.isPending ? 'Granting…' : 'Grant'}
      </button>
    </form>
  );
}

export function OrganizationDetails({ details }: { details: AdminOrganizationDetails }) {
  const { organization } = details;
  const lines = details.entries.map(organizationLedgerLine);
  return (
    <div className="space-y-6" data-testid="admin-organization-details">
      <div>
        <h3 className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">{organization.name}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {organization.member_count} {organization.member_count === 1 ? 'member' : 'members'} · balance {creditsText(organization.balance)} · {organization.sessions_this_month}{' '}
          {organization.sessions_this_month === 1 ? 'session' : 'sessions'} this month
        </p>
      </div>
      {details.pending_request ? <PendingRequest key={details.pending_request.id} organizationId={organization.id} request={details.pending_request} /> : null}
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Grant credits</h4>
        <GrantForm organizationId={organization.id} />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">Organisations cannot buy credits yet: buying waits for payments to be set up for them.</p>
      </div>
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Members</h4>
        <MembersTable members={details.members} />
      </div>
      <div>
        <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Ledger</h4>
        {lines.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">No credits have come or gone yet.</p> : <CreditLedgerTable lines={lines} ledger="organization" />}
      </div>
    </div>
  );
}
