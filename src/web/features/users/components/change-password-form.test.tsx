// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const NEW_PASSWORD = 'correct horse battery 9';

function open() {
  renderWithApp(
    <>
      <ChangePasswordForm />
      <Toaster />
    </>,
  );
  return {
    current: screen.getByLabelText(/^Current password/),
    next: screen.getByLabelText(/^New password/),
    confirm: screen.getByLabelText(/^Confirm new password/),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

const changes = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === '/users/password/change');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('sends the current and the new password (not the confirmation), says it is done, and empties the fields', async () => {
    const api = fakeApi().on('POST /users/password/change', { json: { success: true, message: 'Password changed.' } });
    const { current, next, confirm, submit } = open();
    await userEvent.type(current, 'old secret 1');
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);

    expect(await screen.findByText('Password changed. Your other devices have been logged out.')).toBeTruthy();
    expect(changes(api).map((request) => request.body)).toEqual([{ current_password: 'old secret 1', new_password: NEW_PASSWORD }]);
    await waitFor(() => expect(current).toHaveProperty('value', ''));
    expect(next).toHaveProperty('value', '');
    expect(confirm).toHaveProperty('value', '');
  });

  it('refuses two different new passwords before sending, next to the confirmation', async () => {
    const api = fakeApi();
    const { current, next, confirm, submit } = open();
    await userEvent.type(current, 'old secret 1');
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, `${NEW_PASSWORD}!`);
    await userEvent.click(submit);

    expect(await screen.findByText('The new passwords do not match.')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(changes(api)).toHaveLength(0);
  });

  it('puts the server’s refusal of the current password next to that field and keeps what was typed', async () => {
    fakeApi().on('POST /users/password/change', { status: 400, json: { success: false, message: 'The current password is not correct.' } });
    const { current, next, confirm, submit } = open();
    await userEvent.type(current, 'wrong one 1');
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);

    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The current password is not correct.').length).toBeGreaterThan(0);
    expect(next).toHaveProperty('value', NEW_PASSWORD);
  });
});
