import { ArrowRight, Check, Clock } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';
import { REGISTER_FOR_TWIN } from './landing-products.tsx';

// Figures are the business constants of the specification (section 9); "127 spots left" is fixed on purpose.
const PROMOTION = { registrations: 500, discountPercent: 50, spotsLeft: 127 } as const;

interface Plan {
  name: string;
  price: string;
  unit: string;
  summary: string;
  includes: string[];
  isPopular: boolean;
  note?: string;
}

const PLANS: Plan[] = [
  {
    name: 'Initial Package',
    price: '$99',
    unit: 'one-time',
    summary: 'Everything you need to claim your name and meet your twin.',
    includes: ['Unique on-chain username', 'First AI personality generation with 1GB data', 'Basic AI twin setup'],
    isPopular: true,
  },
  {
    name: 'Upload-as-you-go',
    price: '$0.99',
    unit: 'per GB',
    summary: 'Keep your twin growing as your life does.',
    includes: ['Add stories, voice notes, texts and photos', 'AI retraining with each update'],
    isPopular: false,
    note: 'Pay only for the data you add.',
  },
  {
    name: 'Monetize Plan',
    price: '20%',
    unit: 'commission',
    summary: 'Let your twin share what you know with the world.',
    includes: ['Your AI acts as a digital mentor', "Payments go to the owner's wallet automatically"],
    isPopular: false,
    note: 'We only earn when your twin earns.',
  },
];

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl p-8 ${
        plan.isPopular
          ? 'bg-white shadow-xl ring-2 shadow-brand-700/10 ring-brand-700 lg:-my-4 lg:py-12 dark:bg-slate-900 dark:ring-brand-400'
          : 'bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800'
      }`}
    >
      {plan.isPopular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm dark:bg-brand-600">
          Most Popular
        </p>
      )}
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
      {plan.isPopular ? (
        <a href={REGISTER_FOR_TWIN} className="btn-primary mt-8 w-full py-3">
          Get Started
        </a>
      ) : (
        <p className="mt-8 rounded-xl bg-slate-100 px-4 py-3 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {plan.note}
        </p>
      )}
    </article>
  );
}

export function LandingPricing() {
  return (
    <LandingSection
      id="pricing"
      headingId="pricing-title"
      eyebrow="Pricing"
      title="Simple pricing for a lasting legacy"
      intro="Pay once to create your twin, then only for the memories you add. No subscription."
      isTinted
    >
      <div className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>

      <div className="relative isolate mt-16 overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-violet-950 px-6 py-10 text-white shadow-xl sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10">
        <div aria-hidden className="absolute top-0 right-0 -z-10 size-48 rounded-bl-full bg-pink-500/20 blur-3xl" />
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <Clock className="size-4" aria-hidden />
            Founding member offer
          </p>
          <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            The first {PROMOTION.registrations} registrations get {PROMOTION.discountPercent}% off
          </h3>
          <p className="mt-3 text-brand-100">
            Reserve your username today and lock in the founding price on your Initial Package.
          </p>
          <div className="mt-6 max-w-md">
            <div aria-hidden className="h-2 overflow-hidden rounded-full bg-white/15">
              {/* 373 of 500 taken; a class rather than an inline style so a strict style-src policy keeps it. */}
              <div className="h-full w-[74.6%] rounded-full bg-linear-to-r from-pink-400 to-brand-300" />
            </div>
            <p className="mt-2 text-sm font-semibold text-white">{PROMOTION.spotsLeft} spots left</p>
          </div>
        </div>
        <a
          href={REGISTER_FOR_TWIN}
          className="btn mt-8 shrink-0 bg-white px-6 py-3 text-base text-brand-800 shadow-lg hover:bg-brand-50 lg:mt-0"
        >
          Secure Your Slot
          <ArrowRight className="size-4" aria-hidden />
        </a>
      </div>
    </LandingSection>
  );
}
