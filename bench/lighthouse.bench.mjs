// Lighthouse performance scores, mobile preset, in the system Chromium: the landing page, the login and register pages, the
// scenarios page signed in, and a public Engram page as a visitor sees it.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS, publishTwin, registerAndLogin, startServer } from './lib.mjs';

const RUNS = 3;

/**
 * Scores `url` in a tab of the launched browser; `cookies` ('name=value') are set in the browser first, as a signed-in
 * person's are: the page reads its readable cookies to know who is signed in, which a request header alone would not give
 * it (the page would send the visitor to the landing page and that would be measured instead).
 */
async function score(port, url, cookies) {
  const scores = [];
  let audits = null;
  let shown = url;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // A visitor's page is measured without the signed-in person's cookies of an earlier page.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  if (cookies) await page.setCookie(...cookies.map((cookie) => ({ name: cookie.slice(0, cookie.indexOf('=')), value: cookie.slice(cookie.indexOf('=') + 1), url })));
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }, undefined, page);
    // A run that could not finish (no paint within Lighthouse's limits) has no score.
    const value = result?.lhr.categories.performance.score;
    if (typeof value === 'number') {
      scores.push(value);
      audits = result.lhr.audits;
      shown = result.lhr.finalDisplayedUrl;
    }
  }
  await page.close();
  await browser.disconnect();
  scores.sort((a, b) => a - b);
  return { median: scores[Math.floor(scores.length / 2)] ?? null, scores, failed: RUNS - scores.length, audits, shown };
}

export async function run() {
  const { path } = await findChromium();
  if (!path) return console.log('lighthouse: skipped (no Chromium)');
  const server = await startServer({ port: 3203 });
  const chrome = await chromeLauncher.launch({ chromePath: path, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const { baseUrl } = server;
    const { cookies } = await registerAndLogin(baseUrl);
    const username = await publishTwin(baseUrl, cookies);
    const pages = [
      ['/', `${baseUrl}/`, null],
      ['/auth/login', `${baseUrl}/auth/login`, null],
      ['/auth/register', `${baseUrl}/auth/register`, null],
      ['/showcase (signed in)', `${baseUrl}/showcase`, cookies],
      ['/t/:username (visitor)', `${baseUrl}/t/${username}`, null],
    ];
    console.log(`lighthouse (mobile preset, simulated throttling, ${RUNS} runs each; target ≥ 0.95)`);
    for (const [label, url, signedIn] of pages) {
      const { median, scores, failed, audits, shown } = await score(chrome.port, url, signedIn);
      if (!audits) {
        console.log(`  ${label.padEnd(24)} no run finished`);
        continue;
      }
      const ms = (id) => `${Math.round(audits[id].numericValue)} ms`;
      console.log(`  ${label.padEnd(24)} score ${median} (runs ${scores.join(', ')}${failed ? `; ${failed} without a score` : ''})  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}${shown === url ? '' : `  (ended on ${new URL(shown).pathname}: not the page asked for)`}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
