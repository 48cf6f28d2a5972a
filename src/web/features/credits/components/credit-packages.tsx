import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { CreditPackage } from '@shared/contracts/credits.ts';
import { toast } from '@/components/toast.ts';
import { formatMoney, formatNumber } from '@/i18n/format.ts';
import { useStartCheckout } from '@/features/credits/api/start-checkout.ts';

/** "$9.00", "€29.00" (in Indonesian "US$9,00"): the price in the package's currency, in the interface's language. */
export function formatPrice(item: CreditPackage): string {
  return formatMoney(item.amount_cents, item.currency);
}

/** The packages on sale; buying one opens Stripe's payment page. */
export function CreditPackages({ packages }: { packages: readonly CreditPackage[] }) {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  return (
    // One column: the list sits in the Credits page's narrow side column, where two cards would squeeze the Buy button out.
    <ul className="grid gap-3" aria-label={t('creditsPage.packagesLabel')}>
      {packages.map((item) => (
        <li key={item.credits} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 dark:text-white">{t('credits.count', { count: item.credits, formatted: formatNumber(item.credits) })}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{formatPrice(item)}</p>
          </div>
          <button
            type="button"
            className="btn-primary shrink-0"
            disabled={checkout.isPending}
            aria-label={t('creditsPage.buyLabel', { credits: formatNumber(item.credits), price: formatPrice(item) })}
            onClick={() => checkout.mutate(item.credits, { onError: (error) => toast.error(error.message) })}
          >
            <ShoppingCart className="size-4" aria-hidden />
            {checkout.isPending && checkout.variables === item.credits ? t('creditsPage.opening') : t('creditsPage.buy')}
          </button>
        </li>
      ))}
    </ul>
  );
}
