// An organisation's balance, live: every member's open pages are told the new balance after a grant (console or
// request), a member's session and its refund, and nobody outside the organisation is; and who would pay for a session
// (`GET /assessment/scenario-conversation/funds`) says plainly when the organisation has no credits and how to ask.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionFunds } from '../../../shared/contracts/conversations.ts';
import type { ServerEvent } from '../../../shared/contracts/jobs.ts';
import { buildScenario } from '../../test/builders.ts';
import { collectEventStream } from '../../test/event-stream.ts';
import { eventually, promoteToAdmin, TEST_DATABASES } from '../../test/test-app.ts';
import { useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

const ADMIN_PATH = '/api/admin/organizations';
const FUNDS_PATH = '/assessment/scenario-conversation/funds';

describe.each(TEST_DATABASES)('[ORGANISATION CREDITS] the live balance and who pays on $name', ({ url }) => {
  const { ctx, person, userIdOf, organizationWithTeam } = useOrganizationRoutes(url);

  async function operator(): Promise<Person> {
    const who = await person('Otto Operator');
    await promoteToAdmin(ctx.database, who.email);
    return who;
  }
  const baseUrl = async () =>
    ctx.app.server.listening ? `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}` : ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const balancesOf = (received: ServerEvent[], organizationId: string) =>
    received.flatMap((event) => (event.type === 'organization-credits' && event.organization_id === organizationId ? [event.balance] : []));
  const useWorkspace = async (who: Person, organizationId: string | null) => expect((await who.call('PUT', '/organizations/current', { organization_id: organizationId })).statusCode).toBe(200);
  const scenarioOf = async (who: Person) => (await buildScenario(ctx.database.db, { userId: await userIdOf(who), name: 'Settling a billing dispute' })).id;
  const funds = async (who: Person, scenarioId: string) => {
    const response = await who.call('GET', `${FUNDS_PATH}?scenario_id=${scenarioId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SessionFunds;
  };

  it('tells every member the new balance after a grant, a session and its refund, and no one else', async () => {
    const { organization, owner, member } = await organizationWithTeam('Lakeside Plumbing');
    const other = await organizationWithTeam('Hilltop Roofing');
    const base = await baseUrl();
    const [ownerStream, memberStream, outsiderStream] = await Promise.all([collectEventStream(base, owner.cookies), collectEventStream(base, member.cookies), collectEventStream(base, other.owner.cookies)]);
    try {
      const op = await operator();
      expect((await op.call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 25, reason: 'Spring practice' })).statusCode).toBe(201);
      // Each stream is told on its own connection: both are waited for.
      await eventually(async () => [memberStream, ownerStream].map((stream) => balancesOf(stream.received, organization.id)), (seen) => seen.every((balances) => balances.length === 1));
      expect(balancesOf(ownerStream.received, organization.id)).toEqual([25]);
      expect(balancesOf(memberStream.received, organization.id)).toEqual([25]);

      // A member's session on the organisation's credits, then its refund (nothing was said).
      await useWorkspace(member, organization.id);
      const started = await member.call('POST', '/assessment/scenario-conversation/create', { scenario_id: await scenarioOf(member), mode: 'text' });
      expect(started.statusCode, started.body).toBe(201);
      await eventually(async () => balancesOf(ownerStream.received, organization.id), (seen) => seen.length === 2);
      expect((await member.call('POST', `/conversations/${started.json().data.id}/end`)).statusCode).toBe(202);
      await eventually(async () => balancesOf(ownerStream.received, organization.id), (seen) => seen.length === 3);
      expect(balancesOf(ownerStream.received, organization.id)).toEqual([25, 15, 25]);
      await eventually(async () => balancesOf(memberStream.received, organization.id), (seen) => seen.length === 3);
      expect(balancesOf(memberStream.received, organization.id)).toEqual([25, 15, 25]);
      // The member's own balance did not move, so no `credits` event told them otherwise.
      expect(memberStream.received.filter((event) => event.type === 'credits')).toEqual([]);

      // A granted request is told the same way.
      const asked = await member.call('POST', `/organizations/${organization.id}/credits/requests`, { amount: 5 });
      expect((await op.call('POST', `${ADMIN_PATH}/${organization.id}/credit-requests/${asked.json().data.id}/grant`, {})).statusCode).toBe(200);
      await eventually(async () => balancesOf(ownerStream.received, organization.id), (seen) => seen.length === 4);
      expect(balancesOf(ownerStream.received, organization.id)).toEqual([25, 15, 25, 30]);

      // Someone in another organisation hears nothing of it.
      expect(outsiderStream.received.filter((event) => event.type === 'organization-credits')).toEqual([]);
    } finally {
      for (const stream of [ownerStream, memberStream, outsiderStream]) stream.close();
    }
  });

  it('says who would pay for a session, and plainly when the organisation has no credits and how to ask for them', async () => {
    const { organization, owner, member } = await organizationWithTeam('Meadow Vets');
    const scenarioId = await scenarioOf(member);
    expect(await funds(member, scenarioId)).toEqual({ payer: 'personal', organization: null, balance: 30, session_cost: 10, short_message: null });

    await useWorkspace(member, organization.id);
    const short = await funds(member, scenarioId);
    expect(short).toMatchObject({ payer: 'organization', organization: { id: organization.id, name: 'Meadow Vets' }, balance: 0, session_cost: 10 });
    expect(short.short_message).toBe(
      '“Meadow Vets” has no credits left, and a session needs 10 credits. Ask for credits for it on its Organisations page (any member can; the operator grants them), or switch to Personal in the header to use your own.',
    );
    // The start answers the same words.
    const refused = await member.call('POST', '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(short.short_message);

    // A scenario of the organisation's library is paid by it from any workspace.
    const shared = await scenarioOf(owner);
    await ctx.database.db.execute(sql`update scenarios set organization_id = ${organization.id} where id = ${shared}`);
    await useWorkspace(member, null);
    expect(await funds(member, shared)).toMatchObject({ payer: 'organization', balance: 0 });
    await (await operator()).call('POST', `${ADMIN_PATH}/${organization.id}/grants`, { amount: 4, reason: 'A little' });
    expect((await funds(member, shared)).short_message).toBe(
      '“Meadow Vets” has only 4 credits left, and a session needs 10 credits. Ask for credits for it on its Organisations page (any member can; the operator grants them), or switch to Personal in the header to use your own.',
    );

    // In the language the member reads: the request's, and their account's once chosen, for the page and the refusal alike.
    const inIndonesian = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: member.cookies, 'accept-language': 'id-ID,id;q=0.9' } });
    const indonesian = ((await inIndonesian(`${FUNDS_PATH}?scenario_id=${shared}`)).json() as SessionFunds).short_message;
    expect(indonesian).toBe(
      'Kredit “Meadow Vets” tinggal 4, padahal satu sesi memerlukan 10 kredit. Minta kredit untuknya di halaman Organisasi (setiap anggota boleh meminta; operator yang memberikannya), atau beralih ke Pribadi di bagian atas halaman untuk memakai kredit Anda sendiri.',
    );
    expect((await member.call('PATCH', '/users/me', { language: 'id' })).statusCode).toBe(200);
    expect((await funds(member, shared)).short_message).toBe(indonesian);
    const refusedInIndonesian = await member.call('POST', '/assessment/scenario-conversation/create', { scenario_id: shared, mode: 'text' });
    expect(refusedInIndonesian.statusCode).toBe(402);
    expect(refusedInIndonesian.json().message).toBe(indonesian);
  });

  it('answers 404 for a scenario the caller cannot play, swapped across organisations, and 400 for a bad id', async () => {
    const first = await organizationWithTeam('North Bakery');
    const second = await organizationWithTeam('South Bakery');
    const privateOne = await scenarioOf(first.member);
    const shared = await scenarioOf(first.owner);
    await ctx.database.db.execute(sql`update scenarios set organization_id = ${first.organization.id} where id = ${shared}`);
    expect((await funds(first.manager, shared)).payer).toBe('organization');
    for (const who of [second.owner, second.admin, second.manager, second.member, first.manager]) {
      const answer = await who.call('GET', `${FUNDS_PATH}?scenario_id=${privateOne}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Scenario not found.' });
    }
    for (const who of [second.owner, second.member]) expect((await who.call('GET', `${FUNDS_PATH}?scenario_id=${shared}`)).statusCode).toBe(404);
    expect((await first.member.call('GET', `${FUNDS_PATH}?scenario_id=not-an-id`)).json()).toEqual({ message: 'Scenario id is not valid.' });
    expect((await first.member.call('GET', FUNDS_PATH)).json()).toEqual({ message: 'Scenario id is required.' });
    expect((await ctx.app.inject({ method: 'GET', url: `${FUNDS_PATH}?scenario_id=${shared}` })).statusCode).toBe(401);
  });
});
