import { Blocks, Brain, CloudUpload, HandCoins, KeyRound, ShieldCheck, type LucideIcon } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    icon: CloudUpload,
    title: 'Learns from text, audio or video',
    body: 'Upload your writing, voice notes and videos. The AI learns your personality, your values and what you know from them.',
  },
  {
    icon: KeyRound,
    title: 'Your heirs hold the keys',
    body: 'After your death, the inheritors you name manage access and decide whether your twin stays private or is made public.',
  },
  {
    icon: HandCoins,
    title: 'Revenue for your beneficiaries',
    body: 'When your twin earns money as a mentor, the revenue goes to the beneficiaries you have designated.',
  },
  {
    icon: ShieldCheck,
    title: 'You decide who sees what',
    body: 'Mark every memory as private, shared with family or public. You stay in control of each piece of your story.',
  },
];

export function LandingFeatures() {
  return (
    <LandingSection
      id="features"
      headingId="features-title"
      eyebrow="AI personality"
      title="An AI that learns who you really are"
      intro="Your Engram is more than an archive. It is a digital twin that answers the way you would, built from the memories you choose to share."
      isTinted
    >
      <div className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <article className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-8 text-white shadow-lg shadow-brand-900/20 md:row-span-2">
          <Brain className="size-10 text-brand-200" aria-hidden />
          <h3 className="mt-6 text-lg font-semibold">Captures your personality</h3>
          <p className="mt-4 text-6xl font-extrabold tracking-tight">85-95%</p>
          <p className="mt-4 leading-7 text-brand-100">
            Given enough data, your twin captures 85-95% of your personality: how you think, how you speak and the advice
            you would give.
          </p>
          {/* A quarter ring drawn inside the card, so it never reaches past a phone's edge. */}
          <div aria-hidden className="absolute right-0 bottom-0 size-40 rounded-tl-full border-t-[28px] border-l-[28px] border-white/10" />
        </article>

        {FEATURES.map((feature) => (
          <article key={feature.title} className="card p-6 sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
              <feature.icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
            <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{feature.body}</p>
          </article>
        ))}

        <article className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:p-8 md:col-span-2 lg:col-span-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-teal-400 to-brand-600 text-white">
            <Blocks className="size-6" aria-hidden />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Anchored on the Solana blockchain</h3>
            <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">
              Your unique username and your twin are recorded on Solana, so your legacy does not hinge on a single
              company's servers, and the wallet that receives your earnings is yours.
            </p>
          </div>
        </article>
      </div>
    </LandingSection>
  );
}
