import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { REGISTER_FOR_TWIN } from './landing-products.tsx';

interface HeroImage {
  src: string;
  /** The catalogue key of its description. */
  alt: string;
  width: number;
  height: number;
}

const LEFT_COLUMN: HeroImage[] = [
  { src: '/images/landing/twin-portrait.svg', alt: 'landing.hero.alt1', width: 400, height: 480 },
  { src: '/images/landing/voice-memories.svg', alt: 'landing.hero.alt2', width: 400, height: 400 },
];

const RIGHT_COLUMN: HeroImage[] = [
  { src: '/images/landing/heirs-together.svg', alt: 'landing.hero.alt3', width: 400, height: 400 },
  { src: '/images/landing/chain-vault.svg', alt: 'landing.hero.alt4', width: 400, height: 480 },
];

function HeroFigure({ image, isFirst }: { image: HeroImage; isFirst: boolean }) {
  const { t } = useTranslation();
  return (
    <img
      src={image.src}
      alt={t(image.alt)}
      width={image.width}
      height={image.height}
      // The first illustration is the largest thing above the fold, so it is fetched eagerly.
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : undefined}
      decoding="async"
      className="h-auto w-full rounded-3xl shadow-xl ring-1 shadow-brand-900/10 ring-slate-900/5 dark:shadow-black/40 dark:ring-white/10"
    />
  );
}

export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* The glows stay inside the viewport's width (their blur does the fading), so no box reaches past a phone's edge. */}
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 right-0 left-0 mx-auto h-[40rem] max-w-[40rem] rounded-full bg-brand-200/50 blur-3xl dark:bg-brand-900/30" />
        <div className="absolute top-1/3 right-0 h-[28rem] w-72 max-w-full rounded-l-full bg-pink-200/40 blur-3xl dark:bg-pink-900/20" />
      </div>

      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-28">
        <div className="max-w-xl min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-800 dark:border-brand-800 dark:bg-slate-900/70 dark:text-brand-200">
            <Sparkles className="size-4" aria-hidden />
            {t('landing.hero.badge')}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            {richText(t('landing.hero.title'), {
              accent: (inner) => (
                <span className="bg-linear-to-r from-brand-700 to-pink-600 bg-clip-text text-transparent dark:from-brand-300 dark:to-pink-300">{inner}</span>
              ),
            })}
          </h1>
          <p className="mt-6 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">
            {t('landing.hero.body')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={REGISTER_FOR_TWIN} className="btn-primary px-6 py-3 text-base shadow-lg shadow-brand-700/20">
              {t('landing.hero.register')}
              <ArrowRight className="size-4" aria-hidden />
            </a>
            <a href={REGISTER_FOR_TWIN} className="btn-secondary px-6 py-3 text-base">
              {t('landing.hero.reserve')}
            </a>
          </div>
          {/* Two phrases that wrap as wholes: on a phone the second has its own line instead of being cut. */}
          <p className="mt-6 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2 dark:text-slate-400">
            <span>
              {richText(t('landing.hero.storage', { size: `${formatNumber(1)} GB` }), {
                bold: (inner) => <strong className="font-semibold text-slate-900 dark:text-white">{inner}</strong>,
              })}
            </span>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span className="whitespace-nowrap">{t('landing.hero.free')}</span>
          </p>
        </div>

        <div className="mx-auto grid w-full max-w-lg grid-cols-2 gap-4 sm:gap-6 lg:max-w-none">
          <div className="flex flex-col gap-4 sm:gap-6">
            {LEFT_COLUMN.map((image, index) => (
              <HeroFigure key={image.src} image={image} isFirst={index === 0} />
            ))}
          </div>
          <div className="mt-10 flex flex-col gap-4 sm:mt-16 sm:gap-6">
            {RIGHT_COLUMN.map((image) => (
              <HeroFigure key={image.src} image={image} isFirst={false} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
