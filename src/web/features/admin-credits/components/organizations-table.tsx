// Every organisation as the console lists it: name, members, credit balance, usage this month and any pending
// request; choosing one opens its details.
import { creditsText } from '@shared/contracts/credits.ts';
import type { AdminOrganization } from '@shared/contracts/organization-credits.ts';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';

function columns(selectedId: string | null, onSelect: (id: string) => void): DataColumn<AdminOrganization>[] {
  return [
    {
      heading: 'Organisation',
      isRowHeader: true,
      cell: (organization) => (
        <button
          type="button"
          className="text-left text-indigo-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline dark:text-indigo-300"
          aria-pressed={organization.id === selectedId}
          onClick={() => onSelect(organization.id)}
        >
          {organization.name}
        </button>
      ),
    },
    { heading: 'Members', isNumeric: true, cell: (organization) => organization.member_count },
    { heading: 'Balance', isNumeric: true, cell: (organization) => organization.balance.toLocaleString('en-US') },
    {
      heading: 'Sessions this month',
      isNumeric: true,
      cell: (organization) => (
        <>
          {organization.sessions_this_month}
          <span className="block text-xs text-slate-600 dark:text-slate-300">{creditsText(organization.credits_spent_this_month)} spent</span>
        </>
      ),
    },
    {
      heading: 'Request',
      cellClassName: () => 'text-slate-700 dark:text-slate-200',
      cell: (organization) => (organization.pending_request_amount === null ? '—' : `Asks for ${creditsText(organization.pending_request_amount)}`),
    },
  ];
}

export function OrganizationsTable({ organizations, selectedId, onSelect }: { organizations: readonly AdminOrganization[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <DataTable
      caption="Organisations by name, with their members, credit balance and sessions this month"
      columns={columns(selectedId, onSelect)}
      rows={organizations}
      rowKey={(organization) => organization.id}
      rowClassName={(organization) => (organization.id === selectedId ? 'bg-indigo-50 dark:bg-indigo-950/40' : undefined)}
      testId="admin-organizations-table"
      rowTestId="admin-organization-row"
    />
  );
}
