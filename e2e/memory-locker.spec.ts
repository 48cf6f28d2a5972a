// The memory locker with a photo: added with a caption and a date, seen as a thumbnail, edited afterwards, found by
// its caption; the page stays free of serious accessibility problems, with the edit dialog open too.
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';

// A 2×2 PNG (red, green, blue, white), so the thumbnail really decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('[TWIN] add a photo with a caption and a date, see its thumbnail, edit it, and find it by its caption', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Jordan Example'), null);
  const started = await page.request.patch('/twin', { data: { username: `locker_${Date.now().toString(36).slice(-8)}` } });
  expect(started.status()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Locker' })).toBeVisible();
  await page.getByRole('button', { name: 'Add memory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a memory' });
  await dialog.getByText('Photo', { exact: true }).click();
  await dialog.getByLabel('Title').fill('Sunday at the pier');
  await dialog.getByLabel('Date (optional)').fill('1987-07-14');
  await dialog.getByLabel('Photo', { exact: true }).and(dialog.locator('input[type=file]')).setInputFiles({ name: 'pier.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Caption (optional)').fill('Grandma Nell with the blue boat');
  await dialog.getByRole('button', { name: 'Save memory' }).click();
  await expect(page.getByText('Memory added to your locker.')).toBeVisible();

  const item = page.getByTestId('memory-item').filter({ hasText: 'Sunday at the pier' });
  await expect(item.getByText('Grandma Nell with the blue boat')).toBeVisible();
  await expect(item).toContainText(/Jul 14, 1987|14 Jul 1987/);
  const thumbnail = item.getByTestId('memory-thumbnail');
  await expect(thumbnail).toHaveAttribute('alt', 'Grandma Nell with the blue boat');
  // The image decoded: the server served the photo to the <img>.
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
  await expectNoSeriousViolations(page);

  await item.getByRole('button', { name: 'Edit Sunday at the pier' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit memory' });
  await expect(edit.getByLabel('Caption (optional)')).toHaveValue('Grandma Nell with the blue boat');
  await edit.getByLabel('Title').fill('The old pier');
  await edit.getByLabel('Date (optional)').fill('1988-08-01');
  await edit.getByLabel('Caption (optional)').fill('Grandma Nell and the lighthouse keeper');
  await expectNoSeriousViolations(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Memory saved.')).toBeVisible();

  const edited = page.getByTestId('memory-item').filter({ hasText: 'The old pier' });
  await expect(edited.getByText('Grandma Nell and the lighthouse keeper')).toBeVisible();
  await expect(edited).toContainText(/Aug 1, 1988|1 Aug 1988/);
  await expect(edited.getByTestId('memory-thumbnail')).toBeVisible();

  // The caption is searched like the text of a memory.
  await page.getByLabel('Search memories').fill('lighthouse');
  await expect(page.getByTestId('memory-list').getByRole('heading', { name: 'The old pier' })).toBeVisible();
  await page.getByLabel('Search memories').fill('zebra');
  await expect(page.getByText('No memories match “zebra”')).toBeVisible();
});
