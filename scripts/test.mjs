// `npm test`: typecheck, lint, the production build, the unit lane, the slow lane and the browser suite, all at once,
// by priority. The browser tests wait on their pages far more than they work, and are the ones whose waits have
// limits: they start as soon as the build is there, at the normal priority, and the other lanes run beside them at a
// lower one (`nice`), taking the cores whenever the browser tests wait. Each process's lines are prefixed with its
// name. Ends with one line "N passed, N failed" that counts every test of both runners.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const REPORT_DIR = '.tmp/test-reports';
mkdirSync(REPORT_DIR, { recursive: true });

/** Lower priorities, for the lanes that only need the cores the browser tests leave (`nice` where there is one). */
const CAN_NICE = process.platform !== 'win32' && spawnSync('nice', ['true']).status === 0;
const BATCH = 10;
/** The slow lane's waits have limits too (its servers start and stop): above the unit lane, below the browser tests. */
const SLOW_BATCH = 5;

/** Runs a command, its output line by line behind `[label]`, at `niceness` (0: normal); resolves to whether it exited with 0. */
function run(label, title, command, args, env = {}, niceness = 0) {
  console.log(`▶ ${title}`);
  const started = Date.now();
  const [file, argv] = CAN_NICE && niceness > 0 ? ['nice', ['-n', String(niceness), command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1', ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`[${label}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
    }
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✔' : '✖'} ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
      resolve(code === 0);
    });
  });
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const vitestReport = join(REPORT_DIR, 'vitest.json');
const vitest = (projects, report) => [npx, ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile=${report}`]];

const startedAt = Date.now();
// Found (or installed) while the build runs.
const chromiumFound = findChromium({ install: true });

const typesDone = run('types', 'Typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'], {}, BATCH);
const lintDone = run('lint', 'Lint', npx, ['eslint', '--max-warnings=0', '.'], {}, BATCH);
const unitDone = run('vitest', 'Unit, route and component tests (Vitest)', ...vitest(['server', 'web'], vitestReport), {}, BATCH);
const slowReport = join(REPORT_DIR, 'vitest-slow.json');
const slowDone = run('slow', 'Slow lane: processes started and killed, operator commands (Vitest)', ...vitest(['slow'], slowReport), {}, SLOW_BATCH);
const buildOk = await run('build', 'Production build', 'npm', ['run', 'build', '--silent']);

/** Whether nothing listens on `port` of the loopback interface. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Five neighbouring free ports for the browser tests' servers and the stand-in model hub and Ollama beside them, so
 * two checkouts can run `npm test` at the same moment.
 */
async function freePorts() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    let isRangeFree = true;
    for (let offset = 0; offset < 5 && isRangeFree; offset += 1) isRangeFree = await isFree(port + offset);
    if (isRangeFree) return port;
  }
  return 3107;
}

const playwrightReport = join(REPORT_DIR, 'playwright.json');
/** The browser tests, once the build and Chromium are there; false when they could not start. */
async function browserTests() {
  if (!buildOk) return false;
  const chromium = await chromiumFound;
  if (!chromium.path) {
    console.error(`\n✖ ${chromium.message}`);
    return false;
  }
  const e2ePort = process.env.E2E_PORT ?? String(await freePorts());
  return run('e2e', 'Browser tests (Playwright, Chromium)', npx, ['playwright', 'test', '--reporter=list,json'], {
    CHROME_PATH: chromium.path,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_PORT: e2ePort,
  });
}
const [e2eOk, typesOk, lintOk, unitOk, slowOk] = await Promise.all([browserTests(), typesDone, lintDone, unitDone, slowDone]);

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

const unit = readJson(vitestReport);
const slow = readJson(slowReport);
const playwright = readJson(playwrightReport);
let passed = (unit?.numPassedTests ?? 0) + (slow?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (slow?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (slow?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
// A runner that crashed before reporting counts as a failure, never as a silent pass.
if (!unitOk && (unit?.numFailedTests ?? 0) === 0) failed += 1;
if (!slowOk && (slow?.numFailedTests ?? 0) === 0) failed += 1;
if (!e2eOk && (playwright?.stats?.unexpected ?? 0) === 0) failed += 1;
if (passed === 0) failed += 1;

for (const [ok, what] of [
  [typesOk, 'Typecheck failed.'],
  [lintOk, 'Lint failed.'],
  [buildOk, 'The production build failed.'],
]) {
  if (!ok) console.error(`✖ ${what}`);
}
const allOk = typesOk && lintOk && buildOk && unitOk && slowOk && e2eOk && failed === 0;
console.log(`\n${passed} passed, ${failed + (typesOk ? 0 : 1) + (lintOk ? 0 : 1) + (buildOk ? 0 : 1)} failed${skipped ? `, ${skipped} skipped` : ''} (${Math.round((Date.now() - startedAt) / 1000)} s)`);
process.exit(allOk ? 0 : 1);
