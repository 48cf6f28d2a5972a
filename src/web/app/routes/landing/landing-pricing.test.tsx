// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicPlans } from '@/test/builders.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LandingPricing } from './landing-pricing.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLANS = buildPublicPlans(
  { package: { price_cents: 9900, included_gb: 1 }, storage: { price_per_gb_cents: 99 } },
  { discount_percent: 50, price_cents: 4950, places: 500, places_left: 127 },
);

describe('LandingPricing', () => {
  it('shows the operator’s prices and the real places left of the launch offer', async () => {
    fakeApi().on('GET /plans', { json: PLANS });
    renderWithApp(<LandingPricing />);
    expect(await screen.findByTestId('launch-offer')).toHaveProperty('textContent', 'Launch offer: 50% off the Engram package for the first 500 registrations. 127 places left.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('One package for your Engram, credits for practice');
    expect(screen.getByTestId('plan-price-plan-your-engram').textContent).toBe('$49.50');
    expect(screen.getByText('was')).toBeTruthy();
    expect(screen.getByText('More room whenever you need it: $0.99 per GB')).toBeTruthy();
  });

  it('ends the offer when no place is left, and says nothing is paid when the package is free here', async () => {
    fakeApi().on('GET /plans', { json: { ...PLANS, launch: null } });
    renderWithApp(<LandingPricing />);
    expect(await screen.findByText('$99.00')).toBeTruthy();
    expect(screen.queryByTestId('launch-offer')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    fakeApi().on('GET /plans', { json: { ...PLANS, payments: 'free' } });
    renderWithApp(<LandingPricing />);
    expect(await screen.findByText('Free to start, nothing to pay today')).toBeTruthy();
    expect(screen.queryByTestId('launch-offer')).toBeNull();
    expect(screen.getByTestId('plan-price-plan-your-engram').textContent).toBe('1 GB');
  });
});
