import { Blocks, Brain, CloudUpload, KeyRound, MessagesSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { LandingSection } from './landing-section.tsx';

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    icon: CloudUpload,
    title: 'Learns from words, voice and photos',
    body: 'Write down stories, record voice notes, add photos and documents. The AI learns your personality, your values and what you know from them.',
  },
  {
    icon: KeyRound,
    title: 'Your heirs hold the keys',
    body: 'After your death, the inheritors you name manage access and decide whether your twin stays private or is made public.',
  },
  {
    icon: MessagesSquare,
    title: 'Talk with it as it learns',
    body: 'Chat with your Engram yourself and read the summary it keeps of who you are, long before anyone else does.',
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
          <h3 className="mt-6 text-lg font-semibold">Learns who you are</h3>
          <p className="mt-4 text-6xl font-extrabold tracking-tight">{TWIN_QUESTION_COUNT}</p>
          <p className="mt-1 font-semibold text-brand-100">interview questions, then your memories</p>
          <p className="mt-4 leading-7 text-brand-100">
            You answer an interview about your life, your values and the advice you would give, at your own pace. Your
            memories add the rest: how you think, how you speak and what you care about.
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
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">A username that can go on Solana</h3>
            <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">
              Your unique username is reserved for you as soon as you choose it, and it can be recorded on the Solana
              blockchain when the operator of this Engram connects it.
            </p>
          </div>
        </article>
      </div>
    </LandingSection>
  );
}
