// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyPlanAnswer } from '@shared/contracts/plans.ts';
import { buildPublicPlans } from '@/test/builders.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EngramPlan } from './engram-plan.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GB = 1024 ** 3;
const STRIPE_PLANS = buildPublicPlans();
const NO_PACKAGE: MyPlanAnswer = {
  has_package: false,
  package_source: 'none',
  package_price_cents: 9000,
  is_launch_price: true,
  storage: { included_bytes: 0, bought_bytes: 0, allowance_bytes: 0 },
  receipts: [],
};

describe('EngramPlan', () => {
  it('offers the package at the person’s launch price and opens its checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi()
      .on('GET /plans', { json: STRIPE_PLANS })
      .on('GET /plans/mine', { json: NO_PACKAGE })
      .on('POST /plans/checkout', { json: { url: 'https://checkout.stripe.test/c/pay/cs_1' } });
    renderWithApp(<EngramPlan />);
    expect(await screen.findByText(/\$90\.00 one time \(launch price, \$120\.00 after\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buy for $90.00' }));
    await vi.waitFor(() => expect(api.requests.some((request) => request.method === 'POST' && request.path === '/plans/checkout')).toBe(true));
    expect(api.requests.find((request) => request.path === '/plans/checkout')!.body).toEqual({ item: 'package' });
  });

  it('adds storage by the gigabyte once the package is held, and lists the receipts with what became of them', async () => {
    const api = fakeApi()
      .on('GET /plans', { json: STRIPE_PLANS })
      .on('GET /plans/mine', {
        json: {
          ...NO_PACKAGE,
          has_package: true,
          package_source: 'purchase',
          storage: { included_bytes: GB, bought_bytes: 2 * GB, allowance_bytes: 3 * GB },
          receipts: [
            { id: '6a1f0c1e-8d8e-4a43-9b35-1a4c3ff7e001', item: 'storage', quantity: 2, amount_cents: 300, refunded_cents: 150, currency: 'usd', status: 'partly_refunded', created_at: '2026-11-02T10:00:00Z', paid_at: '2026-11-02T10:01:00Z' },
            { id: '6a1f0c1e-8d8e-4a43-9b35-1a4c3ff7e002', item: 'package', quantity: 1, amount_cents: 9000, refunded_cents: 0, currency: 'usd', status: 'paid', created_at: '2026-11-01T10:00:00Z', paid_at: '2026-11-01T10:01:00Z' },
          ],
        },
      })
      .on('POST /plans/checkout', { status: 502, json: { message: 'The payment page could not be opened: try later. Please try again.' } });
    renderWithApp(<EngramPlan />);
    expect(await screen.findByText('You have the Engram package.')).toBeTruthy();
    expect(screen.getByTestId('engram-storage').textContent).toBe('Memory locker: 3 GB (1 GB included, 2 GB bought).');
    const receipts = within(screen.getByRole('list', { name: 'Receipts' })).getAllByRole('listitem');
    expect(receipts.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Storage, 2 GB\$3\.00 \(\$1\.50 refunded\) · Partly refunded · /),
      expect.stringMatching(/^Engram package\$90\.00 · Paid · /),
    ]);

    const gb = screen.getByLabelText('Storage to add (GB)');
    await userEvent.clear(gb);
    await userEvent.type(gb, '0');
    expect(screen.getByText('Type a whole number of GB from 1 to 100.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy storage' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(gb);
    await userEvent.type(gb, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Buy 3 GB for $4.50' }));
    await vi.waitFor(() => expect(api.requests.find((request) => request.path === '/plans/checkout')?.body).toEqual({ item: 'storage', gb: 3 }));
  });

  it('says so when the package is free on this server, and when the Engram is closed', async () => {
    fakeApi()
      .on('GET /plans', { json: { ...STRIPE_PLANS, payments: 'closed', launch: null } })
      .on('GET /plans/mine', { json: NO_PACKAGE });
    renderWithApp(<EngramPlan />);
    expect(await screen.findByText('The Engram is not open on this server yet: the operator has not set up payments.')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    fakeApi()
      .on('GET /plans', { json: { ...STRIPE_PLANS, payments: 'free', launch: null } })
      .on('GET /plans/mine', { json: { ...NO_PACKAGE, has_package: true, package_source: 'free', storage: { included_bytes: GB, bought_bytes: 0, allowance_bytes: GB } } });
    renderWithApp(<EngramPlan />);
    expect(await screen.findByText('The Engram package is free on this server: it is yours.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Buy storage' })).toBeNull();
  });
});
