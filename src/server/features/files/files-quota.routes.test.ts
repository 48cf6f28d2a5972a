// The source-file quota, the streamed upload's limit and an upload racing its account's deletion.
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FilesListAnswer } from '../../../shared/contracts/files.ts';
import { users } from '../../db/schema.ts';
import { injectTogether, multipart, storedBlobs } from '../../test/multipart.ts';
import { TEST_DATABASES, eventually, signUpPerson, useTestApp, waitForJobStatus } from '../../test/test-app.ts';

const QUOTA_BYTES = 20 * 1024;
const MAX_FILES = 6;
const UPLOAD_MAX_BYTES = 8 * 1024;
// 4.5 KB: four fit in 20 KB (with their multipart framing), a fifth does not.
const FILE_BYTES = 4608;

describe.each(TEST_DATABASES)('[FILES] quota and streamed uploads on $name', ({ url }) => {
  const ctx = useTestApp(url, {
    CREATOR_EMAILS: '',
    FILES_QUOTA_BYTES: String(QUOTA_BYTES),
    FILES_MAX_COUNT: String(MAX_FILES),
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  });

  const post = (cookies: string, filename: string, content: Buffer | string) => {
    const body = multipart([{ name: 'file', filename, content }]);
    return ctx.app.inject({ method: 'POST', url: '/files/create', payload: body.payload, headers: { ...body.headers, cookie: cookies } });
  };
  const together = (cookie: string, uploads: [string, string][]) =>
    injectTogether(
      ctx.app,
      uploads.map(([filename, content]) => ({ url: '/files/create', body: multipart([{ name: 'file', filename, content }]), cookie })),
    );
  const list = async (email: string, cookies: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/files/all/${encodeURIComponent(email)}`, headers: { cookie: cookies } })).json() as FilesListAnswer;
  const text = (size: number, letter = 'a') => letter.repeat(size);
  const noPartials = () => storedBlobs(ctx.filesDir).filter((name) => name.endsWith('.partial'));

  it('accepts exactly the uploads that fit when twelve race for room for four, and lists the usage', async () => {
    const person = await signUpPerson(ctx);
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const responses = await together(person.cookies, Array.from({ length: 12 }, (_, index) => [`part-${index}.txt`, text(FILE_BYTES)]));
    const accepted = responses.filter((response) => response.statusCode === 202);
    const refused = responses.filter((response) => response.statusCode !== 202);
    expect(accepted).toHaveLength(4);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(8).fill(413));
    for (const response of refused) {
      // Refused for room, or (six of the twelve hold the six places while they stream) for the count.
      expect(response.json().message).toMatch(/^(There is not enough room left for this file|You have reached the limit of 6 files): .* of 20 KB used · \d of 6 files\. Delete files you no longer need, then upload again\.$/);
    }
    expect(refused.some((response) => (response.json() as { message: string }).message.startsWith('There is not enough room'))).toBe(true);
    for (const response of accepted) {
      expect((await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
    }
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore + 4);
    expect(noPartials()).toEqual([]);

    const listed = await list(person.account.email, person.cookies);
    expect(listed.data.files).toHaveLength(4);
    expect(listed.data.usage).toEqual({ used_bytes: 4 * FILE_BYTES, limit_bytes: QUOTA_BYTES, file_count: 4, max_files: MAX_FILES });

    // A delete gives the room back: one more fits again, and only one.
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/files/file/${listed.data.files[0]!.file_id}`, headers: { cookie: person.cookies } });
    expect((await waitForJobStatus(ctx.app, `/files/job-status-delete/${deleted.json().jobId}`, person.cookies)).jobStatus).toBe('Completed');
    expect((await list(person.account.email, person.cookies)).data.usage).toEqual({ used_bytes: 3 * FILE_BYTES, limit_bytes: QUOTA_BYTES, file_count: 3, max_files: MAX_FILES });
    const again = await together(person.cookies, [
      ['again-1.txt', text(FILE_BYTES)],
      ['again-2.txt', text(FILE_BYTES)],
    ]);
    expect(again.map((response) => response.statusCode).sort()).toEqual([202, 413]);
  });

  it('counts files: twelve small uploads at once with room for six files → six accepted', async () => {
    const person = await signUpPerson(ctx);
    const responses = await together(person.cookies, Array.from({ length: 12 }, (_, index) => [`note-${index}.txt`, `note ${index}`]));
    const accepted = responses.filter((response) => response.statusCode === 202);
    expect(accepted).toHaveLength(MAX_FILES);
    for (const response of accepted) {
      const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, person.cookies);
      expect(status.failedReason).toBeNull();
    }
    const refused = responses.filter((response) => response.statusCode !== 202);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(12 - MAX_FILES).fill(413));
    expect(refused[0]!.json().message).toMatch(/^You have reached the limit of 6 files: .* of 20 KB used · 6 of 6 files\. Delete files you no longer need/);
    expect(
      await eventually(
        async () => (await list(person.account.email, person.cookies)).data.files.length,
        (count) => count === MAX_FILES,
      ),
    ).toBe(MAX_FILES);
    expect((await list(person.account.email, person.cookies)).data.usage.file_count).toBe(MAX_FILES);
  });

  it('gives the reservation back when an upload is refused: bad content, too large, no file', async () => {
    const person = await signUpPerson(ctx);
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    expect((await post(person.cookies, 'binary.txt', Buffer.concat([Buffer.from(text(3000)), Buffer.from([0])]))).statusCode).toBe(415);
    expect((await post(person.cookies, 'fake.pdf', text(3000))).statusCode).toBe(415);
    const tooLarge = await post(person.cookies, 'big.txt', text(UPLOAD_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The file is too large. The limit is 8 KB.' });
    expect((await post(person.cookies, 'empty.txt', '')).statusCode).toBe(400);
    // Nothing kept, no partial file, and the quota untouched.
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
    expect(noPartials()).toEqual([]);
    expect((await list(person.account.email, person.cookies)).data.usage).toEqual({ used_bytes: 0, limit_bytes: QUOTA_BYTES, file_count: 0, max_files: MAX_FILES });
  });

  it('stops a streamed upload past the limit without keeping a partial file', async () => {
    const person = await signUpPerson(ctx);
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const body = multipart([{ name: 'file', filename: 'stream.txt', content: text(3 * UPLOAD_MAX_BYTES) }]);
    // A body without Content-Length, sent in small pieces, as a chunked upload arrives.
    const stream = new PassThrough();
    const response = ctx.app.inject({ method: 'POST', url: '/files/create', payload: stream, headers: { ...body.headers, cookie: person.cookies } });
    for (let offset = 0; offset < body.payload.length; offset += 1024) stream.write(body.payload.subarray(offset, offset + 1024));
    stream.end();
    expect((await response).statusCode).toBe(413);
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
    expect(noPartials()).toEqual([]);
    expect((await list(person.account.email, person.cookies)).data.usage.used_bytes).toBe(0);
  });

  it('answers 404, not 500, to an upload whose account is deleted while it streams, and keeps no bytes', async () => {
    const person = await signUpPerson(ctx);
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const body = multipart([{ name: 'file', filename: 'late.txt', content: text(4000) }]);
    const stream = new PassThrough();
    const response = ctx.app.inject({ method: 'POST', url: '/files/create', payload: stream, headers: { ...body.headers, cookie: person.cookies } });
    stream.write(body.payload.subarray(0, 2000));
    // The upload holds its place in the quota: it is under way.
    expect(
      await eventually(
        async () => (await ctx.database.db.select({ count: users.filesCount }).from(users).where(eq(users.id, person.userId)))[0]?.count,
        (count) => count === 1,
      ),
    ).toBe(1);
    await ctx.database.db.delete(users).where(eq(users.id, person.userId));
    stream.end(body.payload.subarray(2000));
    const answer = await response;
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/was deleted/);
    expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
  });

  it('never answers 500 when uploads race DELETE /users/me, and leaves no bytes behind', async () => {
    const person = await signUpPerson(ctx);
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    const uploads = Array.from({ length: 6 }, (_, index) => post(person.cookies, `race-${index}.txt`, text(1000)));
    const deletion = ctx.app.inject({ method: 'DELETE', url: '/users/me', headers: { cookie: person.cookies }, payload: { password: person.account.password } });
    const responses = await Promise.all([...uploads, deletion]);
    expect(responses.map((response) => response.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(responses.at(-1)!.statusCode).toBe(204);
    // Accepted uploads' extraction jobs find no row and end; their bytes went with the account.
    expect(
      await eventually(
        async () => storedBlobs(ctx.filesDir).length,
        (count) => count === blobsBefore,
      ),
    ).toBe(blobsBefore);
  });

  it('refuses past the quota in the account’s language, else in the language the request asks for', async () => {
    const sari = await signUpPerson(ctx);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: sari.cookies }, payload: { language: 'id' } })).statusCode).toBe(200);
    for (let index = 0; index < 4; index += 1) expect((await post(sari.cookies, `bagian-${index}.txt`, text(FILE_BYTES))).statusCode).toBe(202);
    // The account's choice wins over a browser that asks for English.
    const body = multipart([{ name: 'file', filename: 'lagi.txt', content: text(FILE_BYTES) }]);
    const full = await ctx.app.inject({ method: 'POST', url: '/files/create', payload: body.payload, headers: { ...body.headers, cookie: sari.cookies, 'accept-language': 'en-US' } });
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toMatch(/^Ruang yang tersisa tidak cukup untuk berkas ini: \d+(,\d)? KB dari 20 KB terpakai · \d dari 6 berkas\. Hapus berkas yang tidak Anda perlukan lagi, lalu unggah ulang\.$/);

    // An account that chose no language reads the request's, and English when it asks for none.
    const sam = await signUpPerson(ctx);
    for (let index = 0; index < 4; index += 1) expect((await post(sam.cookies, `part-${index}.txt`, text(FILE_BYTES))).statusCode).toBe(202);
    const asked = multipart([{ name: 'file', filename: 'more.txt', content: text(FILE_BYTES) }]);
    const inIndonesian = await ctx.app.inject({ method: 'POST', url: '/files/create', payload: asked.payload, headers: { ...asked.headers, cookie: sam.cookies, 'accept-language': 'id-ID,id;q=0.9' } });
    expect(inIndonesian.json().message).toMatch(/^Ruang yang tersisa tidak cukup untuk berkas ini: /);
    expect((await post(sam.cookies, 'more.txt', text(FILE_BYTES))).json().message).toMatch(/^There is not enough room left for this file: \d+(\.\d)? KB of 20 KB used · \d of 6 files\./);
  });
});
