import { useTranslation } from '@/i18n/use-translation.ts';
import { LandingCta } from './landing-cta.tsx';
import { LandingFaq } from './landing-faq.tsx';
import { LandingFeatures } from './landing-features.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingHowItWorks } from './landing-how-it-works.tsx';
import { LandingPricing } from './landing-pricing.tsx';
import { LandingProducts } from './landing-products.tsx';
import { LandingTestimonials } from './landing-testimonials.tsx';

/**
 * The whole landing page as pure markup, in the interface's language. It is pre-rendered to static HTML at build time
 * (once per language, scripts/prerender-landing.mjs) and also rendered by the SPA, so it must stay free of state,
 * router links and browser APIs; behaviour lives in landing-enhance.ts.
 */
export function LandingView() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('landing.header.skip')}
      </a>
      <LandingHeader />
      <main id="main-content" className="flex-1">
        <LandingHero />
        <LandingProducts />
        <LandingFeatures />
        <LandingHowItWorks />
        <LandingPricing />
        <LandingTestimonials />
        <LandingFaq />
        <LandingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
