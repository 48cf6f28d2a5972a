// The AI page: an admin connects an OpenAI-compatible provider (a fake one started here), tests and saves it, and the
// next Vibes Check reply comes from it. Someone who is not an admin: e2e/access.spec.ts (the page) and
// admin-ai.routes.test.ts (the API's 403).
import { expect, test } from '@playwright/test';
import { fakeStream, startFakeOpenAiServer, type FakeOpenAiServer } from '../src/server/test/fake-openai-server.ts';
import { adminAccount, signIn } from './fixtures/accounts.ts';

const REPLY = ['This reply ', 'comes from the ', 'connected provider.'];
let fake: FakeOpenAiServer;

test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});

test.afterAll(async () => {
  await fake.close();
});

test('[ADMIN AI] an admin connects a provider and the next Vibes Check reply comes from it', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await adminAccount(request));
  try {
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'AI', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/ai$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI' })).toBeVisible();

    await page.getByLabel('Provider').selectOption('openai-compatible');
    await page.getByLabel('Base URL').fill(fake.url);
    await page.getByLabel('API key').fill('sk-e2e-key-5678');
    // The provider lists its models: the text field becomes a choice among them.
    const defaultModel = page.getByRole('combobox', { name: 'Default model' });
    await expect(defaultModel.getByRole('option', { name: 'fake-model-large' })).toBeAttached();
    await defaultModel.selectOption('fake-model');

    fake.respondWith({ kind: 'answer', content: 'ready' });
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByTestId('connection-result')).toHaveText('Connected to openai-compatible: fake-model. It answered: “ready”');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('AI settings saved. The next request uses them.')).toBeVisible();
    await expect(page.getByTestId('api-key-status')).toHaveText('Set, ends in …5678.');
    await expect(page.getByLabel('API key')).toHaveValue('');

    // Another base URL: the saved key stays with its origin, the page says so, and the server refuses a test.
    const retype = `Type the API key again: the saved key is only sent to ${new URL(fake.url).origin}.`;
    await page.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
    await expect(page.getByTestId('api-key-status-warning')).toHaveText(retype);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByRole('alert').filter({ hasText: retype })).toBeVisible();
    await page.getByLabel('Base URL').fill(fake.url);

    // A test that fails is not saved without a question.
    fake.respondWith({ kind: 'error', status: 401, message: 'Incorrect API key provided.' });
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByTestId('connection-result')).toContainText('Not connected');
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save anyway?' });
    await expect(confirm).toContainText('The provider refused the API key.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('api-key-status-warning')).toHaveCount(0);

    fake.respondAlwaysWith(fakeStream(REPLY, 10));
    await page.goto('/showcase');
    await page.getByRole('button', { name: 'Renewal Under Price Pressure' }).click();
    await page.getByRole('dialog', { name: 'Renewal Under Price Pressure' }).getByRole('button', { name: 'Vibes Check' }).click();
    const chat = page.getByRole('dialog', { name: 'Vibes Check' });
    await chat.getByRole('textbox', { name: /^Message / }).fill('Thanks for making time today.');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(chat.locator('[role="log"] [data-role="character"]').last()).toContainText(REPLY.join(''));
    expect(fake.requests.some((sent) => sent.headers.authorization === 'Bearer sk-e2e-key-5678')).toBe(true);

    // The provider starts refusing the key: the learner reads why, as a session's start would say.
    fake.respondAlwaysWith({ kind: 'error', status: 401, message: 'Incorrect API key provided.' });
    await chat.getByRole('textbox', { name: /^Message / }).fill('Are you still there?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: "The AI provider refused this server's key. Please tell your administrator." })).toBeVisible();
  } finally {
    // The other specs run on this server with the built-in engine.
    const restored = await page.request.put('/admin/ai/settings', {
      data: { provider: 'offline', baseUrl: '', model: '', models: { character: '', grading: '', generation: '', twin: '' }, clearApiKey: true },
    });
    expect(restored.status()).toBe(200);
  }
});
