// The Local model page: an admin downloads a catalogue model from a stand-in hub (watching the progress bar), chooses
// it, removes it, and finds the Ollama next door (a fake one) with its models one click away.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { MODEL_HUB_E2E_PORT, OLLAMA_E2E_PORT } from '../playwright.config.ts';
import { MODEL_CATALOGUE } from '../src/server/features/local-models/model-catalogue.ts';
import { buildGgufBytes, startTestModelHub, type TestModelHub } from '../src/server/test/model-hub-server.ts';
import { adminAccount, signIn } from './fixtures/accounts.ts';
import { keepPicture } from './fixtures/pictures.ts';

const SMALL = MODEL_CATALOGUE[0]!;
const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };
let hub: TestModelHub;
let ollama: Server;

test.beforeAll(async () => {
  hub = await startTestModelHub(MODEL_HUB_E2E_PORT);
  // About four seconds of download, so the progress bar is seen moving.
  hub.files.set(SMALL.fileName, { bytes: buildGgufBytes(2_000_000), trickle: { chunkBytes: 50_000, delayMs: 100 } });
  ollama = createServer((request, response) => {
    if (request.url === '/api/tags') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ models: [{ name: 'llama3.2:3b' }] }));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => ollama.listen(OLLAMA_E2E_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await hub.stop();
  await new Promise((resolve) => ollama.close(resolve));
});

test('[ADMIN LOCAL MODEL] an admin downloads a model with a live progress bar, uses it, removes it, and sees Ollama', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await adminAccount(request));
  try {
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Local model', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/local-model$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Local model' })).toBeVisible();
    await expect(page.getByTestId('local-engine-message')).toContainText('No local model is installed.');

    const card = page.getByTestId(`local-model-${SMALL.name}`);
    await expect(card).toContainText('990 MB download · needs about 2.0 GB of memory · Apache 2.0');
    await expect(page.getByTestId('ollama-status')).toContainText(`Ollama answers at http://127.0.0.1:${OLLAMA_E2E_PORT}.`);
    await expect(page.getByRole('button', { name: 'Use llama3.2:3b' })).toBeVisible();

    await card.getByRole('button', { name: 'Download' }).click();
    const progress = card.getByRole('progressbar', { name: `Downloading ${SMALL.label}` });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    await keepPicture(page, { path: test.info().outputPath('local-model-downloading.png'), fullPage: true });
    await expect(card.getByText('Installed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(progress).toHaveCount(0);

    await card.getByRole('button', { name: 'Use this model' }).click();
    await expect(page.getByText(`Saved: ${SMALL.label} is the chosen model.`)).toBeVisible();
    // Without the engine's runtime the choice is kept and the built-in engine answers, as the page says.
    const chosen = card.getByRole('button', { name: /^(In use|Chosen)$/ });
    await expect(chosen).toBeDisabled();
    if ((await chosen.textContent()) === 'In use') await expect(page.getByTestId('local-engine-status')).toContainText(`Answering now: Local model · ${SMALL.name}`);
    else await expect(page.getByTestId('local-engine-message')).toHaveText(`${SMALL.name} is chosen. The local engine is not part of this installation (node-llama-cpp is missing): run npm install and restart. Until then the built-in engine answers.`);
    await keepPicture(page, { path: test.info().outputPath('local-model-in-use.png'), fullPage: true });

    // A path outside the allowed folders is refused with the reason.
    await page.getByLabel('Path of a .gguf file on the server').fill('/etc/passwd.gguf');
    await page.getByRole('button', { name: 'Use this file' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The server uses model files only from' })).toBeVisible();

    await card.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${SMALL.label} was removed.`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download' })).toBeVisible();
  } finally {
    // The other specs run on this server with the built-in engine.
    const restored = await page.request.put('/admin/ai/settings', { data: { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS } });
    expect(restored.status()).toBe(200);
  }
});
