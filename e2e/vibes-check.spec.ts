import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

/**
 * Sends the typed message with Enter and records the length of the streaming reply each time it changes,
 * until the finished reply joins the history. The recorder starts before the key press.
 */
async function sendAndRecordReply(page: Page, expectedReplies: number): Promise<number[]> {
  const recording = page.evaluate(
    (replies) =>
      new Promise<number[]>((resolve, reject) => {
        const lengths: number[] = [];
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return reject(new Error('no dialog'));
        const timer = setTimeout(() => reject(new Error(`no reply; saw ${JSON.stringify(lengths)}`)), 20_000);
        const observer = new MutationObserver(() => {
          const streaming = dialog.querySelector('[data-testid="vibes-check-streaming"]');
          const length = streaming?.textContent?.length ?? 0;
          if (length > 0 && length !== lengths.at(-1)) lengths.push(length);
          if (dialog.querySelectorAll('[role="log"] [data-role="character"]').length >= replies) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(lengths);
          }
        });
        observer.observe(dialog, { childList: true, subtree: true, characterData: true });
      }),
    expectedReplies,
  );
  await page.getByRole('textbox', { name: /^Message / }).press('Enter');
  return recording;
}

test('[VIBES CHECK] two messages, the reply visibly grows while it streams, and closing forgets the chat', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Vibes Checker'));
  await page.getByRole('button', { name: 'Renewal Under Price Pressure' }).click();
  await page.getByRole('dialog', { name: 'Renewal Under Price Pressure' }).getByRole('button', { name: 'Vibes Check' }).click();

  const chat = page.getByRole('dialog', { name: 'Vibes Check' });
  await expect(chat.getByText('This conversation is not saved or graded.', { exact: false })).toBeVisible();
  const input = chat.getByRole('textbox', { name: /^Message / });
  const send = chat.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  // Shift+Enter breaks the line and the box grows; it never passes 200 px.
  await input.fill('Thanks for making time today.');
  const oneLine = await input.evaluate((element) => element.getBoundingClientRect().height);
  expect(oneLine).toBeGreaterThanOrEqual(24);
  await input.press('Shift+Enter');
  await input.pressSequentially('How are things with the renewal?');
  await expect(input).toHaveValue('Thanks for making time today.\nHow are things with the renewal?');
  await expect.poll(() => input.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(oneLine);
  await input.fill(Array.from({ length: 30 }, (_, index) => `line ${index}`).join('\n'));
  await expect.poll(() => input.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(200);
  await input.fill('Thanks for making time today.\nHow are things with the renewal?');
  await expect(send).toBeEnabled();

  const first = await sendAndRecordReply(page, 1);
  // Several growing lengths: the reply was shown as it arrived, not all at once.
  expect(first.length).toBeGreaterThanOrEqual(2);
  expect(first).toEqual([...first].sort((a, b) => a - b));
  const log = chat.getByRole('log');
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('How are things with the renewal?');
  await expect(input).toHaveValue('');

  await input.fill('What would make you sign for another year?');
  const second = await sendAndRecordReply(page, 2);
  expect(second.length).toBeGreaterThanOrEqual(2);
  await expect(log.getByRole('listitem')).toHaveCount(4);
  await expect(log.getByRole('listitem').nth(2)).toContainText('What would make you sign for another year?');

  // Escape closes; reopening starts an empty conversation. The cross closes too.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await page.getByRole('button', { name: 'Renewal Under Price Pressure' }).click();
  await page.getByRole('dialog', { name: 'Renewal Under Price Pressure' }).getByRole('button', { name: 'Vibes Check' }).click();
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(0);
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
});
