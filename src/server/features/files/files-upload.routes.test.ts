import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FilePreviewAnswer, UploadFileResult } from '../../../shared/contracts/files.ts';
import { files } from '../../db/schema.ts';
import { buildFile } from '../../test/builders.ts';
import { storedBlobs } from '../../test/multipart.ts';
import { TEST_DATABASES, registerAndLogin, waitForJobStatus } from '../../test/test-app.ts';
import { getFileTexts } from './file-texts.ts';
import { SAMPLE_DOCX, SAMPLE_PDF, useFileRoutes } from './files.test-helpers.ts';

describe.each(TEST_DATABASES)('[FILES] source file routes on $name', ({ url }) => {
  describe('with everyone allowed to upload', () => {
    const { ctx, upload, postFile, uploadReady, get, listFiles } = useFileRoutes(url);

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
        expect(result).toEqual({ file_id: expect.any(String), filename, file_type: fileType, size_bytes: Buffer.byteLength(content), created_at: expect.any(String), organization_id: null, can_change: true });
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
});
