// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDetails, OrganizationMember } from '@shared/contracts/organizations.ts';
import type { OrganizationRole } from '@shared/contracts/organizations-constants.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { OrganizationMembers } from './organization-members.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setInterfaceLanguage('en', { remember: false });
});

const ORGANIZATION_ID = '0b6f1b52-2a3c-4c55-9f0b-2f8d5b8f4c11';

function buildMember(name: string, role: OrganizationRole): OrganizationMember {
  const id = name.toLowerCase().replace(' ', '-');
  return { user_id: `${id}-id`, name, email: `${id}@example.com`, role, joined_at: '2026-12-02T00:00:00.000Z' };
}

function buildDetails(callerRole: OrganizationRole): OrganizationDetails {
  return {
    organization: { id: ORGANIZATION_ID, name: 'Acme Sales', email_domains: [], role: callerRole, member_count: 3, has_join_link: false, created_at: '2026-12-02T00:00:00.000Z' },
    members: [buildMember('Olivia Owner', 'owner'), buildMember('Ada Admin', 'admin'), buildMember('Mia Member', 'member')],
  };
}

describe('OrganizationMembers', () => {
  it('lets an admin change a member’s role, but not an owner’s, and offers no owner role', async () => {
    const api = fakeApi().on(`PATCH /organizations/${ORGANIZATION_ID}/members/mia-member-id`, { json: buildMember('Mia Member', 'manager') });
    renderWithApp(<OrganizationMembers details={buildDetails('admin')} email="ada-admin@example.com" />);

    const list = screen.getByTestId('organization-members');
    // The owner's role and the admin's own are read-only; the member's is a choice without "Owner".
    expect(within(list).queryByLabelText('Role of Olivia Owner')).toBeNull();
    expect(within(list).queryByLabelText('Role of Ada Admin')).toBeNull();
    const role = within(list).getByLabelText('Role of Mia Member') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual(['Admin', 'Manager', 'Member']);
    await userEvent.selectOptions(role, 'manager');

    await vi.waitFor(() => expect(api.requests.map((request) => [request.method, request.path, request.body])).toContainEqual(['PATCH', `/organizations/${ORGANIZATION_ID}/members/mia-member-id`, { role: 'manager' }]));
  });

  it('shows a member the roles without any control', () => {
    fakeApi();
    renderWithApp(<OrganizationMembers details={buildDetails('member')} email="mia-member@example.com" />);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getAllByTestId('member-role').map((badge) => badge.textContent)).toEqual(['Owner', 'Admin', 'Member']);
  });

  it('names the roles, the heading and the controls in Indonesian', async () => {
    await setInterfaceLanguage('id', { remember: false });
    fakeApi();
    renderWithApp(<OrganizationMembers details={buildDetails('owner')} email="olivia-owner@example.com" />);
    expect(screen.getByRole('heading', { name: 'Anggota (3)' })).toBeTruthy();
    expect(screen.getByText('(Anda)')).toBeTruthy();
    const role = screen.getByLabelText('Peran Mia Member') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual(['Pemilik', 'Admin', 'Manajer', 'Anggota']);
    expect(screen.getByRole('button', { name: 'Keluarkan Ada Admin' })).toBeTruthy();
  });
});
