// Time from process start to the first 200 on /healthz (fresh and existing embedded database), and idle memory.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, startServer } from './lib.mjs';

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function run() {
  const fresh = [];
  const warm = [];
  let idleRss = 0;
  for (let i = 0; i < 3; i += 1) {
    const first = await startServer({ port: 3202 });
    fresh.push(first.readyMs);
    await first.stop({ keepData: true });
    const second = await startServer({ port: 3202, dataDir: first.dataDir });
    warm.push(second.readyMs);
    if (i === 0) {
      await sleep(3000);
      idleRss = rssMb(second.pid);
    }
    await second.stop();
    const { rmSync } = await import('node:fs');
    rmSync(first.dataDir, { recursive: true, force: true });
  }
  console.log('start-up (embedded PostgreSQL, 3 runs each, median)');
  console.log(`  process start → first 200 on /healthz, new data dir:      ${median(fresh).toFixed(0)} ms`);
  console.log(`  process start → first 200 on /healthz, existing data dir: ${median(warm).toFixed(0)} ms`);
  console.log(`  idle memory (RSS) 3 s after start:                        ${idleRss.toFixed(0)} MB`);
}
