// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSsoDomainList } from '@shared/contracts/organization-sso.ts';
import { DOMAIN_MESSAGES } from '@shared/contracts/organization-domains-constants.ts';
import { ADMIN_SSO_DOMAINS_API_PATH } from '@shared/contracts/organization-sso-constants.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { PendingSsoDomains } from './pending-sso-domains.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HERON = '5d0c7a8e-1f7b-4a43-9a55-3b1c2d4e5f60';
const MAGPIE = '6e1d8b9f-2a8c-4b54-8b66-4c2d3e5f6a71';

const waiting: AdminSsoDomainList = {
  data: [
    { domain: 'heron-ledger.test', organization_id: HERON, organization_name: 'Heron Ledger', claimed_at: '2026-11-28T08:00:00.000Z', is_for_join_link: true, is_for_sign_on: true, is_verified_elsewhere: false },
    { domain: 'heron-ledger.test', organization_id: MAGPIE, organization_name: 'Magpie Copies', claimed_at: '2026-11-29T08:00:00.000Z', is_for_join_link: false, is_for_sign_on: true, is_verified_elsewhere: true },
  ],
};

describe('PendingSsoDomains', () => {
  it('approves a claim, and offers none for a domain another organisation verified', async () => {
    const api = fakeApi()
      .on(`GET ${ADMIN_SSO_DOMAINS_API_PATH}`, { json: waiting })
      .on(`POST ${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { status: 204 });
    renderWithApp(<PendingSsoDomains />);
    expect(await screen.findByText('Verified by another organisation')).toBeTruthy();
    // What each claim is for.
    expect(screen.getByText('Join link, Single sign-on')).toBeTruthy();
    expect(screen.getByText('Single sign-on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve heron-ledger.test for Magpie Copies' })).toBeNull();

    api.on(`GET ${ADMIN_SSO_DOMAINS_API_PATH}`, { json: { data: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Approve heron-ledger.test for Heron Ledger' }));
    await vi.waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toEqual([expect.objectContaining({ body: { organization_id: HERON, domain: 'heron-ledger.test' } })]));
    expect(await screen.findByText('No domain is waiting.')).toBeTruthy();
  });

  it('says why an approval was refused', async () => {
    const message = DOMAIN_MESSAGES.domainTaken('heron-ledger.test');
    fakeApi()
      .on(`GET ${ADMIN_SSO_DOMAINS_API_PATH}`, { json: { data: [waiting.data[0]!] } })
      .on(`POST ${ADMIN_SSO_DOMAINS_API_PATH}/approve`, { status: 409, json: { message } });
    renderWithApp(<PendingSsoDomains />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve heron-ledger.test for Heron Ledger' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
