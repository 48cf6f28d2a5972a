// Talk to my Engram: the owner opens it from the dashboard, asks two questions, comes back to the same conversation
// after a reload, chooses the Engram's voice and hears a preview, then hears a reply in that voice.
import { expect, test } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

test('[TWIN] talk to my Engram: a kept conversation, a chosen voice, a reply heard', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request, 'Margaret Lewis'));
  expect((await page.request.put('/twin/answers/1', { data: { text: 'My daughter Anna teaches piano in Leeds.' } })).status()).toBe(200);
  expect((await page.request.put('/twin/answers/12', { data: { text: 'I worked as a nurse at St Mary’s for thirty years.' } })).status()).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Talk to my Engram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to my Engram' })).toBeVisible();

  const message = page.getByLabel('Message Margaret Lewis');
  await message.fill('Do you have a daughter?');
  await message.press('Enter');
  await expect(page.getByTestId('twin-reply')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('twin-reply').first()).toContainText('My daughter Anna teaches piano in Leeds.');
  await message.fill('What was your first car?');
  await message.press('Enter');
  await expect(page.getByTestId('twin-reply')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('twin-reply').nth(1)).toContainText('never really talked about that');
  // Not a dead end: it says what it can talk about, from what the owner answered.
  await expect(page.getByTestId('twin-reply').nth(1)).toContainText('Add a memory about it, or ask me about my family or my work.');

  // Kept on the server: a reload shows the same conversation.
  await page.reload();
  await expect(page.getByTestId('twin-reply')).toHaveCount(2);
  await expect(page.getByTestId('twin-chat')).toContainText('Do you have a daughter?');
  await expect(page.getByTestId('twin-chat')).toContainText('What was your first car?');

  // Customise with your own voice: choose, preview (the server answers audio), save.
  await page.getByRole('button', { name: 'Customise with your own voice' }).click();
  const picker = page.getByTestId('voice-picker');
  await picker.getByText('Male', { exact: true }).click();
  await picker.getByText('Older', { exact: true }).click();
  await picker.getByText('Low', { exact: true }).click();
  const previewed = page.waitForResponse((response) => response.url().endsWith('/twin/voice/preview'));
  await picker.getByRole('button', { name: 'Preview' }).click();
  const preview = await previewed;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('audio/wav');
  await expect(page.getByTestId('voice-preview-audio')).toHaveAttribute('src', /^blob:/);
  await picker.getByRole('button', { name: 'Save voice' }).click();
  await expect(page.getByText('Your Engram’s voice is saved.')).toBeVisible();
  await expect(page.getByTestId('twin-voice-summary')).toContainText('Male, older, low pitch');

  // A reply heard in that voice.
  const spoken = page.waitForResponse((response) => response.url().endsWith('/twin/speech'));
  await page.getByTestId('speak-reply').first().click();
  const speech = await spoken;
  expect(speech.status()).toBe(200);
  expect(speech.headers()['content-type']).toBe('audio/wav');
  await expect(page.getByTestId('twin-voice-audio')).toHaveAttribute('src', /^blob:/);

  // The voice is kept too.
  await page.reload();
  await expect(page.getByTestId('twin-voice-summary')).toContainText('Male, older, low pitch');
});

test('[TWIN] the set-up step "Customise with your own voice" picks and previews the voice Talk then shows', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Rosa Delgado'));
  expect((await page.request.put('/twin/answers/1', { data: { text: 'My son Pablo plays the trumpet.' } })).status()).toBe(200);

  await page.goto('/auth/register/ai');
  await page.getByRole('link', { name: /Customise with your own voice/ }).click();
  // The step is still the spoken interview; the voice picker opens over it first.
  const dialog = page.getByRole('dialog', { name: 'Choose your Engram’s voice' });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByTestId('voice-picker');
  await picker.getByText('Male', { exact: true }).click();
  await picker.getByText('Young', { exact: true }).click();
  await picker.getByText('High', { exact: true }).click();
  const previewed = page.waitForResponse((response) => response.url().endsWith('/twin/voice/preview'));
  await picker.getByRole('button', { name: 'Preview' }).click();
  const preview = await previewed;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('audio/wav');
  await expect(dialog.getByTestId('voice-preview-audio')).toHaveAttribute('src', /^blob:/);
  await picker.getByRole('button', { name: 'Save voice' }).click();
  await expect(page.getByText('Your Engram’s voice is saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(/^Question \d+\/20$/)).toBeVisible();
  await expect(page.getByTestId('answer-recorder')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByTestId('onboarding-voice-summary')).toContainText('Male, young, high pitch');
  // The choice can be made again from the step itself.
  await page.getByRole('button', { name: 'Choose your Engram’s voice' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to the interview' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/talk');
  await expect(page.getByTestId('twin-voice-summary')).toContainText('Male, young, high pitch');
});
