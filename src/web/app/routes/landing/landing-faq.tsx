import type { TFunction } from 'i18next';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { formatMoney, formatNumber } from '@/i18n/format.ts';
import { LandingSection } from './landing-section.tsx';

/** "How much does it cost?", answered with this server's plans (GET /plans), in the interface's language. */
function costAnswer(plans: PublicPlansAnswer | undefined, t: TFunction): string {
  const size = `${formatNumber(plans?.package.included_gb ?? 1)} GB`;
  const practice = t('landing.faq.practiceCost', { count: SESSION_CREDIT_COST });
  if (plans?.payments === 'stripe') {
    const money = (cents: number) => formatMoney(cents, plans.currency);
    const launch = plans.launch ? t('landing.faq.costLaunch', { price: money(plans.launch.price_cents), places: formatNumber(plans.launch.places) }) : '';
    return t('landing.faq.costStripe', { price: money(plans.package.price_cents), launch, size, perGb: money(plans.storage.price_per_gb_cents), practice });
  }
  if (plans?.payments === 'closed') return t('landing.faq.costClosed', { practice });
  return t('landing.faq.costFree', { size, practice });
}

/** The questions and answers, by their numbers in the catalogue (landing.faq.q1 / a1 …). */
const FAQ_NUMBERS = [1, 2, 3, 4, 5] as const;

export function LandingFaq() {
  const { t } = useTranslation();
  const plans = usePlans();
  const items = [
    ...FAQ_NUMBERS.map((number) => ({ question: t(`landing.faq.q${number}`), answer: t(`landing.faq.a${number}`) })),
    { question: t('landing.faq.costQuestion'), answer: costAnswer(plans.data, t) },
  ];
  return (
    <LandingSection id="faq" headingId="faq-title" eyebrow={t('nav.faq')} title={t('landing.faq.title')} intro={t('landing.faq.intro')} isTinted>
      <div className="mx-auto mt-12 max-w-3xl space-y-4">
        {items.map((item) => (
          // Native details/summary: opens and closes on the static page without any JavaScript.
          <details key={item.question} className="group card overflow-hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180 dark:text-slate-400"
                aria-hidden
              />
            </summary>
            <p className="px-6 pb-6 leading-7 text-slate-600 dark:text-slate-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
