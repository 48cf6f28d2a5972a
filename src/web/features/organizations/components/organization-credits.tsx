// The organisation's credits on its page: the balance every member reads and who pays for a session; owners and
// admins see what each member spent and the whole ledger, other members their own entries; anyone asks for more.
import { useId, useState, type FormEvent } from 'react';
import { CREDIT_REQUEST_DEFAULT_AMOUNT, CreateCreditRequestInputSchema, creditsText } from '@shared/contracts/credits.ts';
import type { Organization } from '@shared/contracts/organizations.ts';
import { CreditLedgerTable, organizationLedgerLine } from '@/components/credits/credit-ledger-table.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { keptValidationMessage } from '@/i18n/form-errors.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useOrganizationCredits } from '@/features/organizations/api/get-organization-credits.ts';
import { useRequestOrganizationCredits } from '@/features/organizations/api/request-organization-credits.ts';


function RequestForm({ organizationId }: { organizationId: string }) {
  const request = useRequestOrganizationCredits();
  const [amountText, setAmountText] = useState(String(CREDIT_REQUEST_DEFAULT_AMOUNT));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The shared schema's refusal kept by its key: in the interface's language, following a change of it.
  const shownError = useValidationText(error);
  const ids = { amount: useId(), message: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateCreditRequestInputSchema.safeParse({ amount: Number(amountText), message });
    if (!parsed.success) {
      setError(keptValidationMessage(parsed.error.issues[0]?.message ?? 'Type a whole number of credits.'));
      return;
    }
    setError(null);
    try {
      await request.mutateAsync({ organizationId, ...parsed.data });
      setMessage('');
      toast.success('Your request was sent. The operator will answer it soon.', { id: 'organization-credits-requested' });
    } catch (requestError) {
      setError(readable(requestError));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Ask for credits" className="grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-start">
      <div>
        <label htmlFor={ids.amount} className="field-label">
          Credits
        </label>
        <input id={ids.amount} className="field-input mt-1 w-full tabular-nums" inputMode="numeric" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
      </div>
      <div>
        <label htmlFor={ids.message} className="field-label">
          Message (optional)
        </label>
        <input id={ids.message} className="field-input mt-1 w-full" value={message} placeholder="For example: Onboarding week" onChange={(event) => setMessage(event.target.value)} />
      </div>
      <button type="submit" className="btn-secondary sm:mt-6" disabled={request.isPending}>
        Ask for credits
      </button>
      {shownError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-300">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}

export function OrganizationCredits({ organization }: { organization: Organization }) {
  const answer = useOrganizationCredits(organization.id);
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="organization-credits-heading" data-testid="organization-credits">
      <h2 id="organization-credits-heading" className="text-base font-semibold">
        Credits
      </h2>
      {answer.isPending ? (
        <LoadingState label="Loading the credits" />
      ) : answer.isError ? (
        <RetryAlert message={readable(answer.error)} onRetry={() => void answer.refetch()} />
      ) : (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            <strong className="text-slate-900 tabular-nums dark:text-white" data-testid="organization-credits-balance">
              {creditsText(answer.data.balance)}
            </strong>{' '}
            for the team. A session started while “{organization.name}” is your workspace, or on its scenarios, costs {creditsText(answer.data.session_cost)} from this balance; your own credits pay when you switch to Personal.
          </p>
          {answer.data.balance < answer.data.session_cost ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100" data-testid="organization-credits-empty">
              {answer.data.balance <= 0 ? `“${organization.name}” has no credits` : `“${organization.name}” has only ${creditsText(answer.data.balance)}`}, so its sessions cannot start.{' '}
              {answer.data.request?.status === 'pending' ? 'Its request waits for the operator.' : 'Any member can ask the operator for credits here.'}
            </p>
          ) : null}
          {answer.data.request?.status === 'pending' ? (
            <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="organization-credits-request">
              {answer.data.request.requested_by ?? 'A member'} asked for {creditsText(answer.data.request.amount)}; the operator will answer soon.
            </p>
          ) : (
            <>
              {answer.data.request?.status === 'declined' ? (
                <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="organization-credits-request">
                  The last request was declined: “{answer.data.request.answer}”
                </p>
              ) : null}
              <RequestForm organizationId={organization.id} />
            </>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-300">Buying credits for an organisation waits for payments to be set up for organisations.</p>
          {answer.data.is_full_ledger && answer.data.members.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">Spent per member</h3>
              <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="organization-credits-members">
                {answer.data.members.map((member) => (
                  <li key={member.user_id ?? 'deleted'} className="flex justify-between gap-3 py-1.5">
                    <span className="[overflow-wrap:anywhere]">{member.name}</span>
                    <span className="shrink-0 tabular-nums">
                      {member.sessions} {member.sessions === 1 ? 'session' : 'sessions'} · {creditsText(member.credits_spent)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {answer.data.entries.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">{answer.data.is_full_ledger ? 'Ledger' : 'Your sessions on the team’s credits'}</h3>
              <CreditLedgerTable
                ledger="organization"
                lines={answer.data.entries.map(organizationLedgerLine)}
              />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
