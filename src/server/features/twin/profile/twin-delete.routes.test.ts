import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import { twinMemories, twins } from '../../../db/schema.ts';
import { storedBlobs } from '../../../test/multipart.ts';
import { TEST_DATABASES, userIdOf } from '../../../test/test-app.ts';
import { PNG, useTwinRoutes } from './twin.test-helpers.ts';

describe.each(TEST_DATABASES)('[TWIN] digital twin routes on $name', ({ url }) => {
  const { ctx, person, answer, inviteAndAccept, getTwin, uploadMemory, readPublic } = useTwinRoutes(url);

  it('deletes the twin and everything in it, only with its username confirmed', async () => {
    const sam = await person();
    const heir = await person();
    await answer(sam, 1, 'Hello');
    await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Beach' },
      { name: 'file', filename: 'beach.png', content: PNG },
    ]);
    await inviteAndAccept(sam, heir);
    const { id, username } = (await sam.call('PATCH', '/twin', { visibility: 'public' })).json() as Twin;
    const blobsBefore = storedBlobs(ctx.filesDir).length;

    const wrong = await sam.call('DELETE', '/twin', { confirm: 'something_else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type your Engram’s username to confirm.');
    expect(await getTwin(sam)).not.toBeNull();

    expect((await sam.call('DELETE', '/twin', { confirm: username })).statusCode).toBe(204);
    expect(await getTwin(sam)).toBeNull();
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore - 1);
    const { rows } = await ctx.database.executeSql(
      `select
        (select count(*) from twins where id = $1)::int as twins,
        (select count(*) from twin_memories where twin_id = $1)::int as memories,
        (select count(*) from twin_answers where twin_id = $1)::int as answers,
        (select count(*) from twin_heirs where twin_id = $1)::int as heirs,
        (select count(*) from twin_activity where twin_id = $1)::int as activity`,
      [id],
    );
    const counts = rows[0];
    expect(counts).toEqual({ twins: 0, memories: 0, answers: 0, heirs: 0, activity: 0 });
    expect((await readPublic(username)).statusCode).toBe(404);
    expect((await sam.call('GET', '/twin/memories')).json().memories).toEqual([]);
    // The username stays held from everyone else for 30 days (username-limits tests).
    const other = await person();
    expect((await other.call('PATCH', '/twin', { username })).statusCode).toBe(409);
  });

  it('deletes a person’s twin with their account', async () => {
    const sam = await person();
    await answer(sam, 1, 'Hello');
    const userId = await userIdOf(ctx.database.db, sam.email);
    const twin = (await getTwin(sam))!;
    await ctx.database.executeSql('delete from users where id = $1', [userId]);
    expect(await ctx.database.db.select().from(twins).where(eq(twins.id, twin.id))).toEqual([]);
    expect(await ctx.database.db.select().from(twinMemories).where(eq(twinMemories.twinId, twin.id))).toEqual([]);
  });
});
