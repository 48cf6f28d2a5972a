import { Blocks, Brain, CloudUpload, KeyRound, MessagesSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { LandingSection } from './landing-section.tsx';

/** A feature's title and text are catalogue keys. */
interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    icon: CloudUpload,
    title: 'landing.features.f1',
    body: 'landing.features.f1Body',
  },
  {
    icon: KeyRound,
    title: 'landing.features.f2',
    body: 'landing.features.f2Body',
  },
  {
    icon: MessagesSquare,
    title: 'landing.features.f3',
    body: 'landing.features.f3Body',
  },
  {
    icon: ShieldCheck,
    title: 'landing.features.f4',
    body: 'landing.features.f4Body',
  },
];

export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="features"
      headingId="features-title"
      eyebrow={t('landing.features.eyebrow')}
      title={t('landing.features.title')}
      intro={t('landing.features.intro')}
      isTinted
    >
      <div className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <article className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-8 text-white shadow-lg shadow-brand-900/20 md:row-span-2">
          <Brain className="size-10 text-brand-200" aria-hidden />
          <h3 className="mt-6 text-lg font-semibold">{t('landing.features.learns')}</h3>
          <p className="mt-4 text-6xl font-extrabold tracking-tight">{TWIN_QUESTION_COUNT}</p>
          <p className="mt-1 font-semibold text-brand-100">{t('landing.features.questionsLine')}</p>
          <p className="mt-4 leading-7 text-brand-100">
            {t('landing.features.learnsBody')}
          </p>
          {/* A quarter ring drawn inside the card, so it never reaches past a phone's edge. */}
          <div aria-hidden className="absolute right-0 bottom-0 size-40 rounded-tl-full border-t-[28px] border-l-[28px] border-white/10" />
        </article>

        {FEATURES.map((feature) => (
          <article key={feature.title} className="card p-6 sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
              <feature.icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t(feature.title)}</h3>
            <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{t(feature.body)}</p>
          </article>
        ))}

        <article className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:p-8 md:col-span-2 lg:col-span-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-teal-400 to-brand-600 text-white">
            <Blocks className="size-6" aria-hidden />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('landing.features.solana')}</h3>
            <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">
              {t('landing.features.solanaBody')}
            </p>
          </div>
        </article>
      </div>
    </LandingSection>
  );
}
