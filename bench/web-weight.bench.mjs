// What each page makes the browser download on a first load: JS and CSS, gzip bytes, from a real page load in Chromium.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS, publishTwin, registerAndLogin, startServer } from './lib.mjs';

/** The first sample scenario (scenarios.seed.ts), for the page that introduces a scenario's character and a session. */
const SAMPLE_SCENARIO_ID = '8c4d0000-0000-4000-8000-000000000001';

function gzipBytes(url) {
  const path = new URL(url).pathname;
  return gzipSync(readFileSync(`dist/web${path}`), { level: 9 }).length;
}

/** Collects the JS and CSS files the page downloads while `action` runs and the network then settles. */
async function assetsDuring(page, action) {
  const assets = new Set();
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && new URL(response.url()).pathname.startsWith('/assets/')) assets.add(`${type}:${response.url()}`);
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  return assets;
}

async function measure(page, url, { thenPress = false } = {}) {
  const assets = await assetsDuring(page, () => page.goto(url, { waitUntil: 'networkidle' }));
  // What the person's first press adds (the toaster and sonner load then, before an action can raise a toast).
  const pressed = thenPress
    ? await assetsDuring(page, async () => {
        await page.dispatchEvent('body', 'pointerdown');
        await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
      })
    : null;
  await page.close();
  const figures = sum(assets);
  return pressed ? { ...figures, pressed: sum(new Set([...pressed].filter((entry) => !assets.has(entry)))) } : figures;
}

function sum(assets) {
  let js = 0;
  let css = 0;
  let jsFiles = 0;
  for (const entry of assets) {
    const [type, ...rest] = entry.split(':');
    const bytes = gzipBytes(rest.join(':'));
    if (type === 'script') {
      js += bytes;
      jsFiles += 1;
    } else css += bytes;
  }
  return { js, css, files: assets.size, jsFiles };
}

async function signedInContext(browser, baseUrl, cookies) {
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => {
    const [name, ...value] = cookie.split('=');
    return { name, value: value.join('='), url: baseUrl };
  }));
  return context;
}

export async function run() {
  const { path } = await findChromium();
  if (!path) return console.log('web weight: skipped (no Chromium)');
  const server = await startServer({ port: 3201 });
  const browser = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
  try {
    const { baseUrl } = server;
    const guest = await browser.newContext();
    const landing = await measure(await guest.newPage(), `${baseUrl}/`);
    const login = await measure(await guest.newPage(), `${baseUrl}/auth/login`);
    const { cookies } = await registerAndLogin(baseUrl);
    const username = await publishTwin(baseUrl, cookies);
    const visitor = await browser.newContext();
    const publicTwin = await measure(await visitor.newPage(), `${baseUrl}/t/${username}`);
    const signedIn = await signedInContext(browser, baseUrl, cookies);
    const showcase = await measure(await signedIn.newPage(), `${baseUrl}/showcase`, { thenPress: true });
    const scenario = await measure(await signedIn.newPage(), `${baseUrl}/showcase/roleplay/${SAMPLE_SCENARIO_ID}`);
    const progress = await measure(await signedIn.newPage(), `${baseUrl}/showcase/progress`);
    // The session page of a text conversation with the first sample's character, started as the Meet page starts one.
    const started = await fetch(`${baseUrl}/assessment/scenario-conversation/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; ') },
      body: JSON.stringify({ scenario_id: SAMPLE_SCENARIO_ID, mode: 'text' }),
    });
    if (started.status !== 201) throw new Error(`starting a conversation answered ${started.status}`);
    const conversationId = (await started.json()).data.id;
    const session = await measure(await signedIn.newPage(), `${baseUrl}/showcase/session/${conversationId}`);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const line = (label, figures, note = '') =>
      console.log(`  ${label.padEnd(24)} JS ${kb(figures.js).padStart(9)} in ${String(figures.jsFiles).padStart(2)} files  CSS ${kb(figures.css).padStart(8)}${note}`);
    console.log('web weight, first load (gzip, level 9)');
    line('/', landing, '  (pre-rendered; target JS ≤ 90 KB)');
    line('/auth/login', login);
    line('/showcase', showcase);
    line('  then the first press', showcase.pressed, '  (the toaster and sonner)');
    line('/showcase/roleplay/:id', scenario);
    line('/showcase/progress', progress);
    line('/showcase/session/:id', session);
    line('/t/:username (public)', publicTwin);
  } finally {
    await browser.close();
    await server.stop();
  }
}
