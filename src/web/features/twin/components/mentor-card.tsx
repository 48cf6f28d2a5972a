import { Wallet } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  formatMentorAmount,
  LAMPORTS_PER_SOL,
  MENTOR_CONVERSATION_HOURS,
  MENTOR_LIMITS,
  MENTOR_MONTH_DAYS,
  MentorSettingsInputSchema,
  type MentorPricing,
  type MentorSettingsAnswer,
  type MentorStatus,
} from '@shared/contracts/twin-mentor.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { toast } from '@/components/toast.ts';
import { useMentorEarnings, useMentorSettings, useSaveMentorSettings, useSetMentorStatus } from '@/features/twin/api/mentor-settings.ts';
import { readable } from '@/lib/api-client.ts';
import { formatDate, formatMoney } from '@/i18n/format.ts';

/** A mentor's amount in the interface's language: card currencies through Intl, SOL and USDC as the wallet writes them. */
function mentorAmount(units: number, currency: string): string {
  return currency === 'sol' || currency === 'usdc' ? formatMentorAmount(units, currency) : formatMoney(units, currency);
}

/** The mentor plan on the Publish page: the terms, pausing or stopping, and what the mentor earned. */
export function MentorCard() {
  const { t } = useTranslation();
  const settings = useMentorSettings();
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="mentor-heading" data-testid="mentor-card">
      <IconHeading id="mentor-heading" icon={Wallet}>
        {t('dash.mentor.title')}
      </IconHeading>
      {settings.isPending ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('common.loading')}</p> : null}
      {settings.isError ? <ErrorAlert className="mt-2">{readable(settings.error)}</ErrorAlert> : null}
      {settings.data ? <MentorSettings answer={settings.data} /> : null}
    </section>
  );
}

function MentorSettings({ answer }: { answer: MentorSettingsAnswer }) {
  const { t } = useTranslation();
  const { plan, blocked_reason: blocked } = answer;
  return (
    <div className="mt-2 grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('dash.mentor.intro', { hours: MENTOR_CONVERSATION_HOURS, days: MENTOR_MONTH_DAYS, percent: answer.commission_percent })}
      </p>
      {blocked ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100" data-testid="mentor-blocked">
          {blocked}
        </p>
      ) : null}
      {plan ? <MentorStatusControls status={plan.status} isBlocked={blocked !== null} /> : null}
      {blocked && !plan ? null : <MentorTermsForm answer={answer} />}
      {plan ? <MentorEarnings /> : null}
    </div>
  );
}

function MentorStatusControls({ status, isBlocked }: { status: MentorStatus; isBlocked: boolean }) {
  const { t } = useTranslation();
  const setStatus = useSetMentorStatus();
  const change = async (next: MentorStatus) => {
    try {
      await setStatus.mutateAsync(next);
      toast.success(t(`dash.mentor.status.${next}`), { id: 'mentor-status' });
    } catch (error) {
      toast.error(readable(error), { id: 'mentor-status-error' });
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm font-semibold" data-testid="mentor-status">
        {t(`dash.mentor.status.${status}`)}
      </p>
      <div className="flex gap-2">
        {status !== 'open' ? (
          <button type="button" className="btn-secondary" disabled={setStatus.isPending || isBlocked} onClick={() => void change('open')}>
            {t('dash.mentor.openAgain')}
          </button>
        ) : null}
        {status === 'open' ? (
          <button type="button" className="btn-secondary" disabled={setStatus.isPending} onClick={() => void change('paused')}>
            {t('dash.mentor.pause')}
          </button>
        ) : null}
        {status !== 'stopped' ? (
          <button type="button" className="btn-ghost" disabled={setStatus.isPending} onClick={() => void change('stopped')}>
            {t('dash.mentor.stop')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** "15.00" → 1500; NaN when it is not an amount. */
const toCents = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN);
/** "0.05" → 50,000,000 lamports; null when empty; NaN when it is not an amount. */
const toLamports = (text: string) => (text.trim() === '' ? null : /^\d+(\.\d{1,9})?$/.test(text.trim()) ? Math.round(Number(text) * LAMPORTS_PER_SOL) : Number.NaN);

function MentorTermsForm({ answer }: { answer: MentorSettingsAnswer }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveMentorSettings();
  const plan = answer.plan;
  const [pricing, setPricing] = useState<MentorPricing>(plan?.pricing ?? 'conversation');
  const [price, setPrice] = useState(plan ? (plan.price_cents / 100).toFixed(2) : '');
  const [solPrice, setSolPrice] = useState(plan?.price_lamports ? String(plan.price_lamports / LAMPORTS_PER_SOL) : '');
  const [wallet, setWallet] = useState(plan?.wallet_address ?? '');
  const [topics, setTopics] = useState(plan?.topics ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MentorSettingsInputSchema.safeParse({ pricing, price_cents: toCents(price), price_lamports: toLamports(solPrice), wallet_address: wallet, topics });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('dash.mentor.check'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(plan ? t('dash.mentor.saved') : t('dash.mentor.opened'), { id: 'mentor-saved' });
    } catch (saveError) {
      setError(readable(saveError));
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('dash.mentor.terms')}>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="field-label">{t('dash.mentor.buys')}</legend>
        {(['conversation', 'month'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-pricing`} value={value} checked={pricing === value} onChange={() => setPricing(value)} className="size-4 accent-brand-700" />
            {value === 'conversation' ? t('dash.mentor.oneConversation') : t('dash.mentor.aMonth')}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-price`} className="field-label">
            {t('dash.mentor.price', { currency: answer.currency.toUpperCase() })}
          </label>
          <input id={`${id}-price`} className="field-input mt-1 w-full" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} placeholder="15.00" />
        </div>
        <div>
          <label htmlFor={`${id}-sol`} className="field-label">
            {t('dash.mentor.priceSol')}
          </label>
          <input id={`${id}-sol`} className="field-input mt-1 w-full" inputMode="decimal" value={solPrice} onChange={(event) => setSolPrice(event.target.value)} placeholder={t('dash.mentor.priceSolPlaceholder')} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-wallet`} className="field-label">
          {t('dash.mentor.wallet')}
        </label>
        <input
          id={`${id}-wallet`}
          className="field-input mt-1 w-full font-mono"
          value={wallet}
          onChange={(event) => setWallet(event.target.value)}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('dash.mentor.walletPlaceholder')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-topics`} className="field-label">
          {t('dash.mentor.topics')}
        </label>
        <textarea id={`${id}-topics`} className="field-input mt-1 w-full resize-y" rows={3} maxLength={MENTOR_LIMITS.topicsMaxLength} value={topics} onChange={(event) => setTopics(event.target.value)} />
      </div>
      <ErrorAlert>{error}</ErrorAlert>
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending || answer.blocked_reason !== null}>
          {save.isPending ? t('dash.memory.saving') : plan ? t('dash.mentor.save') : t('dash.mentor.open')}
        </button>
      </div>
    </form>
  );
}

function MentorEarnings() {
  const { t } = useTranslation();
  const earnings = useMentorEarnings(true);
  if (!earnings.data) return null;
  const { payments, totals } = earnings.data;
  return (
    <div data-testid="mentor-earnings">
      <h3 className="font-semibold">{t('dash.mentor.earned')}</h3>
      {payments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('plans.billing.noPayments')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            {totals.map((total) => t('dash.mentor.totals', { owed: mentorAmount(total.owed, total.currency), paid: mentorAmount(total.paid, total.currency) })).join(' · ')}
          </p>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(payment.created_at)} · {payment.pricing === 'month' ? t('dash.mentor.aMonth') : t('dash.mentor.aConversation')} · {payment.method === 'solana' ? 'Solana' : t('dash.mentor.card')}
                </span>
                <span>
                  {mentorAmount(payment.gross, payment.currency)} − {mentorAmount(payment.commission, payment.currency)} = {mentorAmount(payment.owner_share, payment.currency)} ·{' '}
                  <strong>{t(`dash.mentor.payment.${payment.status}`)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
