// Invitations work once, for the address they were sent to, until they expire or are revoked; each refusal says why.
// Only the hash of a link is stored. The join link and its domains: organizations-domains.routes.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrganizationInvitationList } from '../../../shared/contracts/organizations.ts';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { organizationInvitations } from '../../db/schema.ts';
import { TEST_DATABASES, uniqueEmail } from '../../test/test-app.ts';
import { hashLinkToken } from './organization-links.ts';
import { tokenOf, useOrganizationRoutes } from './organizations.test-helpers.ts';

describe.each(TEST_DATABASES)('[ORGANISATIONS] invitations and join links on $name', ({ url }) => {
  const { ctx, person, createOrganization, invite, accept, details } = useOrganizationRoutes(url);

  it('makes a single-use link of 32 random bytes, stores only its hash, and lets the invited address accept it', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner);
    const invitee = await person('Ivan Invitee');
    // Invited under the address in capitals: accepting compares without case.
    const invitation = await invite(owner, organization.id, invitee.email.toUpperCase(), 'manager');
    expect(invitation).toMatchObject({ email: invitee.email, role: 'manager', invite_emailed: false });
    expect(invitation.invite_url).toMatch(/^\/organisations\/accept\?token=[\w-]+$/);
    const token = tokenOf(invitation.invite_url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const days = (new Date(invitation.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [stored] = await ctx.database.db.select().from(organizationInvitations).where(eq(organizationInvitations.id, invitation.id));
    expect(stored!.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Listed for admins without its link.
    const listed = (await owner.call('GET', `/organizations/${organization.id}/invitations`)).json() as OrganizationInvitationList;
    expect(listed.data).toEqual([{ id: invitation.id, email: invitee.email, role: 'manager', expires_at: invitation.expires_at, created_at: invitation.created_at }]);

    expect((await invitee.call('POST', '/organizations/invitations/preview', { token })).json()).toEqual({ organization_name: 'Acme Sales', role: 'manager', email: invitee.email });
    const accepted = await accept(invitee, invitation);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: organization.id, role: 'manager', member_count: 2 });
    expect((await details(invitee, organization.id)).members.map((row) => row.email)).toContain(invitee.email);
    // Used: the same link again, by anyone, is refused, and it leaves the open list.
    const again = await accept(invitee, invitation);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.inviteUsed });
    expect(((await owner.call('GET', `/organizations/${organization.id}/invitations`)).json() as OrganizationInvitationList).data).toEqual([]);
  });

  it('refuses another account, an unknown, a revoked and an expired link, each with a clear 4xx', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner);
    const invitee = await person('Ivan Invitee');
    const invitation = await invite(owner, organization.id, invitee.email);

    const someoneElse = await person('Mallory');
    const wrongAccount = await accept(someoneElse, invitation);
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json()).toEqual({ message: MESSAGES.inviteOtherEmail });
    const unknown = await invitee.call('POST', '/organizations/invitations/accept', { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.inviteUnknown });
    expect((await invitee.call('POST', '/organizations/invitations/accept', { token: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await invitee.call('POST', '/organizations/invitations/accept', {})).statusCode).toBe(400);
    // A second invitation to an address with an open one is refused; a member cannot be invited.
    expect((await owner.call('POST', `/organizations/${organization.id}/invitations`, { email: invitee.email })).json()).toEqual({ message: MESSAGES.invitationExists });
    expect((await owner.call('POST', `/organizations/${organization.id}/invitations`, { email: owner.email })).json()).toEqual({ message: MESSAGES.alreadyMember });
    expect((await owner.call('POST', `/organizations/${organization.id}/invitations`, { email: 'not an address' })).statusCode).toBe(400);
    expect((await owner.call('POST', `/organizations/${organization.id}/invitations`, { email: 'a@example.com', role: 'owner' })).statusCode).toBe(400);

    // Revoked: the link stops working at once.
    expect((await owner.call('DELETE', `/organizations/${organization.id}/invitations/${invitation.id}`)).statusCode).toBe(204);
    const revoked = await accept(invitee, invitation);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toEqual({ message: MESSAGES.inviteRevoked });
    expect((await owner.call('DELETE', `/organizations/${organization.id}/invitations/${invitation.id}`)).statusCode).toBe(404);

    // Expired: a new invitation whose time ran out; a fresh one to the same address replaces it.
    const late = await invite(owner, organization.id, invitee.email);
    await ctx.database.db.update(organizationInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(organizationInvitations.id, late.id));
    const expired = await accept(invitee, late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: MESSAGES.inviteExpired });
    expect((await invitee.call('POST', '/organizations/invitations/preview', { token: tokenOf(late.invite_url) })).statusCode).toBe(410);
    const fresh = await invite(owner, organization.id, invitee.email);
    expect((await accept(invitee, fresh)).statusCode).toBe(200);
    expect((await details(owner, organization.id)).members).toHaveLength(2);
  });

  it('keeps invitations to their organisation: another organisation’s admin can neither list nor revoke them', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner);
    const other = await person('Otto Other');
    const otherOrganization = await createOrganization(other, { name: 'Other Co' });
    const invitation = await invite(owner, organization.id, uniqueEmail('invitee'));
    expect((await other.call('GET', `/organizations/${organization.id}/invitations`)).statusCode).toBe(404);
    // Its own organisation's path with this invitation's id: not one of its invitations.
    expect((await other.call('DELETE', `/organizations/${otherOrganization.id}/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect(((await owner.call('GET', `/organizations/${organization.id}/invitations`)).json() as OrganizationInvitationList).data).toHaveLength(1);
  });
});
