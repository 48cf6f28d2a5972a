import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { memoryTmpdir } from './src/server/test/memory-tmpdir.ts';

// E2E_PORT moves all three servers (this one and the two beside it), so two checkouts can run the suite at once.
const PORT = Number(process.env.E2E_PORT ?? 3107);
/** The server of the speech test (e2e/session-speech.spec.ts), whose model and speech to text are a fake provider. */
export const SPEECH_E2E_PORT = PORT + 1;
/** The operator's console's own server: what its tests change (the AI provider, speech, e-mail, welcome credits) reaches no other test. */
const OPERATOR_E2E_PORT = PORT + 2;

/** Where the servers download models from and look for Ollama: e2e/admin-local-model.spec.ts starts both stand-ins there. */
export const MODEL_HUB_E2E_PORT = PORT + 3;
export const OLLAMA_E2E_PORT = PORT + 4;
/** The DNS server (UDP) the pages' server asks for organisations' domain proofs: e2e/organisations.spec.ts starts it. */
export const DNS_E2E_PORT = PORT + 5;
/** The fake Stripe of the speech test's server: e2e/mentor-purchase.spec.ts reads the Checkout Sessions it made. */
export const STRIPE_E2E_PORT = PORT + 6;

/** The administrator of e2e/credits.spec.ts and the admin specs: scripts/e2e-server.mjs makes them the first admin with the setup code. */
export const E2E_ADMIN = { name: 'Avery Admin', email: 'e2e-admin@example.com', password: 'an administrator password' };

/** Where Debian's `chromium-headless-shell` puts the program (its command in /usr/bin is a script that runs it). */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
/**
 * The full Chromium: CHROME_FULL_PATH (`npm test` sets it, scripts/find-chromium.mjs), else CHROME_PATH, else Debian's.
 * The tests of the browser's own microphone, recording and speech recognition run in it (fixtures/fake-microphone.ts):
 * the fallbacks they test are the full browser's.
 */
export const FULL_CHROMIUM_PATH = process.env.CHROME_FULL_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The browser of every other test: CHROME_PATH, else Chromium's headless shell where Debian's package put it (the same
 * release without its desktop half: about a quarter less CPU on the same tests, README), else the full browser.
 */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

/** The servers' data (their embedded databases) in memory where the machine allows: no commit waits on a disk. */
const IN_MEMORY = memoryTmpdir();
const TEMPORARY_FILES: Record<string, string> = IN_MEMORY ? { TMPDIR: IN_MEMORY } : {};

/** A server the browser tests use: its name in messages, its command, its settings and the address that answers once it is up. */
interface E2eServer {
  name: string;
  command: string[];
  env: Record<string, string>;
  healthUrl: string;
}

/** The production build, on a throwaway embedded database; `env` adds to the settings every such server has. */
function builtServer(name: string, port: number, env: Record<string, string> = {}): E2eServer {
  return {
    name,
    command: [process.execPath, 'scripts/e2e-server.mjs'],
    healthUrl: `http://127.0.0.1:${port}/healthz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      ...CHEAP_PASSWORD_HASHES,
      ...QUICK_VOICE,
      ...QUIET_JOB_POLLS,
      ADMIN_EMAILS: E2E_ADMIN.email,
      E2E_ADMIN: JSON.stringify(E2E_ADMIN),
      MODEL_HUB_URL: `http://127.0.0.1:${MODEL_HUB_E2E_PORT}`,
      OLLAMA_URL: `http://127.0.0.1:${OLLAMA_E2E_PORT}`,
      ...env,
    },
  };
}

/**
 * Each server's jobs are queued by that server, which wakes its workers as it queues them: a worker's poll finds
 * nothing, and at the default 2 s (about 30 workers) an idle server spent 1.13 CPU-seconds a minute, 0.37 at 60 s.
 */
const QUIET_JOB_POLLS = { JOB_POLL_INTERVAL_SECONDS: '30' };

/** Argon2id at its lowest cost: the tests' passwords guard nothing, and every registration and login pays the cost. */
const CHEAP_PASSWORD_HASHES = { PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' };
/**
 * The built-in voice at 2.5 times its pace: the speech tests wait for lines played to their end (and the fake
 * microphone's pauses), and a line said faster is the same line, still played through.
 */
const QUICK_VOICE = { SPEECH_OFFLINE_PACE: '2.5' };

const E2E_SERVERS: E2eServer[] = [
  // e2e/organisations-sso.spec.ts starts an identity provider on 127.0.0.1, over http; e2e/organisations.spec.ts a DNS
  // server whose TXT records prove an organisation's domain.
  builtServer('pages', PORT, { SSO_ALLOW_HTTP_LOOPBACK: 'true', SSO_DNS_SERVERS: `127.0.0.1:${DNS_E2E_PORT}` }),
  // Its Quality page offers the first created case of each half, should a test tick the set (e2e/admin-quality.spec.ts
  // plays one sample and leaves it unticked); the engine's figures on the whole set are src/server/eval/created/'s tests'.
  builtServer('operator', OPERATOR_E2E_PORT, { EVAL_CREATED_CASES_PER_HALF: '1' }),
  {
    // The same build with the fake OpenAI-compatible server as its model and speech to text.
    name: 'speech',
    command: [process.execPath, '--import', 'tsx', 'scripts/e2e-speech-server.mjs'],
    healthUrl: `http://127.0.0.1:${SPEECH_E2E_PORT}/healthz`,
    env: { PORT: String(SPEECH_E2E_PORT), FAKE_STRIPE_PORT: String(STRIPE_E2E_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_IP: '1000', ...CHEAP_PASSWORD_HASHES, ...QUICK_VOICE, ...QUIET_JOB_POLLS },
  },
];

/**
 * The browser tests that run in the full Chromium with a fake microphone (their own `test.use` says so). The Text-mode
 * session's tests that need no microphone are in e2e/session-text-course.spec.ts, in the headless shell.
 */
const MICROPHONE_SPECS = /[\\/](session-speech|session-text|speech-voice-input)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Test files run two at a time; the tests of one file, one after the other.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // A trace costs about a tenth of the suite's time when recorded for every test: `E2E_TRACE=1` records them (kept for
    // the tests that fail), for looking into a failure; a screenshot of the failing page is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The admin pages change what every page uses (the AI provider, speech, e-mail, welcome credits): on a server of
    // their own, beside the rest, one file at a time. Listed first, so that their files are handed out from the start,
    // one at a time beside the other files, rather than after them on one worker while the other waits.
    { name: 'operator', testMatch: /admin-.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${OPERATOR_E2E_PORT}` }, workers: 1 },
    // The files that run in the full Chromium with a fake microphone (their `test.use`, fixtures/fake-microphone.ts):
    // among the longest, and each starts a browser of its own. Playwright queues a project's files by browser settings
    // first, so within 'pages' they came last, where the longest of them ran on alone; here they go beside the admin
    // files from the start, and the short files of 'pages' even out the end.
    { name: 'microphone', testMatch: MICROPHONE_SPECS },
    { name: 'pages', testIgnore: [/admin-.*\.spec\.ts$/, MICROPHONE_SPECS] },
  ],
  // The three servers start side by side (scripts/e2e-servers.mjs), not one after the other as a `webServer` list
  // starts them; the run begins once all three answer.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    wait: { stdout: /The browser tests' servers answer\./ },
    timeout: 90_000,
    env: { ...TEMPORARY_FILES, E2E_SERVERS: JSON.stringify(E2E_SERVERS) },
    // A signal rather than Playwright's default SIGKILL, so each server removes its throwaway data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
