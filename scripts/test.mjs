// `npm test`: the production build and the unit, route and component tests side by side, then the browser suite with
// the slow lane of Vitest beside it; typecheck and lint run from the start to the end at the lowest priority, on the
// CPU the lanes leave idle (see below). Each process's lines are prefixed with its name. Ends with
// one line "N passed, N failed" that counts every test of both runners.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const REPORT_DIR = '.tmp/test-reports';
mkdirSync(REPORT_DIR, { recursive: true });

/** `nice`, where there is one: the checks without time limits run at the lowest priority (see below). */
const CAN_NICE = process.platform !== 'win32' && spawnSync('nice', ['-n', '19', 'true']).status === 0;

/**
 * Runs a command, its output line by line behind `[label]`, at the lowest priority when `isIdlePriority`; resolves to
 * whether it exited with 0.
 */
function run(label, title, command, args, env = {}, isIdlePriority = false) {
  console.log(`▶ ${title}`);
  const started = Date.now();
  const [file, argv] = isIdlePriority && CAN_NICE ? ['nice', ['-n', '19', command, ...args]] : [command, args];
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

function fail(message) {
  console.error(`\n✖ ${message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const vitestReport = join(REPORT_DIR, 'vitest.json');
const vitest = (projects, report) => [npx, ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile=${report}`]];

// Found (or installed) while the first checks run: the full browser, and Chromium's headless shell for most tests.
const chromiumFound = findChromium({ install: true, headlessShell: true });

// TEST_UNIT_NODE_DIR: the folder of another Node's `node` binary for the unit lane alone (CI runs it on the current LTS
// and the rest on the machine's Node 20, so that each lane runs once and both Nodes are proven).
const unitNodeDir = process.env.TEST_UNIT_NODE_DIR;
const unitNode = unitNodeDir && join(unitNodeDir, process.platform === 'win32' ? 'node.exe' : 'node');
if (unitNode && !existsSync(unitNode)) fail(`TEST_UNIT_NODE_DIR has no node binary: ${unitNodeDir}`);
const unitEnv = unitNode ? { PATH: `${unitNodeDir}${delimiter}${process.env.PATH ?? ''}` } : {};
const unitTitle = `Unit, route and component tests (Vitest, Node ${unitNode ? execFileSync(unitNode, ['-v']).toString().trim() : process.version})`;

// Typecheck runs TypeScript's native compiler (`tsgo`, @typescript/native-preview, pinned), one thread: measured on
// 7 December 2026 side by side on this tree (CPU-seconds, user + system, load average 10–15 from other runs), a full
// check with `tsc` 61.7, with `tsgo` 17.1 single-threaded (its four checkers by default: 29.7; two: 23.2), the same
// errors on the same lines for the clean tree and for broken ones; `tsc` stays for the editor and the build. It keeps
// its build info in .tmp, so a second run in the same checkout checks again only what a change reaches (an unchanged
// tree: 3.1 CPU-seconds; a fresh clone pays in full). Lint keeps no cache: ESLint's is kept per file, and
// import/no-cycle and the import zones read other files, so a cached pass could hide a broken one.
// ESLint makes and drops a great deal of short-lived memory: with Node's young generation four times its default (64
// MB semi-spaces), fewer collections run. Measured twice, each pair side by side on the same machine: lint 44.5 → 43.4
// and 40.2 → 39.5 CPU-seconds (tsc, when it ran the typecheck, 58.8 → 55.3 and 64.9 → 62.3). Vitest's workers gained
// nothing from it (the created-scenario file: 51.9 and 52.0), so they keep the default.
const fewerCollections = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ') };
// Typecheck and lint have no time limits and no lane needs their results: they start first and run to the end at the
// lowest priority (`nice -n 19`; Linux weighs it against this run's own processes, not other sessions'), on the CPU
// the lanes leave idle: the unit lane's waits on its databases, the browser tests' waits on their pages, the slow
// lane's on its processes. The first half is bound by the CPU: measured alone on 7 December 2026 (CPU-seconds, user +
// system, at a load average of 13–25 from other runs, which inflates them), the unit lane 558, typecheck 77, lint 58
// and the build 16, where the half's 280 s on two cores hold 560. At the normal priority typecheck and lint took their
// share of the cores from the unit lane, and the browser tests waited for all three; now what is left of them when the
// tests end runs on both cores. Two pairs side by side on 7 December (load average 13–22 from other runs), the web
// and web-node projects beside a full typecheck: at the same priority 183 and 200 s, beside it under nice 90 and 123 s,
// and the typecheck ended no later (both done after 375 → 358 s and 416 → 392 s; its CPU 83.5 and 83.8 → 83.2 and 76.2
// s). A check that has failed by the time the unit lane ends spares the browser tests, as before; one that fails later
// is counted at the end.
/** Typecheck's and lint's outcomes as each ends (true: passed). */
const checkOutcomes = new Map();
const checksDone = Promise.all([
  run('types', 'Typecheck', 'npm', ['run', 'typecheck', '--silent'], {}, true).then((ok) => checkOutcomes.set('Typecheck', ok)),
  run('lint', 'Lint', npx, ['eslint', '--max-warnings=0', '.'], fewerCollections, true).then((ok) => checkOutcomes.set('Lint', ok)),
]);
/** The checks that failed, each as a line for the end of the run. */
const failedChecks = () => [...checkOutcomes].filter(([, ok]) => !ok).map(([name]) => `${name} failed.`);
/** Ends the run with `message` once the checks have ended too (alone, they take both cores), leaving no process behind. */
async function failAfterChecks(message) {
  await checksDone;
  fail([message, ...failedChecks()].join(' '));
}
// The unit lane beside the build; not beside the browser tests: on two cores, their waits ran past their limits.
const [buildOk, unitOk] = await Promise.all([
  run('build', 'Production build', 'npm', ['run', 'build', '--silent']),
  run('vitest', unitTitle, ...vitest(['server', 'web', 'web-node'], vitestReport), unitEnv),
]);
if (!buildOk) await failAfterChecks('The production build failed.');
if (failedChecks().length > 0) await failAfterChecks('The browser tests did not run.');

const chromium = await chromiumFound;
if (!chromium.path) await failAfterChecks(chromium.message);

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
    // Below Linux's ephemeral range (32768 and up), from which the slow lane's servers, listening on port 0, are given
    // theirs: a port found free here could otherwise be handed to one of them before the browser tests' server binds it.
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    let isRangeFree = true;
    for (let offset = 0; offset < 5 && isRangeFree; offset += 1) isRangeFree = await isFree(port + offset);
    if (isRangeFree) return port;
  }
  return 3107;
}

const playwrightReport = join(REPORT_DIR, 'playwright.json');
const slowReport = join(REPORT_DIR, 'vitest-slow.json');
const e2ePort = process.env.E2E_PORT ?? String(await freePorts());
// The slow lane (a few files that start and kill processes, mostly waiting) runs beside the browser tests.
const [e2eOk, slowOk] = await Promise.all([
  run('e2e', 'Browser tests (Playwright, Chromium)', npx, ['playwright', 'test', '--reporter=list,json,./e2e/reporters/failing-page.ts'], {
    CHROME_PATH: chromium.headlessShell ?? chromium.path,
    CHROME_FULL_PATH: chromium.path,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_PORT: e2ePort,
  }),
  // Its servers and job workers start from the build just made (src/server/test/server-entry.ts): less than half the CPU
  // of the source through tsx.
  run('slow', 'Slow lane: processes started and killed, operator commands (Vitest)', ...vitest(['slow'], slowReport), { TEST_BUILT_SERVER: '1' }),
]);
await checksDone;
const checksFailed = failedChecks();

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
failed += checksFailed.length;

/** The names of the tests that failed and the first line of each one's error, so a run's last lines say what broke. */
function failedVitest(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0]}`),
  );
}
function failedPlaywright(suite, path = []) {
  const titles = suite.title ? [...path, suite.title] : path;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => `${[...titles, spec.title].join(' › ')} (${test.status}): ${String(test.results?.at(-1)?.error?.message ?? '').split('\n')[0]}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => failedPlaywright(child, titles)),
  ];
}
const failures = [...checksFailed, ...failedVitest(unit), ...failedVitest(slow), ...(playwright?.suites ?? []).flatMap((suite) => failedPlaywright(suite))];
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ✖ ${line.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').slice(0, 400)}`);
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unitOk && slowOk && e2eOk && failed === 0 ? 0 : 1);
