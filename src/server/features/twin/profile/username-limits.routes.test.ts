// Usernames that cannot be farmed: renames limited per account per day on every instance, at most three old names
// reserved, one waiting on-chain reservation per twin however often it is renamed, and a deleted twin's names (by
// DELETE /twin or by the account's deletion) held from everyone else for 30 days.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import type { PublicTwinMoved } from '../../../../shared/contracts/twin-public.ts';
import type { Database } from '../../../db/client.ts';
import { rateLimitCounters, twinUsernameHolds, twinUsernameRedirects } from '../../../db/schema.ts';
import { callerOf, signedInCaller, TEST_DATABASES, userIdOf, useTestApp, useTwoInstances } from '../../../test/test-app.ts';
import { createTwinRepository } from '../shared/twin.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TAKEN = 'That username is taken. Try another one.';
const freshName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** Ends the account's day of username changes, as if a day had passed. */
async function endTheDay(database: Database, userId: string): Promise<void> {
  await database.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: new Date(Date.now() - 1000) })
    .where(eq(rateLimitCounters.key, `twin-username:${userId}`));
}

async function startTwin(app: FastifyInstance, username: string) {
  const owner = await signedInCaller(app, 'Dana Deleted');
  const created = await owner.call('PATCH', '/twin', { username, visibility: 'public' });
  expect(created.statusCode).toBe(200);
  return { owner, twin: created.json() as Twin };
}

describe.each(TEST_DATABASES)('[TWIN] usernames that cannot be farmed on $name', ({ url }) => {
  const instances = useTwoInstances(url, { LOGIN_RATE_LIMIT_PER_IP: '1000' });
  const read = (app: FastifyInstance, path: string) => app.inject({ method: 'GET', url: path });

  it('renames once a day per account on every instance, then 429 with Retry-After and the time in words', async () => {
    const first = freshName('day');
    const { owner } = await startTwin(instances.first, first);
    const onSecond = callerOf(instances.second, owner.cookies);
    const asked = Array.from({ length: 6 }, (_, index) => freshName(`r${index}`));

    const statuses: number[] = [];
    for (const [index, username] of asked.entries()) {
      const call = index % 2 === 0 ? owner.call : onSecond;
      const response = await call('PATCH', '/twin', { username });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^You can change your username again (today|tomorrow) at \d{2}:\d{2} UTC\.$/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 60);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(DAY_MS / 1000);
      }
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    // Refused names were never reserved: someone else takes one at once.
    const other = await signedInCaller(instances.second, 'Olga Other');
    expect((await other.call('PATCH', '/twin', { username: asked[1] })).statusCode).toBe(200);
    // Taking back one's own old name is a change too.
    expect((await owner.call('PATCH', '/twin', { username: first })).statusCode).toBe(429);

    // A name taken meanwhile costs nothing: the day's change is still there.
    const userId = await userIdOf(instances.database.db, owner.email);
    await endTheDay(instances.database, userId);
    expect((await onSecond('PATCH', '/twin', { username: asked[1] })).json().message).toBe(TAKEN);
    expect((await onSecond('PATCH', '/twin', { username: freshName('next') })).statusCode).toBe(200);
    expect((await owner.call('PATCH', '/twin', { username: freshName('more') })).statusCode).toBe(429);
  });

  it('lets one of many renames sent at once on both instances through', async () => {
    const { owner } = await startTwin(instances.first, freshName('burst'));
    const onSecond = callerOf(instances.second, owner.cookies);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? owner.call : onSecond)('PATCH', '/twin', { username: freshName(`b${index}`) })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('keeps at most three old usernames reserved: each further rename frees the oldest', async () => {
    const names = Array.from({ length: 6 }, (_, index) => freshName(`n${index}`));
    const { owner, twin } = await startTwin(instances.first, names[0]!);
    const userId = await userIdOf(instances.database.db, owner.email);
    // Five renames, a day apart.
    for (const [index, username] of names.slice(1).entries()) {
      const app = index % 2 === 0 ? instances.first : instances.second;
      expect((await callerOf(app, owner.cookies)('PATCH', '/twin', { username })).statusCode).toBe(200);
      await endTheDay(instances.database, userId);
    }

    const reserved = await instances.database.db.select({ username: twinUsernameRedirects.username }).from(twinUsernameRedirects).where(eq(twinUsernameRedirects.twinId, twin.id));
    expect(reserved.map((row) => row.username).sort()).toEqual([names[2], names[3], names[4]].sort());
    for (const kept of [names[2], names[3], names[4]]) {
      expect(((await read(instances.second, `/public/twins/${kept}`)).json() as PublicTwinMoved).moved_to).toBe(names[5]);
    }
    // The two oldest are free again: no redirect, and anyone may take them.
    expect((await read(instances.first, `/public/twins/${names[0]}`)).statusCode).toBe(404);
    const other = await signedInCaller(instances.first, 'Olga Other');
    expect((await other.call('PATCH', '/twin', { username: names[0] })).statusCode).toBe(200);
    const another = await signedInCaller(instances.first, 'Ari Another');
    expect((await another.call('PATCH', '/twin', { username: names[1] })).statusCode).toBe(200);
    expect((await another.call('PATCH', '/twin', { username: names[2] })).json().message).toBe(TAKEN);
  });

  for (const deletion of ['DELETE /twin', 'DELETE /users/me'] as const) {
    it(`holds a deleted twin’s current and reserved names from everyone else for 30 days (${deletion})`, async () => {
      const [old, current] = [freshName('d1'), freshName('d2')];
      const { owner } = await startTwin(instances.first, old);
      expect((await owner.call('PATCH', '/twin', { username: current })).statusCode).toBe(200);
      const deleted =
        deletion === 'DELETE /twin' ? await owner.call('DELETE', '/twin', { confirm: current }) : await owner.call('DELETE', '/users/me', { password: 'correct horse battery' });
      expect(deleted.statusCode).toBe(204);

      // No twin stands behind either name: the page and the old link answer 404.
      for (const name of [old, current]) {
        expect((await read(instances.second, `/public/twins/${name}`)).statusCode, name).toBe(404);
        expect((await read(instances.second, `/t/${name}`)).statusCode, name).toBe(404);
      }
      const other = await signedInCaller(instances.second, 'Olga Other');
      for (const name of [current, old]) {
        const claimed = await other.call('PATCH', '/twin', { username: name });
        expect(claimed.statusCode, name).toBe(409);
        expect(claimed.json().message).toBe(TAKEN);
      }
      const availability = await other.call('GET', `/twin/username-availability?u=${old}`);
      expect(availability.json().status).toBe('taken');

      // Thirty days later both are free, and the sweep forgets the ended holds.
      const holds = await instances.database.db.select().from(twinUsernameHolds).where(inArray(twinUsernameHolds.username, [old, current]));
      expect(holds.map((hold) => Math.round((hold.expiresAt!.getTime() - Date.now()) / DAY_MS))).toEqual([30, 30]);
      await instances.database.db
        .update(twinUsernameHolds)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(inArray(twinUsernameHolds.username, [old, current]));
      expect((await other.call('PATCH', '/twin', { username: current })).statusCode).toBe(200);
      const latecomer = await signedInCaller(instances.first, 'Lee Late');
      expect((await latecomer.call('PATCH', '/twin', { username: old })).statusCode).toBe(200);
      await createTwinRepository(instances.database.db).deleteExpiredRedirects(new Date());
      expect(await instances.database.db.select().from(twinUsernameHolds).where(inArray(twinUsernameHolds.username, [old, current]))).toEqual([]);
    });
  }

  it('starts no new twin (and so no new name) while the day’s change went to deleting one', async () => {
    const first = freshName('again');
    const { owner } = await startTwin(instances.first, first);
    expect((await owner.call('DELETE', '/twin', { confirm: first })).statusCode).toBe(204);
    const again = await callerOf(instances.second, owner.cookies)('PATCH', '/twin', { username: freshName('again') });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^You can start a new Engram (today|tomorrow) at \d{2}:\d{2} UTC\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await endTheDay(instances.database, await userIdOf(instances.database.db, owner.email));
    expect((await owner.call('PATCH', '/twin', { username: freshName('again') })).statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASES)('[TWIN] on-chain reservations of a twin renamed in a loop on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000', TWIN_USERNAME_CHANGES_PER_DAY: '1000' });

  it('queues at most one waiting reservation per twin, however many renames (40 in a row)', async () => {
    const { twin, owner } = await startTwin(ctx.app, freshName('loop'));
    for (let index = 0; index < 40; index += 1) {
      expect((await owner.call('PATCH', '/twin', { username: `loop_${index}_${randomBytes(3).toString('hex')}` })).statusCode).toBe(200);
    }
    const { rows } = await ctx.database.executeSql(
      `select state, extract(epoch from start_after - created_on)::int as delay from pgboss.job where name = 'twin.reserve-username' and data->>'twinId' = $1`,
      [twin.id],
    );
    expect(rows).toEqual([{ state: 'created', delay: 600 }]);
  }, 60_000);
});
