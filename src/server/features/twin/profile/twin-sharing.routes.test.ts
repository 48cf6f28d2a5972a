import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import type { PublicTwin } from '../../../../shared/contracts/twin-public.ts';
import { TEST_DATABASES } from '../../../test/test-app.ts';
import { releaseInactiveTwins } from '../heirs/release-inactive-twins.job.ts';
import { useTwinRoutes } from './twin.test-helpers.ts';

describe.each(TEST_DATABASES)('[TWIN] digital twin routes on $name', ({ url }) => {
  const { ctx, nextAddress, person, answer, inviteAndAccept, textMemory, chatPublic, readPublic, activity } = useTwinRoutes(url);

  it('gives heirs access only once released, and takes it back when revoked', async () => {
    const owner = await person('Maria Lopez');
    const heir = await person('Ana Lopez');
    const stranger = await person('Stan Ger');
    await answer(owner, 1, 'My daughter Ana loves horses.', 'family');
    const { username } = (await owner.call('PATCH', '/twin', { visibility: 'family', release: 'manual' })).json() as Twin;

    expect((await owner.call('POST', '/twin/heirs', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await owner.call('POST', '/twin/heirs', { email: owner.email })).statusCode).toBe(400);
    const { heir: added } = await inviteAndAccept(owner, heir, heir.email.toUpperCase());
    expect(added.email).toBe(heir.email);
    expect((await owner.call('POST', '/twin/heirs', { email: heir.email })).statusCode).toBe(409);

    // Named but not released: nothing to see.
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);
    expect((await chatPublic(username, 'Hi', { cookies: heir.cookies })).statusCode).toBe(404);
    expect((await heir.call('GET', '/twin/inherited')).json()).toEqual({ twins: [] });

    expect((await owner.call('PATCH', '/twin', { released: true })).json()).toMatchObject({ released: true });
    const seen = await readPublic(username, heir.cookies);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ username, name: 'Maria Lopez', visibility: 'family', is_owner: false });
    const chat = await chatPublic(username, 'Tell me about your daughter', { cookies: heir.cookies });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toMatch(/horses/);
    expect((await heir.call('GET', '/twin/inherited')).json().twins).toEqual([expect.objectContaining({ username })]);
    expect((await readPublic(username, stranger.cookies)).statusCode).toBe(404);

    expect((await owner.call('PATCH', '/twin', { released: false })).json()).toMatchObject({ released: false });
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);

    // "Now" releases at once; removing the heir ends it.
    expect((await owner.call('PATCH', '/twin', { release: 'now' })).json()).toMatchObject({ release: 'now', released: true });
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(200);
    const heirId = ((await owner.call('GET', '/twin/heirs')).json().heirs as { id: string }[])[0]!.id;
    expect((await owner.call('DELETE', `/twin/heirs/${heirId}`)).statusCode).toBe(204);
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);

    const log = await activity(owner);
    expect(log.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([`${heir.email} chatted`, 'Released to heirs', 'Heirs’ access revoked', `Heir named: ${heir.email}`, `${heir.email} accepted the invitation as ${heir.email}`]),
    );
    expect(new Date(log[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(log.at(-1)!.at).getTime());
    // Each entry keeps its sentence's key and values, for the reader's language.
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ detail_key: 'heirAccepted', detail_values: { heir: heir.email, account: heir.email } }),
        expect.objectContaining({ detail_key: 'revoked', detail_values: {} }),
      ]),
    );

    // At most ten heirs.
    for (let index = 0; index < 10; index += 1) expect((await owner.call('POST', '/twin/heirs', { email: `heir${index}.${randomBytes(3).toString('hex')}@example.com` })).statusCode).toBe(201);
    const eleventh = await owner.call('POST', '/twin/heirs', { email: `one.more.${randomBytes(3).toString('hex')}@example.com` });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You can name at most 10 heirs.');
  });

  it('releases a twin after the owner’s chosen months without a sign-in, checked by the daily job', async () => {
    const owner = await person();
    const heir = await person();
    await answer(owner, 1, 'Family first.');
    const { username, id } = (await owner.call('PATCH', '/twin', { visibility: 'family', release: 'inactivity', inactivity_months: 3 })).json() as Twin;
    await inviteAndAccept(owner, heir);

    const now = new Date();
    const inTwoMonths = new Date(now.getTime() + 61 * 24 * 3600 * 1000);
    const inFourMonths = new Date(now.getTime() + 125 * 24 * 3600 * 1000);
    expect(await releaseInactiveTwins(ctx.database.db, inTwoMonths)).not.toContain(id);
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);
    expect(await releaseInactiveTwins(ctx.database.db, inFourMonths)).toContain(id);
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(200);
    // Idempotent: a second run releases nothing again.
    expect(await releaseInactiveTwins(ctx.database.db, inFourMonths)).not.toContain(id);
    expect((await activity(owner)).find((entry) => entry.kind === 'released')).toMatchObject({ actor: 'system', detail: expect.stringContaining('3 months'), detail_key: 'releasedInactive', detail_values: { months: 3 } });
  });

  it('applies the visibility rules for the owner, an heir, a stranger and no account', async () => {
    const owner = await person();
    const heir = await person();
    const stranger = await person();
    await answer(owner, 1, 'My family loves board games.');
    const { username } = (await owner.call('PATCH', '/twin', { release: 'now' })).json() as Twin;
    await inviteAndAccept(owner, heir);

    const matrix = async () => ({
      owner: (await readPublic(username, owner.cookies)).statusCode,
      heir: (await readPublic(username, heir.cookies)).statusCode,
      stranger: (await readPublic(username, stranger.cookies)).statusCode,
      anonymous: (await readPublic(username)).statusCode,
    });
    expect(await matrix()).toEqual({ owner: 404, heir: 404, stranger: 404, anonymous: 404 });
    await owner.call('PATCH', '/twin', { visibility: 'family' });
    expect(await matrix()).toEqual({ owner: 200, heir: 200, stranger: 404, anonymous: 404 });
    await owner.call('PATCH', '/twin', { visibility: 'public' });
    expect(await matrix()).toEqual({ owner: 200, heir: 200, stranger: 200, anonymous: 200 });
    const page = (await readPublic(username)).json() as PublicTwin;
    expect(Object.keys(page).sort()).toEqual(['is_owner', 'name', 'onchain', 'photos', 'reads_english_only', 'summary', 'username', 'visibility']);
    expect((await readPublic(username, owner.cookies)).json()).toMatchObject({ is_owner: true });
    // The test app's twin is the built-in engine, which reads English only.
    expect(page.reads_english_only).toBe(true);
    expect((await readPublic('nobody_here_at_all')).statusCode).toBe(404);
  });

  it('never uses private or family memories in a public chat, and limits each visitor’s rate', async () => {
    const owner = await person();
    await answer(owner, 8, 'I like walking in the hills.');
    await textMemory(owner, 'Secret', 'The secret word is zanzibarquokka.', 'private');
    await textMemory(owner, 'Family code', 'The family password word is marmaladepelican.', 'family');
    await textMemory(owner, 'Garden', 'The old oak tree in my garden is my favourite tree.', 'public');
    const { username } = (await owner.call('PATCH', '/twin', { visibility: 'public' })).json() as Twin;

    // The owner's own chat hears the private memory (so the word is findable when allowed).
    expect((await owner.call('POST', '/twin/chat', { messages: [{ role: 'user', content: 'What is the secret word?' }] })).body).toContain('zanzibarquokka');

    const secret = await chatPublic(username, 'What is the secret word?');
    expect(secret.statusCode).toBe(200);
    expect(secret.body).not.toContain('zanzibarquokka');
    const family = await chatPublic(username, 'What is the family password word?');
    expect(family.body).not.toContain('marmaladepelican');
    const tree = await chatPublic(username, 'What is your favourite tree?');
    expect(tree.body).toMatch(/oak/);
    expect((await activity(owner)).map((entry) => entry.detail)).toContain('A visitor chatted');

    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await chatPublic(username, 'Hello', { address })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await chatPublic(username, 'Hello', { address });
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(limited.json().message).toMatch(/Too many requests/);
  });
});
