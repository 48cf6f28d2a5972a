// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Component as LoginPage } from './login-page.tsx';

function open() {
  renderWithApp(<LoginPage />, { path: '/auth/login' });
  return {
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Continue' }),
  };
}

const logins = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === '/users/login');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('checks the address with the shared schema, loaded apart from the page, before sending anything', async () => {
    const api = fakeApi();
    const { email, password, submit } = open();
    await userEvent.type(email, 'not an address');
    await userEvent.type(password, 'secret');
    await userEvent.click(submit);

    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(logins(api)).toHaveLength(0);
  });

  it('sends the address as the schema reads it (trimmed, lower case)', async () => {
    const api = fakeApi().on('POST /users/login', { status: 401, json: { success: false, message: 'Invalid email or password.' } });
    const { email, password, submit } = open();
    await userEvent.type(email, '  Someone@Example.com ');
    await userEvent.type(password, 'secret');
    await userEvent.click(submit);

    await vi.waitFor(() => expect(logins(api).map((request) => request.body)).toEqual([{ email: 'someone@example.com', password: 'secret' }]));
  });
});
