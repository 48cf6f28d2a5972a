// Organisations and roles: the creator owns it; owners and admins manage members; a member cannot act as one; the
// last owner stays; an organisation the caller is not in answers like one that does not exist, whatever id is tried.
import { describe, expect, it } from 'vitest';
import type { OrganizationList } from '../../../shared/contracts/organizations.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { useOrganizationRoutes } from './organizations.test-helpers.ts';

describe.each(TEST_DATABASES)('[ORGANISATIONS] members and roles on $name', ({ url }) => {
  const { person, userIdOf, createOrganization, organizationWithTeam, details } = useOrganizationRoutes(url);

  it('makes the creator its owner, lists it among their organisations, and keeps domains tidy', async () => {
    const owner = await person('Olivia Owner');
    const created = await createOrganization(owner, { name: '  Acme Sales  ', email_domains: ['@Acme.com', 'acme.com', 'acme.co.uk'] });
    expect(created).toMatchObject({ name: 'Acme Sales', email_domains: ['acme.co.uk', 'acme.com'], role: 'owner', member_count: 1, has_join_link: false });
    const listed = (await owner.call('GET', '/organizations')).json() as OrganizationList;
    expect(listed.data).toEqual([created]);
    expect((await details(owner, created.id)).members).toEqual([expect.objectContaining({ user_id: await userIdOf(owner), name: 'Olivia Owner', email: owner.email, role: 'owner' })]);
    // Someone else has no organisations, and cannot see this one.
    const stranger = await person('Sam Stranger');
    expect(((await stranger.call('GET', '/organizations')).json() as OrganizationList).data).toEqual([]);
    expect((await stranger.call('GET', `/organizations/${created.id}`)).json()).toEqual({ message: MESSAGES.notFound });
  });

  it('keeps the workspace a person chose, only while they are a member of it', async () => {
    const { organization, member } = await organizationWithTeam();
    const list = async (who: typeof member) => (await who.call('GET', '/organizations')).json() as OrganizationList;
    expect((await list(member)).current_id).toBeNull();
    const chosen = await member.call('PUT', '/organizations/current', { organization_id: organization.id });
    expect(chosen.statusCode).toBe(200);
    expect((chosen.json() as OrganizationList).current_id).toBe(organization.id);
    expect((await list(member)).current_id).toBe(organization.id);
    expect((await member.call('PUT', '/organizations/current', { organization_id: null })).json()).toMatchObject({ current_id: null });
    const stranger = await person('Sam Stranger');
    expect((await stranger.call('PUT', '/organizations/current', { organization_id: organization.id })).statusCode).toBe(404);
    // Chosen, then left: the person is back in their personal space.
    await member.call('PUT', '/organizations/current', { organization_id: organization.id });
    expect((await member.call('POST', `/organizations/${organization.id}/leave`)).statusCode).toBe(204);
    expect(await list(member)).toEqual({ data: [], current_id: null });
  });

  it('refuses bad input with the field named, and bounded lengths', async () => {
    const owner = await person();
    const refused = async (body: object, message: RegExp) => {
      const response = await owner.call('POST', '/organizations', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    };
    await refused({ name: '' }, /Name is required/);
    await refused({ name: 'x'.repeat(101) }, /Name must be at most 100 characters/);
    await refused({ name: 'Acme\u0000' }, /Name contains a character that is not allowed/);
    await refused({ name: 'Acme', email_domains: ['not a domain'] }, /Enter an e-mail domain such as example.com/);
    await refused({ name: 'Acme', email_domains: Array.from({ length: 11 }, (_, index) => `d${index}.com`) }, /At most 10 e-mail domains/);
    const { id } = await createOrganization(owner);
    // A path parameter past its bound is refused before any handler (414, as on every route).
    expect((await owner.call('PATCH', `/organizations/${id}/members/${'x'.repeat(101)}`, { role: 'admin' })).statusCode).toBe(414);
    expect((await owner.call('PATCH', `/organizations/${id}/members/${await userIdOf(owner)}`, { role: 'boss' })).statusCode).toBe(400);
    expect((await owner.call('GET', '/organizations/not-an-id')).statusCode).toBe(404);
  });

  it('lets owners and admins change roles and rename; a member or manager acting as admin gets 403', async () => {
    const { organization, owner, admin, manager, member } = await organizationWithTeam();
    const path = (who: Parameters<typeof userIdOf>[0]) => userIdOf(who).then((id) => `/organizations/${organization.id}/members/${id}`);

    for (const who of [member, manager]) {
      const refused = await who.call('PATCH', await path(member), { role: 'manager' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.adminOnly });
      expect((await who.call('DELETE', await path(admin))).statusCode).toBe(403);
      expect((await who.call('PATCH', `/organizations/${organization.id}`, { name: 'Mine now' })).statusCode).toBe(403);
      expect((await who.call('GET', `/organizations/${organization.id}/invitations`)).statusCode).toBe(403);
      expect((await who.call('POST', `/organizations/${organization.id}/invitations`, { email: 'friend@example.com' })).statusCode).toBe(403);
      expect((await who.call('POST', `/organizations/${organization.id}/join-link`)).statusCode).toBe(403);
    }

    const promoted = await admin.call('PATCH', await path(member), { role: 'manager' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ email: member.email, role: 'manager' });
    expect((await admin.call('PATCH', `/organizations/${organization.id}`, { name: 'Acme Sales EMEA' })).json()).toMatchObject({ name: 'Acme Sales EMEA', role: 'admin' });

    // Ownership is an owner's to give and take.
    expect((await admin.call('PATCH', await path(manager), { role: 'owner' })).json()).toEqual({ message: MESSAGES.ownerOnly });
    expect((await admin.call('PATCH', await path(owner), { role: 'member' })).statusCode).toBe(403);
    expect((await admin.call('DELETE', await path(owner))).statusCode).toBe(403);
    expect((await owner.call('PATCH', await path(admin), { role: 'owner' })).statusCode).toBe(200);
    const roles = (await details(owner, organization.id)).members.map((row) => [row.email, row.role]);
    expect(roles).toEqual(
      expect.arrayContaining([
        [owner.email, 'owner'],
        [admin.email, 'owner'],
        [manager.email, 'manager'],
        [member.email, 'manager'],
      ]),
    );
    expect(roles.slice(0, 2).map(([, role]) => role)).toEqual(['owner', 'owner']);
  });

  it('keeps the last owner: they cannot leave, be demoted or be removed (409), until another owner exists', async () => {
    const { organization, owner, admin } = await organizationWithTeam();
    const ownerPath = `/organizations/${organization.id}/members/${await userIdOf(owner)}`;
    const leave = await owner.call('POST', `/organizations/${organization.id}/leave`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual({ message: MESSAGES.lastOwnerLeave });
    expect((await owner.call('PATCH', ownerPath, { role: 'admin' })).json()).toEqual({ message: MESSAGES.lastOwnerDemote });
    expect((await owner.call('DELETE', ownerPath)).json()).toEqual({ message: MESSAGES.lastOwnerLeave });
    expect((await details(owner, organization.id)).organization.role).toBe('owner');

    // With a second owner, the first may step down and leave.
    expect((await owner.call('PATCH', `/organizations/${organization.id}/members/${await userIdOf(admin)}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await owner.call('PATCH', ownerPath, { role: 'member' })).statusCode).toBe(200);
    expect((await owner.call('POST', `/organizations/${organization.id}/leave`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/organizations/${organization.id}`)).statusCode).toBe(404);
    // And the new owner, now the last, is held the same way.
    expect((await admin.call('POST', `/organizations/${organization.id}/leave`)).statusCode).toBe(409);
  });

  it('lets a member leave, and refuses a removed member at once on every route', async () => {
    const { organization, owner, admin, member, manager } = await organizationWithTeam();
    expect((await member.call('POST', `/organizations/${organization.id}/leave`)).statusCode).toBe(204);
    expect(((await member.call('GET', '/organizations')).json() as OrganizationList).data).toEqual([]);

    const removed = await admin.call('DELETE', `/organizations/${organization.id}/members/${await userIdOf(manager)}`);
    expect(removed.statusCode).toBe(204);
    for (const [method, path, body] of [
      ['GET', `/organizations/${organization.id}`],
      ['PATCH', `/organizations/${organization.id}`, { name: 'Still here' }],
      ['POST', `/organizations/${organization.id}/leave`],
      ['GET', `/organizations/${organization.id}/invitations`],
      ['DELETE', `/organizations/${organization.id}/members/${await userIdOf(owner)}`],
    ] as const) {
      const refused = await manager.call(method, path, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(((await manager.call('GET', '/organizations')).json() as OrganizationList).data).toEqual([]);
    expect((await details(owner, organization.id)).members.map((row) => row.email)).not.toContain(manager.email);
    // Removing someone who is not (or no longer) a member answers 404.
    expect((await owner.call('DELETE', `/organizations/${organization.id}/members/${await userIdOf(manager)}`)).json()).toEqual({ message: MESSAGES.memberNotFound });
  });

  it('keeps two organisations apart: ids swapped across them answer 404, roles in one give nothing in the other', async () => {
    const first = await organizationWithTeam('First Co');
    const second = await organizationWithTeam('Second Co');
    // The first's owner acts on the second's organisation and members.
    const secondMember = `/organizations/${second.organization.id}/members/${await userIdOf(second.member)}`;
    expect((await first.owner.call('GET', `/organizations/${second.organization.id}`)).statusCode).toBe(404);
    expect((await first.owner.call('PATCH', secondMember, { role: 'admin' })).statusCode).toBe(404);
    expect((await first.owner.call('DELETE', secondMember)).statusCode).toBe(404);
    expect((await first.owner.call('POST', `/organizations/${second.organization.id}/invitations`, { email: 'x@example.com' })).statusCode).toBe(404);
    expect((await first.owner.call('POST', `/organizations/${second.organization.id}/join-link`)).statusCode).toBe(404);
    // Its own organisation's path with the other's member: that person is not a member here.
    const swapped = await first.owner.call('PATCH', `/organizations/${first.organization.id}/members/${await userIdOf(second.member)}`, { role: 'admin' });
    expect(swapped.statusCode).toBe(404);
    expect((await first.owner.call('DELETE', `/organizations/${first.organization.id}/members/${await userIdOf(second.owner)}`)).statusCode).toBe(404);
    // Nothing changed in the second.
    expect((await details(second.owner, second.organization.id)).members.map((row) => row.role)).toEqual(['owner', 'admin', 'manager', 'member']);
  });
});
