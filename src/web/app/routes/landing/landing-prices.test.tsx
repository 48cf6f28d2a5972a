// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingPricing } from './landing-pricing.tsx';
import en from '@/i18n/en.json';
import { buildPublicPlans } from '@/test/builders.ts';
import { showOperatorPrices } from './landing-prices.ts';

const WORDS = { language: 'en-US', texts: en.landing.pricing };

const PLANS = buildPublicPlans({ currency: 'eur' }, { places_left: 1 });

/** The pricing section as the build pre-renders it: before any answer of the server. */
function preRendered(): void {
  document.body.innerHTML = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LandingPricing />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showOperatorPrices', () => {
  it('writes the operator’s prices and the places left into the pre-rendered page, as the React section shows them', async () => {
    preRendered();
    expect(document.querySelector('[data-testid="plan-price-plan-your-engram"]')!.textContent).toBe('1 GB');
    await showOperatorPrices(document, () => Promise.resolve(PLANS), WORDS);
    expect(document.getElementById('pricing-title')!.textContent).toBe('One package for your Engram, credits for practice');
    const card = document.querySelector('[data-testid="plan-price-plan-your-engram"]')!.closest('article')!;
    expect(card.querySelector('[data-testid="plan-price-plan-your-engram"]')!.textContent).toBe('€90.00');
    expect(card.querySelector('s')!.textContent).toBe('was €120.00');
    expect(card.textContent).toContain('one time');
    const includes = Array.from(card.querySelectorAll('li')).map((item) => item.textContent);
    expect(includes.slice(-2)).toEqual(['1 GB for your memories included', 'More room whenever you need it: €1.50 per GB']);
    // The check mark is kept on the added lines.
    expect(card.querySelectorAll('li:last-child svg')).toHaveLength(1);
    expect(document.querySelector('[data-testid="launch-offer"]')!.textContent).toBe('Launch offer: 25% off the Engram package for the first 300 registrations. 1 place left.');
  });

  it('leaves the page as rendered when the server does not answer, and says so when the Engram is closed', async () => {
    preRendered();
    const before = document.body.innerHTML;
    await showOperatorPrices(document, () => Promise.reject(new Error('offline')), WORDS);
    expect(document.body.innerHTML).toBe(before);
    await showOperatorPrices(document, () => Promise.resolve({ ...PLANS, payments: 'closed' }), WORDS);
    expect(document.getElementById('pricing-title')!.textContent).toBe('Practice today, your Engram soon');
    expect(document.querySelector('[data-testid="launch-offer"]')).toBeNull();
    expect(document.body.textContent).toContain('The Engram opens on this server once its operator sets up payments.');
  });
});
