// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MentorOffer, MentorSettingsAnswer, MentorSolanaRequest } from '@shared/contracts/twin-mentor.ts';
import { COOKIE_NAMES } from '@shared/contracts/users-constants.ts';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { MentorCard } from './mentor-card.tsx';
import { MentorOfferSummary, MentorPurchase } from './mentor-offer.tsx';

afterEach(async () => {
  cleanup();
  await setInterfaceLanguage('en', { remember: false });
  vi.unstubAllGlobals();
  document.cookie = `${COOKIE_NAMES.email}=; path=/; max-age=0`;
});

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const TOPICS = 'Restoring old sailing dinghies, from rot to regatta.';

const REFERENCE = 'Ref1111111111111111111111111111111111111111';

/** The server's Solana payment request: the owner's and the operator's legs as [units, amount]; `request` sets the token and addresses. */
function solanaRequest(request: Pick<MentorSolanaRequest, 'token' | 'url' | 'transaction_url'> & Partial<MentorSolanaRequest>, owner: [string, string], commission: [string, string]): MentorSolanaRequest {
  return {
    payment_id: '0b6f3a7e-2f7c-4a8e-9a51-1c2d3e4f5a6b',
    reference: REFERENCE,
    owner: { recipient: WALLET, amount_units: owner[0], amount: owner[1] },
    commission: { recipient: 'Op11111111111111111111111111111111111111111', amount_units: commission[0], amount: commission[1] },
    mint: null,
    ...request,
  };
}

function settings(overrides: Partial<MentorSettingsAnswer> = {}): MentorSettingsAnswer {
  return { plan: null, blocked_reason: null, currency: 'usd', commission_percent: 20, methods: { stripe: true, solana: true, usdc: true }, ...overrides };
}

describe('MentorCard', () => {
  it('says why a heir-only Engram cannot be a paid mentor, and offers no form', async () => {
    const why = 'Only a public Engram can be a paid mentor: yours is shared with your heirs only. Make it public on this page first.';
    fakeApi().on('GET /twin/mentor', { json: settings({ blocked_reason: why }) });
    renderWithApp(<MentorCard />);
    expect((await screen.findByTestId('mentor-blocked')).textContent).toBe(why);
    expect(screen.queryByRole('button', { name: 'Open as a paid mentor' })).toBeNull();
  });

  it('refuses a wallet that is not a Solana key before sending, then opens the mentor with the terms typed', async () => {
    const opened = settings({ plan: { status: 'open', pricing: 'month', price_cents: 2500, price_lamports: null, wallet_address: WALLET, topics: TOPICS, updated_at: '2026-12-03T00:00:00.000Z' } });
    const api = fakeApi()
      .on('GET /twin/mentor', { json: settings() })
      .on('PUT /twin/mentor', { json: opened })
      .on('GET /twin/mentor/payments', { json: { payments: [], totals: [] } });
    renderWithApp(<MentorCard />);
    await userEvent.click(await screen.findByLabelText('A month'));
    await userEvent.type(screen.getByLabelText('Price (USD)'), '25');
    await userEvent.type(screen.getByLabelText('Your Solana wallet address'), 'my-wallet');
    await userEvent.type(screen.getByLabelText('What your mentor will talk about'), TOPICS);
    await userEvent.click(screen.getByRole('button', { name: 'Open as a paid mentor' }));
    expect(await screen.findByText('The wallet address must be a Solana public key: 32 bytes written in base58, as your wallet shows it.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Your Solana wallet address'));
    await userEvent.type(screen.getByLabelText('Your Solana wallet address'), WALLET);
    await userEvent.click(screen.getByRole('button', { name: 'Open as a paid mentor' }));
    expect((await screen.findByTestId('mentor-status')).textContent).toBe('Open: visitors pay to talk to your Engram.');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ pricing: 'month', price_cents: 2500, price_lamports: null, wallet_address: WALLET, topics: TOPICS });
  });
});

describe('MentorPurchase', () => {
  const offer: MentorOffer = {
    status: 'open',
    pricing: 'conversation',
    price_cents: 1500,
    currency: 'usd',
    price_lamports: 50_000_000,
    topics: TOPICS,
    methods: { stripe: true, solana_sol: true, solana_usdc: true },
    access: null,
    needs_pass: true,
  };

  it('shows the price and topics, and the Solana transfer with both recipients once asked', async () => {
    // Signed in, as the server's readable cookie tells the page.
    document.cookie = `${COOKIE_NAMES.email}=vera%40example.com; path=/`;
    const api = fakeApi().on('POST /public/twins/skipper/mentor/solana', {
      status: 201,
      json: solanaRequest({
        token: 'sol',
        url: `solana:${WALLET}?amount=0.04&reference=${REFERENCE}`,
        transaction_url: 'solana:https%3A%2F%2Fengram.example.test%2Fpublic%2Ftwins%2Fskipper%2Fmentor%2Fsolana%2F0b6f3a7e-2f7c-4a8e-9a51-1c2d3e4f5a6b%2Ftransaction',
      }, ['40000000', '0.04 SOL'], ['10000000', '0.01 SOL']),
    });
    renderWithApp(
      <>
        <MentorOfferSummary offer={offer} name="Skipper" />
        <MentorPurchase offer={offer} username="skipper" isReturningFromCheckout={false} />
      </>,
    );
    expect(screen.getByTestId('mentor-offer').textContent).toContain('Skipper is a paid mentor: $15.00 or 0.05 SOL per conversation (24 hours from its first message)');
    expect(screen.getByTestId('mentor-offer').textContent).toContain(TOPICS);
    expect(screen.getByRole('button', { name: 'Pay $15.00 by card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay 15.00 USDC' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay 0.05 SOL' }));
    const request = await screen.findByTestId('mentor-solana-request');
    expect(request.textContent).toContain('one transaction with 0.04 SOL to the mentor’s owner and 0.01 SOL to this server’s operator');
    expect(screen.getByRole('link', { name: 'Open in your wallet' }).getAttribute('href')).toMatch(/^solana:https%3A%2F%2F/);
    expect(request.textContent).toContain(`0.04 SOL to the mentor’s owner, ${WALLET}`);
    expect(request.textContent).toContain('0.01 SOL to this server’s operator');
    expect(api.requests.at(-1)?.body).toEqual({ token: 'sol' });
  });

  it('reads in Indonesian: the offer, a pass already bought, the buttons and the transfer by hand', async () => {
    await setInterfaceLanguage('id', { remember: false });
    document.cookie = `${COOKIE_NAMES.email}=vera%40example.com; path=/`;
    fakeApi().on('POST /public/twins/skipper/mentor/solana', {
      status: 201,
      json: solanaRequest({
        token: 'usdc',
        url: `solana:${WALLET}?amount=12&reference=${REFERENCE}`,
        transaction_url: 'solana:https%3A%2F%2Fengram.example.test%2Ftransaction',
        mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      }, ['12000000', '12.00 USDC'], ['3000000', '3.00 USDC']),
    });
    const monthly: MentorOffer = { ...offer, pricing: 'month', price_lamports: null, access: { pricing: 'month', ends_at: '2026-12-20T15:30:00.000Z' } };
    renderWithApp(
      <>
        <MentorOfferSummary offer={monthly} name="Skipper" />
        <MentorPurchase offer={monthly} username="skipper" isReturningFromCheckout={false} />
      </>,
    );
    const summary = screen.getByTestId('mentor-offer').textContent ?? '';
    expect(summary).toContain('Skipper adalah mentor berbayar: $15.00 per bulan (30 hari)');
    expect(summary).toContain(`Membahas: ${TOPICS}`);
    expect(screen.getByTestId('mentor-access').textContent).toMatch(/^Obrolan Anda berlangsung hingga 20 Des 2026/);
    expect(screen.getByRole('button', { name: 'Bayar $15.00 dengan kartu' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bayar 15.00 USDC' }));
    const request = await screen.findByTestId('mentor-solana-request');
    expect(request.textContent).toContain('satu transaksi berisi 12.00 USDC untuk pemilik mentor dan 3.00 USDC untuk operator server ini');
    expect(screen.getByRole('link', { name: 'Buka di dompet Anda' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saya sudah membayar: periksa' })).toBeTruthy();
    expect(screen.getByText('Membayar secara manual')).toBeTruthy();
    expect(request.textContent).toContain(`12.00 USDC untuk pemilik mentor, ${WALLET}`);
    expect(screen.getByRole('link', { name: 'Permintaan transfer' }).getAttribute('href')).toMatch(/^solana:/);
    for (const english of ['Pay', 'paid mentor', 'Talks about', 'Open in your wallet', 'by hand', 'transfer request']) expect(document.body.textContent).not.toContain(english);
  });

  it('says in Indonesian that a paused mentor takes no new conversations, and that a payment is being confirmed', async () => {
    await setInterfaceLanguage('id', { remember: false });
    const { unmount } = renderWithApp(<MentorPurchase offer={{ ...offer, status: 'paused' }} username="skipper" isReturningFromCheckout={false} />);
    expect(screen.getByText('Mentor ini sedang tidak menerima percakapan baru.')).toBeTruthy();
    unmount();
    renderWithApp(<MentorPurchase offer={offer} username="skipper" isReturningFromCheckout />);
    expect(screen.getByTestId('mentor-confirming').textContent).toMatch(/^Terima kasih: pembayaran Anda sedang dikonfirmasi\./);
  });
});
