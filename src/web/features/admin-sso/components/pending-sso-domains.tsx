// The operator's list of organisation domains waiting for proof (for a join link, single sign-on or both): which
// organisation claims which domain since when and for what, and an Approve button for a claim the operator knows to be the organisation's own (a domain another organisation
// has verified cannot be approved again).
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { AdminSsoDomain } from '@shared/contracts/organization-sso.ts';
import { CardSection } from '@/components/card-section.tsx';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { QueryContent } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useApproveSsoDomain, usePendingSsoDomains } from '@/features/admin-sso/api/admin-sso-domains.ts';
import { formatDate } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function PendingSsoDomains() {
  const { t } = useTranslation();
  const pending = usePendingSsoDomains();
  const approve = useApproveSsoDomain();
  const [error, setError] = useState<string | null>(null);

  const onApprove = async (organizationId: string, organizationName: string, domain: string) => {
    setError(null);
    try {
      await approve.mutateAsync({ organization_id: organizationId, domain });
      toast.success(t('admin.domains.approved', { domain, organization: organizationName }), { id: 'admin-sso-domain-approved' });
    } catch (approveError) {
      setError(readable(approveError));
    }
  };

  const columns: DataColumn<AdminSsoDomain>[] = [
    { heading: t('admin.domains.domain'), cellClassName: () => 'font-mono', cell: (row) => row.domain },
    { heading: t('admin.domains.organization'), cell: (row) => row.organization_name },
    {
      heading: t('admin.domains.for'),
      cell: (row) => [row.is_for_join_link ? t('admin.domains.joinLink') : null, row.is_for_sign_on ? t('admin.domains.signOn') : null].filter(Boolean).join(', '),
    },
    { heading: t('admin.domains.claimed'), cell: (row) => formatDate(row.claimed_at) },
    {
      heading: t('admin.domains.action'),
      isHeadingHidden: true,
      cellClassName: () => 'text-right',
      cell: (row) =>
        row.is_verified_elsewhere ? (
          <span className="text-slate-600 dark:text-slate-300">{t('admin.domains.verifiedElsewhere')}</span>
        ) : (
          <button type="button" className="btn-secondary" disabled={approve.isPending} onClick={() => void onApprove(row.organization_id, row.organization_name, row.domain)}>
            <BadgeCheck className="size-4" aria-hidden />
            {t('admin.domains.approve', { domain: row.domain, organization: row.organization_name })}
          </button>
        ),
    },
  ];

  return (
    <CardSection id="admin-sso-domains-heading" title={t('admin.domains.title')} description={t('admin.domains.intro')} testId="admin-sso-domains" className="mt-6">
      <ErrorAlert className="mt-3">{error}</ErrorAlert>
      <QueryContent query={pending} loadingLabel={t('admin.domains.loading')} failureText={(reason) => t('admin.domains.loadFailed', { reason })}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('admin.domains.none')}</p>
          ) : (
            <DataTable caption={t('admin.domains.caption')} columns={columns} rows={data} rowKey={(row) => `${row.organization_id}-${row.domain}`} className="mt-3" />
          )
        }
      </QueryContent>
    </CardSection>
  );
}
