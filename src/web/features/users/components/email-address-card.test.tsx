// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EmailAddressCard } from './email-address-card.tsx';

const me = (pendingEmail: string | null) => ({ json: { user: { email: 'tari@example.com' }, pendingEmail, emailVerificationRequired: true, emailVerified: true } });

function open() {
  renderWithApp(
    <>
      <EmailAddressCard fallbackEmail="tari@example.com" />
      <Toaster />
    </>,
  );
}

beforeEach(async () => {
  await setInterfaceLanguage('id', { remember: false });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setInterfaceLanguage('en', { remember: false });
});

describe('EmailAddressCard in Indonesian', () => {
  it('shows the address, a change waiting for its link, and says what Resend did in Indonesian', async () => {
    fakeApi()
      .on('GET /users/me', me('tari.baru@example.com'))
      .on('POST /users/email/change/resend', { status: 202, json: { success: true, message: 'A new link is on its way to tari.baru@example.com.' } });
    open();
    expect(screen.getByRole('heading', { name: 'Alamat email' })).toBeTruthy();
    expect(screen.getByTestId('current-email').textContent).toBe('tari@example.com');
    expect((await screen.findByTestId('pending-email')).textContent).toContain(
      'Menunggu Anda membuka tautan yang kami kirim ke tari.baru@example.com. Sampai saat itu, Anda tetap masuk dengan tari@example.com.',
    );
    expect(screen.getByText('Kami mengirim tautan ke alamat baru; perubahan berlaku saat Anda membukanya.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang tautan' }));
    expect(await screen.findByText('Tautan baru sedang dikirim ke tari.baru@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batalkan perubahan' })).toBeTruthy();
  });

  it('refuses a bad address and a missing password in Indonesian before sending anything', async () => {
    const api = fakeApi().on('GET /users/me', me(null));
    open();
    await userEvent.type(screen.getByLabelText(/^Alamat email baru/), 'bukan-alamat');
    await userEvent.click(screen.getByRole('button', { name: 'Ganti alamat email' }));
    expect(await screen.findByText('Masukkan alamat email yang valid.')).toBeTruthy();
    expect(screen.getByText('Kata sandi saat ini wajib diisi.')).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/users/email/change')).toBe(false);
  });

  it('says the link went out, and shows the server’s refusal of the password under the password field', async () => {
    const api = fakeApi()
      .on('GET /users/me', me(null))
      .on('POST /users/email/change', ({ body }) =>
        (body as { current_password: string }).current_password === 'rahasia lama'
          ? { json: { success: true, status: 'pending', email: 'tari@example.com', pendingEmail: 'tari.baru@example.com', message: 'We sent a link.' } }
          : { status: 400, json: { success: false, message: 'Kata sandi saat ini tidak benar.' } },
      );
    open();
    await userEvent.type(screen.getByLabelText(/^Alamat email baru/), 'tari.baru@example.com');
    await userEvent.type(screen.getByLabelText(/^Kata sandi saat ini/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Ganti alamat email' }));
    const refusal = await screen.findAllByText('Kata sandi saat ini tidak benar.');
    expect(refusal.length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Kata sandi saat ini/));

    await userEvent.clear(screen.getByLabelText(/^Kata sandi saat ini/));
    await userEvent.type(screen.getByLabelText(/^Kata sandi saat ini/), 'rahasia lama');
    await userEvent.click(screen.getByRole('button', { name: 'Ganti alamat email' }));
    expect(
      await screen.findByText('Kami mengirim tautan ke tari.baru@example.com. Alamat Anda berganti saat Anda membukanya; sampai saat itu Anda tetap memakai tari@example.com.'),
    ).toBeTruthy();
    expect(api.requests.filter((request) => request.path === '/users/email/change')).toHaveLength(2);
  });
});
