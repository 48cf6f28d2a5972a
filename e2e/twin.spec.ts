// The digital twin end to end: the interview by text with a reload in the middle, the summary, a first chat, the
// dashboard's memory locker, an heir's invitation, an answer made public, and the published twin's page opened and
// talked to by a signed-out visitor.
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { keepPicture } from './fixtures/pictures.ts';

const ANSWERS = [
  'My sister Ana and my brother Tomas. Ana is the loud one and Tomas fixes everything.',
  'Sunday pancakes with cinnamon: my father made them every week.',
  'My mother taught me patience; I still count to ten before I answer.',
  'My closest friend is Lena, we met at school when we were seven.',
  'Lena and I go hiking and laugh at our terrible map reading.',
];

test('[TWIN] interview, summary, first chat, memory locker, heir, and the public page', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, await createAccount(request, 'Jordan Example'));

  // The intro asks for the username first, then leads into the interview, at the first question.
  await page.goto('/auth/register/ai');
  await page.getByLabel('Username').fill(`jordan_${Date.now().toString(36).slice(-8)}`);
  await expect(page.getByTestId('username-availability')).toContainText('is available.');
  await page.getByRole('button', { name: 'Reserve username' }).click();
  await page.getByRole('link', { name: /Use the default AI voice/ }).click();
  await expect(page.getByText('Question 1/20')).toBeVisible();

  const answerBox = page.getByLabel('Your answer');
  for (const [index, answer] of ANSWERS.slice(0, 3).entries()) {
    await expect(page.getByText(`Question ${index + 1}/20`)).toBeVisible();
    await answerBox.fill(answer);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText('Question 4/20')).toBeVisible();

  // A reload, then the bare address as on another device: the interview resumes at the first unanswered question.
  await page.reload();
  await expect(page.getByText('Question 4/20')).toBeVisible();
  await page.goto('/auth/register/ai/third');
  await expect(page.getByText('Question 4/20')).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('3 answered');
  // Previous shows what was saved.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 3/20')).toBeVisible();
  await expect(answerBox).toHaveValue(ANSWERS[2]!);
  await page.getByRole('button', { name: 'Next' }).click();

  for (const [offset, answer] of ANSWERS.slice(3).entries()) {
    await expect(page.getByText(`Question ${offset + 4}/20`)).toBeVisible();
    await answerBox.fill(answer);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  // Skipping is allowed; then on to meet the AI version.
  await expect(page.getByText('Question 6/20')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Question 7/20')).toBeVisible();
  await page.getByRole('button', { name: 'Meet your AI version' }).click();

  await expect(page.getByRole('heading', { name: 'Time to meet your AI version' })).toBeVisible();
  await expect(page.getByTestId('answered-summary')).toHaveText('You have answered 5 of 20 questions.');
  await page.getByRole('link', { name: 'View Summary' }).click();

  // The summary job: tags and six sections, citing only what was said; a section with nothing to go on says so.
  const summary = page.getByTestId('twin-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('summary-section-family')).toContainText(/Ana|Tomas|pancakes|patience/);
  await expect(page.getByTestId('summary-section-work_life')).toContainText('Nothing about');
  await page.getByRole('link', { name: 'Try Personality' }).click();

  // One streamed reply from the twin.
  await expect(page.getByRole('heading', { name: 'Try your Engram' })).toBeVisible();
  await page.getByLabel('Message Jordan Example').fill('Who are your siblings?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('twin-reply')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('twin-reply')).not.toHaveText(/^\s*(Jordan Example:)?\s*$/);

  await page.getByRole('button', { name: 'Save & Finish Setup' }).click();
  await expect(page.getByRole('heading', { name: 'All set' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });

  // The memory locker: add a text memory, find it by search, and miss with other words.
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Locker' })).toBeVisible();
  // The unanswered questions stay one click away after the summary: 5 answered, question 6 skipped.
  await expect(page.getByRole('link', { name: 'Answer more questions (15 left)' })).toBeVisible();
  await expect(page.getByTestId('locker-left')).toContainText('left of');
  await page.getByRole('button', { name: 'Add memory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a memory' });
  await dialog.getByLabel('Title').fill('Grandmother’s lemon cake');
  await dialog.getByLabel('The memory').fill('Every birthday my grandmother baked a lemon cake with far too much icing.');
  await dialog.getByLabel('Who may hear about it').selectOption('public');
  await dialog.getByRole('button', { name: 'Save memory' }).click();
  await expect(page.getByText('Memory added to your locker.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const search = page.getByLabel('Search memories');
  await search.fill('icing');
  await expect(page.getByTestId('memory-list').getByRole('heading', { name: 'Grandmother’s lemon cake' })).toBeVisible();
  await search.fill('zebra');
  await expect(page.getByText('No memories match “zebra”')).toBeVisible();
  // The allowance is what an account gets; nothing offers a purchase that cannot be made.
  await expect(page.getByText(/used of the 1 GB your Engram has: the package’s included storage and any you bought\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /buy/i })).toHaveCount(0);

  // Heir Key: name an heir; the sidebar items are real routes, so Back returns to the locker.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Heir Key' }).click();
  await expect(page).toHaveURL(/\/dashboard\/heirs$/);
  await page.getByLabel('Heir’s e-mail').fill('heir.e2e@example.com');
  await page.getByRole('button', { name: 'Add heir' }).click();
  await expect(page.getByTestId('heir-list')).toContainText('heir.e2e@example.com');
  // The heir joins only through the secret link, shown once with a copy button (no e-mail server in this run).
  await expect(page.getByTestId('heir-invitation')).toContainText('Send this link to heir.e2e@example.com yourself.');
  await expect(page.getByLabel('Invitation link', { exact: true })).toHaveValue(/\/heirs\/accept\?token=[\w-]{43}$/);
  await expect(page.getByTestId('heir-status')).toContainText('Invited');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Locker' })).toBeVisible();

  // Answers are private until shared: make one public, so visitors' summary has something to say.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'General Personality' }).click();
  await page.getByLabel('Visible to (answer 2)').selectOption('public');
  await expect(page.getByText('Answer 2 is now public.')).toBeVisible();

  // Publish it publicly and read its link.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Publish' }).click();
  await expect(page.getByTestId('onchain-status')).toContainText(/on-chain|Solana/);
  // Going public asks first, showing who hears each answer: the public one reaches visitors, the others stay private.
  await page.getByRole('radio', { name: 'Public' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make your Engram public?' });
  await expect(confirm.getByLabel('Visible to (answer 2)')).toHaveValue('public');
  await expect(confirm.getByLabel('Visible to (answer 1)')).toHaveValue('private');
  await expect(confirm.getByTestId('preview-answer-counts')).toHaveText('Answers anyone with the link hears: 1 · Your heirs also: 0 · Private: 4');
  await confirm.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('Your Engram is now public.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked();
  const link = (await page.getByTestId('public-link').textContent()) ?? '';
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/t\/[a-z0-9_]{3,20}$/);

  // A visitor who never signed in opens the page and talks to the twin.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Jordan Example' })).toBeVisible();
    // The public summary is written in the background from public answers and memories: read again until it is there.
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByTestId('twin-summary')).toContainText(/pancakes/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(visitor.getByTestId('twin-summary')).not.toContainText(/Tomas|patience|Lena/);
    await visitor.getByLabel('Message Jordan Example').fill('What cake do you remember?');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByTestId('twin-reply')).toHaveCount(1, { timeout: 15_000 });
    expect(new URL(visitor.url()).pathname).toBe(path);

    // An unknown twin is a 404 page.
    await visitor.goto('/t/no_such_twin_here');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Engram not found' })).toBeVisible();
  } finally {
    await visitorContext.close();
  }

  // The visitor's chat is in the owner's activity log, newest first.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByTestId('activity-list').getByRole('listitem').first()).toContainText('A visitor chatted');

  // General Personality leads back into the interview at the first unanswered question, summary or not.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'General Personality' }).click();
  const answerMore = page.getByRole('link', { name: 'Answer more questions (15 left)' });
  await expect(answerMore).toBeVisible();
  await keepPicture(page, { path: test.info().outputPath('personality-answer-more.png'), fullPage: false });
  await answerMore.click();
  await expect(page.getByText('Question 6/20')).toBeVisible();
});
