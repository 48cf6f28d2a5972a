import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { useCreditPackages } from '@/features/credits/api/get-credit-packages.ts';
import { richText } from '@/i18n/rich-text.tsx';

/** How a person who is short of credits gets more: a link to the Credits page, naming what waits there. */
export function GetMoreCredits() {
  const { t } = useTranslation();
  const packages = useCreditPackages();
  const canBuy = (packages.data?.length ?? 0) > 0;
  return (
    <p className="mt-1" data-testid="get-more-credits">
      {richText(canBuy ? t('credits.getMoreBuy') : t('credits.getMoreAsk'), {
        link: (inner) => (
          <Link to={CREDITS_PAGE_PATH} className="font-semibold underline underline-offset-2">
            {inner}
          </Link>
        ),
      })}
    </p>
  );
}
