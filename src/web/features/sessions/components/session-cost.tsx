import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { missingCredits } from '@/features/sessions/session-options.ts';
import { formatNumber } from '@/i18n/format.ts';

/** The person's balance as the page knows it. */
export type BalanceState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; balance: number };

export interface SessionCostProps {
  balance: BalanceState;
  /** The organisation that pays for the session instead of the person, with the server's words when its balance is short. */
  payer?: { name: string; shortMessage: string | null } | null;
  /** Opens the explanation of what a roleplay session is. */
  onExplain: () => void;
  /** Shown when the balance is short: how to get more credits (the page composes it from the credits feature). */
  getMoreCredits?: ReactNode;
}

/**
 * What the session costs, what the balance that pays holds (the person's, or their organisation's), and when short how
 * many credits are missing, or (an organisation's) that it has none and how to ask for them.
 */
export function SessionCost({ balance, payer, onExplain, getMoreCredits }: SessionCostProps) {
  const { t } = useTranslation();
  const missing = balance.status === 'ready' ? missingCredits(balance.balance) : 0;
  return (
    <div
      className={`flex items-start gap-3 rounded-xl p-4 text-sm ${
        missing > 0 ? 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100' : 'bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200'
      }`}
    >
      <Coins className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p>{t('cost.sessionCosts', { count: SESSION_CREDIT_COST })}</p>
        <p className="mt-0.5 font-semibold" data-testid="meet-credit-balance" role="status">
          {balance.status === 'loading'
            ? t('cost.checking')
            : balance.status === 'error'
              ? t('cost.checkFailed')
              : payer
                ? t('cost.paidBy', { name: payer.name, count: balance.balance, formatted: formatNumber(balance.balance) })
                : t('cost.yourBalance', { count: balance.balance, formatted: formatNumber(balance.balance) })}
        </p>
        {missing > 0 && payer ? (
          <p className="mt-0.5" data-testid="session-cost-short">
            {payer.shortMessage}
          </p>
        ) : missing > 0 ? (
          <p className="mt-0.5">{t('cost.needMore', { count: missing })}</p>
        ) : null}
        {missing > 0 ? getMoreCredits : null}
        <button type="button" className="mt-1 font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300" onClick={onExplain}>
          {t('cost.explain')}
        </button>
      </div>
    </div>
  );
}
