import { Link } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { useCreditPackages } from '@/features/credits/api/get-credit-packages.ts';

/** How a person who is short of credits gets more: a link to the Credits page, naming what waits there. */
export function GetMoreCredits() {
  const packages = useCreditPackages();
  const canBuy = (packages.data?.length ?? 0) > 0;
  return (
    <p className="mt-1" data-testid="get-more-credits">
      {canBuy ? 'Buy a credit package or ask an administrator for credits on the ' : 'Ask an administrator for more credits on the '}
      <Link to={CREDITS_PAGE_PATH} className="font-semibold underline underline-offset-2">
        Credits page
      </Link>
      .
    </p>
  );
}
