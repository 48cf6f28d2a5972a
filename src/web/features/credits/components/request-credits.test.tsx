// @vitest-environment happy-dom
// Asking an administrator for credits: the amount and the reason reach the server; an amount out of range is refused
// beside its field, announced to assistive technology, and nothing is sent.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Before the toast module, which the mock below builds from it.
import { toastSpies } from '@/test/toast-spies.ts';
import { toast } from '@/components/toast.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RequestCreditsForm } from './request-credits.tsx';

vi.mock('@/components/toast.ts', (original) => toastSpies(original));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequestCreditsForm', () => {
  it('sends the credits asked for and the reason, and says the request was sent', async () => {
    const api = fakeApi().on('POST /credits/requests', {
      status: 201,
      json: { data: { id: 'r1', amount: 45, granted_amount: null, message: 'Two more sessions before the review.', status: 'pending', answer: null, created_at: '2026-12-03T09:00:00.000Z', answered_at: null } },
    });
    renderWithApp(<RequestCreditsForm />);
    const amount = screen.getByLabelText('Credits');
    await userEvent.clear(amount);
    await userEvent.type(amount, '45');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Two more sessions before the review.');
    await userEvent.click(screen.getByRole('button', { name: 'Request credits' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your request was sent. You will see the answer here.'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ amount: 45, message: 'Two more sessions before the review.' });
  });

  it('refuses an amount of no credits beside the field and sends nothing', async () => {
    const api = fakeApi();
    renderWithApp(<RequestCreditsForm />);
    const amount = screen.getByLabelText('Credits');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Request credits' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Amount must be at least 1 credit.');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
