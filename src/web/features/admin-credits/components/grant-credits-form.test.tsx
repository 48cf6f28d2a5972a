// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CREDITS_API_PATH } from '@shared/contracts/admin-credits.ts';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { GrantCreditsForm } from './grant-credits-form.tsx';

const PERSON = { id: '5b0c8f7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f', name: 'Ilse Marten', email: 'ilse@example.test' } as AdminUser;

function open(person: AdminUser | null) {
  const onGranted = vi.fn();
  renderWithApp(
    <>
      <GrantCreditsForm person={person} personPicker={<p>picker</p>} onGranted={onGranted} />
      <Toaster />
    </>,
  );
  return onGranted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GrantCreditsForm', () => {
  it('says what is missing and sends nothing until the person, a whole number and a reason are given', async () => {
    const api = fakeApi();
    open(null);
    await userEvent.type(screen.getByLabelText('Credits'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(screen.getByText('Choose the person first.')).toBeTruthy();
    expect(screen.getByText('Type a whole number of credits from 1 to 10,000.')).toBeTruthy();
    expect(screen.getByText('Say why: the person reads it in their history.')).toBeTruthy();
    expect(screen.getByLabelText('Credits').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('grants the typed amount with the trimmed reason, then empties the fields and words the toast from the catalogue, not the server', async () => {
    const api = fakeApi().on(`POST ${ADMIN_CREDITS_API_PATH}/grants`, { json: { data: { userId: PERSON.id, name: PERSON.name, email: PERSON.email, amount: 25, balance: 40 }, message: 'The server’s own English.' } });
    const onGranted = open(PERSON);
    await userEvent.type(screen.getByLabelText('Credits'), '25');
    await userEvent.type(screen.getByLabelText('Reason'), '  Pottery workshop  ');
    await userEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledOnce());
    expect(api.requests.at(-1)?.body).toEqual({ userId: PERSON.id, amount: 25, reason: 'Pottery workshop' });
    expect((screen.getByLabelText('Credits') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Reason') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Granted 25 credits to Ilse Marten. Their balance is now 40 credits.')).toBeTruthy();
    expect(screen.queryByText('The server’s own English.')).toBeNull();
  });
});
