// /admin/credits: answer the pending requests for credits (grant the amount asked or another, or decline with a
// reason), grant credits to anyone, set the welcome credits, and read the ledger of every account by person and kind.
// The server checks every action (admins only).
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  ADMIN_CREDIT_GRANT_MAX,
  ADMIN_CREDIT_REASON_MAX_LENGTH,
  CREDIT_ENTRY_KIND_LABELS,
  CREDIT_ENTRY_KINDS,
  WELCOME_CREDITS_MAX,
  type AdminCreditSettings,
  type CreditEntryKind,
} from '@shared/contracts/admin-credits.ts';
import { SET_BY_ENVIRONMENT } from '@shared/contracts/admin.ts';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useAdminCreditLedger, useAdminCreditSettings, useGrantCredits, useRefreshAdminCreditLedger, useSaveAdminCreditSettings } from '@/features/admin-credits/api/admin-credits.ts';
import { AdminCreditLedger } from '@/features/admin-credits/components/admin-credit-ledger.tsx';
import { useAdminUsers } from '@/features/admin-users/api/get-admin-users.ts';
import { usePendingCreditRequests } from '@/features/credits/api/get-pending-credit-requests.ts';
import { PendingCreditRequests } from '@/features/credits/components/pending-credit-requests.tsx';

const SEARCH_DELAY_MS = 300;
/** People offered under the search box when granting. */
const PERSON_CHOICES = 5;

/** `text` once it has stopped changing for a moment, trimmed. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/** A whole number from `min` to `max` typed in a field, or null. */
function wholeNumberOf(text: string, min: number, max: number): number | null {
  const value = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

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

/** Search people by name or e-mail and pick one. */
function PersonPicker({ person, onPick }: { person: AdminUser | null; onPick: (person: AdminUser | null) => void }) {
  const [searchText, setSearchText] = useState('');
  const search = useSettledText(searchText);
  const users = useAdminUsers(search, 1);
  const labelId = useId();
  if (person) {
    return (
      <div>
        <p id={labelId} className="field-label">
          Person
        </p>
        <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700" aria-labelledby={labelId} data-testid="grant-person">
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-medium text-slate-900 dark:text-white">{person.name}</span>{' '}
            <span className="text-sm text-slate-600 dark:text-slate-300">{person.email}</span>
          </span>
          <button type="button" className="btn-secondary shrink-0" onClick={() => onPick(null)}>
            Change
          </button>
        </div>
      </div>
    );
  }
  const choices = search ? (users.data?.data ?? []).slice(0, PERSON_CHOICES) : [];
  return (
    <div>
      <p className="field-label">Person</p>
      <SearchField label="Find the person by name or e-mail" placeholder="Search by name or e-mail…" value={searchText} onChange={setSearchText} className="mt-1" autoComplete="off" />
      {search ? (
        users.isError ? (
          <p className="mt-2 text-sm text-red-700 dark:text-red-300">People could not be searched: {users.error.message}</p>
        ) : users.isPending ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Searching…</p>
        ) : choices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            Nobody's name or e-mail contains “{search}”.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700" aria-label="Matching people">
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                  onClick={() => onPick(choice)}
                >
                  <span className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white">{choice.name}</span>{' '}
                  <span className="text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">{choice.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function GrantSection() {
  const [person, setPerson] = useState<AdminUser | null>(null);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const grant = useGrantCredits();
  const ids = { amount: useId(), reason: useId() };
  const amount = wholeNumberOf(amountText, 1, ADMIN_CREDIT_GRANT_MAX);
  const amountError = isSubmitted && amount === null ? `Type a whole number of credits from 1 to ${ADMIN_CREDIT_GRANT_MAX.toLocaleString('en-US')}.` : undefined;
  const reasonError = isSubmitted && reason.trim() === '' ? 'Say why: the person reads it in their history.' : undefined;
  const personError = isSubmitted && !person ? 'Choose the person first.' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!person || amount === null || reason.trim() === '') return;
    grant.mutate(
      { userId: person.id, amount, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setAmountText('');
          setReason('');
          setIsSubmitted(false);
          setPerson(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Section id="admin-grant-heading" title="Grant credits" description="Add credits to anyone's balance. The reason shows in their history." testId="admin-grant-credits">
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Grant credits">
        <PersonPicker person={person} onPick={setPerson} />
        {personError ? <p className="text-sm text-red-700 dark:text-red-300">{personError}</p> : null}
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={ids.amount} className="field-label">
              Credits
            </label>
            <input
              id={ids.amount}
              className="field-input mt-1 w-full tabular-nums"
              inputMode="numeric"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${ids.amount}-error` : undefined}
            />
            {amountError ? (
              <p id={`${ids.amount}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {amountError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={ids.reason} className="field-label">
              Reason
            </label>
            <input
              id={ids.reason}
              className="field-input mt-1 w-full"
              value={reason}
              maxLength={ADMIN_CREDIT_REASON_MAX_LENGTH}
              placeholder="For example: Negotiation workshop"
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${ids.reason}-error` : undefined}
            />
            {reasonError ? (
              <p id={`${ids.reason}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {reasonError}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={grant.isPending}>
            {grant.isPending ? 'Granting…' : 'Grant credits'}
          </button>
        </div>
      </form>
    </Section>
  );
}

function WelcomeCreditsForm({ settings }: { settings: AdminCreditSettings }) {
  const [text, setText] = useState(String(settings.welcomeCredits.value));
  const save = useSaveAdminCreditSettings();
  const id = useId();
  const isLocked = settings.welcomeCredits.isFromEnvironment;
  const value = wholeNumberOf(text, 0, WELCOME_CREDITS_MAX);
  useEffect(() => setText(String(settings.welcomeCredits.value)), [settings.welcomeCredits.value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    save.mutate(
      { welcomeCredits: value },
      {
        onSuccess: (saved) => toast.success(`Saved. New accounts start with ${saved.welcomeCredits.value} ${saved.welcomeCredits.value === 1 ? 'credit' : 'credits'}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Welcome credits" noValidate>
      <div>
        <label htmlFor={id} className="field-label">
          Credits a new account starts with
        </label>
        <input
          id={id}
          className="field-input mt-1 w-32 tabular-nums"
          inputMode="numeric"
          value={text}
          disabled={isLocked}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={value === null ? true : undefined}
          aria-describedby={`${id}-note`}
        />
      </div>
      {isLocked ? null : (
        <button type="submit" className="btn-primary" disabled={save.isPending || value === null || value === settings.welcomeCredits.value}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      )}
      <p id={`${id}-note`} className={`w-full text-sm ${value === null && !isLocked ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
        {isLocked
          ? SET_BY_ENVIRONMENT
          : value === null
            ? `Type a whole number from 0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}.`
            : `Applies to the next account registered. The default is ${settings.defaultWelcomeCredits}; 0 gives none.`}
      </p>
    </form>
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

export function Component() {
  return (
    <section aria-labelledby="admin-credits-heading">
      <h1 id="admin-credits-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Credits
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">A roleplay session costs credits. Answer requests, grant credits, and see where every credit went.</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <PendingRequestsSection />
        <div className="space-y-6">
          <GrantSection />
          <WelcomeSection />
        </div>
      </div>
      <div className="mt-6">
        <LedgerSection />
      </div>
    </section>
  );
}
