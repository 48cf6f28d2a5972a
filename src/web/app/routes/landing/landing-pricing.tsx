import type { TFunction } from 'i18next';
import { ArrowRight, AtSign, Check } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { formatNumber } from '@/i18n/format.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { LandingSection } from './landing-section.tsx';
import { LAUNCH_OFFER_CLASS, launchOfferWords, pricingWords, soldEngramCard } from './landing-prices.ts';
import { REGISTER_FOR_PRACTICE, REGISTER_FOR_TWIN } from './landing-products.tsx';

/** A plan's words, already in the interface's language. */
interface Plan {
  /** Names its heading's id and price's test id ("plan-your-engram"), the same in every language. */
  id: string;
  name: string;
  price: string;
  /** The price before the launch discount, struck through beside the launch price. */
  wasPrice?: string;
  unit: string;
  summary: string;
  includes: string[];
  isHighlighted: boolean;
  cta: { href: string; label: string };
}

function practicePlan(t: TFunction): Plan {
  return {
    id: 'practice',
    name: t('product.practice'),
    price: formatNumber(SESSION_CREDIT_COST),
    unit: t('landing.pricing.practiceUnit'),
    summary: t('landing.pricing.practiceSummary'),
    includes: [t('landing.pricing.practice1'), t('landing.pricing.practice2'), t('landing.pricing.practice3')],
    isHighlighted: false,
    cta: { href: REGISTER_FOR_PRACTICE, label: t('landing.products.practiceCta') },
  };
}

function engramIncludes(t: TFunction): string[] {
  return [t('landing.pricing.includes1'), t('landing.pricing.includes2', { count: TWIN_QUESTION_COUNT }), t('landing.pricing.includes3'), t('landing.pricing.includes4')];
}

/**
 * The Engram's card as this server sells it (GET /plans): the operator's price, with the launch price while places
 * are left, when Stripe is set up; what is included, and free, when it is not. Only what an account can really get.
 */
function engramPlan(plans: PublicPlansAnswer | undefined, t: TFunction): Plan {
  const base = { id: 'your-engram', name: t('landing.pricing.yourEngram'), isHighlighted: true, cta: { href: REGISTER_FOR_TWIN, label: t('landing.pricing.getStarted') } };
  const size = `${formatNumber(plans?.package.included_gb ?? 1)} GB`;
  if (plans?.payments !== 'stripe') {
    return {
      ...base,
      price: size,
      unit: t('landing.pricing.engramIncluded'),
      summary: plans?.payments === 'closed' ? t('landing.pricing.engramClosed') : t('landing.pricing.engramFree'),
      includes: engramIncludes(t),
    };
  }
  const sold = soldEngramCard(plans, t, currentLocale());
  return {
    ...base,
    price: sold.price,
    ...(sold.wasPrice ? { wasPrice: sold.wasPrice } : {}),
    unit: sold.unit,
    summary: sold.summary,
    includes: [...engramIncludes(t), ...sold.addedIncludes],
  };
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl p-8 ${
        plan.isHighlighted
          ? 'bg-white shadow-xl ring-2 shadow-brand-700/10 ring-brand-700 dark:bg-slate-900 dark:ring-brand-400'
          : 'bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800'
      }`}
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-2">
        {plan.wasPrice ? (
          <s className="text-xl font-semibold text-slate-500 dark:text-slate-400">
            <span className="sr-only">{t('landing.pricing.was')} </span>
            {plan.wasPrice}
          </s>
        ) : null}
        <span className="text-5xl font-extrabold tracking-tight text-slate-900 dark:text-white" data-testid={`plan-price-${titleId}`}>
          {plan.price}
        </span>
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{plan.unit}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
        {plan.includes.map((item) => (
          <li key={item} className="flex gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
      <a href={plan.cta.href} className={`${plan.isHighlighted ? 'btn-primary' : 'btn-secondary'} mt-8 w-full py-3`}>
        {plan.cta.label}
      </a>
    </article>
  );
}

export function LandingPricing() {
  const { t } = useTranslation();
  const plans = usePlans();
  const words = pricingWords(plans.data, t);
  const launch = plans.data?.payments === 'stripe' ? plans.data.launch : null;
  return (
    <LandingSection id="pricing" headingId="pricing-title" eyebrow={t('landing.header.pricing')} title={words.title} intro={words.intro} isTinted>
      {launch ? (
        <p className={LAUNCH_OFFER_CLASS} data-testid="launch-offer">
          {launchOfferWords(launch, t, currentLocale()).offer} <span className="whitespace-nowrap">{launchOfferWords(launch, t, currentLocale()).left}</span>
        </p>
      ) : null}
      <div className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-4xl lg:grid-cols-2">
        {[engramPlan(plans.data, t), practicePlan(t)].map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>

      <div className="relative isolate mt-16 overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-violet-950 px-6 py-10 text-white shadow-xl sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10">
        <div aria-hidden className="absolute top-0 right-0 -z-10 size-48 rounded-bl-full bg-pink-500/20 blur-3xl" />
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <AtSign className="size-4" aria-hidden />
            {t('landing.pricing.yourUsername')}
          </p>
          <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('landing.pricing.usernameTitle')}</h3>
          <p className="mt-3 text-brand-100">{t('landing.pricing.usernameBody')}</p>
        </div>
        <a
          href={REGISTER_FOR_TWIN}
          className="btn mt-8 shrink-0 bg-white px-6 py-3 text-base text-brand-800 shadow-lg hover:bg-brand-50 lg:mt-0"
        >
          {t('landing.hero.reserve')}
          <ArrowRight className="size-4" aria-hidden />
        </a>
      </div>
    </LandingSection>
  );
}
