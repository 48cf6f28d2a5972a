import { AtSign, CloudUpload, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LandingSection } from './landing-section.tsx';

/** A step's title and text are catalogue keys. */
interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

const STEPS: Step[] = [
  {
    icon: AtSign,
    title: 'landing.how.s1',
    body: 'landing.how.s1Body',
  },
  {
    icon: CloudUpload,
    title: 'landing.how.s2',
    body: 'landing.how.s2Body',
  },
  {
    icon: Users,
    title: 'landing.how.s3',
    body: 'landing.how.s3Body',
  },
];

export function LandingHowItWorks() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="how-it-works"
      headingId="how-it-works-title"
      eyebrow={t('nav.howItWorks')}
      title={t('landing.how.title')}
      intro={t('landing.how.intro')}
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
                <span className="sr-only">{t('landing.how.step', { number: index + 1 })} </span>
                {t(step.title)}
              </h3>
              <p className="mt-3 max-w-xs leading-7 text-slate-600 dark:text-slate-400">{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
