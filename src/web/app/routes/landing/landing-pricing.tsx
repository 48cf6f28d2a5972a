import { ArrowRight, AtSign, Check } from 'lucide-react';
import type { PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { LandingSection } from './landing-section.tsx';
import { LAUNCH_OFFER_CLASS, launchOfferWords, pricingWords, soldEngramCard } from './landing-prices.ts';
import { REGISTER_FOR_PRACTICE, REGISTER_FOR_TWIN } from './landing-products.tsx';

interface Plan {
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

const PRACTICE_PLAN: Plan = {
  name: 'Practice',
  price: String(SESSION_CREDIT_COST),
  unit: 'credits per session',
  summary: 'Rehearse the conversations that matter at work.',
  includes: ['Welcome credits on every new account', 'A free Vibes Check before you practise', 'A graded report after each session'],
  isHighlighted: false,
  cta: { href: REGISTER_FOR_PRACTICE, label: 'Start practising' },
};

const ENGRAM_INCLUDES = [
  'Your unique username',
  `An interview of ${TWIN_QUESTION_COUNT} questions, answered at your pace`,
  'A memory locker for stories, voice notes, photos and documents',
  'Private, family or public: you decide, and you name your heirs',
];

/**
 * The Engram's card as this server sells it (GET /plans): the operator's price, with the launch price while places
 * are left, when Stripe is set up; what is included, and free, when it is not. Only what an account can really get.
 */
function engramPlan(plans: PublicPlansAnswer | undefined): Plan {
  const base = { name: 'Your Engram', isHighlighted: true, cta: { href: REGISTER_FOR_TWIN, label: 'Get Started' } };
  const includedGb = plans?.package.included_gb ?? 1;
  if (plans?.payments !== 'stripe') {
    return {
      ...base,
      price: `${includedGb} GB`,
      unit: 'included',
      summary: plans?.payments === 'closed' ? 'The Engram opens on this server once its operator sets up payments.' : 'Everything you need to claim your name and meet your twin.',
      includes: ENGRAM_INCLUDES,
    };
  }
  const sold = soldEngramCard(plans);
  return {
    ...base,
    price: sold.price,
    ...(sold.wasPrice ? { wasPrice: sold.wasPrice } : {}),
    unit: sold.unit,
    summary: sold.summary,
    includes: [...ENGRAM_INCLUDES, ...sold.addedIncludes],
  };
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
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
            <span className="sr-only">was </span>
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
  const plans = usePlans();
  const words = pricingWords(plans.data);
  const launch = plans.data?.payments === 'stripe' ? plans.data.launch : null;
  return (
    <LandingSection id="pricing" headingId="pricing-title" eyebrow="Pricing" title={words.title} intro={words.intro} isTinted>
      {launch ? (
        <p className={LAUNCH_OFFER_CLASS} data-testid="launch-offer">
          {launchOfferWords(launch).offer} <span className="whitespace-nowrap">{launchOfferWords(launch).left}</span>
        </p>
      ) : null}
      <div className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-4xl lg:grid-cols-2">
        {[engramPlan(plans.data), PRACTICE_PLAN].map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>

      <div className="relative isolate mt-16 overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-violet-950 px-6 py-10 text-white shadow-xl sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10">
        <div aria-hidden className="absolute top-0 right-0 -z-10 size-48 rounded-bl-full bg-pink-500/20 blur-3xl" />
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <AtSign className="size-4" aria-hidden />
            Your username
          </p>
          <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Choose the name your Engram lives under</h3>
          <p className="mt-3 text-brand-100">
            It is yours as soon as you choose it, and it can be recorded on Solana when the operator connects it.
          </p>
        </div>
        <a
          href={REGISTER_FOR_TWIN}
          className="btn mt-8 shrink-0 bg-white px-6 py-3 text-base text-brand-800 shadow-lg hover:bg-brand-50 lg:mt-0"
        >
          Reserve My Username
          <ArrowRight className="size-4" aria-hidden />
        </a>
      </div>
    </LandingSection>
  );
}
