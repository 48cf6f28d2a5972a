// Starts the built server on a fresh embedded database for the browser tests, and removes it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'engram-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
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
