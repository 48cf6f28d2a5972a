// What the source file route tests share: the sample documents, and the upload, read and list calls of the app where
// everyone may upload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { FilesListAnswer, UploadFileResult } from '../../../shared/contracts/files.ts';
import { buildZip } from '../../test/build-documents.ts';
import { multipart, type MultipartPart } from '../../test/multipart.ts';
import { useTestApp, waitForJobStatus } from '../../test/test-app.ts';

export const FIXTURES = join(import.meta.dirname, '../../../../e2e/fixtures/files');
export const SAMPLE_PDF = readFileSync(join(FIXTURES, 'sample.pdf'));
export const SAMPLE_DOCX = readFileSync(join(FIXTURES, 'sample.docx'));

// A valid archive that is not a Word document: one entry, and no word/document.xml.
export const ZIP_WITHOUT_DOCUMENT = await buildZip([{ name: 'notes.txt', content: '' }]);

/** Call inside a `describe`: starts the app on `url` (everyone may upload) and answers the calls the tests make. */
export function useFileRoutes(url: string | undefined) {
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

  return { ctx, upload, postFile, uploadReady, get, listFiles };
}
