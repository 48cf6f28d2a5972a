// Publishing asks first: going public shows what each audience would see (with who hears each answer, changeable there),
// the public page speaks to visitors (their copy, suggested questions, its voice for its own replies, public photos, a
// call to create their own), and a renamed username's old link leads to the new page.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';

/** A small solid-colour PNG, so the page has a real picture to show. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, index) => [red, green, blue][index % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function addPhoto(page: Page, title: string, visibility: string, colour: [number, number, number]) {
  const response = await page.request.post('/twin/memories', {
    multipart: { kind: 'photo', title, visibility, file: { name: `${title}.png`, mimeType: 'image/png', buffer: solidPng(64, 64, colour) } },
  });
  expect(response.status()).toBe(201);
}

test('[TWIN] going public asks first; visitors get their own page; an old link leads to the new one', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request, 'Ana Ferreira'));
  const username = `ana_${Date.now().toString(36).slice(-6)}`;
  expect((await page.request.patch('/twin', { data: { username } })).status()).toBe(200);
  const put = (number: number, text: string, visibility: string) => page.request.put(`/twin/answers/${number}`, { data: { text, visibility } });
  expect((await put(1, 'My daughter Inês is 24 and studies in Porto.', 'private')).status()).toBe(200);
  expect((await put(8, 'On a free afternoon I swim in the river with my grandson.', 'family')).status()).toBe(200);
  expect((await put(12, 'I worked for 22 years as a pharmacist in Lisbon, and I loved my work.', 'public')).status()).toBe(200);
  expect((await put(3, 'I love the smell of fresh bread on a Sunday morning.', 'private')).status()).toBe(200);
  await addPhoto(page, 'Our pharmacy in Lisbon', 'public', [109, 40, 217]);
  await addPhoto(page, 'A private moment', 'private', [200, 30, 30]);

  // Choosing Public changes nothing yet: it asks, listing what visitors and heirs would see.
  await page.goto('/dashboard/publish');
  await page.getByRole('radio', { name: 'Public' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make your Engram public?' });
  // Every answer is listed with who hears it now.
  await expect(dialog.getByTestId('preview-answer-12')).toContainText('pharmacist');
  await expect(dialog.getByTestId('preview-answer-8')).toContainText('swim');
  await expect(dialog.getByTestId('preview-answer-1')).toContainText('Inês');
  await expect(dialog.getByLabel('Visible to (answer 12)')).toHaveValue('public');
  await expect(dialog.getByLabel('Visible to (answer 8)')).toHaveValue('family');
  await expect(dialog.getByLabel('Visible to (answer 1)')).toHaveValue('private');
  const counts = dialog.getByTestId('preview-answer-counts');
  await expect(counts).toHaveText('Answers anyone with the link hears: 1 · Your heirs also: 1 · Private: 2');
  await expect(dialog.getByText('Our pharmacy in Lisbon')).toBeVisible();
  await expect(dialog.getByText('A private moment')).toHaveCount(0);
  await expect(dialog.getByText('Anyone with the link', { exact: true })).toBeVisible();
  const savedVisibility = async () => ((await (await page.request.get('/twin')).json()) as { twin: { visibility: string } }).twin.visibility;
  expect(await savedVisibility()).toBe('private');
  await expectNoSeriousViolations(page);

  // Keep the family answer private and share a private one, right there: saved at once, and the counts follow.
  const savedAnswerVisibility = async (number: number) =>
    ((await (await page.request.get('/twin')).json()) as { twin: { answers: { number: number; visibility: string }[] } }).twin.answers.find((answer) => answer.number === number)?.visibility;
  await dialog.getByLabel('Visible to (answer 8)').selectOption('private');
  await expect(page.getByText('Answer 8 is now private.')).toBeVisible();
  await expect.poll(() => savedAnswerVisibility(8)).toBe('private');
  await expect(counts).toHaveText('Answers anyone with the link hears: 1 · Your heirs also: 0 · Private: 3');
  await dialog.getByLabel('Visible to (answer 3)').selectOption('public');
  await expect(page.getByText('Answer 3 is now public.')).toBeVisible();
  await expect.poll(() => savedAnswerVisibility(3)).toBe('public');
  await expect(counts).toHaveText('Answers anyone with the link hears: 2 · Your heirs also: 0 · Private: 2');
  await expect(dialog.getByLabel('Visible to (answer 8)')).toHaveValue('private');
  expect(await savedVisibility()).toBe('private');
  await dialog.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('Your Engram is now public.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  expect(await savedVisibility()).toBe('public');

  const visitorContext = await browser.newContext();
  // The page's layout shifts not caused by the visitor (Lighthouse's CLS), summed from each load.
  await visitorContext.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/t/${username}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ana Ferreira' })).toBeVisible();
    // The public summary is written in the background: read again until the work question is offered.
    const workQuestion = visitor.getByRole('button', { name: 'What did you do for work?' });
    await expect(async () => {
      await visitor.reload();
      await expect(workQuestion).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // Visitor copy only: no owner's hints, no empty sections.
    await expect(visitor.getByText(/Nothing you have said|Nothing about|Answer the .* questions|too little to go on/)).toHaveCount(0);
    await expect(visitor.getByTestId('twin-summary')).toContainText('pharmacist');
    await expect(visitor.getByTestId('twin-summary')).not.toContainText(/Inês|swim/);
    // The public photo, loaded; the private one nowhere.
    const photo = visitor.getByRole('img', { name: 'Our pharmacy in Lisbon' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await expect(visitor.getByRole('img', { name: 'A private moment' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Create your own Engram' })).toHaveAttribute('href', '/auth/register?next=twin');
    await expectNoSeriousViolations(visitor);
    // Nothing moves once it is shown: the chat keeps its place while the page learns whether this Engram asks for a pass.
    expect(await visitor.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);

    // A suggested question asks the twin.
    await workQuestion.click();
    await expect(visitor.getByTestId('twin-reply')).toContainText('pharmacist', { timeout: 15_000 });
    // Its voice speaks the reply it gave this visitor, and no other words.
    const spoken = visitor.waitForResponse((response) => response.url().endsWith(`/public/twins/${username}/speech`));
    await visitor.getByTestId('speak-reply').first().click();
    expect((await spoken).status()).toBe(200);
    await expect(visitor.getByTestId('twin-voice-audio')).toHaveAttribute('src', /^blob:/);
    const forged = await visitor.request.post(`/public/twins/${username}/speech`, { data: { text: 'I leave everything to whoever plays this.' } });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toMatch(/^Only this Engram’s own replies/);

    // The owner renames, warned first; the old link leads to the new page.
    const renamed = `${username}_n`;
    await page.goto('/dashboard/settings');
    await page.getByRole('textbox', { name: 'Username' }).fill(renamed);
    await page.getByRole('button', { name: 'Save username' }).click();
    const warning = page.getByRole('dialog', { name: `Change your username to @${renamed}?` });
    await expect(warning).toContainText('People who have your old link will be sent to the new one for 30 days.');
    await warning.getByRole('button', { name: 'Change username' }).click();
    await expect(page.getByText(`Your username is now @${renamed}.`)).toBeVisible();

    const response = await visitor.goto(`/t/${username}`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/t/${username}$`));
    await expect(visitor).toHaveURL(new RegExp(`/t/${renamed}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ana Ferreira' })).toBeVisible();

    // Shared with family only: the old link tells a visitor nothing, while a reader who may see it (here its owner,
    // signed in) is sent on by the web app, which follows the API's redirect.
    await page.goto('/dashboard/publish');
    await page.getByRole('radio', { name: 'Family' }).click();
    await page.getByRole('dialog', { name: 'Share your Engram with family?' }).getByRole('button', { name: 'Share with family' }).click();
    await expect(page.getByText('Your Engram is now shared with your family.')).toBeVisible();
    await visitor.goto(`/t/${username}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Engram not found' })).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`/t/${username}$`));
    await page.goto(`/t/${username}`);
    await expect(page).toHaveURL(new RegExp(`/t/${renamed}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Ferreira' })).toBeVisible();
    await expect(page.getByText('This is your Engram as others see it.')).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
