// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, the system package, or Playwright's own.
// As root on Debian it may install the `chromium` package (without its recommended packages: desktop notifications,
// printer set-up and the GPU drivers behind them, which a headless browser does not use); otherwise it explains what to
// install. The install runs without blocking, so `npm test` does it while its first checks run.
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

export async function findChromium({ install = false } = {}) {
  let path = locate() ?? (await playwrightOwn());
  if (path) return { path };
  const canApt = process.getuid?.() === 0 && which('apt-get');
  if (install && canApt) {
    console.log('Chromium not found: installing the Debian package "chromium"...');
    try {
      await run('apt-get', ['update', '-qq']);
      await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      // Its last lines, then the same message as when nothing could be installed.
      console.error(String(error.stderr || error.message).trim().split('\n').slice(-5).join('\n'));
    }
    path = locate();
    if (path) return { path };
  }
  return {
    path: null,
    message:
      'No Chromium found for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium executable.',
  };
}
