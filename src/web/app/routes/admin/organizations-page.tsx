// /admin/organizations: every organisation with its members, credit balance and sessions this month; choosing one
// shows its members and roles, its pending request, a grant form and its ledger. Below, the single sign-on domains
// waiting for verification, to approve. The server checks every action (admins only).
import { useState } from 'react';
import { LoadingState, QueryContent, RetryAlert } from '@/components/query-states.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useAdminOrganization, useAdminOrganizations } from '@/features/admin-credits/api/admin-organizations.ts';
import { OrganizationDetails } from '@/features/admin-credits/components/organization-details.tsx';
import { OrganizationsTable } from '@/features/admin-credits/components/organizations-table.tsx';
import { PendingSsoDomains } from '@/features/admin-sso/components/pending-sso-domains.tsx';
import { useSettledText } from '@/lib/use-settled-text.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AdminPage } from './admin-page.tsx';

function Details({ id }: { id: string }) {
  const { t } = useTranslation();
  const details = useAdminOrganization(id);
  return (
    <QueryContent query={details} loadingLabel={t('admin.organizations.loadingOne')} failureText={(reason) => t('admin.organizations.loadOneFailed', { reason })}>
      {(data) => <OrganizationDetails details={data} />}
    </QueryContent>
  );
}

export function Component() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const search = useSettledText(searchText);
  const organizations = useAdminOrganizations(search);

  return (
    <AdminPage headingId="admin-organizations-heading" title={t('admin.organizations.title')} intro={t('admin.organizations.intro')}>
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
        <div className="card p-5 sm:p-6">
          <SearchField label={t('admin.organizations.find')} placeholder={t('admin.organizations.findPlaceholder')} value={searchText} onChange={setSearchText} className="mb-4 sm:w-80" autoComplete="off" />
          {organizations.isPending ? (
            <LoadingState label={t('admin.organizations.loading')} />
          ) : organizations.isError ? (
            <RetryAlert message={t('admin.organizations.loadFailed', { reason: organizations.error.message })} onRetry={() => void organizations.refetch()} />
          ) : organizations.data.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="admin-organizations-empty">
              {search ? t('admin.organizations.noMatch') : t('admin.organizations.none')}
            </p>
          ) : (
            <OrganizationsTable organizations={organizations.data.data} selectedId={selectedId} onSelect={setSelectedId} />
          )}
        </div>
        <div className="card p-5 sm:p-6" aria-live="polite">
          {selectedId ? <Details id={selectedId} /> : <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.organizations.choose')}</p>}
        </div>
      </div>
      <PendingSsoDomains />
    </AdminPage>
  );
}
