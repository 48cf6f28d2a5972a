// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_ERROR_MESSAGES, SSO_MESSAGES } from '@shared/contracts/organization-sso-constants.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SingleSignOn } from './single-sign-on.tsx';

const starts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === '/users/sso/start');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SingleSignOn', () => {
  it('asks for the work address, then sends the browser to the provider the server names', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi().on('POST /users/sso/start', { status: 200, json: { authorization_url: 'https://login.example.test/authorize?state=abc', organization_name: 'Kestrel' } });
    renderWithApp(<SingleSignOn />, { path: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    await userEvent.type(screen.getByLabelText(/^Work e-mail/), 'nia@kestrel.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example.test/authorize?state=abc'));
    expect(starts(api).map((request) => request.body)).toEqual([{ email: 'nia@kestrel.test' }]);
  });

  it('says what the server answered when no organisation signs that domain in', async () => {
    fakeApi().on('POST /users/sso/start', { status: 404, json: { success: false, message: SSO_MESSAGES.noDomainMatch } });
    renderWithApp(<SingleSignOn />, { path: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    await userEvent.type(screen.getByLabelText(/^Work e-mail/), 'sam@nowhere.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_MESSAGES.noDomainMatch);
  });

  it('opens with the reason a sign-on did not finish, and ignores a reason it does not know', () => {
    renderWithApp(<SingleSignOn />, { path: '/auth/login?sso_error=unverified' });
    expect(screen.getByRole('alert').textContent).toBe(SSO_ERROR_MESSAGES.unverified);
    cleanup();
    renderWithApp(<SingleSignOn />, { path: '/auth/login?sso_error=toString' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with single sign-on' })).toBeTruthy();
  });
});
