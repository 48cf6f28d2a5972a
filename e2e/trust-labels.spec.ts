// What a person reads about the engine and about payments: on the built-in engine practice pages say plainly that
// demo characters play the part (admins also read which setting connects a model), library items say who wrote
// them to admins only, and a server that sells credits shows its packages on the Credits page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SPEECH_E2E_PORT } from '../playwright.config.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';
import { keepPicture } from './fixtures/pictures.ts';

const PARTNER_TEXT = 'Practice partner: built-in demo characters. For natural conversations, your administrator can connect a language model.';
const SCENARIO = 'Renewal Under Price Pressure';

/** Creates a persona from a prompt through the API as the signed-in page, and waits until it is written. */
async function createPersona(request: APIRequestContext, name: string): Promise<void> {
  const created = await request.post('/persona/create', { data: { name, persona_prompt: 'A calm hospital procurement lead in Leeds who asks for references before any pilot.' } });
  expect(created.status()).toBe(202);
  const { jobId } = (await created.json()) as { jobId: string };
  await expect.poll(async () => ((await (await request.get(`/persona/job-status-create/${jobId}`)).json()) as { jobStatus: string }).jobStatus, { timeout: 20_000 }).toBe('Completed');
}

async function openPersona(page: Page, name: string) {
  await page.goto('/showcase/persona');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  return page.getByRole('dialog', { name, exact: true });
}

test.describe('on the built-in engine', () => {
  test('[TRUST] practice pages say that demo characters play the part; learners read nothing else about engines', async ({ page, request }) => {
    await signIn(page, await createAccount(request, 'Plain Learner'));
    const note = page.getByTestId('practice-partner-note');
    await expect(note).toHaveText(PARTNER_TEXT);
    await expect(page.getByTestId('practice-partner-admin')).toHaveCount(0);

    // The Vibes Check says it under the chat.
    await page.getByRole('button', { name: SCENARIO }).click();
    await page.getByRole('dialog', { name: SCENARIO }).getByRole('button', { name: 'Vibes Check' }).click();
    const vibes = page.getByRole('dialog', { name: 'Vibes Check' });
    await expect(vibes.getByTestId('practice-partner-note')).toHaveText(PARTNER_TEXT);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    // The Meet page and the session say it too.
    await page.getByRole('button', { name: SCENARIO }).click();
    await page.getByRole('dialog', { name: SCENARIO }).getByRole('button', { name: 'Go to setup' }).click();
    const setup = page.getByRole('dialog', { name: 'Roleplay Mode' });
    await setup.getByText('Text Mode').click();
    await setup.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
    await expect(note).toHaveText(PARTNER_TEXT);
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(page).toHaveURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
    await expect(note).toHaveText(PARTNER_TEXT);
    await expect(page.locator('body')).not.toContainText(/AI_PROVIDER|offline engine|built-in engine/);
  });

  test('[TRUST] admins also read which setting connects a model', async ({ page, request }) => {
    await signIn(page, await adminAccount(request));
    await expect(page.getByTestId('practice-partner-note')).toContainText(PARTNER_TEXT);
    await expect(page.getByTestId('practice-partner-admin')).toContainText('connect a language model');
  });

  test('[TRUST] "Written by the built-in engine" on a library item for admins; nothing about engines for others', async ({ page, request }) => {
    await signIn(page, await createAccount(request, 'Library Learner'));
    await createPersona(page.request, 'Learner Written Persona');
    const mine = await openPersona(page, 'Learner Written Persona');
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('generated-by')).toHaveCount(0);
    await expect(mine).not.toContainText(/engine|Written by/i);

    await signIn(page, await adminAccount(request));
    await createPersona(page.request, 'Admin Written Persona');
    const theirs = await openPersona(page, 'Admin Written Persona');
    await expect(theirs.getByTestId('generated-by')).toHaveText('Written by the built-in engine');
    await expectNoSeriousViolations(page);
  });
});

test.describe('with a model connected and credit packages on sale', () => {
  // The second server: a (fake) model answers, and a (fake) Stripe sells packages.
  test.use({ baseURL: `http://127.0.0.1:${SPEECH_E2E_PORT}` });

  test('[TRUST] no engine note when a model answers; the Credits page shows the packages to buy', async ({ page, request }, testInfo) => {
    await signIn(page, await createAccount(request, 'Package Buyer'));
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByTestId('practice-partner-note')).toHaveCount(0);

    await page.goto('/showcase/credits');
    const packages = page.getByRole('list', { name: 'Credit packages' }).getByRole('listitem');
    await expect(packages).toHaveCount(3);
    await expect(packages.nth(0)).toContainText('50 credits');
    await expect(packages.nth(0)).toContainText('€9.00');
    await expect(page.getByRole('button', { name: 'Buy 200 credits for €29.00' })).toBeEnabled();
    // Each card keeps its price and button on one row, inside the card.
    for (const item of await packages.all()) {
      const card = (await item.boundingBox())!;
      const button = (await item.getByRole('button').boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
      expect(button.y + button.height).toBeLessThanOrEqual(card.y + card.height);
    }
    await keepPicture(page, { path: testInfo.outputPath('credits-packages.png'), fullPage: true });
    await expectNoSeriousViolations(page);
  });
});
