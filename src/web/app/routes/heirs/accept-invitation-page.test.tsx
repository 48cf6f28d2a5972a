// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES } from '@shared/contracts/users-constants.ts';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as AcceptInvitationPage } from './accept-invitation-page.tsx';

const TOKEN = 'k3y_Invitation-0001';
const PAGE = `/heirs/accept?token=${TOKEN}`;

beforeEach(async () => {
  await setInterfaceLanguage('id', { remember: false });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${COOKIE_NAMES.email}=; path=/; max-age=0`;
  await setInterfaceLanguage('en', { remember: false });
});

describe('the heir’s invitation page in Indonesian', () => {
  it('names the inviter and leads a signed-out visitor to log in or register', async () => {
    fakeApi().on('POST /twin/heirs/invitation', { json: { name: 'Ibu Ratna' } });
    renderWithApp(<AcceptInvitationPage />, { path: PAGE });
    expect(screen.getByRole('heading', { name: 'Anda diundang sebagai ahli waris' })).toBeTruthy();
    expect(await screen.findByText('Ibu Ratna ingin Anda menyimpan Engram miliknya: kisah-kisahnya, dengan kata-katanya sendiri.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk untuk menerima' }).getAttribute('href')).toBe(`/auth/login?next=invite%3A${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Buat akun' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Engram' })).toBeTruthy();
  });

  it('asks for the link when the address carries no token', () => {
    renderWithApp(<AcceptInvitationPage />, { path: '/heirs/accept' });
    expect(screen.getByText(/^Halaman ini memerlukan tautan dari undangan Anda\./)).toBeTruthy();
  });

  it('points to the dashboard when the account must confirm its e-mail first, whatever the message’s language', async () => {
    document.cookie = `${COOKIE_NAMES.email}=tari%40example.com; path=/`;
    const refusal = 'Verifikasi alamat email Anda sebelum menerima undangan: buka tautan yang kami kirimkan, atau minta tautan baru di dasbor Anda.';
    fakeApi()
      .on('POST /twin/heirs/invitation', { json: { name: 'Ibu Ratna' } })
      .on('POST /twin/heirs/accept', { status: 403, json: { message: refusal, reason: 'email_unverified' } });
    renderWithApp(<AcceptInvitationPage />, { path: PAGE });
    expect(screen.getByText('tari@example.com')).toBeTruthy();
    expect(screen.getByText(/^Anda masuk sebagai/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Terima undangan' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Konfirmasikan alamat email Anda di dasbor' }).getAttribute('href')).toBe('/dashboard');
  });

  it('does not point to the dashboard for another refusal with the same status', async () => {
    document.cookie = `${COOKIE_NAMES.email}=tari%40example.com; path=/`;
    fakeApi()
      .on('POST /twin/heirs/invitation', { json: { name: 'Ibu Ratna' } })
      .on('POST /twin/heirs/accept', { status: 403, json: { message: 'Ini undangan ke Engram Anda sendiri. Kirimkan tautan ini kepada ahli waris Anda.' } });
    renderWithApp(<AcceptInvitationPage />, { path: PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Terima undangan' }));
    expect(await screen.findByText(/^Ini undangan ke Engram Anda sendiri/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Konfirmasikan alamat email Anda di dasbor' })).toBeNull();
  });

  it('says in Indonesian who the person is now an heir of, and opens a released Engram', async () => {
    document.cookie = `${COOKIE_NAMES.email}=tari%40example.com; path=/`;
    fakeApi()
      .on('POST /twin/heirs/invitation', { json: { name: 'Ibu Ratna' } })
      .on('POST /twin/heirs/accept', { json: { username: 'ratna', name: 'Ibu Ratna', released: true, message: 'You are now an heir of Ibu Ratna. Their Engram is open to you.' } });
    renderWithApp(<AcceptInvitationPage />, { path: PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Terima undangan' }));
    expect((await screen.findByTestId('heir-accepted')).textContent).toBe('Anda kini menjadi ahli waris Ibu Ratna. Engram miliknya sudah terbuka untuk Anda.');
    expect(screen.getByRole('link', { name: 'Buka Engram Ibu Ratna' })).toBeTruthy();
  });
});
