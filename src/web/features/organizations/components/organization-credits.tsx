// The organisation's credits on its page: the balance every member reads and who pays for a session; owners and
// admins see what each member spent and the whole ledger, other members their own entries; anyone asks for more.
import { useId, useState, type FormEvent } from 'react';
import { CREDIT_REQUEST_DEFAULT_AMOUNT, CreateCreditRequestInputSchema } from '@shared/contracts/credits.ts';
import type { Organization } from '@shared/contracts/organizations.ts';
import { CreditLedgerTable, organizationLedgerLine } from '@/components/credits/credit-ledger-table.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useOrganizationCredits } from '@/features/organizations/api/get-organization-credits.ts';
import { useRequestOrganizationCredits } from '@/features/organizations/api/request-organization-credits.ts';
import { formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { OrganizationCard } from './organization-card.tsx';

function RequestForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const request = useRequestOrganizationCredits();
  const [amountText, setAmountText] = useState(String(CREDIT_REQUEST_DEFAULT_AMOUNT));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The shared schema's refusal kept by its key: in the interface's language, following a change of it.
  const shownError = useValidationText(error);
  const ids = { amount: useId(), message: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(CreateCreditRequestInputSchema, { amount: Number(amountText), message }, t('organisations.credits.wholeNumber'), setError);
    if (!input) return;
    try {
      await request.mutateAsync({ organizationId, ...input });
      setMessage('');
      toast.success(t('organisations.credits.sent'), { id: 'organization-credits-requested' });
    } catch (requestError) {
      setError(readable(requestError));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('organisations.credits.form')} className="grid gap-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-start">
      <div>
        <label htmlFor={ids.amount} className="field-label">
          {t('organisations.credits.amount')}
        </label>
        <input id={ids.amount} className="field-input mt-1 w-full tabular-nums" inputMode="numeric" value={amountText} onChange={(event) => setAmountText(event.target.value)} />
      </div>
      <div>
        <label htmlFor={ids.message} className="field-label">
          {t('organisations.credits.message')}
        </label>
        <input id={ids.message} className="field-input mt-1 w-full" value={message} placeholder={t('organisations.credits.messagePlaceholder')} onChange={(event) => setMessage(event.target.value)} />
      </div>
      <button type="submit" className="btn-secondary sm:mt-6" disabled={request.isPending}>
        {t('organisations.credits.ask')}
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
  const { t } = useTranslation();
  const answer = useOrganizationCredits(organization.id);
  const creditsText = (amount: number) => t('credits.count', { count: amount, formatted: formatNumber(amount) });
  return (
    <OrganizationCard id="organization-credits-heading" title={t('organisations.credits.heading')} testId="organization-credits">
      {answer.isPending ? (
        <LoadingState label={t('organisations.credits.loading')} />
      ) : answer.isError ? (
        <RetryAlert message={readable(answer.error)} onRetry={() => void answer.refetch()} />
      ) : (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {richText(t('organisations.credits.balance', { credits: creditsText(answer.data.balance), name: organization.name, cost: creditsText(answer.data.session_cost) }), {
              strong: (inner) => (
                <strong className="text-slate-900 tabular-nums dark:text-white" data-testid="organization-credits-balance">
                  {inner}
                </strong>
              ),
            })}
          </p>
          {answer.data.balance < answer.data.session_cost ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100" data-testid="organization-credits-empty">
              {answer.data.balance <= 0 ? t('organisations.credits.noneLeft', { name: organization.name }) : t('organisations.credits.fewLeft', { name: organization.name, credits: creditsText(answer.data.balance) })}{' '}
              {answer.data.request?.status === 'pending' ? t('organisations.credits.requestWaits') : t('organisations.credits.anyMemberAsks')}
            </p>
          ) : null}
          {answer.data.request?.status === 'pending' ? (
            <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="organization-credits-request">
              {t('organisations.credits.asked', { name: answer.data.request.requested_by ?? t('organisations.credits.aMember'), credits: creditsText(answer.data.request.amount) })}
            </p>
          ) : (
            <>
              {answer.data.request?.status === 'declined' ? (
                <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="organization-credits-request">
                  {t('organisations.credits.declined', { answer: answer.data.request.answer })}
                </p>
              ) : null}
              <RequestForm organizationId={organization.id} />
            </>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-300">{t('organisations.credits.cannotBuy')}</p>
          {answer.data.is_full_ledger && answer.data.members.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">{t('organisations.credits.spentPerMember')}</h3>
              <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="organization-credits-members">
                {answer.data.members.map((member) => (
                  <li key={member.user_id ?? 'deleted'} className="flex justify-between gap-3 py-1.5">
                    <span className="[overflow-wrap:anywhere]">{member.name}</span>
                    <span className="shrink-0 tabular-nums">
                      {t('organisations.credits.memberSpent', { count: member.sessions, formatted: formatNumber(member.sessions), credits: creditsText(member.credits_spent) })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {answer.data.entries.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">{answer.data.is_full_ledger ? t('organisations.credits.ledger') : t('organisations.credits.yourSessions')}</h3>
              <CreditLedgerTable
                ledger="organization"
                lines={answer.data.entries.map(organizationLedgerLine)}
              />
            </div>
          ) : null}
        </div>
      )}
    </OrganizationCard>
  );
}
