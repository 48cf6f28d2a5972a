// The smaller things a newcomer trips over, checked as a person meets them: where a page opens, where focus goes
// when a dialog closes, where toasts sit and when they go, what a disabled Create says, how long a chat message may
// be, and how History names two sessions of one scenario.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';

const SCENARIO = 'Renewal Under Price Pressure';

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
}

test('[DETAILS] the Meet page opens at its top, below the header, when reached from a scrolled showcase', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Scroll Learner'));
  await expect(page.getByRole('button', { name: SCENARIO })).toBeVisible();
  await scrollDown(page);
  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  await expect(page.getByRole('heading', { level: 1, name: SCENARIO })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Nothing of the page's top is hidden under the sticky header.
  const header = await page.getByRole('banner').boundingBox();
  const back = await page.getByRole('link', { name: 'Back to scenarios' }).boundingBox();
  expect(back!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // Changing a setting on the page keeps the place (only a new page starts at the top).
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const before = await page.evaluate(() => window.scrollY);
  // A click event without Playwright's scrolling into view, so only the page could move the scroll position.
  await page.getByRole('radio', { name: /Speech to speech/ }).dispatchEvent('click');
  await expect(page).toHaveURL(/mode=speech/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('[DETAILS] closing a dialog gives focus back to the card or button that opened it', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Focus Learner'));
  const card = page.getByRole('button', { name: SCENARIO });
  await card.click();
  const details = page.getByRole('dialog', { name: SCENARIO });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(card).toBeFocused();

  // One dialog after another (details, then Roleplay Mode): focus still goes back to the card.
  await card.click();
  await details.getByRole('button', { name: 'Go to setup' }).click();
  const mode = page.getByRole('dialog', { name: 'Roleplay Mode' });
  await expect(mode).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mode).toBeHidden();
  await expect(card).toBeFocused();

  // A library card opened with the keyboard.
  await page.goto('/showcase/persona');
  const persona = page.getByRole('button', { name: /Sales: Sceptical Buyer/ });
  await persona.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(persona).toBeFocused();
});

test('[DETAILS] toasts sit clear of the heading and stay behind when the person moves to another page', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Toast Learner'));
  const viewport = page.viewportSize()!;
  await page.getByTestId('greeting').click();
  const dialog = page.getByRole('dialog', { name: 'Update Nickname' });
  await dialog.getByLabel('Nickname').fill('Supercalifragilistic Toast Tester');
  await dialog.getByRole('button', { name: 'Update Nickname' }).click();
  const toast = page.getByText('Nickname updated successfully!');
  await expect(toast).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const box = await toast.boundingBox();
  // In the bottom half, nowhere near the heading, and on the left, clear of the primary buttons pages and dialogs put on the right.
  expect(box!.y).toBeGreaterThan(viewport.height / 2);
  expect(box!.y).toBeGreaterThan(heading!.y + heading!.height);
  expect(box!.x + box!.width).toBeLessThan(viewport.width / 2);

  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(toast).toBeHidden();
});

test('[DETAILS] a disabled Create says which field is missing', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Create Learner'), '/showcase/roleplay/quick-create');
  const note = page.getByTestId('submit-blocked');
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  await expect(note).toHaveText('Add a scenario title, the AI role, your role and a description to create.');
  await page.getByLabel('Scenario title').fill('Chasing an overdue invoice');
  await page.getByLabel('AI role').fill('Finance director');
  await page.getByLabel('My role').fill('Accounts receivable manager');
  await expect(note).toHaveText('Add a description to create.');

  await page.goto('/showcase/roleplay/advance-create');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(note).toHaveText('Add a scenario title and a description to continue.');
});

test('[DETAILS] a Vibes Check message over the limit is refused before it is sent, with the limit shown', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Long Writer'));
  let sent = 0;
  page.on('request', (candidate) => {
    if (candidate.url().includes('/conversational/vibes-check')) sent += 1;
  });
  await page.getByRole('button', { name: SCENARIO }).click();
  await page.getByRole('dialog', { name: SCENARIO }).getByRole('button', { name: 'Vibes Check' }).click();
  const vibes = page.getByRole('dialog', { name: 'Vibes Check' });
  const box = vibes.getByRole('textbox');
  await box.fill('x'.repeat(1_900));
  await expect(vibes.getByTestId('message-length')).toHaveText('1,900 / 2,000 characters');
  await box.fill('x'.repeat(36_000));
  await expect(box).toHaveValue('x'.repeat(36_000));
  await expect(vibes.getByRole('alert')).toHaveText('Messages can be at most 2,000 characters; this one has 36,000. Shorten it to send.');
  await expect(vibes.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await box.press('Enter');
  await expect(box).toHaveValue('x'.repeat(36_000));
  expect(sent).toBe(0);
});

test('[DETAILS] History names two sessions of one scenario apart by their date', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Twice Learner'));
  const setup = await openRoleplaySetup(page, SCENARIO);
  await setup.getByText('Text Mode').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  const scenarioId = new URL(page.url()).pathname.split('/').at(-1);
  for (let index = 0; index < 2; index += 1) {
    const response = await page.request.post('/assessment/scenario-conversation/create', { data: { scenario_id: scenarioId, mode: 'text' } });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/showcase/history');
  const resume = page.getByRole('link', { name: new RegExp(`^Resume ${SCENARIO}, `) });
  await expect(resume).toHaveCount(2);
  const times = await page.getByTestId('history-item').locator('time').allTextContents();
  // Each button carries the time its row shows (to the second when two started in the same minute), and no two
  // buttons share a name.
  const resumeNames = await resume.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(new Set(resumeNames).size).toBe(2);
  expect(resumeNames[0]!.startsWith(`Resume ${SCENARIO}, ${times[0]!.replace(/\s[AP]M$/, '')}`)).toBe(true);
  const endNames = await page.getByRole('button', { name: new RegExp(`^End ${SCENARIO}, `) }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(new Set(endNames).size).toBe(2);
});
