import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';

export interface CreditBalanceBadgeProps {
  /** The balance; null while it loads or when it could not be read. */
  balance: number | null;
}

/** The person's credits, and what a session costs, at a glance; it opens the Credits page. */
export function CreditBalanceBadge({ balance }: CreditBalanceBadgeProps) {
  const isShort = balance !== null && balance < SESSION_CREDIT_COST;
  const { t } = useTranslation();
  return (
    <Link
      to={CREDITS_PAGE_PATH}
      className={`inline-flex shrink-0 items-center gap-2 self-start rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors hover:underline ${
        isShort
          ? 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-950/40 dark:text-red-200 dark:ring-red-400/30'
          : 'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-400/30'
      }`}
      title={t('credits.sessionNeeds', { count: SESSION_CREDIT_COST })}
      data-testid="credits-badge"
    >
      <Coins className="size-4 shrink-0" aria-hidden />
      {balance === null ? t('credits.badgeLoading') : t('credits.count', { count: balance, formatted: formatNumber(balance) })}
      <span className="sr-only">{t('credits.badgeHint', { count: SESSION_CREDIT_COST })}</span>
    </Link>
  );
}
