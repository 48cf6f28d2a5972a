import { test as base, expect, type Page } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { startStreamGate, type StreamGate } from './fixtures/stream-gate.ts';

// The page goes through a gate that holds the reply's pieces until the test has seen the page show the ones before:
// the reply is seen growing however busy the machine is (the browser reads what has already arrived in one go).
const test = base.extend<{ replyGate: StreamGate }>({
  // Playwright reads a fixture's dependencies from this pattern; the gate has none (it reads the project's URL).
  // eslint-disable-next-line no-empty-pattern
  replyGate: async ({}, use, testInfo) => {
    const gate = await startStreamGate(String(testInfo.project.use.baseURL), '/conversational/vibes-check');
    await use(gate);
    await gate.close();
  },
  baseURL: async ({ replyGate }, use) => use(replyGate.url),
});

interface RecordedReply {
  /** The streaming reply's text length each time it changed. */
  lengths: number[];
  /** The finished reply's, in the same bubble, once it joined the history. */
  finalLength: number;
}

/**
 * Sends the typed message with Enter and records the length of the streaming reply each time it changes, until the
 * finished reply joins the history. The reply reaches the page in steps: its first piece, then (once that is on
 * screen, with more written by the server) the next one, then the rest.
 */
async function sendAndRecordReply(page: Page, gate: StreamGate, expectedReplies: number): Promise<RecordedReply> {
  const recording = page.evaluate(
    (replies) =>
      new Promise<RecordedReply>((resolve, reject) => {
        const lengths: number[] = [];
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return reject(new Error('no dialog'));
        const timer = setTimeout(() => reject(new Error(`no reply; saw ${JSON.stringify(lengths)}`)), 20_000);
        const observer = new MutationObserver(() => {
          const streaming = dialog.querySelector('[data-testid="vibes-check-streaming"]');
          const length = streaming?.textContent?.length ?? 0;
          if (length > 0 && length !== lengths.at(-1)) lengths.push(length);
          const finished = dialog.querySelectorAll('[role="log"] [data-role="character"]');
          if (finished.length >= replies) {
            observer.disconnect();
            clearTimeout(timer);
            resolve({ lengths, finalLength: finished[replies - 1]?.textContent?.length ?? 0 });
          }
        });
        observer.observe(dialog, { childList: true, subtree: true, characterData: true });
      }),
    expectedReplies,
  );
  const answer = gate.nextAnswer();
  await page.getByRole('textbox', { name: /^Message / }).press('Enter');
  const reply = await answer;
  const streaming = page.getByTestId('vibes-check-streaming');
  // The first piece is on screen while the server has written two more that the page has not received.
  await reply.waitForHeld(2);
  await expect(streaming).toContainText(reply.passedText().trim());
  reply.releaseOne();
  await expect(streaming).toContainText(reply.passedText().trim());
  reply.releaseAll();
  const recorded = await recording;
  await expect(page.getByRole('log').getByRole('listitem').last()).toContainText(reply.passedText().trim());
  return recorded;
}

/** The reply was shown as it arrived, growing, and only then in full. */
function expectShownWhileArriving({ lengths, finalLength }: RecordedReply) {
  expect(lengths.length).toBeGreaterThanOrEqual(2);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  expect(lengths[0]).toBeLessThan(finalLength);
}

test('[VIBES CHECK] two messages, the reply visibly grows while it streams, and closing forgets the chat', async ({ page, request, replyGate }) => {
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

  expectShownWhileArriving(await sendAndRecordReply(page, replyGate, 1));
  const log = chat.getByRole('log');
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('How are things with the renewal?');
  await expect(input).toHaveValue('');

  await input.fill('What would make you sign for another year?');
  expectShownWhileArriving(await sendAndRecordReply(page, replyGate, 2));
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
