// Lighthouse performance scores, mobile preset, in the system Chromium: the landing page, the login and register pages, the
// scenarios page signed in, and a public Engram page as a visitor sees it.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS, publishTwin, registerAndLogin, startServer } from './lib.mjs';

const RUNS = 3;

async function score(port, url, extraHeaders) {
  const scores = [];
  let audits = null;
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', ...(extraHeaders ? { extraHeaders } : {}) });
    // A run that could not finish (no paint within Lighthouse's limits) has no score.
    const value = result?.lhr.categories.performance.score;
    if (typeof value === 'number') {
      scores.push(value);
      audits = result.lhr.audits;
    }
  }
  scores.sort((a, b) => a - b);
  return { median: scores[Math.floor(scores.length / 2)] ?? null, scores, failed: RUNS - scores.length, audits };
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
      ['/showcase (signed in)', `${baseUrl}/showcase`, { Cookie: cookies.join('; ') }],
      ['/t/:username (visitor)', `${baseUrl}/t/${username}`, null],
    ];
    console.log(`lighthouse (mobile preset, simulated throttling, ${RUNS} runs each; target ≥ 0.95)`);
    for (const [label, url, headers] of pages) {
      const { median, scores, failed, audits } = await score(chrome.port, url, headers);
      if (!audits) {
        console.log(`  ${label.padEnd(24)} no run finished`);
        continue;
      }
      const ms = (id) => `${Math.round(audits[id].numericValue)} ms`;
      console.log(`  ${label.padEnd(24)} score ${median} (runs ${scores.join(', ')}${failed ? `; ${failed} without a score` : ''})  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
