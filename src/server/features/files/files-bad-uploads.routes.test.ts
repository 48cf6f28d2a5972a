import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '../../../shared/contracts/jobs-constants.ts';
import { files } from '../../db/schema.ts';
import { buildDocx, buildPdf } from '../../test/build-documents.ts';
import { multipart, storedBlobs, type MultipartPart } from '../../test/multipart.ts';
import { TEST_DATABASES, registerAndLogin, useTestApp, uniqueEmail, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_DOCX, ZIP_WITHOUT_DOCUMENT, useFileRoutes } from './files.test-helpers.ts';

describe.each(TEST_DATABASES)('[FILES] source file routes on $name', ({ url }) => {
  describe('with everyone allowed to upload', () => {
    const { ctx, upload, postFile, uploadReady, get, listFiles } = useFileRoutes(url);

    describe('refuses bad uploads', () => {
      let account: { email: string };
      let cookies: string;
      beforeAll(async () => {
        ({ account, cookies } = await registerAndLogin(ctx.app));
      });

      it.each<[string, number, string, () => MultipartPart[]]>([
        ['no file', 400, 'Choose a file to upload.', () => [{ name: 'organization_id', value: account.email }]],
        ['an empty file input', 400, 'Choose a file to upload.', () => [{ name: 'file', filename: '', content: '' }]],
        ['an empty file', 400, 'The file is empty.', () => [{ name: 'file', filename: 'empty.txt', content: '' }]],
        ['an unsupported extension', 415, 'Only PDF, DOCX, TXT, MD and CSV files are supported.', () => [{ name: 'file', filename: 'tool.exe', content: 'MZ...' }]],
        ['no extension', 415, 'Only PDF, DOCX, TXT, MD and CSV files are supported.', () => [{ name: 'file', filename: 'README', content: 'hello' }]],
        ['a .pdf that is really text', 415, "This PDF can't be read (damaged or not a PDF).", () => [{ name: 'file', filename: 'report.pdf', content: 'Just some text.' }]],
        ['a .docx that is not a ZIP', 415, "This Word document can't be read (damaged or not a DOCX file).", () => [{ name: 'file', filename: 'letter.docx', content: 'Not a zip.' }]],
        ['a .docx ZIP without word/document.xml', 415, "This Word document can't be read (damaged or not a DOCX file).", () => [{ name: 'file', filename: 'archive.docx', content: ZIP_WITHOUT_DOCUMENT }]],
        ['a .txt with NUL bytes', 415, "This text file can't be read: save it as UTF-8 plain text.", () => [{ name: 'file', filename: 'binary.txt', content: Buffer.from([0x68, 0x00, 0x69]) }]],
        ['a .csv that is not UTF-8', 415, "This CSV file can't be read: save it as UTF-8 text.", () => [{ name: 'file', filename: 'latin.csv', content: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }]],
        ['two files', 400, 'Upload one file at a time.', () => [{ name: 'file', filename: 'a.txt', content: 'a' }, { name: 'file', filename: 'b.txt', content: 'b' }]],
        ["someone else's organization_id", 403, 'You can only use your own library.', () => [{ name: 'organization_id', value: 'someone.else@example.com' }, { name: 'file', filename: 'a.txt', content: 'a' }]],
      ])('answers %s with %i', async (_case, status, message, parts) => {
        const blobsBefore = storedBlobs(ctx.filesDir).length;
        const response = await upload(cookies, parts());
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ message });
        expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
      });

      it('answers a request that is not multipart with 415, and a signed-out upload with 401', async () => {
        const json = await ctx.app.inject({ method: 'POST', url: '/files/create', payload: { file: 'x' }, headers: { cookie: cookies } });
        expect(json.statusCode).toBe(415);
        expect(json.json()).toEqual({ message: 'Send the file as multipart/form-data.' });
        const body = multipart([{ name: 'file', filename: 'a.txt', content: 'a' }]);
        const anonymous = await ctx.app.inject({ method: 'POST', url: '/files/create', ...body });
        expect(anonymous.statusCode).toBe(401);
      });

      it('keeps only the base name of a traversal or control-character file name', async () => {
        const traversal = await uploadReady(cookies, account.email, '../../etc/passwd.txt', 'root:x:0:0');
        expect(traversal.filename).toBe('passwd.txt');
        const control = await uploadReady(cookies, account.email, 'evil\u0001\u0007name\u202e.txt', 'x');
        expect(control.filename).toBe('evilname.txt');
        const long = await uploadReady(cookies, account.email, `${'n'.repeat(300)}.csv`, 'a,b');
        expect(long.filename).toHaveLength(200);
        expect(long.filename.endsWith('.csv')).toBe(true);
        // Whatever the name, the bytes live under a random key.
        const [row] = await ctx.database.db.select().from(files).where(eq(files.id, traversal.file_id));
        expect(row?.storageKey).toMatch(/^[a-f0-9]{32}$/);
      });

      it('fails the job of a corrupt PDF with a readable reason and leaves nothing behind', async () => {
        const blobsBefore = storedBlobs(ctx.filesDir).length;
        const filename = `broken-${randomBytes(6).toString('hex')}.pdf`;
        const response = await postFile(cookies, account.email, filename, '%PDF-1.7\nthis is not really a PDF at all\n%%EOF\n');
        expect(response.statusCode).toBe(202);
        const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, cookies);
        expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: "This PDF can't be read (damaged or not a PDF)." });
        expect((await listFiles(account.email, cookies)).data.files.map((file) => file.filename)).not.toContain(filename);
        expect(await ctx.database.db.select().from(files).where(eq(files.filename, filename))).toEqual([]);
        expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
      });

      it('fails the job of a DOCX whose document part is broken', async () => {
        const broken = Buffer.from(SAMPLE_DOCX);
        // Corrupt the compressed document body but keep the archive's directory readable.
        broken.fill(0x41, 120, 400);
        const response = await postFile(cookies, account.email, 'broken.docx', broken);
        expect(response.statusCode).toBe(202);
        const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, cookies);
        expect(status.jobStatus).toBe('Failed');
        expect(status.failedReason).toMatch(/^This Word document can't be read \(damaged or not a DOCX file\)\.$|^No text was found/);
      });

      /** Uploads `content`, then asks /healthz and the job's status in turn until the job has ended. */
      async function uploadWhileCheckingHealth(filename: string, content: Buffer) {
        const response = await postFile(cookies, account.email, filename, content);
        expect(response.statusCode, response.body).toBe(202);
        const statusPath = `/files/job-status-create/${response.json().jobId}`;
        const deadline = Date.now() + 30_000;
        for (;;) {
          const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
          expect(health.statusCode).toBe(200);
          const status = (await get(statusPath, cookies)).json() as JobStatus;
          if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') return { status };
          if (Date.now() > deadline) throw new Error(`${statusPath} still ${status.jobStatus}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }

      it('fails the job of a DOCX bomb with a "too large" reason while /healthz keeps answering, and keeps nothing', async () => {
        // Three million empty paragraphs: about 100 MB of XML packed into about 100 KB.
        const bomb = await buildDocx('<w:p><w:r><w:t></w:t></w:r></w:p>', 3_000_000);
        expect(bomb.length).toBeLessThan(1024 * 1024);
        const blobsBefore = storedBlobs(ctx.filesDir).length;
        const filename = `bomb-${randomBytes(6).toString('hex')}.docx`;
        const { status } = await uploadWhileCheckingHealth(filename, bomb);
        expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: 'This document is too large to read: it expands to more than 50 MB of text.' });
        // uploadWhileCheckingHealth saw /healthz answer 200 at every check until the job ended (the document is read in a
        // worker thread). How many checks fell while it ran depends on the machine: the job may end before the first.
        expect(await ctx.database.db.select().from(files).where(eq(files.filename, filename))).toEqual([]);
        expect(storedBlobs(ctx.filesDir)).toHaveLength(blobsBefore);
      });

      it('catches a DOCX whose archive declares small sizes while unpacking it', async () => {
        const liar = await buildDocx('<w:p/>', 10_000_000, { declaredSize: 4_096 });
        const { status } = await uploadWhileCheckingHealth('liar.docx', liar);
        expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: 'This document is too large to read: it expands to more than 50 MB of text.' });
      });

      it('fails the job of a PDF with 5,000 pages with its reason', async () => {
        const { status } = await uploadWhileCheckingHealth('pages.pdf', buildPdf(5_000));
        expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: 'This document is too large to read: it has 5,000 pages, and the limit is 2,000.' });
      });
    });
  });

  describe('with a small size limit and a creators list', () => {
    const creatorEmail = uniqueEmail('creator');
    const ctx = useTestApp(url, { CREATOR_EMAILS: creatorEmail, UPLOAD_MAX_BYTES: '2048' });

    const send = (cookies: string, filename: string, content: string) => {
      const body = multipart([{ name: 'file', filename, content }]);
      return ctx.app.inject({ method: 'POST', url: '/files/create', payload: body.payload, headers: { ...body.headers, cookie: cookies } });
    };

    it('answers 413 above UPLOAD_MAX_BYTES and accepts a file at the limit', async () => {
      const { cookies } = await registerAndLogin(ctx.app, { email: creatorEmail });
      const tooLarge = await send(cookies, 'big.txt', 'x'.repeat(2049));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: 'The file is too large. The limit is 2 KB.' });
      const atLimit = await send(cookies, 'fits.txt', 'x'.repeat(2048));
      expect(atLimit.statusCode).toBe(202);
      expect((await waitForJobStatus(ctx.app, `/files/job-status-create/${atLimit.json().jobId}`, cookies)).jobStatus).toBe('Completed');
    });

    it('answers 403 to people outside CREATOR_EMAILS, for upload and delete', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await send(cookies, 'notes.txt', 'hello');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/not allowed to create library items/);
      const removal = await ctx.app.inject({ method: 'DELETE', url: '/files/file/00000000-0000-4000-8000-000000000000', headers: { cookie: cookies } });
      expect(removal.statusCode).toBe(403);
    });
  });
});
