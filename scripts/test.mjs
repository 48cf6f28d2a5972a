// `npm test`: typecheck, lint, unit and route tests, a production build, then the browser suite.
// Ends with one line "N passed, N failed" that counts every test of both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const REPORT_DIR = '.tmp/test-reports';
mkdirSync(REPORT_DIR, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (!run('Typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'])) fail('Typecheck failed.');
if (!run('Lint', npx, ['eslint', '--max-warnings=0', '.'])) fail('Lint failed.');

const vitestReport = join(REPORT_DIR, 'vitest.json');
const unitOk = run('Unit and route tests (Vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);

if (!run('Production build', 'npm', ['run', 'build', '--silent'])) fail('The production build failed.');

const chromium = await findChromium({ install: true });
if (!chromium.path) fail(chromium.message);

/** Whether nothing listens on `port` of the loopback interface. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Two neighbouring free ports for the browser tests' servers, so two checkouts can run `npm test` at the same moment. */
async function freePortPair() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await isFree(port)) && (await isFree(port + 1))) return port;
  }
  return 3107;
}

const playwrightReport = join(REPORT_DIR, 'playwright.json');
const e2eOk = run('Browser tests (Playwright, Chromium)', npx, ['playwright', 'test', '--reporter=list,json'], {
  CHROME_PATH: chromium.path,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  E2E_PORT: process.env.E2E_PORT ?? String(await freePortPair()),
});

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
let passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
// A runner that crashed before reporting counts as a failure, never as a silent pass.
if (!unitOk && (vitest?.numFailedTests ?? 0) === 0) failed += 1;
if (!e2eOk && (playwright?.stats?.unexpected ?? 0) === 0) failed += 1;
if (passed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unitOk && e2eOk && failed === 0 ? 0 : 1);
