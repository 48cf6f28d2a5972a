// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '@/i18n/use-translation.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '@/components/toast.ts';
import { toastFailure } from '@/components/toast.ts';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AccountLanguageSwitch } from './account-language.tsx';

vi.mock('@/components/toast.ts', async (original) => ({ ...(await original<typeof ToastModule>()), toastFailure: vi.fn() }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setInterfaceLanguage('en', { remember: false });
  window.localStorage.clear();
});

/** A line of the page that reads the catalogue, to see the interface change language. */
function Greeting() {
  const { t } = useTranslation();
  return <p>{t('header.greeting', { name: 'Sari' })}</p>;
}

describe('AccountLanguageSwitch', () => {
  it('shows the interface in the chosen language at once and saves it on the account', async () => {
    const api = fakeApi().on('PATCH /users/me', ({ body }) => ({
      json: { success: true, user: { id: 'u1', name: 'Sari', email: 'sari@example.com', nickname: 'Sari', language: (body as { language: string }).language, createdAt: '2026-01-01T00:00:00.000Z' } },
    }));
    renderWithApp(
      <>
        <AccountLanguageSwitch variant="full" />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Hi, Sari')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Interface language' });
    expect((select as HTMLSelectElement).value).toBe('en');

    await userEvent.selectOptions(select, 'id');

    // The Indonesian catalogue and i18next load on the first switch: on a busy machine that takes more than a second.
    expect(await screen.findByText('Hai, Sari', {}, { timeout: 10_000 })).toBeTruthy();
    // The switch names itself in the new language, and the page's language follows.
    expect(screen.getByRole('combobox', { name: 'Bahasa tampilan' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('id');
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ language: 'id' });
    // Remembered on this device too, so a reload paints in it before the account answers.
    expect(window.localStorage.getItem('engram.language')).toBe('id');
  });

  it('keeps the new language on the page and says so when the account could not save it', async () => {
    fakeApi().on('PATCH /users/me', { status: 500, json: { message: 'Database unavailable.' } });
    renderWithApp(
      <>
        <AccountLanguageSwitch />
        <Greeting />
      </>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'id');
    // The Indonesian catalogue and i18next load on the first switch: on a busy machine that takes more than a second.
    expect(await screen.findByText('Hai, Sari', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(toastFailure).toHaveBeenCalledWith('Bahasa pilihan Anda tidak dapat disimpan ke akun.', expect.anything()));
  });
});
