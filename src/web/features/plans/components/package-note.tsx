// What starting an Engram costs on this server, for the onboarding before the username is chosen: the package's price
// (with the launch price when the person has one) and where to buy it, free on this server, or not open yet.
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { useMyPlan } from '@/features/plans/api/get-my-plan.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { formatMoney, formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';

export function PackageNote() {
  const { t } = useTranslation();
  const plans = usePlans();
  const mine = useMyPlan();
  if (!plans.data || !mine.data) return null;
  const tone = 'mt-6 rounded-xl p-4 text-sm';
  const size = `${formatNumber(plans.data.package.included_gb)} GB`;
  if (mine.data.has_package) {
    return (
      <p className={`${tone} bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100`} data-testid="package-note">
        {t(mine.data.package_source === 'free' ? 'plans.note.free' : 'plans.note.ready', { size })}
      </p>
    );
  }
  if (plans.data.payments === 'closed') {
    return (
      <p className={`${tone} bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100`} data-testid="package-note">
        {t('plans.note.closed')}
      </p>
    );
  }
  const price = formatMoney(mine.data.package_price_cents, plans.data.currency);
  const launch = mine.data.is_launch_price ? t('plans.note.launchPrice') : '';
  return (
    <p className={`${tone} bg-brand-50 text-brand-950 dark:bg-brand-950/40 dark:text-brand-100`} data-testid="package-note">
      {richText(t('plans.note.buy', { price, launch, size }), {
        link: (inner) => (
          <Link to={CREDITS_PAGE_PATH} className="font-semibold underline">
            {inner}
          </Link>
        ),
      })}
    </p>
  );
}
