// Starts the built server on a fresh embedded database for the browser tests, and removes it afterwards. With
// E2E_ADMIN (JSON: name, email, password), it makes that account the first administrator as an operator does: it
// registers it and enters the setup code the server printed at start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'engram-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], { stdio: ['inherit', 'inherit', 'pipe'], env: { ...process.env, DATA_DIR: dataDir } });
const base = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}`;

/** Registers E2E_ADMIN (once the server answers) and claims the setup code with it. */
async function claimFirstAdmin(code) {
  const admin = JSON.parse(process.env.E2E_ADMIN);
  const post = (path, body, headers = {}) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  for (let tries = 0; ; tries += 1) {
    const registered = await post('/users/register', { ...admin, method: 'email-password' }).catch(() => undefined);
    if (registered && (registered.status === 201 || registered.status === 409)) break;
    if (tries > 200) throw new Error(`could not register the administrator: ${registered?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { accessToken } = await (await post('/users/login', { email: admin.email, password: admin.password })).json();
  const claimed = await post('/users/admin-setup', { code }, { authorization: `Bearer ${accessToken}` });
  // 409: the server already has an administrator (the code was claimed already), which is what this is for.
  if (claimed.status !== 200 && claimed.status !== 409) throw new Error(`could not claim the setup code: ${claimed.status} ${await claimed.text()}`);
}

let pending = '';
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  pending += chunk.toString();
  const code = /enter this setup code \([^)]*\): ([A-Z2-7-]+)/.exec(pending)?.[1];
  if (!code || !process.env.E2E_ADMIN) return;
  pending = '';
  claimFirstAdmin(code).catch((error) => console.error(`The browser tests' server on port ${process.env.PORT}: ${error.message}`));
});
let isStopping = false;
const stop = () => {
  isStopping = true;
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  // On stderr, which the test run shows (the server's own log goes to stdout, which it hides): a test that then fails to
  // connect says why.
  if (!isStopping) console.error(`The browser tests' server on port ${process.env.PORT} stopped without being asked to: ${signal ?? `exit code ${code}`}.`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
