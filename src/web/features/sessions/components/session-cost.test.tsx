// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { SessionCost } from './session-cost.tsx';

afterEach(cleanup);

const SHORT = '“Harbour Sales” has no credits left, and a session needs 10 credits. Ask for credits for it on its Organisations page.';

describe('SessionCost', () => {
  it('names the organisation that pays, and says plainly when it has no credits and how to ask', () => {
    render(<SessionCost balance={{ status: 'ready', balance: 0 }} payer={{ name: 'Harbour Sales', shortMessage: SHORT }} onExplain={() => undefined} getMoreCredits={<a href="/showcase/organisations">Ask for credits</a>} />);
    expect(screen.getByTestId('meet-credit-balance').textContent).toBe('Paid by “Harbour Sales”: 0 credits left');
    expect(screen.getByTestId('session-cost-short').textContent).toBe(SHORT);
    expect(screen.queryByText(/You need \d+ more/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for credits' })).toBeTruthy();
  });

  it('says nothing of a shortfall while the organisation can pay, and speaks of the person’s own balance without one', () => {
    const { rerender } = render(<SessionCost balance={{ status: 'ready', balance: 20 }} payer={{ name: 'Harbour Sales', shortMessage: null }} onExplain={() => undefined} getMoreCredits={<a href="/x">Ask for credits</a>} />);
    expect(screen.getByTestId('meet-credit-balance').textContent).toBe('Paid by “Harbour Sales”: 20 credits left');
    expect(screen.queryByTestId('session-cost-short')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<SessionCost balance={{ status: 'ready', balance: 4 }} payer={null} onExplain={() => undefined} getMoreCredits={<a href="/x">Credits page</a>} />);
    expect(screen.getByTestId('meet-credit-balance').textContent).toBe('Your balance: 4 credits');
    expect(screen.getByText('You need 6 more credits to start a session.')).toBeTruthy();
  });

  it('speaks Indonesian when the interface does, with the plural and the number formatted by the language', async () => {
    await setInterfaceLanguage('id', { remember: false });
    try {
      render(<SessionCost balance={{ status: 'ready', balance: 1 }} payer={null} onExplain={() => undefined} getMoreCredits={null} />);
      expect(screen.getByTestId('meet-credit-balance').textContent).toBe('Saldo Anda: 1 kredit');
      expect(screen.getByText('Anda memerlukan 9 kredit lagi untuk memulai sesi.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Apa itu sesi bermain peran?' })).toBeTruthy();
    } finally {
      await setInterfaceLanguage('en', { remember: false });
    }
  });
});
