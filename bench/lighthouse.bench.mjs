// Lighthouse performance score of `/`, mobile preset, in the system Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS, startServer } from './lib.mjs';

export async function run() {
  const { path } = await findChromium();
  if (!path) return console.log('lighthouse: skipped (no Chromium)');
  const server = await startServer({ port: 3203 });
  const chrome = await chromeLauncher.launch({ chromePath: path, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const scores = [];
    let metrics = null;
    for (let i = 0; i < 3; i += 1) {
      const result = await lighthouse(`${server.baseUrl}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      scores.push(result.lhr.categories.performance.score);
      metrics = result.lhr.audits;
    }
    scores.sort();
    const ms = (id) => `${Math.round(metrics[id].numericValue)} ms`;
    console.log('lighthouse, / (mobile preset, simulated throttling, 3 runs)');
    console.log(`  performance score: median ${scores[1]}  (runs ${scores.join(', ')}; target ≥ 0.95)`);
    console.log(`  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  CLS ${metrics['cumulative-layout-shift'].numericValue.toFixed(3)}`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
