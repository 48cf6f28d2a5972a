// What `/` and `/showcase` make the browser download: JS and CSS, gzip bytes, from a real page load in Chromium.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS, registerAndLogin, startServer } from './lib.mjs';

function gzipBytes(url) {
  const path = new URL(url).pathname;
  return gzipSync(readFileSync(`dist/web${path}`), { level: 9 }).length;
}

async function measure(page, url) {
  const assets = new Set();
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && new URL(response.url()).pathname.startsWith('/assets/')) assets.add(`${type}:${response.url()}`);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  let js = 0;
  let css = 0;
  for (const entry of assets) {
    const [type, ...rest] = entry.split(':');
    const bytes = gzipBytes(rest.join(':'));
    if (type === 'script') js += bytes;
    else css += bytes;
  }
  return { js, css, files: assets.size };
}

export async function run() {
  const { path } = await findChromium();
  if (!path) return console.log('web weight: skipped (no Chromium)');
  const server = await startServer({ port: 3201 });
  const browser = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
  try {
    const guest = await browser.newPage();
    const landing = await measure(guest, `${server.baseUrl}/`);
    const hasReact = await guest.evaluate(() => Boolean(document.querySelector('#root')));
    const { cookies } = await registerAndLogin(server.baseUrl);
    const context = await browser.newContext();
    await context.addCookies(cookies.map((cookie) => {
      const [name, ...value] = cookie.split('=');
      return { name, value: value.join('='), url: server.baseUrl };
    }));
    const showcase = await measure(await context.newPage(), `${server.baseUrl}/showcase`);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('web weight (gzip, level 9)');
    console.log(`  /          JS ${kb(landing.js).padStart(9)}  CSS ${kb(landing.css).padStart(8)}  files ${landing.files}  (target JS ≤ 90 KB; React mounted: ${hasReact})`);
    console.log(`  /showcase  JS ${kb(showcase.js).padStart(9)}  CSS ${kb(showcase.css).padStart(8)}  files ${showcase.files}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
