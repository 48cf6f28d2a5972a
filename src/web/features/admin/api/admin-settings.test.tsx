// @vitest-environment happy-dom
// An admin settings page's read and save: the save's answer is what the page shows next, without reading again, and
// what follows the settings elsewhere is read again.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { adminSettingsRequests } from './admin-settings.ts';

interface MailSettings {
  from: string;
}

const mail = adminSettingsRequests<MailSettings, MailSettings>('email', ['me']);

function MailPage() {
  const settings = mail.useSettings();
  const save = mail.useSaveSettings();
  const me = useQuery({ queryKey: ['me'], queryFn: () => apiRequest<{ name: string }>('/users/me') });
  return (
    <div>
      <p>Sender: {settings.data?.from ?? 'loading'}</p>
      <p>Me: {me.data?.name ?? 'loading'}</p>
      <button type="button" onClick={() => save.mutate({ from: 'team@example.com' })}>
        Save
      </button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adminSettingsRequests', () => {
  it('reads the settings, shows the saved ones from the save’s answer, and reads again what follows them', async () => {
    const api = fakeApi()
      .on('GET /admin/email/settings', { json: { from: 'noreply@example.com' } })
      .on('PUT /admin/email/settings', { json: { from: 'team@example.com' } })
      .on('GET /users/me', { json: { name: 'Ada' } });
    renderWithApp(<MailPage />);
    expect(await screen.findByText('Sender: noreply@example.com')).toBeTruthy();
    expect(await screen.findByText('Me: Ada')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sender: team@example.com')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({ path: '/admin/email/settings', body: { from: 'team@example.com' } });
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/users/me')).toHaveLength(2));
    expect(api.requests.filter((request) => request.path === '/admin/email/settings' && request.method === 'GET')).toHaveLength(1);
  });
});
