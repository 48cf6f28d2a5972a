// Who uses a data directory: DATA_DIR/engram.pid names the one process (server or command), and the cluster's
// generated password is kept beside it in DATA_DIR/postgres.password (0600).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';
import { isAlive } from './embedded-postgres-process.ts';

/** Who starts a cluster (embedded-postgres.ts), and so who owns its data directory. */
export type EmbeddedPurpose =
  /** The server: owns the data directory, refuses when another process does. */
  | 'server'
  /** An operator command: uses the running server's cluster, or starts it for the command's length. */
  | 'command'
  /** A cluster in a temporary folder, removed when stopped (evaluations, the test run); durability traded for speed. */
  | 'throwaway';

/** The owner lock: DATA_DIR/engram.pid names the process using the data directory (server or command). */
export interface OwnerLock {
  path: string;
  release(): void;
}

// The data directories this process holds, so that a second opening here is refused like one from another process.
const heldHere = new Set<string>();

export function takeOwnerLock(dataDir: string, purpose: EmbeddedPurpose): OwnerLock | { heldBy: number; purpose: string } {
  const path = join(dataDir, 'engram.pid');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n${purpose}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(path);
      return {
        path,
        release: () => {
          heldHere.delete(path);
          try {
            if (readFileSync(path, 'utf8').split('\n')[0] === String(process.pid)) unlinkSync(path);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, holderPurpose = 'server'] = readFileSync(path, 'utf8').split('\n');
      const pid = Number(pidText);
      if (pid === process.pid ? heldHere.has(path) : isAlive(pid)) return { heldBy: pid, purpose: holderPurpose };
      // Left by a process that is gone.
      rmSync(path, { force: true });
    }
  }
  throw new EmbeddedPostgresError(`Could not take ${path}: another Engram is starting on ${dataDir} at the same moment. Start one at a time.`);
}

export function readOrCreatePassword(path: string): string {
  if (existsSync(path)) {
    chmodSync(path, 0o600);
    return readFileSync(path, 'utf8').trim();
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(path, `${password}\n`, { mode: 0o600 });
  return password;
}

