// The memory locker's allowance under parallel uploads, streamed memory uploads, and uploads racing the
// twin's deletion.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TwinEnvelope } from '../../../../shared/contracts/twin.ts';
import type { TwinMemoriesList } from '../../../../shared/contracts/twin-memories.ts';
import { twins } from '../../../db/schema.ts';
import { buildWav } from '../../../test/audio-files.ts';
import { injectTogether, multipart, storedBlobs, type MultipartPart } from '../../../test/multipart.ts';
import { TEST_DATABASES, eventually, signUpPerson, useTestApp } from '../../../test/test-app.ts';

const ALLOWANCE = 20 * 1024;
const MEMORY_MAX = 8 * 1024;
// 4.5 KB: four fit in 20 KB (with their multipart framing), a fifth does not.
const PHOTO_BYTES = 4608;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const photo = (size = PHOTO_BYTES) => Buffer.concat([PNG_SIGNATURE, randomBytes(size - PNG_SIGNATURE.length)]);

describe.each(TEST_DATABASES)('[TWIN] the locker under parallel and streamed uploads on $name', ({ url }) => {
  const ctx = useTestApp(url, { TWIN_LOCKER_BYTES: String(ALLOWANCE), TWIN_MEMORY_MAX_BYTES: String(MEMORY_MAX), LOGIN_RATE_LIMIT_PER_IP: '1000' });

  async function owner() {
    const person = await signUpPerson(ctx);
    const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      ctx.app.inject({ method, url: path, headers: { cookie: person.cookies }, ...(payload ? { payload } : {}) });
    // The twin exists before the uploads race.
    expect((await call('PUT', '/twin/answers/1', { text: 'I grew up by the sea.' })).statusCode).toBe(200);
    const twin = ((await call('GET', '/twin')).json() as TwinEnvelope).twin!;
    return { ...person, call, twin };
  }
  type Owner = Awaited<ReturnType<typeof owner>>;

  const photoParts = (title: string, content: Buffer): MultipartPart[] => [
    { name: 'kind', value: 'photo' },
    { name: 'title', value: title },
    { name: 'file', filename: `${title}.png`, content, contentType: 'image/png' },
  ];
  const upload = (who: Owner, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: who.cookies } });
  };
  const storageOf = async (who: Owner) => ((await who.call('GET', '/twin/memories')).json() as TwinMemoriesList).storage;
  const noPartials = () => storedBlobs(ctx.filesDir).filter((name) => name.endsWith('.partial'));

  it('accepts exactly four of twelve parallel uploads with room for four, and the storage shown is the counter', async () => {
    const sam = await owner();
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const responses = await injectTogether(
      ctx.app,
      Array.from({ length: 12 }, (_, index) => ({ url: '/twin/memories', body: multipart(photoParts(`photo-${index}`, photo())), cookie: sam.cookies })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(8).fill(413));
    for (const response of responses.filter((each) => each.statusCode === 413)) {
      expect(response.json().message).toMatch(/^Not enough room in your locker: .* of 20 KB is left\. Delete some memories to make room\.$/);
    }
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore + 4);
    expect(noPartials()).toEqual([]);
    expect(await storageOf(sam)).toEqual({ used_bytes: 4 * PHOTO_BYTES, allowance_bytes: ALLOWANCE });
    expect(((await sam.call('GET', '/twin')).json() as TwinEnvelope).twin!.storage).toEqual({ used_bytes: 4 * PHOTO_BYTES, allowance_bytes: ALLOWANCE });

    // Deleting a memory gives its room back: one more fits, and only one.
    const memories = ((await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList).memories;
    expect((await sam.call('DELETE', `/twin/memories/${memories[0]!.id}`)).statusCode).toBe(204);
    expect((await sam.call('DELETE', `/twin/memories/${memories[0]!.id}`)).statusCode).toBe(404);
    expect(await storageOf(sam)).toEqual({ used_bytes: 3 * PHOTO_BYTES, allowance_bytes: ALLOWANCE });
    const again = await injectTogether(ctx.app, [1, 2].map((index) => ({ url: '/twin/memories', body: multipart(photoParts(`again-${index}`, photo())), cookie: sam.cookies })));
    expect(again.map((response) => response.statusCode).sort()).toEqual([201, 413]);
    expect(await storageOf(sam)).toEqual({ used_bytes: 4 * PHOTO_BYTES, allowance_bytes: ALLOWANCE });
  });

  it('holds typed memories and recorded answers to the same allowance', async () => {
    const sam = await owner();
    const wav = buildWav({ seconds: 0.4 });
    const body = multipart([{ name: 'audio', filename: 'answer.wav', content: wav, contentType: 'audio/wav' }]);
    const recorded = await ctx.app.inject({ method: 'POST', url: '/twin/answers/2/audio', payload: body.payload, headers: { ...body.headers, cookie: sam.cookies } });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await storageOf(sam)).toEqual({ used_bytes: wav.length, allowance_bytes: ALLOWANCE });

    const text = 'x'.repeat(ALLOWANCE - wav.length + 1);
    const typed = await upload(sam, [
      { name: 'kind', value: 'text' },
      { name: 'title', value: 'Too long' },
      { name: 'text', value: text },
    ]);
    expect(typed.statusCode).toBe(413);
    expect(typed.json().message).toMatch(/^Not enough room in your locker: this memory needs/);
    const fits = await upload(sam, [
      { name: 'kind', value: 'text' },
      { name: 'title', value: 'Fits' },
      { name: 'text', value: text.slice(1) },
    ]);
    expect(fits.statusCode).toBe(201);
    expect(await storageOf(sam)).toEqual({ used_bytes: ALLOWANCE, allowance_bytes: ALLOWANCE });
  });

  it('gives the room back when an upload is refused: disguised content, too large, streamed past the limit', async () => {
    const sam = await owner();
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    expect((await upload(sam, photoParts('fake', Buffer.from('not an image at all')))).statusCode).toBe(415);
    const tooLarge = await upload(sam, photoParts('huge', photo(MEMORY_MAX + 1)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The file is too large. One memory can be at most 8 KB.' });

    // A chunked body (no Content-Length) past the limit: stopped while streaming.
    const body = multipart(photoParts('stream', photo(3 * MEMORY_MAX)));
    const stream = new PassThrough();
    const response = ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: stream, headers: { ...body.headers, cookie: sam.cookies } });
    for (let offset = 0; offset < body.payload.length; offset += 1024) stream.write(body.payload.subarray(offset, offset + 1024));
    stream.end();
    expect((await response).statusCode).toBe(413);

    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
    expect(noPartials()).toEqual([]);
    expect(await storageOf(sam)).toEqual({ used_bytes: 0, allowance_bytes: ALLOWANCE });
  });

  it('answers 404, not 500, to an upload whose twin is deleted while it streams, and keeps no bytes', async () => {
    const sam = await owner();
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const body = multipart(photoParts('late', photo()));
    const stream = new PassThrough();
    const response = ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: stream, headers: { ...body.headers, cookie: sam.cookies } });
    stream.write(body.payload.subarray(0, 2000));
    // The upload has its room reserved: it is under way.
    const reserved = await eventually(
      async () => (await ctx.database.db.select({ bytes: twins.lockerBytes }).from(twins).where(eq(twins.id, sam.twin.id)))[0]?.bytes ?? 0,
      (bytes) => bytes > 0,
    );
    expect(reserved).toBeGreaterThan(0);
    await ctx.database.db.delete(twins).where(eq(twins.id, sam.twin.id));
    stream.end(body.payload.subarray(2000));
    const answer = await response;
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/was deleted/);
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
  });

  it('never answers 500 when uploads race DELETE /twin, and leaves no bytes behind', async () => {
    const sam = await owner();
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const uploads = Array.from({ length: 6 }, (_, index) => upload(sam, photoParts(`race-${index}`, photo(1024))));
    const deletion = sam.call('DELETE', '/twin', { confirm: sam.twin.username });
    const responses = await Promise.all([...uploads, deletion]);
    expect(responses.map((response) => response.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(responses.at(-1)!.statusCode).toBe(204);
    // Uploads that came after the deletion started a new twin and keep their bytes there; everything else is gone.
    const memories = ((await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList).memories;
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore + memories.length);
  });
});
