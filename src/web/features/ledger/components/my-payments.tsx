// The person's payments, refunds and what was given free, from the money ledger: the receipts of everything they paid
// for on this server (credit packages, the Engram package, storage), newest first.
import { useTranslation } from '@/i18n/use-translation.ts';
import { type LedgerEntry } from '@shared/contracts/ledger.ts';
import { CardSection } from '@/components/card-section.tsx';
import { PaymentLines } from '@/components/payment-lines.tsx';
import { QueryContent } from '@/components/query-states.tsx';
import { formatDate, formatMoney } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';
import { useMyPayments } from '@/features/ledger/api/get-my-payments.ts';

/** What the person paid is positive in the ledger (money in for the operator); the person reads it as a charge. */
function asCharge(entry: LedgerEntry): string {
  if (entry.kind === 'grant') return i18n.t('payments.free');
  return entry.amount_minor < 0 ? i18n.t('payments.back', { amount: formatMoney(-entry.amount_minor, entry.currency) }) : formatMoney(entry.amount_minor, entry.currency);
}

export function PaymentsList({ entries }: { entries: readonly LedgerEntry[] }) {
  const { t } = useTranslation();
  return (
    <PaymentLines
      label={t('payments.heading')}
      empty={t('plans.billing.noPayments')}
      // The description names refunds, disputes and what was given free; a payment is named by what it bought.
      lines={entries.map((entry) => ({ id: entry.id, what: entry.description, detail: `${asCharge(entry)} · ${formatDate(entry.created_at)}` }))}
    />
  );
}

export function MyPayments() {
  const { t } = useTranslation();
  const payments = useMyPayments();
  return (
    <CardSection id="payments-heading" title={t('payments.heading')} description={t('payments.intro')} testId="my-payments">
      <QueryContent query={payments} loadingLabel={t('payments.loading')} failureText={(reason) => t('payments.loadFailed', { reason })}>
        {(data) => <PaymentsList entries={data.data} />}
      </QueryContent>
    </CardSection>
  );
}
