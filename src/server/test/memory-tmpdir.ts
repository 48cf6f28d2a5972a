// Where the tests' temporary files go: the throwaway PostgreSQL clusters, the browser tests' servers' data and the
// operator commands' data directories. On a disk, each database cloned from the template and each commit of a server
// waits on writes the run then deletes; in memory (tmpfs) they cost nothing to keep or remove.
import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const TMPFS_MAGIC = 0x01021994;
/** The memory the run's temporary files may take at most: one cluster with a few databases, three servers' clusters. */
const NEEDED_BYTES = 1024 ** 3;
const SHARED_MEMORY = '/dev/shm';

function freeTmpfsBytes(path: string): number | undefined {
  try {
    const stats = statfsSync(path);
    return Number(stats.type) === TMPFS_MAGIC ? Number(stats.bavail) * Number(stats.bsize) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A folder in memory for the tests' temporary files, to set as TMPDIR: none when TMPDIR is set already (it wins) or
 * the system's temporary folder is in memory already, and none when the machine has no writable tmpfs at /dev/shm
 * with room to spare.
 */
export function memoryTmpdir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TMPDIR || process.platform !== 'linux') return undefined;
  if (freeTmpfsBytes(tmpdir()) !== undefined) return undefined;
  return (freeTmpfsBytes(SHARED_MEMORY) ?? 0) >= NEEDED_BYTES ? SHARED_MEMORY : undefined;
}
