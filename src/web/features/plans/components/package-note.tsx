// What starting an Engram costs on this server, for the onboarding before the username is chosen: the package's price
// (with the launch price when the person has one) and where to buy it, free on this server, or not open yet.
import { Link } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { formatMoney } from '@shared/contracts/plans.ts';
import { useMyPlan } from '@/features/plans/api/get-my-plan.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';

export function PackageNote() {
  const plans = usePlans();
  const mine = useMyPlan();
  if (!plans.data || !mine.data) return null;
  const tone = 'mt-6 rounded-xl p-4 text-sm';
  if (mine.data.has_package) {
    return (
      <p className={`${tone} bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100`} data-testid="package-note">
        {mine.data.package_source === 'free'
          ? `The Engram package is free on this server: your username, your twin and ${plans.data.package.included_gb} GB for memories.`
          : `Your Engram package is ready: your username, your twin and ${plans.data.package.included_gb} GB for memories.`}
      </p>
    );
  }
  if (plans.data.payments === 'closed') {
    return (
      <p className={`${tone} bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100`} data-testid="package-note">
        The Engram is not open on this server yet: the operator has not set up payments.
      </p>
    );
  }
  const price = formatMoney(mine.data.package_price_cents, plans.data.currency);
  return (
    <p className={`${tone} bg-brand-50 text-brand-950 dark:bg-brand-950/40 dark:text-brand-100`} data-testid="package-note">
      Your Engram starts with the Engram package: {price} one time{mine.data.is_launch_price ? ' (launch price)' : ''}, with your username, your twin and{' '}
      {plans.data.package.included_gb} GB for memories.{' '}
      <Link to={CREDITS_PAGE_PATH} className="font-semibold underline">
        Buy it on the Credits page
      </Link>
      , then come back to choose your username.
    </p>
  );
}
