// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SsoSettings } from '@shared/contracts/organization-sso.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { OrganizationSsoSettings } from './organization-sso-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORGANIZATION_ID = '0b6f1b52-2a3c-4c55-9f0b-2f8d5b8f4c11';
const PATH = `/organizations/${ORGANIZATION_ID}/sso`;

function buildSettings(overrides: Partial<SsoSettings> = {}): SsoSettings {
  return {
    is_configured: true,
    issuer_url: 'https://login.kestrel.test',
    client_id: 'engram',
    has_client_secret: true,
    email_domains: ['kestrel.test'],
    domains: [{ domain: 'kestrel.test', status: 'verified', txt_name: '_engram.kestrel.test', txt_value: 'engram-verification=kestrel-token', verified_by: 'dns', verified_at: '2026-11-30T10:00:00.000Z', is_for_join_link: false, is_for_sign_on: true }],
    require_sso: false,
    redirect_uri: 'https://engram.example.test/users/sso/callback',
    ...overrides,
  };
}

const saves = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'PUT' && request.path === PATH).map((request) => request.body);

describe('OrganizationSsoSettings', () => {
  it('shows the redirect URI and that a secret is set, and keeps the secret when saved without one', async () => {
    const api = fakeApi()
      .on(`GET ${PATH}`, { json: buildSettings() })
      .on(`PUT ${PATH}`, { json: buildSettings({ require_sso: true, email_domains: ['kestrel.test', 'kestrel-labs.test'] }) });
    renderWithApp(<OrganizationSsoSettings organizationId={ORGANIZATION_ID} />);
    expect(((await screen.findByLabelText('Redirect URI (register it with your provider)')) as HTMLInputElement).value).toBe('https://engram.example.test/users/sso/callback');
    const secret = screen.getByLabelText(/^Client secret/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(screen.getByText('A secret is set. It is stored encrypted and never shown again.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^E-mail domains it covers/), ', Kestrel-Labs.test');
    await userEvent.click(screen.getByLabelText(/^Members must sign in with single sign-on/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(saves(api)).toEqual([{ issuer_url: 'https://login.kestrel.test', client_id: 'engram', email_domains: ['kestrel.test', 'kestrel-labs.test'], require_sso: true }]),
    );
  });

  it('says what the server found wrong with the provider', async () => {
    const message = 'Could not read the provider’s OpenID configuration: fetch failed';
    fakeApi()
      .on(`GET ${PATH}`, { json: buildSettings({ is_configured: false, issuer_url: null, client_id: null, has_client_secret: false, email_domains: [], domains: [] }) })
      .on(`PUT ${PATH}`, { status: 400, json: { message } });
    renderWithApp(<OrganizationSsoSettings organizationId={ORGANIZATION_ID} />);
    await userEvent.type(await screen.findByLabelText(/^Issuer URL/), 'https://down.kestrel.test');
    await userEvent.type(screen.getByLabelText(/^Client ID/), 'engram');
    await userEvent.type(screen.getByLabelText(/^Client secret/), 's3cret');
    await userEvent.type(screen.getByLabelText(/^E-mail domains it covers/), 'kestrel.test');
    expect(screen.queryByRole('button', { name: 'Turn single sign-on off' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows each domain’s state and the exact TXT record to add, and verifies a pending one', async () => {
    const pending = { domain: 'kestrel-labs.test', status: 'pending' as const, txt_name: '_engram.kestrel-labs.test', txt_value: 'engram-verification=labs-token-123', verified_by: null, verified_at: null, is_for_join_link: false, is_for_sign_on: true };
    const settings = buildSettings({ email_domains: ['kestrel-labs.test', 'kestrel.test'], domains: [pending, buildSettings().domains[0]!] });
    const verifyPath = `/organizations/${ORGANIZATION_ID}/domains/kestrel-labs.test/verify`;
    const missing = 'No TXT record “engram-verification=labs-token-123” was found at _engram.kestrel-labs.test or kestrel-labs.test.';
    const api = fakeApi().on(`GET ${PATH}`, { json: settings }).on(`POST ${verifyPath}`, { status: 400, json: { message: missing } });
    renderWithApp(<OrganizationSsoSettings organizationId={ORGANIZATION_ID} />);
    const labs = await screen.findByRole('listitem', { name: 'kestrel-labs.test' });
    expect(labs.textContent).toContain('Waiting for verification');
    expect(labs.textContent).toContain('Pending: add the TXT record below to the DNS of kestrel-labs.test');
    expect(labs.textContent).toContain('_engram.kestrel-labs.test');
    expect(labs.textContent).toContain('engram-verification=labs-token-123');
    const verified = screen.getByRole('listitem', { name: 'kestrel.test' });
    expect(verified.textContent).toContain('Verified (DNS record found)');
    expect(verified.querySelector('button')).toBeNull();

    await userEvent.click(within(labs).getByRole('button', { name: 'Check now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(missing);

    const proven = { ...settings, domains: [{ ...pending, status: 'verified' as const, verified_by: 'dns', verified_at: '2026-12-01T09:00:00.000Z' }, settings.domains[1]!] };
    api.on(`POST ${verifyPath}`, { json: { data: proven.domains } }).on(`GET ${PATH}`, { json: proven });
    await userEvent.click(within(labs).getByRole('button', { name: 'Check now' }));
    await vi.waitFor(() => expect(screen.getByRole('listitem', { name: 'kestrel-labs.test' }).textContent).toContain('Verified (DNS record found)'));
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === verifyPath)).toHaveLength(2);
  });
});
