import { ArrowRight, AtSign, Check } from 'lucide-react';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { LandingSection } from './landing-section.tsx';
import { REGISTER_FOR_PRACTICE, REGISTER_FOR_TWIN } from './landing-products.tsx';

interface Plan {
  name: string;
  price: string;
  unit: string;
  summary: string;
  includes: string[];
  isHighlighted: boolean;
  cta: { href: string; label: string };
}

// Only what an account really gets: nothing on this page is sold, so no card offers a purchase.
const PLANS: Plan[] = [
  {
    name: 'Your Engram',
    price: '1 GB',
    unit: 'included',
    summary: 'Everything you need to claim your name and meet your twin.',
    includes: [
      'Your unique username',
      `An interview of ${TWIN_QUESTION_COUNT} questions, answered at your pace`,
      'A memory locker for stories, voice notes, photos and documents',
      'Private, family or public: you decide, and you name your heirs',
    ],
    isHighlighted: true,
    cta: { href: REGISTER_FOR_TWIN, label: 'Get Started' },
  },
  {
    name: 'Practice',
    price: String(SESSION_CREDIT_COST),
    unit: 'credits per session',
    summary: 'Rehearse the conversations that matter at work.',
    includes: ['Welcome credits on every new account', 'A free Vibes Check before you practise', 'A graded report after each session'],
    isHighlighted: false,
    cta: { href: REGISTER_FOR_PRACTICE, label: 'Start practising' },
  },
];

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
        <span className="text-5xl font-extrabold tracking-tight text-slate-900 dark:text-white">{plan.price}</span>
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
  return (
    <LandingSection
      id="pricing"
      headingId="pricing-title"
      eyebrow="Pricing"
      title="Free to start, nothing to pay today"
      intro="Registering costs nothing and no card is asked for. Your Engram comes with room for your memories, and practice runs on credits."
      isTinted
    >
      <div className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-4xl lg:grid-cols-2">
        {PLANS.map((plan) => (
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
