// /admin/credits: answer the pending requests for credits (grant the amount asked or another, or decline with a
// reason), grant credits to anyone, set the welcome credits, set the Engram's plans and prices, read the money ledger
// (payments, refunds, disputes, its totals, CSV export and reconciliation flags), the credit ledger of every account
// by person and kind, and settle what card payments owe paid mentors' owners.
// The server checks every action (admins only).
import { useId, useState } from 'react';
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

function PendingRequestsSection() {
  const { t } = useTranslation();
  const pending = usePendingCreditRequests(true);
  const refreshLedger = useRefreshAdminCreditLedger();
  return (
    <CardSection id="admin-credit-requests-heading" title={t('admin.credits.requests.title')} description={t('admin.credits.requests.intro')} testId="admin-pending-requests">
      <QueryContent query={pending} loadingLabel={t('admin.credits.requests.loading')} failureText={(reason) => t('admin.credits.requests.loadFailed', { reason })}>
        {(data) => <PendingCreditRequests requests={data} onAnswered={() => void refreshLedger()} />}
      </QueryContent>
    </CardSection>
  );
}

function GrantSection() {
  const { t } = useTranslation();
  const [person, setPerson] = useState<AdminUser | null>(null);
  return (
    <CardSection id="admin-grant-heading" title={t('admin.credits.grant.title')} description={t('admin.credits.grant.intro')} testId="admin-grant-credits">
      <GrantCreditsForm person={person} personPicker={<PersonPicker person={person} onPick={setPerson} />} onGranted={() => setPerson(null)} />
    </CardSection>
  );
}

function WelcomeSection() {
  const { t } = useTranslation();
  const settings = useAdminCreditSettings();
  return (
    <CardSection id="admin-welcome-heading" title={t('admin.credits.welcome.title')} description={t('admin.credits.welcome.intro')} testId="admin-welcome-credits">
      <QueryContent query={settings} loadingLabel={t('admin.credits.welcome.loading')} failureText={(reason) => t('admin.credits.welcome.loadFailed', { reason })}>
        {(data) => <WelcomeCreditsForm settings={data} />}
      </QueryContent>
    </CardSection>
  );
}

function PlansSection() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  return (
    <CardSection
      id="admin-plans-heading"
      title={t('admin.credits.plans.title')}
      description={t('admin.credits.plans.intro')}
      testId="admin-plans"
    >
      <QueryContent query={plans} loadingLabel={t('admin.credits.plans.loading')} failureText={(reason) => t('admin.credits.plans.loadFailed', { reason })}>
        {(data) => <PlanSettingsForm answer={data} />}
      </QueryContent>
    </CardSection>
  );
}

function MentorPayoutsSection() {
  const { t } = useTranslation();
  return (
    <CardSection
      id="admin-mentor-payouts-heading"
      title={t('admin.credits.payouts.title')}
      description={t('admin.credits.payouts.intro')}
      testId="admin-mentor-payouts"
    >
      <AdminMentorPayouts />
    </CardSection>
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
    <CardSection id="admin-ledger-heading" title={t('admin.credits.ledger.title')} description={t('admin.credits.ledger.intro')} testId="admin-ledger">
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
    </CardSection>
  );
}

function MoneyLedgerSection() {
  const { t } = useTranslation();
  const [person, setPerson] = useState<AdminUser | null>(null);
  return (
    <CardSection
      id="admin-money-ledger-heading"
      title={t('admin.credits.money.title')}
      description={t('admin.credits.money.intro')}
      testId="admin-money-ledger"
    >
      <MoneyLedger person={person} personPicker={<PersonPicker person={person} onPick={setPerson} />} />
    </CardSection>
  );
}

export function Component() {
  const { t } = useTranslation();
  return (
    <AdminPage headingId="admin-credits-heading" title={t('admin.credits.title')} intro={t('admin.credits.intro')}>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <PendingRequestsSection />
        <div className="space-y-6">
          <GrantSection />
          <WelcomeSection />
        </div>
      </div>
      <div className="mt-6">
        <PlansSection />
      </div>
      <div className="mt-6">
        <MoneyLedgerSection />
      </div>
      <div className="mt-6">
        <MentorPayoutsSection />
      </div>
      <div className="mt-6">
        <LedgerSection />
      </div>
    </AdminPage>
  );
}
