import { AtSign, CloudUpload, Users, type LucideIcon } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

const STEPS: Step[] = [
  {
    icon: AtSign,
    title: 'Reserve your username',
    body: 'Register and choose a unique username. It is where your Engram will live, and it can be recorded on Solana when the operator connects it.',
  },
  {
    icon: CloudUpload,
    title: 'Upload your memories',
    body: 'Answer the interview and add stories, voice notes, photos and documents at your own pace. Each one makes your twin more like you.',
  },
  {
    icon: Users,
    title: 'The AI learns, your heirs inherit',
    body: 'The AI learns your personality and values. After your death, the inheritors you name manage who can talk to it.',
  },
];

export function LandingHowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      headingId="how-it-works-title"
      eyebrow="How it works"
      title="Three steps to a legacy that talks back"
      intro="Start in minutes and keep adding memories for as long as you like."
    >
      <div className="relative mt-16">
        <div aria-hidden className="absolute top-8 right-[16%] left-[16%] hidden h-px bg-linear-to-r from-brand-200 via-brand-400 to-brand-200 md:block dark:from-brand-900 dark:via-brand-700 dark:to-brand-900" />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              <span className="relative inline-flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg ring-8 shadow-brand-700/25 ring-white dark:bg-brand-600 dark:ring-slate-950">
                <step.icon className="size-7" aria-hidden />
                <span aria-hidden className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-white text-xs font-bold text-brand-800 ring-2 ring-brand-700 dark:bg-slate-900 dark:text-brand-200 dark:ring-brand-500">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-3 max-w-xs leading-7 text-slate-600 dark:text-slate-400">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
