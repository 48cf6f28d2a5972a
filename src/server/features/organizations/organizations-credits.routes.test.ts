// An organisation's credits: sessions started from its workspace are paid from its balance under its row lock, with the
// member on the entry; members ask, only the operator grants; admins read the ledger per member, others their own
// entries; an organisation the caller is not in answers 404 whatever id is tried; the balance never goes below zero.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PENDING_ORGANIZATION_REQUEST_MESSAGE,
  type AdminOrganizationDetails,
  type AdminOrganizationList,
  type OrganizationCredits,
} from '../../../shared/contracts/organization-credits.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { organizationCreditEntries } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { promoteToAdmin, TEST_DATABASES } from '../../test/test-app.ts';
import { useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

const ADMIN_PATH = '/api/admin/organizations';

describe.each(TEST_DATABASES)('[ORGANISATION CREDITS] balance, sessions, requests and grants on $name', ({ url }) => {
  const { ctx, person, userIdOf, organizationWithTeam, createOrganization } = useOrganizationRoutes(url);

  /** A site administrator (the operator's console), promoted as `npm run users -- promote` does. */
  async function operator(): Promise<Person> {
    const who = await person('Otto Operator');
    await promoteToAdmin(ctx.database, who.email);
    return who;
  }

  const credits = async (who: Person, organizationId: string) => {
    const response = await who.call('GET', `/organizations/${organizationId}/credits`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OrganizationCredits;
  };
  const personalBalance = async (who: Person) => (await who.call('GET', '/credits')).json().balance as number;
  const useWorkspace = async (who: Person, organizationId: string | null) => expect((await who.call('PUT', '/organizations/current', { organization_id: organizationId })).statusCode).toBe(200);
  const scenarioOf = async (who: Person) => (await buildScenario(ctx.database.db, { userId: await userIdOf(who), name: 'Calming a late delivery' })).id;
  const start = (who: Person, scenarioId: string) => who.call('POST', '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });

  it('pays a session started from the workspace out of the organisation, names the member, and leaves their own credits alone', async () => {
    const { organization, owner, admin, member } = await organizationWithTeam('Harbour Logistics');
    const scenarioId = await scenarioOf(member);
    await useWorkspace(member, organization.id);

    // Nothing granted yet: a clear 402 about the organisation, and the member's own 30 credits are not touched.
    const refused = await start(member, scenarioId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^“Harbour Logistics” has no credits left, and a session needs 10 credits\. Ask for credits for it on its Organisations page/);
    expect(await personalBalance(member)).toBe(30);

    const granted = await (await operator()).call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 25, reason: 'Pilot for the harbour team' });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data).toEqual({ organization_id: organization.id, amount: 25, balance: 25 });

    expect((await start(member, scenarioId)).statusCode).toBe(201);
    expect(await personalBalance(member)).toBe(30);
    expect((await credits(member, organization.id)).balance).toBe(15);

    // Back in the personal space, the member pays for themselves.
    await useWorkspace(member, null);
    expect((await start(member, scenarioId)).statusCode).toBe(201);
    expect(await personalBalance(member)).toBe(20);
    expect((await credits(owner, organization.id)).balance).toBe(15);

    // The owner and admins read every entry and the spending per member; a member only their own entries.
    for (const reader of [owner, admin]) {
      const full = await credits(reader, organization.id);
      expect(full.is_full_ledger).toBe(true);
      expect(full.entries.map((entry) => [entry.kind, entry.amount, entry.member?.name ?? null, entry.balance_after])).toEqual([
        ['session', -10, 'Mia Member', 15],
        ['grant', 25, null, 25],
      ]);
      expect(full.members).toEqual([{ user_id: await userIdOf(member), name: 'Mia Member', email: member.email, sessions: 1, credits_spent: 10 }]);
    }
    const own = await credits(member, organization.id);
    expect(own).toMatchObject({ balance: 15, is_full_ledger: false, members: [] });
    expect(own.entries.map((entry) => entry.kind)).toEqual(['session']);
    const [entry] = await ctx.database.db.select().from(organizationCreditEntries).where(eq(organizationCreditEntries.kind, 'session'));
    expect(entry).toMatchObject({ organizationId: organization.id, memberId: await userIdOf(member), scenarioId, conversationId: expect.any(String) });
  });

  it('gives a session in which nothing was said back to the organisation that paid for it', async () => {
    const { organization, member } = await organizationWithTeam('Quayside Care');
    await (await operator()).call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 10, reason: 'First month' });
    await useWorkspace(member, organization.id);
    const started = await start(member, await scenarioOf(member));
    expect(started.statusCode).toBe(201);
    expect((await credits(member, organization.id)).balance).toBe(0);
    const ended = await member.call('POST', `/conversations/${started.json().data.id}/end`);
    expect(ended.statusCode, ended.body).toBe(202);
    expect((await credits(member, organization.id)).balance).toBe(10);
    expect(await personalBalance(member)).toBe(30);
    // Ending again refunds nothing more.
    await member.call('POST', `/conversations/${started.json().data.id}/end`);
    expect((await credits(member, organization.id)).balance).toBe(10);
  });

  it("charges the organisation a scenario belongs to, from any workspace", async () => {
    const { organization, owner, member } = await organizationWithTeam('Elm Street Library');
    await (await operator()).call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 20, reason: 'Library practice' });
    const scenarioId = await scenarioOf(owner);
    // The owner's scenario moved into the organisation's library.
    await ctx.database.db.execute(sql`update scenarios set organization_id = ${organization.id} where id = ${scenarioId}`);
    await useWorkspace(owner, null);
    expect((await start(owner, scenarioId)).statusCode).toBe(201);
    expect(await personalBalance(owner)).toBe(30);
    expect((await credits(member, organization.id)).balance).toBe(10);
  });

  it('never takes the balance below zero when two members start at once', async () => {
    const { organization, owner, admin } = await organizationWithTeam('Northgate Clinics');
    await (await operator()).call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 10, reason: 'One session' });
    await useWorkspace(owner, organization.id);
    await useWorkspace(admin, organization.id);
    const [first, second] = await Promise.all([start(owner, await scenarioOf(owner)), start(admin, await scenarioOf(admin))]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 402]);
    const after = await credits(owner, organization.id);
    expect(after.balance).toBe(0);
    expect(after.entries.filter((entry) => entry.kind === 'session')).toHaveLength(1);
    expect(await personalBalance(owner)).toBe(30);
    expect(await personalBalance(admin)).toBe(30);
  });

  it('lets any member ask, one request at a time, and only the operator grant or decline it', async () => {
    const { organization, admin, member } = await organizationWithTeam('Riverside Dental');
    const asked = await member.call('POST', `/organizations/${organization.id}/credits/requests`, { amount: 40, message: 'Onboarding week' });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data as { id: string };
    expect(asked.json().data).toMatchObject({ amount: 40, message: 'Onboarding week', status: 'pending', requested_by: 'Mia Member' });
    expect((await admin.call('POST', `/organizations/${organization.id}/credits/requests`, { amount: 5 })).json()).toEqual({ message: PENDING_ORGANIZATION_REQUEST_MESSAGE });
    expect((await member.call('POST', `/organizations/${organization.id}/credits/requests`, { amount: 0 })).statusCode).toBe(400);

    // The organisation's own admin is no site administrator: the console's routes refuse them and the member.
    for (const who of [admin, member]) {
      expect((await who.call('POST', `${ADMIN_PATH}/${organization.id}/credit-requests/${request.id}/grant`, {})).statusCode).toBe(403);
      expect((await who.call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 5, reason: 'Self-service' })).statusCode).toBe(403);
      expect((await who.call('GET', ADMIN_PATH)).statusCode).toBe(403);
    }
    expect((await credits(admin, organization.id)).balance).toBe(0);

    const op = await operator();
    // A request is answered only through its own organisation's path.
    const other = await createOrganization(await person('Oscar Other'), { name: 'Other Co' });
    expect((await op.call('POST', `${ADMIN_PATH}/${other.id}/credit-requests/${request.id}/grant`, {})).statusCode).toBe(404);
    const grant = await op.call('POST', `${ADMIN_PATH}/${organization.id}/credit-requests/${request.id}/grant`, { amount: 30 });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().data).toMatchObject({ status: 'granted', granted_amount: 30 });
    expect((await op.call('POST', `${ADMIN_PATH}/${organization.id}/credit-requests/${request.id}/grant`, {})).statusCode).toBe(409);
    const after = await credits(admin, organization.id);
    expect(after.balance).toBe(30);
    expect(after.entries[0]).toMatchObject({ kind: 'grant', amount: 30, member: { name: 'Mia Member' } });
    expect(after.request).toMatchObject({ status: 'granted', granted_amount: 30 });

    const again = (await admin.call('POST', `/organizations/${organization.id}/credits/requests`, { amount: 20 })).json().data as { id: string };
    const declined = await op.call('POST', `${ADMIN_PATH}/${organization.id}/credit-requests/${again.id}/decline`, { reason: 'Renew the plan first' });
    expect(declined.json().data).toMatchObject({ status: 'declined', answer: 'Renew the plan first' });
    expect((await credits(member, organization.id)).request).toMatchObject({ status: 'declined', answer: 'Renew the plan first', requested_by: 'Ada Admin' });
  });

  it('answers 404 for an organisation the caller is not in, with ids swapped across organisations and roles', async () => {
    const first = await organizationWithTeam('First Team');
    const second = await organizationWithTeam('Second Team');
    for (const who of [second.owner, second.admin, second.manager, second.member]) {
      expect((await who.call('GET', `/organizations/${first.organization.id}/credits`)).json()).toEqual({ message: ORGANIZATION_MESSAGES.notFound });
      expect((await who.call('POST', `/organizations/${first.organization.id}/credits/requests`, { amount: 10 })).statusCode).toBe(404);
    }
    expect((await first.member.call('GET', '/organizations/not-an-id/credits')).statusCode).toBe(404);
    // A member removed from the organisation is out at once, and a session they start is theirs again.
    await (await operator()).call('POST', `${ADMIN_PATH}/${first.organization.id}/grants`, { amount: 50, reason: 'Start' });
    await useWorkspace(first.member, first.organization.id);
    expect((await first.owner.call('DELETE', `/organizations/${first.organization.id}/members/${await userIdOf(first.member)}`)).statusCode).toBe(204);
    expect((await first.member.call('GET', `/organizations/${first.organization.id}/credits`)).statusCode).toBe(404);
    expect((await start(first.member, await scenarioOf(first.member))).statusCode).toBe(201);
    expect(await personalBalance(first.member)).toBe(20);
    expect((await credits(first.owner, first.organization.id)).balance).toBe(50);
  });

  it('shows the operator every organisation with its members, roles, balance and sessions this month', async () => {
    const { organization, owner, member } = await organizationWithTeam('Westbrook Hotels');
    const op = await operator();
    await op.call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 40, reason: 'Launch' });
    await useWorkspace(member, organization.id);
    expect((await start(member, await scenarioOf(member))).statusCode).toBe(201);
    await owner.call('POST', `/organizations/${organization.id}/credits/requests`, { amount: 100 });

    const listed = await op.call('GET', `${ADMIN_PATH}?q=westbrook`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as AdminOrganizationList).data).toEqual([
      { id: organization.id, name: 'Westbrook Hotels', created_at: expect.any(String), member_count: 4, balance: 30, sessions_this_month: 1, credits_spent_this_month: 10, pending_request_amount: 100 },
    ]);
    const details = (await op.call('GET', `${ADMIN_PATH}/${organization.id}`)).json() as AdminOrganizationDetails;
    expect(details.members.map((row) => [row.name, row.role, row.sessions])).toEqual([
      ['Olivia Owner', 'owner', 0],
      ['Ada Admin', 'admin', 0],
      ['Max Manager', 'manager', 0],
      ['Mia Member', 'member', 1],
    ]);
    expect(details.pending_request).toMatchObject({ amount: 100, requested_by: 'Olivia Owner' });
    expect(details.entries.map((entry) => entry.kind)).toEqual(['session', 'grant']);

    expect((await op.call('GET', `${ADMIN_PATH}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await op.call('GET', `${ADMIN_PATH}/not-an-id`)).statusCode).toBe(400);
    expect((await op.call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: -5, reason: 'Oops' })).statusCode).toBe(400);
    expect((await op.call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 5, reason: '' })).statusCode).toBe(400);
    expect((await member.call('GET', `${ADMIN_PATH}/${organization.id}`)).statusCode).toBe(403);
  });
});
