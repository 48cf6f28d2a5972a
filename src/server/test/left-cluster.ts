// Tests that kill a server with SIGKILL leave its embedded PostgreSQL running (the next start would stop it): this
// stops it, so no database outlives the test that made it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function stopLeftCluster(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 15_000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
