// Every organisation as the console lists it: name, members, credit balance, usage this month and any pending
// request; choosing one opens its details.
import type { TFunction } from 'i18next';
import type { AdminOrganization } from '@shared/contracts/organization-credits.ts';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

function columns(t: TFunction, selectedId: string | null, onSelect: (id: string) => void): DataColumn<AdminOrganization>[] {
  const credits = (amount: number) => t('credits.count', { count: amount, formatted: formatNumber(amount) });
  return [
    {
      heading: t('admin.organizations.table.organization'),
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
    { heading: t('admin.organizations.table.members'), isNumeric: true, cell: (organization) => organization.member_count },
    { heading: t('admin.organizations.table.balance'), isNumeric: true, cell: (organization) => formatNumber(organization.balance) },
    {
      heading: t('admin.organizations.table.sessions'),
      isNumeric: true,
      cell: (organization) => (
        <>
          {formatNumber(organization.sessions_this_month)}
          <span className="block text-xs text-slate-600 dark:text-slate-300">{t('admin.organizations.table.spent', { credits: credits(organization.credits_spent_this_month) })}</span>
        </>
      ),
    },
    {
      heading: t('admin.organizations.table.request'),
      cellClassName: () => 'text-slate-700 dark:text-slate-200',
      cell: (organization) => (organization.pending_request_amount === null ? '—' : t('admin.organizations.table.asksFor', { credits: credits(organization.pending_request_amount) })),
    },
  ];
}

export function OrganizationsTable({ organizations, selectedId, onSelect }: { organizations: readonly AdminOrganization[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('admin.organizations.table.caption')}
      columns={columns(t, selectedId, onSelect)}
      rows={organizations}
      rowKey={(organization) => organization.id}
      rowClassName={(organization) => (organization.id === selectedId ? 'bg-indigo-50 dark:bg-indigo-950/40' : undefined)}
      testId="admin-organizations-table"
      rowTestId="admin-organization-row"
    />
  );
}
