import { CreditCard, GraduationCap, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { formatMentorAmount, MENTOR_CONVERSATION_HOURS, MENTOR_MONTH_DAYS, type MentorSolanaToken } from '@shared/contracts/twin-mentor-constants.ts';
import type { MentorOffer, MentorSolanaRequest } from '@shared/contracts/twin-mentor.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { toast } from '@/components/toast.ts';
import { useMentorCheckout, useMentorSolanaRequest, useVerifyMentorSolana } from '@/features/twin/api/mentor-offer.ts';
import { formatDateTime } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { readable } from '@/lib/api-client.ts';
import { isSignedIn } from '@/lib/session.ts';

/** What a paid mentor talks about and costs; with a pass, how long it runs. */
export function MentorOfferSummary({ offer, name }: { offer: MentorOffer; name: string }) {
  const { t } = useTranslation();
  const card = formatMentorAmount(offer.price_cents, offer.currency);
  const price = offer.price_lamports ? t('twin.mentorOffer.priceOr', { price: card, other: formatMentorAmount(offer.price_lamports, 'sol') }) : card;
  const summary =
    offer.pricing === 'month'
      ? t('twin.mentorOffer.summaryMonth', { name, price, count: MENTOR_MONTH_DAYS })
      : t('twin.mentorOffer.summaryConversation', { name, price, count: MENTOR_CONVERSATION_HOURS });
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm dark:border-brand-900 dark:bg-brand-900/30" data-testid="mentor-offer">
      <p className="flex items-start gap-2 font-semibold">
        <GraduationCap className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
        {summary}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-200">{t('twin.mentorOffer.topics', { topics: offer.topics })}</p>
      {offer.access ? (
        <p className="mt-2 font-semibold text-brand-900 dark:text-brand-100" data-testid="mentor-access">
          {offer.access.ends_at ? t('twin.mentorOffer.runsUntil', { end: formatDateTime(offer.access.ends_at) }) : t('twin.mentorOffer.paidConversation')}
        </p>
      ) : null}
    </div>
  );
}

/** Buying a paid mentor's chat: by card through Stripe Checkout, or with a Solana Pay transfer checked on chain. */
export function MentorPurchase({ offer, username, isReturningFromCheckout }: { offer: MentorOffer; username: string; isReturningFromCheckout: boolean }) {
  const { t } = useTranslation();
  const checkout = useMentorCheckout(username);
  const solana = useMentorSolanaRequest(username);
  const [error, setError] = useState<string | null>(null);

  if (offer.status === 'paused') {
    return <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">{t('twin.mentorOffer.paused')}</p>;
  }
  if (isReturningFromCheckout) {
    return (
      <p className="mt-3 text-sm font-semibold" role="status" data-testid="mentor-confirming">
        {t('twin.mentorOffer.confirming')}
      </p>
    );
  }
  if (!isSignedIn()) {
    // Either way the visitor comes back to this page to pay.
    const next = encodeURIComponent(window.location.pathname);
    return (
      <div className="mt-3 grid gap-2 text-sm">
        <p className="text-slate-700 dark:text-slate-200">{t(offer.methods.stripe ? 'twin.mentorOffer.signInIntroCard' : 'twin.mentorOffer.signInIntroSolana')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/auth/login?next=${next}`} className="btn-primary">
            {t('twin.mentorOffer.signInToBuy')}
          </Link>
          <Link to={`/auth/register?next=${next}`} className="btn-secondary">
            {t('auth.createAccount')}
          </Link>
        </div>
      </div>
    );
  }
  const payByCard = async () => {
    setError(null);
    try {
      const { url } = await checkout.mutateAsync();
      window.location.assign(url);
    } catch (checkoutError) {
      setError(readable(checkoutError));
    }
  };
  const payWithSolana = async (token: MentorSolanaToken) => {
    setError(null);
    try {
      await solana.mutateAsync(token);
    } catch (requestError) {
      setError(readable(requestError));
    }
  };
  return (
    <div className="mt-3 grid gap-3">
      <div className="flex flex-wrap gap-2">
        {offer.methods.stripe ? (
          <button type="button" className="btn-primary" disabled={checkout.isPending} onClick={() => void payByCard()}>
            <CreditCard className="size-4" aria-hidden />
            {checkout.isPending ? t('twin.mentorOffer.openingCheckout') : t('twin.mentorOffer.payByCard', { price: formatMentorAmount(offer.price_cents, offer.currency) })}
          </button>
        ) : null}
        {offer.methods.solana_sol && offer.price_lamports ? (
          <button type="button" className="btn-secondary" disabled={solana.isPending} onClick={() => void payWithSolana('sol')}>
            <Wallet className="size-4" aria-hidden />
            {t('twin.mentorOffer.pay', { price: formatMentorAmount(offer.price_lamports, 'sol') })}
          </button>
        ) : null}
        {offer.methods.solana_usdc ? (
          <button type="button" className="btn-secondary" disabled={solana.isPending} onClick={() => void payWithSolana('usdc')}>
            <Wallet className="size-4" aria-hidden />
            {t('twin.mentorOffer.pay', { price: formatMentorAmount(offer.price_cents * 10_000, 'usdc') })}
          </button>
        ) : null}
      </div>
      <ErrorAlert>{error}</ErrorAlert>
      {solana.data ? <SolanaTransfer request={solana.data} username={username} /> : null}
    </div>
  );
}

function SolanaTransfer({ request, username }: { request: MentorSolanaRequest; username: string }) {
  const { t } = useTranslation();
  const verify = useVerifyMentorSolana(username);
  const code = (inner: string) => <code className="break-all">{inner}</code>;
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    setError(null);
    try {
      const answer = await verify.mutateAsync(request.payment_id);
      if (answer.status === 'paid') toast.success(t('twin.mentorOffer.solanaPaid'), { id: 'mentor-solana-paid' });
      else toast.info(t('twin.mentorOffer.solanaPending'), { id: 'mentor-solana-pending' });
    } catch (verifyError) {
      setError(readable(verifyError));
    }
  };
  return (
    <div className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700" data-testid="mentor-solana-request">
      <p>{t('twin.mentorOffer.solanaIntro', { ownerAmount: request.owner.amount, commissionAmount: request.commission.amount })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={request.transaction_url} className="btn-secondary">
          {t('twin.mentorOffer.openWallet')}
        </a>
        <button type="button" className="btn-primary" disabled={verify.isPending} onClick={() => void check()}>
          {verify.isPending ? t('twin.mentorOffer.checking') : t('twin.mentorOffer.check')}
        </button>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer">{t('twin.mentorOffer.byHand')}</summary>
        <p className="mt-2">{richText(t('twin.mentorOffer.byHandIntro', { reference: request.reference }), { code })}</p>
        <ul className="mt-2 list-disc pl-5">
          <li>{richText(t('twin.mentorOffer.byHandOwner', { amount: request.owner.amount, recipient: request.owner.recipient }), { code })}</li>
          <li>{richText(t('twin.mentorOffer.byHandCommission', { amount: request.commission.amount, recipient: request.commission.recipient }), { code })}</li>
        </ul>
        <p className="mt-2">
          {richText(t('twin.mentorOffer.byHandNote'), {
            link: (inner) => (
              <a href={request.url} className="underline underline-offset-2">
                {inner}
              </a>
            ),
          })}
        </p>
      </details>
      <ErrorAlert className="mt-2">{error}</ErrorAlert>
    </div>
  );
}
