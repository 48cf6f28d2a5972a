// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, the system package, or Playwright's own.
// As root on Debian it may install the `chromium` package (without its recommended packages: desktop notifications,
// printer set-up and the GPU drivers behind them, which a headless browser does not use); otherwise it explains what to
// install. The install runs without blocking, so `npm test` does it while its first checks run.
// The browser tests also look for Chromium's headless shell (Debian's `chromium-headless-shell`, the same release):
// the browser without its desktop half, which runs most of them on about a quarter less CPU (README). The tests of the
// browser's own microphone and speech recognition stay in the full browser, whose fallbacks they test.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

function which(command) {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() || null : null;
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function locate() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(candidate)) return candidate;
  return which('chromium') ?? which('chromium-browser');
}

/**
 * Debian's headless shell: the program itself first, as the command in /usr/bin is a shell script that runs it as its
 * child (a signal to the script would not reach the browser).
 */
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

function locateHeadlessShell() {
  return HEADLESS_SHELLS.find((candidate) => existsSync(candidate)) ?? null;
}

/** Installs Debian packages without their recommended ones; a failure is told in its last lines and left to the caller. */
async function aptInstall(packages) {
  try {
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    console.error(String(error.stderr || error.message).trim().split('\n').slice(-5).join('\n'));
  }
}

/**
 * The full Chromium (`path`), and with `headlessShell` also Chromium's headless shell (`headlessShell`, null where
 * there is none: the full browser then runs every test). `install`: as root on Debian, installs what is missing.
 */
export async function findChromium({ install = false, headlessShell = false } = {}) {
  let path = locate() ?? (await playwrightOwn());
  let shell = headlessShell ? locateHeadlessShell() : null;
  const missing = [...(path ? [] : ['chromium']), ...(headlessShell && !shell && !process.env.CHROME_PATH ? ['chromium-headless-shell'] : [])];
  const canApt = process.getuid?.() === 0 && which('apt-get');
  if (install && canApt && missing.length > 0) {
    console.log(`Installing the Debian packages ${missing.map((name) => `"${name}"`).join(' and ')} for the browser tests...`);
    await aptInstall(missing);
    path ??= locate();
    if (headlessShell) shell ??= locateHeadlessShell();
  }
  // A browser named in CHROME_PATH runs every test.
  if (path) return { path, headlessShell: process.env.CHROME_PATH ? null : shell };
  return {
    path: null,
    message:
      'No Chromium found for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium executable.',
  };
}
