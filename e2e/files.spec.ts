import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

const PDF_PATH = join(import.meta.dirname, 'fixtures/files/sample.pdf');
const DOCX_PATH = join(import.meta.dirname, 'fixtures/files/sample.docx');

test('[FILES] upload a PDF and a DOCX, download one, delete one', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/file-management');
  await expect(page.getByRole('heading', { name: 'File Management' })).toBeVisible();
  await expect(page.getByText('No files yet')).toBeVisible();
  // The quota, as the person reads it.
  await expect(page.getByTestId('files-usage')).toHaveText('0 bytes of 500 MB used · 0 of 200 files');

  for (const [path, name] of [
    [PDF_PATH, 'sample.pdf'],
    [DOCX_PATH, 'sample.docx'],
  ] as const) {
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload File' });
    const uploadButton = dialog.getByRole('button', { name: 'Upload', exact: true });
    await expect(uploadButton).toBeDisabled();
    await dialog.getByLabel('Choose a file').setInputFiles(path);
    await expect(dialog.getByTestId('chosen-file')).toContainText(name);
    await expect(dialog.getByTestId('chosen-file')).toContainText(/\d+ (bytes|KB)/);
    await uploadButton.click();
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: `Download ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('files-usage')).toHaveText(/^[\d.]+ KB of 500 MB used · 2 of 200 files$/);
  // Newest first.
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('sample.docx');

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download sample.pdf' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('sample.pdf');
  expect(readFileSync(await download.path()).equals(readFileSync(PDF_PATH))).toBe(true);

  await page.getByRole('button', { name: 'Delete sample.docx' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete file' });
  await expect(confirm).toContainText('sample.docx');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('File deleted successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download sample.docx' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download sample.pdf' })).toBeVisible();
  await expect(page.getByTestId('files-usage')).toHaveText(/ · 1 of 200 files$/);

  // The list is the server's: it survives a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Download sample.pdf' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
});

test('[FILES] the upload modal checks the file before and after sending', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/file-management');
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload File' });
  const uploadButton = dialog.getByRole('button', { name: 'Upload', exact: true });
  const input = dialog.getByLabel('Choose a file');
  await expect(uploadButton).toBeDisabled();

  // Checked in the browser: the type by its extension, and an empty file.
  await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(dialog.getByRole('alert')).toHaveText('Only PDF, DOCX, TXT, MD and CSV files are supported.');
  await expect(uploadButton).toBeDisabled();
  await input.setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
  await expect(dialog.getByRole('alert')).toHaveText('The file is empty.');
  await expect(uploadButton).toBeDisabled();

  // Checked by the server: a .pdf whose content is plain text. The message shows and the form is usable again.
  await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some text.') });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await uploadButton.click();
  await expect(dialog.getByRole('alert')).toHaveText("This PDF can't be read (damaged or not a PDF).");
  await expect(uploadButton).toBeEnabled();

  // A PDF the server cannot read: the job fails and the failure toast says why.
  await input.setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nnot really a PDF\n%%EOF\n') });
  await uploadButton.click();
  await expect(page.getByText('File failed to be uploaded. Please try again.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("This PDF can't be read (damaged or not a PDF).")).toBeVisible();
  await expect(uploadButton).toBeEnabled();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No files yet')).toBeVisible();
});

test('[FILES] cards show size and upload time, equal names are told apart, and the preview shows the first lines', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, '/showcase/file-management');

  const lines = Array.from({ length: 25 }, (_, index) => `Policy line ${index + 1}: refunds above 500 euros need a manager.`);
  const versions = [lines.join('\n'), 'Refunds are paid within 14 days.\n'];
  for (const content of versions) {
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload File' });
    await dialog.getByLabel('Choose a file').setInputFiles({ name: 'policy.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('File uploaded successfully!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  // The later upload of the same name is numbered; each card shows its size and when it came.
  const older = page.getByRole('button', { name: /^policy\.txt\s*File/ });
  const newer = page.getByRole('button', { name: /^policy\.txt \(2\)/ });
  await expect(older).toContainText(/\d+(\.\d)? KB/);
  await expect(newer).toContainText('33 bytes');
  await expect(older).toContainText(/just now|min ago/);
  await expect(page.getByRole('link', { name: 'Download policy.txt (2)' })).toBeVisible();

  await older.click();
  const preview = page.getByRole('dialog', { name: 'policy.txt', exact: true });
  await expect(preview.getByText('What the AI reads')).toBeVisible();
  const text = preview.getByTestId('file-preview').locator('pre');
  await expect(text).toContainText('Policy line 1: refunds above 500 euros need a manager.');
  await expect(text).toContainText('Policy line 20:');
  await expect(text).not.toContainText('Policy line 21:');
  await expect(preview).toContainText(/The first lines \(up to 20\) of [\d,]+ characters of text\./);
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toBeHidden();

  await newer.click();
  const second = page.getByRole('dialog', { name: 'policy.txt (2)' });
  await expect(second.getByTestId('file-preview').locator('pre')).toHaveText('Refunds are paid within 14 days.');
  await expect(second).toContainText('The whole text: 32 characters.');
  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
});

test('[FILES] the preview says when a file has no text and while it is still being read', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, null);
  for (const name of ['scan.txt', 'later.txt']) {
    const upload = await page.request.post('/files/create', { multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from('Visible text.\n') } } });
    const { jobId } = (await upload.json()) as { jobId: string };
    await expect.poll(async () => ((await (await page.request.get(`/files/job-status-create/${jobId}`)).json()) as { jobStatus: string }).jobStatus).toBe('Completed');
  }
  await page.goto('/showcase/file-management');

  // The answers for a file stored without text (read before scanned PDFs were refused), and for one still being read.
  let answer = { status: 'ready', has_text: false, preview: '', characters: 0 };
  await page.route('**/files/file/*/preview', (route) => route.fulfill({ json: answer }));
  await page.getByRole('button', { name: /^scan\.txt/ }).click();
  const scan = page.getByRole('dialog', { name: 'scan.txt' });
  await expect(scan.getByText('No text could be read from this file (a scanned PDF?). The AI will not use it.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(scan).toBeHidden();

  answer = { status: 'processing', has_text: false, preview: '', characters: 0 };
  await page.getByRole('button', { name: /^later\.txt/ }).click();
  const later = page.getByRole('dialog', { name: 'later.txt' });
  await expect(later.getByText('This file is still being read. Its text will show here when it is ready.')).toBeVisible();
  // Asked again while it is being read: the text shows once it is ready.
  answer = { status: 'ready', has_text: true, preview: 'Visible text.', characters: 13 };
  await expect(later.getByTestId('file-preview').locator('pre')).toHaveText('Visible text.', { timeout: 10_000 });
});
