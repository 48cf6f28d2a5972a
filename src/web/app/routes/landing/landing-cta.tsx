import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { REGISTER_FOR_TWIN } from './landing-products.tsx';

export function LandingCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-28">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-800 to-violet-950 px-6 py-16 text-center shadow-2xl sm:px-16 sm:py-20">
          {/* Corner glows drawn inside the card, so none of them reaches past a phone's edge. */}
          <div aria-hidden className="absolute top-0 left-0 -z-10 size-64 max-w-full rounded-br-full bg-pink-500/25 blur-3xl" />
          <div aria-hidden className="absolute right-0 bottom-0 -z-10 size-64 max-w-full rounded-tl-full bg-teal-400/20 blur-3xl" />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-brand-100">
            {t('landing.cta.body')}
          </p>
          <a href={REGISTER_FOR_TWIN} className="btn mt-10 bg-white px-6 py-3 text-base text-brand-800 shadow-lg hover:bg-brand-50">
            {t('landing.cta.button')}
            <ArrowRight className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </section>
  );
}
