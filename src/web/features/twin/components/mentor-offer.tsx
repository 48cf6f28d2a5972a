import { CreditCard, GraduationCap, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMentorAmount, MENTOR_CONVERSATION_HOURS, MENTOR_MONTH_DAYS, type MentorSolanaToken } from '@shared/contracts/twin-mentor-constants.ts';
import type { MentorOffer, MentorSolanaRequest } from '@shared/contracts/twin-mentor.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { toast } from '@/components/toast.ts';
import { useMentorCheckout, useMentorSolanaRequest, useVerifyMentorSolana } from '@/features/twin/api/mentor-offer.ts';
import { readable } from '@/lib/api-client.ts';
import { isSignedIn } from '@/lib/session.ts';

const formatEnd = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What a paid mentor talks about and costs; with a pass, how long it runs. */
export function MentorOfferSummary({ offer, name }: { offer: MentorOffer; name: string }) {
  const what = offer.pricing === 'month' ? `per month (${MENTOR_MONTH_DAYS} days)` : `per conversation (${MENTOR_CONVERSATION_HOURS} hours from its first message)`;
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm dark:border-brand-900 dark:bg-brand-900/30" data-testid="mentor-offer">
      <p className="flex items-start gap-2 font-semibold">
        <GraduationCap className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
        {name} is a paid mentor: {formatMentorAmount(offer.price_cents, offer.currency)} {what}
        {offer.price_lamports ? ` or ${formatMentorAmount(offer.price_lamports, 'sol')}` : ''}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-200">Talks about: {offer.topics}</p>
      {offer.access ? (
        <p className="mt-2 font-semibold text-brand-900 dark:text-brand-100" data-testid="mentor-access">
          {offer.access.ends_at ? `Your chat runs until ${formatEnd(offer.access.ends_at)}.` : 'Your conversation is paid for: it begins with your first message.'}
        </p>
      ) : null}
    </div>
  );
}

/** Buying a paid mentor's chat: by card through Stripe Checkout, or with a Solana Pay transfer checked on chain. */
export function MentorPurchase({ offer, username, isReturningFromCheckout }: { offer: MentorOffer; username: string; isReturningFromCheckout: boolean }) {
  const checkout = useMentorCheckout(username);
  const solana = useMentorSolanaRequest(username);
  const [error, setError] = useState<string | null>(null);

  if (offer.status === 'paused') {
    return <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">This mentor is not taking new conversations right now.</p>;
  }
  if (isReturningFromCheckout) {
    return (
      <p className="mt-3 text-sm font-semibold" role="status" data-testid="mentor-confirming">
        Thank you: your payment is being confirmed. The chat opens here as soon as it is.
      </p>
    );
  }
  if (!isSignedIn()) {
    // Either way the visitor comes back to this page to pay.
    const next = encodeURIComponent(window.location.pathname);
    return (
      <div className="mt-3 grid gap-2 text-sm">
        <p className="text-slate-700 dark:text-slate-200">Sign in, or create an account, to pay {offer.methods.stripe ? 'by card' : 'with Solana'} on this page; the chat opens here once it is paid.</p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/auth/login?next=${next}`} className="btn-primary">
            Sign in to buy
          </Link>
          <Link to={`/auth/register?next=${next}`} className="btn-secondary">
            Create an account
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
            {checkout.isPending ? 'Opening the payment page…' : `Pay ${formatMentorAmount(offer.price_cents, offer.currency)} by card`}
          </button>
        ) : null}
        {offer.methods.solana_sol && offer.price_lamports ? (
          <button type="button" className="btn-secondary" disabled={solana.isPending} onClick={() => void payWithSolana('sol')}>
            <Wallet className="size-4" aria-hidden />
            Pay {formatMentorAmount(offer.price_lamports, 'sol')}
          </button>
        ) : null}
        {offer.methods.solana_usdc ? (
          <button type="button" className="btn-secondary" disabled={solana.isPending} onClick={() => void payWithSolana('usdc')}>
            <Wallet className="size-4" aria-hidden />
            Pay {formatMentorAmount(offer.price_cents * 10_000, 'usdc')}
          </button>
        ) : null}
      </div>
      <ErrorAlert>{error}</ErrorAlert>
      {solana.data ? <SolanaTransfer request={solana.data} username={username} /> : null}
    </div>
  );
}

function SolanaTransfer({ request, username }: { request: MentorSolanaRequest; username: string }) {
  const verify = useVerifyMentorSolana(username);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    setError(null);
    try {
      const answer = await verify.mutateAsync(request.payment_id);
      if (answer.status === 'paid') toast.success('Payment found on chain: the chat is open.', { id: 'mentor-solana-paid' });
      else toast.info('The payment is not on chain yet. Check again in a few seconds.', { id: 'mentor-solana-pending' });
    } catch (verifyError) {
      setError(readable(verifyError));
    }
  };
  return (
    <div className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700" data-testid="mentor-solana-request">
      <p>
        Open the payment in your Solana wallet: it shows one transaction with {request.owner.amount} to the mentor’s owner and {request.commission.amount} to this server’s
        operator. Then come back and check it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={request.transaction_url} className="btn-secondary">
          Open in your wallet
        </a>
        <button type="button" className="btn-primary" disabled={verify.isPending} onClick={() => void check()}>
          {verify.isPending ? 'Checking…' : 'I have paid: check'}
        </button>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer">Paying by hand</summary>
        <p className="mt-2">Send both transfers in one transaction, carrying the reference <code className="break-all">{request.reference}</code>:</p>
        <ul className="mt-2 list-disc pl-5">
          <li>
            {request.owner.amount} to the mentor’s owner, <code className="break-all">{request.owner.recipient}</code>
          </li>
          <li>
            {request.commission.amount} to this server’s operator, <code className="break-all">{request.commission.recipient}</code>
          </li>
        </ul>
        <p className="mt-2">
          The <a href={request.url} className="underline underline-offset-2">transfer request</a> fills in the first transfer and the reference; a transaction without the second is
          refused.
        </p>
      </details>
      <ErrorAlert className="mt-2">{error}</ErrorAlert>
    </div>
  );
}
