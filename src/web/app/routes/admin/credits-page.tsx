// /admin/credits: answer the pending requests for credits (grant the amount asked or another, or decline with a
// reason), grant credits to anyone, set the welcome credits, set the Engram's plans and prices, read the money ledger
// (payments, refunds, disputes, its totals, CSV export and reconciliation flags), the credit ledger of every account
// by person and kind, and settle what card payments owe paid mentors' owners.
// The server checks every action (admins only).
import { useId, useState, type ReactNode } from 'react';
import { CREDIT_ENTRY_KIND_LABELS, CREDIT_ENTRY_KINDS, type CreditEntryKind } from '@shared/contracts/admin-credits.ts';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
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
import { AdminMentorPayouts } from '@/features/twin/components/admin-mentor-payouts.tsx';
import { useSettledText } from '@/lib/use-settled-text.ts';

function Section({ id, title, description, children, testId }: { id: string; title: string; description: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6" data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      {children}
    </section>
  );
}

function PendingRequestsSection() {
  const pending = usePendingCreditRequests(true);
  const refreshLedger = useRefreshAdminCreditLedger();
  return (
    <Section id="admin-credit-requests-heading" title="Requests for credits" description="Oldest first. A grant adds the credits at once; the person reads the answer on their Credits page." testId="admin-pending-requests">
      {pending.isPending ? (
        <LoadingState label="Loading the requests" />
      ) : pending.isError ? (
        <RetryAlert message={`The requests could not be loaded: ${pending.error.message}`} onRetry={() => void pending.refetch()} />
      ) : (
        <PendingCreditRequests requests={pending.data} onAnswered={() => void refreshLedger()} />
      )}
    </Section>
  );
}

function GrantSection() {
  const [person, setPerson] = useState<AdminUser | null>(null);
  return (
    <Section id="admin-grant-heading" title="Grant credits" description="Add credits to anyone's balance. The reason shows in their history." testId="admin-grant-credits">
      <GrantCreditsForm person={person} personPicker={<PersonPicker person={person} onPick={setPerson} />} onGranted={() => setPerson(null)} />
    </Section>
  );
}

function WelcomeSection() {
  const settings = useAdminCreditSettings();
  return (
    <Section id="admin-welcome-heading" title="Welcome credits" description="Each e-mail address gets them once, when its account is created." testId="admin-welcome-credits">
      {settings.isPending ? (
        <LoadingState label="Loading the setting" />
      ) : settings.isError ? (
        <RetryAlert message={`The setting could not be loaded: ${settings.error.message}`} onRetry={() => void settings.refetch()} />
      ) : (
        <WelcomeCreditsForm settings={settings.data} />
      )}
    </Section>
  );
}

function PlansSection() {
  const plans = useAdminPlans();
  return (
    <Section
      id="admin-plans-heading"
      title="Plans and prices"
      description="What the Engram costs: the landing page, the onboarding and every Credits page read these figures."
      testId="admin-plans"
    >
      {plans.isPending ? (
        <LoadingState label="Loading the plans" />
      ) : plans.isError ? (
        <RetryAlert message={`The plans could not be loaded: ${plans.error.message}`} onRetry={() => void plans.refetch()} />
      ) : (
        <PlanSettingsForm answer={plans.data} />
      )}
    </Section>
  );
}

function MentorPayoutsSection() {
  return (
    <Section
      id="admin-mentor-payouts-heading"
      title="Mentor payouts"
      description="Card payments for paid mentors’ chats: the owner’s share is owed until you pay it to them and mark it settled. Solana payments reach owners directly and are not listed."
      testId="admin-mentor-payouts"
    >
      <AdminMentorPayouts />
    </Section>
  );
}

function LedgerSection() {
  const [searchText, setSearchText] = useState('');
  const [kind, setKind] = useState<CreditEntryKind | ''>('');
  const search = useSettledText(searchText);
  const ledger = useAdminCreditLedger(search, kind);
  const kindId = useId();
  const entries = ledger.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Section id="admin-ledger-heading" title="Ledger" description="Every credit that came or went, on every account, newest first." testId="admin-ledger">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField label="Filter the ledger by person" placeholder="Person's name or e-mail…" value={searchText} onChange={setSearchText} className="sm:w-80" autoComplete="off" />
        <div>
          <label htmlFor={kindId} className="sr-only">
            Kind of entry
          </label>
          <select id={kindId} className="field-input w-full sm:w-48" value={kind} onChange={(event) => setKind(event.target.value as CreditEntryKind | '')}>
            <option value="">All kinds</option>
            {CREDIT_ENTRY_KINDS.map((option) => (
              <option key={option} value={option}>
                {CREDIT_ENTRY_KIND_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {ledger.isPending ? (
        <LoadingState label="Loading the ledger" />
      ) : ledger.isError ? (
        <RetryAlert message={`The ledger could not be loaded: ${ledger.error.message}`} onRetry={() => void ledger.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="admin-ledger-empty">
          {search || kind ? 'No entries match.' : 'No credits have come or gone yet.'}
        </p>
      ) : (
        <>
          <AdminCreditLedger entries={entries} />
          {ledger.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <button type="button" className="btn-secondary" onClick={() => void ledger.fetchNextPage()} disabled={ledger.isFetchingNextPage}>
                {ledger.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}

function MoneyLedgerSection() {
  const [person, setPerson] = useState<AdminUser | null>(null);
  return (
    <Section
      id="admin-money-ledger-heading"
      title="Money ledger"
      description="Every payment, commission, payout, refund, dispute and grant, newest first, with totals per currency. A daily check flags any payment without its grant and any refund not taken back."
      testId="admin-money-ledger"
    >
      <MoneyLedger person={person} personPicker={<PersonPicker person={person} onPick={setPerson} />} />
    </Section>
  );
}

export function Component() {
  return (
    <section aria-labelledby="admin-credits-heading">
      <h1 id="admin-credits-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Credits
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">A roleplay session costs credits. Answer requests, grant credits, and see where every credit went.</p>
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
    </section>
  );
}
