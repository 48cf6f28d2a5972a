// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLedgerAnswer, LedgerFlagsAnswer } from '@shared/contracts/ledger.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { exportRefusal, MoneyLedger } from './money-ledger.tsx';
import { PaymentsList } from './my-payments.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRIES: AdminLedgerAnswer = {
  data: [
    {
      id: '7b2e0c1e-8d8e-4a43-9b35-1a4c3ff7e001',
      created_at: '2026-11-03T09:00:00Z',
      kind: 'refund',
      amount_minor: -99,
      currency: 'usd',
      description: 'Refund: 1 GB of storage',
      source_type: 'plan_purchase',
      source_id: 'a',
      user_id: '7b2e0c1e-8d8e-4a43-9b35-1a4c3ff7e0aa',
      email: 'mira@example.com',
      organization_id: null,
      organization_name: null,
      external_ref: 'evt_1',
    },
    {
      id: '7b2e0c1e-8d8e-4a43-9b35-1a4c3ff7e002',
      created_at: '2026-11-02T09:00:00Z',
      kind: 'payment',
      amount_minor: 4950,
      currency: 'usd',
      description: 'Engram package',
      source_type: 'plan_purchase',
      source_id: 'b',
      user_id: null,
      email: null,
      organization_id: null,
      organization_name: null,
      external_ref: null,
    },
  ],
  nextBefore: null,
  totals: [{ currency: 'usd', net_minor: 4851, kinds: [{ kind: 'payment', amount_minor: 4950, entries: 1 }, { kind: 'refund', amount_minor: -99, entries: 1 }] }],
};
const FLAGS: LedgerFlagsAnswer = {
  data: [
    {
      id: '7b2e0c1e-8d8e-4a43-9b35-1a4c3ff7e003',
      problem: 'grant_without_payment',
      source_type: 'plan_purchase',
      source_id: 'c',
      user_id: null,
      email: 'oren@example.com',
      amount_minor: 99,
      currency: 'usd',
      detail: '1 GB of storage granted without a payment in the ledger',
      first_seen_at: '2026-11-04T03:00:00Z',
      last_seen_at: '2026-11-04T03:00:00Z',
    },
  ],
};

describe('MoneyLedger', () => {
  it('shows the flags, the totals and the entries, filters by kind and period, and checks again on request', async () => {
    const api = fakeApi()
      .on('GET /api/admin/ledger', { json: ENTRIES })
      .on('GET /api/admin/ledger/flags', { json: FLAGS })
      .on('POST /api/admin/ledger/reconcile', { json: { open: 1, raised: 0, resolved: 2 } });
    renderWithApp(<MoneyLedger person={null} personPicker={<p>picker</p>} />);
    const flags = await screen.findByRole('list', { name: 'Reconciliation flags' });
    expect(flags.textContent).toContain('Granted, no payment: 1 GB of storage granted without a payment in the ledger ($0.99, oren@example.com');
    expect((await screen.findByRole('list', { name: 'Totals per currency' })).textContent).toContain('USD net $48.51');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('mira@example.com');
    expect(rows[1]!.textContent).toContain('-$0.99');
    expect(rows[2]!.textContent).toContain('Deleted account');

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'refund');
    await vi.waitFor(() => expect(api.requests.some((request) => request.path === '/api/admin/ledger' && request.search === '?kind=refund')).toBe(true));
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect((await screen.findByRole('status')).textContent).toBe('Checked: 1 open, 0 new, 2 fixed since the last check.');
  });

  it('allows an export only for a period of at most 366 days', () => {
    expect(exportRefusal('', '2026-01-01')).toMatch(/^Choose From and To/);
    expect(exportRefusal('2026-02-01', '2026-01-01')).toBe('From must be on or before To.');
    expect(exportRefusal('2025-01-01', '2026-01-02')).toBe('An export covers at most 366 days: choose a shorter period.');
    expect(exportRefusal('2025-01-01', '2026-01-01')).toBeNull();
  });
});

describe('PaymentsList', () => {
  it('reads a payment as a charge, a refund as money back and a grant as free', () => {
    renderWithApp(
      <PaymentsList
        entries={[
          { ...ENTRIES.data[0]! },
          { ...ENTRIES.data[1]! },
          { ...ENTRIES.data[1]!, id: '7b2e0c1e-8d8e-4a43-9b35-1a4c3ff7e009', kind: 'grant', amount_minor: 0, description: 'Engram package, given free' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Payments and refunds' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Refund: 1 GB of storage\$0\.99 back · Nov 3, 2026$/),
      expect.stringMatching(/^Engram package\$49\.50 · Nov 2, 2026$/),
      expect.stringMatching(/^Engram package, given freeFree · Nov 2, 2026$/),
    ]);
  });
});
