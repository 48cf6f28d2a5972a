// Deleting an account that owns organisations: refused (409, saying what to do) while it is the only owner of one with
// other members, by its owner or by an administrator; allowed once ownership is handed over (the organisation stays);
// an organisation where the account is the only member goes with it, its ledger too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationCreditEntries, organizations } from '../../db/schema.ts';
import { promoteToAdmin, TEST_DATABASES } from '../../test/test-app.ts';
import { soleOwnerMessage } from './organization-records.repository.ts';
import { useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('[ORGANISATIONS] deleting an owner’s account on $name', ({ url }) => {
  const { ctx, person, userIdOf, organizationWithTeam, createOrganization, details, invite, accept } = useOrganizationRoutes(url);

  const deleteOwnAccount = (who: Person) => who.call('DELETE', '/users/me', { password: PASSWORD });
  const organizationExists = async (id: string) => (await ctx.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id))).length === 1;

  it('refuses while the account is the only owner of an organisation with other members, and allows it after handing over', async () => {
    const { organization, owner, admin } = await organizationWithTeam('Canal Street Books');
    const refused = await deleteOwnAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(soleOwnerMessage(['Canal Street Books']));
    // Nothing was deleted: the owner still signs in and owns the organisation.
    expect((await owner.call('GET', '/users/me')).statusCode).toBe(200);
    expect((await details(owner, organization.id)).organization.role).toBe('owner');

    // An administrator's deletion is held to the same rule.
    const operator = await person('Otto Operator');
    await promoteToAdmin(ctx.database, operator.email);
    const byAdmin = await operator.call('DELETE', `/api/admin/users/${await userIdOf(owner)}`, { email: owner.email });
    expect(byAdmin.statusCode).toBe(409);

    expect((await owner.call('PATCH', `/organizations/${organization.id}/members/${await userIdOf(admin)}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await deleteOwnAccount(owner)).statusCode).toBe(204);
    expect(await organizationExists(organization.id)).toBe(true);
    expect((await details(admin, organization.id)).members.map((member) => member.name)).toEqual(['Ada Admin', 'Max Manager', 'Mia Member']);
  });

  it('deletes an organisation whose only member is the account, with its ledger, and leaves the others it is in', async () => {
    const alone = await person('Lena Solo');
    const own = await createOrganization(alone, { name: 'Solo Studio' });
    const { organization: joined, owner } = await organizationWithTeam('Busy Team');
    // A member (not owner) of another organisation: their membership simply goes.
    expect((await accept(alone, await invite(owner, joined.id, alone.email))).statusCode).toBe(200);
    await ctx.database.db.insert(organizationCreditEntries).values({ organizationId: own.id, memberId: null, amount: 15, reason: 'Trial', kind: 'grant' });

    expect((await deleteOwnAccount(alone)).statusCode).toBe(204);
    expect(await organizationExists(own.id)).toBe(false);
    expect(await ctx.database.db.select().from(organizationCreditEntries).where(eq(organizationCreditEntries.organizationId, own.id))).toEqual([]);
    expect(await organizationExists(joined.id)).toBe(true);
    expect((await details(owner, joined.id)).members.map((member) => member.name)).not.toContain('Lena Solo');
  });

  it('lets a co-owner go, and keeps the ledger entries of a member whose account is deleted', async () => {
    const { organization, owner, admin, member } = await organizationWithTeam('Two Owners Ltd');
    expect((await owner.call('PATCH', `/organizations/${organization.id}/members/${await userIdOf(admin)}`, { role: 'owner' })).statusCode).toBe(200);
    const memberId = await userIdOf(member);
    await ctx.database.db.insert(organizationCreditEntries).values([
      { organizationId: organization.id, memberId: null, amount: 20, reason: 'Start', kind: 'grant' },
      { organizationId: organization.id, memberId, amount: -10, reason: 'Roleplay session', kind: 'session' },
    ]);
    expect((await deleteOwnAccount(owner)).statusCode).toBe(204);
    expect((await deleteOwnAccount(member)).statusCode).toBe(204);
    const credits = (await admin.call('GET', `/organizations/${organization.id}/credits`)).json();
    expect(credits.balance).toBe(10);
    // Both entries share one insert's time, so find the session's rather than rely on their order.
    expect(credits.entries.find((entry: { kind: string }) => entry.kind === 'session')).toMatchObject({ kind: 'session', member: { user_id: null, name: 'Deleted account', email: null } });
  });
});
