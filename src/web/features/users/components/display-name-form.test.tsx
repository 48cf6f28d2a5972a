// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DisplayNameForm } from './display-name-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DisplayNameForm', () => {
  it('saves a changed name once and sends exactly what was typed', async () => {
    const api = fakeApi().on('PATCH /users/me', ({ body }) => ({
      json: { user: { id: 'u1', email: 'ada@example.com', nickname: (body as { nickname: string }).nickname } },
    }));
    renderWithApp(<DisplayNameForm currentName="Ada" />);
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toHaveProperty('disabled', true);

    const field = screen.getByRole('textbox', { name: /Display name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Ada Lovelace');
    await userEvent.click(save);

    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ nickname: 'Ada Lovelace' });
  });

  it('refuses an empty name before anything is sent, and says why next to the field', async () => {
    const api = fakeApi();
    renderWithApp(<DisplayNameForm currentName="Ada" />);
    const field = screen.getByRole('textbox', { name: /Display name/ });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/\w/);
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server’s refusal next to the field', async () => {
    fakeApi().on('PATCH /users/me', { status: 400, json: { message: 'That name is not allowed.' } });
    renderWithApp(<DisplayNameForm currentName="Ada" />);
    const field = screen.getByRole('textbox', { name: /Display name/ });
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(/That name is not allowed\./)).toBeTruthy();
  });
});
