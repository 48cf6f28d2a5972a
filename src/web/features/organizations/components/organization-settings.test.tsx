// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDomain } from '@shared/contracts/organization-domains.ts';
import { DOMAIN_MESSAGES } from '@shared/contracts/organization-domains-constants.ts';
import type { Organization } from '@shared/contracts/organizations.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { OrganizationSettings } from './organization-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORGANIZATION_ID = '6f0c2b1e-7d4a-4b8e-9c3f-1a2b3c4d5e6f';
const DOMAINS_PATH = `/organizations/${ORGANIZATION_ID}/domains`;
const organization: Organization = { id: ORGANIZATION_ID, name: 'Heron Freight', email_domains: ['heron-freight.test'], role: 'owner', member_count: 1, has_join_link: true, created_at: '2026-12-02T00:00:00.000Z' };
const pending: OrganizationDomain = {
  domain: 'heron-freight.test',
  status: 'pending',
  txt_name: '_engram.heron-freight.test',
  txt_value: 'engram-verification=heron-token-42',
  verified_by: null,
  verified_at: null,
  is_for_join_link: true,
  is_for_sign_on: false,
};
// A domain claimed for single sign-on only belongs to the sign-on card, not this one.
const signOnOnly: OrganizationDomain = { ...pending, domain: 'heron-sso.test', txt_name: '_engram.heron-sso.test', is_for_join_link: false, is_for_sign_on: true };

describe('OrganizationSettings', () => {
  it('shows a pending join domain with what to do and its TXT record, says the link admits nobody yet, and checks it now', async () => {
    const verifyPath = `${DOMAINS_PATH}/heron-freight.test/verify`;
    const missing = DOMAIN_MESSAGES.verifyNotFound('heron-freight.test', 'heron-token-42');
    const api = fakeApi()
      .on(`GET ${DOMAINS_PATH}`, { json: { data: [pending, signOnOnly] } })
      .on(`POST ${verifyPath}`, { status: 400, json: { message: missing } });
    renderWithApp(<OrganizationSettings organization={organization} />);
    const claim = await screen.findByRole('listitem', { name: 'heron-freight.test' });
    expect(claim.textContent).toContain(DOMAIN_MESSAGES.pendingHint('heron-freight.test'));
    expect(claim.textContent).toContain('_engram.heron-freight.test');
    expect(claim.textContent).toContain('engram-verification=heron-token-42');
    expect(screen.queryByRole('listitem', { name: 'heron-sso.test' })).toBeNull();
    expect(screen.getByTestId('join-link-scope').textContent).toBe('No domain is verified yet, so the join link admits nobody for now. A join link works now.');

    await userEvent.click(within(claim).getByRole('button', { name: 'Check now' }));
    expect((await within(claim).findByRole('alert')).textContent).toBe(missing);

    const proven = { ...pending, status: 'verified' as const, verified_by: 'dns', verified_at: '2026-12-03T08:00:00.000Z' };
    api.on(`POST ${verifyPath}`, { json: { data: [proven, signOnOnly] } }).on(`GET ${DOMAINS_PATH}`, { json: { data: [proven, signOnOnly] } }).on('GET /organizations', { json: { data: [organization], current_id: null } });
    await userEvent.click(within(claim).getByRole('button', { name: 'Check now' }));
    await vi.waitFor(() => expect(screen.getByRole('listitem', { name: 'heron-freight.test' }).textContent).toContain('Verified (DNS record found)'));
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(screen.getByTestId('join-link-scope').textContent).toBe('Anyone with a confirmed address at heron-freight.test can join as a member with this link. A join link works now.');
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === verifyPath)).toHaveLength(2);
  });
});
