// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, the system package, or Playwright's own.
// As root on Debian it may install the `chromium` package; otherwise it explains what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      // Reported below with the same message as when nothing could be installed.
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
