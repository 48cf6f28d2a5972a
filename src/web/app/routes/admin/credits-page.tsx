// /admin/credits: answer the pending requests for credits (grant the amount asked or another, or decline with a
// reason), grant credits to anyone, set the welcome credits, set the Engram's plans and prices, read the money ledger
// (payments, refunds, disputes, its totals, CSV export and reconciliation flags), the credit ledger of every account
// by person and kind, and settle what card payments owe paid mentors' owners.
// The server checks every action (admins only).
import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CREDIT_ENTRY_KINDS, type CreditEntryKind } from '@shared/contracts/admin-credits.ts';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { CardSection } from '@/components/card-section.tsx';
import { LoadingState, QueryContent, RetryAlert } from '@/components/query-states.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useAdminCreditLedger, useAdminCreditSettings, useRefreshAdminCreditLedger } from '@/features/admin-credits/api/admin-credits.ts';
import { AdminCreditLedger } from '@/features/admin-credits/components/admin-credit-ledger.tsx';
import { GrantCreditsForm } from '@/features/admin-credits/components/grant-credits-form.tsx';
import { WelcomeCreditsForm } from '@/features/admin-credits/components/welcome-credits-form.tsx';
import { useAdminPlans } from '@/features/plans/api/admin-plans.ts';
import { PlanSettingsForm } from '@/features/plans/components/plan-settings-form.tsx';
import { MoneyLedger } from '@/features/ledger/components/money-ledger.tsx';
import { PersonPicker } from '@/features/admin-users/components/person-picker.tsx';
import { usePendingCreditRequests } from '@/features/credits/api/get-pending-credit-requests.ts';
import { PendingCreditRequests } from '@/features/credits/components/pending-credit-requests.tsx';
import { creditReasonText } from '@/features/credits/credit-reason.ts';
import { AdminMentorPayouts } from '@/features/twin/components/admin-mentor-payouts.tsx';
import { useCreditKindLabel } from '@/features/admin-credits/components/credit-kind-label.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AdminPage } from './admin-page.tsx';
import { useSettledText } from '@/lib/use-settled-text.ts';

/** One of the page's parts, `admin.credits.<part>`: a card with its title and intro. */
type CreditsPart = 'requests' | 'grant' | 'welcome' | 'plans' | 'money' | 'payouts' | 'ledger';

interface CreditsCardProps {
  part: CreditsPart;
  headingId: string;
  testId: string;
  children: ReactNode;
}

function CreditsCard({ part, headingId, testId, children }: CreditsCardProps) {
  const { t } = useTranslation();
  return (
    <CardSection id={headingId} title={t(`admin.credits.${part}.title`)} description={t(`admin.credits.${part}.intro`)} testId={testId}>
      {children}
    </CardSection>
  );
}

/** A card whose content is a query's answer, with the part's `loading` and `loadFailed` texts while there is none. */
function QueryCreditsCard<Data>({ query, children, ...card }: Omit<CreditsCardProps, 'children'> & { query: UseQueryResult<Data>; children: (data: Data) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <CreditsCard {...card}>
      <QueryContent query={query} loadingLabel={t(`admin.credits.${card.part}.loading`)} failureText={(reason) => t(`admin.credits.${card.part}.loadFailed`, { reason })}>
        {children}
      </QueryContent>
    </CreditsCard>
  );
}

function PendingRequestsSection() {
  const pending = usePendingCreditRequests(true);
  const refreshLedger = useRefreshAdminCreditLedger();
  return (
    <QueryCreditsCard part="requests" headingId="admin-credit-requests-heading" testId="admin-pending-requests" query={pending}>
      {(data) => <PendingCreditRequests requests={data} onAnswered={() => void refreshLedger()} />}
    </QueryCreditsCard>
  );
}

function GrantSection() {
  const [person, setPerson] = useState<AdminUser | null>(null);
  return (
    <CreditsCard part="grant" headingId="admin-grant-heading" testId="admin-grant-credits">
      <GrantCreditsForm person={person} personPicker={<PersonPicker person={person} onPick={setPerson} />} onGranted={() => setPerson(null)} />
    </CreditsCard>
  );
}

function LedgerSection() {
  const { t } = useTranslation();
  const kindLabel = useCreditKindLabel();
  const [searchText, setSearchText] = useState('');
  const [kind, setKind] = useState<CreditEntryKind | ''>('');
  const search = useSettledText(searchText);
  const ledger = useAdminCreditLedger(search, kind);
  const kindId = useId();
  const entries = ledger.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <CreditsCard part="ledger" headingId="admin-ledger-heading" testId="admin-ledger">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={t('admin.credits.ledger.filter')}
          placeholder={t('admin.credits.ledger.filterPlaceholder')}
          value={searchText}
          onChange={setSearchText}
          className="sm:w-80"
          autoComplete="off"
        />
        <div>
          <label htmlFor={kindId} className="sr-only">
            {t('admin.credits.ledger.kind')}
          </label>
          <select id={kindId} className="field-input w-full sm:w-48" value={kind} onChange={(event) => setKind(event.target.value as CreditEntryKind | '')}>
            <option value="">{t('admin.credits.ledger.allKinds')}</option>
            {CREDIT_ENTRY_KINDS.map((option) => (
              <option key={option} value={option}>
                {kindLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {ledger.isPending ? (
        <LoadingState label={t('admin.credits.ledger.loading')} />
      ) : ledger.isError ? (
        <RetryAlert message={t('admin.credits.ledger.loadFailed', { reason: ledger.error.message })} onRetry={() => void ledger.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="admin-ledger-empty">
          {search || kind ? t('admin.credits.ledger.noMatch') : t('admin.credits.ledger.empty')}
        </p>
      ) : (
        <>
          <AdminCreditLedger entries={entries} reasonText={creditReasonText} />
          {ledger.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <button type="button" className="btn-secondary" onClick={() => void ledger.fetchNextPage()} disabled={ledger.isFetchingNextPage}>
                {ledger.isFetchingNextPage ? t('common.loading') : t('admin.credits.ledger.older')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </CreditsCard>
  );
}

function MoneyLedgerSection() {
  const [person, setPerson] = useState<AdminUser | null>(null);
  return (
    <CreditsCard part="money" headingId="admin-money-ledger-heading" testId="admin-money-ledger">
      <MoneyLedger person={person} personPicker={<PersonPicker person={person} onPick={setPerson} />} />
    </CreditsCard>
  );
}

export function Component() {
  const { t } = useTranslation();
  const welcomeSettings = useAdminCreditSettings();
  const plans = useAdminPlans();
  return (
    <AdminPage headingId="admin-credits-heading" title={t('admin.credits.title')} intro={t('admin.credits.intro')}>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <PendingRequestsSection />
        <div className="space-y-6">
          <GrantSection />
          <QueryCreditsCard part="welcome" headingId="admin-welcome-heading" testId="admin-welcome-credits" query={welcomeSettings}>
            {(data) => <WelcomeCreditsForm settings={data} />}
          </QueryCreditsCard>
        </div>
      </div>
      <div className="mt-6">
        <QueryCreditsCard part="plans" headingId="admin-plans-heading" testId="admin-plans" query={plans}>
          {(data) => <PlanSettingsForm answer={data} />}
        </QueryCreditsCard>
      </div>
      <div className="mt-6">
        <MoneyLedgerSection />
      </div>
      <div className="mt-6">
        <CreditsCard part="payouts" headingId="admin-mentor-payouts-heading" testId="admin-mentor-payouts">
          <AdminMentorPayouts />
        </CreditsCard>
      </div>
      <div className="mt-6">
        <LedgerSection />
      </div>
    </AdminPage>
  );
}
