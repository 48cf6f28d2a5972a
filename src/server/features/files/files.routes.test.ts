import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilePreviewAnswer, FilesListAnswer, UploadFileResult } from '../../../shared/contracts/files.ts';
import type { JobStatus } from '../../../shared/contracts/jobs-constants.ts';
import { files } from '../../db/schema.ts';
import { buildFile } from '../../test/builders.ts';
import { buildDocx, buildPdf, buildZip } from '../../test/build-documents.ts';
import { multipart, storedBlobs, type MultipartPart } from '../../test/multipart.ts';
import { TEST_DATABASES, registerAndLogin, useTestApp, uniqueEmail, waitForJobStatus } from '../../test/test-app.ts';
import { getFileTexts } from './file-texts.ts';

const FIXTURES = join(import.meta.dirname, '../../../../e2e/fixtures/files');
const SAMPLE_PDF = readFileSync(join(FIXTURES, 'sample.pdf'));
const SAMPLE_DOCX = readFileSync(join(FIXTURES, 'sample.docx'));

// A valid archive that is not a Word document: one entry, and no word/document.xml.
const ZIP_WITHOUT_DOCUMENT = await buildZip([{ name: 'notes.txt', content: '' }]);

describe.each(TEST_DATABASES)('[FILES] source file routes on $name', ({ url }) => {
  describe('with everyone allowed to upload', () => {
    const ctx = useTestApp(url, { CREATOR_EMAILS: '' });

    const upload = (cookies: string, parts: MultipartPart[]) => {
      const body = multipart(parts);
      return ctx.app.inject({ method: 'POST', url: '/files/create', payload: body.payload, headers: { ...body.headers, cookie: cookies } });
    };

    const postFile = (cookies: string, email: string, filename: string, content: Buffer | string) =>
      upload(cookies, [
        { name: 'organization_id', value: email },
        { name: 'file', filename, content },
      ]);

    async function uploadReady(cookies: string, email: string, filename: string, content: Buffer | string): Promise<UploadFileResult> {
      const response = await postFile(cookies, email, filename, content);
      expect(response.statusCode, response.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, cookies);
      expect(status.failedReason).toBeNull();
      expect(status.jobStatus).toBe('Completed');
      return status.result as UploadFileResult;
    }

    const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });
    const listFiles = async (email: string, cookies: string) => (await get(`/files/all/${encodeURIComponent(email)}`, cookies)).json() as FilesListAnswer;

    it('uploads TXT, MD, CSV, PDF and DOCX, extracts their text, and lists them newest first', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const uploads: [string, Buffer | string, string, string][] = [
        ['notes.txt', 'Plain notes about the quarterly plan.\n', 'txt', 'quarterly plan'],
        ['guide.md', '# Escalation guide\n\nCall the duty manager first.\n', 'md', 'duty manager'],
        ['vendors.csv', '\uFEFFname,country\nAcme,NL\n', 'csv', 'Acme,NL'],
        ['sample.pdf', SAMPLE_PDF, 'pdf', 'Quarterly procurement review'],
        ['sample.docx', SAMPLE_DOCX, 'docx', 'Vendor onboarding checklist'],
      ];
      const results: UploadFileResult[] = [];
      for (const [filename, content, fileType] of uploads) {
        const result = await uploadReady(cookies, account.email, filename, content);
        expect(result).toEqual({ file_id: expect.any(String), filename, file_type: fileType, size_bytes: Buffer.byteLength(content), created_at: expect.any(String) });
        expect(Number.isNaN(Date.parse(result.created_at))).toBe(false);
        results.push(result);
      }

      const userId = (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json().user.id as string;
      const texts = await getFileTexts(ctx.database.db, userId, results.map((result) => result.file_id));
      for (const [filename, , , expected] of uploads) {
        expect(texts.find((text) => text.filename === filename)?.text).toContain(expected);
      }
      // The byte-order mark is not part of the text.
      expect(texts.find((text) => text.filename === 'vendors.csv')?.text.startsWith('name,country')).toBe(true);

      const listed = await listFiles(account.email, cookies);
      expect(listed.data.files.map((file) => file.filename)).toEqual(['sample.docx', 'sample.pdf', 'vendors.csv', 'guide.md', 'notes.txt']);
      expect(listed.data.files[0]).toEqual(results[4]);
      // The list path's e-mail is compared without regard to case.
      expect((await listFiles(account.email.toUpperCase(), cookies)).data.files).toHaveLength(5);
    });

    it('accepts a file larger than the JSON body limit, with the fields in either order', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const content = `${'A line of meeting notes.\n'.repeat(80_000)}`;
      expect(Buffer.byteLength(content)).toBeGreaterThan(ctx.config.bodyLimitBytes);
      const response = await upload(cookies, [
        { name: 'file', filename: 'long-notes.txt', content },
        { name: 'organization_id', value: account.email },
      ]);
      expect(response.statusCode, response.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      const [row] = await ctx.database.db.select().from(files).where(eq(files.id, (status.result as UploadFileResult).file_id));
      expect(row?.sizeBytes).toBe(Buffer.byteLength(content));
      // Stored text is capped; the original bytes are kept whole.
      expect(row?.extractedText?.length).toBeLessThanOrEqual(200_000);
    });

    it('downloads the same bytes with the right type and a safe attachment name', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const pdf = await uploadReady(cookies, account.email, 'sample.pdf', SAMPLE_PDF);
      const response = await get(`/files/file/${pdf.file_id}/download`, cookies);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="sample.pdf"; filename*=UTF-8''sample.pdf`);
      expect(response.headers['cache-control']).toBe('private, no-store');

      const awkward = 'Résumé – "final" (v2).md';
      const markdown = await uploadReady(cookies, account.email, awkward, '# Résumé\n');
      expect(markdown.filename).toBe(awkward);
      const second = await get(`/files/file/${markdown.file_id}/download`, cookies);
      expect(second.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(second.headers['content-disposition']).toBe(
        `attachment; filename="R_sum_ _ _final_ (v2).md"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%93%20%22final%22%20%28v2%29.md`,
      );
      expect(second.body).toBe('# Résumé\n');
    });

    it('deletes a file: the job removes the row and the bytes, then download and list no longer find it', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const kept = await uploadReady(cookies, account.email, 'kept.txt', 'Keep me.');
      const doomed = await uploadReady(cookies, account.email, 'doomed.txt', 'Delete me.');
      const [row] = await ctx.database.db.select().from(files).where(eq(files.id, doomed.file_id));
      expect(storedBlobs(ctx.filesDir)).toContain(row?.storageKey);

      const response = await ctx.app.inject({ method: 'DELETE', url: `/files/file/${doomed.file_id}`, headers: { cookie: cookies } });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ jobId: expect.any(String) });
      const status = await waitForJobStatus(ctx.app, `/files/job-status-delete/${response.json().jobId}`, cookies);
      expect(status).toEqual({ jobStatus: 'Completed', result: { file_id: doomed.file_id }, failedReason: null });

      expect(storedBlobs(ctx.filesDir)).not.toContain(row?.storageKey);
      expect(await ctx.database.db.select().from(files).where(eq(files.id, doomed.file_id))).toEqual([]);
      const download = await get(`/files/file/${doomed.file_id}/download`, cookies);
      expect(download.statusCode).toBe(404);
      expect(download.json()).toEqual({ message: 'File not found.' });
      expect((await listFiles(account.email, cookies)).data.files.map((file) => file.file_id)).toEqual([kept.file_id]);
      const again = await ctx.app.inject({ method: 'DELETE', url: `/files/file/${doomed.file_id}`, headers: { cookie: cookies } });
      expect(again.statusCode).toBe(404);
    });

    it('previews the first lines of the text the AI reads, with its whole length', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const lines = Array.from({ length: 30 }, (_, index) => `Line ${index + 1} of the escalation policy.`);
      const text = await uploadReady(cookies, account.email, 'policy.txt', `${lines.join('\n')}\n`);
      const response = await get(`/files/file/${text.file_id}/preview`, cookies);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const preview = response.json() as FilePreviewAnswer;
      expect(preview).toEqual({ status: 'ready', has_text: true, preview: lines.slice(0, 20).join('\n'), characters: lines.join('\n').length });

      const pdf = await uploadReady(cookies, account.email, 'sample.pdf', SAMPLE_PDF);
      const pdfPreview = (await get(`/files/file/${pdf.file_id}/preview`, cookies)).json() as FilePreviewAnswer;
      expect(pdfPreview.preview).toContain('Quarterly procurement review');

      // One long line: the preview stops at 2,000 characters.
      const long = await uploadReady(cookies, account.email, 'long.md', 'word '.repeat(1_000));
      const longPreview = (await get(`/files/file/${long.file_id}/preview`, cookies)).json() as FilePreviewAnswer;
      expect(longPreview.preview.length).toBeLessThanOrEqual(2_000);
      expect(longPreview.preview.length).toBeGreaterThan(1_990);
      const [longRow] = await ctx.database.db.select().from(files).where(eq(files.id, long.file_id));
      expect(longPreview.characters).toBe(longRow?.extractedText?.length);
      expect(longPreview.characters).toBeGreaterThan(4_000);
    });

    it('says when a file has no text, and when it is still being read', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const userId = (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json().user.id as string;
      const empty = await buildFile(ctx.database.db, { userId, filename: 'scan.pdf', extractedText: '' });
      expect((await get(`/files/file/${empty.id}/preview`, cookies)).json()).toEqual({ status: 'ready', has_text: false, preview: '', characters: 0 });
      const processing = await buildFile(ctx.database.db, { userId, filename: 'later.txt', extractedText: null });
      expect((await get(`/files/file/${processing.id}/preview`, cookies)).json()).toEqual({ status: 'processing', has_text: false, preview: '', characters: 0 });
    });

    it('keeps two uploads of the same name apart, each with its own size and time', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const first = await uploadReady(cookies, account.email, 'policy.txt', 'The first version.');
      const second = await uploadReady(cookies, account.email, 'policy.txt', 'The second, longer version of the policy.');
      expect(second.file_id).not.toBe(first.file_id);
      const listed = (await listFiles(account.email, cookies)).data.files;
      expect(listed.map((file) => [file.filename, file.size_bytes])).toEqual([
        ['policy.txt', Buffer.byteLength('The second, longer version of the policy.')],
        ['policy.txt', Buffer.byteLength('The first version.')],
      ]);
      expect(Date.parse(listed[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.created_at));
      expect(((await get(`/files/file/${first.file_id}/preview`, cookies)).json() as FilePreviewAnswer).preview).toBe('The first version.');
    });

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

    it("keeps each person's files to themselves", async () => {
      const owner = await registerAndLogin(ctx.app);
      const other = await registerAndLogin(ctx.app);
      const response = await postFile(owner.cookies, owner.account.email, 'private.txt', 'Only mine.');
      const jobId = response.json().jobId as string;
      const file = (await waitForJobStatus(ctx.app, `/files/job-status-create/${jobId}`, owner.cookies)).result as UploadFileResult;

      const list = await get(`/files/all/${encodeURIComponent(owner.account.email)}`, other.cookies);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ message: 'You can only use your own library.' });
      expect((await listFiles(other.account.email, other.cookies)).data.files).toEqual([]);

      const download = await get(`/files/file/${file.file_id}/download`, other.cookies);
      expect(download.statusCode).toBe(404);
      expect(download.json()).toEqual({ message: 'File not found.' });
      const removal = await ctx.app.inject({ method: 'DELETE', url: `/files/file/${file.file_id}`, headers: { cookie: other.cookies } });
      expect(removal.statusCode).toBe(404);
      expect(removal.json()).toEqual({ message: 'File not found.' });
      const jobStatus = await get(`/files/job-status-create/${jobId}`, other.cookies);
      expect(jobStatus.statusCode).toBe(404);

      const preview = await get(`/files/file/${file.file_id}/preview`, other.cookies);
      expect(preview.statusCode).toBe(404);
      expect(preview.json()).toEqual({ message: 'File not found.' });
      expect((await ctx.app.inject({ method: 'GET', url: `/files/file/${file.file_id}/preview` })).statusCode).toBe(401);

      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await get(`/files/file/${id}/preview`, owner.cookies)).statusCode).toBe(404);
        expect((await get(`/files/file/${id}/download`, owner.cookies)).statusCode).toBe(404);
        expect((await ctx.app.inject({ method: 'DELETE', url: `/files/file/${id}`, headers: { cookie: owner.cookies } })).statusCode).toBe(404);
      }
      // The owner still has it.
      expect((await get(`/files/file/${file.file_id}/download`, owner.cookies)).body).toBe('Only mine.');
    });
  });

  // Run after the suite above has closed its app: on a shared PostgreSQL both apps' workers would take each other's jobs.
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
