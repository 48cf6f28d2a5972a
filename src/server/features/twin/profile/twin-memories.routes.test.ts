import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TwinMemoriesList, TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { twins } from '../../../db/schema.ts';
import { storedBlobs } from '../../../test/multipart.ts';
import { TEST_DATABASES } from '../../../test/test-app.ts';
import { unzip } from '../../../test/zip-entries.ts';
import { PNG, useTwinRoutes } from './twin.test-helpers.ts';

describe.each(TEST_DATABASES)('[TWIN] digital twin routes on $name', ({ url }) => {
  const { ctx, person, answer, getTwin, uploadMemory, textMemory } = useTwinRoutes(url);

  it('keeps memories: upload, search, sort, delete, and refuses past the allowance with 413', async () => {
    const sam = await person();
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    expect((await textMemory(sam, 'Zebra trip', 'We saw zebras in Kenya in 2010.', 'family')).statusCode).toBe(201);
    const document = await uploadMemory(sam, [
      { name: 'kind', value: 'document' },
      { name: 'title', value: 'Apple pie recipe' },
      { name: 'date', value: '1998-10-04' },
      { name: 'file', filename: 'recipe.txt', content: 'Grandma used cinnamon and brown sugar.' },
    ]);
    expect(document.statusCode).toBe(201);
    const documentMemory = document.json() as TwinMemory;
    expect(documentMemory).toMatchObject({ kind: 'document', date: '1998-10-04', visibility: 'private', text_status: 'pending' });
    const photo = await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Middle photo' },
      { name: 'file', filename: 'beach.png', content: PNG, contentType: 'image/png' },
    ]);
    expect(photo.statusCode).toBe(201);
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore + 2);

    // Refused by content, not by name.
    const fake = await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Not a photo' },
      { name: 'file', filename: 'fake.png', content: 'hello' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect((await uploadMemory(sam, [{ name: 'kind', value: 'text' }, { name: 'title', value: 'Empty' }])).statusCode).toBe(400);
    expect((await uploadMemory(sam, [{ name: 'kind', value: 'song' }, { name: 'title', value: 'x' }, { name: 'text', value: 'x' }])).statusCode).toBe(400);

    // The document's text is extracted by a job, then found by search.
    const deadline = Date.now() + 15_000;
    let list: TwinMemoriesList;
    for (;;) {
      list = (await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList;
      if (list.memories.find((memory) => memory.id === documentMemory.id)?.text_status !== 'pending' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(list.memories.find((memory) => memory.id === documentMemory.id)).toMatchObject({ text_status: 'ready', excerpt: 'Grandma used cinnamon and brown sugar.' });

    const search = async (query: string) => ((await sam.call('GET', `/twin/memories?q=${encodeURIComponent(query)}`)).json() as TwinMemoriesList).memories.map((memory) => memory.title);
    expect(await search('cinnamon')).toEqual(['Apple pie recipe']);
    expect(await search('ZEBRA')).toEqual(['Zebra trip']);
    expect(await search('%')).toEqual([]);
    const titles = async (sort: string) => ((await sam.call('GET', `/twin/memories?sort=${sort}`)).json() as TwinMemoriesList).memories.map((memory) => memory.title);
    expect(await titles('title')).toEqual(['Apple pie recipe', 'Middle photo', 'Zebra trip']);
    expect(await titles('oldest')).toEqual(['Zebra trip', 'Apple pie recipe', 'Middle photo']);
    expect(await titles('newest')).toEqual(['Middle photo', 'Apple pie recipe', 'Zebra trip']);
    expect((await sam.call('GET', '/twin/memories?sort=size')).statusCode).toBe(400);

    const used = list.storage.used_bytes;
    expect(used).toBe(Buffer.byteLength('We saw zebras in Kenya in 2010.') + Buffer.byteLength('Grandma used cinnamon and brown sugar.') + PNG.length);
    expect(list.storage.allowance_bytes).toBe(1024 * 1024 * 1024);

    // Delete takes the row and the bytes.
    expect((await sam.call('DELETE', `/twin/memories/${documentMemory.id}`)).statusCode).toBe(204);
    expect((await sam.call('DELETE', `/twin/memories/${documentMemory.id}`)).statusCode).toBe(404);
    expect((await sam.call('DELETE', '/twin/memories/not-an-id')).statusCode).toBe(404);
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore + 1);
    expect(await search('cinnamon')).toEqual([]);

    // Past the allowance: 413 with what is left, and nothing stored.
    const twinId = (await getTwin(sam))!.id;
    await ctx.database.db.update(twins).set({ storageAllowanceBytes: 2048 }).where(eq(twins.id, twinId));
    const tooBig = await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Too big' },
      { name: 'file', filename: 'big.png', content: Buffer.concat([PNG, randomBytes(3000)]) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/^Not enough room in your locker/);
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore + 1);
    expect(((await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList).storage).toEqual({ used_bytes: used - Buffer.byteLength('Grandma used cinnamon and brown sugar.'), allowance_bytes: 2048 });
  });

  it('exports everything as a ZIP', async () => {
    const sam = await person();
    await answer(sam, 1, 'My sister Anna is a nurse.');
    await answer(sam, 2, 'Sunday pancakes.');
    await textMemory(sam, 'Note', 'A typed memory.');
    await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Beach' },
      { name: 'file', filename: 'beach.png', content: PNG },
    ]);
    const response = await sam.call('GET', '/twin/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('.zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const entries = unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['twin.json', 'answers.json', 'summary.json', 'memories.json', 'activity.json']));
    const answers = JSON.parse(entries.get('answers.json')!.toString()) as { number: number; text: string }[];
    expect(answers.map((saved) => [saved.number, saved.text])).toEqual([
      [1, 'My sister Anna is a nurse.'],
      [2, 'Sunday pancakes.'],
    ]);
    const memories = JSON.parse(entries.get('memories.json')!.toString()) as { title: string; file: string; text: string | null }[];
    expect(memories.map((memory) => memory.title)).toEqual(['Note', 'Beach']);
    expect(entries.get(memories[1]!.file)).toEqual(PNG);
    expect(entries.get(memories[0]!.file)!.toString()).toBe('A typed memory.');
    expect(JSON.parse(entries.get('activity.json')!.toString()).length).toBeGreaterThanOrEqual(4);
  });
});
